import type { ZodiacSlug } from '../horoscopes/zodiac';

/**
 * A birth chart as the pages show it (issue #25): made on the server from the sky engine
 * (server/features/reports/natal-chart.ts), drawn and tabled by views/reports/. Longitudes are
 * ecliptic degrees 0-360; a point's `degree` is its place within its sign, 0-30.
 */

export const NATAL_PLANET_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type NatalPlanetId = (typeof NATAL_PLANET_IDS)[number];
export type NatalPointId = NatalPlanetId | 'north-node' | 'ascendant' | 'midheaven';
export type NatalAspectType = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

/** Each point's name and glyph (U+FE0E keeps the glyph text, not emoji). */
export const POINT_NAMES: Record<NatalPointId, { name: string; glyph: string; short: string }> = {
  sun: { name: 'Sun', glyph: '\u2609\uFE0E', short: 'Su' },
  moon: { name: 'Moon', glyph: '\u263D\uFE0E', short: 'Mo' },
  mercury: { name: 'Mercury', glyph: '\u263F\uFE0E', short: 'Me' },
  venus: { name: 'Venus', glyph: '\u2640\uFE0E', short: 'Ve' },
  mars: { name: 'Mars', glyph: '\u2642\uFE0E', short: 'Ma' },
  jupiter: { name: 'Jupiter', glyph: '\u2643\uFE0E', short: 'Ju' },
  saturn: { name: 'Saturn', glyph: '\u2644\uFE0E', short: 'Sa' },
  uranus: { name: 'Uranus', glyph: '\u2645\uFE0E', short: 'Ur' },
  neptune: { name: 'Neptune', glyph: '\u2646\uFE0E', short: 'Ne' },
  pluto: { name: 'Pluto', glyph: '\u2647\uFE0E', short: 'Pl' },
  'north-node': { name: 'North Node', glyph: '\u260A\uFE0E', short: 'NN' },
  ascendant: { name: 'Ascendant', glyph: 'AC', short: 'AC' },
  midheaven: { name: 'Midheaven', glyph: 'MC', short: 'MC' },
};

export const ASPECT_NAMES: Record<NatalAspectType, { name: string; glyph: string; angle: number; kind: 'conjunction' | 'flowing' | 'tense' }> = {
  conjunction: { name: 'Conjunction', glyph: '\u260C\uFE0E', angle: 0, kind: 'conjunction' },
  sextile: { name: 'Sextile', glyph: '\u26B9\uFE0E', angle: 60, kind: 'flowing' },
  square: { name: 'Square', glyph: '\u25A1\uFE0E', angle: 90, kind: 'tense' },
  trine: { name: 'Trine', glyph: '\u25B3\uFE0E', angle: 120, kind: 'flowing' },
  opposition: { name: 'Opposition', glyph: '\u260D\uFE0E', angle: 180, kind: 'tense' },
};

export interface NatalPoint {
  id: NatalPointId;
  longitude: number;
  sign: ZodiacSlug;
  degree: number;
  /** The house it stands in; absent without a birth time. */
  house?: number;
  retrograde: boolean;
}

export interface NatalAspect {
  a: NatalPlanetId;
  b: NatalPlanetId;
  type: NatalAspectType;
  /** Degrees from exact. */
  orb: number;
  applying: boolean;
}

export interface NatalHouse {
  house: number;
  cusp: number;
  sign: ZodiacSlug;
  degree: number;
}

export interface NatalChart {
  name: string;
  gender: 'female' | 'male';
  /** YYYY-MM-DD, and HH:mm or null when the birth time is not known. */
  birthDate: string;
  birthTime: string | null;
  place: { cityId: number; label: string; latitude: number; longitude: number; timezone: string };
  /** The instant the chart is cast for (ISO 8601 UTC) and the clock's offset from UTC then, seconds. */
  utc: string;
  offsetSeconds: number;
  houseSystem: 'placidus' | 'whole-sign' | 'equal' | 'porphyry';
  /** Placidus has no cusps above the polar circles: Porphyry's were used. */
  fallback?: 'porphyry';
  /** The planets and the North Node, then the Ascendant and Midheaven when the time is known. */
  points: NatalPoint[];
  /** Null without a birth time. */
  houses: NatalHouse[] | null;
  aspects: NatalAspect[];
  /** Without a birth time: the Moon's sign at the day's first and last minute (the same sign when it did not change). */
  moonDay?: { from: ZodiacSlug; to: ZodiacSlug; fromDegree: number; toDegree: number };
}

export const pointOf = (chart: NatalChart, id: NatalPointId): NatalPoint | undefined => chart.points.find((point) => point.id === id);

/** 12°34′ from a degree within a sign. */
export function formatDegree(degree: number): string {
  const totalMinutes = Math.floor(degree * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}
