import { ASPECT_NAMES, type NatalAspectType, type NatalChart } from '../../../shared/reports/natal';
import { bodyPosition } from '../horoscopes';
import { houseOf } from './natal-chart';

/**
 * The forecasts' transits (issue #26): when the slow planets, Jupiter to Pluto, reach an aspect to
 * a natal point, from the sky engine's positions.
 *
 * - **Orbs.** A transit is at work while the separation from the exact aspect is within 2° for
 *   Jupiter and Saturn and 1° for Uranus, Neptune and Pluto (`TRANSIT_ORBS`): about a month either
 *   side of the exact hit for the fast two, and still the best part of a year for the slowest.
 * - **Finding them.** Each planet's longitude is sampled at 0h UTC every two days (Jupiter), three
 *   (Saturn), five (Uranus) or eight (Neptune, Pluto), so each moves under half a degree from one
 *   sample to the next; the samples are shared by every call (they do not depend on the chart).
 *   Where the separation less the orb changes sign between two samples, the moment it enters or
 *   leaves the orb is closed in on within that bracket (regula falsi, a faster bisection) to the
 *   minute. The exact hits inside a window are the sign changes of the signed separation, closed
 *   to the second the same way; where a station brings the planet back without crossing between
 *   two samples, the lowest point is searched (golden section) and kept if it crosses.
 * - **One transit per loop.** A retrograde loop can take a planet in and out of orb two or three
 *   times: windows less than `MERGE_GAP_DAYS` apart make one transit (the same planet only
 *   returns to the same aspect of the same point years later). Start and end are the real moments,
 *   even outside the range asked for: the search reaches further back and on until the transit is
 *   seen whole.
 * - **Points.** The Sun, Mercury, Venus and Mars always; the Moon, Ascendant and Midheaven only with
 *   a birth time (without one the Moon's place is uncertain by several degrees, more than any orb,
 *   as the natal chart leaves out its aspects).
 */

export const TRANSITING_PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type TransitingPlanet = (typeof TRANSITING_PLANETS)[number];
export const TRANSIT_POINTS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven'] as const;
export type TransitPoint = (typeof TRANSIT_POINTS)[number];
const ASPECT_TYPES: NatalAspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** Degrees from exact within which a transit is at work. */
export const TRANSIT_ORBS: Record<TransitingPlanet, number> = { jupiter: 2, saturn: 2, uranus: 1, neptune: 1, pluto: 1 };
/** Windows of one aspect closer than this are one transit (a retrograde loop). */
export const MERGE_GAP_DAYS = 240;

export interface ForecastTransit {
  transiting: TransitingPlanet;
  point: TransitPoint;
  type: NatalAspectType;
  kind: 'conjunction' | 'flowing' | 'tense';
  /** ISO 8601 UTC: entering the orb and leaving it (to the minute), and the peak. */
  start: string;
  end: string;
  /** The exact hit nearest the middle of the window; without one, the closest approach. */
  peak: string;
  /** Every exact hit in the window (to the second): up to three in a retrograde loop. */
  exacts: string[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far around the range the first look reaches, days (more than the merge gap); reached further while a transit runs past it. */
const MARGIN_DAYS = 250;
/** No transit is followed further than this from the range. */
const MAX_REACH_DAYS = 30 * 365;

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;
const iso = (ms: number) => new Date(ms).toISOString();

/** Longitudes at 0h UTC of whole days, by planet and day number; they do not depend on the chart. */
type Body = TransitingPlanet | 'sun';
const dailyLongitudes = new Map<number, number>();
const BODY_KEYS: Record<Body, number> = { sun: 0, jupiter: 1, saturn: 2, uranus: 3, neptune: 4, pluto: 5 };
function longitudeOnDay(body: Body, day: number): number {
  const key = BODY_KEYS[body] * 10_000_000 + day;
  let value = dailyLongitudes.get(key);
  if (value === undefined) {
    if (dailyLongitudes.size > 100_000) dailyLongitudes.clear();
    value = bodyPosition(body, new Date(day * DAY)).longitude;
    dailyLongitudes.set(key, value);
  }
  return value;
}
const longitudeAtMs = (body: Body, ms: number): number => (ms % DAY === 0 ? longitudeOnDay(body, ms / DAY) : bodyPosition(body, new Date(ms)).longitude);

/** The moment in (lo, hi] where `inside` turns from its value at lo, to `precision` ms (bisection). */
function bisect(inside: (ms: number) => boolean, lo: number, hi: number, precision: number): number {
  const atLo = inside(lo);
  while (hi - lo > precision) {
    const mid = (lo + hi) / 2;
    if (inside(mid) === atLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
const toMinute = (ms: number) => Math.round(ms / MINUTE) * MINUTE;

/**
 * A root of a continuous f in [lo, hi], where f(lo) and f(hi) have opposite signs, to `precision`
 * ms: regula falsi (Illinois), a bracketing search like bisection that closes in far faster on a
 * smooth curve. Each step stays a quarter of the precision inside the bracket, so it always narrows.
 */
function refine(f: (ms: number) => number, lo: number, hi: number, precision: number): number {
  let flo = f(lo);
  let fhi = f(hi);
  let side = 0;
  for (let i = 0; i < 80 && hi - lo > precision; i++) {
    let mid = (lo * fhi - hi * flo) / (fhi - flo);
    if (!(mid > lo + precision / 4)) mid = lo + precision / 4;
    else if (!(mid < hi - precision / 4)) mid = hi - precision / 4;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = mid;
      fhi = fm;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}

/** The time in [lo, hi] where g is least (one minimum assumed), to the minute. */
function goldenMinimum(g: (ms: number) => number, lo: number, hi: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  while (b - a > MINUTE) {
    const c = b - ratio * (b - a);
    const d = a + ratio * (b - a);
    if (g(c) < g(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

interface Window {
  start: number;
  end: number;
}

/** A natal position and one signed angle of an aspect (a sextile is +60° and -60°: two targets). */
interface Target {
  point: TransitPoint;
  type: NatalAspectType;
  /** The longitude the planet must reach. */
  longitude: number;
}

/** Days between samples: at its fastest each planet moves under half a degree from one to the next. */
const STEP_DAYS: Record<Body, number> = { sun: 1, jupiter: 2, saturn: 3, uranus: 5, neptune: 8, pluto: 8 };

/** Sample times from lo to hi (ms): the step's whole days between, and the ends themselves. */
function sampleTimes(body: Body, lo: number, hi: number): number[] {
  const step = STEP_DAYS[body];
  const times = [lo];
  for (let day = Math.floor(lo / DAY / step) * step + step; day * DAY < hi; day += step) times.push(day * DAY);
  if (hi > lo) times.push(hi);
  return times;
}

/**
 * The transits of one target that are in orb at some moment of [from, to], looking at the samples
 * of [lo, hi]. Runs of samples in orb are one transit when the time out of orb between them is
 * under the merge gap (measured between the found edges, so the samples' spacing does not decide
 * it), and a transit's start and end are found to the minute. Instead, the side(s) to look further
 * on when such a transit may run past the samples (in orb at an end, or able to come back within
 * the gap).
 */
function windowsIn(planet: TransitingPlanet, target: number, orb: number, lo: number, hi: number, from: number, to: number): Window[] | { earlier: boolean; later: boolean } {
  const beyond = (ms: number) => Math.abs(wrap180(longitudeAtMs(planet, ms) - target)) - orb;
  const times = sampleTimes(planet, lo, hi);
  const last = times.length - 1;
  const gap = MERGE_GAP_DAYS * DAY;
  // Runs of samples in orb (indices), each with its edges once found.
  const runs: { first: number; last: number; start?: number; end?: number }[] = [];
  times.forEach((ms, i) => {
    if (beyond(ms) > 0) return;
    const run = runs.at(-1);
    if (run && run.last === i - 1) run.last = i;
    else runs.push({ first: i, last: i });
  });
  const startOf = (run: (typeof runs)[number]) => (run.start ??= toMinute(refine(beyond, times[run.first - 1]!, times[run.first]!, 30_000)));
  const endOf = (run: (typeof runs)[number]) => (run.end ??= toMinute(refine(beyond, times[run.last]!, times[run.last + 1]!, 30_000)));
  // Runs joined into transits: the time between two runs is bracketed by their samples, and found only when the brackets straddle the gap.
  const transits: (typeof runs)[] = [];
  for (const run of runs) {
    const previous = transits.at(-1)?.at(-1);
    const join = previous && (times[run.first]! - times[previous.last]! < gap || (times[run.first - 1]! - times[previous.last + 1]! < gap && startOf(run) - endOf(previous) < gap));
    if (join) transits.at(-1)!.push(run);
    else transits.push([run]);
  }
  const relevant = transits.filter((group) => times[Math.min(group.at(-1)!.last + 1, last)]! >= from && times[Math.max(group[0]!.first - 1, 0)]! <= to);
  const earlier = relevant.some((group) => group[0]!.first === 0 || times[group[0]!.first - 1]! - gap < lo);
  const later = relevant.some((group) => group.at(-1)!.last === last || times[group.at(-1)!.last + 1]! + gap > hi);
  if (earlier || later) return { earlier, later };
  return relevant.map((group) => ({ start: startOf(group[0]!), end: endOf(group.at(-1)!) })).filter((window) => window.start <= to && window.end >= from);
}

/** The whole transits of one target that are in orb at some moment of [from, to]: the samples reach further while one runs on. */
function transitWindows(planet: TransitingPlanet, target: number, orb: number, from: number, to: number): Window[] {
  let lo = (Math.floor(from / DAY) - MARGIN_DAYS) * DAY;
  let hi = (Math.ceil(to / DAY) + MARGIN_DAYS) * DAY;
  for (;;) {
    const found = windowsIn(planet, target, orb, lo, hi, from, to);
    if (Array.isArray(found)) return found;
    // Past the furthest reach the transit is left out (no slow planet stays in orb that long).
    if (hi - lo > 2 * MAX_REACH_DAYS * DAY) return [];
    if (found.earlier) lo -= MARGIN_DAYS * DAY;
    if (found.later) hi += MARGIN_DAYS * DAY;
  }
}

/** The exact hits of the target in a window, to the second. */
function exactHits(planet: TransitingPlanet, target: number, window: Window): number[] {
  const signed = (ms: number) => wrap180(longitudeAtMs(planet, ms) - target);
  const times = sampleTimes(planet, window.start, window.end);
  const values = times.map(signed);
  const hits: number[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const [t0, t1, f0, f1] = [times[i]!, times[i + 1]!, values[i]!, values[i + 1]!];
    if (f0 === 0) hits.push(t0);
    else if (Math.sign(f0) !== Math.sign(f1) && f1 !== 0) hits.push(refine(signed, t0, t1, 500));
    // A station between samples: the curve can dip through zero and back without a change of sign.
    const f2 = values[i + 2];
    if (f2 !== undefined && Math.sign(f0) === Math.sign(f1) && Math.sign(f1) === Math.sign(f2) && Math.abs(f1) < 0.05 && Math.abs(f1) <= Math.abs(f0) && Math.abs(f1) <= Math.abs(f2)) {
      const side = Math.sign(f1);
      const lowest = goldenMinimum((ms) => side * signed(ms), t0, times[i + 2]!);
      if (Math.sign(signed(lowest)) !== side) hits.push(refine(signed, t0, lowest, 500), refine(signed, lowest, times[i + 2]!, 500));
    }
  }
  const rounded = [...new Set(hits.map((ms) => Math.round(ms / 1000) * 1000))].sort((a, b) => a - b);
  return rounded.filter((ms, i) => i === 0 || ms - rounded[i - 1]! > MINUTE);
}

/** The closest approach in a window with no exact hit: the least separation among the samples, refined. */
function closestApproach(planet: TransitingPlanet, target: number, window: Window): number {
  const distance = (ms: number) => Math.abs(wrap180(longitudeAtMs(planet, ms) - target));
  const times = sampleTimes(planet, window.start, window.end);
  const index = times.reduce((best, ms, i) => (distance(ms) < distance(times[best]!) ? i : best), 0);
  const lowest = goldenMinimum(distance, times[Math.max(0, index - 1)]!, times[Math.min(times.length - 1, index + 1)]!);
  return toMinute(lowest);
}

/** The natal points a chart's transits are read to. */
function targetsOf(chart: NatalChart): Target[] {
  const timed = chart.houses !== null;
  const points = TRANSIT_POINTS.filter((id) => timed || (id !== 'moon' && id !== 'ascendant' && id !== 'midheaven'));
  return points.flatMap((id) => {
    const natal = chart.points.find((point) => point.id === id);
    if (!natal) return [];
    return ASPECT_TYPES.flatMap((type) => {
      const angle = ASPECT_NAMES[type].angle;
      const angles = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
      return angles.map((signed) => ({ point: id, type, longitude: (((natal.longitude + signed) % 360) + 360) % 360 }));
    });
  });
}

const PLANET_ORDER = (planet: TransitingPlanet) => TRANSITING_PLANETS.indexOf(planet);

/** The last few answers: a report is read again on each view, in print and as a PDF, and three forecasts share a chart. */
const recent = new Map<string, ForecastTransit[]>();
const RECENT_LIMIT = 16;

/** Every transit of the slow planets to the chart that is within orb at some moment from `from` to `to`, by start. */
export function findTransits(chart: NatalChart, from: Date, to: Date): ForecastTransit[] {
  const targets = targetsOf(chart);
  const key = `${from.getTime()}|${to.getTime()}|${targets.map((target) => `${target.point}:${target.type}:${target.longitude}`).join(',')}`;
  let found = recent.get(key);
  if (!found) {
    found = searchTransits(targets, from, to);
    recent.delete(key);
    recent.set(key, found);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  }
  return found.map((transit) => ({ ...transit, exacts: [...transit.exacts] }));
}

function searchTransits(targets: Target[], from: Date, to: Date): ForecastTransit[] {
  const found: ForecastTransit[] = [];
  for (const planet of TRANSITING_PLANETS) {
    const orb = TRANSIT_ORBS[planet];
    for (const target of targets) {
      for (const window of transitWindows(planet, target.longitude, orb, from.getTime(), to.getTime())) {
        const exacts = exactHits(planet, target.longitude, window);
        const middle = (window.start + window.end) / 2;
        const nearest = exacts.reduce<number | null>((best, ms) => (best === null || Math.abs(ms - middle) < Math.abs(best - middle) ? ms : best), null);
        found.push({
          transiting: planet,
          point: target.point,
          type: target.type,
          kind: ASPECT_NAMES[target.type].kind,
          start: iso(window.start),
          end: iso(window.end),
          peak: iso(nearest ?? closestApproach(planet, target.longitude, window)),
          exacts: exacts.map(iso),
        });
      }
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || PLANET_ORDER(a.transiting) - PLANET_ORDER(b.transiting) || TRANSIT_POINTS.indexOf(a.point) - TRANSIT_POINTS.indexOf(b.point));
}

/** How far (degrees) a planet is from an aspect to a natal longitude at an instant (for the tests and the pages). */
export function separationFrom(planet: TransitingPlanet, natalLongitude: number, type: NatalAspectType, at: Date): number {
  const delta = wrap180(longitudeAtMs(planet, at.getTime()) - natalLongitude);
  return Math.abs(Math.abs(delta) - ASPECT_NAMES[type].angle);
}

/**
 * The houses a body moves through from `from` to `to`, in time order: each stay with the moment it
 * began and ended (a crossing of a cusp found by bisection to the minute; the first and last are
 * clipped to the range). Sampled as the transits are (the Sun daily), so a house narrower than one step's motion can be missed.
 */
export function houseSegments(body: Body, cusps: readonly number[], from: Date, to: Date): { house: number; start: string; end: string }[] {
  const houseAt = (ms: number) => houseOf(longitudeAtMs(body, ms), cusps);
  const times = sampleTimes(body, from.getTime(), to.getTime());
  const segments: { house: number; start: number; end: number }[] = [{ house: houseAt(times[0]!), start: times[0]!, end: times.at(-1)! }];
  for (let i = 1; i < times.length; i++) {
    const house = houseAt(times[i]!);
    const current = segments.at(-1)!;
    if (house === current.house) continue;
    const crossing = toMinute(bisect((ms) => houseAt(ms) === current.house, times[i - 1]!, times[i]!, 30_000));
    current.end = crossing;
    segments.push({ house, start: crossing, end: times.at(-1)! });
  }
  return segments.map((segment) => ({ house: segment.house, start: iso(segment.start), end: iso(segment.end) }));
}
