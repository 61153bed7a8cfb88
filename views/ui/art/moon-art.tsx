import type { ArtProps } from './art-props';
import { ArtSvg } from './svg-frame';
import { r1 } from './art-kit';

const R = 26;
const C = 32;

/**
 * The lit part of the Moon's disc for an elongation (the Moon's longitude less the Sun's, 0-360°),
 * as seen from the northern hemisphere: the bright limb is a half circle on the right while it
 * waxes and on the left while it wanes, closed by the terminator, an ellipse whose half-width is
 * R·|cos elongation| (bulging towards the lit limb for a crescent, away from it past a quarter).
 * Empty at new moon.
 */
export function litPath(elongation: number): string {
  const angle = (((elongation % 360) + 360) % 360) * (Math.PI / 180);
  const waxing = angle <= Math.PI;
  const width = r1(Math.abs(Math.cos(angle)) * R);
  const crescent = Math.cos(angle) > 0;
  // Top to bottom along the lit limb: clockwise (through the right) when waxing.
  const limb = waxing ? 1 : 0;
  // Back to the top along the terminator: through the lit side for a crescent.
  const terminator = crescent === waxing ? 0 : 1;
  if (width >= R - 0.05 && crescent) return '';
  return `M${C} ${C - R}A${R} ${R} 0 0 ${limb} ${C} ${C + R}A${width} ${R} 0 0 ${terminator} ${C} ${C - R}Z`;
}

/** The Moon in its phase (64 x 64): the dark disc, its lit part in gold, and a thin rim. */
export function MoonPhaseArt({ elongation, className, title }: ArtProps & { elongation: number }) {
  const lit = litPath(elongation);
  return (
    <ArtSvg viewBox="0 0 64 64" base="moon-phase-art" className={className} title={title}>
      <circle cx={C} cy={C} r={R} fill="var(--moon-dark, #2a2160)" />
      {lit && <path d={lit} fill="var(--moon-lit, #f2c14e)" />}
      <circle cx={C} cy={C} r={R} fill="none" stroke="var(--moon-rim, #f2c14e)" strokeOpacity=".55" strokeWidth="1.5" />
    </ArtSvg>
  );
}
