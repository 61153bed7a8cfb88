import type { PeriodKind } from '../../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { LruCache } from '../../cache/lru-cache';
import { HOROSCOPE_LIBRARY } from '../../content/horoscopes/library';
import type { AspectFamily, SkyPlanet } from '../../content/horoscopes/types';
import { ASPECTS, type AspectType } from './sky/aspects';
import { bodyPosition, PLANETS, signOf, type PlanetId } from './sky/bodies';
import { houses } from './sky/houses';
import { findAspectTimes } from './sky/search';
import { periodSky } from './period-sky';

/**
 * The "you" section of a member's horoscope: the period's planets in aspect to the planets of the
 * member's own birth chart. With the birth time and place the chart is exact; without them it
 * says what it leaves out.
 */

export interface NatalData {
  /** The birth instant: the real one, or noon UTC on the birth date when the time is unknown. */
  utc: Date;
  timeKnown: boolean;
  /** A birth time is on file but no birthplace, so the time cannot be placed in its zone. */
  timeWithoutPlace?: boolean;
  /** Where, when known (decimal degrees, east positive) and the place's name. */
  place?: { latitude: number; longitude: number; label: string };
}

export interface PersonalTransit {
  body: PlanetId;
  natal: PlanetId;
  aspect: AspectType;
  /** When the aspect is exact, nearest the period (ISO), when found within two months. */
  exact?: string;
  /** Degrees from exact at the middle of the period. */
  orb: number;
}

export interface PersonalReading {
  paragraphs: string[];
  transits: PersonalTransit[];
  /** The member's Sun, Moon and rising signs (rising only with time and place). */
  signs: { sun: ZodiacSlug; moon?: ZodiacSlug; rising?: ZodiacSlug };
  /** What the reading could not use, in a sentence; null when the chart is complete. */
  leavesOut: string | null;
}

const FAMILY: Record<AspectType, AspectFamily> = { conjunction: 'conjunction', sextile: 'flowing', trine: 'flowing', square: 'tense', opposition: 'tense' };
/** Tighter orbs than a chart's: a transit is felt as it nears exact. The Moon only counts on a day. */
const TRANSIT_ORB: Record<PlanetId, number> = { sun: 2, moon: 5, mercury: 2, venus: 2, mars: 2, jupiter: 2, saturn: 2, uranus: 1.5, neptune: 1.5, pluto: 1.5 };
const WEIGHT: Record<PlanetId, number> = { sun: 3, moon: 1, mercury: 2, venus: 2, mars: 3, jupiter: 3, saturn: 4, uranus: 4, neptune: 4, pluto: 4 };
const DAY = 86_400_000;

const separation = (a: number, b: number) => {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
};

function natalFingerprint(natal: NatalData): string {
  return `${natal.utc.toISOString()}:${natal.timeKnown}:${natal.timeWithoutPlace ?? false}:${natal.place ? `${natal.place.latitude},${natal.place.longitude}` : ''}`;
}

const readings = new LruCache<PersonalReading>(2000);

/** A member's personal reading for the period starting on `date`. */
export function personalReading(natal: NatalData, period: PeriodKind, date: string): PersonalReading {
  const key = `${natalFingerprint(natal)}:${period}:${date}`;
  const known = readings.get(key);
  if (known) return known;
  const sky = periodSky(period, date);
  const middle = new Date((sky.startUtc.getTime() + sky.endUtc.getTime()) / 2);
  const natalBodies = PLANETS.filter((id) => natal.timeKnown || id !== 'moon');
  const natalAt = Object.fromEntries(natalBodies.map((id) => [id, bodyPosition(id, natal.utc).longitude])) as Partial<Record<PlanetId, number>>;
  const moving = PLANETS.filter((id) => period === 'day' || id !== 'moon');

  const found: (PersonalTransit & { score: number })[] = [];
  for (const body of moving) {
    const now = sky.positions[body].longitude;
    for (const target of natalBodies) {
      for (const { type, angle } of ASPECTS) {
        const orb = Math.abs(separation(now, natalAt[target]!) - angle);
        if (orb <= TRANSIT_ORB[body]) found.push({ body, natal: target, aspect: type, orb, score: (WEIGHT[body] + WEIGHT[target]) / (1 + orb) });
      }
    }
  }
  found.sort((x, y) => y.score - x.score);
  const chosen = found.slice(0, 3).map(({ score: _score, ...transit }) => {
    const reach = (transit.body === 'moon' ? 1 : 60) * DAY;
    const times = findAspectTimes(transit.body, { longitude: natalAt[transit.natal]! }, transit.aspect, new Date(middle.getTime() - reach), new Date(middle.getTime() + reach));
    const nearest = times.sort((x, y) => Math.abs(x.getTime() - middle.getTime()) - Math.abs(y.getTime() - middle.getTime()))[0];
    return { ...transit, orb: Math.round(transit.orb * 100) / 100, ...(nearest ? { exact: nearest.toISOString() } : {}) };
  });

  const turn = Math.round(middle.getTime() / DAY);
  const { natalThemes, natalTransits } = HOROSCOPE_LIBRARY.aspects;
  const sentences = chosen.map((transit, index) => {
    const pool = natalTransits[transit.body as SkyPlanet][FAMILY[transit.aspect]];
    const theme = natalThemes[transit.natal as SkyPlanet];
    return pool[(turn + index) % pool.length]!.replace('{natal}', theme[(turn + index) % theme.length]!);
  });

  const signs: PersonalReading['signs'] = { sun: signOf(bodyPosition('sun', natal.utc).longitude).sign };
  if (natal.timeKnown) signs.moon = signOf(bodyPosition('moon', natal.utc).longitude).sign;
  if (natal.timeKnown && natal.place) signs.rising = signOf(houses(natal.utc, natal.place.latitude, natal.place.longitude).ascendant).sign;

  const leavesOut = natal.timeKnown
    ? null
    : natal.timeWithoutPlace
      ? 'Without your birthplace, your birth time cannot be set in its time zone, so this reading uses noon on your birth date: it leaves out your Moon, whose place changes by about half a degree an hour, and your rising sign and houses. Add where you were born for a fuller reading:'
      : 'Without your birth time, this reading uses noon on your birth date: it leaves out your Moon, whose place changes by about half a degree an hour, and your rising sign and houses. Add your birth time for a fuller reading:';
  const paragraphs = sentences.length
    ? sentences
    : ['None of the planets is close to an exact aspect with your own chart in this period, which makes it a quieter stretch: a good time to act on the general reading above in your own way.'];
  const reading = { paragraphs, transits: chosen, signs, leavesOut };
  readings.set(key, reading);
  return reading;
}
