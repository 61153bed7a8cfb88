import { z } from 'zod';
import { CHART_HOUSE_SYSTEMS } from '../horoscopes/sky.contract';
import { calendarDate, compareDates, EARLIEST_CHART_DATE, formatIsoDate, latestToday, parseIsoDate, type CalendarDate } from '../site/calendar';
import { checkbox } from '../forms/form-schema';
import { PROFILE_MESSAGES } from '../forms/messages';
import { PlaceFieldsSchema, type PlaceFields } from '../location/place.form';
import { idNumber } from '../api/ids';

/**
 * The free birth chart's form (spec 3 §3 "Birth chart form state", §5 "Birth chart form", §9):
 * the field names of the spec, every message word for word. One schema for the plain form's post
 * and the island's; the chart itself is read at an address that carries the birth details
 * (`chartQuery`), so it can be kept, shared and reloaded without storing anything.
 */

export const BIRTH_CHART_MESSAGES = {
  required: 'This field is required',
  form: 'Please check required fields above',
  city: 'A valid city is required',
  /** A date whose parts make no day (31 February). */
  date: 'Please choose a date that exists.',
  future: 'The birth date cannot be in the future.',
} as const;

export const BIRTH_NAME_MAX = 63;
export type HouseSystemCode = (typeof CHART_HOUSE_SYSTEMS)[number];
export const HOUSE_SYSTEM_NAMES: Record<HouseSystemCode, string> = { placidus: 'Placidus', 'whole-sign': 'Whole Sign', equal: 'Equal', porphyry: 'Porphyry' };

/** Spec 3 §9: the year list runs from this year down to 1900. */
export function birthChartYears(today: CalendarDate = latestToday()): number[] {
  return Array.from({ length: today.year - EARLIEST_CHART_DATE.year + 1 }, (_, index) => today.year - index);
}

/** A select's number, or undefined when none was chosen (''), so "required" is what is said. */
const chosen = (min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : Number(value)), z.number({ error: BIRTH_CHART_MESSAGES.required }).int(BIRTH_CHART_MESSAGES.required).min(min, BIRTH_CHART_MESSAGES.required).max(max, BIRTH_CHART_MESSAGES.required).optional());

/** What a person's birth is, once the form is checked. */
export interface BirthDetails {
  name: string;
  gender: 'female' | 'male';
  /** YYYY-MM-DD. */
  birth_date: string;
  /** HH:mm on a 24-hour clock, or null: 'I don't know my birth time'. */
  birth_time: string | null;
  birth_location: PlaceFields;
  houses: HouseSystemCode;
}

export function birthChartFormSchema(today: () => CalendarDate = () => latestToday()) {
  return z
    .object({
      birth_name: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, BIRTH_CHART_MESSAGES.required).max(BIRTH_NAME_MAX, PROFILE_MESSAGES.nameTooLong)),
      // Spec 3 §9: female unless chosen.
      gender: z.preprocess((value) => (value === '' || value === undefined ? 'female' : value), z.enum(['female', 'male'], { error: PROFILE_MESSAGES.gender })),
      birth_date_month: chosen(1, 12),
      birth_date_day: chosen(1, 31),
      birth_date_year: chosen(EARLIEST_CHART_DATE.year, 9999),
      birth_time_hour: chosen(1, 12),
      birth_time_minute: chosen(0, 59),
      birth_time_ampm: z.preprocess((value) => (value === '' || value === undefined ? 'am' : value), z.enum(['am', 'pm'], { error: BIRTH_CHART_MESSAGES.required })),
      birth_time_unknown: checkbox.optional(),
      birth_location: PlaceFieldsSchema,
      houses: z.preprocess((value) => (value === '' || value === undefined ? 'placidus' : value), z.enum(CHART_HOUSE_SYSTEMS, { error: 'Please choose one of the house systems.' })),
    })
    .superRefine((form, context) => {
      const missing = (path: string) => context.addIssue({ code: 'custom', path: path.split('.'), message: BIRTH_CHART_MESSAGES.required });
      if (form.birth_date_month === undefined) missing('birth_date_month');
      if (form.birth_date_day === undefined) missing('birth_date_day');
      if (form.birth_date_year === undefined) missing('birth_date_year');
      if (form.birth_date_month !== undefined && form.birth_date_day !== undefined && form.birth_date_year !== undefined) {
        const date = calendarDate(form.birth_date_year, form.birth_date_month, form.birth_date_day);
        if (!date) context.addIssue({ code: 'custom', path: ['birth_date_day'], message: BIRTH_CHART_MESSAGES.date });
        else if (compareDates(date, today()) > 0) context.addIssue({ code: 'custom', path: ['birth_date_year'], message: BIRTH_CHART_MESSAGES.future });
      }
      // Spec 3 §5: a birth time is required, and 'unknown' counts.
      if (!form.birth_time_unknown) {
        if (form.birth_time_hour === undefined) missing('birth_time_hour');
        if (form.birth_time_minute === undefined) missing('birth_time_minute');
      }
      if (!form.birth_location) {
        missing('birth_location.country');
        missing('birth_location.city');
      }
    })
    .transform((form): BirthDetails => {
      const date = calendarDate(form.birth_date_year!, form.birth_date_month!, form.birth_date_day!)!;
      const hour24 = ((form.birth_time_hour ?? 12) % 12) + (form.birth_time_ampm === 'pm' ? 12 : 0);
      return {
        name: form.birth_name,
        gender: form.gender,
        birth_date: formatIsoDate(date),
        birth_time: form.birth_time_unknown ? null : `${String(hour24).padStart(2, '0')}:${String(form.birth_time_minute).padStart(2, '0')}`,
        birth_location: form.birth_location!,
        houses: form.houses,
      };
    });
}
export const BirthChartFormSchema = birthChartFormSchema();

/** The chart's own address: the birth details in a short query (the place by its city id). */
export const ChartQuerySchema = z.object({
  name: z.string().trim().min(1).max(BIRTH_NAME_MAX),
  gender: z.enum(['female', 'male']).default('female'),
  date: z.string().refine((value) => {
    const date = parseIsoDate(value);
    return date !== null && compareDates(date, EARLIEST_CHART_DATE) >= 0 && compareDates(date, latestToday()) <= 0;
  }, 'A birth date from 1900 to today, as YYYY-MM-DD.'),
  time: z.union([z.literal('unknown'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM, or unknown.')]),
  city_id: idNumber(),
  houses: z.enum(CHART_HOUSE_SYSTEMS).default('placidus'),
  /** The instant chosen when the local time was skipped or shown twice (ISO 8601 UTC). */
  utc: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/).optional(),
});
export type ChartQuery = z.output<typeof ChartQuerySchema>;

/** Whether a query asks for a chart at all (any of its fields), as opposed to the bare form. */
export const asksForChart = (query: Record<string, unknown>): boolean => ['name', 'date', 'time', 'city_id'].some((key) => key in query);

/** The chart's query string for birth details whose place has a city id. */
export function chartSearch(details: { name: string; gender: string; birth_date: string; birth_time: string | null; city_id: number; houses: string; utc?: string }): string {
  const query = new URLSearchParams({ name: details.name, gender: details.gender, date: details.birth_date, time: details.birth_time ?? 'unknown', city_id: String(details.city_id) });
  if (details.houses !== 'placidus') query.set('houses', details.houses);
  if (details.utc) query.set('utc', details.utc);
  return query.toString();
}
