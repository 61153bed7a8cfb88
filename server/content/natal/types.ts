import { z } from 'zod';
import { keyword, paragraph } from '../text-rules';

/**
 * The birth-chart writing (issue #25): the interpretation library the free birth chart and the
 * Essential Birth Report are assembled from, keyed by placement. The project's own text, in the
 * second person ("you"), present tense, plain British-leaning English as the rest of the site.
 * Validated at start (./library.ts); completeness, lengths and no repeated sentence are tested in
 * tests/unit/natal-content.test.ts.
 */

export const NATAL_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type NatalPlanet = (typeof NATAL_PLANETS)[number];

export const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type SignSlug = (typeof SIGN_SLUGS)[number];

export const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * How an aspect between two planets is read: a conjunction (0°), a flowing aspect (sextile 60°
 * or trine 120°) or a tense one (square 90° or opposition 180°).
 */
export const ASPECT_KINDS = ['conjunction', 'flowing', 'tense'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];

const planet = z.enum(NATAL_PLANETS);
const sign = z.enum(SIGN_SLUGS);
const house = z.number().int().min(1).max(12);

/** A planet in a sign: what the planet wants, in the style the sign gives it. 110-170 words. */
export const planetInSignSchema = z.object({ planet, sign, text: paragraph(110, 170) });
export type PlanetInSign = z.infer<typeof planetInSignSchema>;

/** A planet in a house: the part of life where the planet's drive shows. 80-130 words. */
export const planetInHouseSchema = z.object({ planet, house, text: paragraph(80, 130) });
export type PlanetInHouse = z.infer<typeof planetInHouseSchema>;

/**
 * An aspect between two planets: `a` comes before `b` in NATAL_PLANETS order. 60-110 words.
 * Pairs that can never be in a kind (the Sun and Mercury are never more than 28° apart, the Sun
 * and Venus never more than 48°, Mercury and Venus never more than 76°) have no text for it.
 */
export const aspectTextSchema = z.object({ a: planet, b: planet, kind: z.enum(ASPECT_KINDS), text: paragraph(60, 110) });
export type AspectText = z.infer<typeof aspectTextSchema>;

/** The Ascendant (Rising sign) in a sign: 110-170 words. */
export const risingTextSchema = z.object({ sign, text: paragraph(110, 170) });
/** The Midheaven (MC) in a sign: calling, reputation, direction. 70-120 words. */
export const midheavenTextSchema = z.object({ sign, text: paragraph(70, 120) });
/** The chart ruler (the planet ruling the Rising sign) in a house: 60-100 words, the planet unnamed (it varies). */
export const rulerInHouseSchema = z.object({ house, text: paragraph(60, 100) });

/** The balance of elements and modes: the one that dominates, and the element that is missing. 60-110 words each. */
export const elementBalanceSchema = z.object({
  element: z.enum(['fire', 'earth', 'air', 'water']),
  dominant: paragraph(60, 110),
  lacking: paragraph(60, 110),
});
export const modeBalanceSchema = z.object({ mode: z.enum(['cardinal', 'fixed', 'mutable']), dominant: paragraph(60, 110) });

/** The glossary of the chart pages: planets, elements, houses and meaning, aspects. */
export const glossaryPlanetSchema = z.object({ planet, keywords: z.array(keyword).min(3).max(5), text: paragraph(50, 100) });
export const glossaryElementSchema = z.object({ element: z.enum(['fire', 'earth', 'air', 'water']), keywords: z.array(keyword).min(3).max(5), text: paragraph(50, 100) });
export const glossaryHouseSchema = z.object({ house, title: z.string().min(3).max(40), keywords: z.array(keyword).min(3).max(5), text: paragraph(40, 90) });
export const glossaryAspectSchema = z.object({
  aspect: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']),
  degrees: z.number(),
  keywords: z.array(keyword).min(3).max(5),
  text: paragraph(40, 90),
});

/**
 * The framing text: the help entries of the chart tables (spec 3 §3: planets, aspects,
 * aspect_key, houses, no_birth_time), the sample chapter's 'About Your Sample Chapter'
 * intro, and the opening of each chapter of the report.
 */
export const framingSchema = z.object({
  help: z.object({
    planets: paragraph(30, 80),
    aspects: paragraph(30, 80),
    aspect_key: paragraph(30, 80),
    houses: paragraph(30, 80),
    no_birth_time: paragraph(30, 90),
  }),
  aboutSampleChapter: paragraph(50, 110),
  chapters: z.object({
    overview: paragraph(60, 120),
    bigThree: paragraph(40, 90),
    planetsInSigns: paragraph(40, 90),
    planetsInHouses: paragraph(40, 90),
    aspects: paragraph(40, 90),
    balance: paragraph(40, 90),
    closing: paragraph(50, 110),
  }),
});
