import { z } from 'zod';
import { idNumber } from '../api/ids';
import { PlaceFieldsSchema, type PlaceFields } from '../location/place.form';
import { compareDates, EARLIEST_CHART_DATE, latestToday, parseIsoDate, type CalendarDate } from '../site/calendar';
import { BIRTH_CHART_MESSAGES, BIRTH_NAME_MAX, birthChartFormSchema, type BirthDetails } from './birth-chart.form';
import { forecastDateSchema } from './forecast-date';
import type { PersonInputs } from './report-products';

/**
 * The teeup form of the reports (spec 3 §2 "Birth-detail form", §3, §5 "Teeup form", §9): one
 * person's birth as the birth chart form has it, and by report the person carried from the
 * Person 1 view (a paired report's Person 2 view), the forecast's start month and year, and where
 * the reader lives now. One schema for the plain form's post; the island checks the birth part.
 */

/** Person 1, checked, carried as hidden fields through the Person 2 view. */
export const CarriedPersonSchema = z.object({
  person_1_name: z.string().trim().min(1).max(BIRTH_NAME_MAX),
  person_1_gender: z.enum(['female', 'male']),
  person_1_birth_date: z.string().refine((value) => {
    const date = parseIsoDate(value);
    return date !== null && compareDates(date, EARLIEST_CHART_DATE) >= 0 && compareDates(date, latestToday()) <= 0;
  }),
  person_1_birth_time: z.union([z.literal('unknown'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]),
  person_1_city_id: idNumber(),
});

/** The hidden fields that carry a checked person 1 to the Person 2 view. */
export function carriedFields(person: Omit<PersonInputs, 'utc_choice'>): [string, string][] {
  return [
    ['person_1_name', person.name],
    ['person_1_gender', person.gender],
    ['person_1_birth_date', person.birth_date],
    ['person_1_birth_time', person.birth_time ?? 'unknown'],
    ['person_1_city_id', String(person.city_id)],
  ];
}

const chosenNumber = z.preprocess((value) => (value === '' || value === undefined ? undefined : Number(value)), z.number().int().optional());

export interface TeeupParts {
  /** The Person 2 view: person 1 comes carried. */
  carried?: boolean;
  /** The big-picture forecasts: the start month and the current location. */
  forecast?: boolean;
}

export interface TeeupDetails {
  person: BirthDetails;
  carried?: PersonInputs;
  forecast_date?: string;
  current_location?: PlaceFields;
}

/** The whole teeup post: the birth part's messages and the other parts', together. */
export function teeupSchema(parts: TeeupParts, today: () => CalendarDate = () => latestToday()) {
  const person = birthChartFormSchema(today);
  const rest = z.object({
    forecast_month: chosenNumber,
    forecast_year: chosenNumber,
    current_location: PlaceFieldsSchema,
  });
  return z.record(z.string(), z.unknown()).transform((body, context): TeeupDetails => {
    const details = person.safeParse(body);
    const others = rest.safeParse(body);
    for (const issue of [...(details.error?.issues ?? []), ...(others.error?.issues ?? [])]) context.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
    const result: TeeupDetails = { person: details.data! };
    if (parts.carried) {
      const carried = CarriedPersonSchema.safeParse(body);
      if (!carried.success) context.addIssue({ code: 'custom', path: ['form'], message: 'Person 1’s details were lost on the way. Please start again with Person 1.' });
      else {
        const p1 = carried.data;
        result.carried = { name: p1.person_1_name, gender: p1.person_1_gender, birth_date: p1.person_1_birth_date, birth_time: p1.person_1_birth_time === 'unknown' ? null : p1.person_1_birth_time, city_id: p1.person_1_city_id, utc_choice: null };
      }
    }
    if (parts.forecast) {
      const month = others.data?.forecast_month;
      const year = others.data?.forecast_year;
      if (month === undefined || month < 1 || month > 12) context.addIssue({ code: 'custom', path: ['forecast_month'], message: BIRTH_CHART_MESSAGES.required });
      else if (year === undefined) context.addIssue({ code: 'custom', path: ['forecast_year'], message: BIRTH_CHART_MESSAGES.required });
      else {
        const date = forecastDateSchema(today).safeParse(`${year}-${String(month).padStart(2, '0')}-01`);
        if (!date.success) context.addIssue({ code: 'custom', path: ['forecast_date'], message: date.error.issues[0]!.message });
        else result.forecast_date = date.data;
      }
      const place = others.data?.current_location;
      if (!place) {
        context.addIssue({ code: 'custom', path: ['current_location', 'country'], message: BIRTH_CHART_MESSAGES.required });
        context.addIssue({ code: 'custom', path: ['current_location', 'city'], message: BIRTH_CHART_MESSAGES.required });
      } else result.current_location = place;
    }
    return result;
  });
}
