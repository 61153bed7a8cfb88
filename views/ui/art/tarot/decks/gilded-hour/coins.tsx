import type { DeckScenes } from '../../types';

/** This deck's coins (being drawn). */
export const COINS: DeckScenes = {};
