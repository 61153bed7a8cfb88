import type { ReactNode } from 'react';
import { crescent, r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';

/**
 * The Starlit Night deck's own drawing kit: night people (a posable figure with face, hair,
 * clothing folds, hands and moonlit rim light), animals, and night settings (skies, moons,
 * stars, lanterns, water with reflections, rooftops, hills, aurora), plus the four suit objects
 * drawn without `data-emblem`. Coordinates are the card's 300 x 520 grid (picture x 30-270,
 * y 40-440). Everything here is id-free unless it takes `ctx` (then ids come from ctx.id).
 */

/** The deck's colours: night skies, silver moonlight, ice, gold lamplight, and figure tones. */
export const SN = {
  night: '#0b0a24',
  indigo: '#1f1a4f',
  deep: '#17123a',
  violet: '#4b3a9a',
  lavender: '#8f7dff',
  plum: '#5a2d6e',
  silver: '#d9def0',
  moon: '#f4f1de',
  ice: '#bfe6ff',
  cyan: '#7fd1e8',
  teal: '#2f6f86',
  gold: '#f2c14e',
  amber: '#f59e3b',
  ember: '#e0673a',
  rose: '#c9577a',
  crimson: '#8e2040',
  ink: '#0c0a22',
  white: '#f4f2ff',
  green: '#2f5d55',
} as const;

/** Skin tones, light to deep, for varying the deck's people. */
export const SKIN = ['#f3dccb', '#e9c3a0', '#d6a27a', '#b57b55', '#8a5636', '#5e3a26'] as const;

/** Hair colours: black, dark brown, auburn, copper, blonde, silver-white, night blue. */
export const HAIR = {
  black: '#15111f',
  brown: '#4a2e22',
  auburn: '#7a3322',
  copper: '#b5562b',
  blonde: '#e0c27a',
  silver: '#dfe3ee',
  blue: '#2b3a7a',
} as const;

/** Shorthand for one-decimal rounded "x y" pairs in path data. */
export const pt = (x: number, y: number) => `${r1(x)} ${r1(y)}`;

/** Path data of an n-pointed star centred on x,y with outer radius r and inner radius ir, first point straight up (turned by rot degrees). */
export function starPath(x: number, y: number, r: number, ir: number, n: number, rot = 0): string {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 ? ir : r;
    d += `${i ? 'L' : 'M'}${pt(x + Math.sin(a) * rr, y - Math.cos(a) * rr)}`;
  }
  return `${d}Z`;
}

/** A field of small stars as one path of dots, in the box x0,y0-x1,y1, kept out of the avoid circles [x, y, r]. */
export function Stars({ seed, count, box = [30, 40, 270, 300], color = SN.white, avoid = [], size = 1 }: { seed: number; count: number; box?: readonly [number, number, number, number]; color?: string; avoid?: readonly (readonly [number, number, number])[]; size?: number }) {
  const rand = seeded(seed);
  const big: string[] = [];
  const small: string[] = [];
  const [x0, y0, x1, y1] = box;
  for (let i = 0; i < count; i++) {
    const x = r1(x0 + rand() * (x1 - x0));
    const y = r1(y0 + rand() * (y1 - y0));
    const s = rand();
    if (avoid.some(([cx, cy, r]) => Math.hypot(x - cx, y - cy) < r)) continue;
    (s > 0.82 ? big : small).push(`M${x} ${y}h0`);
  }
  return (
    <g stroke={color} strokeLinecap="round" fill="none">
      <path d={small.join('')} strokeWidth={1.1 * size} opacity=".6" />
      <path d={big.join('')} strokeWidth={2.2 * size} />
    </g>
  );
}

/** A bright four-pointed twinkle (a long cross sparkle) at x,y, r long, with a soft dot. */
export function Twinkle({ x, y, r, color = SN.white }: { x: number; y: number; r: number; color?: string }) {
  const w = r * 0.16;
  const d = `M${pt(x, y - r)}Q${pt(x + w, y - w)} ${pt(x + r, y)}Q${pt(x + w, y + w)} ${pt(x, y + r)}Q${pt(x - w, y + w)} ${pt(x - r, y)}Q${pt(x - w, y - w)} ${pt(x, y - r)}Z`;
  return (
    <g>
      <circle cx={x} cy={y} r={r * 0.45} fill={color} opacity=".18" />
      <path d={d} fill={color} />
    </g>
  );
}

/** The night sky filling the picture: a vertical gradient from `top` to `bottom` (id from ctx), with an optional star field. */
export function NightSky({ ctx, top = SN.night, bottom = SN.violet, seed = 1, stars = 50, starBox, avoid, name = 'sky' }: { ctx: SceneContext; top?: string; bottom?: string; seed?: number; stars?: number; starBox?: readonly [number, number, number, number]; avoid?: readonly (readonly [number, number, number])[]; name?: string }) {
  const id = ctx.id(name);
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect x="30" y="40" width="240" height="400" fill={`url(#${id})`} />
      {stars > 0 && <Stars seed={seed} count={stars} box={starBox ?? [30, 40, 270, 320]} avoid={avoid ?? []} />}
    </g>
  );
}

/** A radial glow (gradient from `color` at `opacity` to transparent) of radius r around x,y; `name` must be unique within the card. */
export function Glow({ ctx, name, x, y, r, color = SN.gold, opacity = 0.6 }: { ctx: SceneContext; name: string; x: number; y: number; r: number; color?: string; opacity?: number }) {
  const id = ctx.id(name);
  return (
    <g>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor={color} stopOpacity={opacity} />
          <stop offset=".45" stopColor={color} stopOpacity={opacity * 0.35} />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={x} cy={y} r={r} fill={`url(#${id})`} />
    </g>
  );
}

/** An id-free soft halo: three stacked translucent discs of `color` around x,y, r the outer radius. */
export function Halo({ x, y, r, color = SN.gold, opacity = 1 }: { x: number; y: number; r: number; color?: string; opacity?: number }) {
  return (
    <g fill={color}>
      <circle cx={x} cy={y} r={r} opacity={0.07 * opacity} />
      <circle cx={x} cy={y} r={r * 0.66} opacity={0.1 * opacity} />
      <circle cx={x} cy={y} r={r * 0.4} opacity={0.16 * opacity} />
    </g>
  );
}

/** A Gaussian blur filter element with id ctx.id(name), for a few glows per card (filters cost rasterising time): use as filter={`url(#${ctx.id(name)})`}. */
export function BlurFilter({ ctx, name = 'blur', sd = 4 }: { ctx: SceneContext; name?: string; sd?: number }) {
  return (
    <defs>
      <filter id={ctx.id(name)} x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation={sd} />
      </filter>
    </defs>
  );
}

/** The moon at x,y radius r: 'full' with soft maria, or a 'crescent' (lit limb toward `side`: 1 right, -1 left), with a halo; sky is the colour behind a crescent. */
export function Moon({ x, y, r, phase = 'full', side = 1, sky = SN.indigo, halo = true }: { x: number; y: number; r: number; phase?: 'full' | 'crescent' | 'gibbous'; side?: 1 | -1; sky?: string; halo?: boolean }) {
  const cut = phase === 'crescent' ? r * 0.55 : r * 1.25;
  return (
    <g>
      {halo && <Halo x={x} y={y} r={r * 3.2} color={SN.ice} />}
      {phase !== 'full' && <circle cx={x} cy={y} r={r} fill={sky} opacity=".6" stroke={SN.silver} strokeWidth=".6" strokeOpacity=".25" />}
      {phase === 'full' ? <circle cx={x} cy={y} r={r} fill={SN.moon} /> : <path d={crescent(x, y, r, -side * cut, -r * 0.12, r * 0.92)} fill={SN.moon} />}
      {phase === 'full' ? (
        <g fill="#c9c6b6" opacity=".55">
          <ellipse cx={r1(x - r * 0.3)} cy={r1(y - r * 0.2)} rx={r1(r * 0.28)} ry={r1(r * 0.2)} />
          <ellipse cx={r1(x + r * 0.25)} cy={r1(y + r * 0.3)} rx={r1(r * 0.22)} ry={r1(r * 0.16)} />
          <circle cx={r1(x + r * 0.35)} cy={r1(y - r * 0.35)} r={r1(r * 0.1)} />
        </g>
      ) : null}
    </g>
  );
}

/** Aurora curtains across the sky: translucent vertical-streaked ribbons from y (top of the band) h tall, in two colours. */
export function Aurora({ ctx, y, h = 90, colors = [SN.cyan, '#7cf0b0'], seed = 3 }: { ctx: SceneContext; y: number; h?: number; colors?: readonly [string, string]; seed?: number }) {
  const id = ctx.id('aurora');
  const rand = seeded(seed);
  let a = `M30 ${y + h * 0.5}`;
  let b = '';
  for (let x = 30; x <= 270; x += 30) {
    const yy = y + h * (0.2 + rand() * 0.5);
    a += `Q${pt(x + 15, yy - 20 * rand())} ${pt(x + 30, yy)}`;
  }
  a += `V${y + h}H30Z`;
  for (let x = 36; x < 270; x += 6 + rand() * 6) b += `M${r1(x)} ${r1(y + h * 0.2 + rand() * h * 0.3)}v${r1(h * (0.3 + rand() * 0.4))}`;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors[0]} stopOpacity="0" />
          <stop offset=".5" stopColor={colors[1]} stopOpacity=".45" />
          <stop offset="1" stopColor={colors[0]} stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={a} fill={`url(#${id})`} />
      <path d={b} stroke={colors[1]} strokeWidth="1.5" opacity=".22" />
    </g>
  );
}

/** Rolling hills from y (their top line) down to `bottom`, a smooth seeded ridge of amplitude amp, with an optional moonlit rim along the top. */
export function Hills({ y, color, seed = 2, amp = 12, bottom = 440, rim = SN.ice, x0 = 30, x1 = 270 }: { y: number; color: string; seed?: number; amp?: number; bottom?: number; rim?: string | null; x0?: number; x1?: number }) {
  const rand = seeded(seed);
  const step = (x1 - x0) / 4;
  let d = `M${x0} ${r1(y + (rand() - 0.5) * amp)}`;
  for (let i = 0; i < 4; i++) {
    const xa = x0 + step * (i + 0.5);
    const xb = x0 + step * (i + 1);
    d += `Q${pt(xa, y - amp * (0.3 + rand()))} ${pt(xb, y + (rand() - 0.5) * amp)}`;
  }
  return (
    <g>
      <path d={`${d}V${bottom}H${x0}Z`} fill={color} />
      {rim && <path d={d} fill="none" stroke={rim} strokeWidth="1" opacity=".45" />}
    </g>
  );
}

/** A mountain range: seeded peaks along y (the base line is `bottom`) up to `height`, with snow caps when snow is set. */
export function Mountains({ y, height = 80, color, seed = 5, snow = SN.silver, bottom = 440, peaks = 4 }: { y: number; height?: number; color: string; seed?: number; snow?: string | null; bottom?: number; peaks?: number }) {
  const rand = seeded(seed);
  const w = 240 / peaks;
  let d = `M30 ${y}`;
  let caps = '';
  for (let i = 0; i < peaks; i++) {
    const px = 30 + w * (i + 0.3 + rand() * 0.4);
    const ph = y - height * (0.5 + rand() * 0.5);
    const vx = 30 + w * (i + 1);
    const vy = y - height * 0.2 * rand();
    d += `L${pt(px, ph)}L${pt(vx, vy)}`;
    const c = (y - ph) * 0.25;
    caps += `M${pt(px, ph)}L${pt(px + c * 0.8, ph + c)}L${pt(px + c * 0.2, ph + c * 0.75)}L${pt(px - c * 0.3, ph + c * 1.05)}L${pt(px - c * 0.75, ph + c * 0.85)}Z`;
  }
  return (
    <g>
      <path d={`${d}V${bottom}H30Z`} fill={color} />
      {snow && <path d={caps} fill={snow} opacity=".85" />}
    </g>
  );
}

/** A town skyline of pitched roofs and chimneys from x0 to x1 standing on y (drawn down to bottom), with warm lit windows. */
export function Rooftops({ y, x0 = 30, x1 = 270, seed = 4, color = '#141036', windows = SN.gold, bottom = 440, rim = true }: { y: number; x0?: number; x1?: number; seed?: number; color?: string; windows?: string; bottom?: number; rim?: boolean }) {
  const rand = seeded(seed);
  let d = `M${x0} ${bottom}`;
  let win = '';
  let edge = '';
  let x = x0;
  while (x < x1) {
    const w = 22 + rand() * 22;
    const wall = y - 8 - rand() * 26;
    const peak = wall - 8 - rand() * 12;
    const xe = Math.min(x + w, x1);
    d += `V${r1(wall)}L${pt((x + xe) / 2, peak)}L${pt(xe, wall)}`;
    edge += `M${pt(x, wall)}L${pt((x + xe) / 2, peak)}L${pt(xe, wall)}`;
    if (rand() > 0.45) {
      const cx = x + w * 0.72;
      win += '';
      d += '';
      edge += `M${pt(cx, wall - 4)}v-9h4v6`;
    }
    const rows = Math.floor((y - wall) / 10) + 1;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < 2; c++) {
        if (rand() > 0.5) win += `M${pt(x + 5 + c * (w / 2), wall + 5 + r * 10)}h4v5h-4Z`;
      }
    }
    x = xe;
  }
  d += `V${bottom}Z`;
  return (
    <g>
      <path d={d} fill={color} />
      <path d={edge} fill="none" stroke={color} strokeWidth="4" strokeLinejoin="round" />
      {rim && <path d={edge} fill="none" stroke={SN.ice} strokeWidth=".8" opacity=".45" />}
      <path d={win} fill={windows} />
      <path d={win} fill="none" stroke={windows} strokeWidth="3" opacity=".2" />
    </g>
  );
}

/** Still night water from y down to bottom (gradient via ctx), with seeded moonlit shimmer dashes, brighter below the light at glowX. */
export function Water({ ctx, y, bottom = 440, top = '#26306e', deep = '#0c0b2c', glowX, seed = 9, shimmer = SN.ice, name = 'water' }: { ctx: SceneContext; y: number; bottom?: number; top?: string; deep?: string; glowX?: number; seed?: number; shimmer?: string; name?: string }) {
  const id = ctx.id(name);
  const rand = seeded(seed);
  let dashes = '';
  let bright = '';
  for (let yy = y + 4; yy < bottom; yy += 5 + (yy - y) * 0.08) {
    const n = 3 + Math.floor(rand() * 3);
    for (let i = 0; i < n; i++) {
      const x = 30 + rand() * 240;
      const w = 4 + rand() * 10 + (yy - y) * 0.06;
      dashes += `M${pt(x, yy)}h${r1(w)}`;
    }
    if (glowX !== undefined) {
      const spread = 8 + (yy - y) * 0.25;
      const x = glowX - spread / 2 + rand() * spread * 0.5;
      bright += `M${pt(x, yy)}h${r1(spread * (0.4 + rand() * 0.5))}`;
    }
  }
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
      </defs>
      <rect x="30" y={y} width="240" height={bottom - y} fill={`url(#${id})`} />
      <path d={dashes} stroke={shimmer} strokeWidth="1" strokeLinecap="round" opacity=".35" />
      {bright && <path d={bright} stroke={SN.moon} strokeWidth="1.6" strokeLinecap="round" opacity=".75" />}
    </g>
  );
}

/** A vertical broken reflection of a light on water: stacked dashes under x from y down h, w wide, in color. */
export function Reflection({ x, y, h, w = 10, color = SN.gold, seed = 11 }: { x: number; y: number; h: number; w?: number; color?: string; seed?: number }) {
  const rand = seeded(seed);
  let d = '';
  for (let yy = y; yy < y + h; yy += 3.5) {
    const ww = w * (0.4 + rand() * 0.6) * (1 - ((yy - y) / h) * 0.4);
    d += `M${pt(x - ww / 2 + (rand() - 0.5) * 3, yy)}h${r1(ww)}`;
  }
  return <path d={d} stroke={color} strokeWidth="1.4" strokeLinecap="round" opacity=".7" />;
}

/** A hanging or standing paper/iron lantern centred at x,y (its body), s scale, with warm halo; set hang to draw a cord up hang units. */
export function Lantern({ x, y, s = 1, color = SN.gold, hang = 0, frame = '#2a2040' }: { x: number; y: number; s?: number; color?: string; hang?: number; frame?: string }) {
  return (
    <g>
      <Halo x={x} y={y} r={26 * s} color={color} />
      {hang > 0 && <path d={`M${x} ${r1(y - 9 * s)}V${r1(y - 9 * s - hang)}`} stroke={frame} strokeWidth={r1(0.9 * s)} />}
      <path d={`M${pt(x - 4 * s, y - 8 * s)}h${r1(8 * s)}l${r1(2 * s)} ${r1(3 * s)}v${r1(10 * s)}l${r1(-2 * s)} ${r1(3 * s)}h${r1(-8 * s)}l${r1(-2 * s)} ${r1(-3 * s)}v${r1(-10 * s)}Z`} fill={color} stroke={frame} strokeWidth={r1(1.1 * s)} />
      <path d={`M${pt(x, y - 5 * s)}v${r1(10 * s)}M${pt(x - 6 * s, y)}h${r1(12 * s)}`} stroke={frame} strokeWidth={r1(0.6 * s)} opacity=".6" />
      <circle cx={x} cy={y} r={r1(2.4 * s)} fill="#fff6d0" />
      <path d={`M${pt(x - 3 * s, y - 8 * s)}l${r1(3 * s)} ${r1(-3 * s)}l${r1(3 * s)} ${r1(3 * s)}`} fill={frame} />
    </g>
  );
}

/** A lit candle standing on x,y (its base), h tall, with flame and halo. */
export function Candle({ x, y, h = 16, s = 1, wax = SN.moon }: { x: number; y: number; h?: number; s?: number; wax?: string }) {
  const w = 2.6 * s;
  const top = y - h * s;
  return (
    <g>
      <Halo x={x} y={top - 4 * s} r={18 * s} color={SN.amber} />
      <rect x={r1(x - w)} y={r1(top)} width={r1(2 * w)} height={r1(h * s)} fill={wax} stroke={SN.ink} strokeWidth={r1(0.6 * s)} />
      <path d={`M${pt(x, top - 8 * s)}Q${pt(x + 2.6 * s, top - 3 * s)} ${pt(x, top - 0.5 * s)}Q${pt(x - 2.6 * s, top - 3 * s)} ${pt(x, top - 8 * s)}Z`} fill={SN.gold} />
      <path d={`M${pt(x, top - 5 * s)}q${r1(1 * s)} ${r1(2 * s)} 0 ${r1(4 * s)}q${r1(-1 * s)} ${r1(-2 * s)} 0 ${r1(-4 * s)}Z`} fill="#fff8dc" />
    </g>
  );
}

/** A simple dark pine tree standing on x,y, h tall, with snow or moonlit edges (rim colour). */
export function Pine({ x, y, h = 50, color = '#10142e', rim = SN.ice }: { x: number; y: number; h?: number; color?: string; rim?: string | null }) {
  const w = h * 0.36;
  const d = `M${pt(x, y - h)}L${pt(x + w * 0.45, y - h * 0.62)}L${pt(x + w * 0.25, y - h * 0.62)}L${pt(x + w * 0.75, y - h * 0.3)}L${pt(x + w * 0.45, y - h * 0.3)}L${pt(x + w, y - h * 0.08)}L${pt(x - w, y - h * 0.08)}L${pt(x - w * 0.45, y - h * 0.3)}L${pt(x - w * 0.75, y - h * 0.3)}L${pt(x - w * 0.25, y - h * 0.62)}L${pt(x - w * 0.45, y - h * 0.62)}Z`;
  return (
    <g>
      <rect x={r1(x - h * 0.03)} y={r1(y - h * 0.1)} width={r1(h * 0.06)} height={r1(h * 0.1)} fill="#1a1226" />
      <path d={d} fill={color} />
      {rim && <path d={`M${pt(x, y - h)}L${pt(x + w * 0.45, y - h * 0.62)}M${pt(x + w * 0.25, y - h * 0.62)}L${pt(x + w * 0.75, y - h * 0.3)}M${pt(x + w * 0.45, y - h * 0.3)}L${pt(x + w, y - h * 0.08)}`} stroke={rim} strokeWidth="1" opacity=".6" fill="none" />}
    </g>
  );
}

/** Drifting night clouds: a soft lobed band centred at x,y, w wide, moonlit on top. */
export function Cloud({ x, y, w = 70, color = '#2d2a66', rim = SN.silver, opacity = 0.9 }: { x: number; y: number; w?: number; color?: string; rim?: string | null; opacity?: number }) {
  const h = w * 0.22;
  const d = `M${pt(x - w / 2, y)}Q${pt(x - w * 0.45, y - h)} ${pt(x - w * 0.25, y - h * 0.8)}Q${pt(x - w * 0.15, y - h * 1.9)} ${pt(x + w * 0.05, y - h * 1.1)}Q${pt(x + w * 0.25, y - h * 1.7)} ${pt(x + w * 0.3, y - h * 0.6)}Q${pt(x + w * 0.5, y - h * 0.6)} ${pt(x + w / 2, y)}Z`;
  return (
    <g opacity={opacity}>
      <path d={d} fill={color} />
      {rim && <path d={d} fill="none" stroke={rim} strokeWidth="1" opacity=".5" />}
    </g>
  );
}

/* ------------------------------------------------------------------ figures */

/** An arm: [shoulder angle, elbow bend] in degrees. 0 hangs straight down, 90 points outward (away from the body's centre), 180 straight up; negative angles cross in front of the body. The bend is added to the forearm. */
export type Arm = readonly [number, number];

/** Hair styles of the Figure. */
export type HairStyle = 'long' | 'short' | 'bun' | 'curly' | 'braid' | 'bald' | 'wavy' | 'crop';

/** Headgear of the Figure. */
export type Headgear = 'none' | 'crown' | 'circlet' | 'hood' | 'hat' | 'veil' | 'helm' | 'laurel' | 'mitre' | 'horns';

/** A Figure's parameters. Only x and y are required. */
export interface FigureProps {
  /** Ground point between the feet (for 'ride', the saddle point; for 'sit', the floor under the feet). */
  x: number;
  y: number;
  /** Scale: 1 is a standing figure 100 units tall. */
  s?: number;
  /** 'hang' is standing with one leg straight and the other bent behind it (draw rotated 180 for the Hanged Man; needs dress 'tunic' or 'coat'). */
  pose?: 'stand' | 'walk' | 'sit' | 'kneel' | 'ride' | 'hang';
  /** Image-left arm and image-right arm (see Arm). */
  armL?: Arm;
  armR?: Arm;
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  beard?: 'none' | 'short' | 'long';
  /** Main garment colour, and the colour of trim/sash/under-sleeve. */
  robe?: string;
  trim?: string;
  /** A cloak behind the figure, in this colour. */
  cape?: string;
  /** 'gown' to the ground, 'tunic' to the thigh with legs (trousers colour `legs`), 'coat' to the knee with legs. */
  dress?: 'gown' | 'tunic' | 'coat';
  legs?: string;
  head?: Headgear;
  /** Colour of the headgear (gold by default; the hood uses the cape or robe). */
  headColor?: string;
  /** Where the face looks: -1 image-left ... 1 image-right. */
  look?: number;
  mood?: 'calm' | 'smile' | 'sad' | 'fierce' | 'closed' | 'open';
  /** Side the moonlight comes from: 1 image-right, -1 image-left. Rim light on that side, shade on the other. */
  light?: 1 | -1;
  /** Width of the body: 0.85 slim ... 1.3 broad. */
  build?: number;
  /** Draws age lines and thinner brows when 'old'. */
  age?: 'young' | 'adult' | 'old';
  /** Upside down (for the Hanged Man): the figure is rotated 180 degrees about its hip... use rotate instead. Rotation in degrees about the ground point. */
  rotate?: number;
}

interface Layout {
  hipY: number;
  shY: number;
  neckY: number;
  headY: number;
  sw: number;
  hw: number;
  hipw: number;
  hemY: number;
  hemw: number;
  shoulders: [[number, number], [number, number]];
  elbows: [[number, number], [number, number]];
  hands: [[number, number], [number, number]];
  handDir: [number, number];
}

const rad = (deg: number) => (deg * Math.PI) / 180;

function layout(p: FigureProps): Layout {
  const pose = p.pose ?? 'stand';
  const b = p.build ?? 1;
  const hipY = pose === 'sit' ? -40 : pose === 'kneel' ? -31 : pose === 'ride' ? -2 : -50;
  const shY = hipY - 29;
  const neckY = hipY - 33;
  const headY = hipY - 41;
  const sw = 10.5 * b;
  const hw = 6.8 * b;
  const hipw = 9 * b;
  const dress = p.dress ?? 'gown';
  const hemY = dress === 'gown' ? (pose === 'ride' ? 14 : -1) : dress === 'coat' ? hipY + 30 : hipY + 16;
  const hemw = dress === 'gown' ? (pose === 'kneel' ? 24 : pose === 'sit' ? 17 : 17) * b : dress === 'coat' ? 14 * b : 12 * b;
  const arm = (a: Arm, side: -1 | 1) => {
    const sx = side * (sw - 1.8);
    const sy = shY + 2.5;
    const a1 = rad(a[0]);
    const a2 = rad(a[0] + a[1]);
    const ex = sx + side * Math.sin(a1) * 16;
    const ey = sy + Math.cos(a1) * 16;
    const hx = ex + side * Math.sin(a2) * 14;
    const hy = ey + Math.cos(a2) * 14;
    return { s: [sx, sy] as [number, number], e: [ex, ey] as [number, number], h: [hx, hy] as [number, number], dir: [side * Math.sin(a2), Math.cos(a2)] as [number, number] };
  };
  const l = arm(p.armL ?? [8, 6], -1);
  const r = arm(p.armR ?? [8, 6], 1);
  return { hipY, shY, neckY, headY, sw, hw, hipw, hemY, hemw, shoulders: [l.s, r.s], elbows: [l.e, r.e], hands: [l.h, r.h], handDir: [0, 0] };
}

/** Where a Figure's hands and head are on the card, for placing held objects: { l: [x, y], r: [x, y], head: [x, y], hip: [x, y] } (hand points are the palm centres). */
export function figurePoints(p: FigureProps): { l: [number, number]; r: [number, number]; head: [number, number]; hip: [number, number] } {
  const L = layout(p);
  const s = p.s ?? 1;
  const rot = rad(p.rotate ?? 0);
  const map = ([x, y]: [number, number]): [number, number] => {
    const c = Math.cos(rot);
    const n = Math.sin(rot);
    return [r1(p.x + (x * c - y * n) * s), r1(p.y + (x * n + y * c) * s)];
  };
  const hand = (i: 0 | 1): [number, number] => {
    const e = L.elbows[i];
    const h = L.hands[i];
    const len = Math.hypot(h[0] - e[0], h[1] - e[1]);
    return [h[0] + ((h[0] - e[0]) / len) * 2.6, h[1] + ((h[1] - e[1]) / len) * 2.6];
  };
  return { l: map(hand(0)), r: map(hand(1)), head: map([0, L.headY]), hip: map([0, L.hipY]) };
}

const shade = (hex: string, f: number) => {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f)));
  const [r, g, b] = [c(n >> 16), c((n >> 8) & 255), c(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
};

/** Lightens (f > 0, toward white) or darkens (f < 0, toward black) a #rrggbb colour by the fraction f. */
export const tint = shade;

/** A hand at x,y pointing along the unit direction dx,dy (fingers toward it), r its size, with a thumb on the `thumb` side (1 or -1). */
export function Hand({ x, y, dx = 0, dy = 1, r = 2.8, skin = SKIN[0], open = false, thumb = 1 }: { x: number; y: number; dx?: number; dy?: number; r?: number; skin?: string; open?: boolean; thumb?: 1 | -1 }) {
  const ang = r1((Math.atan2(dy, dx) * 180) / Math.PI - 90);
  const fingers = open ? `M${-r * 0.7} ${r * 0.5}l-0.4 ${r * 1.3}M${-r * 0.2} ${r * 0.7}l0 ${r * 1.4}M${r * 0.3} ${r * 0.7}l0.3 ${r * 1.3}` : '';
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${ang})`}>
      {open && <path d={fingers} stroke={SN.ink} strokeWidth={r1(r * 0.75)} strokeLinecap="round" />}
      {open && <path d={fingers} stroke={skin} strokeWidth={r1(r * 0.45)} strokeLinecap="round" />}
      <path d={`M${r1(-r * 0.95)} ${r1(-r * 0.9)}Q${r1(-r * 1.15)} ${r1(r * 1.2)} 0 ${r1(r * 1.35)}Q${r1(r * 1.15)} ${r1(r * 1.2)} ${r1(r * 0.95)} ${r1(-r * 0.9)}Z`} fill={skin} stroke={SN.ink} strokeWidth={r1(r * 0.22)} />
      <path d={`M${r1(thumb * r * 0.8)} ${r1(-r * 0.3)}q${r1(thumb * r * 0.75)} ${r1(r * 0.5)} ${r1(thumb * r * 0.35)} ${r1(r * 1.1)}`} fill="none" stroke={SN.ink} strokeWidth={r1(r * 0.22)} />
    </g>
  );
}

/** A face (skin oval, eyes with catch-lights, brows, nose, mouth, cheeks) at x,y of radius r, looking toward look (-1..1). Used by Figure; usable alone for close-ups. */
export function Face({ x, y, r, skin = SKIN[0], look = 0, mood = 'calm', age = 'adult', light = 1 }: { x: number; y: number; r: number; skin?: string; look?: number; mood?: FigureProps['mood']; age?: FigureProps['age']; light?: 1 | -1 }) {
  const lx = look * r * 0.32;
  const ey = y + r * 0.05;
  const ex = r * 0.38;
  const ink = SN.ink;
  const brow = mood === 'fierce' ? 0.18 : mood === 'sad' ? -0.14 : 0;
  const eyes =
    mood === 'closed'
      ? `M${pt(x + lx - ex - r * 0.16, ey)}q${r1(r * 0.16)} ${r1(r * 0.12)} ${r1(r * 0.32)} 0M${pt(x + lx + ex - r * 0.16, ey)}q${r1(r * 0.16)} ${r1(r * 0.12)} ${r1(r * 0.32)} 0`
      : '';
  const mouth =
    mood === 'smile'
      ? `M${pt(x + lx * 1.1 - r * 0.26, y + r * 0.52)}q${r1(r * 0.26)} ${r1(r * 0.2)} ${r1(r * 0.52)} 0`
      : mood === 'sad'
        ? `M${pt(x + lx * 1.1 - r * 0.2, y + r * 0.6)}q${r1(r * 0.2)} ${r1(-r * 0.12)} ${r1(r * 0.4)} 0`
        : mood === 'open'
          ? ''
          : `M${pt(x + lx * 1.1 - r * 0.18, y + r * 0.55)}q${r1(r * 0.18)} ${r1(r * 0.07)} ${r1(r * 0.36)} 0`;
  return (
    <g>
      <ellipse cx={x} cy={y} rx={r1(r * 0.84)} ry={r} fill={skin} stroke={ink} strokeWidth={r1(r * 0.1)} />
      <path d={`M${pt(x - light * r * 0.2, y - r)}Q${pt(x - light * r * 1.05, y - r * 0.3)} ${pt(x - light * r * 0.3, y + r * 0.98)}Q${pt(x - light * r * 0.95, y + r * 0.4)} ${pt(x - light * r * 0.2, y - r)}Z`} fill="#1a1240" opacity=".28" />
      <path d={`M${pt(x + light * r * 0.55, y - r * 0.72)}Q${pt(x + light * r * 0.95, y)} ${pt(x + light * r * 0.5, y + r * 0.78)}`} fill="none" stroke={SN.ice} strokeWidth={r1(r * 0.1)} opacity=".8" />
      <circle cx={r1(x + lx - ex)} cy={r1(y + r * 0.38)} r={r1(r * 0.17)} fill={SN.rose} opacity=".3" />
      <circle cx={r1(x + lx + ex)} cy={r1(y + r * 0.38)} r={r1(r * 0.17)} fill={SN.rose} opacity=".3" />
      {mood === 'closed' ? (
        <path d={eyes} fill="none" stroke={ink} strokeWidth={r1(r * 0.1)} strokeLinecap="round" />
      ) : (
        <g>
          <ellipse cx={r1(x + lx - ex)} cy={r1(ey)} rx={r1(r * 0.13)} ry={r1(r * 0.17)} fill={ink} />
          <ellipse cx={r1(x + lx + ex)} cy={r1(ey)} rx={r1(r * 0.13)} ry={r1(r * 0.17)} fill={ink} />
          <circle cx={r1(x + lx - ex + r * 0.05)} cy={r1(ey - r * 0.06)} r={r1(r * 0.05)} fill="#fff" />
          <circle cx={r1(x + lx + ex + r * 0.05)} cy={r1(ey - r * 0.06)} r={r1(r * 0.05)} fill="#fff" />
        </g>
      )}
      <path
        d={`M${pt(x + lx - ex - r * 0.2, ey - r * 0.27 - brow * r)}q${r1(r * 0.2)} ${r1(-r * 0.13 + brow * r)} ${r1(r * 0.38)} ${r1(brow * r * 0.6)}M${pt(x + lx + ex + r * 0.2, ey - r * 0.27 - brow * r)}q${r1(-r * 0.2)} ${r1(-r * 0.13 + brow * r)} ${r1(-r * 0.38)} ${r1(brow * r * 0.6)}`}
        fill="none"
        stroke={ink}
        strokeWidth={r1(r * (age === 'old' ? 0.08 : 0.11))}
        strokeLinecap="round"
      />
      <path d={`M${pt(x + lx * 1.3, ey + r * 0.05)}q${r1(r * 0.1 + look * r * 0.06)} ${r1(r * 0.2)} ${r1(-r * 0.04)} ${r1(r * 0.27)}`} fill="none" stroke={ink} strokeWidth={r1(r * 0.07)} opacity=".6" strokeLinecap="round" />
      {mouth ? (
        <path d={mouth} fill="none" stroke="#7a2838" strokeWidth={r1(r * 0.1)} strokeLinecap="round" />
      ) : (
        <ellipse cx={r1(x + lx * 1.1)} cy={r1(y + r * 0.58)} rx={r1(r * 0.12)} ry={r1(r * 0.1)} fill="#5a1a2a" />
      )}
      {age === 'old' && (
        <path d={`M${pt(x + lx - r * 0.3, y - r * 0.55)}h${r1(r * 0.6)}M${pt(x + lx - ex - r * 0.28, ey + r * 0.2)}l${r1(-r * 0.1)} ${r1(r * 0.1)}M${pt(x + lx + ex + r * 0.28, ey + r * 0.2)}l${r1(r * 0.1)} ${r1(r * 0.1)}`} stroke={ink} strokeWidth={r1(r * 0.05)} opacity=".45" />
      )}
    </g>
  );
}

/**
 * A person of the night, drawn at (x, y) (the ground between the feet) at scale s (1 = 100 units tall):
 * a cloak, a flowing gown (or tunic/coat with legs) with folds, a sash, sleeves and hands posed by
 * armL/armR, a lit face with eyes and expression, hair and headgear; shaded away from the moonlight
 * (`light` side) and rim-lit on it. Use figurePoints(props) to find where the hands are.
 */
export function Figure(props: FigureProps) {
  const { x, y, s = 1, pose = 'stand', skin = SKIN[0], hair = HAIR.brown, hairStyle = 'long', beard = 'none', robe = SN.lavender, trim = SN.gold, cape, dress = 'gown', legs = '#2a2246', head = 'none', look = 0, mood = 'calm', light = 1, age = 'adult', rotate = 0 } = props;
  const L = layout(props);
  const headColor = props.headColor ?? (head === 'hood' ? (cape ?? robe) : SN.gold);
  const ink = SN.ink;
  const { hipY, shY, neckY, headY, sw, hw, hipw, hemY, hemw } = L;
  const hr = 7.4;
  const walk = pose === 'walk';
  // Body outline, left half from neck to hem, then mirrored.
  const side = (k: -1 | 1) => {
    const sway = walk ? k * 2.5 : 0;
    const hx = k * hemw + sway;
    const waist = `${pt(k * hw, hipY - 9)}`;
    if (pose === 'sit' && dress === 'gown')
      return `L${pt(k * sw, shY + 1)}Q${pt(k * (sw + 0.5), hipY - 16)} ${waist}Q${pt(k * (hipw + 1), hipY - 2)} ${pt(k * (hipw + 4), hipY + 2)}Q${pt(k * (hemw + 1), hipY + 10)} ${pt(hx, hemY)}`;
    return `L${pt(k * sw, shY + 1)}Q${pt(k * (sw + 0.5), hipY - 16)} ${waist}Q${pt(k * (hipw + 0.5), hipY - 3)} ${pt(k * hipw, hipY)}Q${pt(k * (hemw - 2), (hipY + hemY) / 2)} ${pt(hx, hemY)}`;
  };
  const hemCurve = (from: -1 | 1) => {
    const a = from * hemw + (walk ? from * 2.5 : 0);
    const b = -from * hemw + (walk ? -from * 2.5 : 0);
    const dip = pose === 'kneel' ? 2 : 3;
    return `Q${pt((a + b) / 2, hemY + dip)} ${pt(b, hemY)}`;
  };
  const neck = `M${pt(-4, neckY + 1)}Q${pt(-sw + 2, shY - 0.5)} ${pt(-sw, shY + 1)}`;
  const body = `M${pt(-3.5, neckY + 1)}${side(-1).replace(/^L[^Q]+/, `L${pt(-sw, shY + 1)}`)}${hemCurve(-1)}${reverseSide(1)}Q${pt(sw - 2, shY - 0.5)} ${pt(3.5, neckY + 1)}Q${pt(0, neckY + 4)} ${pt(-3.5, neckY + 1)}Z`;
  function reverseSide(k: 1) {
    const sway = walk ? k * 2.5 : 0;
    if (pose === 'sit' && dress === 'gown')
      return `Q${pt(k * (hemw + 1), hipY + 10)} ${pt(k * (hipw + 4), hipY + 2)}Q${pt(k * (hipw + 1), hipY - 2)} ${pt(k * hw, hipY - 9)}Q${pt(k * (sw + 0.5), hipY - 16)} ${pt(k * sw, shY + 1)}`;
    void sway;
    return `Q${pt(k * (hemw - 2), (hipY + hemY) / 2)} ${pt(k * hipw, hipY)}Q${pt(k * (hipw + 0.5), hipY - 3)} ${pt(k * hw, hipY - 9)}Q${pt(k * (sw + 0.5), hipY - 16)} ${pt(k * sw, shY + 1)}`;
  }
  void neck;
  const dark = shade(robe, -0.45);
  const lit = shade(robe, 0.35);
  // Folds: from the waist/hip fanning to the hem.
  let folds = '';
  const nf = dress === 'gown' ? 4 : 2;
  for (let i = 0; i < nf; i++) {
    const t = (i + 0.5) / nf - 0.5;
    const fx = t * hipw * 1.4;
    const hx = t * hemw * 1.7 + (walk ? 2 : 0);
    folds += `M${pt(fx, hipY + 2)}Q${pt(fx + t * 3, (hipY + hemY) / 2)} ${pt(hx, hemY - 1)}`;
  }
  folds += `M${pt(-hw * 0.3, shY + 6)}Q${pt(-1, hipY - 14)} ${pt(-hw * 0.5, hipY - 9)}`;
  // Shade half: shadow side outline + a centre line.
  const sh = -light as -1 | 1;
  const shadeHalf = `M${pt(sh * 1, neckY + 3)}L${pt(sh * sw, shY + 1)}Q${pt(sh * (sw + 0.5), hipY - 16)} ${pt(sh * hw, hipY - 9)}Q${pt(sh * (hipw + 0.5), hipY - 3)} ${pt(sh * hipw, hipY)}Q${pt(sh * (hemw - 2), (hipY + hemY) / 2)} ${pt(sh * hemw, hemY)}Q${pt(sh * hemw * 0.6, hemY + 2)} ${pt(sh * hemw * 0.25, hemY + 2)}Q${pt(sh * 3, (hipY + hemY) / 2)} ${pt(sh * 1, hipY - 5)}Q${pt(sh * 4, shY + 10)} ${pt(sh * 1, neckY + 3)}Z`;
  const rim = `M${pt(light * 3.5, neckY + 1)}Q${pt(light * (sw - 2), shY - 0.5)} ${pt(light * sw, shY + 1)}Q${pt(light * (sw + 0.5), hipY - 16)} ${pt(light * hw, hipY - 9)}Q${pt(light * (hipw + 0.5), hipY - 3)} ${pt(light * hipw, hipY)}Q${pt(light * (hemw - 2), (hipY + hemY) / 2)} ${pt(light * hemw + (walk ? light * 2.5 : 0), hemY)}`;
  // Legs (tunic/coat, or riding).
  const legPaths: string[] = [];
  if (dress !== 'gown' || pose === 'ride') {
    if (pose === 'hang') legPaths.push(`M${pt(4.5, hipY + 3)}L${pt(1.5, -3)}`, `M${pt(-4.5, hipY + 3)}L${pt(-15, hipY + 22)}L${pt(3, hipY + 27)}`);
    else if (pose === 'ride') legPaths.push(`M${pt(-4, hipY + 4)}Q${pt(-9, hipY + 14)} ${pt(-8, hipY + 22)}L${pt(-6, hipY + 34)}`);
    else if (pose === 'sit') legPaths.push(`M${pt(-5, hipY + 3)}L${pt(-6, hipY + 6)}L${pt(-6, -3)}`, `M${pt(5, hipY + 3)}L${pt(6, hipY + 6)}L${pt(6, -3)}`);
    else if (pose === 'kneel') legPaths.push(`M${pt(-5, hipY + 3)}L${pt(-8, -4)}L${pt(-20, -3)}`, `M${pt(5, hipY + 3)}L${pt(9, hipY + 8)}L${pt(8, -3)}`);
    else if (walk) legPaths.push(`M${pt(-4, hipY + 3)}Q${pt(-8, hipY + 26)} ${pt(-11, -3)}`, `M${pt(4, hipY + 3)}Q${pt(7, hipY + 28)} ${pt(8, -3)}`);
    else legPaths.push(`M${pt(-4.5, hipY + 3)}L${pt(-5.5, -3)}`, `M${pt(4.5, hipY + 3)}L${pt(5.5, -3)}`);
  }
  const feet = legPaths.map((d) => {
    const m = /L(-?[\d.]+) (-?[\d.]+)$|Q[^Q]* (-?[\d.]+) (-?[\d.]+)$/.exec(d);
    const fx = Number(m?.[1] ?? m?.[3] ?? 0);
    const fy = Number(m?.[2] ?? m?.[4] ?? 0);
    const dir = fx < 0 ? -1 : 1;
    return `M${pt(fx - dir * 1.5, fy - 2)}q${r1(dir * 4)} -0.5 ${r1(dir * 6)} 3.5h${r1(-dir * 7)}Z`;
  });
  // Arms: thick round strokes (outline under fill) with a bell cuff, then hands.
  const armD = (i: 0 | 1) => `M${pt(...L.shoulders[i])}L${pt(...L.elbows[i])}L${pt(...L.hands[i])}`;
  const cuff = (i: 0 | 1) => {
    const e = L.elbows[i];
    const h = L.hands[i];
    const len = Math.hypot(h[0] - e[0], h[1] - e[1]);
    const [ux, uy] = [(h[0] - e[0]) / len, (h[1] - e[1]) / len];
    const [nx, ny] = [-uy, ux];
    const w0 = 3;
    const w1 = dress === 'gown' ? 5.2 : 3.6;
    const bx = h[0] - ux * 5;
    const by = h[1] - uy * 5;
    return `M${pt(bx + nx * w0, by + ny * w0)}L${pt(h[0] + nx * w1, h[1] + ny * w1)}Q${pt(h[0] + ux * 1.5, h[1] + uy * 1.5)} ${pt(h[0] - nx * w1, h[1] - ny * w1)}L${pt(bx - nx * w0, by - ny * w0)}Z`;
  };
  const handAt = (i: 0 | 1) => {
    const e = L.elbows[i];
    const h = L.hands[i];
    const len = Math.hypot(h[0] - e[0], h[1] - e[1]);
    const [ux, uy] = [(h[0] - e[0]) / len, (h[1] - e[1]) / len];
    return <Hand x={h[0] + ux * 1.2} y={h[1] + uy * 1.2} dx={ux} dy={uy} r={2.5} skin={skin} thumb={i === 0 ? 1 : -1} />;
  };
  // Which arm is drawn over the body: arms crossing the body (negative angle) go in front; others too (sleeves over robe) - all in front, after the body.
  const capeW = hemw + 9;
  const capeBottom = pose === 'sit' ? hipY + 8 : pose === 'ride' ? hipY + 30 : pose === 'kneel' ? -1 : hemY + 1;
  const capeD = `M${pt(-sw + 1, shY)}Q${pt(-sw - 6, (shY + capeBottom) / 2)} ${pt(-capeW, capeBottom)}Q${pt(-capeW * 0.5, capeBottom + 3)} ${pt(0, capeBottom + 1)}Q${pt(capeW * 0.5, capeBottom + 3)} ${pt(capeW, capeBottom)}Q${pt(sw + 6, (shY + capeBottom) / 2)} ${pt(sw - 1, shY)}Z`;
  const capeFolds = `M${pt(-sw - 1, shY + 12)}Q${pt(-sw - 5, capeBottom - 12)} ${pt(-capeW + 4, capeBottom)}M${pt(sw + 1, shY + 12)}Q${pt(sw + 5, capeBottom - 12)} ${pt(capeW - 4, capeBottom)}`;
  // Hair behind the head (long styles) and on top.
  const hx = look * 1.2;
  const backHair =
    hairStyle === 'long' || hairStyle === 'wavy'
      ? `M${pt(-hr * 0.9 + hx, headY - 3)}Q${pt(-hr * 1.6 + hx, headY + 12)} ${pt(-hr * 1.35, neckY + (hairStyle === 'wavy' ? 14 : 18))}Q${pt(0, neckY + 12)} ${pt(hr * 1.35, neckY + (hairStyle === 'wavy' ? 14 : 18))}Q${pt(hr * 1.6 + hx, headY + 12)} ${pt(hr * 0.9 + hx, headY - 3)}Z`
      : hairStyle === 'braid'
        ? `M${pt(hr * 0.6, headY + 3)}q3 8 1 16q3 4 0 8l1.5 2l-3.5 0.5q-2-6 0-9q-2-8 -2-17Z`
        : '';
  const cap =
    hairStyle === 'bald'
      ? `M${pt(-hr * 0.85, headY + 1)}q-1 -4 1.2 -5l0.8 5ZM${pt(hr * 0.85, headY + 1)}q1 -4 -1.2 -5l-0.8 5Z`
      : hairStyle === 'crop'
        ? `M${pt(-hr * 0.86 + hx * 0.3, headY - 1)}Q${pt(-hr * 0.8, headY - hr * 1.15)} ${pt(hx, headY - hr * 1.08)}Q${pt(hr * 0.8, headY - hr * 1.15)} ${pt(hr * 0.86 + hx * 0.3, headY - 1)}Q${pt(hx, headY - hr * 0.85)} ${pt(-hr * 0.86 + hx * 0.3, headY - 1)}Z`
        : `M${pt(-hr * 0.95, headY + (hairStyle === 'short' ? 0 : 3))}Q${pt(-hr * 1.05, headY - hr * 1.2)} ${pt(hx, headY - hr * 1.12)}Q${pt(hr * 1.05, headY - hr * 1.2)} ${pt(hr * 0.95, headY + (hairStyle === 'short' ? 0 : 3))}Q${pt(hr * 0.6, headY - hr * 0.35)} ${pt(hx + hr * 0.1, headY - hr * 0.62)}Q${pt(-hr * 0.3 + hx, headY - hr * 0.2)} ${pt(-hr * 0.95, headY + (hairStyle === 'short' ? 0 : 3))}Z`;
  const curls = hairStyle === 'curly' ? [-6, -3.5, 0, 3.5, 6].map((cx, i) => <circle key={cx} cx={r1(cx + hx * 0.5)} cy={r1(headY - hr * 0.85 + (i % 2) * 1.4 + Math.abs(cx) * 0.35)} r="3" fill={hair} stroke={ink} strokeWidth=".5" />) : null;
  const bun = hairStyle === 'bun' ? <circle cx={r1(hx * 0.6)} cy={r1(headY - hr * 1.25)} r="3.6" fill={hair} stroke={ink} strokeWidth=".6" /> : null;
  const beardD =
    beard === 'none'
      ? ''
      : `M${pt(-hr * 0.8 + hx, headY + 1)}Q${pt(-hr * 0.7 + hx, headY + hr * (beard === 'long' ? 2.2 : 1.45))} ${pt(hx * 1.2, headY + hr * (beard === 'long' ? 2.6 : 1.5))}Q${pt(hr * 0.7 + hx, headY + hr * (beard === 'long' ? 2.2 : 1.45))} ${pt(hr * 0.8 + hx, headY + 1)}Q${pt(hr * 0.4 + hx, headY + hr * 0.75)} ${pt(hx * 1.1, headY + hr * 0.6)}Q${pt(-hr * 0.4 + hx, headY + hr * 0.75)} ${pt(-hr * 0.8 + hx, headY + 1)}Z`;
  const gear = (() => {
    const top = headY - hr * 0.95;
    switch (head) {
      case 'crown':
        return <path d={`M${pt(-6.5, top + 3)}l-1 -8l3.3 4l2 -6l2.2 6l2.2 -6l2 6l3.3 -4l-1 8Z`} fill={headColor} stroke={ink} strokeWidth=".7" />;
      case 'circlet':
        return (
          <g>
            <path d={`M${pt(-hr * 0.92, headY - 2.5)}Q${pt(hx, headY - 5.5)} ${pt(hr * 0.92, headY - 2.5)}`} fill="none" stroke={headColor} strokeWidth="1.3" />
            <circle cx={r1(hx)} cy={r1(headY - 4.6)} r="1.3" fill={SN.ice} stroke={headColor} strokeWidth=".5" />
          </g>
        );
      case 'laurel':
        return <path d={`M${pt(-hr * 0.95, headY - 1)}Q${pt(-hr * 0.7, headY - hr * 0.9)} ${pt(hx, headY - hr * 0.95)}Q${pt(hr * 0.7, headY - hr * 0.9)} ${pt(hr * 0.95, headY - 1)}`} fill="none" stroke={headColor} strokeWidth="2" strokeDasharray="2 1" />;
      case 'hood':
        return <path d={`M${pt(-hr * 1.3, neckY + 3)}Q${pt(-hr * 1.5, headY - hr * 1.5)} ${pt(hx, headY - hr * 1.45)}Q${pt(hr * 1.5, headY - hr * 1.5)} ${pt(hr * 1.3, neckY + 3)}Q${pt(hr * 1.05, headY - hr * 0.2)} ${pt(hx, headY - hr * 1.05)}Q${pt(-hr * 1.05, headY - hr * 0.2)} ${pt(-hr * 1.3, neckY + 3)}Z`} fill={headColor} stroke={ink} strokeWidth=".8" />;
      case 'hat':
        return <path d={`M${pt(-hr * 1.6, headY - hr * 0.5)}Q${pt(hx, headY - hr * 0.1)} ${pt(hr * 1.6, headY - hr * 0.5)}Q${pt(hr * 0.8, headY - hr * 0.9)} ${pt(hr * 0.6, headY - hr)}L${pt(hr * 1.4 + hx, headY - hr * 3.2)}L${pt(-hr * 0.6, headY - hr)}Q${pt(-hr * 0.8, headY - hr * 0.9)} ${pt(-hr * 1.6, headY - hr * 0.5)}Z`} fill={headColor} stroke={ink} strokeWidth=".8" />;
      case 'veil':
        return <path d={`M${pt(-hr * 1.1, headY - hr * 0.4)}Q${pt(hx, headY - hr * 1.6)} ${pt(hr * 1.1, headY - hr * 0.4)}Q${pt(hr * 1.6, neckY + 6)} ${pt(hr * 1.9, shY + 22)}L${pt(-hr * 1.9, shY + 22)}Q${pt(-hr * 1.6, neckY + 6)} ${pt(-hr * 1.1, headY - hr * 0.4)}Z`} fill={headColor} opacity=".35" stroke={SN.ice} strokeWidth=".5" />;
      case 'helm':
        return (
          <g>
            <path d={`M${pt(-hr * 0.98, headY - 0.5)}Q${pt(-hr, headY - hr * 1.35)} ${pt(hx, headY - hr * 1.3)}Q${pt(hr, headY - hr * 1.35)} ${pt(hr * 0.98, headY - 0.5)}L${pt(hr * 0.8, headY - 2)}Q${pt(hx, headY - 4)} ${pt(-hr * 0.8, headY - 2)}Z`} fill={headColor} stroke={ink} strokeWidth=".8" />
            <path d={`M${pt(hx, headY - hr * 1.3)}q-2 -6 3 -9q-1 5 4 7`} fill={SN.crimson} stroke={ink} strokeWidth=".6" />
          </g>
        );
      case 'mitre':
        return <path d={`M${pt(-hr * 0.85, headY - hr * 0.55)}L${pt(-hr * 0.7, headY - hr * 2)}Q${pt(hx, headY - hr * 2.8)} ${pt(hr * 0.7, headY - hr * 2)}L${pt(hr * 0.85, headY - hr * 0.55)}ZM${pt(hx, headY - hr * 2.4)}V${r1(headY - hr * 0.6)}`} fill={headColor} stroke={ink} strokeWidth=".8" />;
      case 'horns':
        return <path d={`M${pt(-hr * 0.6, headY - hr * 0.8)}q-5 -4 -4 -12q2 6 6 9ZM${pt(hr * 0.6, headY - hr * 0.8)}q5 -4 4 -12q-2 6 -6 9Z`} fill={headColor} stroke={ink} strokeWidth=".7" />;
      default:
        return null;
    }
  })();
  const hood = head === 'hood';
  const t = `translate(${r1(x)} ${r1(y)})${s !== 1 ? ` scale(${s})` : ''}${rotate ? ` rotate(${rotate})` : ''}`;
  return (
    <g transform={t}>
      {cape && (
        <g>
          <path d={capeD} fill={cape} stroke={ink} strokeWidth="1" />
          <path d={capeFolds} fill="none" stroke={shade(cape, -0.5)} strokeWidth="1.2" opacity=".7" />
          <path d={`M${pt(light * (sw - 1), shY)}Q${pt(light * (sw + 6), (shY + capeBottom) / 2)} ${pt(light * capeW, capeBottom)}`} fill="none" stroke={SN.ice} strokeWidth="1" opacity=".7" />
        </g>
      )}
      {backHair && <path d={backHair} fill={hair} stroke={ink} strokeWidth=".7" />}
      {legPaths.length > 0 && (
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          <path d={legPaths.join('')} stroke={ink} strokeWidth="8" />
          <path d={legPaths.join('')} stroke={legs} strokeWidth="6.4" />
          <path d={feet.join('')} fill="#1b1430" stroke={ink} strokeWidth=".6" />
        </g>
      )}
      {pose === 'ride' && dress === 'gown' ? null : (
        <g>
          <path d={body} fill={robe} stroke={ink} strokeWidth="1.1" strokeLinejoin="round" />
          <path d={folds} fill="none" stroke={dark} strokeWidth="1.1" opacity=".6" strokeLinecap="round" />
          <path d={folds} fill="none" stroke={lit} strokeWidth=".6" opacity=".45" transform="translate(1.3 0)" />
          <path d={shadeHalf} fill="#0a0826" opacity=".3" />
          <path d={rim} fill="none" stroke={SN.ice} strokeWidth="1.1" opacity=".75" />
          <path d={`M${pt(-hw - 0.3, hipY - 10)}Q${pt(0, hipY - 7)} ${pt(hw + 0.3, hipY - 10)}L${pt(hw + 0.5, hipY - 6.5)}Q${pt(0, hipY - 3.5)} ${pt(-hw - 0.5, hipY - 6.5)}Z`} fill={trim} stroke={ink} strokeWidth=".5" />
          <path d={`M${pt(-3.5, neckY + 1)}L${pt(0, neckY + 7)}L${pt(3.5, neckY + 1)}`} fill={skin} stroke={trim} strokeWidth="1" />
        </g>
      )}
      {pose === 'ride' && dress === 'gown' && <path d={body} fill={robe} stroke={ink} strokeWidth="1.1" />}
      <rect x="-2.6" y={r1(neckY - 3)} width="5.2" height="5" fill={skin} />
      <rect x="-2.6" y={r1(neckY - 3)} width="5.2" height="5" fill="#1a1240" opacity=".3" />
      {hood && <path d={`M${pt(-hr * 1.3, neckY + 3)}Q${pt(-hr * 1.5, headY - hr * 1.5)} ${pt(hx, headY - hr * 1.45)}Q${pt(hr * 1.5, headY - hr * 1.5)} ${pt(hr * 1.3, neckY + 3)}Z`} fill={shade(headColor, -0.5)} />}
      <Face x={hx * 0.4} y={headY} r={hr} skin={skin} look={look} mood={mood} age={age} light={light} />
      {beardD && <path d={beardD} fill={hair} stroke={ink} strokeWidth=".6" />}
      {beardD && <path d={`M${pt(hx * 1.1 - 2, headY + hr * 0.56)}q2 -0.8 4 0`} fill="none" stroke="#7a2838" strokeWidth=".7" />}
      {!hood && <path d={cap} fill={hair} stroke={ink} strokeWidth=".7" />}
      {!hood && hairStyle !== 'bald' && <path d={`M${pt(light * hr * 0.3, headY - hr * 1.05)}Q${pt(light * hr * 0.85, headY - hr * 0.9)} ${pt(light * hr * 0.95, headY)}`} fill="none" stroke={SN.ice} strokeWidth=".8" opacity=".6" />}
      {curls}
      {bun}
      {gear}
      {([0, 1] as const).map((i) => (
        <g key={i}>
          <path d={armD(i)} fill="none" stroke={ink} strokeWidth="7.4" strokeLinecap="round" strokeLinejoin="round" />
          <path d={armD(i)} fill="none" stroke={robe} strokeWidth="5.8" strokeLinecap="round" strokeLinejoin="round" />
          <path d={armD(i)} fill="none" stroke={i === (light === 1 ? 1 : 0) ? SN.ice : '#0a0826'} strokeWidth="1" opacity=".45" strokeLinecap="round" transform={`translate(${i === 0 ? -1.8 : 1.8} 0)`} />
          <path d={cuff(i)} fill={robe} stroke={ink} strokeWidth=".8" />
          <path d={cuff(i)} fill={trim} opacity=".35" />
          {handAt(i)}
        </g>
      ))}
    </g>
  );
}

/* ------------------------------------------------------------------ animals */

/** A cat sitting (or walking when walk is set) on x,y facing right (flip to face left), s scale (1 = 22 units tall), with glowing eyes. */
export function Cat({ x, y, s = 1, color = '#1d1838', eyes = SN.gold, flip = false, walk = false }: { x: number; y: number; s?: number; color?: string; eyes?: string; flip?: boolean; walk?: boolean }) {
  const body = walk
    ? 'M-12 -8Q-12 -15 -4 -15L8 -15Q12 -15 13 -18L13 -23L15 -20L18 -20L20 -23L20 -17Q21 -12 16 -11Q14 -9 13 -6L13 0L11 0L10 -6L-6 -7L-7 0L-9 0L-10 -6Q-13 -7 -12 -8ZM-12 -9Q-20 -10 -19 -20Q-18 -24 -16 -22Q-17 -14 -11 -12Z'
    : 'M-7 0Q-10 -8 -6 -13Q-4 -16 -2 -16L-2 -19Q-3 -24 -1 -27L1 -24L5 -24L7 -27Q9 -24 8 -19Q8 -15 5 -14Q8 -10 7 -2L8 0ZM-6 0Q-16 0 -14 -6Q-13 -9 -10 -7Q-13 -3 -7 -2Z';
  const ex = walk ? 16 : 3;
  const ey = walk ? -18 : -20;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`}>
      <path d={body} fill={color} stroke={SN.ice} strokeWidth=".7" strokeOpacity=".6" />
      <circle cx={ex - 1.6} cy={ey} r=".9" fill={eyes} />
      <circle cx={ex + 1.6} cy={ey} r=".9" fill={eyes} />
    </g>
  );
}

/** Side-view horse standing/walking on ground point x,y, facing right (flip for left), s scale (1 = about 62 units to the back, 95 long); HORSE_SADDLE gives the saddle point. */
export function Horse({ x, y, s = 1, coat = '#d9def0', mane = '#4b4f7a', flip = false, rear = false, tack = SN.crimson }: { x: number; y: number; s?: number; coat?: string; mane?: string; flip?: boolean; rear?: boolean; tack?: string }) {
  const ink = SN.ink;
  const dark = shade(coat, -0.35);
  const legs = rear
    ? 'M26 -40Q34 -46 38 -38L34 -30M20 -42Q30 -40 32 -32L40 -36M-26 -38L-30 -18L-28 0M-18 -40L-16 -18L-12 -1'
    : 'M24 -40L27 -20L30 0M16 -40L14 -22Q22 -12 18 -3M-26 -38L-31 -20L-26 0M-18 -40L-15 -20L-18 0';
  const bodyD = 'M-30 -52Q-40 -50 -37 -36Q-34 -30 -24 -32Q0 -28 22 -34Q30 -38 30 -46Q40 -60 44 -74L50 -80Q60 -70 62 -62Q63 -58 58 -57Q52 -60 48 -60Q40 -52 34 -46Q30 -54 20 -54Q-6 -58 -30 -52Z';
  const tf = `translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})${rear ? ' rotate(-14 -24 -4)' : ''}`;
  return (
    <g transform={tf}>
      <path d={legs} fill="none" stroke={ink} strokeWidth="7.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d={legs} fill="none" stroke={coat} strokeWidth="5.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d={legs} fill="none" stroke={dark} strokeWidth="1.6" opacity=".5" transform="translate(-1.2 0)" />
      <path d="M-36 -44Q-48 -40 -46 -18Q-42 -26 -40 -22Q-40 -32 -34 -38Z" fill={mane} stroke={ink} strokeWidth=".8" />
      <path d={bodyD} fill={coat} stroke={ink} strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M-30 -36Q-2 -30 22 -36Q28 -40 30 -44Q20 -38 -2 -36Q-20 -34 -30 -36Z" fill={dark} opacity=".55" />
      <path d="M-30 -52Q-6 -58 20 -54Q30 -54 34 -48M44 -74L50 -80Q60 -70 62 -62" fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".8" />
      <path d="M44 -74Q36 -64 30 -50Q34 -50 36 -54Q40 -62 48 -70Q50 -76 50 -80Q46 -80 44 -74Z" fill={mane} stroke={ink} strokeWidth=".8" />
      <circle cx="54" cy="-70" r="1.4" fill={ink} />
      <path d="M51 -80l1 -5l3 5" fill={coat} stroke={ink} strokeWidth=".8" />
      <path d="M48 -60Q54 -66 60 -62M54 -70L58 -58" fill="none" stroke={tack} strokeWidth="1.4" />
      <path d="M-8 -56Q0 -58 8 -56L10 -48Q0 -46 -10 -48Z" fill={tack} stroke={ink} strokeWidth=".8" />
      <path d="M-2 -48V-34" stroke={tack} strokeWidth="1.2" />
    </g>
  );
}

/** Where a Horse's saddle is (the rider's ground point for a Figure with pose 'ride'), for the same x, y, s, flip and rear. */
export function horseSaddle(x: number, y: number, s = 1, flip = false, rear = false): [number, number] {
  if (rear) return [r1(x + (flip ? 13.5 : -13.5) * s), r1(y - 61.2 * s)];
  return [r1(x), r1(y - 57 * s)];
}

/* ------------------------------------------------------------------ suit objects (no data-emblem) */

/** A budding wand (a living staff with leaves and a glowing tip) centred on x,y, h long, turned by rotate degrees. */
export function WandObj({ x, y, h = 60, rotate = 0, color = '#8a5a3a', glow = SN.gold }: { x: number; y: number; h?: number; rotate?: number; color?: string; glow?: string }) {
  const w = h * 0.045;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${rotate})`}>
      <circle cx="0" cy={r1(-h / 2)} r={r1(h * 0.12)} fill={glow} opacity=".25" />
      <path d={`M${r1(-w)} ${r1(h / 2)}L${r1(-w * 0.7)} ${r1(-h / 2)}L${r1(w * 0.7)} ${r1(-h / 2)}L${r1(w)} ${r1(h / 2)}Z`} fill={color} stroke={SN.ink} strokeWidth=".8" />
      <path d={`M${r1(w * 0.4)} ${r1(h / 2)}L${r1(w * 0.3)} ${r1(-h / 2)}`} stroke={SN.ice} strokeWidth=".6" opacity=".6" />
      <path d={`M${r1(w * 0.7)} ${r1(-h * 0.2)}q${r1(h * 0.1)} ${r1(-h * 0.06)} ${r1(h * 0.12)} ${r1(-h * 0.15)}q${r1(-h * 0.1)} 0 ${r1(-h * 0.12)} ${r1(h * 0.15)}ZM${r1(-w * 0.7)} ${r1(h * 0.05)}q${r1(-h * 0.1)} ${r1(-h * 0.06)} ${r1(-h * 0.12)} ${r1(-h * 0.15)}q${r1(h * 0.1)} 0 ${r1(h * 0.12)} ${r1(h * 0.15)}Z`} fill="#5fa36a" stroke={SN.ink} strokeWidth=".5" />
      <circle cx="0" cy={r1(-h / 2)} r={r1(h * 0.04)} fill="#fff3c0" />
    </g>
  );
}

/** A silver chalice standing on x,y (its foot), h tall, with gold rim and a glint of water. */
export function CupObj({ x, y, h = 30, color = SN.silver, rim = SN.gold }: { x: number; y: number; h?: number; color?: string; rim?: string }) {
  const k = h / 30;
  const d = `M${pt(x - 9 * k, y)}h${r1(18 * k)}q${r1(-6 * k)} ${r1(-2 * k)} ${r1(-7 * k)} ${r1(-5 * k)}v${r1(-7 * k)}q${r1(8 * k)} ${r1(-3 * k)} ${r1(9 * k)} ${r1(-17 * k)}h${r1(-22 * k)}q${r1(1 * k)} ${r1(14 * k)} ${r1(9 * k)} ${r1(17 * k)}v${r1(7 * k)}q${r1(-1 * k)} ${r1(3 * k)} ${r1(-7 * k)} ${r1(5 * k)}Z`;
  return (
    <g>
      <path d={d} fill={color} stroke={SN.ink} strokeWidth={r1(0.9 * k)} />
      <path d={`M${pt(x + 4 * k, y - 27 * k)}q${r1(0)} ${r1(10 * k)} ${r1(-5 * k)} ${r1(14 * k)}`} fill="none" stroke="#fff" strokeWidth={r1(1.2 * k)} opacity=".7" />
      <path d={`M${pt(x - 6 * k, y - 28 * k)}q${r1(-4 * k)} ${r1(10 * k)} ${r1(4 * k)} ${r1(14 * k)}`} fill="none" stroke="#5a6080" strokeWidth={r1(1.4 * k)} opacity=".4" />
      <ellipse cx={x} cy={r1(y - 29 * k)} rx={r1(11 * k)} ry={r1(2.4 * k)} fill={SN.cyan} stroke={rim} strokeWidth={r1(1.2 * k)} />
      <path d={`M${pt(x - 7 * k, y - 10 * k)}h${r1(14 * k)}`} stroke={rim} strokeWidth={r1(1.5 * k)} />
    </g>
  );
}

/** A sword centred on x,y, h long, pointing up at rotate 0 (turned by rotate degrees), silver blade with a moonlit edge and gold hilt. */
export function SwordObj({ x, y, h = 70, rotate = 0, blade = SN.silver, hilt = SN.gold }: { x: number; y: number; h?: number; rotate?: number; blade?: string; hilt?: string }) {
  const k = h / 70;
  const tipY = -h / 2;
  const guard = h / 2 - 14 * k;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${rotate})`}>
      <path d={`M0 ${r1(tipY)}L${r1(3 * k)} ${r1(tipY + 8 * k)}L${r1(3 * k)} ${r1(guard)}H${r1(-3 * k)}L${r1(-3 * k)} ${r1(tipY + 8 * k)}Z`} fill={blade} stroke={SN.ink} strokeWidth={r1(0.8 * k)} />
      <path d={`M0 ${r1(tipY + 2)}V${r1(guard)}`} stroke="#8a90b0" strokeWidth={r1(0.8 * k)} />
      <path d={`M${r1(1.4 * k)} ${r1(tipY + 8 * k)}V${r1(guard)}`} stroke="#fff" strokeWidth={r1(0.8 * k)} opacity=".8" />
      <path d={`M${r1(-11 * k)} ${r1(guard)}Q0 ${r1(guard + 4 * k)} ${r1(11 * k)} ${r1(guard)}L${r1(11 * k)} ${r1(guard + 3 * k)}Q0 ${r1(guard + 6 * k)} ${r1(-11 * k)} ${r1(guard + 3 * k)}Z`} fill={hilt} stroke={SN.ink} strokeWidth={r1(0.7 * k)} />
      <rect x={r1(-1.8 * k)} y={r1(guard + 4 * k)} width={r1(3.6 * k)} height={r1(8 * k)} fill="#3a2a4a" stroke={SN.ink} strokeWidth={r1(0.6 * k)} />
      <circle cx="0" cy={r1(h / 2 - 1.5 * k)} r={r1(2.6 * k)} fill={hilt} stroke={SN.ink} strokeWidth={r1(0.6 * k)} />
    </g>
  );
}

/** A gold coin (a pentacle: a five-pointed star in a ring) centred on x,y of radius r, with a moonlit glint. */
export function CoinObj({ x, y, r = 12, color = SN.gold, star = '#8a5a14' }: { x: number; y: number; r?: number; color?: string; star?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} stroke={SN.ink} strokeWidth={r1(r * 0.08)} />
      <circle cx={x} cy={y} r={r1(r * 0.78)} fill="none" stroke={star} strokeWidth={r1(r * 0.07)} />
      <path d={starPath(x, y, r * 0.68, r * 0.27, 5)} fill={star} />
      <path d={`M${pt(x - r * 0.6, y - r * 0.55)}Q${pt(x - r * 0.2, y - r * 0.95)} ${pt(x + r * 0.35, y - r * 0.82)}`} fill="none" stroke="#fff6d8" strokeWidth={r1(r * 0.1)} opacity=".8" />
    </g>
  );
}

/* ------------------------------------------------------------------ furniture and stone */

/** A throne seen from the front standing on x,y: a high back (top at y - h) with a crest of `crest` ('moon', 'star' or none), arms, and a seat at y - 40*s matching a Figure with pose 'sit' at the same x, y, s. */
export function Throne({ x, y, s = 1, h = 120, color = '#2b2560', trim = SN.gold, crest = 'star' }: { x: number; y: number; s?: number; h?: number; color?: string; trim?: string; crest?: 'moon' | 'star' | 'none' }) {
  const w = 30;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <path d={`M${-w * 0.8} 0V${-h + 14}Q0 ${-h - 8} ${w * 0.8} ${-h + 14}V0Z`} fill={color} stroke={SN.ink} strokeWidth="1.2" />
      <path d={`M${-w * 0.8 + 4} -44V${-h + 17}Q0 ${-h - 2} ${w * 0.8 - 4} ${-h + 17}V-44`} fill="none" stroke={trim} strokeWidth="1" opacity=".8" />
      <path d={`M${-w} -36h10v36h-10ZM${w - 10} -36h10v36h-10Z`} fill={shade(color, -0.3)} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${-w - 1} -42h${w * 2 + 2}v6h${-w * 2 - 2}Z`} fill={shade(color, 0.2)} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${-w - 1} -42h${w * 2 + 2}`} stroke={SN.ice} strokeWidth=".8" opacity=".6" />
      {crest === 'star' && <path d={starPath(0, -h + 8, 7, 3, 8)} fill={trim} />}
      {crest === 'moon' && <path d={`M-5 ${-h + 1}a7 7 0 1 0 9 9a6 6 0 1 1 -9 -9Z`} fill={trim} />}
    </g>
  );
}

/** A stone pillar from y0 (top) to y1 (base) at x, w wide, in color, with capital, base and a moonlit edge on the `light` side. */
export function Pillar({ x, y0, y1, w = 20, color = '#2a2458', light = 1, rim = SN.ice }: { x: number; y0: number; y1: number; w?: number; color?: string; light?: 1 | -1; rim?: string }) {
  const h = y1 - y0;
  return (
    <g>
      <rect x={r1(x - w / 2)} y={r1(y0 + 8)} width={w} height={r1(h - 16)} fill={color} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${pt(x - w / 6, y0 + 10)}V${r1(y1 - 10)}M${pt(x + w / 6, y0 + 10)}V${r1(y1 - 10)}`} stroke={shade(color, -0.35)} strokeWidth="1.2" />
      <path d={`M${pt(x - w / 2 - 4, y0)}h${w + 8}v8h${-w - 8}ZM${pt(x - w / 2 - 4, y1 - 8)}h${w + 8}v8h${-w - 8}Z`} fill={shade(color, 0.15)} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${pt(x + (light * w) / 2 - light * 1, y0 + 9)}V${r1(y1 - 9)}`} stroke={rim} strokeWidth="1.4" opacity=".6" />
      <rect x={r1(x - w / 2)} y={r1(y0 + 8)} width={r1(w / 2)} height={r1(h - 16)} fill="#0a0826" opacity={light === 1 ? 0.3 : 0} />
      <rect x={r1(x)} y={r1(y0 + 8)} width={r1(w / 2)} height={r1(h - 16)} fill="#0a0826" opacity={light === 1 ? 0 : 0.3} />
    </g>
  );
}

/** A table (top edge at y, from x-w/2 to x+w/2, legs down to `floor`) with a cloth in `cloth` colour and a fringe of gold. */
export function Table({ x, y, w = 110, floor = 440, cloth = '#3b2f7a', trim = SN.gold }: { x: number; y: number; w?: number; floor?: number; cloth?: string; trim?: string }) {
  const l = x - w / 2;
  return (
    <g>
      <path d={`M${pt(l + 8, y)}V${floor}M${pt(l + w - 8, y)}V${floor}`} stroke="#1b1430" strokeWidth="6" />
      <path d={`M${pt(l, y)}h${w}l4 ${r1(Math.min(34, floor - y - 6))}h${-w - 8}Z`} fill={cloth} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${pt(l - 3, y + Math.min(34, floor - y - 6))}h${w + 6}`} stroke={trim} strokeWidth="2" strokeDasharray="2 2" />
      <path d={`M${pt(l + w * 0.3, y + 2)}q-2 14 -1 ${r1(Math.min(30, floor - y - 8))}M${pt(l + w * 0.7, y + 2)}q2 14 1 ${r1(Math.min(30, floor - y - 8))}`} stroke={shade(cloth, -0.4)} strokeWidth="1.2" fill="none" />
      <path d={`M${pt(l, y)}h${w}`} stroke={SN.ice} strokeWidth="1" opacity=".6" />
    </g>
  );
}

/** Flat ground from y down to `bottom` in color, with a moonlit horizon line; the standard floor under figures. */
export function Ground({ y, color = '#1a1640', bottom = 440, rim = SN.ice }: { y: number; color?: string; bottom?: number; rim?: string | null }) {
  return (
    <g>
      <rect x="30" y={y} width="240" height={bottom - y} fill={color} />
      {rim && <path d={`M30 ${y}H270`} stroke={rim} strokeWidth="1" opacity=".4" />}
    </g>
  );
}

/** A soft elliptical shadow on the ground under a figure or object at x,y, w wide. */
export function Shadow({ x, y, w = 40, opacity = 0.45 }: { x: number; y: number; w?: number; opacity?: number }) {
  return <ellipse cx={x} cy={y} rx={r1(w / 2)} ry={r1(w / 9)} fill="#05041a" opacity={opacity} />;
}

/** Children wrapped in a group: a tiny helper so scenes read as layers. */
export function Layer({ children, opacity }: { children: ReactNode; opacity?: number }) {
  return <g opacity={opacity}>{children}</g>;
}

/** A pair of feathered wings behind a figure, spread from the shoulder point x,y, s scale (1 = 60 units each), coloured color with moonlit feather tips; spread 0 (folded down) ... 1 (raised high). */
export function Wings({ x, y, s = 1, color = SN.silver, spread = 0.6, bat = false }: { x: number; y: number; s?: number; color?: string; spread?: number; bat?: boolean }) {
  const up = -20 - spread * 40;
  const one = bat
    ? `M0 0Q20 ${r1(up - 10)} 58 ${r1(up)}Q54 ${r1(up + 18)} 60 ${r1(up + 32)}Q50 ${r1(up + 26)} 44 ${r1(up + 40)}Q36 ${r1(up + 30)} 28 ${r1(up + 44)}Q20 ${r1(up + 34)} 8 24Z`
    : `M0 0Q18 ${r1(up - 6)} 60 ${r1(up)}Q52 ${r1(up + 10)} 56 ${r1(up + 16)}Q46 ${r1(up + 20)} 50 ${r1(up + 30)}Q38 ${r1(up + 32)} 40 ${r1(up + 44)}Q28 ${r1(up + 44)} 26 ${r1(up + 56)}Q14 ${r1(up + 52)} 8 30Z`;
  const feathers = bat ? `M4 4L58 ${r1(up)}M6 8L44 ${r1(up + 40)}M6 10L28 ${r1(up + 44)}` : `M10 4Q30 ${r1(up + 6)} 54 ${r1(up + 14)}M10 10Q28 ${r1(up + 18)} 48 ${r1(up + 29)}M10 16Q24 ${r1(up + 30)} 38 ${r1(up + 43)}`;
  const wing = (k: 1 | -1) => (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${r1(k * s)} ${r1(s)})`}>
      <path d={one} fill={color} stroke={SN.ink} strokeWidth="1" strokeLinejoin="round" />
      <path d={feathers} fill="none" stroke={shade(color, -0.35)} strokeWidth="1.1" />
      <path d={one.split('Q').slice(0, 2).join('Q')} fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".7" />
    </g>
  );
  return (
    <g>
      {wing(-1)}
      {wing(1)}
    </g>
  );
}

/** A sphinx seated facing the viewer on ground x,y, s scale (1 = 60 units tall): lion body in `coat`, a striped headdress in `cloth`, a calm face. */
export function Sphinx({ x, y, s = 1, coat = SN.silver, cloth = SN.indigo, skin = SKIN[2] }: { x: number; y: number; s?: number; coat?: string; cloth?: string; skin?: string }) {
  const dark = shade(coat, -0.35);
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <path d="M-24 0Q-30 -22 -18 -34Q-10 -40 0 -40Q10 -40 18 -34Q30 -22 24 0Z" fill={coat} stroke={SN.ink} strokeWidth="1.1" />
      <path d="M-24 0Q-30 -22 -18 -34Q-14 -20 -16 0Z" fill={dark} opacity=".6" />
      <path d="M-9 -30L-10 0M9 -30L10 0" stroke={SN.ink} strokeWidth="1" />
      <path d="M-15 0q0 -4 6 -4q6 0 5 4ZM15 0q0 -4 -6 -4q-6 0 -5 4Z" fill={coat} stroke={SN.ink} strokeWidth=".8" />
      <path d="M-12 -36L-15 -56Q0 -66 15 -56L12 -36L6 -40H-6Z" fill={cloth} stroke={SN.ink} strokeWidth="1" />
      <path d="M-13 -40l-2 -12M13 -40l2 -12M-11 -38h-3M11 -38h3" stroke={SN.gold} strokeWidth="1.2" />
      <Face x={0} y={-50} r={6.5} skin={skin} mood="calm" />
      <path d="M-7 -55Q0 -62 7 -55L8 -51Q0 -57 -8 -51Z" fill={cloth} stroke={SN.gold} strokeWidth=".8" />
      <path d="M18 -34Q28 -22 24 0" fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
    </g>
  );
}
