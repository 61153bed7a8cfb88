import type { DeckScenes } from '../../types';
import { COURTS_A } from './court-a';
import { COURTS_B } from './court-b';

/** The Gilded Hour's court cards: deco people with their suit objects (court-a.tsx: wands and cups, court-b.tsx: swords and coins). */
export const COURTS: DeckScenes = { ...COURTS_A, ...COURTS_B };
