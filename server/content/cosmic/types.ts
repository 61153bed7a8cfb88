import { z } from 'zod';
import { keyword, paragraph } from '../text-rules';

/**
 * The cosmic profile's and the numerology report's writing (issue #26) beyond what the site
 * already has (signs, the Chinese zodiac, the numerology numbers): the Celtic tree signs, the
 * tarot birth cards, the personality number and the personal months. Validated at start.
 */

/**
 * The thirteen Celtic tree signs of the modern lunar tree calendar (a twentieth-century
 * reconstruction, and said to be so): each with its date range (inclusive, as MM-DD) and its
 * reading for a person born under it, 120-180 words.
 */
export const CELTIC_TREES = ['birch', 'rowan', 'ash', 'alder', 'willow', 'hawthorn', 'oak', 'holly', 'hazel', 'vine', 'ivy', 'reed', 'elder'] as const;
export const celticTreeSchema = z.object({
  tree: z.enum(CELTIC_TREES),
  name: z.string().min(3).max(20),
  start: z.string().regex(/^\d{2}-\d{2}$/),
  end: z.string().regex(/^\d{2}-\d{2}$/),
  keywords: z.array(keyword).min(3).max(5),
  text: paragraph(120, 180),
});

/**
 * A tarot birth card: the Major Arcana card (1 The Magician to 21 The World) a birth date
 * reduces to (the digits of the date summed, then reduced until 21 or under), read as a
 * lifelong companion, 100-150 words.
 */
export const birthCardSchema = z.object({ number: z.number().int().min(1).max(21), text: paragraph(100, 150) });

/** The personality number (from the consonants of the name): 60-110 words, for 1-9, 11, 22, 33. */
export const personalitySchema = z.object({ number: z.union([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33].map((n) => z.literal(n))), text: paragraph(60, 110) });

/** A personal month (1-9): what a month under the number favours, 50-90 words. */
export const personalMonthSchema = z.object({ number: z.number().int().min(1).max(9), text: paragraph(50, 90) });
