/**
 * The one calendar of the site: plain calendar dates (no time, no zone), how they are parsed and
 * shown, and what "today" is. Every date rule on both sides goes through here, so "today" is
 * never UTC in one file and local time in another.
 *
 * "Today" always names its zone. Validation that must agree in the browser and on the server
 * (age limits, dates not in the future) uses `latestToday()`: the date where the calendar is
 * furthest ahead (UTC+14), so the server never refuses a date that was already valid on the
 * visitor's own clock. Pages that show "today" to a reader use `todayIn(zone)`.
 */

/** A calendar date; month and day count from 1. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The zone whose calendar is furthest ahead: where a new day starts first (Line Islands). */
export const LATEST_ZONE = 'Etc/GMT-14';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date, or null when year, month and day do not name a real calendar date (years 1-9999). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' only; null when it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const iso = ISO_DATE.exec(text.trim());
  return iso ? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/**
 * What a person types: mm/dd/yyyy (one or two digit month and day) or yyyy-mm-dd (what a date
 * input sends). Surrounding spaces are ignored. Null when it has neither form or is not a real
 * date (02/30/2000, 2001-02-29, 13/01/2000).
 */
export function parseDate(text: string): CalendarDate | null {
  const value = text.trim();
  const us = US_DATE.exec(value);
  if (us) return calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return parseIsoDate(value);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD': how dates travel and are stored. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** 'mm/dd/yyyy': how the forms show a date to a person. */
export function formatUsDate(date: CalendarDate): string {
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'April 12, 1990', the same on the server and in every browser; anything unparseable as it is. */
export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}` : iso;
}

/** '15:30' or '15:30:00' as '3:30 PM'; anything else as it is. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A 24-hour clock time as forms send it: HH:mm, optionally with seconds. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (issue #29). */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: CalendarDate }>();
const MINUTE_MS = 60_000;

/**
 * The calendar date in a time zone at an instant (an IANA name such as 'America/New_York'). Each
 * zone's answer is kept for the minute it was asked in (today's zones change date only on a whole
 * minute), as a page asks several times and Intl takes microseconds each.
 */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let known = dayFormats.get(timeZone);
  if (known?.minute === minute) return { ...known.date };
  const format = known?.format ?? new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  known = { format, minute, date: { year: part('year'), month: part('month'), day: part('day') } };
  // Only valid zones get here (an unknown one throws above); a few dozen at most.
  dayFormats.set(timeZone, known);
  return { ...known.date };
}

/** The latest calendar date anywhere on Earth: the "today" that validation on both sides uses. */
export function latestToday(now: Date = new Date()): CalendarDate {
  return todayIn(LATEST_ZONE, now);
}

/**
 * Age in whole years on `today`, counting a birthday only once its month and day are reached.
 * Someone born on 29 February turns a year older on 1 March in non-leap years (not on 28
 * February), so a minimum-age check never admits anyone a day early. A birth date after `today`
 * gives a negative age.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Spec 1 §9: the youngest a member may be, in whole years. */
export const MIN_SIGNUP_AGE = 16;
/** Spec 1 §9: the signup year list reaches this many years back. */
export const MAX_LIST_YEARS = 101;

/** The signup year list: from (this year - 16) down to (this year - 101), 86 years. */
export function birthYearList(today: CalendarDate): number[] {
  const years: number[] = [];
  for (let year = today.year - MIN_SIGNUP_AGE; year >= today.year - MAX_LIST_YEARS; year -= 1) years.push(year);
  return years;
}

/** 1 January of the last (earliest) year of the signup list: the earliest member birth date. */
export function earliestBirthDate(today: CalendarDate): CalendarDate {
  return { year: today.year - MAX_LIST_YEARS, month: 1, day: 1 };
}

/** Spec 3 §5: chart and friend birth dates run from 1 January 1900 to today. */
export const EARLIEST_CHART_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };

/**
 * The signup payload's timezone: the browser's UTC offset in hours (-5, 5.5), from a Date's
 * getTimezoneOffset() (which counts minutes the other way round: 300 for UTC-5). UTC is 0, not -0.
 */
export function timezoneHours(date: Date): number {
  const hours = -date.getTimezoneOffset() / 60;
  return hours === 0 ? 0 : hours;
}
