import type { DeckScenes } from '../../types';

/** This deck's wands (being drawn). */
export const WANDS: DeckScenes = {};
