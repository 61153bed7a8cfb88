import type { DeckScenes } from '../../types';
import { MAJORS_A } from './major-a';
import { MAJORS_B } from './major-b';
import { MAJORS_C } from './major-c';

/** This deck's majors: the 22 Major Arcana as night scenes (drawn in major-*.tsx). */
export const MAJORS: DeckScenes = { ...MAJORS_A, ...MAJORS_B, ...MAJORS_C };
