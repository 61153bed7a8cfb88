import type { DeckScenes } from '../../types';

/** This deck's majors (being drawn). */
export const MAJORS: DeckScenes = {};
