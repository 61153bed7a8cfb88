import * as Astronomy from 'astronomy-engine';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../../../shared/horoscopes/zodiac';
import { deltaTSwissEphemeris } from './delta-t';

// The Swiss Ephemeris' ΔT model (see delta-t.ts), for every computation in the process.
Astronomy.SetDeltaTFunction(deltaTSwissEphemeris);

/**
 * Where the Sun, the Moon and the planets are as seen from the Earth's centre: apparent
 * geocentric positions (light time and aberration corrected) in the true ecliptic of date
 * (precession and nutation applied), the tropical zodiac astrologers use. astronomy-engine's
 * `GeoVector(body, time, true)` gives the apparent J2000 equatorial vector and `Ecliptic()` turns
 * it into ecliptic-of-date coordinates. (Its `EclipticLongitude()` is heliocentric: not for this.)
 */

export const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type PlanetId = (typeof PLANETS)[number];

/** Each planet's name as a sentence writes it after "the" where English needs one (the Sun, Mars). */
export const PLANET_NAMES = Object.fromEntries(PLANETS.map((id) => [id, `${id[0]!.toUpperCase()}${id.slice(1)}`])) as Record<PlanetId, string>;

/** The planets and the Moon's two nodes (mean and true, both the ascending node). */
export const BODIES = [...PLANETS, 'mean-node', 'true-node'] as const;
export type BodyId = (typeof BODIES)[number];

const ENGINE_BODY: Record<PlanetId, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
};

export interface BodyPosition {
  id: BodyId;
  /** Ecliptic longitude of date, degrees 0-360. */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Change of longitude, degrees per day (negative when retrograde). */
  speed: number;
  retrograde: boolean;
  sign: ZodiacSlug;
  /** Degrees into the sign, 0-30. */
  degree: number;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** astronomy-engine's nutation and obliquity (exported by the library, though not typed). */
interface EarthTilt {
  /** Nutation in longitude, arcseconds. */
  dpsi: number;
  /** True obliquity of the ecliptic, degrees. */
  tobl: number;
}
const earthTilt = (Astronomy as unknown as { e_tilt: (time: Astronomy.AstroTime) => EarthTilt }).e_tilt;
if (typeof earthTilt !== 'function') throw new Error('astronomy-engine no longer exports e_tilt');

/** Nutation in longitude (degrees) and true obliquity of the ecliptic (degrees) at an instant. */
export function nutationAndObliquity(time: Astronomy.AstroTime): { nutationLongitude: number; obliquity: number } {
  const tilt = earthTilt(time);
  return { nutationLongitude: tilt.dpsi / 3600, obliquity: tilt.tobl };
}

/**
 * The mean ascending node of the Moon's orbit: the ELP-2000/82 polynomial of Chapront-Touzé and
 * Chapront (as in Meeus, Astronomical Algorithms, 2nd ed., 47.7), referred to the true equinox
 * of date by adding the nutation in longitude, as ephemerides print it.
 */
function meanNode(time: Astronomy.AstroTime): number {
  const t = time.tt / 36525;
  const omega = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000;
  return normalize(omega + nutationAndObliquity(time).nutationLongitude);
}

/**
 * The true (osculating) ascending node: where the plane of the Moon's instantaneous geocentric
 * orbit (its position and velocity vectors) crosses the true ecliptic of date.
 */
function trueNode(time: Astronomy.AstroTime): number {
  const state = Astronomy.RotateState(Astronomy.Rotation_EQJ_ECT(time), Astronomy.GeoMoonState(time));
  // The orbit's pole h = r × v; the ascending node lies along z × h = (-h.y, h.x, 0).
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return normalize(Math.atan2(hx, -hy) * Astronomy.RAD2DEG);
}

function eclipticOf(id: BodyId, utc: Date): { longitude: number; latitude: number } {
  const time = Astronomy.MakeTime(utc);
  if (id === 'mean-node') return { longitude: meanNode(time), latitude: 0 };
  if (id === 'true-node') return { longitude: trueNode(time), latitude: 0 };
  const ecliptic = Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[id], time, true));
  return { longitude: normalize(ecliptic.elon), latitude: ecliptic.elat };
}

/** A body's apparent ecliptic longitude of date (degrees 0-360) at an instant given in ms. */
export function longitudeAt(id: BodyId, ms: number): number {
  return eclipticOf(id, new Date(ms)).longitude;
}

/** The sign a longitude falls in and the degrees into it. */
export function signOf(longitude: number): { sign: ZodiacSlug; degree: number } {
  const at = normalize(longitude);
  const index = Math.min(11, Math.floor(at / 30));
  return { sign: ZODIAC_SIGNS[index]!.slug, degree: at - index * 30 };
}

/** Half the span, in hours, over which the daily speed is measured (a central difference). */
const SPEED_HALF_SPAN_HOURS = 1;

/** One body's position and motion at an instant. */
export function bodyPosition(id: BodyId, utc: Date): BodyPosition {
  const { longitude, latitude } = eclipticOf(id, utc);
  const span = SPEED_HALF_SPAN_HOURS * 3_600_000;
  const before = eclipticOf(id, new Date(utc.getTime() - span)).longitude;
  const after = eclipticOf(id, new Date(utc.getTime() + span)).longitude;
  // The difference is taken across 0° Aries as well: (after - before) folded into -180..180.
  const change = ((after - before + 540) % 360) - 180;
  const speed = change / ((2 * SPEED_HALF_SPAN_HOURS) / 24);
  return { id, longitude, latitude, speed, retrograde: speed < 0, ...signOf(longitude) };
}

/** Every planet's position at an instant, Sun first. */
export function planetPositions(utc: Date): BodyPosition[] {
  return PLANETS.map((id) => bodyPosition(id, utc));
}

/** Every body's position at an instant, in `BODIES` order (the planets, then the nodes). */
export function bodyPositions(utc: Date): BodyPosition[] {
  return BODIES.map((id) => bodyPosition(id, utc));
}
