import { z } from 'zod';
import { HOROSCOPE_SLANTS } from './horoscopes';
import { ZODIAC_SIGNS } from './zodiac';
import { defineContract } from '../api/contract';

const SIGN_SLUGS = ZODIAC_SIGNS.map((sign) => sign.slug) as [string, ...string[]];
const BODY = z.enum(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/** One movement of the sky behind a horoscope; `exact` is true to the engine to the minute. */
export const TransitSchema = z.object({
  kind: z.enum(['aspect', 'ingress', 'station', 'lunation', 'moon-sign']),
  body: BODY,
  target: BODY.optional(),
  aspect: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']).optional(),
  sign: z.enum(SIGN_SLUGS).optional(),
  /** new-moon or full-moon for a lunation, retrograde or direct for a station. */
  phase: z.string().optional(),
  exact: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
});

/** Spec 2 §3 "Horoscope", plus the transits it was written from. */
export const HoroscopeSchema = z.object({
  sign: z.enum(SIGN_SLUGS),
  slant: z.enum(HOROSCOPE_SLANTS),
  date: z.string(),
  interp: z.string(),
  author: z.string(),
  author_slug: z.string(),
  continue: z.string(),
  transits: z.array(TransitSchema),
});

/** The period, sign and date of a horoscope, with a message for each that is off. */
const HoroscopeParamsSchema = z.object({
  slant: z.enum(HOROSCOPE_SLANTS, { error: `slant must be one of: ${HOROSCOPE_SLANTS.join(', ')}.` }),
  sign: z.enum(SIGN_SLUGS, { error: 'sign must be a zodiac sign in lower case, such as aries.' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD.'),
});

/** `GET /api/horoscope/{slant}/{sign}/{date}`: one sign's horoscope for the period holding `date`. */
export const GetHoroscopeContract = defineContract('horoscope.get', 'GET /horoscope/:slant/:sign/:date', { params: HoroscopeParamsSchema, response: HoroscopeSchema });
