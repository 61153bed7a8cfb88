import * as Astronomy from 'astronomy-engine';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../../../shared/horoscopes/zodiac';
import { ASPECT_ANGLE, ASPECT_TYPES, wrap180, type AspectType } from './aspects';
import { longitudeAt, signOf, type PlanetId } from './bodies';

/**
 * Exact times of sky events, found by root-finding rather than by stepping whole days.
 *
 * Each search samples a smooth function of time (a longitude difference, a longitude less a sign
 * boundary, a speed) on a grid fine enough for the bodies involved, brackets every change of sign
 * (ignoring the ±180° wrap of a longitude difference), and closes in on it by regula falsi
 * (Illinois variant, falling back to bisection) until the bracket is under a second. Where
 * motion turns back (a retrograde loop) the function can touch zero between two samples without
 * changing sign there; a local minimum of |f| among three samples is therefore searched for its
 * lowest point (golden section), and if that crosses zero both crossings are kept. So an aspect or
 * an ingress that is exact up to three times in a loop is found every time.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Roots are refined until the bracket is this narrow. */
const TOLERANCE_MS = 500;

/** Sampling interval per body: short enough that the body never moves more than a few degrees. */
const STEP_MS: Record<PlanetId, number> = {
  moon: 6 * HOUR,
  sun: DAY,
  mercury: DAY,
  venus: DAY,
  mars: DAY,
  jupiter: 2 * DAY,
  saturn: 2 * DAY,
  uranus: 2 * DAY,
  neptune: 2 * DAY,
  pluto: 2 * DAY,
};

/** Longitudes memoised per call, so the grid shared by several functions is computed once. */
class Longitudes {
  private readonly known = new Map<string, number>();
  at(id: PlanetId, ms: number): number {
    const key = `${id}@${ms}`;
    let value = this.known.get(key);
    if (value === undefined) {
      value = longitudeAt(id, ms);
      this.known.set(key, value);
    }
    return value;
  }
}

function sampleTimes(start: number, end: number, step: number): number[] {
  const times: number[] = [];
  for (let t = start; t < end; t += step) times.push(t);
  times.push(end);
  return times;
}

/** A root of f in [lo, hi] where f(lo) and f(hi) have opposite signs. */
function refine(f: (ms: number) => number, lo: number, hi: number, flo: number, fhi: number): number {
  let side = 0;
  for (let i = 0; i < 100 && hi - lo > TOLERANCE_MS; i++) {
    let mid = (lo * fhi - hi * flo) / (fhi - flo);
    if (!(mid > lo && mid < hi)) mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
      if (side === -1) fhi /= 2; // Illinois: stop one end from sticking
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

/** The time in [lo, hi] where `sign * f` is least (f assumed to have one minimum there). */
function goldenMinimum(g: (ms: number) => number, lo: number, hi: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let gc = g(c);
  let gd = g(d);
  while (b - a > 60_000) {
    if (gc < gd) {
      b = d;
      d = c;
      gd = gc;
      c = b - ratio * (b - a);
      gc = g(c);
    } else {
      a = c;
      c = d;
      gc = gd;
      d = a + ratio * (b - a);
      gd = g(d);
    }
  }
  return (a + b) / 2;
}

/** A jump of a wrapped angle (from near +180 to near -180) is no root. */
const isWrap = (f0: number, f1: number) => Math.abs(f0 - f1) > 180;

/**
 * Every zero of a continuous (apart from ±180° wraps) function on [start, end), sampled at the
 * given times. Near-tangent zeros between samples are found through local minima of |f|.
 */
function zerosOf(f: (ms: number) => number, times: number[], start: number, end: number, closeness = 3): number[] {
  const values = times.map(f);
  const roots: number[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const f0 = values[i]!;
    const f1 = values[i + 1]!;
    if (f0 === 0) roots.push(times[i]!);
    else if (Math.sign(f0) !== Math.sign(f1) && f1 !== 0 && !isWrap(f0, f1)) roots.push(refine(f, times[i]!, times[i + 1]!, f0, f1));
    // A local minimum of |f| without a change of sign: the curve may dip through zero and back.
    if (i + 2 < times.length) {
      const f2 = values[i + 2]!;
      const same = Math.sign(f0) === Math.sign(f1) && Math.sign(f1) === Math.sign(f2) && f1 !== 0;
      if (same && Math.abs(f1) < closeness && Math.abs(f1) <= Math.abs(f0) && Math.abs(f1) <= Math.abs(f2) && !isWrap(f0, f1) && !isWrap(f1, f2)) {
        const sign = Math.sign(f1);
        const lowest = goldenMinimum((ms) => sign * f(ms), times[i]!, times[i + 2]!);
        const fl = f(lowest);
        if (Math.sign(fl) !== sign) {
          roots.push(refine(f, times[i]!, lowest, f0, fl));
          roots.push(refine(f, lowest, times[i + 2]!, fl, f2));
        }
      }
    }
  }
  const unique = [...new Set(roots.map((r) => Math.round(r)))].filter((r) => r >= start && r < end).sort((x, y) => x - y);
  // Two brackets can meet at one root (a sample exactly on it): keep roots a minute apart.
  return unique.filter((r, i) => i === 0 || r - unique[i - 1]! > 60_000);
}

/** The signed angles at which a pair is in the aspect: ±angle, or just 0 and 180. */
const targetsOf = (type: AspectType) => {
  const angle = ASPECT_ANGLE[type];
  return angle === 0 || angle === 180 ? [angle] : [angle, -angle];
};

function aspectTimes(
  longitudes: Longitudes,
  a: PlanetId,
  b: PlanetId | { longitude: number },
  type: AspectType,
  start: number,
  end: number,
): number[] {
  const step = typeof b === 'string' ? Math.min(STEP_MS[a], STEP_MS[b]) : STEP_MS[a];
  const times = sampleTimes(start, end, step);
  const other = typeof b === 'string' ? (ms: number) => longitudes.at(b, ms) : () => b.longitude;
  const roots = targetsOf(type).flatMap((target) =>
    zerosOf((ms) => wrap180(longitudes.at(a, ms) - other(ms) - target), times, start, end),
  );
  return roots.sort((x, y) => x - y);
}

/**
 * The instants in [start, end) when body `a` and body `b` (or a fixed ecliptic longitude, such
 * as a natal position) are exactly in the aspect: their longitudes differ by exactly the aspect's
 * angle, on either side (+60° and -60° for a sextile).
 */
export function findAspectTimes(a: PlanetId, b: PlanetId | { longitude: number }, type: AspectType, start: Date, end: Date): Date[] {
  if (a === b) return [];
  return aspectTimes(new Longitudes(), a, b, type, start.getTime(), end.getTime()).map((ms) => new Date(ms));
}

/** Every exact aspect between any two of the bodies in [start, end), in time order. */
export function findAspectEvents(
  start: Date,
  end: Date,
  bodies: readonly PlanetId[],
): { a: PlanetId; b: PlanetId; type: AspectType; exact: Date }[] {
  const longitudes = new Longitudes();
  const events: { a: PlanetId; b: PlanetId; type: AspectType; exact: Date }[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      if (a === b) continue;
      for (const type of ASPECT_TYPES) {
        for (const ms of aspectTimes(longitudes, a, b, type, start.getTime(), end.getTime())) events.push({ a, b, type, exact: new Date(ms) });
      }
    }
  }
  return events.sort((x, y) => x.exact.getTime() - y.exact.getTime());
}

/** Each time in [start, end) the body enters a sign (forwards, or backwards when retrograde). */
export function findIngresses(body: PlanetId, start: Date, end: Date): { body: PlanetId; sign: ZodiacSlug; exact: Date }[] {
  const longitudes = new Longitudes();
  const from = start.getTime();
  const to = end.getTime();
  const times = sampleTimes(from, to, STEP_MS[body]);
  const found: { body: PlanetId; sign: ZodiacSlug; exact: Date }[] = [];
  const lon = (ms: number) => longitudes.at(body, ms);
  for (let boundary = 0; boundary < 12; boundary++) {
    const f = (ms: number) => wrap180(lon(ms) - boundary * 30);
    for (const ms of zerosOf(f, times, from, to, 3)) {
      // Which way it crosses: forwards it enters the sign starting here, backwards the one before.
      const forwards = f(ms + 60_000) > f(ms - 60_000);
      const sign = ZODIAC_SIGNS[forwards ? boundary : (boundary + 11) % 12]!.slug;
      found.push({ body, sign, exact: new Date(ms) });
    }
  }
  return found.sort((x, y) => x.exact.getTime() - y.exact.getTime());
}

/** The Moon's sign changes in [start, end). */
export function findMoonSignChanges(start: Date, end: Date): { body: PlanetId; sign: ZodiacSlug; exact: Date }[] {
  return findIngresses('moon', start, end);
}

/** Daily motion in longitude, degrees per day, by a central difference over ±1 hour. */
function speedAt(longitudes: Longitudes, body: PlanetId, ms: number): number {
  return wrap180(longitudes.at(body, ms + HOUR) - longitudes.at(body, ms - HOUR)) * 12;
}

/**
 * When a planet stations in [start, end): its motion in longitude stops and turns retrograde or
 * direct again. The Sun and the Moon never station (none is returned for them).
 */
export function findStations(body: PlanetId, start: Date, end: Date): { body: PlanetId; kind: 'retrograde' | 'direct'; exact: Date }[] {
  if (body === 'sun' || body === 'moon') return [];
  const longitudes = new Longitudes();
  const from = start.getTime();
  const to = end.getTime();
  const speed = (ms: number) => speedAt(longitudes, body, ms);
  return zerosOf(speed, sampleTimes(from, to, DAY), from, to, 0).map((ms) => ({
    body,
    kind: speed(ms + HOUR) < speed(ms - HOUR) ? ('retrograde' as const) : ('direct' as const),
    exact: new Date(ms),
  }));
}

/**
 * New and full moons in [start, end), from astronomy-engine's SearchMoonPhase (the Moon's
 * longitude less the Sun's reaching 0° or 180°), with the Moon's longitude and sign.
 */
export function findLunations(start: Date, end: Date): { kind: 'new-moon' | 'full-moon'; exact: Date; longitude: number; sign: ZodiacSlug }[] {
  const found: { kind: 'new-moon' | 'full-moon'; exact: Date; longitude: number; sign: ZodiacSlug }[] = [];
  const to = end.getTime();
  for (const [kind, phase] of [
    ['new-moon', 0],
    ['full-moon', 180],
  ] as const) {
    let from = Astronomy.MakeTime(start);
    for (;;) {
      const days = (to - from.date.getTime()) / DAY;
      if (days <= 0) break;
      const hit = Astronomy.SearchMoonPhase(phase, from, days);
      if (!hit || hit.date.getTime() >= to) break;
      const exact = new Date(Math.round(hit.date.getTime()));
      const longitude = longitudeAt('moon', exact.getTime());
      found.push({ kind, exact, longitude, sign: signOf(longitude).sign });
      from = hit.AddDays(20);
    }
  }
  return found.sort((x, y) => x.exact.getTime() - y.exact.getTime());
}
