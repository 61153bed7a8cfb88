/** Small shared pieces of the art: colour tokens, sparkles, mirrored paths and a seeded star field. */

/** Sign illustrations: the medallion, the bodies and the gold highlights (see art.css for the themes). */
export const FILL = 'var(--art-fill, #efe9ff)';
export const BODY = 'var(--art-body, #ffffff)';
export const ACCENT = 'var(--art-accent, #f2c14e)';

/** Heroes: drawn for the dark night band of the page header in both themes. */
export const INK = 'var(--hero-ink, #f5f1ff)';
export const GOLD = 'var(--hero-gold, #f2c14e)';
export const SOFT = 'var(--hero-soft, rgba(255,255,255,.35))';
export const DEEP = 'var(--hero-deep, #2a2160)';

/** Rounds to one decimal: short, stable path data. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A full circle as path data (two arcs), so it can join other subpaths in one <path>. */
export const ring = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A four-pointed sparkle with concave sides, centred on x,y. */
export function sparkle(x: number, y: number, r: number): string {
  const [a, b, c, d] = [r1(y - r), r1(x + r), r1(y + r), r1(x - r)];
  return `M${x} ${a}Q${x} ${y} ${b} ${y}Q${x} ${y} ${x} ${c}Q${x} ${y} ${d} ${y}Q${x} ${y} ${x} ${a}Z`;
}

/** A path and its mirror image across the vertical line x = width / 2. */
export function Mirrored({ d, width, ...rest }: { d: string; width: number; fill?: string; stroke?: string; strokeWidth?: number }) {
  return (
    <>
      <path d={d} {...rest} />
      <path d={d} transform={`matrix(-1 0 0 1 ${width} 0)`} {...rest} />
    </>
  );
}

/** A small deterministic generator (mulberry32) so star fields are the same on every render. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A field of small stars over a width x height band, as one path of dots (round caps on zero-length lines), kept out of the avoid circles. */
export function StarField({ seed, count, width = 480, height = 200, avoid = [] }: { seed: number; count: number; width?: number; height?: number; avoid?: readonly (readonly [number, number, number])[] }) {
  const rand = seeded(seed);
  const big: string[] = [];
  const small: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(rand() * width);
    const y = Math.round(rand() * height);
    const size = rand();
    if (avoid.some(([cx, cy, r]) => Math.hypot(x - cx, y - cy) < r)) continue;
    (size > 0.8 ? big : small).push(`M${x} ${y}h0`);
  }
  return (
    <g stroke={INK} strokeLinecap="round" fill="none">
      <path d={small.join('')} strokeWidth="1.6" opacity=".55" />
      <path d={big.join('')} strokeWidth="2.6" opacity=".9" />
    </g>
  );
}

/** A crescent: the disc cx,cy,r less the disc of radius ir shifted by dx,dy (the bright limb faces away from the shift). */
export function crescent(cx: number, cy: number, r: number, dx: number, dy: number, ir: number): string {
  const d = Math.hypot(dx, dy);
  const [ux, uy] = [dx / d, dy / d];
  const along = (d * d + r * r - ir * ir) / (2 * d);
  const h = Math.sqrt(r * r - along * along);
  const p1 = [r1(cx + along * ux - h * uy), r1(cy + along * uy + h * ux)];
  const p2 = [r1(cx + along * ux + h * uy), r1(cy + along * uy - h * ux)];
  const large = along > d ? 1 : 0;
  return `M${p1[0]} ${p1[1]}A${r} ${r} 0 1 1 ${p2[0]} ${p2[1]}A${ir} ${ir} 0 ${large} 0 ${p1[0]} ${p1[1]}Z`;
}
