import type { ReactNode } from 'react';
import { r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';
import { Face, figurePoints, Hand, SKIN, SN, tint, type FigureProps } from './kit';

/**
 * Pieces of the Starlit Night pip cards that the deck kit (kit.tsx) does not draw: a city of
 * towers, rain, lit windows, a leafy tree, drifting sparks, the aces' glowing cloud and the
 * large hand that reaches out of it, castles, ships, a boat, a bed, tents, bridges, and the
 * helper that finds where a kit Figure's hand holds a suit emblem. Gradients take the card's
 * context for their ids.
 */

export const PK = {
  warm: '#ffd98a',
  hill: '#231d58',
  hillDark: '#15113a',
  stone: '#3d3880',
  stoneLight: '#6d68b8',
  wood: '#5a3e5e',
  woodDark: '#35223f',
} as const;

/** A vertical linear gradient as a def. */
export function VGrad({ id, stops }: { id: string; stops: readonly (readonly [number, string, number?])[] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      {stops.map(([o, c, a]) => (
        <stop key={o} offset={o} stopColor={c} stopOpacity={a ?? 1} />
      ))}
    </linearGradient>
  );
}

/** Where an emblem held in a Figure's hand goes: the hand point moved by dx,dy. */
export function held(p: FigureProps, side: 'l' | 'r', dx = 0, dy = 0): [number, number] {
  const pts = figurePoints(p);
  const [x, y] = pts[side];
  return [r1(x + dx), r1(y + dy)];
}

/** A skyline of city blocks and towers with lit windows along a base line. */
export function Skyline({ seed, base, height = 50, x = 30, w = 240, fill = '#15123a', lit = PK.warm, rim }: { seed: number; base: number; height?: number; x?: number; w?: number; fill?: string; lit?: string; rim?: string }) {
  const rand = seeded(seed);
  let d = `M${x} ${base}`;
  const wins: string[] = [];
  let cx = x;
  while (cx < x + w) {
    const bw = r1(14 + rand() * 20);
    const bh = r1(height * (0.35 + rand() * 0.65));
    const top = r1(base - bh);
    const kind = rand();
    if (kind > 0.8) d += `V${top}l${r1(bw / 2)} ${r1(-bw * 0.6)}l${r1(bw / 2)} ${r1(bw * 0.6)}`;
    else if (kind > 0.65) d += `V${top}h${r1(bw * 0.35)}v-${r1(bh * 0.3)}h${r1(bw * 0.3)}v${r1(bh * 0.3)}h${r1(bw * 0.35)}`;
    else d += `V${top}h${bw}`;
    for (let wy = top + 5; wy < base - 5; wy += 8) {
      for (let wx = cx + 3; wx < cx + bw - 4; wx += 6) if (rand() > 0.68) wins.push(`M${r1(wx)} ${r1(wy)}h2.4v3h-2.4Z`);
    }
    cx += bw;
  }
  d += `V${base}H${x}Z`;
  return (
    <>
      <path d={d} fill={fill} stroke={rim} strokeWidth={rim ? 1 : undefined} strokeOpacity=".5" />
      <path d={wins.join('')} fill={lit} opacity=".9" />
    </>
  );
}

/** Slanted rain over a box. */
export function Rain({ seed, count = 60, x = 30, y = 40, w = 240, h = 400, slant = -6, len = 14, color = SN.ice, opacity = 0.45 }: { seed: number; count?: number; x?: number; y?: number; w?: number; h?: number; slant?: number; len?: number; color?: string; opacity?: number }) {
  const rand = seeded(seed);
  const d: string[] = [];
  for (let i = 0; i < count; i++) d.push(`M${r1(x + rand() * w)} ${r1(y + rand() * h)}l${slant} ${len}`);
  return <path d={d.join('')} stroke={color} strokeWidth=".9" strokeLinecap="round" opacity={opacity} />;
}

/** A lit window: a warm rectangle (arched if `arch`) with panes and a soft id-free glow. */
export function LitWindow({ x, y, w, h, arch = false, frame = '#2a2350', light = PK.warm }: { x: number; y: number; w: number; h: number; arch?: boolean; frame?: string; light?: string }) {
  const top = arch ? `M${x} ${r1(y + w / 2)}A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${x + w} ${r1(y + w / 2)}` : `M${x} ${y}H${x + w}`;
  const d = `${top}V${y + h}H${x}Z`;
  return (
    <g>
      <ellipse cx={r1(x + w / 2)} cy={r1(y + h / 2)} rx={r1(w * 1.1)} ry={r1(h * 0.9)} fill={light} opacity=".12" />
      <path d={d} fill={light} stroke={frame} strokeWidth="2" />
      <path d={`M${r1(x + w / 2)} ${y}V${y + h}M${x} ${r1(y + h * 0.55)}H${x + w}`} stroke={frame} strokeWidth="1.4" />
    </g>
  );
}

/** A leafy tree as a dark crown with a moonlit edge: trunk at x, standing on y. */
export function Tree({ x, y, s = 1, fill = '#14113a', rim = SN.silver, flip = false }: { x: number; y: number; s?: number; fill?: string; rim?: string; flip?: boolean }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`}>
      <path d="M-4 0Q-2 -30 -8 -52L-1 -48Q3 -30 5 0Z" fill={fill} />
      <path d="M-36 -58Q-42 -84 -18 -90Q-10 -112 10 -104Q34 -104 34 -80Q44 -62 22 -52Q0 -44 -36 -58Z" fill={fill} stroke={rim} strokeWidth="1" strokeOpacity=".5" />
      <path d="M-18 -90Q-10 -112 10 -104Q34 -104 34 -80" fill="none" stroke={rim} strokeWidth="1.6" strokeOpacity=".35" />
    </g>
  );
}

/** Fireflies or drifting sparks: small warm dots with a soft edge. */
export function Sparks({ seed, count, x, y, w, h, color = PK.warm }: { seed: number; count: number; x: number; y: number; w: number; h: number; color?: string }) {
  const rand = seeded(seed);
  const d: string[] = [];
  for (let i = 0; i < count; i++) d.push(`M${r1(x + rand() * w)} ${r1(y + rand() * h)}h0`);
  const path = d.join('');
  return (
    <g strokeLinecap="round" fill="none" stroke={color}>
      <path d={path} strokeWidth="5" opacity=".2" />
      <path d={path} strokeWidth="2" />
    </g>
  );
}

/** A glowing cloud (for the aces' hands): a puffy shape lit from within, centred on x,y. */
export function GlowCloud({ ctx, x, y, s = 1 }: { ctx: SceneContext; x: number; y: number; s?: number }) {
  const id = ctx.id('cloud');
  const halo = ctx.id('cloud-halo');
  return (
    <g>
      <defs>
        <radialGradient id={id} cx=".5" cy=".65" r=".6">
          <stop offset="0" stopColor="#fff4d6" />
          <stop offset=".55" stopColor="#b9a9f2" />
          <stop offset="1" stopColor="#6455bd" />
        </radialGradient>
        <radialGradient id={halo}>
          <stop offset="0" stopColor="#d6c8ff" stopOpacity=".5" />
          <stop offset="1" stopColor="#d6c8ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx={x} cy={y} rx={r1(90 * s)} ry={r1(60 * s)} fill={`url(#${halo})`} />
      <path
        transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}
        d="M-46 14Q-60 10 -52 -6Q-50 -20 -34 -18Q-32 -38 -10 -34Q2 -50 22 -36Q44 -40 46 -18Q62 -12 54 6Q56 20 40 20H-36Q-50 22 -46 14Z"
        fill={`url(#${id})`}
        stroke="#efe6ff"
        strokeWidth="1.2"
        strokeOpacity=".7"
      />
    </g>
  );
}

/**
 * A large hand reaching up out of a sleeve, its fingers curled round a shaft at x,y (the grip's
 * centre), the forearm coming from the direction `from` degrees (0 from below, 90 from the
 * image-right). For the aces' offered emblems.
 */
export function GripHand({ x, y, s = 1, from = 90, skin = '#f1dccb', sleeve = '#e9e4ff' }: { x: number; y: number; s?: number; from?: number; skin?: string; sleeve?: string }) {
  const ink = SN.ink;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <g transform={`rotate(${from})`}>
        <path d="M-7 6Q-9 40 -10 62H12Q10 40 9 6Z" fill={skin} stroke={ink} strokeWidth="1.2" />
        <path d="M-12 46L-14 70H16L14 46Q1 50 -12 46Z" fill={sleeve} stroke={ink} strokeWidth="1.2" />
        <path d="M-12 50Q1 54 14 50" fill="none" stroke={SN.gold} strokeWidth="1.6" />
      </g>
      <path d="M-11 -10Q-14 0 -11 11Q-2 15 10 12Q13 2 11 -10Q0 -14 -11 -10Z" fill={skin} stroke={ink} strokeWidth="1.2" />
      <path d="M-11 -8Q-17 -7 -16 -2Q-15 1 -10 0M-11 -1Q-17 0 -16 5Q-15 8 -10 7M-11 6Q-16 8 -14 12Q-12 14 -8 12" fill={skin} stroke={ink} strokeWidth="1.1" />
      <path d="M10 -9Q16 -12 18 -6Q18 -2 12 0" fill={skin} stroke={ink} strokeWidth="1.1" />
      <path d="M-6 -9Q0 -11 8 -8" fill="none" stroke="#fff" strokeWidth="1" opacity=".6" />
    </g>
  );
}

/** A castle on a hill: walls and two towers with lit windows, standing on y around x. */
export function Castle({ x, y, s = 1, fill = '#14113a' }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <path d="M-30 0V-22h4v-4h4v4h4v-4h4v4h2V-44l6 -10l6 10V-22h8V-34l5 -8l5 8V0Z" fill={fill} stroke={SN.silver} strokeWidth=".8" strokeOpacity=".5" />
      <path d="M-6 -36h2.4v4h-2.4ZM15 -26h2.4v4h-2.4ZM-20 -14h2.4v4h-2.4ZM4 -12h2.4v4h-2.4Z" fill={PK.warm} />
    </g>
  );
}

/** A sailing ship with a lantern at the stern, its hull on the waterline y. */
export function Ship({ x, y, s = 1, flip = false }: { x: number; y: number; s?: number; flip?: boolean }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`}>
      <circle cx="13" cy="-7" r="9" fill={PK.warm} opacity=".18" />
      <path d="M-17 -7H17L12 0H-12Z" fill="#120f30" stroke={SN.ice} strokeWidth=".6" strokeOpacity=".5" />
      <path d="M0 -7V-36" stroke="#120f30" strokeWidth="1.4" />
      <path d="M1.5 -35Q15 -24 2 -10ZM-1.5 -32Q-13 -21 -2 -11Z" fill="#c8cff5" opacity=".9" />
      <circle cx="13" cy="-7" r="1.8" fill={PK.warm} />
    </g>
  );
}

/** A rowing boat seen from the side, its gunwale at y, from x-w/2 to x+w/2, with a lantern post at the prow. */
export function Boat({ x, y, w = 150, fill = '#3a2a4e', flip = false }: { x: number; y: number; w?: number; fill?: string; flip?: boolean }) {
  const h = w / 2;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -1 : 1} 1)`}>
      <path d={`M${-h} -6Q${r1(-h * 0.8)} 22 ${r1(-h * 0.5)} 24H${r1(h * 0.6)}Q${r1(h * 0.95)} 18 ${h + 6} -10L${h} 0H${-h}Z`} fill={fill} stroke={SN.ink} strokeWidth="1.2" />
      <path d={`M${-h + 2} 2H${h - 2}M${r1(-h * 0.9)} 12H${r1(h * 0.85)}`} stroke="#1f1530" strokeWidth="1.2" opacity=".7" />
      <path d={`M${-h} -6Q0 0 ${h + 6} -10`} fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".7" />
    </g>
  );
}

/** A heart shape centred on x,y, about 2.2 * s across. */
export const heartPath = (x: number, y: number, s: number) =>
  `M${x} ${r1(y + s * 1.05)}C${r1(x - s * 0.4)} ${r1(y + s * 0.7)} ${r1(x - s * 1.15)} ${r1(y + s * 0.2)} ${r1(x - s * 1.1)} ${r1(y - s * 0.35)}C${r1(x - s * 1.05)} ${r1(y - s * 0.95)} ${r1(x - s * 0.25)} ${r1(y - s * 1.05)} ${x} ${r1(y - s * 0.45)}C${r1(x + s * 0.25)} ${r1(y - s * 1.05)} ${r1(x + s * 1.05)} ${r1(y - s * 0.95)} ${r1(x + s * 1.1)} ${r1(y - s * 0.35)}C${r1(x + s * 1.15)} ${r1(y + s * 0.2)} ${r1(x + s * 0.4)} ${r1(y + s * 0.7)} ${x} ${r1(y + s * 1.05)}Z`;

/** A tent with a lit doorway, its ground line at y, w wide. */
export function Tent({ x, y, w = 60, fill = '#3b3282', stripe = '#5a4fb0' }: { x: number; y: number; w?: number; fill?: string; stripe?: string }) {
  const h = w * 0.7;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)})`}>
      <path d={`M${r1(-w / 2)} 0L0 ${r1(-h)}L${r1(w / 2)} 0Z`} fill={fill} stroke={SN.ink} strokeWidth="1" />
      <path d={`M${r1(-w / 4)} 0L0 ${r1(-h)}L${r1(w / 4)} 0`} fill="none" stroke={stripe} strokeWidth="3" />
      <path d={`M${r1(-w * 0.12)} 0L0 ${r1(-h * 0.5)}L${r1(w * 0.12)} 0Z`} fill={PK.warm} />
      <path d={`M0 ${r1(-h)}V${r1(-h - 10)}l8 3l-8 3`} fill={SN.crimson} stroke={SN.ink} strokeWidth=".6" />
      <path d={`M0 ${r1(-h)}L${r1(w / 2)} 0`} stroke={SN.ice} strokeWidth="1" opacity=".6" />
    </g>
  );
}

/** Children wrapped in a keyed fragment-like group, for lists of emblems. */
export function Many<T>({ items, draw }: { items: readonly T[]; draw: (item: T, index: number) => ReactNode }) {
  return (
    <>
      {items.map((item, i) => (
        <g key={i}>{draw(item, i)}</g>
      ))}
    </>
  );
}

/**
 * Where to centre an emblem (size tall, turned by rot degrees) so that its grip, `g` of its
 * height below its centre (wands 0.1, swords 0.32, cups 0.15), sits in the hand at hx,hy.
 */
export function gripAt(hand: readonly [number, number], size: number, rot: number, g: number): [number, number] {
  const a = (rot * Math.PI) / 180;
  return [r1(hand[0] + g * size * Math.sin(a)), r1(hand[1] - g * size * Math.cos(a))];
}

export interface BustProps {
  x: number;
  /** The line of the shoulders. */
  y: number;
  s?: number;
  skin?: string;
  hair?: string;
  robe?: string;
  /** Which arm is raised (image-left or image-right), if any; its hand is at bustHand(). */
  arm?: 'l' | 'r' | null;
  look?: number;
  mood?: 'calm' | 'smile' | 'sad' | 'fierce' | 'closed' | 'open';
  long?: boolean;
}

/** Where a Bust's raised hand is. */
export function bustHand({ x, y, s = 1, arm = 'r' }: BustProps): [number, number] {
  const k = arm === 'l' ? -1 : 1;
  return [r1(x + k * 16 * s), r1(y - 30 * s)];
}

/**
 * A person in a crowd seen from the chest up (lighter than a kit Figure): shoulders, neck, the
 * kit's Face, hair, and optionally one arm raised with the kit's Hand.
 */
export function Bust(p: BustProps) {
  const { x, y, s = 1, skin = SKIN[0], hair = '#15111f', robe = '#5a2d6e', arm = null, look = 0, mood = 'smile', long = false } = p;
  const ink = SN.ink;
  const hx = look * 1.2;
  const k = arm === 'l' ? -1 : 1;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      {long ? <path d="M-8 -22Q-12 -6 -10 6H10Q12 -6 8 -22Z" fill={hair} stroke={ink} strokeWidth=".7" /> : null}
      <path d="M-18 40V8Q-18 0 -8 -2L0 4L8 -2Q18 0 18 8V40Z" fill={robe} stroke={ink} strokeWidth="1" />
      <path d="M8 -2Q18 0 18 8V40" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".6" />
      <path d="M-8 -2L0 4L8 -2" fill="none" stroke={tint(robe, 0.4)} strokeWidth="1" />
      <rect x="-2.6" y="-6" width="5.2" height="6" fill={skin} />
      <Face x={r1(hx * 0.4)} y={-13} r={7.4} skin={skin} look={look} mood={mood} />
      <path d={`M-7 -13Q-8 -23 ${r1(hx)} -22Q8 -23 7 -13Q5 -18 ${r1(hx + 0.7)} -17.6Q-2 -16 -7 -13Z`} fill={hair} stroke={ink} strokeWidth=".7" />
      {arm ? (
        <>
          <path d={`M${k * 13} 4L${k * 17} -12L${k * 16} -27`} fill="none" stroke={ink} strokeWidth="7.4" strokeLinecap="round" strokeLinejoin="round" />
          <path d={`M${k * 13} 4L${k * 17} -12L${k * 16} -27`} fill="none" stroke={robe} strokeWidth="5.8" strokeLinecap="round" strokeLinejoin="round" />
          <Hand x={k * 16} y={-29} dx={0} dy={-1} r={2.5} skin={skin} thumb={k === 1 ? -1 : 1} />
        </>
      ) : null}
    </g>
  );
}
