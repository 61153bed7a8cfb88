import { CHINESE_SIGNS } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { CHINESE_PAIRS } from './chinese';
import { FRIENDSHIP_ARIES_CANCER } from './friendship-aries-cancer';
import { FRIENDSHIP_LEO_PISCES } from './friendship-leo-pisces';
import { LOVE_ARIES_CANCER } from './love-aries-cancer';
import { LOVE_LEO_PISCES } from './love-leo-pisces';
import { pairTextSchema, type PairText } from './types';

/**
 * The compatibility writing, checked when the server starts: for each slant every pair of signs
 * (78: each sign with each, itself included), in the order of the signs, first sign first.
 */
export const COMPATIBILITY_SLANTS = ['love', 'friendship', 'chinese'] as const;
export type CompatibilitySlant = (typeof COMPATIBILITY_SLANTS)[number];

/** Every pair of `signs`, each with itself and each later one, in order. */
export function pairsOf<T>(signs: readonly T[]): [T, T][] {
  return signs.flatMap((first, index) => signs.slice(index).map((second) => [first, second] as [T, T]));
}

function checked(slant: CompatibilitySlant, texts: readonly PairText[], signs: readonly string[]): readonly PairText[] {
  const parsed = texts.map((text) => pairTextSchema.parse(text));
  pairsOf(signs).forEach(([first, second], index) => {
    const found = parsed[index]?.signs;
    if (found?.[0] !== first || found[1] !== second) throw new Error(`The ${slant} pair ${index} should be ${first} and ${second}, not ${found?.join(' and ')}`);
  });
  if (parsed.length !== pairsOf(signs).length) throw new Error(`The ${slant} slant has ${parsed.length} pairs`);
  return parsed;
}

const ZODIAC = ZODIAC_SIGNS.map((sign) => sign.slug);
const PAIRS: Record<CompatibilitySlant, readonly PairText[]> = {
  love: checked('love', [...LOVE_ARIES_CANCER, ...LOVE_LEO_PISCES], ZODIAC),
  friendship: checked('friendship', [...FRIENDSHIP_ARIES_CANCER, ...FRIENDSHIP_LEO_PISCES], ZODIAC),
  chinese: checked('chinese', CHINESE_PAIRS, CHINESE_SIGNS),
};

export const allPairTexts = (slant: CompatibilitySlant): readonly PairText[] => PAIRS[slant];

/** The text of two signs in a slant, in either order; undefined for a sign the slant does not have. */
export function pairText(slant: CompatibilitySlant, a: string, b: string): PairText | undefined {
  return PAIRS[slant].find(({ signs }) => (signs[0] === a && signs[1] === b) || (signs[0] === b && signs[1] === a));
}
