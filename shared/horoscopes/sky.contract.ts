import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idNumber } from '../api/ids';
import { LocalTimeQuerySchema } from '../location/location.contract';

/** The years the chart API answers for (the engine is tested against the Swiss Ephemeris 1900-2100). */
export const CHART_YEAR_MIN = 1800;
export const CHART_YEAR_MAX = 2200;

/** Kept in step with `server/features/horoscopes/sky/houses.ts` (the route checks the two lists agree at compile time). */
export const CHART_HOUSE_SYSTEMS = ['placidus', 'whole-sign', 'equal', 'porphyry'] as const;
export const CHART_BODY_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node', 'true-node'] as const;
export const CHART_ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;

const YEAR_MESSAGE = `Charts are available for the years ${CHART_YEAR_MIN} to ${CHART_YEAR_MAX}.`;

/** An ISO 8601 instant with its offset: 2024-04-08T18:18Z, 2024-04-08T14:18:00-04:00, fractions allowed. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function isRealInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(2000, month! - 1, day!));
  date.setUTCFullYear(year!);
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day! && hour! < 24 && minute! < 60 && second! < 60 && !Number.isNaN(Date.parse(value));
}

const instant = z
  .string()
  .trim()
  .max(40, 'Use an ISO 8601 instant such as 1990-04-15T18:30:00Z.')
  .refine(isRealInstant, 'Use an ISO 8601 instant with its offset, such as 1990-04-15T18:30:00Z.')
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= CHART_YEAR_MIN && year <= CHART_YEAR_MAX;
  }, YEAR_MESSAGE);

/** Decimal degrees within ±limit, written as a plain number. */
const degrees = (limit: number, name: string) =>
  z
    .string()
    .trim()
    .max(30, `Give the ${name} in decimal degrees.`)
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, `Give the ${name} in decimal degrees, such as 40.7128.`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `The ${name} must be between -${limit} and ${limit} degrees.`);

export const ChartQuerySchema = z
  .object({
    utc: instant.optional(),
    lat: degrees(90, 'latitude').optional(),
    lon: degrees(180, 'longitude').optional(),
    date: LocalTimeQuerySchema.shape.date
      .refine((value) => {
        const year = Number(value.slice(0, 4));
        return year >= CHART_YEAR_MIN && year <= CHART_YEAR_MAX;
      }, YEAR_MESSAGE)
      .optional(),
    time: LocalTimeQuerySchema.shape.time.optional(),
    city_id: idNumber().optional(),
    houses: z.enum(CHART_HOUSE_SYSTEMS, { message: `Choose houses from ${CHART_HOUSE_SYSTEMS.join(', ')}.` }).default('placidus'),
  })
  .superRefine((query, context) => {
    const missing = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (query.utc !== undefined) {
      if (query.lat === undefined) missing('lat', 'Give the latitude (lat) with utc.');
      if (query.lon === undefined) missing('lon', 'Give the longitude (lon) with utc.');
      return;
    }
    if (query.date !== undefined || query.time !== undefined || query.city_id !== undefined) {
      if (query.date === undefined) missing('date', 'Give the local date (YYYY-MM-DD) with city_id.');
      if (query.time === undefined) missing('time', 'Give the local time (HH:mm) with city_id.');
      if (query.city_id === undefined) missing('city_id', 'Give the city (city_id) with a local date and time.');
      return;
    }
    missing('utc', 'Give either utc, lat and lon, or date, time and city_id.');
  });
export type ChartQuery = z.infer<typeof ChartQuerySchema>;

export const ChartBodySchema = z.object({
  id: z.enum(CHART_BODY_IDS),
  longitude: z.number(),
  latitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  sign: z.enum(SIGNS),
  degree: z.number(),
});

export const ChartHousesSchema = z.object({
  system: z.enum(CHART_HOUSE_SYSTEMS),
  cusps: z.array(z.number()).length(12),
  ascendant: z.number(),
  mc: z.number(),
  fallback: z.literal('porphyry').optional(),
});

export const ChartAspectSchema = z.object({
  a: z.enum(CHART_BODY_IDS),
  b: z.enum(CHART_BODY_IDS),
  type: z.enum(CHART_ASPECT_TYPES),
  orb: z.number(),
  applying: z.boolean(),
});

/** The place a local time was read at, when the chart was asked for by city. */
const ChartPlaceSchema = z.object({
  city_id: z.number().int(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
});

const ChartSchema = z.object({
  status: z.literal('ok'),
  utc: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bodies: z.array(ChartBodySchema),
  houses: ChartHousesSchema,
  aspects: z.array(ChartAspectSchema),
  place: ChartPlaceSchema.extend({ offset_seconds: z.number().int() }).optional(),
});

/**
 * A local time the clocks skipped (`nonexistent`, clocks went forward) or showed twice
 * (`ambiguous`, clocks went back): no chart, but the instants it may mean. Ask again with one
 * choice's `utc` and the place's `lat` and `lon`.
 */
const UnclearTimeSchema = z.object({
  status: z.enum(['ambiguous', 'nonexistent']),
  message: z.string(),
  choices: z.array(z.object({ utc: z.string(), offset_seconds: z.number().int() })),
  place: ChartPlaceSchema,
});

export const ChartResponseSchema = z.discriminatedUnion('status', [ChartSchema, UnclearTimeSchema]);
export type ChartResponse = z.infer<typeof ChartResponseSchema>;

/**
 * `GET /api/sky/chart?utc=&lat=&lon=` or `?date=YYYY-MM-DD&time=HH:mm&city_id=`, with
 * `houses=placidus|whole-sign|equal|porphyry`: the positions of the Sun, Moon, planets and lunar
 * nodes, the houses and the aspects. Public and cacheable.
 */
export const GetChartContract = defineContract('sky.chart', 'GET /sky/chart', { query: ChartQuerySchema, response: ChartResponseSchema });
