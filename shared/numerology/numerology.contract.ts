import { z } from 'zod';
import { defineContract } from '../api/contract';
import { parseIsoDate } from '../site/calendar';
import { MASTER_NUMBERS } from './numerology';

/** A number the reductions give: 1 to 9, or a master number. */
const NumberSchema = z.union([z.number().int().min(1).max(9), z.literal(MASTER_NUMBERS[0]), z.literal(MASTER_NUMBERS[1]), z.literal(MASTER_NUMBERS[2])]);

/** A real calendar date written YYYY-MM-DD; the message names the field. */
const IsoDateSchema = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} is a date: YYYY-MM-DD.`, abort: true })
    .refine((value) => parseIsoDate(value) !== null, `${field} must be a real calendar date (YYYY-MM-DD).`);

/**
 * `GET /api/daily-number?today=&birth_date=` (spec 2 §3 "Number of the day", §7): the day's
 * universal number with its title and text and, with a birth date, the reader's personal day
 * number. `today` defaults to today (New York); days outside the daily pages' window (90 days
 * back, 2 ahead) are a 404.
 */
export const DailyNumberContract = defineContract('numerology.daily_number', 'GET /daily-number', {
  query: z.object({ today: IsoDateSchema('today').optional(), birth_date: IsoDateSchema('birth_date').optional() }),
  response: z.object({
    number: NumberSchema,
    /** The reader's personal day number; null without a birth date. */
    personal_number: NumberSchema.nullable(),
    /** The number's name on the site ("The Pioneer"). */
    title: z.string(),
    /** What the number means as the number of a day, in full (pages show its first 325 characters). */
    content: z.string(),
    /** The day, YYYY-MM-DD. */
    date: z.string(),
    /** The number's page, at its part about the day: where "Read More" leads. */
    url: z.string(),
  }),
});
