import { z } from 'zod';
import { CHART_HOUSE_SYSTEMS } from '../horoscopes/sky.contract';
import { idNumber } from '../api/ids';
import { href, ROUTES } from '../routes';
import { BIRTH_NAME_MAX } from './birth-chart.form';
import { PlaceFieldsSchema } from '../location/place.form';
import { compareDates, EARLIEST_CHART_DATE, latestToday, parseIsoDate } from '../site/calendar';
import { forecastDateSchema } from './forecast-date';

/**
 * The reports on sale (issues #25, #26, spec 3 §1) and what each reads: one person's birth
 * (`natal`), two people's (`pair`), a birth and twelve months from a start month (`forecast`;
 * the big-picture ones also where the reader lives now), or a name and birth date
 * (`numerology`, twelve months too). Their prices are the catalogue's alone. `sample`: the free
 * report a paid one offers beside it, read at once.
 */
export type ReportKind = 'natal' | 'cosmic' | 'pair' | 'forecast' | 'numerology';
interface ReportProduct {
  name: string;
  paid: boolean;
  kind: ReportKind;
  /** Forecasts: whether the reader's current location is asked (spec 3 §9: the big-picture ones only). */
  currentLocation?: boolean;
}
export const REPORT_PRODUCTS = {
  'essential-birth-redux': { name: 'Essential Birth Chart Report', paid: true, kind: 'natal' },
  'essential-birth-sample': { name: 'Essential Birth Chart Sample', paid: false, kind: 'natal' },
  'free-birth-chart-redux': { name: 'Free Birth Chart', paid: false, kind: 'natal' },
  'cosmic-profile-report-redux': { name: 'Cosmic Profile Report', paid: true, kind: 'cosmic' },
  'astrology-compatibility-redux': { name: 'Astrology Compatibility Report', paid: true, kind: 'pair' },
  'astrology-compatibility-sample': { name: 'Astrology Compatibility Sample', paid: false, kind: 'pair' },
  'relationship-potential-redux': { name: 'Relationship Potential Report', paid: true, kind: 'pair' },
  'love-languages-redux': { name: 'Love Languages Report', paid: true, kind: 'pair' },
  'relationship-dynamics-redux': { name: 'Relationship Dynamics Report', paid: true, kind: 'pair' },
  'yearly-forecast-redux': { name: 'Yearly Forecast', paid: true, kind: 'forecast' },
  'big-picture-forecast-redux': { name: 'Big Picture Forecast', paid: true, kind: 'forecast', currentLocation: true },
  'big-picture-love-forecast-redux': { name: 'Big Picture Love Forecast', paid: true, kind: 'forecast', currentLocation: true },
  'numerology-forecast-redux': { name: 'Numerology Forecast', paid: true, kind: 'numerology' },
} as const satisfies Record<string, ReportProduct>;
export type ReportCode = keyof typeof REPORT_PRODUCTS;
export const REPORT_CODES = Object.keys(REPORT_PRODUCTS) as ReportCode[];
export const isReportCode = (code: string): code is ReportCode => Object.hasOwn(REPORT_PRODUCTS, code);
export const reportProduct = (code: ReportCode): ReportProduct => REPORT_PRODUCTS[code];

/** Spec 3 §9: a forecast runs twelve months from the first of a month. */
export const FORECAST_DURATION = 12;

/** One person's birth, the place by its city id. */
export const PersonInputsSchema = z.object({
  name: z.string().trim().min(1).max(BIRTH_NAME_MAX),
  gender: z.enum(['female', 'male']),
  birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  birth_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).nullable(),
  city_id: idNumber(),
  utc_choice: z.string().max(30).nullable().default(null),
});
export type PersonInputs = z.output<typeof PersonInputsSchema>;

/**
 * What a report reads: person 1's birth (and the house system), and where the report needs them
 * person 2's birth, the forecast's first month (YYYY-MM-01) and the reader's current city.
 */
export const NatalInputsSchema = PersonInputsSchema.extend({
  houses: z.enum(CHART_HOUSE_SYSTEMS).default('placidus'),
  person_2: PersonInputsSchema.nullable().default(null),
  forecast_date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/).nullable().default(null),
  current_city_id: idNumber().nullable().default(null),
});
export type NatalInputs = z.output<typeof NatalInputsSchema>;
export type NatalInputsInput = z.input<typeof NatalInputsSchema>;

export const reportSlug = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a report.');

/** Where a report is read. */
export const reportUrl = (slug: string): string => href(ROUTES.report, { slug });

const REQUIRED = 'This field is required';

const birthDate = z
  .string({ error: REQUIRED })
  .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'Please enter the birth date as YYYY-MM-DD.')
  .transform((value) => value.split('-').map((part, index) => (index === 0 ? part : part.padStart(2, '0'))).join('-'))
  .refine((value) => {
    const date = parseIsoDate(value);
    return date !== null && compareDates(date, EARLIEST_CHART_DATE) >= 0 && compareDates(date, latestToday()) <= 0;
  }, 'Please enter a birth date from 1900 to today.');
const personName = z.object({ first: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(BIRTH_NAME_MAX), last: z.string().trim().max(BIRTH_NAME_MAX).optional() }, { error: REQUIRED });
const birthTime = z.union([z.literal('unknown'), z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Please enter the birth time as HH:MM.')]).optional();
const place = PlaceFieldsSchema.refine((value) => value !== undefined, REQUIRED);

/**
 * A report's submission (spec 3 §3 "Form payload for report submission"): person 1's name,
 * birth date (YYYY-M-D), birth time (HH:mm or HH:mm:ss; omitted or 'unknown' when not known),
 * birth place and gender; person 2's for the paired reports; `forecast_date` (YYYY-MM-01) and
 * `forecast_duration` (12) for the forecasts, and `person_1_location` (where person 1 lives now)
 * for the big-picture ones. `houses` and `utc` (a chosen instant when the clocks were unclear) are ours.
 * Which of the optional parts a report needs is checked by its kind (report.action.ts).
 */
export const SubmitReportBodySchema = z.object({
  person_1_name: personName,
  person_1_birth_date: birthDate,
  person_1_birth_time: birthTime,
  person_1_birth_location: place,
  person_2_name: personName.optional(),
  person_2_birth_date: birthDate.optional(),
  person_2_birth_time: birthTime,
  person_2_birth_location: PlaceFieldsSchema.optional(),
  person_2_gender: z.enum(['female', 'male'], { error: 'Please choose one of the options.' }).default('female'),
  gender: z.enum(['female', 'male'], { error: 'Please choose one of the options.' }).default('female'),
  forecast_date: forecastDateSchema().optional(),
  forecast_duration: z.union([z.number(), z.string()]).refine((value) => Number(value) === FORECAST_DURATION, `A forecast runs ${FORECAST_DURATION} months.`).optional(),
  person_1_location: PlaceFieldsSchema.optional(),
  houses: z.enum(CHART_HOUSE_SYSTEMS).default('placidus'),
  utc: z.string().max(30).optional(),
});
export type SubmitReportBody = z.input<typeof SubmitReportBodySchema>;

/** A submission's birth time as a report keeps it: HH:mm, or null when not known. */
export const storedBirthTime = (time: string | undefined): string | null => (time === undefined || time === 'unknown' ? null : time.split(':').slice(0, 2).map((part) => part.padStart(2, '0')).join(':'));
