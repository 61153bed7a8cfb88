import * as Astronomy from 'astronomy-engine';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../shared/domain/zodiac';

/**
 * Where the Sun, the Moon and the planets are as seen from the Earth's centre: apparent
 * geocentric positions (light time and aberration corrected) in the true ecliptic of date
 * (precession and nutation applied), the tropical zodiac astrologers use. astronomy-engine's
 * `GeoVector(body, time, true)` gives the apparent J2000 equatorial vector and `Ecliptic()` turns
 * it into ecliptic-of-date coordinates. (Its `EclipticLongitude()` is heliocentric: not for this.)
 */

export const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type PlanetId = (typeof PLANETS)[number];

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
  id: PlanetId;
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

function eclipticOf(id: PlanetId, utc: Date): { longitude: number; latitude: number } {
  const ecliptic = Astronomy.Ecliptic(Astronomy.GeoVector(ENGINE_BODY[id], Astronomy.MakeTime(utc), true));
  return { longitude: normalize(ecliptic.elon), latitude: ecliptic.elat };
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
export function bodyPosition(id: PlanetId, utc: Date): BodyPosition {
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
