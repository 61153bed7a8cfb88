import { z } from 'zod';
import { MONTH_NAMES, latestToday, type CalendarDate } from '../site/calendar';

/**
 * A forecast's start month (spec 3 §5 "Teeup form", §9): the year list runs from two years ahead
 * back five (eight years); the earliest month allowed is January of the list's seventh year and
 * the latest December of its first. Messages word for word.
 */
export function forecastYears(today: CalendarDate = latestToday()): number[] {
  return Array.from({ length: 8 }, (_, index) => today.year + 2 - index);
}

export function forecastBounds(today: CalendarDate = latestToday()): { earliest: string; latest: string } {
  const years = forecastYears(today);
  return { earliest: `${years[6]}-01-01`, latest: `${years[0]}-12-01` };
}

const monthYear = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
export const forecastAfterMessage = (earliest: string) => `Must be after or equal to ${monthYear(earliest)}`;
export const forecastBeforeMessage = (latest: string) => `Must be before or equal to ${monthYear(latest)}`;

/** The first of the current month, YYYY-MM-01: where a forecast starts unless another month is chosen. */
export const thisMonth = (today: CalendarDate = latestToday()): string => `${today.year}-${String(today.month).padStart(2, '0')}-01`;

/** A forecast_date (YYYY-MM-01) within the bounds, with the spec's messages. */
export const forecastDateSchema = (today: () => CalendarDate = () => latestToday()) =>
  z
    .string({ error: 'This field is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'The report start date is the first of a month, as YYYY-MM-01.')
    .superRefine((value, context) => {
      const { earliest, latest } = forecastBounds(today());
      if (value < earliest) context.addIssue({ code: 'custom', message: forecastAfterMessage(earliest) });
      else if (value > latest) context.addIssue({ code: 'custom', message: forecastBeforeMessage(latest) });
    });
