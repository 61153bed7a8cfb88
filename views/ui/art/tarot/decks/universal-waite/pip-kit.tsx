import type { ReactNode } from 'react';
import { r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';

/**
 * Props of the Universal Waite pip cards that the deck's kit (kit.tsx) does not draw: the hand
 * from a cloud of the aces, falling yods, rain and snow, glows, battlements, houses, ships and the
 * ferry, a bridge, a rainbow, tents, a falcon, grapes, and a figure's head seen from behind or
 * bandaged. Skies, grounds, hills, water, castles, trees, clouds and people come from kit.tsx.
 */

export const INK = '#231c14';
const SW = 2.4;

export const COL = {
  lemon: '#f4d35e',
  lemonPale: '#f9e7a2',
  blue: '#a9cfe8',
  bluePale: '#e1eef6',
  grass: '#8db263',
  grassDark: '#6c9445',
  grassPale: '#b3cc80',
  far: '#9cbf9a',
  stone: '#bdb7aa',
  stoneDark: '#8f897d',
  stonePale: '#dcd6c8',
  water: '#4f86c6',
  waterPale: '#8fbde3',
  cloud: '#ffffff',
  cloudShade: '#dbe3ec',
  red: '#c8372d',
  redDark: '#8f2219',
  blueRobe: '#2f5fa8',
  white: '#f7f3ea',
  gold: '#e8b730',
  goldPale: '#f6df8a',
  wood: '#a8733f',
  woodDark: '#7a4f2a',
  night: '#2b3046',
  grey: '#7d8390',
  dusk: '#e88a4a',
} as const;

export const line = { stroke: INK, strokeWidth: SW, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };
export const thin = { stroke: INK, strokeWidth: 1.4, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };

const X0 = 30;
const Y0 = 40;
const Y1 = 440;

/** A small house or village roof line on base x,y. */
export function house(x: number, y: number, s = 1, wall = '#efe4c8', roof: string = COL.red): ReactNode {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`} stroke={INK} strokeWidth={1.4 / s} strokeLinejoin="round">
      <path d="M-12 0V-14H12V0Z" fill={wall} />
      <path d="M-15 -13L0 -26L15 -13Z" fill={roof} />
      <path d="M-3 0V-7H3V0ZM5 -10h4v4h-4Z" fill="#5a5248" />
    </g>
  );
}

/** Slanted rain over the picture (or a band), seeded. */
export function rain(seed = 7, count = 60, y0: number = Y0, y1: number = Y1, color = '#5e6b80'): ReactNode {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = X0 + rand() * 250;
    const y = y0 + rand() * (y1 - y0);
    d += `M${r1(x)} ${r1(y)}l-5 14`;
  }
  return <path d={d} stroke={color} strokeWidth="1.6" strokeLinecap="round" opacity=".8" />;
}

/** A radial glow (a soft disc of light), for haloes and dawns. */
export function glow(ctx: SceneContext, name: string, x: number, y: number, r: number, color: string, opacity = 0.9): ReactNode {
  const id = ctx.id(name);
  return (
    <>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor={color} stopOpacity={opacity} />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={x} cy={y} r={r} fill={`url(#${id})`} />
    </>
  );
}

/** A stone wall or battlement from x1 to x2, top at y, down to y2, with crenels when `crenels`. */
export function wall(x1: number, x2: number, y: number, y2: number, crenels = false, fill: string = COL.stone): ReactNode {
  let top = `M${x1} ${y2}V${y}`;
  if (crenels) {
    for (let x = x1; x < x2 - 1; x += 20) {
      const xe = Math.min(x + 10, x2);
      top += `H${xe}V${y + 8}H${Math.min(x + 20, x2)}V${y}`;
    }
    top += `H${x2}`;
  } else top += `H${x2}`;
  top += `V${y2}Z`;
  let joints = '';
  const base = y + (crenels ? 8 : 0);
  for (let row = 0, jy = base + 12; jy < y2; jy += 12, row++) {
    joints += `M${x1} ${jy}H${x2}`;
    for (let jx = x1 + (row % 2 ? 12 : 24); jx < x2; jx += 24) joints += `M${jx} ${jy - 12}v12`;
  }
  return (
    <>
      <path d={top} fill={fill} {...line} />
      <path d={joints} stroke={COL.stoneDark} strokeWidth="1.2" fill="none" />
    </>
  );
}

/** The hand of the aces: from a cloud at the side `side`, gripping an upright object at x,y (fist) or holding it on the palm (palm). */
export function cloudHand(ctx: SceneContext, x: number, y: number, side: 'left' | 'right', grip: 'fist' | 'palm' = 'fist', skin = '#f3d2ad'): ReactNode {
  const m = side === 'right' ? 1 : -1;
  const hand =
    grip === 'fist'
      ? (
        <>
          <path d="M60 -12Q34 -14 14 -12L14 12Q34 14 60 12Z" fill={skin} {...line} />
          <path d="M15 -13Q-2 -17 -11 -11Q-14 -6 -11 -2Q-14 2 -11 6Q-13 11 -9 14Q0 17 15 13Z" fill={skin} {...line} />
          <path d="M-11 -6.5H4M-11 -1.5H5M-11 3.5H5M-10 9H4" fill="none" {...thin} />
          <path d="M16 -10Q6 -20 -6 -14Q0 -11 10 -9" fill={skin} {...thin} />
        </>
      )
      : (
        <>
          <path d="M62 2Q36 0 18 2L18 22Q38 24 62 22Z" fill={skin} {...line} />
          <path d="M20 2Q8 -2 -4 4Q-20 6 -30 1Q-37 3 -34 10Q-28 18 -10 20Q6 24 20 22Z" fill={skin} {...line} />
          <path d="M-30 8Q-16 12 -2 12M-28 14Q-14 17 0 17" fill="none" {...thin} />
          <path d="M14 3Q10 -10 2 -14Q-3 -14 -1 -9Q4 -3 6 3Z" fill={skin} {...thin} />
        </>
      );
  const cx = m * 62;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(1.3)`}>
      {glow(ctx, 'handglow', cx, 0, 60, '#fff8d8', 0.95)}
      <g transform={m === 1 ? undefined : 'scale(-1 1)'}>{hand}</g>
      <g transform={`translate(${cx} 6)`}>
        <path d="M-34 10Q-44 0 -32 -8Q-30 -24 -12 -22Q-4 -36 14 -28Q30 -34 36 -18Q50 -12 44 4Q50 18 34 20Q24 30 8 22Q-8 30 -20 22Q-36 24 -34 10Z" fill={COL.cloud} {...line} />
        <path d="M-20 14Q0 8 30 12M-14 -8Q0 -14 16 -10" fill="none" stroke={COL.cloudShade} strokeWidth="4" strokeLinecap="round" />
      </g>
    </g>
  );
}

/** Falling yods (flame-shaped drops of light) around the aces' hand. */
export function yods(points: readonly (readonly [number, number])[], fill: string = COL.gold): ReactNode {
  const d = points.map(([x, y]) => `M${x} ${y - 6}q5 6 2 10q-2 2 -4 0q-3 -4 2 -10Z`).join('');
  return <path d={d} fill={fill} stroke={INK} strokeWidth="1" />;
}

/** A sailing ship on the waterline at x,y, s times its size, sail colour `sail`. */
export function ship(x: number, y: number, s = 1, sail: string = COL.white): ReactNode {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`} stroke={INK} strokeWidth={r1(1.4 / s)} strokeLinejoin="round">
      <path d="M-16 -6H16L10 2H-12Z" fill={COL.woodDark} />
      <path d="M0 -6V-34" fill="none" />
      <path d="M1 -32Q14 -22 12 -8H1ZM-1 -28Q-10 -18 -10 -8H-1Z" fill={sail} />
    </g>
  );
}

/** A flat ferry boat, bow at the right, gunwale at y, from x1 to x2. */
export function ferry(x1: number, x2: number, y: number, fill: string = COL.woodDark): ReactNode {
  return (
    <>
      <path d={`M${x1} ${y}H${x2}Q${x2 - 6} ${y + 22} ${x2 - 30} ${y + 24}H${x1 + 14}Q${x1} ${y + 20} ${x1} ${y}Z`} fill={fill} {...line} />
      <path d={`M${x1 + 4} ${y + 8}H${x2 - 8}M${x1 + 8} ${y + 16}H${x2 - 18}`} stroke="#4d3119" strokeWidth="1.4" />
    </>
  );
}

/** A stone bridge with one arch, from x1 to x2, deck at y. */
export function bridge(x1: number, x2: number, y: number, h = 24, fill: string = COL.stone): ReactNode {
  const mid = (x1 + x2) / 2;
  const half = (x2 - x1) / 2 - 8;
  return (
    <path
      d={`M${x1} ${y + h}V${y}H${x2}V${y + h}H${mid + half}Q${mid + half} ${y + 6} ${mid} ${y + 6}Q${mid - half} ${y + 6} ${mid - half} ${y + h}Z`}
      fill={fill}
      stroke={INK}
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  );
}

/** A rainbow arc centred on x with radius r, base at y. */
export function rainbow(x: number, y: number, r: number, width = 22): ReactNode {
  const bands = ['#d8433a', '#f08a35', '#f4d35e', '#6fae4f', '#3f7fc4', '#6b4fa8'];
  const bw = width / bands.length;
  return (
    <g fill="none">
      {bands.map((c, i) => {
        const rr = r1(r - i * bw);
        return <path key={c} d={`M${r1(x - rr)} ${y}A${rr} ${rr} 0 0 1 ${r1(x + rr)} ${y}`} stroke={c} strokeWidth={r1(bw + 0.4)} opacity=".85" />;
      })}
    </g>
  );
}

/** A striped tent, base centred at x,y, w wide. */
export function tent(x: number, y: number, w = 40, stripe: string = COL.red): ReactNode {
  const h = w * 0.9;
  const half = w / 2;
  return (
    <g stroke={INK} strokeLinejoin="round">
      <path d={`M${x - half} ${y}L${x} ${r1(y - h)}L${x + half} ${y}Z`} fill="#f3e6c4" strokeWidth="1.6" />
      <path d={`M${x} ${r1(y - h)}L${r1(x - half / 3)} ${y}H${r1(x + half / 3)}Z`} fill={stripe} strokeWidth="1.2" />
      <path d={`M${x} ${r1(y - h)}v-8l8 3 -8 3`} fill={stripe} strokeWidth="1.2" />
    </g>
  );
}

/** A bird on a perch or gloved hand at x,y (feet), facing left when dir is -1. */
export function falcon(x: number, y: number, s = 1, dir: 1 | -1 = 1): ReactNode {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${r1(s * dir * 100) / 100} ${s})`} stroke={INK} strokeWidth={r1(1.4 / s)} strokeLinejoin="round">
      <path d="M-2 0Q-10 -6 -10 -16Q-8 -26 0 -28Q6 -28 8 -24L12 -22L8 -20Q6 -8 2 0Z" fill="#8a6a4a" />
      <path d="M-8 -18Q-14 -6 -12 4L-4 -4Z" fill="#5e4530" />
      <path d="M-2 -27Q4 -30 7 -24Q2 -22 -2 -27Z" fill="#c8372d" />
      <circle cx="4" cy="-24" r="1" fill={INK} stroke="none" />
    </g>
  );
}

/** A bunch of grapes at x,y. */
export function grapes(x: number, y: number, fill = '#6b3f8f'): ReactNode {
  const pts = [
    [0, 0],
    [-4, -4],
    [4, -4],
    [0, -8],
    [-8, -8],
    [8, -8],
    [-4, -12],
    [4, -12],
  ];
  return (
    <g stroke={INK} strokeWidth="0.8">
      <path d={`M${x} ${y - 14}l2 -6`} stroke="#4f7f34" strokeWidth="1.6" />
      {pts.map(([dx, dy]) => (
        <circle key={`${dx}-${dy}`} cx={x + dx!} cy={y + dy!} r="3" fill={fill} />
      ))}
    </g>
  );
}

/** Falling snow over the picture, seeded. */
export function snow(seed = 17, count = 70): ReactNode {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) d += `M${r1(X0 + rand() * 240)} ${r1(Y0 + rand() * 400)}h0`;
  return <path d={d} stroke="#ffffff" strokeWidth="3.4" strokeLinecap="round" />;
}

/** The back of a head (hair over the whole face, a neck below) for a figure seen from behind, over a kit Head at x,y (its centre), scale s. */
export function backHead(x: number, y: number, s: number, hair: string, band?: string): ReactNode {
  const r = 8.9 * s;
  return (
    <g>
      <path d={`M${r1(x - r * 0.92)} ${r1(y + r * 0.2)}C${r1(x - r * 1.2)} ${r1(y - r * 1.3)} ${r1(x + r * 1.2)} ${r1(y - r * 1.3)} ${r1(x + r * 0.92)} ${r1(y + r * 0.2)}Q${r1(x + r * 0.8)} ${r1(y + r * 1.05)} ${x} ${r1(y + r * 1.1)}Q${r1(x - r * 0.8)} ${r1(y + r * 1.05)} ${r1(x - r * 0.92)} ${r1(y + r * 0.2)}Z`} fill={hair} {...line} />
      <path d={`M${r1(x - r * 0.4)} ${r1(y - r * 0.4)}Q${r1(x - r * 0.2)} ${r1(y + r * 0.5)} ${r1(x - r * 0.3)} ${r1(y + r * 0.9)}M${r1(x + r * 0.3)} ${r1(y - r * 0.5)}Q${r1(x + r * 0.4)} ${r1(y + r * 0.4)} ${r1(x + r * 0.3)} ${r1(y + r * 0.9)}`} fill="none" stroke={INK} strokeWidth="1" opacity=".4" />
      {band ? <path d={`M${r1(x - r * 0.98)} ${r1(y - r * 0.35)}Q${x} ${r1(y - r * 0.05)} ${r1(x + r * 0.98)} ${r1(y - r * 0.35)}`} fill="none" stroke={band} strokeWidth={r1(2.4 * s)} /> : null}
    </g>
  );
}

/** A white bandage wound round a head at x,y (its centre), scale s. */
export function bandage(x: number, y: number, s: number): ReactNode {
  const r = 8.4 * s;
  return (
    <g>
      <path d={`M${r1(x - r)} ${r1(y - r * 0.55)}Q${x} ${r1(y - r * 0.95)} ${r1(x + r)} ${r1(y - r * 0.55)}L${r1(x + r * 0.98)} ${r1(y - r * 0.2)}Q${x} ${r1(y - r * 0.6)} ${r1(x - r * 0.98)} ${r1(y - r * 0.2)}Z`} fill="#f7f3ea" {...thin} />
      <path d={`M${r1(x + r * 0.9)} ${r1(y - r * 0.4)}l${r1(r * 0.5)} ${r1(r * 0.3)}l${r1(-r * 0.1)} ${r1(r * 0.4)}Z`} fill="#f7f3ea" {...thin} />
      <path d={`M${r1(x - r * 0.3)} ${r1(y - r * 0.6)}h${r1(r * 0.3)}`} stroke={COL.red} strokeWidth={r1(1.4 * s)} strokeLinecap="round" />
    </g>
  );
}
