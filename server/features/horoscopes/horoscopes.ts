import { horoscopeHref, periodStart, SLANTS, type HoroscopeSlant } from '../../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { LruCache } from '../../cache/lru-cache';
import { authorBySlug } from '../../content/authors';
import { HOROSCOPE_LIBRARY } from '../../content/horoscopes/library';
import { composeHoroscope, type Transit } from './compose';
import { periodSky } from './period-sky';

/** The byline of every composed horoscope (server/content/authors.ts). */
export const HOROSCOPE_AUTHOR_SLUG = 'starlit-astrology-desk';

/** A horoscope as the JSON API and the pages give it (spec 2 §3 "Horoscope", plus its transits). */
export interface Horoscope {
  sign: ZodiacSlug;
  slant: HoroscopeSlant;
  /** The first day of the period, YYYY-MM-DD (a week's Monday, a month's 1st). */
  date: string;
  /** Paragraphs separated by newlines. */
  interp: string;
  author: string;
  author_slug: string;
  /** The page to read it on. */
  continue: string;
  transits: Transit[];
}

const horoscopes = new LruCache<Horoscope>(6000);

/**
 * One sign's horoscope for a slant and a date (any day of the period). Deterministic: the text is
 * written from that period's sky, so it is composed once and then served from memory.
 */
export function horoscopeFor(slant: HoroscopeSlant, sign: ZodiacSlug, date: string): Horoscope {
  const info = SLANTS[slant];
  const start = periodStart(info.period, date);
  const key = `${slant}:${sign}:${start}`;
  const known = horoscopes.get(key);
  if (known) return known;
  const { paragraphs, transits } = composeHoroscope(HOROSCOPE_LIBRARY, sign, slant, periodSky(info.period, start));
  const author = authorBySlug(HOROSCOPE_AUTHOR_SLUG)!;
  const horoscope: Horoscope = {
    sign,
    slant,
    date: start,
    interp: paragraphs.join('\n'),
    author: author.name,
    author_slug: author.slug,
    continue: horoscopeHref(info.routes, sign, start),
    transits,
  };
  horoscopes.set(key, horoscope);
  return horoscope;
}
