import { z } from 'zod';
import { CHART_HOUSE_SYSTEMS } from '../horoscopes/sky.contract';
import { idNumber } from '../api/ids';
import { href, ROUTES } from '../routes';
import { BIRTH_NAME_MAX } from './birth-chart.form';
import { PlaceFieldsSchema } from '../location/place.form';
import { compareDates, EARLIEST_CHART_DATE, latestToday, parseIsoDate } from '../site/calendar';

/**
 * The birth reports on sale (issue #25, spec 3 §1): the paid Essential Birth Report, its free
 * sample and the free birth chart. Their prices are the catalogue's alone.
 */
export const REPORT_PRODUCTS = {
  'essential-birth-redux': { name: 'Essential Birth Chart Report', paid: true },
  'essential-birth-sample': { name: 'Essential Birth Chart Sample', paid: false },
  'free-birth-chart-redux': { name: 'Free Birth Chart', paid: false },
  'cosmic-profile-report-redux': { name: 'Cosmic Profile Report', paid: true },
} as const;
export type ReportCode = keyof typeof REPORT_PRODUCTS;
export const REPORT_CODES = Object.keys(REPORT_PRODUCTS) as ReportCode[];
export const isReportCode = (code: string): code is ReportCode => Object.hasOwn(REPORT_PRODUCTS, code);

/** What a birth report reads: one person's birth, the place by its city id. */
export const NatalInputsSchema = z.object({
  name: z.string().trim().min(1).max(BIRTH_NAME_MAX),
  gender: z.enum(['female', 'male']),
  birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  birth_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).nullable(),
  city_id: idNumber(),
  houses: z.enum(CHART_HOUSE_SYSTEMS).default('placidus'),
  utc_choice: z.string().max(30).nullable().default(null),
});
export type NatalInputs = z.output<typeof NatalInputsSchema>;

export const reportSlug = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a report.');

/** Where a report is read. */
export const reportUrl = (slug: string): string => href(ROUTES.report, { slug });

const REQUIRED = 'This field is required';

/**
 * A report's submission (spec 3 §3 "Form payload for report submission"): one person's name,
 * birth date (YYYY-M-D), birth time (HH:mm or HH:mm:ss; omitted or 'unknown' when not known),
 * birth place and gender; `houses` and `utc` (a chosen instant when the clocks were unclear) are ours.
 */
export const SubmitReportBodySchema = z.object({
  person_1_name: z.object({ first: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(BIRTH_NAME_MAX), last: z.string().trim().max(BIRTH_NAME_MAX).optional() }, { error: REQUIRED }),
  person_1_birth_date: z
    .string({ error: REQUIRED })
    .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'Please enter the birth date as YYYY-MM-DD.')
    .transform((value) => value.split('-').map((part, index) => (index === 0 ? part : part.padStart(2, '0'))).join('-'))
    .refine((value) => {
      const date = parseIsoDate(value);
      return date !== null && compareDates(date, EARLIEST_CHART_DATE) >= 0 && compareDates(date, latestToday()) <= 0;
    }, 'Please enter a birth date from 1900 to today.'),
  person_1_birth_time: z
    .union([z.literal('unknown'), z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Please enter the birth time as HH:MM.')])
    .optional(),
  person_1_birth_location: PlaceFieldsSchema.refine((place) => place !== undefined, REQUIRED),
  gender: z.enum(['female', 'male'], { error: 'Please choose one of the options.' }).default('female'),
  houses: z.enum(CHART_HOUSE_SYSTEMS).default('placidus'),
  utc: z.string().max(30).optional(),
});
export type SubmitReportBody = z.input<typeof SubmitReportBodySchema>;

/** A submission's birth time as a report keeps it: HH:mm, or null when not known. */
export const storedBirthTime = (time: string | undefined): string | null => (time === undefined || time === 'unknown' ? null : time.split(':').slice(0, 2).map((part) => part.padStart(2, '0')).join(':'));
