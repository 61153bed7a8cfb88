import type { DeckScenes } from '../../types';

/** This deck's swords (being drawn). */
export const SWORDS: DeckScenes = {};
