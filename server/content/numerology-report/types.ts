import { z } from 'zod';
import { paragraph } from '../text-rules';

/**
 * The Numerology Forecast's own writing (issue #26, numerology-forecast-redux) beyond what the
 * site already has (server/content/numerology for the core numbers and the personal year,
 * server/content/cosmic for the personality number and the short personal month): the maturity
 * number, the four pinnacles, the four challenges, the forecast's months and the report's
 * framing. Validated at start.
 */

/** The numbers the reductions give: 1-9 and the master numbers 11, 22 and 33. */
export const CORE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
const coreNumber = z.union(CORE_NUMBERS.map((value) => z.literal(value)));

/** The maturity number (life path plus expression): what later life grows towards, 110-170 words. */
export const maturitySchema = z.object({ number: coreNumber, text: paragraph(110, 170) });

/** A pinnacle: what a period of life under the number asks and offers, 100-150 words. */
export const pinnacleSchema = z.object({ number: coreNumber, text: paragraph(100, 150) });

/** A challenge (0-8, a difference of single digits): the lesson a period of life keeps setting, 80-130 words. */
export const challengeSchema = z.object({ number: z.number().int().min(0).max(8), text: paragraph(80, 130) });

/**
 * A month of the forecast by its personal month number (1-9, master totals read at their root):
 * `occurrence` 1 is the number's first month in the twelve, 2 its return later in them, written as
 * a return (what has moved on since). 100-150 words.
 */
export const forecastMonthSchema = z.object({
  number: z.number().int().min(1).max(9),
  occurrence: z.union([z.literal(1), z.literal(2)]),
  text: paragraph(100, 150),
});

/** The report's framing: its introduction and closing, the note for a name without a surname, and the section intros. */
export const numerologyFramingSchema = z.object({
  intro: paragraph(120, 180),
  closing: paragraph(120, 180),
  /** Shown when the name has one word only: what a first name alone can and cannot say. */
  firstNameOnly: paragraph(40, 80),
  maturity: paragraph(50, 100),
  pinnacles: paragraph(50, 100),
  challenges: paragraph(50, 100),
  personalYears: paragraph(50, 100),
  months: paragraph(50, 100),
});
