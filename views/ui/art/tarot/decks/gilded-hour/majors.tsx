import type { DeckScenes } from '../../types';
import { MAJORS_A } from './major-a';
import { MAJORS_B } from './major-b';

/** The Gilded Hour's Major Arcana: art-deco scenes on black lacquer (major-a.tsx: 0-X, major-b.tsx: XI-XXI). */
export const MAJORS: DeckScenes = { ...MAJORS_A, ...MAJORS_B };
