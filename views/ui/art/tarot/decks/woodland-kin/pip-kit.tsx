import type { ReactNode } from 'react';
import { r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';
import { WK } from './kit';

/**
 * Pieces of the Woodland Kin pip cards that the deck's kit (kit.tsx) does not draw: the four
 * suit objects at pip size, each wrapped in `data-emblem="<suit>"` (a living branch for wands, an
 * acorn-cap cup, a pale thorn blade, a golden seed disc with a pressed flower), distant tree
 * lines, sunbeams, the inside of a burrow, a standing heron, a beaver's tail, a bark boat, cloud
 * puffs. The animals, skies, grounds, trees and the rest come from kit.tsx.
 */

type Ctx = SceneContext;

/** Colours used by the pip pieces (the kit's WK, plus a few of their own). */
export const C = {
  ...WK,
  barkMid: '#8a5a32',
  leafLight: '#9cc46a',
  leafMid: '#5f9a3c',
  earth: '#7a5435',
  earthDark: '#4a3020',
} as const;

/** The shared gradients of a pip card: bark, gold, thorn, cup wood, acorn scales. Drawn by Scene. */
export function PipDefs({ ctx }: { ctx: Ctx }) {
  const id = ctx.id;
  return (
    <defs>
      <linearGradient id={id('bark')} x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stopColor="#b07c4a" />
        <stop offset=".55" stopColor={C.barkMid} />
        <stop offset="1" stopColor="#5a3a22" />
      </linearGradient>
      <radialGradient id={id('gold')} cx=".38" cy=".35" r=".7">
        <stop offset="0" stopColor="#fff1b8" />
        <stop offset=".45" stopColor={WK.gold} />
        <stop offset="1" stopColor="#a8701e" />
      </radialGradient>
      <linearGradient id={id('thorn')} x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stopColor="#fbf7ea" />
        <stop offset=".5" stopColor="#e2d9c0" />
        <stop offset="1" stopColor="#a99c7c" />
      </linearGradient>
      <linearGradient id={id('cupwood')} x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stopColor="#d9a86a" />
        <stop offset=".5" stopColor="#b07a44" />
        <stop offset="1" stopColor="#6e4524" />
      </linearGradient>
      <pattern id={id('scales')} width="8" height="6" patternUnits="userSpaceOnUse">
        <rect width="8" height="6" fill="#8f6236" />
        <path d="M0 6Q4 0 8 6M-4 3Q0 -3 4 3M4 3Q8 -3 12 3" fill="none" stroke="#5a3a1e" strokeWidth="1" />
      </pattern>
    </defs>
  );
}

/** Wraps a pip scene: the shared defs, round joins, the picture. */
export function Scene({ ctx, children }: { ctx: Ctx; children: ReactNode }) {
  return (
    <g strokeLinejoin="round" strokeLinecap="round">
      <PipDefs ctx={ctx} />
      {children}
    </g>
  );
}

/** A smooth open path through points (quadratic midpoints). */
export function smooth(points: readonly (readonly [number, number])[]): string {
  const pts = points.map(([x, y]) => [r1(x), r1(y)] as const);
  let d = `M${pts[0]![0]} ${pts[0]![1]}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]!;
    const [nx, ny] = pts[i + 1]!;
    d += `Q${x} ${y} ${r1((x + nx) / 2)} ${r1((y + ny) / 2)}`;
  }
  const last = pts[pts.length - 1]!;
  return `${d}L${last[0]} ${last[1]}`;
}

/** A rolling band from the line at `y` (waving by `amp`) down past the bottom of the picture. */
export function hill(y: number, amp: number, seed: number, x0 = 20, x1 = 280, bottom = 450): string {
  const rand = seeded(seed);
  const pts: [number, number][] = [];
  for (let i = 0; i <= 7; i++) pts.push([x0 + ((x1 - x0) * i) / 7, y + (rand() - 0.5) * 2 * amp]);
  return `${smooth(pts)}L${x1} ${bottom}L${x0} ${bottom}Z`;
}

/** A distant row of rounded tree crowns along y, filled down past the bottom, as one path. */
export function crowns(y: number, size: number, seed: number, x0 = 20, x1 = 280): string {
  const rand = seeded(seed);
  let d = `M${x0} ${y + size}`;
  let x = x0;
  while (x < x1) {
    const w = size * (0.7 + rand() * 0.6);
    const h = size * (0.6 + rand() * 0.7);
    d += `Q${r1(x)} ${r1(y - h)} ${r1(x + w / 2)} ${r1(y - h)}Q${r1(x + w)} ${r1(y - h)} ${r1(x + w)} ${r1(y)}`;
    x += w;
  }
  return `${d}L${r1(x)} 450L${x0} 450Z`;
}

/** A distant row of fir trees along y, as one path. */
export function firs(y: number, size: number, seed: number, x0 = 20, x1 = 280): string {
  const rand = seeded(seed);
  let d = '';
  let x = x0;
  while (x < x1) {
    const h = size * (0.8 + rand() * 0.7);
    const w = h * 0.42;
    const base = y + rand() * size * 0.2;
    d += `M${r1(x - w)} ${r1(base)}L${r1(x - w * 0.45)} ${r1(base - h * 0.4)}L${r1(x - w * 0.7)} ${r1(base - h * 0.4)}L${r1(x)} ${r1(base - h)}L${r1(x + w * 0.7)} ${r1(base - h * 0.4)}L${r1(x + w * 0.45)} ${r1(base - h * 0.4)}L${r1(x + w)} ${r1(base)}Z`;
    x += w * (1.1 + rand() * 0.6);
  }
  return `${d}M20 ${y + size * 0.2}H280V450H20Z`;
}

/** Slanting sunbeams from the top-left or top-right corner. */
export function Beams({ from = 'left', o = 0.18 }: { from?: 'left' | 'right'; o?: number }) {
  const sx = from === 'left' ? 40 : 260;
  const dir = from === 'left' ? 1 : -1;
  const d = [0, 1, 2, 3].map((i) => `M${sx} 40L${r1(sx + dir * (20 + i * 46))} 440L${r1(sx + dir * (38 + i * 46))} 440Z`).join('');
  return <path d={d} fill="#fff4c8" opacity={o} />;
}

/** A band of water across the picture from y0 to y1, with a gradient and ripple strokes. */
export function Pond({ ctx, y0, y1 = 450, seed = 5, dark = false }: { ctx: Ctx; y0: number; y1?: number; seed?: number; dark?: boolean }) {
  const rand = seeded(seed);
  let ripples = '';
  for (let i = 0; i < 12; i++) {
    const x = 34 + rand() * 220;
    const y = y0 + 6 + rand() * (Math.min(y1, 440) - y0 - 10);
    const w = 8 + rand() * 18;
    ripples += `M${r1(x)} ${r1(y)}q${r1(w / 2)} -3 ${r1(w)} 0`;
  }
  const gid = ctx.id('pond');
  return (
    <g>
      <defs>
        <linearGradient id={gid} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={dark ? '#4f6f88' : '#9cc9d4'} />
          <stop offset="1" stopColor={dark ? '#243a52' : '#3f7487'} />
        </linearGradient>
      </defs>
      <rect x="20" y={y0} width="260" height={y1 - y0} fill={`url(#${gid})`} />
      <path d={ripples} fill="none" stroke="#e8f4f4" strokeWidth="1.2" opacity=".7" />
    </g>
  );
}

/** The inside of a burrow: earthen walls lit from `lamp`, hanging roots, pebbles, the packed floor. */
export function BurrowInside({ ctx, floor = 380, lamp = [150, 200] }: { ctx: Ctx; floor?: number; lamp?: readonly [number, number] }) {
  const gid = ctx.id('burrow');
  const rand = seeded(41);
  let roots = '';
  for (let i = 0; i < 9; i++) {
    const x = 40 + rand() * 220;
    const l = 20 + rand() * 40;
    roots += `M${r1(x)} 40q${r1(rand() * 10 - 5)} ${r1(l / 2)} ${r1(rand() * 8 - 4)} ${r1(l)}q${r1(rand() * 4)} 8 ${r1(rand() * 6 - 3)} 14`;
  }
  let pebbles = '';
  for (let i = 0; i < 14; i++) {
    const x = 36 + rand() * 228;
    const y = 60 + rand() * (floor - 80);
    const r = 1.5 + rand() * 3;
    pebbles += `M${r1(x - r)} ${r1(y)}a${r1(r)} ${r1(r * 0.7)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r * 0.7)} 0 1 0 ${r1(-2 * r)} 0`;
  }
  return (
    <g>
      <defs>
        <radialGradient id={gid} cx={r1((lamp[0] - 30) / 240)} cy={r1((lamp[1] - 40) / 400)} r=".8">
          <stop offset="0" stopColor="#b98a5a" />
          <stop offset=".55" stopColor="#6e4a2e" />
          <stop offset="1" stopColor="#2e1e12" />
        </radialGradient>
      </defs>
      <rect x="20" y="30" width="260" height="420" fill={`url(#${gid})`} />
      <path d={pebbles} fill="#4a3020" opacity=".45" />
      <path d={roots} fill="none" stroke="#3a2616" strokeWidth="2.4" />
      <path d={`M20 ${floor}Q150 ${floor - 10} 280 ${floor}V450H20Z`} fill="#5a3d26" stroke={WK.ink} strokeWidth="1.2" />
      <path d={`M40 ${floor + 14}h30M120 ${floor + 26}h40M200 ${floor + 12}h36`} stroke="#3a2616" strokeWidth="1.2" opacity=".6" />
    </g>
  );
}

/** A cloud of overlapping puffs centred at x,y, w wide. */
export function cloud(x: number, y: number, w: number): string {
  const h = w * 0.32;
  return `M${r1(x - w / 2)} ${r1(y + h * 0.4)}q${r1(-w * 0.06)} ${r1(-h * 0.9)} ${r1(w * 0.2)} ${r1(-h * 0.8)}q${r1(w * 0.08)} ${r1(-h * 0.9)} ${r1(w * 0.32)} ${r1(-h * 0.6)}q${r1(w * 0.22)} ${r1(-h * 0.4)} ${r1(w * 0.3)} ${r1(h * 0.5)}q${r1(w * 0.2)} ${r1(h * 0.1)} ${r1(w * 0.18)} ${r1(h * 0.9)}Z`;
}

/** A grey heron standing (side view, facing right unless flipped), feet at x,y; `hold` drawn at the wing tip raised forward. */
export function HeronStanding({ x, y, s = 1, flip, hold, cloak }: { x: number; y: number; s?: number; flip?: boolean; hold?: ReactNode; cloak?: string }) {
  const line = { stroke: WK.ink, strokeWidth: r1(1.4 / s), strokeLinejoin: 'round' as const };
  return (
    <g transform={`translate(${r1(x)} ${r1(y)})${flip ? ' scale(-1 1)' : ''} scale(${s})`}>
      <path d="M-4 0V-46M6 0L4 -46M-10 0h10M0 0h12" stroke="#d9b46a" strokeWidth="2.4" fill="none" />
      <path d="M-30 -62Q-34 -88 -6 -96Q16 -100 22 -84Q24 -60 6 -48Q-14 -40 -30 -62Z" fill="#aab5bc" {...line} />
      <path d="M-36 -56L-48 -44L-28 -54Z" fill="#6f7b84" {...line} />
      <path d="M-26 -66Q-10 -92 14 -84Q6 -64 -26 -60Z" fill="#7f8c96" {...line} />
      {cloak ? <path d="M-30 -64Q-16 -98 14 -90Q10 -70 -4 -54Q-20 -50 -30 -64Z" fill={cloak} {...line} /> : null}
      <path d="M10 -90Q4 -112 12 -124Q18 -134 26 -130Q24 -118 22 -106Q22 -96 20 -86Z" fill="#e6ebee" {...line} />
      <path d="M16 -132Q20 -140 28 -136L54 -128L28 -124Q20 -122 16 -132Z" fill="#e6ebee" {...line} />
      <path d="M28 -134L56 -128L28 -124Z" fill={WK.gold} {...line} />
      <path d="M18 -136Q8 -138 2 -132" stroke={WK.ink} strokeWidth={r1(2 / s)} fill="none" />
      <circle cx="24" cy="-131" r="2" fill={WK.ink} />
      <circle cx="24.6" cy="-131.6" r=".7" fill="#fff" />
      <path d="M14 -116q4 6 2 14M16 -108q3 4 2 10" stroke="#6f7b84" strokeWidth={r1(1 / s)} fill="none" />
      <path d="M0 -78Q20 -82 30 -70L34 -66Q24 -66 18 -68Q6 -66 0 -78Z" fill="#93a0a8" {...line} />
      {hold ? <g transform="translate(32 -68)">{hold}</g> : null}
    </g>
  );
}

/** A beaver's broad flat scaly tail, from the hip at x,y trailing to the right (left if flipped), in card units. */
export function BeaverTail({ x, y, s = 1, flip }: { x: number; y: number; s?: number; flip?: boolean }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)})${flip ? ' scale(-1 1)' : ''} scale(${s})`}>
      <path d="M-4 -6Q20 -14 40 -6Q50 0 40 6Q20 12 -4 6Z" fill="#4a3322" stroke={WK.ink} strokeWidth="1.3" />
      <path d="M8 -6v12M16 -8v16M24 -8v16M32 -7v14M4 0h38" stroke="#2e2018" strokeWidth=".9" opacity=".7" />
    </g>
  );
}

/** A traveller seen from behind, walking away: a hooded cloak, a staff, a striped badger's tail and two feet; feet at x,y. */
export function Wanderer({ x, y, s = 1, cloak = WK.berry }: { x: number; y: number; s?: number; cloak?: string }) {
  const line = { stroke: WK.ink, strokeWidth: r1(1.3 / s), strokeLinejoin: 'round' as const };
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <path d="M16 4L22 -66" stroke={WK.bark} strokeWidth="3.4" strokeLinecap="round" />
      <path d="M-9 0a5 3 0 1 0 10 0a5 3 0 1 0 -10 0M3 -2a5 3 0 1 0 10 0a5 3 0 1 0 -10 0" fill="#2a2624" {...line} />
      <path d="M-2 -4q-6 6 -2 10" fill="none" stroke="#55524d" strokeWidth="4" strokeLinecap="round" />
      <path d="M-14 -4Q-18 -30 -12 -46Q-8 -58 0 -60Q8 -58 12 -46Q18 -30 16 -4Q0 2 -14 -4Z" fill={cloak} {...line} />
      <path d="M-10 -50Q-10 -70 0 -72Q10 -70 10 -50Q0 -44 -10 -50Z" fill={cloak} {...line} />
      <path d="M-8 -30Q0 -26 6 -30M-4 -16v10M6 -18v12" stroke={WK.black} strokeWidth="1" opacity=".3" fill="none" />
      <path d="M12 -40q6 -4 8 -14" fill="none" stroke={cloak} strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

/**
 * Meadow flowers scattered over a box (seeded), drawn cheaply as round dots of colour with a gold
 * eye (the kit's five-petalled Flowers cost about 330 characters each; a pip card with several
 * animals needs the room).
 */
export function Blooms({ seed, count, x, y, w, h, color = WK.cream, r = 3 }: { seed: number; count: number; x: number; y: number; w: number; h: number; color?: string; r?: number }) {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) d += `M${r1(x + rand() * w)} ${r1(y + rand() * h)}h0`;
  return (
    <g strokeLinecap="round">
      <path d={d} stroke={WK.ink} strokeWidth={r1(r * 2 + 1.2)} opacity=".55" />
      <path d={d} stroke={color} strokeWidth={r * 2} />
      <path d={d} stroke={WK.gold} strokeWidth={r1(r * 0.8)} />
    </g>
  );
}

/** A heart shape centred at x,y, w wide. */
export function heart(x: number, y: number, w: number): string {
  const h = w / 2;
  return `M${r1(x)} ${r1(y + h)}C${r1(x - w * 0.7)} ${r1(y + h * 0.1)} ${r1(x - w * 0.6)} ${r1(y - h * 0.9)} ${r1(x - w * 0.25)} ${r1(y - h * 0.9)}Q${r1(x - w * 0.05)} ${r1(y - h * 0.9)} ${r1(x)} ${r1(y - h * 0.5)}Q${r1(x + w * 0.05)} ${r1(y - h * 0.9)} ${r1(x + w * 0.25)} ${r1(y - h * 0.9)}C${r1(x + w * 0.6)} ${r1(y - h * 0.9)} ${r1(x + w * 0.7)} ${r1(y + h * 0.1)} ${r1(x)} ${r1(y + h)}Z`;
}

// ---------------------------------------------------------------------------------------------
// The suit objects. Each is drawn on a local grid 100 units tall centred on 0,0, placed by x, y,
// size (its height on the card) and rotate, and carries data-emblem. With `grip`, (x, y) is where
// a paw holds it (and it turns about that point): pass it as a Kin's holdL / holdR at 0,0.

interface Placed {
  ctx: Ctx;
  x: number;
  y: number;
  size: number;
  rotate?: number;
  grip?: boolean;
}

function place(p: Placed, gy: number): string {
  const k = r1(p.size * 10) / 1000;
  return `translate(${r1(p.x)} ${r1(p.y)})${p.rotate ? ` rotate(${r1(p.rotate)})` : ''} scale(${k})${p.grip ? ` translate(0 ${-gy})` : ''}`;
}

/** Line width on the local grid so the line is `w` on the card. */
const lw = (w: number, size: number) => r1((w * 100) / size);

/** A leaf from x,y along `angle` degrees, `len` long, as path data (absolute, rounded). */
function leafD(x: number, y: number, angle: number, len: number): string {
  const a = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const p = (u: number, v: number) => `${r1(x + (u * c - v * s) * len)} ${r1(y + (u * s + v * c) * len)}`;
  return `M${p(0, 0)}Q${p(0.42, -0.42)} ${p(1, -0.08)}Q${p(0.5, 0.33)} ${p(0, 0)}Z`;
}

/** A wand: a living branch, bark-brown, with sprouting leaves at the top and along its side; grip at local y 22. */
export function Wand(p: Placed & { bloom?: boolean }) {
  const sw = lw(1.3, p.size);
  const ls = Math.max(1, 120 / p.size) * 12;
  const top = leafD(-2, -46, -120, 1.3 * ls) + leafD(1, -47, -60, 1.35 * ls);
  const side = leafD(-3, -18, 200, 1.15 * ls) + leafD(3, 6, -20, 1.05 * ls) + leafD(-4, 34, 190, 0.9 * ls) + leafD(12, -22, -70, 0.9 * ls);
  return (
    <g data-emblem="wands" transform={place(p, 22)}>
      <path d="M-3.8 50C-4 20 -3 -12 -2 -44Q0 -47 2 -44C2.8 -12 4 20 3.8 50Z" fill={`url(#${p.ctx.id('bark')})`} stroke={WK.ink} strokeWidth={sw} />
      <path d="M-1 -30q1 3 0 6M1 -4q-1 3 0 6M-1 20q1 4 0 7M0 40q1 3 0 5" fill="none" stroke={WK.ink} strokeWidth={r1(sw * 0.7)} opacity=".6" />
      <path d="M2.2 -8Q9 -14 12 -22" fill="none" stroke={C.barkMid} strokeWidth={r1(sw * 1.8)} />
      <path d={top} fill={C.leafLight} stroke={WK.ink} strokeWidth={r1(sw * 0.8)} />
      <path d={side} fill={C.leafMid} stroke={WK.ink} strokeWidth={r1(sw * 0.8)} />
      {p.bloom ? <circle cx="0" cy="-47" r="3" fill={WK.berry} stroke={WK.ink} strokeWidth={r1(sw * 0.7)} /> : null}
    </g>
  );
}

/** A cup: an acorn-cap bowl on a twig stem and carved foot, full (`fill`), empty, or spilling; grip at the stem, local y 20. */
export function Cup(p: Placed & { fill?: string; empty?: boolean; flowers?: boolean }) {
  const sw = lw(1.3, p.size);
  const { ctx } = p;
  return (
    <g data-emblem="cups" transform={place(p, 20)}>
      {p.flowers ? (
        <g stroke={WK.ink} strokeWidth={r1(sw * 0.7)}>
          <path d="M-14 -36q-6 -16 4 -26M0 -38v-28M14 -36q6 -16 -4 -26" stroke={WK.moss} strokeWidth={r1(sw * 1.4)} fill="none" />
          <circle cx="-10" cy="-62" r="8" fill="#f6ecd0" />
          <circle cx="0" cy="-68" r="8" fill={WK.rose} />
          <circle cx="11" cy="-60" r="8" fill="#f4d35e" />
          <path d="M-10 -62h0M0 -68h0M11 -60h0" stroke={WK.rust} strokeWidth={r1(sw * 3)} />
        </g>
      ) : null}
      <path d="M-30 -30Q-31 6 0 8Q31 6 30 -30Z" fill={`url(#${ctx.id('scales')})`} stroke={WK.ink} strokeWidth={sw} />
      <path d="M-30 -30Q-31 6 0 8Q31 6 30 -30Z" fill={`url(#${ctx.id('cupwood')})`} opacity=".45" />
      <path d="M-32 -32Q0 -24 32 -32Q30 -40 0 -40Q-30 -40 -32 -32Z" fill="#c99456" stroke={WK.ink} strokeWidth={sw} />
      <ellipse cx="0" cy="-34" rx="26" ry="4.5" fill={p.empty ? '#4a2e18' : (p.fill ?? '#7fb6c8')} stroke={WK.ink} strokeWidth={r1(sw * 0.6)} />
      {p.empty || p.flowers ? null : <path d="M-14 -35q6 -2 12 0" stroke="#ffffff" strokeWidth={sw} opacity=".7" />}
      <path d="M-5 8Q-4 22 -7 34H7Q4 22 5 8Z" fill={`url(#${ctx.id('bark')})`} stroke={WK.ink} strokeWidth={sw} />
      <path d="M-22 46Q-20 34 0 33Q20 34 22 46Z" fill={`url(#${ctx.id('cupwood')})`} stroke={WK.ink} strokeWidth={sw} />
      <path d="M5 18Q12 14 16 18Q11 22 5 18Z" fill={C.leafMid} stroke={WK.ink} strokeWidth={r1(sw * 0.7)} />
    </g>
  );
}

/** A sword: a long pale thorn blade with little spurs, a twig crossguard, a bound berry grip, a gold pommel; grip at local y 32. */
export function Sword(p: Placed) {
  const sw = lw(1.2, p.size);
  return (
    <g data-emblem="swords" transform={place(p, 32)}>
      <path d="M0 -50L5.5 -30L6 0L5 20H-5L-6 0L-5.5 -30Z" fill={`url(#${p.ctx.id('thorn')})`} stroke={WK.ink} strokeWidth={sw} />
      <path d="M-5.8 -14l-5 -5l5 1ZM5.9 -2l5 -5l-5 1ZM-5.6 8l-4 -4l4 1Z" fill="#e2d9c0" stroke={WK.ink} strokeWidth={r1(sw * 0.6)} />
      <path d="M0 -42V16" stroke="#b9ad8e" strokeWidth={r1(sw * 0.8)} />
      <path d="M-20 24Q-12 18 0 19Q12 18 20 24Q10 22 0 24Q-10 22 -20 24Z" fill={WK.bark} stroke={WK.ink} strokeWidth={r1(sw * 0.8)} />
      <path d="M-20 24q-3 -2 -4 -5M20 24q3 -2 4 -5" stroke={WK.bark} strokeWidth={r1(sw * 1.4)} fill="none" />
      <rect x="-3.4" y="23" width="6.8" height="17" rx="2" fill={WK.berry} stroke={WK.ink} strokeWidth={r1(sw * 0.8)} />
      <path d="M-3 27l6 2M-3 31l6 2M-3 35l6 2" stroke="#e6d3a3" strokeWidth={r1(sw * 0.7)} />
      <circle cx="0" cy="44" r="4.5" fill={WK.gold} stroke={WK.ink} strokeWidth={r1(sw * 0.8)} />
    </g>
  );
}

/** The pressed flower's five petals, as one path. */
const PETALS = [0, 72, 144, 216, 288]
  .map((deg) => {
    const a = (deg * Math.PI) / 180;
    const p = (u: number, v: number) => `${r1(u * Math.cos(a) - v * Math.sin(a))} ${r1(u * Math.sin(a) + v * Math.cos(a))}`;
    return `M${p(0, -3)}Q${p(-11, -14)} ${p(0, -26)}Q${p(11, -14)} ${p(0, -3)}Z`;
  })
  .join('');

/** A coin: a golden seed disc with a rim of seeds and a pressed five-petalled flower at its heart; grip at its foot, local y 46. */
export function Coin(p: Placed) {
  const sw = lw(1.2, p.size);
  let seeds = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    seeds += `M${r1(38 * Math.cos(a))} ${r1(38 * Math.sin(a))}h0`;
  }
  return (
    <g data-emblem="coins" transform={place(p, 46)}>
      <circle r="48" fill={`url(#${p.ctx.id('gold')})`} stroke={WK.ink} strokeWidth={sw} />
      <circle r="31" fill="none" stroke="#9a6418" strokeWidth={r1(sw * 0.6)} />
      <path d={seeds} stroke="#8a5a16" strokeWidth="7" strokeLinecap="round" />
      <path d={PETALS} fill="#c4482f" stroke={WK.ink} strokeWidth={r1(sw * 0.6)} />
      <circle r="6" fill="#f4d35e" stroke={WK.ink} strokeWidth={r1(sw * 0.6)} />
    </g>
  );
}
