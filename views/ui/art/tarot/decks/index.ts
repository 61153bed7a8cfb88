import type { DeckScenes } from '../types';
import { SCENES as GILDED_HOUR } from './gilded-hour';
import { SCENES as STARLIT_NIGHT } from './starlit-night';
import { SCENES as UNIVERSAL_WAITE } from './universal-waite';
import { SCENES as WOODLAND_KIN } from './woodland-kin';

/**
 * Every tarot deck's own pictures (issue #23), by deck slug: each deck composes all 78 cards in
 * its own folder, with its own figures and settings (its kit.tsx); nothing is another deck's
 * scene recoloured.
 */
export const DECK_SCENES: Readonly<Record<string, DeckScenes>> = {
  'universal-waite': UNIVERSAL_WAITE,
  'starlit-night': STARLIT_NIGHT,
  'gilded-hour': GILDED_HOUR,
  'woodland-kin': WOODLAND_KIN,
};
