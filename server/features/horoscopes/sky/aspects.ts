import type { BodyId, BodyPosition } from './bodies';

/**
 * The five major (Ptolemaic) aspects and their orbs, the largest distance from exact at which an
 * aspect still counts: conjunction and opposition 8°, square and trine 7°, sextile 5°. These
 * are middle-of-the-road orbs (many astrologers use 8-10° for the Sun and Moon, 6° for planets);
 * the orbs never overlap, so a pair of bodies is in at most one aspect.
 */
export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export const ASPECTS: readonly { type: AspectType; angle: number; orb: number }[] = [
  { type: 'conjunction', angle: 0, orb: 8 },
  { type: 'sextile', angle: 60, orb: 5 },
  { type: 'square', angle: 90, orb: 7 },
  { type: 'trine', angle: 120, orb: 7 },
  { type: 'opposition', angle: 180, orb: 8 },
];

/** The exact angle of each aspect type, degrees. */
export const ASPECT_ANGLE: Readonly<Record<AspectType, number>> = Object.fromEntries(ASPECTS.map((a) => [a.type, a.angle])) as Record<AspectType, number>;

export interface Aspect {
  a: BodyId;
  b: BodyId;
  type: AspectType;
  /** Degrees from exact (always positive). */
  orb: number;
  /** True while the aspect is getting closer to exact. */
  applying: boolean;
}

/** Orbs to use instead of the standard ones, per aspect type. */
export type AspectOrbs = Partial<Record<AspectType, number>>;

/** A difference of longitudes folded into -180..180. */
export const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** The aspect two positions make, if any, within the orbs; the closest one if orbs overlap. */
export function aspectBetween(a: BodyPosition, b: BodyPosition, orbs?: AspectOrbs): Aspect | null {
  const delta = wrap180(a.longitude - b.longitude);
  const separation = Math.abs(delta);
  let best: Aspect | null = null;
  for (const { type, angle, orb } of ASPECTS) {
    const off = separation - angle;
    if (Math.abs(off) > (orbs?.[type] ?? orb)) continue;
    if (best && best.orb <= Math.abs(off)) continue;
    // How fast the separation changes, then whether that brings it towards the exact angle.
    const separationSpeed = Math.sign(delta) * (a.speed - b.speed);
    const applying = off === 0 ? false : Math.sign(off) * separationSpeed < 0;
    best = { a: a.id, b: b.id, type, orb: Math.abs(off), applying };
  }
  return best;
}

const isNode = (id: BodyId) => id === 'mean-node' || id === 'true-node';

/**
 * Every aspect among the positions: each pair once, `a` before `b` in the input order. The two
 * nodes are never aspected to each other (they are two estimates of one point).
 */
export function aspectsBetween(bodies: BodyPosition[], orbs?: AspectOrbs): Aspect[] {
  const found: Aspect[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      if (isNode(a.id) && isNode(b.id)) continue;
      const aspect = aspectBetween(a, b, orbs);
      if (aspect) found.push(aspect);
    }
  }
  return found;
}
