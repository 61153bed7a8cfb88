import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { ASPECT_NAMES, pointOf, type NatalAspectType, type NatalChart } from '../../../shared/reports/natal';
import type { AspectKind } from '../../content/natal/types';
import { SYNASTRY_PLANETS, type SynastryPlanet } from '../../content/synastry/types';
import { signOf } from '../horoscopes';

/**
 * Two charts read together (issue #26): synastry, each person's planets against the other's, and
 * the composite chart, the midpoints between the two. Only the Sun to Saturn are read
 * (SYNASTRY_PLANETS): the outer three move so slowly that two people of an age share them.
 *
 * Orbs (SYNASTRY_ORBS), a little tighter than a birth chart's because two charts make 49 pairs:
 * conjunction, opposition, square and trine 8° when the Sun or Moon is in the pair and 6°
 * otherwise; sextile 5° with the Sun or Moon and 4° otherwise. The windows never overlap, so a
 * pair makes at most one aspect.
 *
 * Without a birth time a chart is cast for noon, and the Moon moves 12-15° over the day. A Moon
 * contact is then kept only if it holds all day: at the day's first and last minute (the chart's
 * `moonDay`), against the other Moon's own range when that is uncertain too, the two stand in the
 * same aspect within orb. Its orb is the noon one. The composite Moon says which signs it could
 * be in on such a day.
 */

export interface PairAspect {
  /** Person 1's planet. */
  a: SynastryPlanet;
  /** Person 2's planet. */
  b: SynastryPlanet;
  type: NatalAspectType;
  kind: AspectKind;
  /** Degrees from exact. */
  orb: number;
}

export const SYNASTRY_ORBS = {
  luminary: { conjunction: 8, opposition: 8, square: 8, trine: 8, sextile: 5 },
  other: { conjunction: 6, opposition: 6, square: 6, trine: 6, sextile: 4 },
} as const satisfies Record<string, Record<NatalAspectType, number>>;

const TYPES: readonly NatalAspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];
const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;
/** A difference of longitudes folded into -180..180 (as the sky engine's aspects do). */
const wrap180 = (degrees: number) => normalize(degrees + 180) - 180;

/** The orb for an aspect between two planets. */
export function synastryOrb(a: SynastryPlanet, b: SynastryPlanet, type: NatalAspectType): number {
  const luminary = [a, b].some((planet) => planet === 'sun' || planet === 'moon');
  return SYNASTRY_ORBS[luminary ? 'luminary' : 'other'][type];
}

/** The aspect a difference of longitudes makes within the pair's orbs, if any. */
function aspectOf(difference: number, a: SynastryPlanet, b: SynastryPlanet): { type: NatalAspectType; orb: number } | null {
  const separation = Math.abs(wrap180(difference));
  for (const type of TYPES) {
    const orb = Math.abs(separation - ASPECT_NAMES[type].angle);
    if (orb <= synastryOrb(a, b, type)) return { type, orb };
  }
  return null;
}

/** Where a planet can be: its longitude, and for an untimed Moon the day's range (from its first minute, `span` degrees on). */
interface Reach {
  longitude: number;
  from: number;
  span: number;
}

const SIGNS: readonly ZodiacSlug[] = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

function reachOf(chart: NatalChart, planet: SynastryPlanet): Reach {
  const longitude = pointOf(chart, planet)!.longitude;
  if (planet !== 'moon' || chart.houses !== null || !chart.moonDay) return { longitude, from: longitude, span: 0 };
  const from = SIGNS.indexOf(chart.moonDay.from) * 30 + chart.moonDay.fromDegree;
  const to = SIGNS.indexOf(chart.moonDay.to) * 30 + chart.moonDay.toDegree;
  return { longitude, from, span: normalize(to - from) };
}

/** True when a Moon's uncertainty over the day is part of the pair (so the contact must hold all day). */
export const isUncertain = (chart: NatalChart, planet: SynastryPlanet): boolean => reachOf(chart, planet).span > 0;

/**
 * Every aspect from person 1's planets to person 2's, closest first (ties in planet order). An
 * uncertain Moon's contact is kept only when both ends of the day's range make the same aspect.
 */
export function synastryAspects(first: NatalChart, second: NatalChart): PairAspect[] {
  const found: PairAspect[] = [];
  for (const a of SYNASTRY_PLANETS) {
    for (const b of SYNASTRY_PLANETS) {
      const one = reachOf(first, a);
      const two = reachOf(second, b);
      const aspect = aspectOf(one.longitude - two.longitude, a, b);
      if (!aspect) continue;
      if (one.span > 0 || two.span > 0) {
        // The difference runs over one interval; the aspect holds across it if it holds at both ends.
        const low = aspectOf(one.from - (two.from + two.span), a, b);
        const high = aspectOf(one.from + one.span - two.from, a, b);
        if (low?.type !== aspect.type || high?.type !== aspect.type) continue;
      }
      found.push({ a, b, type: aspect.type, kind: ASPECT_NAMES[aspect.type].kind, orb: aspect.orb });
    }
  }
  const rank = (aspect: PairAspect) => SYNASTRY_PLANETS.indexOf(aspect.a) * 7 + SYNASTRY_PLANETS.indexOf(aspect.b);
  return found.sort((x, y) => x.orb - y.orb || rank(x) - rank(y));
}

/** The midpoint of two longitudes along the shorter arc (350° and 10° give 0°). */
export const midpoint = (a: number, b: number): number => normalize(a + wrap180(b - a) / 2);

export interface CompositePoint {
  id: SynastryPlanet;
  longitude: number;
  sign: ZodiacSlug;
  degree: number;
  /** For the Moon when a birth time is missing: the signs the midpoint passes through over the day, in order (more than one). */
  signs?: ZodiacSlug[];
}

/** The composite chart: the midpoint of each pair of planets, Sun to Saturn. */
export function compositeChart(first: NatalChart, second: NatalChart): CompositePoint[] {
  return SYNASTRY_PLANETS.map((id) => {
    const one = reachOf(first, id);
    const two = reachOf(second, id);
    const longitude = midpoint(one.longitude, two.longitude);
    const point: CompositePoint = { id, longitude, ...signOf(longitude) };
    if (one.span > 0 || two.span > 0) {
      // Each Moon's motion over the day moves the midpoint half as far, the same way round.
      const start = longitude - (normalize(one.longitude - one.from) + normalize(two.longitude - two.from)) / 2;
      const spread = (one.span + two.span) / 2;
      const signs: ZodiacSlug[] = [];
      for (let step = 0; step <= 8; step++) {
        const { sign } = signOf(start + (spread * step) / 8);
        if (signs.at(-1) !== sign) signs.push(sign);
      }
      if (signs.length > 1) point.signs = signs;
    }
    return point;
  });
}
