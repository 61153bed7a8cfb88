import type { ReactNode } from 'react';
import { r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';
import { Baton, Blade, GOLD, GOLD_HI, GOLD_LO, Goblet, IVORY, INK, Medallion, OX, rayLines, rays, steppedArch, TEAL, TEAL_D, tower, windows } from './kit';

/**
 * The Gilded Hour's pip pieces that kit.tsx does not draw: the suit objects as counted pips (the
 * kit's baton, coupe, blade and medallion wrapped with data-emblem), a few more gradients (dawn,
 * dusk, rain), and the places the forty pips happen in (the sea, the stage, the liner's funnels,
 * the walled garden, ticker tape, searchlights). Everything else comes from kit.tsx.
 */

const GOLD_LIGHT = GOLD_HI;
const GOLD_DARK = GOLD_LO;
const NIGHT = INK;
const TEAL_DEEP = TEAL_D;
const OXBLOOD = OX;
const CREAM = IVORY;

/** A counted wand (a pip): the kit's baton from (x1, y1) to the tip (x2, y2). */
export function Wand({ x1, y1, x2, y2, w = 5, wood = '#9a6a34' }: { x1: number; y1: number; x2: number; y2: number; w?: number; wood?: string }) {
  return (
    <g data-emblem="wands">
      <Baton x1={x1} y1={y1} x2={x2} y2={y2} w={w} wood={wood} />
    </g>
  );
}

/** A counted cup (a pip): the kit's coupe with its foot at (x, y), h tall, tilted by `rotate`. */
export function Cup({ x, y, h = 30, rotate = 0, liquid = '#f3dd9a', fill = GOLD }: { x: number; y: number; h?: number; rotate?: number; liquid?: string; fill?: string }) {
  return (
    <g data-emblem="cups" transform={rotate ? `rotate(${r1(rotate)} ${r1(x)} ${r1(y - h / 2)})` : undefined}>
      <Goblet x={x} y={y} h={h} liquid={liquid} fill={fill} />
    </g>
  );
}

/** A counted sword (a pip): the kit's blade, hilt at (x, y), pointing along deg (0 = up). */
export function Sword({ x, y, deg = 0, len = 80, s = 1 }: { x: number; y: number; deg?: number; len?: number; s?: number }) {
  return (
    <g data-emblem="swords" transform={s !== 1 ? `translate(${r1(x)} ${r1(y)}) scale(${s}) translate(${r1(-x)} ${r1(-y)})` : undefined}>
      <Blade x={x} y={y} deg={deg} len={len} />
    </g>
  );
}

/** A counted coin (a pip): the kit's medallion at (x, y), radius r. */
export function Coin({ x, y, r = 12 }: { x: number; y: number; r?: number }) {
  return (
    <g data-emblem="coins">
      <Medallion x={x} y={y} r={r} />
    </g>
  );
}

/** Extra paints for the pips: dawn and dusk skies, a windows pattern. */
export interface PipPaints {
  defs: ReactNode;
  dawn: string;
  dusk: string;
  rose: string;
}

export function pipPaints(ctx: SceneContext): PipPaints {
  const id = (n: string) => ctx.id(`pk-${n}`);
  return {
    defs: (
      <defs>
        <linearGradient id={id('dawn')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#16222a" />
          <stop offset=".5" stopColor="#5a3040" />
          <stop offset=".82" stopColor="#c7764a" />
          <stop offset="1" stopColor={GOLD_HI} />
        </linearGradient>
        <linearGradient id={id('dusk')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0c0c0d" />
          <stop offset=".6" stopColor="#1a3230" />
          <stop offset="1" stopColor="#2f5a53" />
        </linearGradient>
        <linearGradient id={id('rose')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a1016" />
          <stop offset=".7" stopColor="#4a1a26" />
          <stop offset="1" stopColor="#8a3a3e" />
        </linearGradient>
      </defs>
    ),
    dawn: `url(#${id('dawn')})`,
    dusk: `url(#${id('dusk')})`,
    rose: `url(#${id('rose')})`,
  };
}

/** A sunburst: the kit's ray wedges (faint) and ray lines together, 0 = up, clockwise. */
export function Sunburst({ cx, cy, r, n = 16, from = -90, to = 90, opacity = 0.2, color = GOLD }: { cx: number; cy: number; r: number; n?: number; from?: number; to?: number; opacity?: number; color?: string }) {
  return (
    <g>
      <path d={rays(cx, cy, 0, r, n, from, to)} fill={color} opacity={opacity} />
      <path d={rayLines(cx, cy, r * 0.2, r, n + 1, from + (to - from) / n / 2, to - (to - from) / n / 2)} stroke={color} strokeWidth=".5" opacity={Math.min(1, opacity * 2.5)} />
    </g>
  );
}

/** Particular towers (the kit's stepped tower and its windows): each [centre x, width, height, setbacks, spire]. */
export function Towers({ base, list, fill = '#121716', line = GOLD, seed = 1 }: { base: number; list: readonly (readonly [number, number, number, number?, number?])[]; fill?: string; line?: string; seed?: number }) {
  const d = list.map(([x, w, h, sb = 2, sp = 0]) => tower(x, base, w, h, sb, sp)).join('');
  const lit = list.map(([x, w, h], i) => windows(x, base, w * 0.7, h * 0.62, seed + i, 0.4)).join('');
  return (
    <g>
      <path d={d} fill={fill} stroke={line} strokeWidth=".7" strokeLinejoin="round" />
      <path d={lit} stroke={GOLD_HI} strokeWidth="1.1" opacity=".5" />
    </g>
  );
}

/** Nested stepped arches (the kit's steppedArch), a deco doorway or proscenium in bands. */
export function ArchBands({ cx, base, w, h, bands = 3, fill, line = GOLD }: { cx: number; base: number; w: number; h: number; bands?: number; fill?: string; line?: string }) {
  const d = Array.from({ length: bands }, (_, i) => steppedArch(cx, base, w - i * 14, h - i * 9, 3)).join('');
  return (
    <g>
      {fill ? <path d={steppedArch(cx, base, w, h, 3)} fill={fill} /> : null}
      <path d={d} fill="none" stroke={line} strokeWidth=".9" />
    </g>
  );
}

/** A half-round fanlight (a station's great window): glazing bars radiating from the sill centre. */
export function Fanlight({ cx, cy, r, n = 12, fill = '#1d2d2a', line = GOLD }: { cx: number; cy: number; r: number; n?: number; fill?: string; line?: string }) {
  const arcs = [1, 0.62, 0.3].map((k) => `M${r1(cx - r * k)} ${cy}A${r1(r * k)} ${r1(r * k)} 0 0 1 ${r1(cx + r * k)} ${cy}`).join('');
  return (
    <g>
      <path d={`M${r1(cx - r)} ${cy}A${r} ${r} 0 0 1 ${r1(cx + r)} ${cy}Z`} fill={fill} />
      <path d={arcs + rayLines(cx, cy, r * 0.3, r, n + 1, -90, 90)} fill="none" stroke={line} strokeWidth=".9" />
    </g>
  );
}

/** Scalloped deco waves filling from y to the bottom of the picture (or to `bottom`). */
export function Sea({ y, bottom = 440, fill = TEAL_DEEP, line = GOLD, rows = 5, width = 20 }: { y: number; bottom?: number; fill?: string; line?: string; rows?: number; width?: number }) {
  const parts: string[] = [];
  const h = bottom - y;
  for (let j = 0; j < rows; j++) {
    const yy = y + (h * (j + 0.4)) / rows;
    const w = width * (0.6 + (0.8 * j) / rows);
    const off = j % 2 ? w / 2 : 0;
    let d = `M${r1(30 - off)} ${r1(yy)}`;
    for (let x = 30 - off; x < 272; x += w) d += `q${r1(w / 2)} ${r1(-w * 0.35)} ${r1(w)} 0`;
    parts.push(d);
  }
  return (
    <g>
      <rect x="30" y={y} width="240" height={h} fill={fill} />
      <path d={parts.join('')} fill="none" stroke={line} strokeWidth=".7" opacity=".6" />
    </g>
  );
}

/** A scatter of small stars (dots) in a box, seeded so it is the same each render. */
export function Stars({ seed, count, x = 30, y = 40, w = 240, h = 160, color = GOLD_LIGHT }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number; color?: string }) {
  const rand = seeded(seed);
  const a: string[] = [];
  const b: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = r1(x + rand() * w);
    const py = r1(y + rand() * h);
    (rand() > 0.8 ? b : a).push(`M${px} ${py}h0`);
  }
  return (
    <g stroke={color} strokeLinecap="round">
      <path d={a.join('')} strokeWidth="1.2" opacity=".6" />
      <path d={b.join('')} strokeWidth="2.2" opacity=".9" />
    </g>
  );
}

/** Slanting rain over a box. */
export function Rain({ seed, count, x = 30, y = 40, w = 240, h = 400, color = '#9fc6c0', opacity = 0.45 }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number; color?: string; opacity?: number }) {
  const rand = seeded(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = r1(x + rand() * w);
    const py = r1(y + rand() * h);
    parts.push(`M${px} ${py}l-3 10`);
  }
  return <path d={parts.join('')} stroke={color} strokeWidth=".8" strokeLinecap="round" opacity={opacity} />;
}

/** Theatre curtains swagged to each side, oxblood with gold fringe, and a stepped pelmet. */
export function Curtains({ fill, y = 40, bottom = 440, inset = 58 }: { fill: string; y?: number; bottom?: number; inset?: number }) {
  const side = (flip: boolean) => {
    const X = (v: number) => (flip ? r1(300 - v) : r1(v));
    const mid = y + (bottom - y) * 0.55;
    const d = `M${X(30)} ${y}H${X(30 + inset)}Q${X(30 + inset * 0.55)} ${r1(mid - 40)} ${X(30 + inset * 0.35)} ${r1(mid)}Q${X(30 + inset * 0.5)} ${r1(mid + 60)} ${X(30 + inset * 0.6)} ${bottom}H${X(30)}Z`;
    const folds = [0.25, 0.5, 0.75]
      .map((t) => `M${X(30 + inset * t)} ${y}Q${X(30 + inset * t * 0.5)} ${r1(mid - 20)} ${X(30 + inset * t * 0.4)} ${r1(mid)}`)
      .join('');
    return (
      <g key={flip ? 'r' : 'l'}>
        <path d={d} fill={fill} stroke={GOLD} strokeWidth=".8" />
        <path d={folds} fill="none" stroke="#2a0a10" strokeWidth="1.6" opacity=".6" />
        <path d={`M${X(30 + inset * 0.33)} ${r1(mid - 4)}h${flip ? -12 : 12}`} stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
      </g>
    );
  };
  return (
    <g>
      {side(false)}
      {side(true)}
      <path d={`M30 ${y}H270V${y + 16}H250V${y + 22}H210V${y + 27}H90V${y + 22}H50V${y + 16}H30Z`} fill={fill} stroke={GOLD} strokeWidth=".8" />
      <path d={`M90 ${y + 27}L150 ${y + 14}L210 ${y + 27}`} fill="none" stroke={GOLD} strokeWidth=".7" />
    </g>
  );
}

/** An ocean liner's funnel: oxblood with a black top band and gold stripe, leaning aft. */
export function Funnel({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const lean = w * 0.25;
  return (
    <g>
      <path d={`M${r1(x)} ${r1(y + h)}L${r1(x + lean)} ${r1(y)}H${r1(x + w + lean)}L${r1(x + w)} ${r1(y + h)}Z`} fill={OXBLOOD} stroke={GOLD} strokeWidth=".8" />
      <path d={`M${r1(x + lean * 0.9)} ${r1(y + h * 0.05)}H${r1(x + w + lean * 0.95)}L${r1(x + w + lean * 0.75)} ${r1(y + h * 0.25)}H${r1(x + lean * 0.75)}Z`} fill={NIGHT} />
      <path d={`M${r1(x + lean * 0.72)} ${r1(y + h * 0.3)}H${r1(x + w + lean * 0.72)}`} stroke={GOLD} strokeWidth="1.4" />
    </g>
  );
}

/** A tall clipped cypress or topiary cone of a deco garden. */
export function Cypress({ x, base, h, w, fill = TEAL_DEEP }: { x: number; base: number; h: number; w: number; fill?: string }) {
  return (
    <g>
      <path d={`M${r1(x)} ${r1(base - h)}Q${r1(x + w * 0.7)} ${r1(base - h * 0.55)} ${r1(x + w / 2)} ${base}H${r1(x - w / 2)}Q${r1(x - w * 0.7)} ${r1(base - h * 0.55)} ${r1(x)} ${r1(base - h)}Z`} fill={fill} stroke={GOLD} strokeWidth=".7" />
      <path d={`M${r1(x)} ${r1(base - h * 0.85)}V${base}M${r1(x - w * 0.3)} ${r1(base - h * 0.35)}L${r1(x)} ${r1(base - h * 0.5)}L${r1(x + w * 0.3)} ${r1(base - h * 0.35)}M${r1(x - w * 0.38)} ${r1(base - h * 0.15)}L${r1(x)} ${r1(base - h * 0.3)}L${r1(x + w * 0.38)} ${r1(base - h * 0.15)}`} stroke={GOLD} strokeWidth=".5" fill="none" opacity=".7" />
    </g>
  );
}

/** A brick or stone garden wall with a stepped coping from x0 to x1, top at y, down to bottom. */
export function GardenWall({ x0 = 30, x1 = 270, y, bottom, fill = '#3a2a22', line = GOLD }: { x0?: number; x1?: number; y: number; bottom: number; fill?: string; line?: string }) {
  let courses = '';
  for (let yy = y + 12; yy < bottom; yy += 9) courses += `M${x0} ${yy}H${x1}`;
  let joints = '';
  let row = 0;
  for (let yy = y + 12; yy < bottom - 9; yy += 9, row++) for (let x = x0 + (row % 2 ? 9 : 0); x < x1; x += 18) joints += `M${x} ${yy}v9`;
  return (
    <g>
      <rect x={x0} y={y} width={x1 - x0} height={bottom - y} fill={fill} />
      <path d={`M${x0} ${y + 12}V${y + 4}H${x1}V${y + 12}Z`} fill={GOLD_DARK} stroke={line} strokeWidth=".7" />
      <path d={courses + joints} stroke="#1a120e" strokeWidth=".7" opacity=".8" />
    </g>
  );
}

/** A ribbon of confetti and streamers (ticker tape, a party), seeded. */
export function Confetti({ seed, count, x = 30, y = 40, w = 240, h = 200, colors = [GOLD_LIGHT, TEAL, '#d9485f', CREAM] }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number; colors?: readonly string[] }) {
  const rand = seeded(seed);
  const by: string[][] = colors.map(() => []);
  for (let i = 0; i < count; i++) {
    const px = r1(x + rand() * w);
    const py = r1(y + rand() * h);
    const a = rand() * Math.PI;
    const c = Math.floor(rand() * colors.length);
    by[c]!.push(`M${px} ${py}l${r1(4 * Math.cos(a))} ${r1(4 * Math.sin(a))}`);
  }
  return (
    <g strokeWidth="1.8" strokeLinecap="round">
      {by.map((parts, i) => (parts.length ? <path key={i} d={parts.join('')} stroke={colors[i]} /> : null))}
    </g>
  );
}

/** A gold crescent moon. */
export function Moon({ x, y, r, color = GOLD_LIGHT }: { x: number; y: number; r: number; color?: string }) {
  return <path d={`M${r1(x)} ${r1(y - r)}A${r} ${r} 0 1 0 ${r1(x)} ${r1(y + r)}A${r1(r * 0.75)} ${r} 0 1 1 ${r1(x)} ${r1(y - r)}Z`} fill={color} />;
}

/** A thin gold inner border band with chevron corners, to finish a picture. */
export function DecoBorder({ inset = 6, color = GOLD, opacity = 0.6 }: { inset?: number; color?: string; opacity?: number }) {
  const a = 30 + inset;
  const b = 270 - inset;
  const t = 40 + inset;
  const u = 440 - inset;
  return <path d={`M${a} ${t + 14}V${t}H${a + 14}M${b - 14} ${t}H${b}V${t + 14}M${b} ${u - 14}V${u}H${b - 14}M${a + 14} ${u}H${a}V${u - 14}`} fill="none" stroke={color} strokeWidth="1" opacity={opacity} />;
}

/** Cast shadow: a soft dark ellipse under a figure or object. */
export function Shadow({ x, y, rx, ry = 4, opacity = 0.45 }: { x: number; y: number; rx: number; ry?: number; opacity?: number }) {
  return <ellipse cx={x} cy={y} rx={rx} ry={ry} fill="#000" opacity={opacity} />;
}

/** Searchlight beams fanning up from a point: translucent gold wedges. */
export function Searchlights({ x, y, angles, length = 420, spread = 3 }: { x: number; y: number; angles: readonly number[]; length?: number; spread?: number }) {
  const d = angles
    .map((a) => {
      const s = ((a - spread) * Math.PI) / 180;
      const e = ((a + spread) * Math.PI) / 180;
      return `M${x} ${y}L${r1(x + length * Math.cos(s))} ${r1(y + length * Math.sin(s))}L${r1(x + length * Math.cos(e))} ${r1(y + length * Math.sin(e))}Z`;
    })
    .join('');
  return <path d={d} fill={GOLD_LIGHT} opacity=".12" />;
}

/** A laurel wreath ring of small leaves around cx,cy. */
export function Laurel({ cx, cy, r, color = '#7fb38a' }: { cx: number; cy: number; r: number; color?: string }) {
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    if (i === 0 || i === 13) continue;
    const a = ((90 + i * (360 / 14)) * Math.PI) / 180;
    const px = cx + r * Math.cos(a);
    const py = cy + r * Math.sin(a);
    const t = a + Math.PI / 2;
    const l = r * 0.42;
    parts.push(`M${r1(px)} ${r1(py)}q${r1(l * 0.5 * Math.cos(t) - l * 0.25 * Math.sin(t))} ${r1(l * 0.5 * Math.sin(t) + l * 0.25 * Math.cos(t))} ${r1(l * Math.cos(t))} ${r1(l * Math.sin(t))}q${r1(-l * 0.5 * Math.cos(t) - l * 0.25 * Math.sin(t))} ${r1(-l * 0.5 * Math.sin(t) + l * 0.25 * Math.cos(t))} ${r1(-l * Math.cos(t))} ${r1(-l * Math.sin(t))}Z`);
  }
  return <path d={parts.join('')} fill={color} stroke={GOLD} strokeWidth=".5" />;
}

/** A globe with deco meridians. */
export function Globe({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={TEAL} stroke={GOLD} strokeWidth="1" />
      <path d={`M${r1(x - r)} ${y}H${r1(x + r)}M${x} ${r1(y - r)}V${r1(y + r)}M${r1(x - r * 0.87)} ${r1(y - r * 0.5)}H${r1(x + r * 0.87)}M${r1(x - r * 0.87)} ${r1(y + r * 0.5)}H${r1(x + r * 0.87)}`} stroke={GOLD} strokeWidth=".6" />
      <ellipse cx={x} cy={y} rx={r1(r * 0.45)} ry={r} fill="none" stroke={GOLD} strokeWidth=".6" />
      <path d={`M${r1(x - r * 0.5)} ${r1(y - r * 0.3)}q${r1(r * 0.3)} ${r1(-r * 0.3)} ${r1(r * 0.5)} ${r1(r * 0.1)}t${r1(r * 0.2)} ${r1(r * 0.5)}`} fill="none" stroke={GOLD_LIGHT} strokeWidth="1.4" />
    </g>
  );
}


/** A person seen from behind, seated (an audience member, a dreamer): head, bobbed or sleek hair, shoulders, in silhouette with a gold rim. Head top at (x, y), s scale. */
export function BackFigure({ x, y, s = 1, hair = '#17130f', coat = '#15120f', bob = true, arm }: { x: number; y: number; s?: number; hair?: string; coat?: string; bob?: boolean; arm?: number }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`} stroke={GOLD} strokeWidth=".8" strokeLinejoin="round">
      {arm !== undefined ? <path d={`M12 34L${r1(12 + 40 * Math.sin((arm * Math.PI) / 180))} ${r1(34 - 40 * Math.cos((arm * Math.PI) / 180))}`} stroke={coat} strokeWidth="7" strokeLinecap="round" /> : null}
      <path d="M-26 80Q-26 40 -12 34Q-6 31 -4 26H4Q6 31 12 34Q26 40 26 80Z" fill={coat} />
      <path d="M-3 26V18h6v8" fill="#6b4a36" />
      {bob ? <path d="M-10 14Q-11 0 0 0Q11 0 10 14Q10 22 4 21H-4Q-10 22 -10 14Z" fill={hair} /> : <path d="M-8 12Q-9 0 0 0Q9 0 8 12Q8 20 0 20Q-8 20 -8 12Z" fill={hair} />}
      <path d="M-20 50Q0 46 20 50" fill="none" opacity=".4" />
    </g>
  );
}

/** A deco greyhound standing, facing right (flip for left), paws at (x, y), s scale (1 ~ 60 long). */
export function Greyhound({ x, y, s = 1, flip = false, fill = '#d8cfb8' }: { x: number; y: number; s?: number; flip?: boolean; fill?: string }) {
  const legs = 'M8 -16L10 -1M3 -17L1 -1M-16 -19Q-24 -9 -17 -1M-12 -19Q-18 -9 -11 -1M10 -28L19 -40M-24 -24Q-34 -16 -29 -4';
  const body = 'M13 -31Q17 -16 8 -13Q-4 -18 -15 -16Q-25 -17 -25 -24Q-19 -33 -4 -30Q6 -33 13 -31Z';
  const head = 'M16 -43Q22 -46 36 -37Q30 -35 20 -35Q15 -38 16 -43ZM19 -43L14 -47L18 -41Z';
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`} strokeLinecap="round" strokeLinejoin="round">
      <path d={legs} stroke={GOLD} strokeWidth="4.2" fill="none" />
      <path d={legs} stroke={fill} strokeWidth="2.6" fill="none" />
      <path d={body + head} fill={fill} stroke={GOLD} strokeWidth=".8" />
      <path d="M10 -30L17 -38" stroke={OX} strokeWidth="2.4" />
      <path d="M27 -39h.1" stroke={INK} strokeWidth="1.4" />
    </g>
  );
}

/** A hooded falcon perched on a gloved fist at (x, y), facing right (flip for left), s scale (1 ~ 30 tall). */
export function Falcon({ x, y, s = 1, flip = false }: { x: number; y: number; s?: number; flip?: boolean }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`} stroke={GOLD} strokeWidth=".7" strokeLinejoin="round">
      <path d="M-4 0Q-10 -10 -6 -20Q-2 -28 4 -28Q9 -27 9 -22L12 -20L8 -18Q8 -8 2 0L-2 6L-8 10L-6 2Z" fill="#8a6a48" />
      <path d="M-6 -16Q-2 -6 2 -2M-6 -10Q-2 -4 0 0" stroke="#e8d8b8" strokeWidth=".8" fill="none" />
      <path d="M-1 -23Q2 -31 8 -25L9 -21Q4 -24 -1 -21Z" fill={OX} />
      <path d="M3 -31v-3" stroke={GOLD_HI} strokeWidth="1.2" />
      <path d="M-3 1h6M-1 1v3M2 1v3" stroke={GOLD_HI} strokeWidth="1" />
    </g>
  );
}

/** A wooden pegboard or display panel of rows of small squares (a workshop wall), x0..x1, y0..y1. */
export function Panel({ x0, y0, x1, y1, fill = '#2a2018' }: { x0: number; y0: number; x1: number; y1: number; fill?: string }) {
  return (
    <g>
      <path d={`M${x0} ${y0}H${x1}V${y1}H${x0}Z`} fill={fill} stroke={GOLD} strokeWidth="1" />
      <path d={`M${x0 + 5} ${y0 + 5}H${x1 - 5}V${y1 - 5}H${x0 + 5}Z`} fill="none" stroke={GOLD_LO} strokeWidth=".7" />
    </g>
  );
}
