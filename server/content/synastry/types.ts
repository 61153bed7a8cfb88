import { z } from 'zod';
import { paragraph } from '../text-rules';
import { ASPECT_KINDS, SIGN_SLUGS } from '../natal/types';

/**
 * The two-person writing (issue #26): the compatibility report (synastry and the composite
 * chart) and the three relationship reports. The project's own text, addressed to the two of
 * you ("you", "your partner", "the two of you"), present tense. Validated at start; completeness,
 * lengths and no repeated sentence tested.
 */

/** The planets synastry reads between two charts (the outer three move too slowly to tell two people apart). */
export const SYNASTRY_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type SynastryPlanet = (typeof SYNASTRY_PLANETS)[number];

const planet = z.enum(SYNASTRY_PLANETS);

/**
 * One person's planet `a` in aspect to the other's planet `b` (`a` not after `b` in
 * SYNASTRY_PLANETS order; `a` and `b` may be the same planet: Sun to Sun). Written so it reads
 * whichever of you has which: "when one of you has the Moon on the other's Venus". 60-110 words.
 */
export const synastryAspectSchema = z.object({ a: planet, b: planet, kind: z.enum(ASPECT_KINDS), text: paragraph(60, 110) });
export type SynastryAspect = z.infer<typeof synastryAspectSchema>;

/** The composite chart (the midpoints of the two charts): the relationship's own Sun, Moon, Venus or Mars in a sign. 70-120 words. */
export const COMPOSITE_PLANETS = ['sun', 'moon', 'venus', 'mars'] as const;
export const compositeSignSchema = z.object({ planet: z.enum(COMPOSITE_PLANETS), sign: z.enum(SIGN_SLUGS), text: paragraph(70, 120) });

export const ELEMENT_PAIRS = ['fire-fire', 'fire-earth', 'fire-air', 'fire-water', 'earth-earth', 'earth-air', 'earth-water', 'air-air', 'air-water', 'water-water'] as const;
const elementPair = z.enum(ELEMENT_PAIRS);

/** Relationship Potential: the two Suns' elements, and the two Moons' elements. 110-170 words each. */
export const potentialSchema = z.object({ part: z.enum(['suns', 'moons']), pair: elementPair, text: paragraph(110, 170) });

/** Love Languages: how a Venus sign shows love, and what a Moon sign needs to feel loved. 90-140 words, about "you". */
export const loveLanguageSchema = z.object({ part: z.enum(['venus', 'moon']), sign: z.enum(SIGN_SLUGS), text: paragraph(90, 140) });

/**
 * Relationship Dynamics: the two Mars signs' elements (how you two push, argue and make up), and
 * one person's Saturn in aspect to the other's Sun, Moon, Mercury, Venus or Mars (duty, weight,
 * staying power). 90-140 words.
 */
export const dynamicsMarsSchema = z.object({ pair: elementPair, text: paragraph(90, 140) });
export const dynamicsSaturnSchema = z.object({ to: z.enum(['sun', 'moon', 'mercury', 'venus', 'mars']), kind: z.enum(ASPECT_KINDS), text: paragraph(90, 140) });
