import { CHINESE_SIGNS, CHINESE_SIGN_NAMES } from '../chinese-zodiac/chinese-zodiac';
import { ZODIAC_SIGNS } from '../horoscopes/zodiac';
import type { ChooserType } from './chooser';

/**
 * The compatibility pages' addresses (issue #24, spec 2 §2): a slant (love and friendship read
 * the zodiac signs, chinese the twelve animals), and in it a pair of signs, written first sign
 * first in the order of its zodiac (`aries-and-leo`, `rat-and-ox`, a sign with itself
 * `leo-and-leo`), or one sign alone, the page of its twelve matches (`aries`).
 */

export const COMPATIBILITY_SLANTS = ['love', 'friendship', 'chinese'] as const;
export type CompatibilitySlant = (typeof COMPATIBILITY_SLANTS)[number];

export const isCompatibilitySlant = (value: string): value is CompatibilitySlant => (COMPATIBILITY_SLANTS as readonly string[]).includes(value);

export const slantType = (slant: CompatibilitySlant): ChooserType => (slant === 'chinese' ? 'chinese' : 'zodiac');

export interface SlantSign {
  slug: string;
  name: string;
}

const ZODIAC: readonly SlantSign[] = ZODIAC_SIGNS.map(({ slug, name }) => ({ slug, name }));
const CHINESE: readonly SlantSign[] = CHINESE_SIGNS.map((slug) => ({ slug, name: CHINESE_SIGN_NAMES[slug] }));

/** The signs of a slant, in the order of its zodiac (Aries to Pisces, Rat to Pig). */
export const slantSigns = (slant: CompatibilitySlant): readonly SlantSign[] => (slantType(slant) === 'chinese' ? CHINESE : ZODIAC);

export const signOf = (slant: CompatibilitySlant, slug: string): SlantSign | undefined => slantSigns(slant).find((sign) => sign.slug === slug);

/** Love and friendship read the same pairs of zodiac signs; the Chinese pairs have no other slant. */
export function otherSlant(slant: CompatibilitySlant): CompatibilitySlant | undefined {
  if (slant === 'love') return 'friendship';
  if (slant === 'friendship') return 'love';
  return undefined;
}

/** Two signs of a slant in the order its pages write them, first in the zodiac first; undefined when either is not the slant's. */
export function orderedPair(slant: CompatibilitySlant, a: string, b: string): [string, string] | undefined {
  const signs = slantSigns(slant).map((sign) => sign.slug);
  const [i, j] = [signs.indexOf(a), signs.indexOf(b)];
  if (i < 0 || j < 0) return undefined;
  return i <= j ? [a, b] : [b, a];
}

/** The pair's segment of its address: `aries-and-leo`, in either order of the two. */
export function pairSlug(slant: CompatibilitySlant, a: string, b: string): string | undefined {
  const pair = orderedPair(slant, a, b);
  return pair && `${pair[0]}-and-${pair[1]}`;
}

/** What the last segment of a compatibility address names: a pair (in the order it was written), one sign, or nothing of the slant's. */
export type PairSegment = { kind: 'pair'; first: string; second: string; slug: string } | { kind: 'sign'; sign: string };

export function readPairSegment(slant: CompatibilitySlant, segment: string): PairSegment | undefined {
  if (signOf(slant, segment)) return { kind: 'sign', sign: segment };
  const parts = segment.split('-and-');
  if (parts.length !== 2) return undefined;
  const [a, b] = parts as [string, string];
  const slug = pairSlug(slant, a, b);
  return slug ? { kind: 'pair', first: a, second: b, slug } : undefined;
}

/** Every pair of a slant's signs, each with itself and each later one, in order: 78. */
export function allPairs(slant: CompatibilitySlant): [string, string][] {
  const signs = slantSigns(slant).map((sign) => sign.slug);
  return signs.flatMap((first, index) => signs.slice(index).map((second) => [first, second] as [string, string]));
}
