import { z } from 'zod';
import { keyword, paragraph } from '../text-rules';

/**
 * The numerology writing (issue #24): the project's own text for each number the reductions give
 * (1-9 and the master numbers 11, 22, 33), one part for each place a number turns up: the
 * day's number, a member's personal day, and the calculator's life path, expression, soul urge,
 * birthday and personal year. The reductions are in shared/numerology/. Validated at start.
 */
export const NUMEROLOGY_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;

export const numberTextSchema = z.object({
  number: z.union(NUMEROLOGY_NUMBERS.map((value) => z.literal(value))),
  /** The number's name on the site ('The Initiator'): unique. */
  title: z.string().min(3).max(40),
  keywords: z.array(keyword).min(3).max(5),
  /** What the number is, whatever it turns up as: 50-90 words. */
  essence: paragraph(50, 90),
  /** The universal number of a day, for everyone (the daily number page; the first 325 characters show before Read More): 90-150 words. */
  day: paragraph(90, 150),
  /** A member's personal day number: 50-100 words, addressed to the reader. */
  personalDay: paragraph(50, 100),
  /** As a life path number (from the birth date): 120-200 words. */
  lifePath: paragraph(120, 200),
  /** As an expression (destiny) number, from the full birth name: 60-120 words. */
  expression: paragraph(60, 120),
  /** As a soul urge (heart's desire) number, from the vowels of the name: 60-120 words. */
  soulUrge: paragraph(60, 120),
  /** As a birthday number (the day of the month, reduced): 40-90 words. */
  birthday: paragraph(40, 90),
  /** As a personal year: what a year under this number favours, 80-140 words. */
  personalYear: paragraph(80, 140),
});
export type NumberText = z.infer<typeof numberTextSchema>;
