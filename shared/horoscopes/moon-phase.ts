/**
 * The Moon's phase from where the Sun and the Moon stand in the zodiac: the angle the Moon has
 * travelled past the Sun (its elongation in longitude, 0° at new moon, 180° at full) names the
 * phase and gives the lit share of its disc. Pure, so the home page and its tests share it; the
 * longitudes come from the sky engine (server/features/horoscopes/sky/).
 */

/** The eight phases in the order the Moon passes them, each centred on a multiple of 45°. */
export const MOON_PHASES = ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent'] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export interface MoonPhase {
  name: MoonPhaseName;
  /** The Moon's longitude less the Sun's, 0 to 360 degrees. */
  elongation: number;
  /** The lit fraction of the disc as seen from Earth, 0 to 1. */
  illumination: number;
  /** Growing towards full (elongation under 180°). */
  waxing: boolean;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * The phase for two ecliptic longitudes in degrees. Each name covers 45° of elongation (about
 * 3.7 days), centred on its exact moment: "Full Moon" from 157.5° to 202.5°. The lit fraction is
 * (1 - cos elongation) / 2, which leaves out the Moon's latitude and parallax: within about 1%.
 */
export function moonPhase(sunLongitude: number, moonLongitude: number): MoonPhase {
  const elongation = normalize(moonLongitude - sunLongitude);
  const illumination = (1 - Math.cos((elongation * Math.PI) / 180)) / 2;
  const index = Math.floor(normalize(elongation + 22.5) / 45) % MOON_PHASES.length;
  return { name: MOON_PHASES[index]!, elongation, illumination, waxing: elongation > 0 && elongation < 180 };
}

/** "87% lit": the lit share as a whole percentage (0% and 100% only when it rounds there). */
export const litPercent = (illumination: number): number => Math.round(Math.min(1, Math.max(0, illumination)) * 100);
