import type { ReactNode } from 'react';
import type { MinorSuit } from '../../../../shared/tarot/tarot';
import { COURTS } from './courts';
import { MAJORS } from './majors';
import type { SceneContext } from './types';

/**
 * The figurative scenes of the tarot art: the 22 Major Arcana and the 16 court cards, drawn in
 * the picture area (types.ts PICTURE) from a deck's style. Filled in by majors.tsx and
 * courts.tsx; card-art.tsx draws whatever is registered here, inside the deck's frame.
 */

export type Scene = (context: SceneContext) => ReactNode;
export type CourtRank = 'page' | 'knight' | 'queen' | 'king';

/** By canonical_rank: 'the-fool' ... 'the-world'. */
export const MAJOR_SCENES: Partial<Record<string, Scene>> = { ...MAJORS };

/** A court card: the figure of its rank holding its suit's emblem. */
export const courtScene = (suit: MinorSuit, court: CourtRank): Scene | undefined => COURTS[suit]?.[court];
