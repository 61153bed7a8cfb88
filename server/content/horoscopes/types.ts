import { z } from 'zod';
import type { Element, ZodiacSlug } from '../../../shared/horoscopes/zodiac';

/**
 * The horoscope writing library: original sentences, composed by `server/features/horoscopes/` into each
 * sign's daily, weekly and monthly text from the real sky. Every sentence is a whole English
 * sentence (capital first, ends with . ! or ?), written for the reader ("you"), in the present.
 *
 * Placeholders (the only ones allowed):
 * - `{area}`: a noun phrase from `houseAreas` for the solar house the event falls in for the
 *   reader's sign, lower case, starting "your ..." (e.g. "your daily routines"). Aspect,
 *   station and lunation sentences contain it exactly once, so two signs on one day differ.
 * - `{natal}`: a noun phrase from `natalThemes` (e.g. "your sense of direction"), only in
 *   `natalTransits`.
 * - `{a}` and `{b}`: the two planets' names ("Jupiter", "Saturn"), only in `slowAspects`.
 *
 * Slants: `general` (the daily, weekly and monthly horoscopes) and `love` (daily love and weekly
 * love: romance, attraction, partnership, friendship and self-worth in relationships).
 */

export const SLANTS = ['general', 'love'] as const;
export type Slant = (typeof SLANTS)[number];

export const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type HouseNumber = (typeof HOUSES)[number];

/** The planets that move through the houses in a horoscope (the Moon has its own pool). */
export const HOUSE_PLANETS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type HousePlanet = (typeof HOUSE_PLANETS)[number];

/** Planets that turn retrograde and direct. */
export const STATION_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type StationPlanet = (typeof STATION_PLANETS)[number];

export const SKY_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type SkyPlanet = (typeof SKY_PLANETS)[number];

/** Conjunction; flowing = sextile and trine; tense = square and opposition. */
export const ASPECT_FAMILIES = ['conjunction', 'flowing', 'tense'] as const;
export type AspectFamily = (typeof ASPECT_FAMILIES)[number];

/**
 * The planet pairs with their own aspect sentences: every pair with at least one of the Moon, Sun,
 * Mercury, Venus or Mars, in SKY_PLANETS order ("moon-saturn", never "saturn-moon"). Pairs of two
 * slow planets use `slowAspects` with the names filled in.
 */
export const ASPECT_PAIRS: readonly string[] = (() => {
  const pairs: string[] = [];
  for (let i = 0; i < SKY_PLANETS.length; i++)
    for (let j = i + 1; j < SKY_PLANETS.length; j++) if (i <= 4 || j <= 4) pairs.push(`${SKY_PLANETS[i]}-${SKY_PLANETS[j]}`);
  return pairs;
})();

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

const sentence = z
  .string()
  .min(40)
  .max(320)
  .regex(/^[A-Z"'‘“(]/, 'starts with a capital')
  .regex(/[.!?]["'’”)]?$/, 'ends a sentence')
  .refine((text) => !/\{(?!area\}|natal\}|a\}|b\})[^}]*\}/.test(text), 'only the {area}, {natal}, {a} and {b} placeholders');
const once = (text: string, placeholder: string) => text.split(placeholder).length === 2;
const withArea = sentence.refine((text) => once(text, '{area}') && !/\{(natal|a|b)\}/.test(text), 'contains {area} exactly once');
const withAreaAndNames = sentence.refine(
  (text) => once(text, '{area}') && once(text, '{a}') && once(text, '{b}') && !text.includes('{natal}'),
  'contains {area}, {a} and {b} exactly once each',
);
const noPlaceholder = sentence.refine((text) => !text.includes('{'), 'no placeholders');
const nounPhrase = z
  .string()
  .min(8)
  .max(70)
  .regex(/^your /, 'starts "your "')
  .refine((text) => !/[.!?]$/.test(text), 'a phrase, not a sentence');

const pool = <T extends z.ZodTypeAny>(item: T, min: number) => z.array(item).min(min);
const bySlant = <T extends z.ZodTypeAny>(item: T, general: number, love: number) =>
  z.object({ general: pool(item, general), love: pool(item, love) });
const record = <K extends string, T extends z.ZodTypeAny>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);
const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
const houseKeys = HOUSES.map(String) as `${HouseNumber}`[];

/** rotations.ts: pools read in turn, one entry per day, so a pool of 31 never repeats within 30 days. */
export const rotationsSchema = z.object({
  /** Opening sentence of a daily horoscope, in the temperament of the sign's element. */
  dailyOpenings: record(ELEMENTS, bySlant(noPlaceholder, 31, 31)),
  /** A practical suggestion for the day, closing the middle paragraph. */
  practical: bySlant(noPlaceholder, 31, 31),
  /** Last sentence of a daily horoscope. */
  closings: bySlant(noPlaceholder, 31, 31),
});

/** periods.ts: each sign's own notes, and the openings of weekly and monthly horoscopes. */
export const periodsSchema = z.object({
  /** Per sign: how this sign in particular meets the day or week (its own temperament). */
  signNotes: record(SIGN_SLUGS, bySlant(noPlaceholder, 5, 5)),
  /** Opening sentence of a weekly horoscope, by element. */
  weeklyOpenings: record(ELEMENTS, bySlant(noPlaceholder, 8, 8)),
  /** Opening sentence of a monthly horoscope (general only), by element. */
  monthlyOpenings: record(ELEMENTS, pool(noPlaceholder, 10)),
});

/** houses.ts: what each solar house covers, and the Moon passing through it. */
export const housesSchema = z.object({
  /** Noun phrases for `{area}`: at least 4 per house and slant, each different. */
  houseAreas: record(houseKeys, bySlant(nounPhrase, 4, 4)),
  /** The Moon in the house for the day: 4 general, 4 love sentences per house. */
  moonInHouse: record(houseKeys, bySlant(noPlaceholder, 4, 4)),
});

/** planets.ts: planets in the houses, stations and lunations. */
export const planetsSchema = z.object({
  /** A planet in the house (for days, weeks or months): 2 general and 1 love sentence each. */
  planetInHouse: record(HOUSE_PLANETS, record(houseKeys, bySlant(noPlaceholder, 2, 1))),
  /** A planet turning retrograde or direct: 2 general and 2 love sentences each, with `{area}`. */
  stations: record(STATION_PLANETS, z.object({ retrograde: bySlant(withArea, 2, 2), direct: bySlant(withArea, 2, 2) })),
  /** New and full moons: 3 general and 3 love sentences each, with `{area}`. */
  lunations: z.object({ 'new-moon': bySlant(withArea, 3, 3), 'full-moon': bySlant(withArea, 3, 3) }),
});

/** aspects.ts: aspects between planets in the sky, and transits to a member's own chart. */
export const aspectsSchema = z.object({
  /** Every ASPECT_PAIRS pair by family: 2 general and 1 love sentence, each with `{area}`. */
  aspects: record(ASPECT_PAIRS as readonly string[], record(ASPECT_FAMILIES, bySlant(withArea, 2, 1))),
  /** Two slow planets (pairs not in ASPECT_PAIRS): sentences with `{a}`, `{b}` and `{area}` once each. */
  slowAspects: record(ASPECT_FAMILIES, bySlant(withAreaAndNames, 3, 3)),
  /** Noun phrases for `{natal}`: what a natal planet stands for in a person, 3 each. */
  natalThemes: record(SKY_PLANETS, pool(nounPhrase, 3)),
  /** A transiting planet in aspect to a natal planet: 3 sentences per family, each with `{natal}` once. */
  natalTransits: record(
    SKY_PLANETS,
    record(ASPECT_FAMILIES, pool(sentence.refine((t) => once(t, '{natal}') && !/\{(area|a|b)\}/.test(t), 'contains {natal} exactly once'), 3)),
  ),
});

export type Rotations = z.infer<typeof rotationsSchema>;
export type PeriodTexts = z.infer<typeof periodsSchema>;
export type HouseTexts = z.infer<typeof housesSchema>;
export type PlanetTexts = z.infer<typeof planetsSchema>;
export type AspectTexts = z.infer<typeof aspectsSchema>;
export type { Element, ZodiacSlug };
