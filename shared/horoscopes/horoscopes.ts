import { formatIsoDate, parseIsoDate, todayIn, type CalendarDate } from '../site/calendar';
import { href, ROUTES } from '../routes';
import { signForDate, ZODIAC_SIGNS, type ZodiacSlug } from './zodiac';

/**
 * The horoscopes of spec 2: their slants, where each lives, what period a date names and how far
 * back and ahead a reader may go (§5). Shared by the pages, the JSON API and the date picker.
 */

export const HOROSCOPE_SLANTS = ['daily', 'weekly', 'monthly', 'daily-love', 'weekly-love'] as const;
export type HoroscopeSlant = (typeof HOROSCOPE_SLANTS)[number];

export type PeriodKind = 'day' | 'week' | 'month';

/**
 * The zone whose calendar names a horoscope's day, week and month. The readers the original site
 * wrote for were mostly in North America; a day's sky runs from midnight to midnight there.
 */
export const HOROSCOPE_TIME_ZONE = 'America/New_York';

/** The patterns of one horoscope: its sign picker (`base`), a sign's current period and a sign's period by date. */
export type HoroscopeRoutes = (typeof ROUTES.horoscopes)[HoroscopeSlant] | typeof ROUTES.vipDailyHoroscope;

export interface SlantInfo {
  slant: HoroscopeSlant;
  period: PeriodKind;
  love: boolean;
  /** Base URL of the sign picker; a sign's page is `{base}/{sign}`, a date's `{base}/{sign}/{date}` (`routes`). */
  base: HoroscopeRoutes['base'];
  routes: HoroscopeRoutes;
  /** "Daily Horoscope", as headings and titles say it. */
  name: string;
}

export const SLANTS: Record<HoroscopeSlant, SlantInfo> = {
  daily: { slant: 'daily', period: 'day', love: false, base: ROUTES.horoscopes.daily.base, routes: ROUTES.horoscopes.daily, name: 'Daily Horoscope' },
  'daily-love': { slant: 'daily-love', period: 'day', love: true, base: ROUTES.horoscopes['daily-love'].base, routes: ROUTES.horoscopes['daily-love'], name: 'Daily Love Horoscope' },
  weekly: { slant: 'weekly', period: 'week', love: false, base: ROUTES.horoscopes.weekly.base, routes: ROUTES.horoscopes.weekly, name: 'Weekly Horoscope' },
  'weekly-love': { slant: 'weekly-love', period: 'week', love: true, base: ROUTES.horoscopes['weekly-love'].base, routes: ROUTES.horoscopes['weekly-love'], name: 'Weekly Love Horoscope' },
  monthly: { slant: 'monthly', period: 'month', love: false, base: ROUTES.horoscopes.monthly.base, routes: ROUTES.horoscopes.monthly, name: 'Monthly Horoscope' },
};

export const isZodiacSlug = (value: string): value is ZodiacSlug => ZODIAC_SIGNS.some((sign) => sign.slug === value);

const toDate = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
const fromDate = (date: Date): CalendarDate => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso)!;
  return formatIsoDate(fromDate(new Date(Date.UTC(date.year, date.month - 1, date.day + days))));
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toDate(parseIsoDate(b)!).getTime() - toDate(parseIsoDate(a)!).getTime()) / 86_400_000);
}

/** The Monday of the week a date falls in (weeks start on Monday, spec 2 §5). */
export function weekStart(iso: string): string {
  const date = toDate(parseIsoDate(iso)!);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return addDays(iso, -sinceMonday);
}

export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

/** The first day of the period a date names: the day itself, its week's Monday, or the 1st. */
export function periodStart(period: PeriodKind, iso: string): string {
  return period === 'day' ? iso : period === 'week' ? weekStart(iso) : monthStart(iso);
}

/** The first day after the period that starts on `start`. */
export function periodEnd(period: PeriodKind, start: string): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const date = parseIsoDate(start)!;
  return formatIsoDate(date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 });
}

/** The period `steps` periods away (-1 = yesterday, last week, last month). */
export function shiftPeriod(period: PeriodKind, start: string, steps: number): string {
  if (period === 'day') return addDays(start, steps);
  if (period === 'week') return addDays(start, 7 * steps);
  const date = parseIsoDate(start)!;
  const months = date.year * 12 + (date.month - 1) + steps;
  return formatIsoDate({ year: Math.floor(months / 12), month: (months % 12) + 1, day: 1 });
}

/** Today in the horoscopes' zone, YYYY-MM-DD. */
export const horoscopeToday = (now: Date = new Date()) => formatIsoDate(todayIn(HOROSCOPE_TIME_ZONE, now));

export interface DateRange {
  /** The first and last dates that may be asked for, YYYY-MM-DD (inclusive). */
  min: string;
  max: string;
}

/**
 * Spec 2 §5: daily pages reach 90 days back and 2 days ahead, the daily horoscope itself 3 days
 * ahead; weekly ones a week back and up
 * to 13 days ahead (so next week is always there); monthly ones last month to next month.
 */
export function horoscopeRange(slant: HoroscopeSlant, today: string): DateRange {
  const { period } = SLANTS[slant];
  if (period === 'day') return { min: addDays(today, -90), max: addDays(today, slant === 'daily' ? 3 : 2) };
  if (period === 'week') return { min: addDays(weekStart(today), -7), max: addDays(today, 13) };
  return { min: shiftPeriod('month', monthStart(today), -1), max: addDays(shiftPeriod('month', monthStart(today), 2), -1) };
}

/** Spec 2 §5, §9: the other daily pages (card, hexagram, number of the day) reach 90 days back and 2 days ahead. */
export function dailyPageRange(today: string): DateRange {
  return { min: addDays(today, -90), max: addDays(today, 2) };
}

/** Whether a horoscope may be shown for a date (any day of the period counts for weeks and months). */
export function inRange(range: DateRange, iso: string): boolean {
  return iso >= range.min && iso <= range.max;
}

/** `{base}/{sign}` for today, `{base}/{sign}/{date}` for another period (`sign` may be `general`). */
export function horoscopeHref(routes: HoroscopeRoutes, sign: string, date?: string): string {
  return date ? href(routes.dated, { sign, date }) : href(routes.sign, { sign });
}

/** The tab row labels of spec 2 §2, for the previous, this and the next period. */
export const TAB_LABELS: Record<PeriodKind, readonly [string, string, string]> = {
  day: ['Yesterday', 'Today', 'Tomorrow'],
  week: ['Last Week', 'This Week', 'Next Week'],
  month: ['Last Month', 'This Month', 'Next Month'],
};

/** A piece of a "Why this reading" line: text, linked to its explanation when it names something. */
export interface TextPart {
  text: string;
  href?: string;
}

/** One transit behind a horoscope, in words. */
export interface TransitLine {
  parts: TextPart[];
  /** "exact November 23, 3:42 PM EST", or "from ... until ...". */
  when: string;
  /** The instant it is exact (or began), ISO, for a <time> element. */
  exact?: string;
}

/** The reader's sign from a birth date (YYYY-MM-DD), if it is one. */
export function signOfBirthDate(birthDate: string | null | undefined): ZodiacSlug | undefined {
  const born = parseIsoDate(birthDate ?? '');
  if (!born) return undefined;
  const slug = signForDate(born.month, born.day).slug;
  return isZodiacSlug(slug) ? slug : undefined;
}
