import type { DeckScenes } from '../../types';

/** This deck's cups (being drawn). */
export const CUPS: DeckScenes = {};
