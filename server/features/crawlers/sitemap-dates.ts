import { horoscopeToday, inRange, periodStart, shiftPeriod, type DateRange, type PeriodKind } from '../../../shared/horoscopes/horoscopes';

/**
 * The dates a sitemap gives its addresses (`<lastmod>`), and the dated pages' periods it lists.
 * "Today" is the horoscopes' day (New York's), the day every daily page calls today.
 */

/**
 * The day the site's written content last changed, for every page without a date of its own
 * (a card's meaning, a compatibility pair, a product). The one place to move it: bump it with a
 * release that rewrites such pages. A date in the future is never given out (`notAfter`).
 */
export const CONTENT_RELEASED = '2026-11-26';

/** How long a crawler or a proxy may keep a sitemap or robots.txt, in seconds. */
export const CRAWLER_MAX_AGE_S = 3600;

export interface SitemapClock {
  /** Today, YYYY-MM-DD, in the horoscopes' zone. */
  today: string;
  /** Today as it will be when a copy of the sitemap kept for `CRAWLER_MAX_AGE_S` expires. */
  todayWhenStale: string;
}

export function sitemapClock(now: Date = new Date()): SitemapClock {
  return { today: horoscopeToday(now), todayWhenStale: horoscopeToday(new Date(now.getTime() + CRAWLER_MAX_AGE_S * 1000)) };
}

/**
 * The first day of every period (day, week or month) whose page answers both now and when a
 * kept copy of the sitemap expires, oldest first. `rangeOn(today)` is the page's own rule of how
 * far back and ahead it goes (shared/horoscopes/horoscopes.ts). Within the last hour of a day the
 * oldest period is left out: a crawler reading the sitemap after midnight would be redirected.
 */
export function periodsAllowed(period: PeriodKind, rangeOn: (today: string) => DateRange, clock: SitemapClock): string[] {
  const now = rangeOn(clock.today);
  const later = rangeOn(clock.todayWhenStale);
  const starts: string[] = [];
  for (let start = periodStart(period, now.min); start <= now.max; start = shiftPeriod(period, start, 1)) {
    if (inRange(now, start) && inRange(later, start)) starts.push(start);
  }
  return starts;
}

/** The later of two YYYY-MM-DD dates. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);

/** A lastmod is never in the future: a page about tomorrow is dated today. */
export const notAfter = (date: string, today: string): string => (date > today ? today : date);
