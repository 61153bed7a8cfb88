import type { DeckScenes } from '../../types';
import { MAJORS_A } from './major-a';
import { MAJORS_B } from './major-b';

/** This deck's majors: animal folk of the forest acting out the 22 trumps (major-a.tsx, major-b.tsx). */
export const MAJORS: DeckScenes = { ...MAJORS_A, ...MAJORS_B };
