import { DateTime } from 'luxon';
import { HOROSCOPE_TIME_ZONE, periodEnd, type PeriodKind } from '../../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { LruCache } from '../../cache/lru-cache';
import type { AspectType } from './sky/aspects';
import { ASPECTS } from './sky/aspects';
import { bodyPosition, PLANETS, signOf, type BodyPosition, type PlanetId } from './sky/bodies';
import { findAspectEvents, findIngresses, findLunations, findStations } from './sky/search';

/**
 * The sky of one horoscope period (a day, a week or a month in the horoscopes' zone), found once
 * and shared by the twelve signs and every slant: where the planets are, and every event that
 * becomes exact in it (or, for the slow events a day is too short for, near it).
 */

export interface SkyAspect {
  a: PlanetId;
  b: PlanetId;
  type: AspectType;
  exact: Date;
  /** When the aspect comes within its orb and leaves it again (estimated from the speeds at exact). */
  start: Date;
  end: Date;
  /** The sign of the faster of the two at exact: where the aspect plays out. */
  sign: ZodiacSlug;
}

export interface SkyStay {
  body: PlanetId;
  sign: ZodiacSlug;
  /** When the body entered the sign and when it leaves (undefined: beyond the search). */
  start?: Date;
  end?: Date;
}

export interface SkyIngress {
  body: PlanetId;
  sign: ZodiacSlug;
  exact: Date;
}

export interface SkyStation {
  body: PlanetId;
  kind: 'retrograde' | 'direct';
  exact: Date;
  sign: ZodiacSlug;
}

export interface SkyLunation {
  kind: 'new-moon' | 'full-moon';
  exact: Date;
  sign: ZodiacSlug;
}

export interface PeriodSky {
  period: PeriodKind;
  /** The period's first day, YYYY-MM-DD, and its bounds as instants. */
  date: string;
  startUtc: Date;
  endUtc: Date;
  /** Positions at the middle of the period. */
  positions: Record<PlanetId, BodyPosition>;
  /** The Moon's signs over the period, in order. */
  moonStays: SkyStay[];
  /** Aspects exact in the period (for a day: the Moon's, and the other planets' within two days). */
  aspects: SkyAspect[];
  ingresses: SkyIngress[];
  stations: SkyStation[];
  lunations: SkyLunation[];
  /** The sign each of the Sun, Mercury, Venus and Mars is in at the middle, from when to when. */
  stays: SkyStay[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight at the start of a calendar date in the horoscopes' zone, as an instant. */
export function zoneMidnight(iso: string): Date {
  return DateTime.fromISO(iso, { zone: HOROSCOPE_TIME_ZONE }).startOf('day').toJSDate();
}

const SLOW_FROM_DAY: readonly PlanetId[] = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const STATION_BODIES: readonly PlanetId[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** The planets whose stay in a sign a horoscope describes, and how far either way its ends can be (retrograde stays are longest). */
const STAY_SEARCH_DAYS: Partial<Record<PlanetId, number>> = { sun: 32, mercury: 100, venus: 160, mars: 240 };

function orbWindow(a: PlanetId, b: PlanetId, type: AspectType, exact: Date): { start: Date; end: Date } {
  const orb = ASPECTS.find((aspect) => aspect.type === type)!.orb;
  const relative = Math.abs(bodyPosition(a, exact).speed - bodyPosition(b, exact).speed);
  // Degrees of orb over degrees a day: how long the aspect is within orb either side of exact.
  const halfSpan = Math.min(relative > 0 ? orb / relative : 60, 60) * DAY;
  return { start: new Date(exact.getTime() - halfSpan), end: new Date(exact.getTime() + halfSpan) };
}

function asAspect(event: { a: PlanetId; b: PlanetId; type: AspectType; exact: Date }): SkyAspect {
  const speedA = Math.abs(bodyPosition(event.a, event.exact).speed);
  const speedB = Math.abs(bodyPosition(event.b, event.exact).speed);
  const faster = speedA >= speedB ? event.a : event.b;
  return { ...event, ...orbWindow(event.a, event.b, event.type, event.exact), sign: signOf(bodyPosition(faster, event.exact).longitude).sign };
}

/**
 * Stays found so far, per body, with both ends known. A body stays in its sign from one end to the
 * other (the entry is the last one before the instant asked about, the exit the first after it),
 * so any instant between them has the same stay: a year of birthday horoscopes asks the costly
 * search for Saturn once, not 366 times.
 */
const knownStays = new Map<PlanetId, SkyStay[]>();

/** The sign a body is in at an instant, with when it entered and when it leaves (undefined: more than `searchDays` away). */
export function stayAt(body: PlanetId, at: Date, searchDays: number): SkyStay {
  const within = (stay: SkyStay): SkyStay => ({
    body,
    sign: stay.sign,
    start: stay.start && at.getTime() - stay.start.getTime() <= searchDays * DAY ? stay.start : undefined,
    end: stay.end && stay.end.getTime() - at.getTime() <= searchDays * DAY ? stay.end : undefined,
  });
  const stays = knownStays.get(body) ?? [];
  const known = stays.find((stay) => stay.start! <= at && at < stay.end!);
  if (known) return within(known);
  const sign = signOf(bodyPosition(body, at).longitude).sign;
  const before = findIngresses(body, new Date(at.getTime() - searchDays * DAY), at).filter((ingress) => ingress.sign === sign);
  const after = findIngresses(body, at, new Date(at.getTime() + searchDays * DAY)).filter((ingress) => ingress.sign !== sign);
  const stay = { body, sign, start: before.at(-1)?.exact, end: after[0]?.exact };
  if (stay.start && stay.end) {
    // A few hundred at most (a Venus stay is about a month): the oldest go first.
    if (stays.length >= 400) stays.shift();
    stays.push(stay);
    knownStays.set(body, stays);
  }
  return stay;
}

function findPeriodSky(period: PeriodKind, date: string): PeriodSky {
  const startUtc = zoneMidnight(date);
  const endUtc = zoneMidnight(periodEnd(period, date));
  const middle = new Date((startUtc.getTime() + endUtc.getTime()) / 2);
  const positions = Object.fromEntries(PLANETS.map((id) => [id, bodyPosition(id, middle)])) as Record<PlanetId, BodyPosition>;

  // The Moon's signs: from the last change before the period to the first after it.
  const moonChanges = findIngresses('moon', new Date(startUtc.getTime() - 3 * DAY), new Date(endUtc.getTime() + 3 * DAY));
  const moonStays: SkyStay[] = [];
  for (let i = 0; i < moonChanges.length; i++) {
    const stay = { body: 'moon' as const, sign: moonChanges[i]!.sign, start: moonChanges[i]!.exact, end: moonChanges[i + 1]?.exact };
    if (stay.start < endUtc && (stay.end === undefined || stay.end > startUtc)) moonStays.push(stay);
  }

  // A day is too short for most aspects of the slower planets: look two days either side for those.
  const reach = period === 'day' ? 2 * DAY : 0;
  const wideStart = new Date(startUtc.getTime() - reach);
  const wideEnd = new Date(endUtc.getTime() + reach);
  const slow = findAspectEvents(wideStart, wideEnd, SLOW_FROM_DAY);
  const moon = period === 'day' ? findAspectEvents(startUtc, endUtc, PLANETS).filter((event) => event.a === 'moon' || event.b === 'moon') : [];
  const aspects = [...moon, ...slow].map(asAspect).sort((x, y) => x.exact.getTime() - y.exact.getTime());

  const ingresses = SLOW_FROM_DAY.flatMap((body) => findIngresses(body, wideStart, wideEnd));
  const stations = STATION_BODIES.flatMap((body) =>
    findStations(body, wideStart, wideEnd).map((station) => ({ ...station, sign: signOf(bodyPosition(body, station.exact).longitude).sign })),
  );
  const lunations = findLunations(wideStart, wideEnd).map(({ kind, exact, sign }) => ({ kind, exact, sign }));
  const stays = Object.entries(STAY_SEARCH_DAYS).map(([body, days]) => stayAt(body as PlanetId, middle, days));
  return { period, date, startUtc, endUtc, positions, moonStays, aspects, ingresses, stations, lunations, stays };
}

const skies = new LruCache<PeriodSky>(400);

/** The sky of the period that starts on `date` (found once, then kept). */
export function periodSky(period: PeriodKind, date: string): PeriodSky {
  const key = `${period}:${date}`;
  const known = skies.get(key);
  if (known) return known;
  const sky = findPeriodSky(period, date);
  skies.set(key, sky);
  return sky;
}
