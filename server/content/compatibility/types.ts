import { z } from 'zod';
import { paragraph } from '../text-rules';

/**
 * The compatibility writing (issue #24): for each pair of signs (78 in all, each sign with each
 * sign, itself included) and each slant, what draws the two together, where they clash and how
 * to make it work. The zodiac pairs come in a love and a friendship slant; the Chinese pairs have
 * one. Validated at start; the content test checks that every pair is there and no paragraph repeats.
 */
export const pairTextSchema = z.object({
  /** The two signs' slugs, in the order of the zodiac (aries first) or of the Chinese zodiac (rat first); the same slug twice for a sign with itself. */
  signs: z.tuple([z.string(), z.string()]),
  /** A short title for the pair: 3-9 words, no full stop. */
  headline: z.string().min(10).max(70).regex(/^[A-Z][^.]*[^.]$/, 'a title, no full stop'),
  /** The pair in brief (shown before Learn More, and the page description): 25-50 words. */
  summary: paragraph(25, 50),
  /** What draws them together: 60-120 words. */
  attraction: paragraph(60, 120),
  /** Where they clash: 60-120 words. */
  clash: paragraph(60, 120),
  /** How to make it work: 60-120 words. */
  makeItWork: paragraph(60, 120),
});
export type PairText = z.infer<typeof pairTextSchema>;
