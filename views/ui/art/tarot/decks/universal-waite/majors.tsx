import type { DeckScenes } from '../../types';
import { MAJOR_A } from './major-a';
import { MAJOR_B } from './major-b';
import { MAJOR_C } from './major-c';
import { MAJOR_D } from './major-d';

/** This deck's 22 majors: 0-II, III-VII, VIII-XIV and XV-XXI. */
export const MAJORS: DeckScenes = { ...MAJOR_A, ...MAJOR_B, ...MAJOR_C, ...MAJOR_D };
