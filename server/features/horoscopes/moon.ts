import { moonPhase, type MoonPhase } from '../../../shared/horoscopes/moon-phase';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { LruCache } from '../../cache/lru-cache';
import { bodyPosition } from './sky/bodies';
import { findLunations, findMoonSignChanges } from './sky/search';

const DAY = 86_400_000;

/** The Moon at an instant, as the home page tells it. */
export interface MoonNow {
  phase: MoonPhase;
  /** The sign the Moon is in, and how far into it (degrees). */
  sign: ZodiacSlug;
  degree: number;
  /** When it moves into the next sign (within three days), ISO. */
  nextSign?: { sign: ZodiacSlug; exact: string };
  /** The next new or full moon (within 16 days, so always one), ISO. */
  nextLunation?: { kind: 'new-moon' | 'full-moon'; sign: ZodiacSlug; exact: string };
}

const moons = new LruCache<MoonNow>(48);
const STEP = 10 * 60_000;

function compute(at: Date): MoonNow {
  const sun = bodyPosition('sun', at);
  const moon = bodyPosition('moon', at);
  const nextSign = findMoonSignChanges(at, new Date(at.getTime() + 3 * DAY))[0];
  const nextLunation = findLunations(at, new Date(at.getTime() + 16 * DAY))[0];
  return {
    phase: moonPhase(sun.longitude, moon.longitude),
    sign: moon.sign,
    degree: moon.degree,
    ...(nextSign ? { nextSign: { sign: nextSign.sign, exact: nextSign.exact.toISOString() } } : {}),
    ...(nextLunation ? { nextLunation: { kind: nextLunation.kind, sign: nextLunation.sign, exact: nextLunation.exact.toISOString() } } : {}),
  };
}

/**
 * The Moon's phase, sign and next turns at an instant, from the sky engine (the Sun's and the
 * Moon's apparent longitudes). Kept for ten minutes, in which the phase and its lit share hardly
 * move, unless the Moon changed sign or phase in between: then it is worked out again.
 */
export function moonAt(utc: Date): MoonNow {
  const key = String(Math.floor(utc.getTime() / STEP));
  const known = moons.get(key);
  const now = utc.toISOString();
  const ahead = (exact: string | undefined) => exact === undefined || exact > now;
  if (known && ahead(known.nextSign?.exact) && ahead(known.nextLunation?.exact)) return known;
  const fresh = compute(utc);
  moons.set(key, fresh);
  return fresh;
}
