import { z } from 'zod';
import { defineContract } from '../api/contract';
import { TRIGRAMS } from './hexagrams';

const TrigramNameSchema = z.enum(TRIGRAMS.map((trigram) => trigram.name) as [string, ...string[]]);

/** A hexagram for other sites and apps: its King Wen number, names, lines (bottom first; 1 solid, 0 broken) and trigrams. */
export const HexagramSchema = z.object({
  number: z.number().int().min(1).max(64),
  name: z.string(),
  slug: z.string(),
  lines: z.array(z.union([z.literal(0), z.literal(1)])).length(6),
  upper: TrigramNameSchema,
  lower: TrigramNameSchema,
  /** The hexagram's page. */
  url: z.string(),
});

const NumberParamsSchema = z.object({
  number: z.coerce
    .number({ error: 'number is a hexagram number, 1 to 64.' })
    .int('number is a hexagram number, 1 to 64.')
    .min(1, 'number is a hexagram number, 1 to 64.')
    .max(64, 'number is a hexagram number, 1 to 64.'),
});

/** `GET /api/i-ching/hexagrams/{number}`: one hexagram of the King Wen order. */
export const GetHexagramContract = defineContract('iching.hexagram', 'GET /i-ching/hexagrams/:number', { params: NumberParamsSchema, response: HexagramSchema });

const IsoDateSchema = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} is a date: YYYY-MM-DD.`);

/** One of the day's hexagrams (spec 2 §3 "Hexagram of the day"). */
export const DayHexagramSchema = z.object({
  id: z.number().int().min(1).max(64),
  title: z.string(),
  date: z.string(),
  main_text: z.string(),
  url: z.string(),
});

/**
 * `GET /api/of-the-day/hexagram?date=&birthdate=` (spec 2 §7): everyone's hexagram of the day,
 * and with a birth date the reader's own. Dates outside the daily pages' window (90 days back, 2
 * ahead) are refused.
 */
export const DayHexagramContract = defineContract('iching.of_the_day', 'GET /of-the-day/hexagram', {
  query: z.object({ date: IsoDateSchema('date').optional(), birthdate: IsoDateSchema('birthdate').optional() }),
  response: z.object({ data: z.object({ everyone: DayHexagramSchema, you: DayHexagramSchema.nullable() }) }),
});

/** A cast line: 6 old yin (changing), 7 young yang, 8 young yin, 9 old yang (changing). */
export const CastLineSchema = z.union([z.literal(6), z.literal(7), z.literal(8), z.literal(9)]);

/** `POST /api/i-ching/cast`: six lines by the three-coin method, bottom first, with the hexagrams they make. */
export const CastContract = defineContract('iching.cast', 'POST /i-ching/cast', {
  response: z.object({
    lines: z.array(CastLineSchema).length(6),
    primary: HexagramSchema,
    /** The hexagram the changing lines turn into; null when no line changes. */
    relating: HexagramSchema.nullable(),
    /** Which lines change (1 bottom to 6 top). */
    changing: z.array(z.number().int().min(1).max(6)),
  }),
});
