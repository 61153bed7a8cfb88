import { z } from 'zod';
import { paragraph } from '../text-rules';
import { SIGN_SLUGS } from '../natal/types';
import { ELEMENT_PAIRS } from '../synastry/types';

/**
 * The three relationship reports' own writing (issue #26), beside the two-person texts of
 * ../synastry. Each report reads the couple from its own angle:
 *
 * - `potential` (Relationship Potential): where the bond can go over years. Per person: the Sun
 *   (what you bring to a lasting bond), the Moon (what makes a shared home feel safe), Jupiter
 *   (how you grow and are generous in love), Saturn (how you commit and what you will carry).
 *   Pair: the two Venus signs' elements (what draws you and keeps you drawn).
 * - `languages` (Love Languages): how each of you gives and receives love. Per person: Mercury
 *   (loving words, how you say it), Mars (acts of service and touch, how effort and desire show),
 *   the Sun (feeling seen and appreciated), Jupiter (gifts, treats and generosity). Pair: the two
 *   Mercury signs' elements (how the two of you talk love).
 * - `dynamics` (Relationship Dynamics): how the two of you handle friction, power and repair.
 *   Per person: Mars (how you assert yourself and fight), Mercury (how you argue and listen), the
 *   Moon (what you do when hurt, and how you want to be comforted), Saturn (boundaries, duty and
 *   control). Pair: the two Moon signs' elements (how your moods meet under strain).
 *
 * Per-person texts are about one person ("you", "your partner" for the other), 170-230 words;
 * pair texts address the two of you, 130-180 words; each report has an introduction and a
 * closing, 120-180 words. Validated at start (./library.ts).
 */
export const RELATIONSHIP_REPORTS = ['potential', 'languages', 'dynamics'] as const;
export type RelationshipReport = (typeof RELATIONSHIP_REPORTS)[number];

/** The four planets each report reads for each person, in the order the report shows them. */
export const RELATIONSHIP_PLANETS = {
  potential: ['sun', 'moon', 'jupiter', 'saturn'],
  languages: ['mercury', 'mars', 'sun', 'jupiter'],
  dynamics: ['mars', 'mercury', 'moon', 'saturn'],
} as const;
/** The planet whose two signs' elements each report reads as a pair. */
export const RELATIONSHIP_PAIR_PLANET = { potential: 'venus', languages: 'mercury', dynamics: 'moon' } as const;

export const personPlacementSchema = z.object({
  report: z.enum(RELATIONSHIP_REPORTS),
  planet: z.enum(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']),
  sign: z.enum(SIGN_SLUGS),
  text: paragraph(170, 230),
});
export type PersonPlacement = z.infer<typeof personPlacementSchema>;

export const pairElementsSchema = z.object({ report: z.enum(RELATIONSHIP_REPORTS), pair: z.enum(ELEMENT_PAIRS), text: paragraph(130, 180) });
export type PairElements = z.infer<typeof pairElementsSchema>;

export const relationshipFramingSchema = z.object({ report: z.enum(RELATIONSHIP_REPORTS), intro: paragraph(120, 180), closing: paragraph(120, 180) });
export type RelationshipFraming = z.infer<typeof relationshipFramingSchema>;
