import type { DeckScenes } from '../../types';

/** This deck's courts (being drawn). */
export const COURTS: DeckScenes = {};
