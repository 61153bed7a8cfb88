import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { LruCache } from '../../cache/lru-cache';
import { HOROSCOPE_LIBRARY } from '../../content/horoscopes/library';
import type { HouseNumber } from '../../content/horoscopes/types';
import { bodyPosition, signOf } from './sky/bodies';
import { solarHouse, type Transit } from './compose';
import { stayAt, zoneMidnight } from './period-sky';

/**
 * The birthday horoscope (spec 2 §1, §2): the year that starts on a birthday, read for the sign
 * of that day from where the slow planets stand on it this year: Jupiter's house for where
 * things grow, Saturn's for where the work is, and the Moon and the Sun's own house for the day.
 */

export interface BirthdayReading {
  /** The birthday this year, YYYY-MM-DD. */
  date: string;
  paragraphs: string[];
  transits: Transit[];
}

const readings = new LruCache<BirthdayReading>(800);
const iso = (date: Date | undefined) => date?.toISOString();

export function birthdayReading(sign: ZodiacSlug, month: number, day: number, year: number): BirthdayReading {
  // 29 February in a common year: the reading is for 1 March.
  const date = new Date(Date.UTC(year, month - 1, day));
  const isoDate = date.toISOString().slice(0, 10);
  const key = `${sign}:${isoDate}`;
  const known = readings.get(key);
  if (known) return known;
  const noon = new Date(zoneMidnight(isoDate).getTime() + 12 * 3_600_000);
  const turn = Math.round(noon.getTime() / 86_400_000);
  const { periods, houses, planets } = HOROSCOPE_LIBRARY;
  const moonSign = signOf(bodyPosition('moon', noon).longitude).sign;
  const jupiter = stayAt('jupiter', noon, 500);
  const saturn = stayAt('saturn', noon, 1200);
  const venus = stayAt('venus', noon, 250);
  const house = (of: ZodiacSlug): HouseNumber => solarHouse(sign, of);
  const paragraphs = [
    [planets.planetInHouse.sun['1'].general[turn % 2]!, periods.signNotes[sign].general[turn % 5]!, houses.moonInHouse[house(moonSign)].general[turn % 4]!].join(' '),
    [planets.planetInHouse.jupiter[house(jupiter.sign)].general[0]!, planets.planetInHouse.saturn[house(saturn.sign)].general[1]!].join(' '),
    [planets.planetInHouse.venus[house(venus.sign)].love[0]!].join(' '),
  ];
  const stay = (each: typeof jupiter): Transit => ({ kind: 'ingress', body: each.body, sign: each.sign, ...(each.start ? { exact: iso(each.start) } : {}), start: iso(each.start), end: iso(each.end) });
  const transits: Transit[] = [{ kind: 'moon-sign', body: 'moon', sign: moonSign }, stay(jupiter), stay(saturn), stay(venus)];
  const reading = { date: isoDate, paragraphs, transits };
  readings.set(key, reading);
  return reading;
}
