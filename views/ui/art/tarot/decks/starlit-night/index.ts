import type { DeckScenes } from '../../types';
import { COINS } from './coins';
import { COURTS } from './courts';
import { CUPS } from './cups';
import { MAJORS } from './majors';
import { SWORDS } from './swords';
import { WANDS } from './wands';

/** The deck's own picture for each of the 78 cards. */
export const SCENES: DeckScenes = { ...MAJORS, ...COURTS, ...WANDS, ...CUPS, ...SWORDS, ...COINS };
