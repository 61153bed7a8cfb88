import type { DeckScenes } from '../../types';
import { MAJOR_A } from './major-a';
import { MAJOR_B } from './major-b';
import { MAJOR_C } from './major-c';
import { MAJOR_D } from './major-d';

/** Drafts of this deck's 22 majors (all drawn so far, for previews). */
export const MAJOR_DRAFTS: DeckScenes = { ...MAJOR_A, ...MAJOR_B, ...MAJOR_C, ...MAJOR_D };

/** This deck's majors: the drafts that are finished. */
export const MAJORS: DeckScenes = { ...MAJOR_DRAFTS };
