import * as Astronomy from 'astronomy-engine';
import { nutationAndObliquity } from './bodies';

/**
 * The Ascendant, the Midheaven and the twelve house cusps. The local sidereal time is the
 * apparent one (Greenwich apparent sidereal time, with the equation of the equinoxes, plus the
 * east longitude) and the ecliptic is the true ecliptic of date, as the Swiss Ephemeris does, so
 * the angles agree with it to well under an arcminute.
 */

export const HOUSE_SYSTEMS = ['placidus', 'whole-sign', 'equal', 'porphyry'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export interface Houses {
  system: HouseSystem;
  /** Twelve cusps, ecliptic longitude in degrees; cusp 1 is the Ascendant except in Whole Sign. */
  cusps: number[];
  ascendant: number;
  mc: number;
  /** Set when Placidus is undefined (above the polar circles) and Porphyry was used instead. */
  fallback?: 'porphyry';
}

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Ecliptic longitude of the ecliptic point with right ascension `ra` (degrees). */
const longitudeOfRightAscension = (ra: number, cosEps: number) => normalize(Math.atan2(Math.sin(ra * D2R), Math.cos(ra * D2R) * cosEps) * R2D);

interface Angles {
  /** Right ascension of the meridian, degrees. */
  armc: number;
  /** True obliquity, degrees. */
  obliquity: number;
  ascendant: number;
  mc: number;
}

function anglesAt(utc: Date, latitude: number, longitude: number): Angles {
  const time = Astronomy.MakeTime(utc);
  const obliquity = nutationAndObliquity(time).obliquity;
  const armc = normalize(Astronomy.SiderealTime(time) * 15 + longitude);
  const eps = obliquity * D2R;
  const ramc = armc * D2R;
  const mc = longitudeOfRightAscension(armc, Math.cos(eps));
  // Where the ecliptic crosses the eastern horizon.
  let ascendant = normalize(
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * D2R) * Math.sin(eps))) * R2D,
  );
  // Within the polar circles that point can fall more than 180° after the MC (the ecliptic then
  // rises in the west); like the Swiss Ephemeris, take the opposite point so the Ascendant
  // always follows the MC within half a circle.
  if (normalize(ascendant - mc) >= 180) ascendant = normalize(ascendant + 180);
  return { armc, obliquity, ascendant, mc };
}

/** Cusps 4-9 are opposite 10-3. */
function withOpposites(cusp1: number, cusp2: number, cusp3: number, cusp10: number, cusp11: number, cusp12: number): number[] {
  const first = [cusp1, cusp2, cusp3];
  const tenth = [cusp10, cusp11, cusp12];
  return [...first, ...tenth.map((c) => normalize(c + 180)), ...first.map((c) => normalize(c + 180)), ...tenth];
}

/** Porphyry: each quadrant of the ecliptic between the angles divided in three equal parts. */
function porphyryCusps({ ascendant, mc }: Angles): number[] {
  const upper = normalize(ascendant - mc); // MC to Ascendant
  const lower = 180 - upper; // Ascendant to IC
  return withOpposites(
    ascendant,
    normalize(ascendant + lower / 3),
    normalize(ascendant + (2 * lower) / 3),
    mc,
    normalize(mc + upper / 3),
    normalize(mc + (2 * upper) / 3),
  );
}

/**
 * A Placidus cusp: the ecliptic point whose hour angle is the given fraction of its own semi-arc,
 * found by fixed-point iteration on its right ascension. `above` cusps (11, 12) are measured from
 * the MC through the diurnal semi-arc, the others (2, 3) from the IC back through the nocturnal one.
 * Returns null when the point never rises or sets (the iteration leaves the domain).
 */
function placidusCusp(angles: Angles, latitude: number, fraction: number, above: boolean): number | null {
  const tanPhi = Math.tan(latitude * D2R);
  const tanEps = Math.tan(angles.obliquity * D2R);
  const cosEps = Math.cos(angles.obliquity * D2R);
  let ra = above ? angles.armc + fraction * 90 : angles.armc + 180 - fraction * 90;
  for (let i = 0; i < 100; i++) {
    const tanDecl = tanEps * Math.sin(ra * D2R);
    const sinAd = tanPhi * tanDecl;
    if (Math.abs(sinAd) > 1) return null;
    const ad = Math.asin(sinAd) * R2D; // ascensional difference
    const next = above ? angles.armc + fraction * (90 + ad) : angles.armc + 180 - fraction * (90 - ad);
    if (Math.abs(next - ra) < 1e-10) return longitudeOfRightAscension(next, cosEps);
    ra = next;
  }
  return null;
}

function placidusCusps(angles: Angles, latitude: number): number[] | null {
  const c11 = placidusCusp(angles, latitude, 1 / 3, true);
  const c12 = placidusCusp(angles, latitude, 2 / 3, true);
  const c2 = placidusCusp(angles, latitude, 2 / 3, false);
  const c3 = placidusCusp(angles, latitude, 1 / 3, false);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  return withOpposites(angles.ascendant, c2, c3, angles.mc, c11, c12);
}

/**
 * House cusps, Ascendant and MC at an instant and place (latitude north positive, longitude east
 * positive, degrees). Placidus, the default, is undefined above the polar circles (|latitude| >
 * 90° - obliquity), where some ecliptic points never rise or set: there the cusps are Porphyry's,
 * `system` stays 'placidus' and `fallback` says 'porphyry'.
 */
export function houses(utc: Date, latitude: number, longitude: number, system: HouseSystem = 'placidus'): Houses {
  const angles = anglesAt(utc, latitude, longitude);
  const { ascendant, mc } = angles;
  switch (system) {
    case 'placidus': {
      const cusps = Math.abs(latitude) < 90 - angles.obliquity ? placidusCusps(angles, latitude) : null;
      if (cusps) return { system, cusps, ascendant, mc };
      return { system, cusps: porphyryCusps(angles), ascendant, mc, fallback: 'porphyry' };
    }
    case 'porphyry':
      return { system, cusps: porphyryCusps(angles), ascendant, mc };
    case 'equal':
      return { system, cusps: Array.from({ length: 12 }, (_, i) => normalize(ascendant + 30 * i)), ascendant, mc };
    case 'whole-sign': {
      const first = Math.floor(ascendant / 30) * 30;
      return { system, cusps: Array.from({ length: 12 }, (_, i) => normalize(first + 30 * i)), ascendant, mc };
    }
  }
}
