import type { DeckScenes } from '../../types';
import { COURT_A } from './court-a';

/** Drafts of this deck's 16 court cards (all drawn so far, for previews). */
export const COURT_DRAFTS: DeckScenes = { ...COURT_A };

/** This deck's courts: the drafts that are finished. */
export const COURTS: DeckScenes = { ...COURT_DRAFTS };
