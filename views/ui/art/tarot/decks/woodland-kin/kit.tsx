import type { ReactNode } from 'react';
import { r1, ring, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';

/**
 * The Woodland Kin deck's own drawing kit: whole animal folk (upright storybook animals with
 * faces, paws and simple clothes), four-legged mounts, birds, the suit tools as the forest makes
 * them (twig wand, acorn cup, thorn sword, seed coin) and forest scenery (skies, hills, trees,
 * streams, burrows, meadows, the seasons). Everything is drawn in grid units of the 300 x 520
 * card; the picture area is x 30-270, y 40-440. Only add exports here: other files import it.
 */

/* ------------------------------------------------------------------ colours */

/** The deck's colours: moss, bark, berry and late-afternoon gold, plus the forest's other tones. */
export const WK = {
  ink: '#3b2a1c',
  cream: '#f6efd9',
  paper: '#f3ecd6',
  moss: '#4f7f34',
  mossLight: '#86ac57',
  mossDark: '#2f5424',
  leaf: '#6f9a4f',
  pine: '#2c4a33',
  bark: '#6b4a2e',
  barkLight: '#9b6b3f',
  barkDark: '#3f2a1a',
  berry: '#a8323a',
  berryDark: '#6e1f2a',
  gold: '#e0a838',
  goldLight: '#f6d783',
  rust: '#c4682c',
  amber: '#d98a2b',
  sky: '#d3e6d6',
  skyBlue: '#9cc3d5',
  water: '#6ea3b4',
  waterLight: '#b9dbe0',
  stone: '#8d8a80',
  stoneLight: '#b9b4a6',
  snow: '#f4f6f4',
  night: '#1f2b3f',
  dusk: '#5b4a6e',
  rose: '#e8a3a0',
  plum: '#6b3d5e',
  blue: '#3f6b8c',
  white: '#fbf8ef',
  black: '#1d1a18',
} as const;

/* ------------------------------------------------------------------ small helpers */

/** One decimal, for coordinates in path data. */
const n = r1;

/** A point string "x y" rounded to one decimal. */
export const pt = (x: number, y: number) => `${n(x)} ${n(y)}`;

/** A smooth closed blob through points (quadratic curves through midpoints), as path data. */
export function blob(points: readonly (readonly [number, number])[]): string {
  const m = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const count = points.length;
  const first = m(points[count - 1]!, points[0]!);
  let d = `M${pt(first[0], first[1])}`;
  for (let i = 0; i < count; i++) {
    const p = points[i]!;
    const q = m(p, points[(i + 1) % count]!);
    d += `Q${pt(p[0], p[1])} ${pt(q[0], q[1])}`;
  }
  return `${d}Z`;
}

/** An ellipse as path data (two arcs), so it can join other subpaths in one path. */
export const oval = (x: number, y: number, rx: number, ry: number) => `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;

/** A cloud-like canopy: overlapping discs around (x, y) within rx x ry, as one path (seeded). */
export function puffs(x: number, y: number, rx: number, ry: number, count: number, seed: number, size = 0.42): string {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rand() * 0.5;
    const k = 0.55 + rand() * 0.35;
    const r = Math.min(rx, ry) * (size + rand() * 0.18);
    d += ring(n(x + Math.cos(a) * rx * k), n(y + Math.sin(a) * ry * k), n(r));
  }
  d += oval(x, y, rx * 0.7, ry * 0.7);
  return d;
}

/** An outlined limb: a thick round-capped stroke of `fill` with an ink edge `edge` wide each side. */
export function Limb({ d, w, fill, edge = 1.4, ink = WK.ink }: { d: string; w: number; fill: string; edge?: number; ink?: string }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={ink} strokeWidth={n(w + edge * 2)} />
      <path d={d} stroke={fill} strokeWidth={n(w)} />
    </g>
  );
}

/* ------------------------------------------------------------------ animal folk */

/** The animals the kit can draw standing or sitting upright like storybook folk. */
export type Species = 'fox' | 'hare' | 'rabbit' | 'badger' | 'bear' | 'deer' | 'mouse' | 'hedgehog' | 'squirrel' | 'otter' | 'wolf' | 'cat';

/** A face's expression. */
export type Mood = 'calm' | 'happy' | 'sad' | 'fierce' | 'wonder' | 'wise' | 'closed';

interface Build {
  fur: string;
  dark: string;
  light: string;
  paw: string;
  bw: number;
  bh: number;
  head: number;
  limb: number;
}

/** Each species' colours (fur, shade, light fur, paws) and build (body half-width and half-height, head scale, limb width). */
export const SPECIES: Readonly<Record<Species, Build>> = {
  fox: { fur: '#d2692a', dark: '#9a4318', light: '#fbf1df', paw: '#3a2519', bw: 17, bh: 22, head: 1, limb: 8 },
  wolf: { fur: '#8e8f93', dark: '#5d5e64', light: '#e9e6df', paw: '#55565c', bw: 19, bh: 24, head: 1.05, limb: 9 },
  hare: { fur: '#b08a5c', dark: '#7b5c38', light: '#f1e6d2', paw: '#c9a77c', bw: 16, bh: 22, head: 0.95, limb: 7.5 },
  rabbit: { fur: '#c9b49a', dark: '#8f7a62', light: '#fbf5ea', paw: '#e4d6c2', bw: 16, bh: 20, head: 0.95, limb: 7.5 },
  badger: { fur: '#8a8780', dark: '#55524d', light: '#f4f1ea', paw: '#2a2624', bw: 20, bh: 23, head: 1, limb: 9 },
  bear: { fur: '#7a4e2c', dark: '#4c2e18', light: '#c99a67', paw: '#4c2e18', bw: 25, bh: 28, head: 1.15, limb: 12 },
  deer: { fur: '#b67a45', dark: '#80522b', light: '#f6ead6', paw: '#3b2a1c', bw: 16, bh: 24, head: 1, limb: 7 },
  mouse: { fur: '#a88d74', dark: '#75604d', light: '#f3e7da', paw: '#eab7ae', bw: 14, bh: 18, head: 1, limb: 6 },
  hedgehog: { fur: '#b9926a', dark: '#5e4431', light: '#efdcc0', paw: '#6e5240', bw: 19, bh: 20, head: 0.9, limb: 7 },
  squirrel: { fur: '#b8552a', dark: '#7d3517', light: '#f7e8d2', paw: '#8a4020', bw: 15, bh: 20, head: 0.95, limb: 6.5 },
  otter: { fur: '#6d4a32', dark: '#43291a', light: '#d7bd9c', paw: '#43291a', bw: 15, bh: 25, head: 0.92, limb: 7 },
  cat: { fur: '#5a5552', dark: '#34302e', light: '#ece6dc', paw: '#ece6dc', bw: 15, bh: 21, head: 0.95, limb: 7 },
};

/** How an animal holds itself: standing, sitting (on the ground or a seat), walking, riding (origin at the saddle). */
export type Pose = 'stand' | 'sit' | 'walk' | 'ride';

/** The crowns and headgear the kit draws. */
export type Crown = 'leaf' | 'flower' | 'gold' | 'holly' | 'oak' | 'star' | 'antlers' | 'mitre' | 'cap';

/** An upright animal's drawing options. */
export interface KinProps {
  kind: Species;
  /** The ground point between the feet (for 'ride', the saddle point). */
  x: number;
  y: number;
  /** Scale; at 1 a standing adult is about 100 units tall to the top of the head. */
  s?: number;
  /** Mirror left-right (the tail and the head's turn change side). */
  flip?: boolean;
  pose?: Pose;
  /** Arm angles in degrees from hanging straight down: 90 out sideways, 180 straight up, negative across the body. */
  armL?: number;
  armR?: number;
  /** Things held in the left / right paw, drawn with their grip at the origin (see the item drawers). */
  holdL?: ReactNode;
  holdR?: ReactNode;
  /** Head turn, -1 (to the viewer's left) to 1, and head tilt in degrees. */
  look?: number;
  tilt?: number;
  mood?: Mood;
  age?: 'young' | 'adult' | 'old';
  /** Fur colours, overriding the species'. */
  fur?: string;
  dark?: string;
  light?: string;
  /** Clothes: a cloak behind the body, a long robe, a tunic, an apron, a scarf, a hood (colours). */
  cloak?: string;
  robe?: string;
  tunic?: string;
  apron?: string;
  scarf?: string;
  hood?: string;
  /** A belt or sash across the tunic or robe. */
  belt?: string;
  crown?: Crown;
  /** A stag's antlers (deer only; also given by crown 'antlers'). */
  antlers?: boolean;
  /** A band over the eyes (a blindfold), colour. */
  blindfold?: string;
  /** Spectacles (round, on the nose). */
  specs?: boolean;
  /** Leave the tail out (when it would cross something). */
  noTail?: boolean;
}

/** The geometry of an upright animal, in its local units (origin at the ground point, y up is negative). */
function frame(p: KinProps) {
  const b = SPECIES[p.kind];
  const young = p.age === 'young';
  const bw = b.bw * (young ? 0.82 : 1);
  const bh = b.bh * (young ? 0.78 : 1);
  const hs = b.head * (young ? 1.12 : 1);
  const pose = p.pose ?? 'stand';
  const bottom = pose === 'sit' ? -3 : pose === 'ride' ? 2 : young ? -9 : -12;
  const cy = bottom - bh;
  const shY = cy - bh * 0.52;
  const shX = bw * 0.78;
  const hy = cy - bh - 11 * hs;
  const arm = (young ? 17 : 21) * (p.kind === 'bear' ? 1.2 : 1);
  return { b, bw, bh, hs, pose, bottom, cy, shY, shX, hy, arm, young };
}

/** Where an upright animal's left (-1) or right (1) paw is, in card units (for placing things near it). */
export function pawAt(p: KinProps, side: -1 | 1): [number, number] {
  const f = frame(p);
  const s = p.s ?? 1;
  const a = (((side < 0 ? p.armL : p.armR) ?? 10) * Math.PI) / 180;
  const mirror = p.flip ? -1 : 1;
  const lx = side * (f.shX + Math.sin(a) * f.arm);
  const ly = f.shY + Math.cos(a) * f.arm;
  return [n(p.x + lx * s * mirror), n(p.y + ly * s)];
}

/** Where an upright animal's head centre is, in card units. */
export function headAt(p: KinProps): [number, number] {
  const f = frame(p);
  const s = p.s ?? 1;
  return [n(p.x), n(p.y + f.hy * s)];
}

function eyesAndMouth(mood: Mood, ex: number, ey: number, er: number, look: number, ny: number, mouthW: number, sw: number, ink: string) {
  const lx = look * 2.4;
  const parts: ReactNode[] = [];
  const eye = (cx: number) => {
    const x = cx + lx;
    if (mood === 'happy') return <path key={cx} d={`M${n(x - er)} ${n(ey + er * 0.3)}Q${n(x)} ${n(ey - er * 1.3)} ${n(x + er)} ${n(ey + er * 0.3)}`} fill="none" stroke={ink} strokeWidth={n(sw * 1.2)} strokeLinecap="round" />;
    if (mood === 'closed') return <path key={cx} d={`M${n(x - er)} ${n(ey)}Q${n(x)} ${n(ey + er * 1.1)} ${n(x + er)} ${n(ey)}`} fill="none" stroke={ink} strokeWidth={n(sw * 1.2)} strokeLinecap="round" />;
    const big = mood === 'wonder' ? 1.2 : 1;
    return (
      <g key={cx}>
        <ellipse cx={n(x)} cy={n(ey)} rx={n(er * big)} ry={n(er * 1.18 * big)} fill={ink} />
        <circle cx={n(x + er * 0.38)} cy={n(ey - er * 0.42)} r={n(er * 0.38)} fill="#fff" />
        <circle cx={n(x - er * 0.35)} cy={n(ey + er * 0.45)} r={n(er * 0.16)} fill="#fff" opacity=".8" />
        {mood === 'wise' ? <path d={`M${n(x - er * 1.3)} ${n(ey - er * 0.1)}Q${n(x)} ${n(ey - er * 0.5)} ${n(x + er * 1.3)} ${n(ey - er * 0.1)}`} stroke={ink} strokeWidth={n(sw * 1.3)} fill="none" strokeLinecap="round" /> : null}
      </g>
    );
  };
  parts.push(eye(-ex), eye(ex));
  const bx = ex * 0.55;
  if (mood === 'sad')
    parts.push(<path key="b" d={`M${n(-ex - er + lx)} ${n(ey - er * 1.7)}L${n(-bx + lx)} ${n(ey - er * 2.6)}M${n(ex + er + lx)} ${n(ey - er * 1.7)}L${n(bx + lx)} ${n(ey - er * 2.6)}`} stroke={ink} strokeWidth={n(sw)} strokeLinecap="round" />);
  if (mood === 'fierce')
    parts.push(<path key="b" d={`M${n(-ex - er + lx)} ${n(ey - er * 2.4)}L${n(-bx + lx)} ${n(ey - er * 1.5)}M${n(ex + er + lx)} ${n(ey - er * 2.4)}L${n(bx + lx)} ${n(ey - er * 1.5)}`} stroke={ink} strokeWidth={n(sw * 1.2)} strokeLinecap="round" />);
  const mx = lx * 0.8;
  const my = ny + 1.8;
  const w = mouthW;
  let mouth = `M${n(mx - w)} ${n(my)}Q${n(mx - w / 2)} ${n(my + 1.8)} ${n(mx)} ${n(my)}Q${n(mx + w / 2)} ${n(my + 1.8)} ${n(mx + w)} ${n(my)}`;
  let fill = 'none';
  if (mood === 'happy') {
    mouth = `M${n(mx - w)} ${n(my)}Q${n(mx)} ${n(my + w * 1.3)} ${n(mx + w)} ${n(my)}Z`;
    fill = '#9c3b3b';
  } else if (mood === 'sad') mouth = `M${n(mx - w)} ${n(my + 2)}Q${n(mx)} ${n(my - 0.6)} ${n(mx + w)} ${n(my + 2)}`;
  else if (mood === 'wonder') {
    mouth = oval(mx, my + 1.6, w * 0.42, w * 0.55);
    fill = '#6e2a2a';
  } else if (mood === 'fierce') {
    mouth = `M${n(mx - w * 1.1)} ${n(my)}Q${n(mx)} ${n(my + w * 1.1)} ${n(mx + w * 1.1)} ${n(my)}Q${n(mx)} ${n(my + w * 0.3)} ${n(mx - w * 1.1)} ${n(my)}Z`;
    fill = '#7a2626';
  }
  parts.push(<path key="m" d={`M${n(mx)} ${n(ny)}V${n(my)}${mouth}`} fill={fill} stroke={ink} strokeWidth={n(sw * 0.9)} strokeLinecap="round" strokeLinejoin="round" />);
  return parts;
}

/** A species' head, drawn round (0, 0), about 34 units across at scale 1 (ears beyond). */
function Head({ p, col, sw }: { p: KinProps; col: Build; sw: number }) {
  const ink = WK.ink;
  const mood = p.mood ?? 'calm';
  const look = p.look ?? 0;
  const lx = look * 2.4;
  const line = { stroke: ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const old = p.age === 'old';
  const blush = p.age === 'young' || mood === 'happy';
  let back: ReactNode = null;
  let face: ReactNode = null;
  let ey = -1;
  let ex = 6.6;
  let er = 2.5;
  let ny = 8;
  let mw = 2.6;
  let cheekY = 6;
  let nose: ReactNode = null;
  const whiskers = (y: number, w: number) => (
    <path d={`M${n(-w + lx)} ${n(y)}l-9 -2M${n(-w + lx)} ${n(y + 2)}l-9 2M${n(w + lx)} ${n(y)}l9 -2M${n(w + lx)} ${n(y + 2)}l9 2`} stroke={ink} strokeWidth={n(sw * 0.5)} opacity=".7" />
  );
  switch (p.kind) {
    case 'fox':
    case 'wolf': {
      const wolf = p.kind === 'wolf';
      const eh = wolf ? 26 : 31;
      back = (
        <path
          d={`M-13 -9L${wolf ? -15 : -17} ${-eh}L-2 -15ZM13 -9L${wolf ? 15 : 17} ${-eh}L2 -15Z`}
          fill={col.fur}
          {...line}
        />
      );
      face = (
        <>
          <path d={`M-12 -10L${wolf ? -13.6 : -15.2} ${-eh + 5}L-5 -14.5ZM12 -10L${wolf ? 13.6 : 15.2} ${-eh + 5}L5 -14.5Z`} fill={wolf ? '#3d3a3a' : '#3a2519'} />
          <path d="M-16 -3Q-17 -14 -6 -16Q0 -17.5 6 -16Q17 -14 16 -3Q22 5 13 9L3 18.5Q0 20.5 -3 18.5L-13 9Q-22 5 -16 -3Z" fill={col.fur} {...line} />
          <path d={`M-19 4Q-9 1 ${n(lx * 0.5)} 9Q9 1 19 4L13 9.5L3 18.5Q0 20.5 -3 18.5L-13 9.5Z`} fill={col.light} />
          <path d="M-19 4L-13 9.5L-3 18.5Q0 20.5 3 18.5L13 9.5L19 4" fill="none" {...line} />
        </>
      );
      ey = 0;
      ex = 7;
      ny = 14.5;
      mw = 2.4;
      cheekY = 6;
      nose = <ellipse cx={n(lx * 0.8)} cy={n(ny - 1)} rx="3" ry="2.2" fill={ink} />;
      break;
    }
    case 'hare':
    case 'rabbit':
    case 'mouse':
    case 'cat': {
      const mouse = p.kind === 'mouse';
      const cat = p.kind === 'cat';
      const long = p.kind === 'hare' ? 38 : 30;
      if (mouse)
        back = (
          <>
            <path d={`${oval(-14, -12, 10, 10)}${oval(14, -12, 10, 10)}`} fill={col.fur} {...line} />
            <path d={`${oval(-14, -12, 6.5, 6.5)}${oval(14, -12, 6.5, 6.5)}`} fill="#e9a9a2" />
          </>
        );
      else if (cat) back = <path d="M-13 -6L-15 -24L-3 -14ZM13 -6L15 -24L3 -14Z" fill={col.fur} {...line} />;
      else
        back = (
          <g>
            <path d={`M-9 -8Q${-16} ${-long * 0.6} ${-11} ${-long}Q-4 ${-long * 0.6} -3 -10ZM9 -8Q16 ${-long * 0.6} 11 ${-long}Q4 ${-long * 0.6} 3 -10Z`} fill={col.fur} {...line} />
            <path d={`M-8.5 -11Q-12.5 ${-long * 0.58} -10.5 ${-long + 5}Q-6 ${-long * 0.6} -5.5 -12ZM8.5 -11Q12.5 ${-long * 0.58} 10.5 ${-long + 5}Q6 ${-long * 0.6} 5.5 -12Z`} fill="#e8b6a8" opacity=".8" />
            {p.kind === 'hare' ? <path d={`M-13 ${-long + 8}Q-12 ${-long - 1} -11 ${-long}Q-8 ${-long + 3} -8.6 ${-long + 8}ZM13 ${-long + 8}Q12 ${-long - 1} 11 ${-long}Q8 ${-long + 3} 8.6 ${-long + 8}Z`} fill={WK.black} /> : null}
          </g>
        );
      face = (
        <>
          <path d={mouse ? 'M-13 -2Q-13 -14 0 -14Q13 -14 13 -2Q12 8 2 13Q0 14 -2 13Q-12 8 -13 -2Z' : 'M-14 -1Q-14 -15 0 -15Q14 -15 14 -1Q14 11 0 13Q-14 11 -14 -1Z'} fill={col.fur} {...line} />
          <path d={`${oval(-3.6 + lx, 7, 4.8, 3.8)}${oval(3.6 + lx, 7, 4.8, 3.8)}`} fill={col.light} />
          {cat ? <path d="M-5 -14L-4 -8M0 -15V-8M5 -14L4 -8" stroke={col.dark} strokeWidth={n(sw * 1.2)} strokeLinecap="round" /> : null}
        </>
      );
      ey = mouse ? -2 : -2;
      ex = mouse ? 5.6 : 6.6;
      er = p.kind === 'hare' ? 2.6 : 2.5;
      ny = mouse ? 8.6 : 5.4;
      mw = 2.2;
      cheekY = 5;
      nose = <path d={`M${n(lx - 2.4)} ${n(ny - 2)}h4.8l-2.4 2.6Z`} fill={mouse || cat ? '#d98c8c' : '#c77a7a'} stroke={ink} strokeWidth={n(sw * 0.5)} strokeLinejoin="round" />;
      face = (
        <>
          {face}
          {whiskers(ny + 1, 5)}
        </>
      );
      break;
    }
    case 'badger': {
      back = <path d={`${oval(-13, -11, 5, 5)}${oval(13, -11, 5, 5)}`} fill={WK.black} stroke={col.light} strokeWidth={n(sw * 1.2)} />;
      face = (
        <>
          <path d="M-15 -5Q-16 -17 0 -17Q16 -17 15 -5Q14 8 4 17Q0 19.5 -4 17Q-14 8 -15 -5Z" fill={col.light} {...line} />
          <path d={`M-12.5 -13Q-9 -16 -5.5 -16L${n(-3 + lx)} 13L${n(-5.5 + lx)} 13Q-12 2 -12.5 -13ZM12.5 -13Q9 -16 5.5 -16L${n(3 + lx)} 13L${n(5.5 + lx)} 13Q12 2 12.5 -13Z`} fill={WK.black} />
          <path d="M-15 -5Q-15.6 4 -9 11Q-14 3 -14 -8ZM15 -5Q15.6 4 9 11Q14 3 14 -8Z" fill={col.fur} />
        </>
      );
      ey = 0;
      ex = 7.2;
      er = 2.3;
      ny = 15.5;
      mw = 2;
      cheekY = 8;
      nose = <ellipse cx={n(lx * 0.7)} cy={n(ny - 1)} rx="2.8" ry="2" fill={ink} />;
      break;
    }
    case 'bear': {
      back = (
        <>
          <path d={`${oval(-13, -13, 6.5, 6.5)}${oval(13, -13, 6.5, 6.5)}`} fill={col.fur} {...line} />
          <path d={`${oval(-13, -13, 3.4, 3.4)}${oval(13, -13, 3.4, 3.4)}`} fill={col.dark} />
        </>
      );
      face = (
        <>
          <path d={oval(0, 0, 17, 16)} fill={col.fur} {...line} />
          <path d={oval(lx * 0.8, 7, 8.5, 6.5)} fill={col.light} {...line} strokeWidth={n(sw * 0.6)} />
        </>
      );
      ey = -3;
      ex = 7;
      er = 2.2;
      ny = 6;
      mw = 2.4;
      cheekY = 4;
      nose = <ellipse cx={n(lx * 0.8)} cy={n(ny - 1.5)} rx="3.4" ry="2.3" fill={ink} />;
      break;
    }
    case 'deer': {
      const stag = p.antlers || p.crown === 'antlers';
      back = (
        <>
          {stag ? (
            <path
              d="M-6 -14Q-10 -26 -8 -36Q-7 -42 -10 -48M-8.5 -30Q-15 -32 -19 -40M-8 -38Q-3 -42 -2 -48M-9 -23Q-15 -22 -20 -27M6 -14Q10 -26 8 -36Q7 -42 10 -48M8.5 -30Q15 -32 19 -40M8 -38Q3 -42 2 -48M9 -23Q15 -22 20 -27"
              fill="none"
              stroke={ink}
              strokeWidth={n(sw * 3.2)}
              strokeLinecap="round"
            />
          ) : null}
          {stag ? (
            <path
              d="M-6 -14Q-10 -26 -8 -36Q-7 -42 -10 -48M-8.5 -30Q-15 -32 -19 -40M-8 -38Q-3 -42 -2 -48M-9 -23Q-15 -22 -20 -27M6 -14Q10 -26 8 -36Q7 -42 10 -48M8.5 -30Q15 -32 19 -40M8 -38Q3 -42 2 -48M9 -23Q15 -22 20 -27"
              fill="none"
              stroke="#e8dcc0"
              strokeWidth={n(sw * 1.6)}
              strokeLinecap="round"
            />
          ) : null}
          <path d="M-9 -9Q-22 -20 -27 -12Q-22 -4 -10 -4ZM9 -9Q22 -20 27 -12Q22 -4 10 -4Z" fill={col.fur} {...line} />
          <path d="M-11 -8.5Q-20 -15 -24 -11.5Q-20 -6.5 -11 -6ZM11 -8.5Q20 -15 24 -11.5Q20 -6.5 11 -6Z" fill="#e9c6a8" />
        </>
      );
      face = (
        <>
          <path d="M-11 -12Q0 -19 11 -12Q14 -1 8 10Q5 19 0 19.5Q-5 19 -8 10Q-14 -1 -11 -12Z" fill={col.fur} {...line} />
          <path d={`M-6 9Q${n(lx * 0.6)} 5 6 9Q5 18 0 18.5Q-5 18 -6 9Z`} fill={col.light} />
          <path d="M-4 -12Q0 -15 4 -12L0 -2Z" fill={col.dark} opacity=".35" />
        </>
      );
      ey = -2;
      ex = 6.3;
      er = 2.6;
      ny = 15.5;
      mw = 2;
      cheekY = 6;
      nose = <ellipse cx={n(lx * 0.6)} cy={n(ny - 1.5)} rx="3.4" ry="2.2" fill={ink} />;
      break;
    }
    case 'hedgehog': {
      const spikes: string[] = [];
      for (let i = 0; i <= 12; i++) {
        const a = Math.PI * (1.05 + (i / 12) * 0.9);
        const r0 = 13;
        const r2 = 22 + (i % 2) * 3;
        const a2 = a + 0.12;
        spikes.push(`M${pt(Math.cos(a - 0.13) * r0, Math.sin(a - 0.13) * r0 + 2)}L${pt(Math.cos(a2) * r2, Math.sin(a2) * r2 + 2)}L${pt(Math.cos(a + 0.16) * r0, Math.sin(a + 0.16) * r0 + 2)}`);
      }
      back = (
        <>
          <path d={`${spikes.join('')}`} fill={col.dark} {...line} strokeWidth={n(sw * 0.8)} />
          <path d={oval(0, -2, 18, 14)} fill={col.dark} {...line} />
        </>
      );
      face = (
        <>
          <path d="M-12 -4Q-12 -12 0 -12Q12 -12 12 -4Q11 7 3 14Q0 16 -3 14Q-11 7 -12 -4Z" fill={col.light} {...line} />
          <path d={`${oval(-11, -9, 3.4, 3.4)}${oval(11, -9, 3.4, 3.4)}`} fill={col.fur} {...line} strokeWidth={n(sw * 0.7)} />
        </>
      );
      ey = -2;
      ex = 5.6;
      er = 2.2;
      ny = 13;
      mw = 1.8;
      cheekY = 5;
      nose = <circle cx={n(lx * 0.6)} cy={n(ny - 1.2)} r="2.4" fill={ink} />;
      break;
    }
    case 'squirrel': {
      back = (
        <>
          <path d="M-12 -8L-12 -26L-3 -13ZM12 -8L12 -26L3 -13Z" fill={col.fur} {...line} />
          <path d="M-12 -24l-3 -6l3 1l1 -4l1 5ZM12 -24l3 -6l-3 1l-1 -4l-1 5Z" fill={col.dark} />
        </>
      );
      face = (
        <>
          <path d="M-13 -2Q-13 -15 0 -15Q13 -15 13 -2Q13 10 0 13Q-13 10 -13 -2Z" fill={col.fur} {...line} />
          <path d={`M-11 3Q-5 2 ${n(lx * 0.6)} 5Q5 2 11 3Q9 12 0 13Q-9 12 -11 3Z`} fill={col.light} />
        </>
      );
      ey = -3;
      ex = 6;
      er = 2.5;
      ny = 6.5;
      mw = 2;
      cheekY = 4;
      nose = <ellipse cx={n(lx * 0.6)} cy={n(ny - 1.5)} rx="2.3" ry="1.6" fill={ink} />;
      break;
    }
    case 'otter': {
      back = <path d={`${oval(-14.5, -6, 3.6, 3.6)}${oval(14.5, -6, 3.6, 3.6)}`} fill={col.fur} {...line} />;
      face = (
        <>
          <path d={oval(0, 0, 16, 13)} fill={col.fur} {...line} />
          <path d={`${oval(-4 + lx * 0.7, 6, 5.6, 4.4)}${oval(4 + lx * 0.7, 6, 5.6, 4.4)}`} fill={col.light} />
        </>
      );
      ey = -3;
      ex = 6.4;
      er = 2.3;
      ny = 4.5;
      mw = 2.4;
      cheekY = 3;
      nose = <path d={`M${n(lx * 0.7 - 3.2)} ${n(ny - 3)}h6.4q-1 3 -3.2 3q-2.2 0 -3.2 -3Z`} fill={ink} />;
      face = (
        <>
          {face}
          {whiskers(ny + 2, 7)}
        </>
      );
      break;
    }
  }
  return (
    <g>
      {back}
      {face}
      {blush ? <path d={`${oval(-ex - 2.5 + lx, ey + cheekY + 1, 3, 1.8)}${oval(ex + 2.5 + lx, ey + cheekY + 1, 3, 1.8)}`} fill="#e0787a" opacity=".45" /> : null}
      {eyesAndMouth(mood, ex, ey, er, look, ny, mw, sw, ink)}
      {nose}
      {old ? <path d={`M${n(-ex - 4 + lx)} ${n(ey - 4)}q4 -3 7 0M${n(ex + 4 + lx)} ${n(ey - 4)}q-4 -3 -7 0`} stroke="#f4f1ea" strokeWidth={n(sw * 1.6)} fill="none" strokeLinecap="round" /> : null}
      {p.specs ? <path d={`${oval(-ex + lx, ey, er + 1.8, er + 1.8)}${oval(ex + lx, ey, er + 1.8, er + 1.8)}M${n(-ex + er + 1.8 + lx)} ${n(ey)}h${n(2 * ex - 2 * er - 3.6)}`} fill="none" stroke="#7a5a2a" strokeWidth={n(sw * 0.7)} /> : null}
      {p.blindfold ? <path d={`M-16 ${n(ey - 4)}Q0 ${n(ey - 6)} 16 ${n(ey - 4)}L16 ${n(ey + 3)}Q0 ${n(ey + 1)} -16 ${n(ey + 3)}Z`} fill={p.blindfold} {...line} strokeWidth={n(sw * 0.7)} /> : null}
    </g>
  );
}

/** Headgear drawn on the head (origin at the head centre, top of the head about y -15). */
function Headgear({ crown, sw, top }: { crown: Crown; sw: number; top: number }) {
  const line = { stroke: WK.ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const t = top;
  switch (crown) {
    case 'gold':
      return <path d={`M-11 ${t + 3}L-13 ${t - 9}L-6 ${t - 3}L0 ${t - 12}L6 ${t - 3}L13 ${t - 9}L11 ${t + 3}Z`} fill={WK.gold} {...line} />;
    case 'star':
      return (
        <g>
          <path d={`M-11 ${t + 3}Q0 ${t - 3} 11 ${t + 3}`} fill="none" stroke={WK.gold} strokeWidth={n(sw * 2)} />
          <path d={`M0 ${t - 13}L2.2 ${t - 6.5}L8.5 ${t - 6.5}L3.4 ${t - 2.6}L5.3 ${t + 3.5}L0 ${t - 0.4}L-5.3 ${t + 3.5}L-3.4 ${t - 2.6}L-8.5 ${t - 6.5}L-2.2 ${t - 6.5}Z`} fill={WK.goldLight} {...line} strokeWidth={n(sw * 0.7)} />
        </g>
      );
    case 'mitre':
      return <path d={`M-10 ${t + 4}L-9 ${t - 10}Q0 ${t - 24} 9 ${t - 10}L10 ${t + 4}ZM0 ${t - 16}V${t + 3}M-5 ${t - 4}H5`} fill={WK.cream} {...line} />;
    case 'cap':
      return <path d={`M-13 ${t + 5}Q-12 ${t - 8} 0 ${t - 8}Q10 ${t - 8} 14 ${t - 2}L22 ${t + 2}Q14 ${t + 3} 13 ${t + 5}Z`} fill={WK.moss} {...line} />;
    case 'antlers':
      return null;
    default: {
      const leaf = crown === 'holly' ? WK.mossDark : crown === 'oak' ? WK.leaf : crown === 'flower' ? WK.mossLight : WK.moss;
      const leaves: string[] = [];
      for (let i = -3; i <= 3; i++) {
        const x = i * 4.2;
        const y = t + 2 + Math.abs(i) * 0.9;
        const a = (i * 14 * Math.PI) / 180;
        const [dx, dy] = [Math.sin(a) * 9, -Math.cos(a) * 9];
        leaves.push(`M${pt(x, y)}Q${pt(x + dx * 0.5 - dy * 0.35, y + dy * 0.5 + dx * 0.35)} ${pt(x + dx, y + dy)}Q${pt(x + dx * 0.5 + dy * 0.35, y + dy * 0.5 - dx * 0.35)} ${pt(x, y)}Z`);
      }
      const dots = crown === 'flower' ? WK.rose : crown === 'holly' || crown === 'leaf' ? WK.berry : null;
      return (
        <g>
          <path d={leaves.join('')} fill={leaf} {...line} strokeWidth={n(sw * 0.7)} />
          {dots ? <path d={`${ring(-8, t + 1, 2.2)}${ring(0, t - 1, 2.4)}${ring(8, t + 1, 2.2)}`} fill={dots} {...line} strokeWidth={n(sw * 0.5)} /> : null}
          {crown === 'oak' ? <path d={`${oval(-6, t, 2, 2.6)}${oval(6, t, 2, 2.6)}`} fill={WK.barkLight} {...line} strokeWidth={n(sw * 0.5)} /> : null}
        </g>
      );
    }
  }
}

/** Short strokes of fur along an oval's edge (seeded), as path data. */
function furStrokes(cx: number, cy: number, rx: number, ry: number, count: number, seed: number): string {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const k = 0.72 + rand() * 0.22;
    const x = cx + Math.cos(a) * rx * k;
    const y = cy + Math.sin(a) * ry * k;
    d += `M${pt(x, y)}l${n(Math.cos(a) * 2.2 + 0.6)} ${n(Math.sin(a) * 2.2 + 1.6)}`;
  }
  return d;
}

/**
 * A whole animal standing, walking, sitting or riding upright like a storybook character: its
 * species' head and face (eyes with highlights, muzzle, mouth by mood), round body with a light
 * belly and fur strokes, legs and feet, arms with paws that hold things (holdL / holdR), tail,
 * and clothes (cloak, robe, tunic, apron, scarf, hood, belt, crown). Origin at the ground point.
 */
export function Kin(p: KinProps) {
  const f = frame(p);
  const s = p.s ?? 1;
  const sw = n(1.5 / Math.max(0.7, Math.min(1.6, s)));
  const col: Build = { ...f.b, fur: p.fur ?? f.b.fur, dark: p.dark ?? f.b.dark, light: p.light ?? f.b.light };
  const ink = WK.ink;
  const line = { stroke: ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const { bw, bh, cy, shX, shY, hy, arm, pose, bottom } = f;
  const lw = f.b.limb * (f.young ? 0.9 : 1);
  const tail = p.noTail ? null : Tail({ kind: p.kind, bw, bottom, col, sw, young: f.young });
  // Legs and feet.
  let legs: ReactNode;
  const fw = p.kind === 'hare' || p.kind === 'rabbit' ? 9 : p.kind === 'bear' ? 9 : 6.5;
  const footCol = p.kind === 'fox' || p.kind === 'badger' || p.kind === 'otter' || p.kind === 'bear' ? col.paw : p.kind === 'deer' ? WK.barkDark : col.fur;
  if (pose === 'sit') {
    const fx = bw * 0.62;
    legs = (
      <g>
        <path d={`${oval(-fx, -5, bw * 0.42, 7)}${oval(fx, -5, bw * 0.42, 7)}`} fill={col.fur} {...line} />
        <path d={`${oval(-fx - 1, -3, fw * 0.75, fw * 0.6)}${oval(fx + 1, -3, fw * 0.75, fw * 0.6)}`} fill={footCol} {...line} />
        {footCol !== col.fur || p.kind === 'deer' ? null : <path d={`${oval(-fx - 1, -2.6, 2.2, 1.8)}${oval(fx + 1, -2.6, 2.2, 1.8)}`} fill={col.dark} opacity=".5" />}
      </g>
    );
  } else if (pose === 'ride') {
    legs = <Limb d={`M${n(bw * 0.25)} ${n(bottom - 6)}Q${n(bw * 0.55)} ${n(bottom + 6)} ${n(bw * 0.3)} ${n(bottom + 16)}`} w={lw + 2} fill={col.fur} edge={sw} />;
  } else {
    const walk = pose === 'walk';
    const lf: [number, number] = walk ? [-bw * 0.75, -2] : [-bw * 0.45, -2.5];
    const rf: [number, number] = walk ? [bw * 0.55, -4] : [bw * 0.45, -2.5];
    legs = (
      <g>
        <Limb d={`M${n(-bw * 0.35)} ${n(bottom - 4)}L${pt(lf[0], lf[1] - 2)}M${n(bw * 0.35)} ${n(bottom - 4)}L${pt(rf[0], rf[1] - 2)}`} w={lw + 2} fill={col.fur} edge={sw} />
        <path d={`${oval(lf[0] - 2, lf[1], fw, 3.4)}${oval(rf[0] + 2, rf[1], fw, 3.4)}`} fill={footCol} {...line} />
      </g>
    );
  }
  // Arms: a limb from the shoulder to the paw, the paw over what it holds.
  const armOf = (side: -1 | 1, deg: number, hold: ReactNode) => {
    const a = (deg * Math.PI) / 180;
    const sx = side * shX;
    const px = sx + side * Math.sin(a) * arm;
    const py = shY + Math.cos(a) * arm;
    const ex2 = sx + side * Math.sin(a) * arm * 0.5 + side * 2.5;
    const ey2 = shY + Math.cos(a) * arm * 0.5 + 1.5;
    const sleeve = p.robe ?? p.tunic;
    return (
      <g key={side}>
        <Limb d={`M${pt(sx, shY)}Q${pt(ex2, ey2)} ${pt(px, py)}`} w={lw} fill={col.fur} edge={sw} />
        {sleeve ? <Limb d={`M${pt(sx, shY)}Q${pt(ex2, ey2)} ${pt(sx + (px - sx) * 0.55, shY + (py - shY) * 0.55)}`} w={lw + 2.5} fill={sleeve} edge={sw} /> : null}
        {hold ? <g transform={`translate(${pt(px, py)})`}>{hold}</g> : null}
        <circle cx={n(px)} cy={n(py)} r={n(lw * 0.62)} fill={col.paw} {...line} />
      </g>
    );
  };
  const torso = oval(0, cy, bw, bh);
  const bellyCol = p.kind === 'badger' || p.kind === 'bear' ? col.dark : col.light;
  const headTop = -15;
  const hoodD = `M-21 4Q-24 -20 0 -26Q24 -20 21 4Q12 12 0 12Q-12 12 -21 4Z`;
  const scarfY = cy - bh + 4;
  return (
    <g transform={`translate(${pt(p.x, p.y)})${p.flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      {p.cloak ? (
        <path
          d={`M${n(-shX - 2)} ${n(shY - 6)}Q${n(-bw - 14)} ${n(cy + bh * 0.5)} ${n(-bw - 12)} ${n(bottom + (pose === 'sit' ? -2 : 6))}Q0 ${n(bottom + 10)} ${n(bw + 12)} ${n(bottom + (pose === 'sit' ? -2 : 6))}Q${n(bw + 14)} ${n(cy + bh * 0.5)} ${n(shX + 2)} ${n(shY - 6)}Z`}
          fill={p.cloak}
          {...line}
        />
      ) : null}
      {p.kind === 'hedgehog' ? <HedgehogBack bw={bw} cy={cy} bh={bh} col={col} sw={sw} /> : null}
      {tail}
      {legs}
      <path d={torso} fill={col.fur} {...line} />
      <path d={oval(0, cy + bh * 0.18, bw * 0.62, bh * 0.7)} fill={bellyCol} opacity={p.kind === 'badger' || p.kind === 'bear' ? 0.35 : 1} />
      <path d={furStrokes(0, cy, bw, bh, 16, Math.round(bw * 7 + bh))} stroke={col.dark} strokeWidth={n(sw * 0.7)} strokeLinecap="round" opacity=".55" />
      <path d={`M${n(bw * 0.2)} ${n(cy - bh * 0.98)}Q${n(bw * 1.05)} ${n(cy - bh * 0.6)} ${n(bw * 0.95)} ${n(cy + bh * 0.3)}Q${n(bw * 0.7)} ${n(cy + bh * 0.9)} ${n(bw * 0.1)} ${n(cy + bh)}Q${n(bw * 0.75)} ${n(cy)} ${n(bw * 0.2)} ${n(cy - bh * 0.98)}Z`} fill={WK.black} opacity=".13" />
      {p.robe ? (
        <path
          d={`M${n(-bw * 0.8)} ${n(cy - bh * 0.7)}Q${n(-bw * 1.25)} ${n(cy + bh * 0.4)} ${n(-bw * 1.2)} ${n(bottom + (pose === 'sit' ? -2 : 1))}Q0 ${n(bottom + 5)} ${n(bw * 1.2)} ${n(bottom + (pose === 'sit' ? -2 : 1))}Q${n(bw * 1.25)} ${n(cy + bh * 0.4)} ${n(bw * 0.8)} ${n(cy - bh * 0.7)}Q0 ${n(cy - bh * 1.05)} ${n(-bw * 0.8)} ${n(cy - bh * 0.7)}Z`}
          fill={p.robe}
          {...line}
        />
      ) : null}
      {p.robe ? <path d={`M0 ${n(cy - bh * 0.8)}V${n(bottom + 2)}M${n(-bw * 0.5)} ${n(cy)}Q${n(-bw * 0.6)} ${n(bottom - 6)} ${n(-bw * 0.7)} ${n(bottom)}M${n(bw * 0.5)} ${n(cy)}Q${n(bw * 0.6)} ${n(bottom - 6)} ${n(bw * 0.7)} ${n(bottom)}`} stroke={WK.black} strokeWidth={n(sw * 0.8)} opacity=".25" fill="none" /> : null}
      {p.tunic ? (
        <path
          d={`M${n(-bw * 0.85)} ${n(cy - bh * 0.65)}Q${n(-bw * 1.12)} ${n(cy + bh * 0.3)} ${n(-bw * 0.95)} ${n(cy + bh * 0.72)}Q0 ${n(cy + bh * 0.95)} ${n(bw * 0.95)} ${n(cy + bh * 0.72)}Q${n(bw * 1.12)} ${n(cy + bh * 0.3)} ${n(bw * 0.85)} ${n(cy - bh * 0.65)}Q0 ${n(cy - bh * 1.02)} ${n(-bw * 0.85)} ${n(cy - bh * 0.65)}Z`}
          fill={p.tunic}
          {...line}
        />
      ) : null}
      {p.apron ? <path d={`M${n(-bw * 0.5)} ${n(cy - bh * 0.55)}H${n(bw * 0.5)}L${n(bw * 0.62)} ${n(cy + bh * 0.85)}Q0 ${n(cy + bh * 0.98)} ${n(-bw * 0.62)} ${n(cy + bh * 0.85)}Z`} fill={p.apron} {...line} /> : null}
      {p.belt ? <path d={`M${n(-bw * 0.98)} ${n(cy + 1)}Q0 ${n(cy + 6)} ${n(bw * 0.98)} ${n(cy + 1)}`} stroke={p.belt} strokeWidth={n(3.4)} fill="none" /> : null}
      {p.cloak ? <path d={`M${n(-shX - 4)} ${n(shY - 5)}Q0 ${n(shY - 14)} ${n(shX + 4)} ${n(shY - 5)}Q${n(shX + 2)} ${n(shY + 5)} ${n(shX - 3)} ${n(shY + 4)}Q0 ${n(shY - 3)} ${n(-shX + 3)} ${n(shY + 4)}Q${n(-shX - 2)} ${n(shY + 5)} ${n(-shX - 4)} ${n(shY - 5)}Z`} fill={p.cloak} {...line} /> : null}
      {armOf(-1, p.armL ?? 12, p.holdL)}
      {armOf(1, p.armR ?? 12, p.holdR)}
      {p.scarf ? (
        <g>
          <path d={`M${n(-bw * 0.62)} ${n(scarfY - 3)}Q0 ${n(scarfY + 5)} ${n(bw * 0.62)} ${n(scarfY - 3)}L${n(bw * 0.6)} ${n(scarfY + 3)}Q0 ${n(scarfY + 11)} ${n(-bw * 0.6)} ${n(scarfY + 3)}Z`} fill={p.scarf} {...line} />
          <path d={`M${n(bw * 0.2)} ${n(scarfY + 4)}l4 16l5 -2l-3 -15Z`} fill={p.scarf} {...line} />
        </g>
      ) : null}
      <g transform={`translate(0 ${n(hy)})${p.tilt ? ` rotate(${p.tilt})` : ''}${f.hs !== 1 ? ` scale(${n(f.hs * 100) / 100})` : ''}`}>
        {p.hood ? <path d={hoodD} fill={p.hood} {...line} /> : null}
        <Head p={p} col={col} sw={sw} />
        {p.hood ? <path d="M-19 2Q-21 -16 0 -20Q21 -16 19 2Q20 -20 0 -24Q-20 -20 -19 2Z" fill={p.hood} {...line} strokeWidth={n(sw * 0.7)} /> : null}
        {p.crown ? <Headgear crown={p.crown} sw={sw} top={p.kind === 'deer' ? -14 : headTop} /> : null}
      </g>
    </g>
  );
}

function HedgehogBack({ bw, cy, bh, col, sw }: { bw: number; cy: number; bh: number; col: Build; sw: number }) {
  let d = '';
  const count = 22;
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (0.75 + (i / (count - 1)) * 1.5);
    const r0x = bw * 0.95;
    const r0y = bh * 0.95;
    const len = 9 + (i % 2) * 3;
    const x = Math.cos(a) * r0x;
    const y = cy + Math.sin(a) * r0y;
    const tx = x + Math.cos(a) * len * 1.2;
    const ty = y + Math.sin(a) * len;
    const o = 3.2;
    d += `M${pt(x - Math.sin(a) * o, y + Math.cos(a) * o)}L${pt(tx, ty)}L${pt(x + Math.sin(a) * o, y - Math.cos(a) * o)}Z`;
  }
  return (
    <g>
      <path d={d} fill={col.dark} stroke={WK.ink} strokeWidth={n(sw * 0.7)} strokeLinejoin="round" />
      <path d={oval(0, cy, bw * 1.12, bh * 1.08)} fill={col.dark} stroke={WK.ink} strokeWidth={sw} />
    </g>
  );
}

function Tail({ kind, bw, bottom, col, sw, young }: { kind: Species; bw: number; bottom: number; col: Build; sw: number; young: boolean }) {
  const line = { stroke: WK.ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const x = bw * 0.6;
  const y = bottom - 8;
  const k = young ? 0.8 : 1;
  switch (kind) {
    case 'fox':
    case 'wolf': {
      const tip = kind === 'fox' ? col.light : '#3d3a3a';
      return (
        <g>
          <path d={`M${n(x)} ${n(y - 4)}Q${n(x + 22 * k)} ${n(y - 4)} ${n(x + 30 * k)} ${n(y - 22 * k)}Q${n(x + 36 * k)} ${n(y - 34 * k)} ${n(x + 32 * k)} ${n(y - 44 * k)}Q${n(x + 22 * k)} ${n(y - 30 * k)} ${n(x + 14 * k)} ${n(y - 22 * k)}Q${n(x + 6)} ${n(y - 16)} ${n(x - 2)} ${n(y - 14)}Z`} fill={col.fur} {...line} />
          <path d={`M${n(x + 33 * k)} ${n(y - 31 * k)}Q${n(x + 36 * k)} ${n(y - 38 * k)} ${n(x + 32 * k)} ${n(y - 44 * k)}Q${n(x + 26 * k)} ${n(y - 36 * k)} ${n(x + 24 * k)} ${n(y - 32 * k)}Q${n(x + 29 * k)} ${n(y - 28 * k)} ${n(x + 33 * k)} ${n(y - 31 * k)}Z`} fill={tip} {...line} />
        </g>
      );
    }
    case 'squirrel':
      return (
        <g>
          <path d={`M${n(x - 2)} ${n(y)}Q${n(x + 30 * k)} ${n(y + 2)} ${n(x + 28 * k)} ${n(y - 36 * k)}Q${n(x + 26 * k)} ${n(y - 62 * k)} ${n(x + 8 * k)} ${n(y - 80 * k)}Q${n(x - 2 * k)} ${n(y - 90 * k)} ${n(x + 10 * k)} ${n(y - 96 * k)}Q${n(x + 36 * k)} ${n(y - 92 * k)} ${n(x + 42 * k)} ${n(y - 66 * k)}Q${n(x + 48 * k)} ${n(y - 30 * k)} ${n(x + 30 * k)} ${n(y - 6 * k)}Q${n(x + 16 * k)} ${n(y + 8)} ${n(x - 2)} ${n(y)}Z`} fill={col.fur} {...line} />
          <path d={`M${n(x + 14 * k)} ${n(y - 12 * k)}Q${n(x + 34 * k)} ${n(y - 30 * k)} ${n(x + 30 * k)} ${n(y - 62 * k)}Q${n(x + 26 * k)} ${n(y - 84 * k)} ${n(x + 14 * k)} ${n(y - 90 * k)}`} fill="none" stroke={col.dark} strokeWidth={n(sw * 1.2)} opacity=".6" />
        </g>
      );
    case 'hare':
    case 'rabbit':
      return <path d={oval(x + 4, y + 2, 6 * k, 5.5 * k)} fill={col.light} {...line} />;
    case 'mouse':
      return <path d={`M${n(x)} ${n(y + 4)}Q${n(x + 26)} ${n(y + 12)} ${n(x + 30)} ${n(y - 6)}Q${n(x + 33)} ${n(y - 18)} ${n(x + 24)} ${n(y - 20)}`} fill="none" stroke={WK.ink} strokeWidth={n(sw * 2.2)} strokeLinecap="round" />;
    case 'cat':
      return <Limb d={`M${n(x)} ${n(y + 2)}Q${n(x + 24)} ${n(y + 4)} ${n(x + 22)} ${n(y - 20)}Q${n(x + 20)} ${n(y - 34)} ${n(x + 30)} ${n(y - 38)}`} w={5} fill={col.fur} edge={sw} />;
    case 'otter':
      return <path d={`M${n(x - 2)} ${n(y - 2)}Q${n(x + 20)} ${n(y + 2)} ${n(x + 34)} ${n(bottom + 8)}Q${n(x + 16)} ${n(y + 10)} ${n(x - 4)} ${n(y + 7)}Z`} fill={col.fur} {...line} />;
    case 'badger':
      return <path d={`M${n(x)} ${n(y)}Q${n(x + 12)} ${n(y + 2)} ${n(x + 14)} ${n(y + 8)}Q${n(x + 6)} ${n(y + 8)} ${n(x - 2)} ${n(y + 6)}Z`} fill={col.fur} {...line} />;
    case 'deer':
      return <path d={oval(x + 3, y - 6, 4, 6)} fill={col.light} {...line} />;
    default:
      return null;
  }
}

/* ------------------------------------------------------------------ four-legged animals */

/** The four-legged animals (side view) that can carry riders or pull carts. */
export type BeastKind = 'pony' | 'deer' | 'stag' | 'hare' | 'wolf' | 'boar' | 'fox';

/** A four-legged animal's options. Facing right unless flipped; origin on the ground under its middle. */
export interface BeastProps {
  kind: BeastKind;
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  /** Standing still, walking, or at full stretch. */
  gait?: 'stand' | 'walk' | 'run';
  fur?: string;
  dark?: string;
  light?: string;
  mood?: Mood;
  /** A saddle cloth colour (drawn under a rider). */
  saddle?: string;
  /** A harness strap colour (for pulling a cart). */
  harness?: string;
  /** Head lowered (grazing) or raised, in degrees. */
  nod?: number;
}

const BEAST: Record<BeastKind, { fur: string; dark: string; light: string; bx: number; by: number; rx: number; ry: number; leg: number; lw: number }> = {
  pony: { fur: '#c8a06a', dark: '#6b4a2e', light: '#f1e2c4', bx: 0, by: -50, rx: 33, ry: 17, leg: 38, lw: 8 },
  deer: { fur: '#b67a45', dark: '#80522b', light: '#f6ead6', bx: 0, by: -54, rx: 29, ry: 14, leg: 44, lw: 5.5 },
  stag: { fur: '#a56a3a', dark: '#6b4220', light: '#f1e0c6', bx: 0, by: -58, rx: 32, ry: 16, leg: 46, lw: 6.5 },
  hare: { fur: '#b08a5c', dark: '#7b5c38', light: '#f1e6d2', bx: 0, by: -26, rx: 26, ry: 18, leg: 14, lw: 6 },
  wolf: { fur: '#8e8f93', dark: '#5d5e64', light: '#e9e6df', bx: 0, by: -40, rx: 30, ry: 13, leg: 32, lw: 6.5 },
  fox: { fur: '#d2692a', dark: '#9a4318', light: '#fbf1df', bx: 0, by: -30, rx: 24, ry: 10, leg: 24, lw: 5 },
  boar: { fur: '#5e4636', dark: '#3a2a20', light: '#8a6a55', bx: 0, by: -34, rx: 34, ry: 19, leg: 20, lw: 8 },
};

/** Where a rider sits on a four-legged animal (the Kin origin for pose 'ride'), in card units. */
export function saddleAt(b: BeastProps): [number, number] {
  const g = BEAST[b.kind];
  const s = b.s ?? 1;
  const dir = b.flip ? -1 : 1;
  return [n(b.x - dir * 4 * s), n(b.y + (g.by - g.ry + 2) * s)];
}

/** Where a harness line leaves a four-legged animal's chest, in card units. */
export function chestAt(b: BeastProps): [number, number] {
  const g = BEAST[b.kind];
  const s = b.s ?? 1;
  const dir = b.flip ? -1 : 1;
  return [n(b.x - dir * g.rx * 0.95 * s), n(b.y + g.by * s)];
}

/**
 * A four-legged animal in side view (pony, deer, stag, hare, wolf, fox, boar): body, legs by
 * gait, head with an eye and highlight, ears, mane or antlers, tail; optional saddle cloth and
 * harness. Faces right unless flipped.
 */
export function Beast(b: BeastProps) {
  const g = BEAST[b.kind];
  const s = b.s ?? 1;
  const sw = n(1.5 / Math.max(0.7, Math.min(1.6, s)));
  const fur = b.fur ?? g.fur;
  const dark = b.dark ?? g.dark;
  const light = b.light ?? g.light;
  const line = { stroke: WK.ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const { rx, ry, by, lw } = g;
  const gait = b.gait ?? 'stand';
  const hoof = b.kind === 'pony' || b.kind === 'deer' || b.kind === 'stag' || b.kind === 'boar';
  // Legs: [hip x, foot dx, foot lift] for back-far, front-far, back-near, front-near.
  const swing = gait === 'run' ? 16 : gait === 'walk' ? 8 : 2;
  const legsAt: [number, number, number][] =
    b.kind === 'hare'
      ? []
      : [
          [-rx * 0.62, -swing, 0],
          [rx * 0.62, swing * 0.8, gait === 'run' ? 8 : 0],
          [-rx * 0.55, swing, gait === 'walk' ? 4 : 0],
          [rx * 0.68, -swing * 0.6, gait === 'stand' ? 0 : 6],
        ];
  const legPath = (hx: number, dx: number, lift: number) => {
    const top = by + ry * 0.3;
    const foot = -lift;
    const knee = (top + foot) / 2;
    return `M${pt(hx, top)}Q${pt(hx + dx * 0.3 - (hx < 0 ? 3 : -1), knee)} ${pt(hx + dx, foot - 1)}`;
  };
  const farLegs = legsAt.slice(0, 2);
  const nearLegs = legsAt.slice(2);
  const hoofs = (ls: [number, number, number][]) =>
    ls.map(([hx, dx, lift]) => (hoof ? oval(hx + dx + 1, -lift - 1.5, lw * 0.6, 2.4) : oval(hx + dx + 2, -lift - 1.5, lw * 0.75, 2.2))).join('');
  let head: ReactNode;
  let tail: ReactNode;
  const hx = rx * 0.85;
  const nod = b.nod ?? 0;
  switch (b.kind) {
    case 'pony':
      head = (
        <g transform={`translate(${pt(hx, by - ry * 0.4)}) rotate(${nod})`}>
          <path d="M-10 8Q-4 -18 6 -34L18 -30Q14 -12 10 8Z" fill={fur} {...line} />
          <path d="M4 -40Q22 -44 30 -30L36 -18Q38 -12 32 -11Q24 -12 18 -18Q10 -24 2 -28Z" fill={fur} {...line} />
          <path d="M-10 6Q-8 -14 2 -36Q6 -42 10 -40Q0 -30 -4 -10Q-6 2 -3 8Z" fill={dark} {...line} />
          <path d="M8 -40L10 -50L15 -40Z" fill={fur} {...line} />
          <circle cx="17" cy="-32" r="2.4" fill={WK.ink} />
          <circle cx="17.8" cy="-32.8" r=".8" fill="#fff" />
          <circle cx="33" cy="-16" r="1.2" fill={WK.ink} />
          <path d="M28 -12Q31 -10 34 -12" stroke={WK.ink} strokeWidth={n(sw * 0.8)} fill="none" />
        </g>
      );
      tail = <path d={`M${n(-rx + 2)} ${n(by - ry * 0.5)}Q${n(-rx - 16)} ${n(by - 8)} ${n(-rx - 10)} ${n(by + 26)}Q${n(-rx - 4)} ${n(by + 6)} ${n(-rx + 4)} ${n(by - 4)}Z`} fill={dark} {...line} />;
      break;
    case 'deer':
    case 'stag': {
      const stag = b.kind === 'stag';
      head = (
        <g transform={`translate(${pt(hx - 2, by - ry * 0.5)}) rotate(${nod})`}>
          <path d="M-8 6Q-2 -20 4 -38L14 -36Q10 -14 8 6Z" fill={fur} {...line} />
          {stag ? <path d="M6 -44Q2 -58 -6 -66M2 -56Q8 -62 10 -70M-1 -61Q-10 -60 -14 -66M12 -44Q16 -60 26 -64M18 -56Q14 -64 16 -72M22 -61Q28 -56 34 -60" fill="none" stroke={WK.ink} strokeWidth={n(sw * 2.6)} strokeLinecap="round" /> : null}
          {stag ? <path d="M6 -44Q2 -58 -6 -66M2 -56Q8 -62 10 -70M-1 -61Q-10 -60 -14 -66M12 -44Q16 -60 26 -64M18 -56Q14 -64 16 -72M22 -61Q28 -56 34 -60" fill="none" stroke="#eadfc6" strokeWidth={n(sw * 1.2)} strokeLinecap="round" /> : null}
          <path d="M0 -40Q12 -48 22 -38L32 -30Q34 -25 28 -24L16 -26Q6 -28 2 -32Z" fill={fur} {...line} />
          <path d="M2 -42Q-8 -54 -14 -50Q-10 -42 0 -38Z" fill={fur} {...line} />
          <path d="M10 -26Q8 -10 8 4L2 4Q4 -12 4 -30Z" fill={light} opacity=".8" />
          <circle cx="14" cy="-37" r="2.5" fill={WK.ink} />
          <circle cx="14.8" cy="-37.8" r=".8" fill="#fff" />
          <ellipse cx="31" cy="-28" rx="2.4" ry="2" fill={WK.ink} />
        </g>
      );
      tail = <path d={oval(-rx - 1, by - ry * 0.5, 4, 5.5)} fill={light} {...line} />;
      break;
    }
    case 'hare':
      head = (
        <g transform={`translate(${pt(rx * 0.7, by - ry * 0.7)}) rotate(${nod})`}>
          <path d="M-4 -8Q-14 -34 -26 -42Q-22 -30 -10 -4ZM2 -10Q-4 -36 -12 -48Q-12 -32 -4 -6Z" fill={fur} {...line} />
          <path d="M-24 -40Q-20 -44 -22 -38ZM-12 -48Q-10 -46 -11 -42Z" fill={WK.black} {...line} />
          <path d="M-8 -6Q-2 -18 10 -14Q20 -10 20 0Q18 8 8 8Q-6 8 -8 -6Z" fill={fur} {...line} />
          <circle cx="7" cy="-7" r="2.6" fill={WK.ink} />
          <circle cx="7.9" cy="-7.9" r=".9" fill="#fff" />
          <path d="M17 -2l3 1l-3 1.5Z" fill="#c77a7a" />
          <path d="M16 1l8 -1M16 2l8 2" stroke={WK.ink} strokeWidth=".5" />
        </g>
      );
      tail = <path d={oval(-rx + 1, by - ry * 0.4, 5.5, 5)} fill={light} {...line} />;
      break;
    case 'wolf':
    case 'fox':
      head = (
        <g transform={`translate(${pt(hx, by - ry * 0.6)}) rotate(${nod})`}>
          <path d="M-8 8Q-4 -8 4 -14L14 -10Q12 0 8 10Z" fill={fur} {...line} />
          <path d="M0 -14Q8 -24 18 -16L32 -8Q32 -3 26 -2L14 -2Q4 0 0 -6Z" fill={fur} {...line} />
          <path d="M4 -18L6 -30L13 -19Z" fill={fur} {...line} />
          <path d="M14 -3L26 -3Q30 -4 32 -8Q22 -4 12 -6Z" fill={light} />
          <circle cx="14" cy="-13" r="2" fill={WK.ink} />
          <circle cx="14.6" cy="-13.6" r=".7" fill="#fff" />
          <circle cx="31.5" cy="-7.5" r="1.8" fill={WK.ink} />
        </g>
      );
      tail =
        b.kind === 'fox' ? (
          <path d={`M${n(-rx + 2)} ${n(by - 4)}Q${n(-rx - 24)} ${n(by - 8)} ${n(-rx - 34)} ${n(by + 6)}Q${n(-rx - 20)} ${n(by + 10)} ${n(-rx + 2)} ${n(by + 4)}Z`} fill={fur} {...line} />
        ) : (
          <path d={`M${n(-rx + 2)} ${n(by - 4)}Q${n(-rx - 16)} ${n(by)} ${n(-rx - 20)} ${n(by + 24)}Q${n(-rx - 8)} ${n(by + 12)} ${n(-rx + 2)} ${n(by + 4)}Z`} fill={fur} {...line} />
        );
      break;
    case 'boar':
      head = (
        <g transform={`translate(${pt(hx, by)}) rotate(${nod})`}>
          <path d="M-6 -16Q8 -20 16 -8L26 0Q28 8 22 8L6 8Q-6 6 -6 -16Z" fill={fur} {...line} />
          <path d="M2 -16L4 -28L12 -15Z" fill={dark} {...line} />
          <path d={oval(25, 3, 3.4, 5)} fill="#c48a78" {...line} />
          <path d="M18 6Q24 -2 20 -8" stroke={WK.cream} strokeWidth="2.6" fill="none" strokeLinecap="round" />
          <circle cx="11" cy="-8" r="2.2" fill={WK.ink} />
          <circle cx="11.7" cy="-8.7" r=".8" fill="#fff" />
          <path d="M-6 -16Q-14 -8 -10 6" stroke={dark} strokeWidth="4" fill="none" />
        </g>
      );
      tail = <path d={`M${n(-rx)} ${n(by - 4)}q-6 2 -4 8`} fill="none" {...line} />;
      break;
  }
  const body =
    b.kind === 'hare' ? (
      <g>
        <path d={`M${pt(-rx * 0.3, by + 8)}Q${pt(-rx - 8, by + ry + 8)} ${pt(-rx * 0.1, -1)}L${pt(rx * 0.2, -1)}Q${pt(0, by + ry * 0.5)} ${pt(-rx * 0.1, by + 4)}Z`} fill={dark} {...line} />
        <path d={blob([[-rx, by + 4], [-rx * 0.6, by - ry], [rx * 0.4, by - ry * 1.1], [rx, by - ry * 0.3], [rx * 0.6, by + ry * 0.8], [-rx * 0.4, by + ry]])} fill={fur} {...line} />
        <Limb d={`M${pt(rx * 0.55, by + 4)}L${pt(rx * 0.75 + (gait === 'run' ? 10 : 0), -3)}`} w={lw} fill={fur} edge={sw} />
        <path d={`M${pt(-rx * 0.7, by + ry * 0.3)}Q${pt(-rx * 0.9, by + ry + 4)} ${pt(-rx * 0.2, by + ry + 2)}Q${pt(-rx * 0.1, by)} ${pt(-rx * 0.7, by + ry * 0.3)}Z`} fill={fur} {...line} />
        <path d={`${oval(-rx * 0.05, -2.5, 11, 3)}${oval(rx * 0.8 + (gait === 'run' ? 10 : 0), -2, 5, 2.4)}`} fill={fur} {...line} />
      </g>
    ) : (
      <g>
        {farLegs.map(([x0, dx, lift]) => (
          <Limb key={x0} d={legPath(x0, dx, lift)} w={lw} fill={dark} edge={sw} />
        ))}
        <path d={hoofs(farLegs)} fill={WK.ink} />
        <path d={oval(0, by, rx, ry)} fill={fur} {...line} />
        <path d={`M${n(-rx * 0.8)} ${n(by + ry * 0.5)}Q0 ${n(by + ry * 1.1)} ${n(rx * 0.8)} ${n(by + ry * 0.5)}Q0 ${n(by + ry * 0.6)} ${n(-rx * 0.8)} ${n(by + ry * 0.5)}Z`} fill={light} opacity=".6" />
        {b.kind === 'deer' ? <path d={`${ring(-8, by - 4, 2)}${ring(2, by - 7, 2)}${ring(12, by - 4, 2)}${ring(-16, by - 8, 1.8)}${ring(-2, by, 1.8)}`} fill={light} /> : null}
        {nearLegs.map(([x0, dx, lift]) => (
          <Limb key={x0} d={legPath(x0, dx, lift)} w={lw} fill={fur} edge={sw} />
        ))}
        <path d={hoofs(nearLegs)} fill={hoof ? WK.ink : fur} stroke={WK.ink} strokeWidth={sw} />
      </g>
    );
  return (
    <g transform={`translate(${pt(b.x, b.y)})${b.flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      {tail}
      {body}
      {b.saddle ? <path d={`M${n(-rx * 0.45)} ${n(by - ry + 1)}Q0 ${n(by - ry - 3)} ${n(rx * 0.35)} ${n(by - ry + 1)}L${n(rx * 0.3)} ${n(by + 4)}Q0 ${n(by + 7)} ${n(-rx * 0.4)} ${n(by + 4)}Z`} fill={b.saddle} {...line} /> : null}
      {b.harness ? <path d={`M${n(rx * 0.55)} ${n(by - ry)}Q${n(rx * 0.75)} ${n(by)} ${n(rx * 0.5)} ${n(by + ry)}M${n(-rx * 0.1)} ${n(by - ry)}V${n(by + ry)}`} stroke={b.harness} strokeWidth="3.5" fill="none" /> : null}
      {head}
    </g>
  );
}

/* ------------------------------------------------------------------ birds */

/** Bird options: position of the feet (or the body's centre in flight), scale, mirror. */
export interface BirdProps {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  mood?: Mood;
  /** Feather colours. */
  color?: string;
  belly?: string;
}

/**
 * An owl facing the viewer, standing with its talons at (x, y): round body with breast chevrons,
 * facial disc, great eyes (amber irises with highlights), hooked beak, ear tufts, folded wings;
 * `wings: 'open'` spreads them; `hold` is drawn at the right wing tip.
 */
export function Owl(p: BirdProps & { wings?: 'fold' | 'open'; hold?: ReactNode; tufts?: boolean; robe?: string }) {
  const s = p.s ?? 1;
  const sw = n(1.5 / Math.max(0.7, Math.min(1.6, s)));
  const c = p.color ?? '#8a6a4a';
  const belly = p.belly ?? '#e9dcc2';
  const line = { stroke: WK.ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const mood = p.mood ?? 'calm';
  const chev: string[] = [];
  for (let r = 0; r < 4; r++) for (let i = -1; i <= 1; i++) chev.push(`M${pt(i * 7 - 3 + (r % 2) * 3.5, -34 + r * 7)}q3 3 6 0`);
  const open = p.wings === 'open';
  return (
    <g transform={`translate(${pt(p.x, p.y)})${p.flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      {open ? <path d="M-18 -40Q-50 -60 -62 -30Q-50 -34 -46 -24Q-38 -30 -34 -18Q-26 -26 -18 -16ZM18 -40Q50 -60 62 -30Q50 -34 46 -24Q38 -30 34 -18Q26 -26 18 -16Z" fill={c} {...line} /> : null}
      <path d="M-20 -30Q-22 -58 0 -60Q22 -58 20 -30Q20 -4 0 -2Q-20 -4 -20 -30Z" fill={c} {...line} />
      {p.robe ? <path d="M-19 -36Q0 -44 19 -36Q22 -8 0 -2Q-22 -8 -19 -36Z" fill={p.robe} {...line} /> : <path d="M-12 -36Q0 -40 12 -36Q15 -10 0 -6Q-15 -10 -12 -36Z" fill={belly} />}
      {p.robe ? null : <path d={chev.join('')} fill="none" stroke={WK.barkDark} strokeWidth={n(sw * 0.8)} strokeLinecap="round" opacity=".6" />}
      {open ? null : <path d="M-20 -44Q-28 -22 -16 -6Q-12 -24 -14 -40ZM20 -44Q28 -22 16 -6Q12 -24 14 -40Z" fill={p.robe ? c : '#6e5236'} {...line} />}
      {p.tufts === false ? null : <path d="M-16 -58L-20 -72L-8 -61ZM16 -58L20 -72L8 -61Z" fill={c} {...line} />}
      <path d={`${oval(-8, -50, 9.5, 9.5)}${oval(8, -50, 9.5, 9.5)}`} fill={belly} {...line} />
      {mood === 'closed' || mood === 'happy' ? (
        <path d="M-13 -50Q-8 -46 -3 -50M3 -50Q8 -46 13 -50" fill="none" stroke={WK.ink} strokeWidth={n(sw * 1.4)} strokeLinecap="round" />
      ) : (
        <g>
          <path d={`${oval(-8, -50, 5.6, 5.6)}${oval(8, -50, 5.6, 5.6)}`} fill={WK.amber} />
          <path d={`${oval(-8, -50, 3.2, 3.2)}${oval(8, -50, 3.2, 3.2)}`} fill={WK.black} />
          <path d={`${ring(-6.6, -51.6, 1.3)}${ring(9.4, -51.6, 1.3)}`} fill="#fff" />
          {mood === 'wise' ? <path d="M-14 -52Q-8 -58 -2 -52M2 -52Q8 -58 14 -52" fill={c} stroke={WK.ink} strokeWidth={sw} /> : null}
        </g>
      )}
      <path d="M-3 -45L0 -37L3 -45Q0 -47 -3 -45Z" fill={WK.gold} {...line} />
      <path d="M-8 -2l-3 4M-6 -2v5M-4 -2l2 4M4 -2l-2 4M6 -2v5M8 -2l3 4" stroke={WK.goldLight} strokeWidth={n(sw * 1.6)} strokeLinecap="round" />
      {p.hold ? <g transform="translate(22 -22)">{p.hold}</g> : null}
    </g>
  );
}

/**
 * A raven or crow in side view, standing with its feet at (x, y), facing right unless flipped:
 * glossy black body, heavy beak, bright eye, wedge tail, folded wing; `wing: 'raise'` lifts the
 * near wing forward as an arm, its tip holding `hold`. `cloak` drapes a cape over the back.
 */
export function Raven(p: BirdProps & { wing?: 'fold' | 'raise' | 'spread'; hold?: ReactNode; cloak?: string; crown?: Crown }) {
  const s = p.s ?? 1;
  const sw = n(1.5 / Math.max(0.7, Math.min(1.6, s)));
  const c = p.color ?? '#23232b';
  const sheen = '#56607a';
  const line = { stroke: WK.ink, strokeWidth: sw, strokeLinejoin: 'round' as const };
  const wing = p.wing ?? 'fold';
  return (
    <g transform={`translate(${pt(p.x, p.y)})${p.flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      {wing === 'spread' ? <path d="M-6 -44Q-30 -90 -64 -86Q-56 -78 -60 -72Q-50 -72 -52 -64Q-42 -66 -42 -56Q-30 -58 -26 -46Z" fill={c} {...line} /> : null}
      <path d="M-14 -22L-38 -6L-34 -2L-12 -14Z" fill={c} {...line} />
      <path d="M-4 -1l-3 3M-4 -1v4M-4 -1l3 2M6 -1l-3 3M6 -1v4M6 -1l3 2M-4 -1v-8M6 -1v-8" stroke={WK.ink} strokeWidth={n(sw * 1.1)} strokeLinecap="round" />
      <path d="M-18 -30Q-18 -56 2 -60Q14 -62 18 -50Q22 -36 14 -18Q4 -6 -10 -10Q-18 -16 -18 -30Z" fill={c} {...line} />
      {p.cloak ? <path d="M-2 -56Q-22 -50 -22 -30Q-24 -10 -8 -8Q-14 -22 -8 -40Q2 -52 -2 -56Z" fill={p.cloak} {...line} /> : null}
      <path d="M4 -60Q6 -74 16 -74Q28 -74 30 -64L44 -60Q34 -56 28 -56Q22 -50 14 -52Q6 -54 4 -60Z" fill={c} {...line} />
      <path d="M28 -64L44 -60L28 -57Q26 -60 28 -64Z" fill="#3a3a44" {...line} />
      <circle cx="19" cy="-65" r="2.6" fill={WK.goldLight} />
      <circle cx="19.4" cy="-65" r="1.6" fill={WK.black} />
      <circle cx="20" cy="-65.8" r=".6" fill="#fff" />
      <path d="M0 -48Q8 -48 10 -36" fill="none" stroke={sheen} strokeWidth={n(sw * 1.4)} opacity=".8" strokeLinecap="round" />
      {wing === 'raise' ? (
        <g>
          <path d="M-2 -46Q14 -52 28 -46L36 -42Q28 -38 22 -38L26 -36Q16 -34 8 -36Q-4 -36 -2 -46Z" fill={c} {...line} />
          {p.hold ? <g transform="translate(33 -42)">{p.hold}</g> : null}
          <path d="M24 -45l10 2M22 -41l8 1" stroke={sheen} strokeWidth={n(sw * 0.8)} />
        </g>
      ) : (
        <path d="M-4 -48Q8 -46 8 -30Q4 -18 -14 -14Q-16 -30 -4 -48Z" fill="#2e2f38" {...line} />
      )}
      {p.crown ? <g transform="translate(16 -62)"><Headgear crown={p.crown} sw={sw} top={-10} /></g> : null}
    </g>
  );
}

/** A small songbird (wren, robin, blue tit, sparrow) perched or hopping at (x, y), facing right unless flipped; `fly` draws it on the wing. */
export function SmallBird(p: BirdProps & { kind?: 'wren' | 'robin' | 'tit' | 'sparrow' | 'dove'; fly?: boolean }) {
  const s = p.s ?? 1;
  const kind = p.kind ?? 'wren';
  const c = p.color ?? (kind === 'tit' ? '#6f8fb0' : kind === 'dove' ? '#f4f1ea' : '#8a6240');
  const chest = p.belly ?? (kind === 'robin' ? '#d8602c' : kind === 'tit' ? '#efd25a' : kind === 'dove' ? '#ffffff' : '#d9b98e');
  const line = { stroke: WK.ink, strokeWidth: 1.1, strokeLinejoin: 'round' as const };
  return (
    <g transform={`translate(${pt(p.x, p.y)})${p.flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      {p.fly ? <path d="M-2 -10Q-8 -24 -16 -26Q-10 -16 -8 -8ZM2 -10Q4 -26 12 -30Q10 -18 6 -8Z" fill={c} {...line} /> : null}
      <path d={kind === 'wren' ? 'M-6 -9L-12 -20L-9 -21L-3 -11Z' : 'M-6 -8L-15 -5L-14 -2L-5 -5Z'} fill={c} {...line} />
      <path d="M-8 -8Q-8 -16 0 -16Q7 -16 8 -10Q8 -2 0 -1Q-8 -1 -8 -8Z" fill={c} {...line} />
      <path d="M1 -12Q7 -12 7 -6Q5 -2 0 -2Q-3 -6 1 -12Z" fill={chest} />
      <path d="M7 -12L12 -11L7 -9.6Z" fill={WK.ink} />
      <circle cx="3.6" cy="-12" r="1.3" fill={WK.ink} />
      <circle cx="4" cy="-12.4" r=".45" fill="#fff" />
      {p.fly ? null : <path d="M-1 -1l-1 3M2 -1l1 3" stroke={WK.ink} strokeWidth="1" />}
      {p.fly ? null : <path d="M-6 -12Q0 -9 -1 -4" fill="none" stroke={WK.ink} strokeWidth=".8" opacity=".6" />}
    </g>
  );
}

/** A grey heron in flight (side view, neck folded, legs trailing), centred on (x, y), heading right unless flipped. */
export function Heron({ x, y, s = 1, flip }: { x: number; y: number; s?: number; flip?: boolean }) {
  const line = { stroke: WK.ink, strokeWidth: 1.3, strokeLinejoin: 'round' as const };
  return (
    <g transform={`translate(${pt(x, y)})${flip ? ' scale(-1 1)' : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`}>
      <path d="M-20 2L-56 8L-20 6" fill="none" stroke={WK.ink} strokeWidth="1.6" />
      <path d="M-10 -2Q-30 -40 -66 -46Q-50 -34 -52 -24Q-40 -26 -36 -16Q-26 -14 -20 -4Z" fill="#7f8c96" {...line} />
      <path d="M-24 -2Q-10 -10 14 -6Q24 -4 24 2Q10 8 -20 6Z" fill="#b9c3c9" {...line} />
      <path d="M20 -4Q30 -14 26 -20Q32 -26 38 -20L58 -16L38 -14Q34 -8 24 2Z" fill="#cfd6da" {...line} />
      <path d="M38 -20L58 -16L38 -14Z" fill={WK.gold} {...line} />
      <path d="M32 -22L22 -26" stroke={WK.ink} strokeWidth="1.4" />
      <circle cx="34" cy="-19" r="1.3" fill={WK.ink} />
      <path d="M0 -4Q16 -36 44 -50Q36 -36 38 -30Q26 -28 26 -20Q16 -14 8 -4Z" fill="#93a0a8" {...line} />
    </g>
  );
}

/* ------------------------------------------------------------------ the suit tools and held things */

/** A twig wand (the suit of wands): a knotted stick with budding leaves; grip at the origin, rising `len` units up (negative y). */
export function Twig({ len = 60, leaves = true, color = WK.barkLight }: { len?: number; leaves?: boolean; color?: string }) {
  const top = -len * 0.72;
  const bot = len * 0.28;
  return (
    <g>
      <Limb d={`M0 ${n(bot)}Q-2 ${n(top * 0.4)} 1 ${n(top * 0.7)}Q3 ${n(top * 0.9)} 0 ${n(top)}`} w={4.2} fill={color} edge={1.2} />
      <path d={`M-1.4 ${n(top * 0.3)}h2.6M-1 ${n(top * 0.55)}h2.4`} stroke={WK.barkDark} strokeWidth="1" />
      {leaves ? (
        <path
          d={`M0 ${n(top + 2)}q-9 -4 -10 -12q9 1 10 12ZM1 ${n(top + 1)}q6 -9 13 -8q-3 9 -13 8ZM1 ${n(top * 0.62)}q8 -2 12 -9q-9 -1 -12 9Z`}
          fill={WK.mossLight}
          stroke={WK.ink}
          strokeWidth="1"
          strokeLinejoin="round"
        />
      ) : null}
    </g>
  );
}

/** An acorn cup (the suit of cups): an acorn-cap bowl on a short twig stem and foot; the grip (the stem) at the origin. */
export function AcornCup({ s = 1, water = true }: { s?: number; water?: boolean }) {
  const cap: string[] = [];
  for (let i = -2; i <= 2; i++) cap.push(`M${n(i * 4 - 2)} -11l2 3l2 -3`);
  for (let i = -1; i <= 2; i++) cap.push(`M${n(i * 4 - 4)} -6l2 3l2 -3`);
  return (
    <g transform={s !== 1 ? `scale(${n(s * 100) / 100})` : undefined}>
      <path d="M-6 12Q0 8 6 12L7 15H-7Z" fill={WK.barkLight} stroke={WK.ink} strokeWidth="1.1" strokeLinejoin="round" />
      <path d="M-2 -2L-2 12H2L2 -2Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.1" />
      <path d="M-13 -14Q-13 0 0 0Q13 0 13 -14Z" fill="#a87842" stroke={WK.ink} strokeWidth="1.2" strokeLinejoin="round" />
      <path d={cap.join('')} fill="none" stroke={WK.barkDark} strokeWidth=".9" />
      <path d="M-14 -14Q0 -18 14 -14Q0 -10 -14 -14Z" fill={water ? WK.waterLight : WK.barkDark} stroke={WK.ink} strokeWidth="1" />
    </g>
  );
}

/** A thorn sword (the suit of swords): a long pale thorn blade with a twig crossguard and bound grip; grip at the origin, blade up. */
export function ThornSword({ len = 70 }: { len?: number }) {
  const tip = -len * 0.82;
  return (
    <g>
      <path d={`M-3.6 -6L0 ${n(tip)}L3.6 -6Z`} fill="#e9e3d2" stroke={WK.ink} strokeWidth="1.2" strokeLinejoin="round" />
      <path d={`M0 -7L0 ${n(tip + 6)}`} stroke="#b9b09a" strokeWidth="1" />
      <path d={`M-3 ${n(tip * 0.5)}l-4 -3M3 ${n(tip * 0.35)}l4 -3`} stroke={WK.ink} strokeWidth="1.1" strokeLinecap="round" />
      <path d="M-11 -6Q0 -9 11 -6L11 -3Q0 -6 -11 -3Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.1" strokeLinejoin="round" />
      <path d="M-2.4 -3H2.4V10H-2.4Z" fill={WK.berry} stroke={WK.ink} strokeWidth="1" />
      <circle cx="0" cy="12" r="2.6" fill={WK.gold} stroke={WK.ink} strokeWidth="1" />
    </g>
  );
}

/** A seed coin (the suit of coins): a round golden seed disc with a five-petalled star; centred on the origin, radius r. */
export function SeedCoin({ r = 11 }: { r?: number }) {
  const star: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
    star.push(`${i ? 'L' : 'M'}${pt(Math.cos(a) * r * 0.6, Math.sin(a) * r * 0.6)}`);
  }
  return (
    <g>
      <circle r={n(r)} fill={WK.gold} stroke={WK.ink} strokeWidth="1.2" />
      <circle r={n(r * 0.8)} fill="none" stroke="#a8741e" strokeWidth=".9" />
      <path d={`${star.join('')}Z`} fill="none" stroke={WK.barkDark} strokeWidth="1.1" strokeLinejoin="round" />
      <path d={`M${n(-r * 0.55)} ${n(-r * 0.55)}q${n(r * 0.3)} ${n(-r * 0.3)} ${n(r * 0.7)} ${n(-r * 0.3)}`} stroke="#fff3c4" strokeWidth="1.2" fill="none" opacity=".8" />
    </g>
  );
}

/** A lantern hanging from the paw (grip at the origin): horn panes with a candle glow. */
export function Lantern({ s = 1, glow = true }: { s?: number; glow?: boolean }) {
  return (
    <g transform={s !== 1 ? `scale(${n(s * 100) / 100})` : undefined}>
      {glow ? <circle cy="16" r="20" fill={WK.goldLight} opacity=".35" /> : null}
      <path d="M0 0V5" stroke={WK.ink} strokeWidth="1.4" />
      <path d="M-6 5H6L8 9H-8Z" fill={WK.barkDark} stroke={WK.ink} strokeWidth="1" />
      <path d="M-7 9H7V24H-7Z" fill={WK.goldLight} stroke={WK.ink} strokeWidth="1.2" />
      <path d="M0 9V24M-7 16.5H7" stroke={WK.barkDark} strokeWidth=".9" />
      <path d="M-8 24H8L6 27H-6Z" fill={WK.barkDark} stroke={WK.ink} strokeWidth="1" />
      <path d="M0 12Q2.6 15 0 19Q-2.6 15 0 12Z" fill="#fff6cf" />
    </g>
  );
}

/** A walking staff (grip at the origin), `up` units above the paw and `down` below. */
export function Staff({ up = 40, down = 50, color = WK.bark }: { up?: number; down?: number; color?: string }) {
  return <Limb d={`M0 ${n(down)}Q-2 0 0 ${n(-up)}q2 -4 5 -5`} w={3.6} fill={color} edge={1.1} />;
}

/** A banner on a pole (grip at the origin): the cloth at the top, `color`, with an optional mark drawn on it. */
export function Banner({ color = WK.white, pole = 70, mark }: { color?: string; pole?: number; mark?: ReactNode }) {
  const t = -pole * 0.75;
  return (
    <g>
      <Limb d={`M0 ${n(pole * 0.25)}L0 ${n(t)}`} w={3} fill={WK.bark} edge={1} />
      <path d={`M1 ${n(t + 2)}Q14 ${n(t - 2)} 30 ${n(t + 3)}Q28 ${n(t + 14)} 32 ${n(t + 26)}Q16 ${n(t + 22)} 1 ${n(t + 26)}Z`} fill={color} stroke={WK.ink} strokeWidth="1.2" strokeLinejoin="round" />
      {mark ? <g transform={`translate(16 ${n(t + 13)})`}>{mark}</g> : null}
      <circle cy={n(t - 2)} r="2.4" fill={WK.gold} stroke={WK.ink} strokeWidth=".9" />
    </g>
  );
}

/** A bundle tied on a stick over the shoulder (grip at the origin, the bundle up and behind at (dx, -len)). */
export function Bundle({ len = 40, dx = -26, color = WK.berry }: { len?: number; dx?: number; color?: string }) {
  return (
    <g>
      <Limb d={`M${n(-dx * 0.2)} ${n(len * 0.2)}L${n(dx)} ${n(-len)}`} w={3} fill={WK.bark} edge={1} />
      <path d={`M${n(dx - 9)} ${n(-len + 4)}Q${n(dx - 12)} ${n(-len + 18)} ${n(dx)} ${n(-len + 18)}Q${n(dx + 12)} ${n(-len + 18)} ${n(dx + 9)} ${n(-len + 4)}Q${n(dx)} ${n(-len - 4)} ${n(dx - 9)} ${n(-len + 4)}Z`} fill={color} stroke={WK.ink} strokeWidth="1.2" />
      <path d={`${oval(dx - 4, -len + 9, 1.4, 1.4)}${oval(dx + 3, -len + 12, 1.4, 1.4)}${oval(dx + 2, -len + 5, 1.4, 1.4)}`} fill={WK.cream} />
    </g>
  );
}

/** A pair of balance scales hanging from the paw (grip at the origin). */
export function Scales({ w = 34, tilt = 0 }: { w?: number; tilt?: number }) {
  const h = w * 0.5;
  const pan = (x: number, y: number) => `M${n(x - 8)} ${n(y)}Q${n(x)} ${n(y + 7)} ${n(x + 8)} ${n(y)}Z`;
  const dy = tilt;
  return (
    <g>
      <path d={`M0 0V6M${n(-w / 2)} ${n(6 + dy)}L${n(w / 2)} ${n(6 - dy)}`} stroke={WK.ink} strokeWidth="1.8" strokeLinecap="round" />
      <path d={`M${n(-w / 2)} ${n(6 + dy)}L${n(-w / 2 - 7)} ${n(6 + h + dy)}M${n(-w / 2)} ${n(6 + dy)}L${n(-w / 2 + 7)} ${n(6 + h + dy)}M${n(w / 2)} ${n(6 - dy)}L${n(w / 2 - 7)} ${n(6 + h - dy)}M${n(w / 2)} ${n(6 - dy)}L${n(w / 2 + 7)} ${n(6 + h - dy)}`} stroke={WK.ink} strokeWidth=".9" />
      <path d={`${pan(-w / 2, 6 + h + dy)}${pan(w / 2, 6 + h - dy)}`} fill={WK.gold} stroke={WK.ink} strokeWidth="1.1" />
    </g>
  );
}

/** A key (grip at the origin), bow down, bit up. */
export function Key({ len = 22, color = WK.gold }: { len?: number; color?: string }) {
  return <path d={`${ring(0, 5, 4)}M0 1V${n(-len)}h5v3h-5m0 4h4`} fill="none" stroke={color} strokeWidth="2.2" strokeLinejoin="round" />;
}

/** An open book or scroll held in both paws, centred on the origin. */
export function Book({ w = 24, color = WK.berry }: { w?: number; color?: string }) {
  const h = w * 0.62;
  return (
    <g>
      <path d={`M${n(-w / 2 - 2)} ${n(-h / 2 + 2)}L0 ${n(-h / 2 + 4)}L${n(w / 2 + 2)} ${n(-h / 2 + 2)}V${n(h / 2 + 2)}L0 ${n(h / 2 + 4)}L${n(-w / 2 - 2)} ${n(h / 2 + 2)}Z`} fill={color} stroke={WK.ink} strokeWidth="1.1" />
      <path d={`M${n(-w / 2)} ${n(-h / 2)}Q${n(-w / 4)} ${n(-h / 2 - 3)} 0 ${n(-h / 2 + 2)}Q${n(w / 4)} ${n(-h / 2 - 3)} ${n(w / 2)} ${n(-h / 2)}V${n(h / 2)}Q${n(w / 4)} ${n(h / 2 - 3)} 0 ${n(h / 2 + 2)}Q${n(-w / 4)} ${n(h / 2 - 3)} ${n(-w / 2)} ${n(h / 2)}Z`} fill={WK.cream} stroke={WK.ink} strokeWidth="1.1" />
      <path d={`M0 ${n(-h / 2 + 2)}V${n(h / 2 + 2)}M${n(-w / 2 + 3)} ${n(-h / 6)}h${n(w / 2 - 6)}M${n(-w / 2 + 3)} ${n(h / 8)}h${n(w / 2 - 6)}M3 ${n(-h / 6)}h${n(w / 2 - 6)}M3 ${n(h / 8)}h${n(w / 2 - 6)}`} stroke={WK.stone} strokeWidth=".8" />
    </g>
  );
}

/** A jug (ewer) tipped by `tilt` degrees, grip (the handle) at the origin; pours from its lip. */
export function Jug({ color = WK.rust, tilt = 0 }: { color?: string; tilt?: number }) {
  return (
    <g transform={tilt ? `rotate(${tilt})` : undefined}>
      <path d="M-4 -8Q-12 -8 -12 2Q-12 10 -4 10" fill="none" stroke={WK.ink} strokeWidth="2.4" />
      <path d="M-4 -12Q-2 -8 -5 -2Q-9 10 -2 16H14Q21 10 17 -2Q14 -8 16 -12L22 -16L14 -14Q6 -12 -4 -12Z" fill={color} stroke={WK.ink} strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M-2 2H17" stroke={WK.cream} strokeWidth="1.6" opacity=".7" />
    </g>
  );
}

/** A flower on a stem (grip at the origin, bloom up `len`). */
export function Flower({ len = 24, color = WK.rose, center = WK.gold }: { len?: number; color?: string; center?: string }) {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    petals += ring(n(Math.cos(a) * 3.6), n(-len + Math.sin(a) * 3.6), 3.2);
  }
  return (
    <g>
      <path d={`M0 6Q-2 ${n(-len / 2)} 0 ${n(-len)}M-1 ${n(-len * 0.4)}q-6 -2 -8 -7q6 0 8 7`} stroke={WK.moss} strokeWidth="1.6" fill={WK.mossLight} />
      <path d={petals} fill={color} stroke={WK.ink} strokeWidth=".8" />
      <circle cy={n(-len)} r="2.6" fill={center} />
    </g>
  );
}

/** Glowing fireflies at points: soft halos and bright cores. */
export function Fireflies({ pts, r = 2 }: { pts: readonly (readonly [number, number])[]; r?: number }) {
  return (
    <g>
      <path d={pts.map(([x, y]) => ring(n(x), n(y), r * 3)).join('')} fill={WK.goldLight} opacity=".3" />
      <path d={pts.map(([x, y]) => ring(n(x), n(y), r)).join('')} fill="#fff7c2" />
    </g>
  );
}

/** A butterfly with spread wings at (x, y). */
export function Butterfly({ x, y, s = 1, color = WK.amber }: { x: number; y: number; s?: number; color?: string }) {
  return (
    <g transform={`translate(${pt(x, y)}) scale(${s})`}>
      <path d="M0 0Q-10 -12 -12 -4Q-12 2 0 0Q-8 8 -4 9Q0 8 0 0Q10 -12 12 -4Q12 2 0 0Q8 8 4 9Q0 8 0 0Z" fill={color} stroke={WK.ink} strokeWidth=".9" />
      <path d="M0 -3V4M0 -3l-2 -4M0 -3l2 -4" stroke={WK.ink} strokeWidth=".9" fill="none" />
    </g>
  );
}

/* ------------------------------------------------------------------ scenery */

/** The picture area's bounds. */
export const AREA = { x: 30, y: 40, w: 240, h: 400, r: 270, b: 440 } as const;

/** Named skies (top colour, bottom colour). */
export const SKIES = {
  day: ['#a9cfe0', '#e4efdc'],
  gold: ['#f0c77a', '#f8ead0'],
  dusk: ['#6c5a86', '#e9a77a'],
  dawn: ['#b6c9e4', '#f6d7b6'],
  night: ['#141d33', '#34476b'],
  storm: ['#3c3f4f', '#7e7a80'],
  snow: ['#c9d6df', '#eef2f2'],
  mist: ['#c8d6cf', '#eef0e4'],
  forest: ['#5b7a4a', '#a8c48c'],
} as const;

/** A vertical gradient sky over the whole picture area, with optional soft sun glow at (gx, gy). */
export function Sky({ ctx, sky = 'day', top, bottom, glow }: { ctx: SceneContext; sky?: keyof typeof SKIES; top?: string; bottom?: string; glow?: { x: number; y: number; r: number; color?: string } }) {
  const [t, b] = SKIES[sky];
  const id = ctx.id('wk-sky');
  const gid = ctx.id('wk-skyglow');
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top ?? t} />
          <stop offset="1" stopColor={bottom ?? b} />
        </linearGradient>
        {glow ? (
          <radialGradient id={gid}>
            <stop offset="0" stopColor={glow.color ?? '#fff6d2'} stopOpacity=".95" />
            <stop offset="1" stopColor={glow.color ?? '#fff6d2'} stopOpacity="0" />
          </radialGradient>
        ) : null}
      </defs>
      <rect x="20" y="30" width="260" height="420" fill={`url(#${id})`} />
      {glow ? <circle cx={glow.x} cy={glow.y} r={glow.r} fill={`url(#${gid})`} /> : null}
    </g>
  );
}

/** A soft radial glow (light of a lantern, moon, sun or magic) at (x, y); `name` keeps its id unique within the card. */
export function Glow({ ctx, name, x, y, r, color = '#fff3c0', opacity = 0.9 }: { ctx: SceneContext; name: string; x: number; y: number; r: number; color?: string; opacity?: number }) {
  const id = ctx.id(`wk-glow-${name}`);
  return (
    <g>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor={color} stopOpacity={opacity} />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={x} cy={y} r={r} fill={`url(#${id})`} />
    </g>
  );
}

/** A sun disc with alternating rays; `face` gives it a kindly smiling face. */
export function Sun({ x, y, r, face = false, rays = 16, color = WK.gold }: { x: number; y: number; r: number; face?: boolean; rays?: number; color?: string }) {
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = (i * 2 * Math.PI) / rays;
    const a1 = a - Math.PI / rays / 1.6;
    const a2 = a + Math.PI / rays / 1.6;
    const out = r * (i % 2 ? 1.45 : 1.7);
    d += `M${pt(x + Math.cos(a1) * r * 1.05, y + Math.sin(a1) * r * 1.05)}L${pt(x + Math.cos(a) * out, y + Math.sin(a) * out)}L${pt(x + Math.cos(a2) * r * 1.05, y + Math.sin(a2) * r * 1.05)}Z`;
  }
  return (
    <g>
      <path d={d} fill={WK.goldLight} stroke={WK.amber} strokeWidth="1" strokeLinejoin="round" />
      <circle cx={x} cy={y} r={r} fill={color} stroke={WK.amber} strokeWidth="1.4" />
      {face ? (
        <g fill="none" stroke={WK.barkDark} strokeWidth={n(r * 0.07)} strokeLinecap="round">
          <path d={`M${pt(x - r * 0.45, y - r * 0.12)}q${n(r * 0.15)} ${n(-r * 0.18)} ${n(r * 0.3)} 0M${pt(x + r * 0.15, y - r * 0.12)}q${n(r * 0.15)} ${n(-r * 0.18)} ${n(r * 0.3)} 0M${pt(x - r * 0.4, y + r * 0.25)}q${n(r * 0.4)} ${n(r * 0.35)} ${n(r * 0.8)} 0`} />
          <path d={`${oval(x - r * 0.5, y + r * 0.12, r * 0.12, r * 0.07)}${oval(x + r * 0.5, y + r * 0.12, r * 0.12, r * 0.07)}`} fill="#e58b5a" stroke="none" opacity=".6" />
        </g>
      ) : null}
    </g>
  );
}

/** A moon: full (with soft maria) or a crescent, with an optional sleepy face; pale gold by default. */
export function Moon({ x, y, r, phase = 'full', face = false, color = '#f6ecc4' }: { x: number; y: number; r: number; phase?: 'full' | 'crescent'; face?: boolean; color?: string }) {
  if (phase === 'crescent') {
    const dx = r * 0.45;
    const a = Math.acos(dx / (2 * r));
    const p1 = [x + r * Math.cos(a - 0) * 0 + dx / 2, y - Math.sqrt(r * r - (dx / 2) ** 2)];
    const p2 = [p1[0]!, y + Math.sqrt(r * r - (dx / 2) ** 2)];
    void a;
    return <path d={`M${pt(p1[0]!, p1[1]!)}A${n(r)} ${n(r)} 0 1 0 ${pt(p2[0]!, p2[1]!)}A${n(r)} ${n(r)} 0 0 1 ${pt(p1[0]!, p1[1]!)}Z`} fill={color} stroke="#c9b27a" strokeWidth="1" />;
  }
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} stroke="#c9b27a" strokeWidth="1" />
      <path d={`${oval(x - r * 0.35, y - r * 0.3, r * 0.22, r * 0.16)}${oval(x + r * 0.3, y + r * 0.35, r * 0.28, r * 0.18)}${oval(x + r * 0.4, y - r * 0.4, r * 0.12, r * 0.1)}`} fill="#e0d09c" opacity=".7" />
      {face ? <path d={`M${pt(x - r * 0.45, y - r * 0.05)}q${n(r * 0.15)} ${n(r * 0.14)} ${n(r * 0.3)} 0M${pt(x + r * 0.15, y - r * 0.05)}q${n(r * 0.15)} ${n(r * 0.14)} ${n(r * 0.3)} 0M${pt(x - r * 0.2, y + r * 0.35)}q${n(r * 0.2)} ${n(r * 0.12)} ${n(r * 0.4)} 0`} fill="none" stroke="#9a7f4a" strokeWidth={n(r * 0.06)} strokeLinecap="round" /> : null}
    </g>
  );
}

/** Small twinkling stars scattered over a box (seeded), as one path of dots and a few sparkles. */
export function Stars({ seed, count, x = 30, y = 40, w = 240, h = 200, color = '#fff8dc' }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number; color?: string }) {
  const rand = seeded(seed);
  let small = '';
  let big = '';
  for (let i = 0; i < count; i++) {
    const px = n(x + rand() * w);
    const py = n(y + rand() * h);
    if (rand() > 0.85) big += `M${px} ${n(py - 3.5)}L${n(px + 1)} ${n(py - 1)}L${n(px + 3.5)} ${py}L${n(px + 1)} ${n(py + 1)}L${px} ${n(py + 3.5)}L${n(px - 1)} ${n(py + 1)}L${n(px - 3.5)} ${py}L${n(px - 1)} ${n(py - 1)}Z`;
    else small += `M${px} ${py}h0`;
  }
  return (
    <g>
      <path d={small} stroke={color} strokeWidth="1.8" strokeLinecap="round" opacity=".8" />
      <path d={big} fill={color} />
    </g>
  );
}

/** A line of rolling hills across the picture with its top near y (seeded bumps), filled down past the bottom. */
export function Hills({ y, color, amp = 14, seed = 1, bumps = 4, stroke }: { y: number; color: string; amp?: number; seed?: number; bumps?: number; stroke?: string }) {
  const rand = seeded(seed);
  const step = 260 / bumps;
  let d = `M20 ${n(y + rand() * amp)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = 20 + i * step;
    d += `Q${pt(x0 + step / 2, y - amp * (0.4 + rand()))} ${pt(x0 + step, y + rand() * amp * 0.6)}`;
  }
  d += 'V450H20Z';
  return <path d={d} fill={color} stroke={stroke ?? 'none'} strokeWidth={stroke ? 1.2 : 0} />;
}

/** The ground: a gently waving band from y to the bottom, with grass tufts along its top edge. */
export function Ground({ y, color = WK.leaf, dark = WK.moss, tufts = true, seed = 3, wave = 4 }: { y: number; color?: string; dark?: string; tufts?: boolean; seed?: number; wave?: number }) {
  const rand = seeded(seed);
  let d = `M20 ${n(y)}`;
  for (let x = 20; x < 280; x += 40) d += `Q${pt(x + 20, y - wave * (rand() * 2 - 0.5))} ${pt(x + 40, y)}`;
  d += 'V450H20Z';
  return (
    <g>
      <path d={d} fill={color} />
      <path d={`M20 ${n(y + 14)}H280V450H20Z`} fill={dark} opacity=".25" />
      {tufts ? <Grass x0={30} x1={270} y={y + 2} seed={seed + 1} color={dark} count={18} /> : null}
    </g>
  );
}

/** Tufts of grass along y between x0 and x1 (seeded), as one path of short blades. */
export function Grass({ x0, x1, y, seed = 1, color = WK.moss, count = 12, h = 8 }: { x0: number; x1: number; y: number; seed?: number; color?: string; count?: number; h?: number }) {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const yy = y + rand() * 6;
    const hh = h * (0.6 + rand() * 0.7);
    d += `M${pt(x - 3, yy)}q1 ${n(-hh * 0.6)} -2 ${n(-hh)}q3 ${n(hh * 0.4)} 4 ${n(hh * 0.8)}q1 ${n(-hh * 0.7)} 4 ${n(-hh * 1.1)}q-1 ${n(hh * 0.6)} 0 ${n(hh * 1.1)}Z`;
  }
  return <path d={d} fill={color} />;
}

/** Little five-petalled meadow flowers scattered over a box (seeded). */
export function Flowers({ seed, count, x, y, w, h, color = WK.cream, center = WK.gold, r = 2.4 }: { seed: number; count: number; x: number; y: number; w: number; h: number; color?: string; center?: string; r?: number }) {
  const rand = seeded(seed);
  let petals = '';
  let mids = '';
  for (let i = 0; i < count; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const k = r * (0.7 + (cy - y) / Math.max(1, h) * 0.6);
    for (let j = 0; j < 5; j++) {
      const a = (j * 2 * Math.PI) / 5;
      petals += ring(n(cx + Math.cos(a) * k), n(cy + Math.sin(a) * k), n(k * 0.75));
    }
    mids += ring(n(cx), n(cy), n(k * 0.55));
  }
  return (
    <g>
      <path d={petals} fill={color} />
      <path d={mids} fill={center} />
    </g>
  );
}

/** The kinds of tree the kit draws. */
export type TreeKind = 'oak' | 'pine' | 'birch' | 'bare' | 'blossom' | 'autumn' | 'snowpine' | 'willow';

/**
 * A tree standing at (x, y) (the trunk's foot), `h` tall: an oak or autumn or blossom canopy of
 * layered puffs with light and shade, a pine or snowy pine of tiers, a pale birch, a bare winter
 * tree, a willow; trunks with bark lines and roots. `seed` varies the canopy.
 */
export function Tree({ x, y, h, kind = 'oak', seed = 1, w, lean = 0, dark }: { x: number; y: number; h: number; kind?: TreeKind; seed?: number; w?: number; lean?: number; dark?: boolean }) {
  const tw = w ?? h * 0.09;
  const line = { stroke: WK.ink, strokeWidth: 1.2, strokeLinejoin: 'round' as const };
  const topX = x + lean;
  const trunkCol = kind === 'birch' ? WK.white : dark ? WK.barkDark : WK.bark;
  const trunk = `M${pt(x - tw * 1.3, y)}Q${pt(x - tw * 0.5, y - 4)} ${pt(x - tw * 0.5, y - h * 0.2)}L${pt(topX - tw * 0.3, y - h * 0.7)}L${pt(topX + tw * 0.3, y - h * 0.7)}L${pt(x + tw * 0.5, y - h * 0.2)}Q${pt(x + tw * 0.5, y - 4)} ${pt(x + tw * 1.3, y)}Z`;
  const barkLines = `M${pt(x - tw * 0.15, y - 4)}q-1 ${n(-h * 0.15)} 1 ${n(-h * 0.3)}M${pt(x + tw * 0.2, y - h * 0.12)}q1 ${n(-h * 0.12)} -1 ${n(-h * 0.25)}`;
  if (kind === 'pine' || kind === 'snowpine') {
    let tiers = '';
    let snow = '';
    for (let i = 0; i < 4; i++) {
      const ty = y - h * 0.15 - i * h * 0.2;
      const hw = h * 0.3 * (1 - i * 0.2);
      tiers += `M${pt(x - hw, ty)}Q${pt(x, ty + 5)} ${pt(x + hw, ty)}L${pt(x, ty - h * 0.3)}Z`;
      snow += `M${pt(x - hw * 0.9, ty - 1)}Q${pt(x, ty + 3)} ${pt(x + hw * 0.9, ty - 1)}L${pt(x + hw * 0.5, ty - 6)}Q${pt(x, ty - 3)} ${pt(x - hw * 0.5, ty - 6)}Z`;
    }
    return (
      <g>
        <path d={`M${pt(x - tw * 0.5, y)}V${n(y - h * 0.3)}H${n(x + tw * 0.5)}V${n(y)}Z`} fill={WK.barkDark} />
        <path d={tiers} fill={dark ? '#1f3527' : WK.pine} {...line} strokeWidth={0.9} />
        {kind === 'snowpine' ? <path d={snow} fill={WK.snow} /> : null}
      </g>
    );
  }
  if (kind === 'bare') {
    const rand = seeded(seed);
    let br = '';
    for (let i = 0; i < 6; i++) {
      const sy = y - h * (0.35 + i * 0.1);
      const side = i % 2 ? 1 : -1;
      const len = h * (0.28 - i * 0.02) * (0.8 + rand() * 0.4);
      br += `M${pt(x + lean * (i / 8), sy)}q${n(side * len * 0.5)} ${n(-len * 0.2)} ${n(side * len)} ${n(-len * 0.6)}`;
      br += `M${pt(x + lean * (i / 8) + side * len * 0.6, sy - len * 0.3)}l${n(side * len * 0.2)} ${n(-len * 0.35)}`;
    }
    return (
      <g>
        <path d={br} fill="none" stroke={dark ? WK.barkDark : WK.bark} strokeWidth={n(tw * 0.35)} strokeLinecap="round" />
        <path d={trunk} fill={trunkCol} {...line} />
        <path d={`M${pt(topX, y - h * 0.7)}L${pt(topX + lean * 0.3, y - h)}`} stroke={trunkCol} strokeWidth={n(tw * 0.4)} strokeLinecap="round" />
      </g>
    );
  }
  const canopyCol =
    kind === 'autumn' ? ['#b4532a', '#d98a2b', '#f0bd5a'] : kind === 'blossom' ? ['#d98ea0', '#f2bfc8', '#fde4ea'] : kind === 'willow' ? ['#5b7f3c', '#86ac57', '#b7cf82'] : dark ? ['#22402a', '#2f5424', '#4f7f34'] : ['#3f6b2c', '#5f8f3c', '#93b95d'];
  const cw = kind === 'birch' ? h * 0.26 : h * 0.42;
  const ch = kind === 'birch' ? h * 0.3 : h * 0.34;
  const ccy = y - h + ch * 0.95;
  return (
    <g>
      <path d={trunk} fill={trunkCol} {...line} />
      {kind === 'birch' ? (
        <path d={`M${pt(x - tw * 0.5, y - h * 0.1)}h${n(tw * 0.5)}M${pt(x, y - h * 0.22)}h${n(tw * 0.45)}M${pt(x - tw * 0.45, y - h * 0.34)}h${n(tw * 0.4)}M${pt(topX - tw * 0.1, y - h * 0.48)}h${n(tw * 0.35)}`} stroke={WK.black} strokeWidth="2" />
      ) : (
        <path d={barkLines} fill="none" stroke={WK.barkDark} strokeWidth="1.1" opacity=".7" />
      )}
      <path d={puffs(topX, ccy, cw, ch, 8, seed)} fill={canopyCol[0]} {...line} />
      <path d={puffs(topX - cw * 0.12, ccy - ch * 0.12, cw * 0.72, ch * 0.62, 6, seed + 7)} fill={canopyCol[1]} />
      <path d={puffs(topX - cw * 0.25, ccy - ch * 0.3, cw * 0.35, ch * 0.3, 5, seed + 13)} fill={canopyCol[2]} opacity=".85" />
      {kind === 'willow' ? <path d={Array.from({ length: 9 }, (_, i) => `M${pt(topX - cw + (i * cw) / 4, ccy)}q-2 ${n(ch * 0.6)} 2 ${n(ch * 1.2)}`).join('')} stroke={canopyCol[0]} strokeWidth="3" fill="none" strokeLinecap="round" /> : null}
    </g>
  );
}

/** A big foreground trunk rising from y0 to the top of the picture (to frame a scene), with bark furrows; birch draws it white with black marks. */
export function Trunk({ x, y, w = 30, birch = false, color, dark }: { x: number; y: number; w?: number; birch?: boolean; color?: string; dark?: boolean }) {
  const c = color ?? (birch ? (dark ? '#3a3438' : WK.white) : dark ? WK.barkDark : WK.bark);
  const rand = seeded(Math.round(x * 13 + y));
  let marks = '';
  for (let yy = 40; yy < y - 10; yy += 14 + rand() * 14) {
    const xx = x - w / 2 + rand() * w * 0.6;
    marks += birch ? `M${pt(xx, yy)}h${n(w * (0.2 + rand() * 0.3))}` : `M${pt(x - w * 0.3 + rand() * w * 0.6, yy)}q${n(rand() * 4 - 2)} 8 0 ${n(12 + rand() * 10)}`;
  }
  return (
    <g>
      <path d={`M${pt(x - w / 2, 30)}L${pt(x - w / 2 + 1, y - 12)}Q${pt(x - w / 2 - 4, y)} ${pt(x - w / 2 - 14, y + 4)}H${n(x + w / 2 + 14)}Q${pt(x + w / 2 + 2, y)} ${pt(x + w / 2 - 1, y - 12)}L${pt(x + w / 2, 30)}Z`} fill={c} stroke={WK.ink} strokeWidth="1.3" />
      <path d={`M${pt(x + w * 0.18, 30)}V${n(y - 10)}H${n(x + w / 2)}V30Z`} fill={WK.black} opacity=".15" />
      <path d={marks} stroke={birch ? (dark ? '#1a1618' : WK.black) : WK.barkDark} strokeWidth={birch ? 2.4 : 1.4} fill="none" strokeLinecap="round" opacity={birch ? 0.85 : 0.7} />
    </g>
  );
}

/** A stream or pool: water along the path `d` (a closed shape), with light ripples. */
export function Water({ d, ripples = [], color = WK.water }: { d: string; ripples?: readonly (readonly [number, number, number])[]; color?: string }) {
  return (
    <g>
      <path d={d} fill={color} stroke={WK.ink} strokeWidth="1.1" />
      <path d={ripples.map(([x, y, w]) => `M${pt(x - w / 2, y)}q${n(w / 4)} -2 ${n(w / 2)} 0q${n(w / 4)} 2 ${n(w / 2)} 0`).join('')} stroke={WK.waterLight} strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </g>
  );
}

/** A stream winding from the far distance (narrow, at y0 near x0) down to the foreground (wide, at the bottom), with ripples. */
export function Stream({ x0, y0, x1, w = 70, color = WK.water }: { x0: number; y0: number; x1: number; w?: number; color?: string }) {
  const mid = (y0 + 440) / 2;
  const d = `M${pt(x0 - 3, y0)}Q${pt(x0 - 30, mid - 30)} ${pt((x0 + x1) / 2 - w * 0.3, mid)}Q${pt(x1 + 20, mid + 40)} ${pt(x1 - w / 2, 450)}H${n(x1 + w / 2)}Q${pt(x1 + w * 0.9, mid + 40)} ${pt((x0 + x1) / 2 + w * 0.2, mid)}Q${pt(x0 - 10, mid - 30)} ${pt(x0 + 3, y0)}Z`;
  const ripples: [number, number, number][] = [
    [(x0 + x1) / 2 - w * 0.05, mid + 2, 10],
    [x1 - 4, 420, 22],
    [x1 + w * 0.1, 395, 16],
  ];
  return <Water d={d} ripples={ripples} color={color} />;
}

/** A burrow's doorway in a bank: a dark round hole with a root-edged lintel, its floor at (x, y). */
export function Burrow({ x, y, r = 26, door }: { x: number; y: number; r?: number; door?: string }) {
  return (
    <g>
      <path d={`M${pt(x - r - 10, y)}Q${pt(x - r - 8, y - r * 1.6)} ${pt(x, y - r * 1.7)}Q${pt(x + r + 8, y - r * 1.6)} ${pt(x + r + 10, y)}Z`} fill={WK.barkLight} stroke={WK.ink} strokeWidth="1.2" />
      <path d={`M${pt(x - r, y)}Q${pt(x - r, y - r * 1.3)} ${pt(x, y - r * 1.3)}Q${pt(x + r, y - r * 1.3)} ${pt(x + r, y)}Z`} fill={door ?? '#2a1c12'} stroke={WK.ink} strokeWidth="1.2" />
      {door ? <path d={`M${pt(x, y - r * 1.3)}V${n(y)}M${pt(x - r * 0.6, y - r * 0.6)}h${n(r * 1.2)}`} stroke={WK.barkDark} strokeWidth="1.2" /> : null}
      {door ? <circle cx={n(x + r * 0.35)} cy={n(y - r * 0.45)} r="2" fill={WK.gold} /> : null}
      <path d={`M${pt(x - r - 6, y - r * 1.2)}q8 -2 10 6M${pt(x + r + 4, y - r * 1.1)}q-6 0 -8 8M${pt(x - 6, y - r * 1.5)}q2 6 -2 10`} stroke={WK.barkDark} strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </g>
  );
}

/** A rough stone or boulder, (x, y) the middle of its foot. */
export function Rock({ x, y, w, h, color = WK.stone, seed = 1 }: { x: number; y: number; w: number; h: number; color?: string; seed?: number }) {
  const rand = seeded(seed);
  const pts: [number, number][] = [
    [x - w / 2, y],
    [x - w / 2 - 2, y - h * (0.5 + rand() * 0.2)],
    [x - w * 0.2, y - h],
    [x + w * 0.25, y - h * (0.9 + rand() * 0.1)],
    [x + w / 2 + 2, y - h * 0.45],
    [x + w / 2, y],
  ];
  return (
    <g>
      <path d={`M${pts.map(([a, b]) => pt(a, b)).join('L')}Z`} fill={color} stroke={WK.ink} strokeWidth="1.2" strokeLinejoin="round" />
      <path d={`M${pt(x - w * 0.2, y - h)}L${pt(x - w * 0.05, y - h * 0.4)}L${pt(x + w / 2, y)}L${pt(x + w / 2 + 2, y - h * 0.45)}L${pt(x + w * 0.25, y - h * 0.95)}Z`} fill={WK.black} opacity=".15" />
      <path d={`M${pt(x - w * 0.4, y - h * 0.7)}q${n(w * 0.15)} ${n(-h * 0.25)} ${n(w * 0.3)} ${n(-h * 0.28)}`} stroke="#fff" strokeWidth="1.4" fill="none" opacity=".35" />
      <path d={`M${pt(x - w / 2 - 2, y)}q${n(w * 0.2)} -5 ${n(w * 0.4)} -2q4 -4 8 0`} fill={WK.mossLight} opacity=".8" />
    </g>
  );
}

/** A tree stump (or stump table) with a ringed top, its foot centred at (x, y). */
export function Stump({ x, y, w = 50, h = 30, color = WK.barkLight }: { x: number; y: number; w?: number; h?: number; color?: string }) {
  const top = y - h;
  return (
    <g>
      <path d={`M${pt(x - w / 2, top)}V${n(y - 6)}Q${pt(x - w / 2 - 6, y)} ${pt(x - w / 2 - 10, y + 2)}H${n(x + w / 2 + 10)}Q${pt(x + w / 2 + 6, y)} ${pt(x + w / 2, y - 6)}V${n(top)}Z`} fill={WK.bark} stroke={WK.ink} strokeWidth="1.2" />
      <path d={`M${pt(x - w * 0.3, top + 6)}v${n(h * 0.6)}M${pt(x + w * 0.05, top + 8)}v${n(h * 0.7)}M${pt(x + w * 0.32, top + 5)}v${n(h * 0.5)}`} stroke={WK.barkDark} strokeWidth="1.2" />
      <ellipse cx={x} cy={top} rx={w / 2} ry={n(w * 0.16)} fill={color} stroke={WK.ink} strokeWidth="1.2" />
      <path d={`${oval(x, top, w * 0.32, w * 0.1)}${oval(x, top, w * 0.16, w * 0.05)}`} fill="none" stroke={WK.bark} strokeWidth=".9" />
    </g>
  );
}

/** A throne grown of roots and wood for a seated court figure: a high back with curling root arms, seat top at (x, y), `w` wide; an optional emblem drawn at the top of its back. */
export function RootThrone({ x, y, w = 80, h = 110, color = WK.bark, cushion = WK.berry, top }: { x: number; y: number; w?: number; h?: number; color?: string; cushion?: string; top?: ReactNode }) {
  const line = { stroke: WK.ink, strokeWidth: 1.3, strokeLinejoin: 'round' as const };
  const hw = w / 2;
  const backTop = y - h;
  return (
    <g>
      <path d={`M${pt(x - hw, y + 4)}Q${pt(x - hw - 6, backTop + 40)} ${pt(x - hw * 0.7, backTop + 10)}Q${pt(x - hw * 0.4, backTop - 6)} ${pt(x, backTop)}Q${pt(x + hw * 0.4, backTop - 6)} ${pt(x + hw * 0.7, backTop + 10)}Q${pt(x + hw + 6, backTop + 40)} ${pt(x + hw, y + 4)}Z`} fill={color} {...line} />
      <path d={`M${pt(x - hw * 0.6, backTop + 18)}Q${pt(x - hw * 0.5, y - 40)} ${pt(x - hw * 0.7, y)}M${pt(x, backTop + 6)}V${n(y - 30)}M${pt(x + hw * 0.6, backTop + 18)}Q${pt(x + hw * 0.5, y - 40)} ${pt(x + hw * 0.7, y)}`} stroke={WK.barkDark} strokeWidth="1.6" fill="none" opacity=".7" />
      <path d={`M${pt(x - hw - 10, y + 44)}Q${pt(x - hw - 14, y + 10)} ${pt(x - hw - 4, y - 8)}Q${pt(x - hw - 18, y - 12)} ${pt(x - hw - 14, y - 22)}Q${pt(x - hw + 4, y - 24)} ${pt(x - hw + 6, y - 4)}L${pt(x - hw + 6, y + 44)}ZM${pt(x + hw + 10, y + 44)}Q${pt(x + hw + 14, y + 10)} ${pt(x + hw + 4, y - 8)}Q${pt(x + hw + 18, y - 12)} ${pt(x + hw + 14, y - 22)}Q${pt(x + hw - 4, y - 24)} ${pt(x + hw - 6, y - 4)}L${pt(x + hw - 6, y + 44)}Z`} fill={WK.barkLight} {...line} />
      <path d={`M${pt(x - hw + 2, y - 4)}H${n(x + hw - 2)}V${n(y + 44)}H${n(x - hw + 2)}Z`} fill={color} {...line} />
      <path d={`M${pt(x - hw + 4, y - 6)}Q${pt(x, y - 12)} ${pt(x + hw - 4, y - 6)}L${pt(x + hw - 4, y + 2)}Q${pt(x, y + 5)} ${pt(x - hw + 4, y + 2)}Z`} fill={cushion} {...line} />
      <path d={`M${pt(x - hw - 12, y + 44)}q-8 2 -14 8M${pt(x + hw + 12, y + 44)}q8 2 14 8M${pt(x - 10, y + 44)}q-2 6 -8 10M${pt(x + 12, y + 44)}q4 6 10 8`} stroke={WK.bark} strokeWidth="3" fill="none" strokeLinecap="round" />
      {top ? <g transform={`translate(${pt(x, backTop + 14)})`}>{top}</g> : null}
    </g>
  );
}

/** A mushroom (red cap with white spots by default), foot at (x, y). */
export function Mushroom({ x, y, s = 1, cap = WK.berry }: { x: number; y: number; s?: number; cap?: string }) {
  return (
    <g transform={`translate(${pt(x, y)}) scale(${s})`}>
      <path d="M-3 0Q-4 -6 -2.5 -10H2.5Q4 -6 3 0Z" fill={WK.cream} stroke={WK.ink} strokeWidth="1" />
      <path d="M-10 -9Q-10 -20 0 -20Q10 -20 10 -9Q0 -7 -10 -9Z" fill={cap} stroke={WK.ink} strokeWidth="1" />
      <path d={`${ring(-4, -14, 1.5)}${ring(3, -16, 1.4)}${ring(5, -11, 1.1)}`} fill={WK.cream} />
    </g>
  );
}

/** A fern frond rising from (x, y), `h` tall, curving to the side (flip to curve left). */
export function Fern({ x, y, h = 40, flip, color = WK.moss }: { x: number; y: number; h?: number; flip?: boolean; color?: string }) {
  const dir = flip ? -1 : 1;
  let d = `M${pt(x, y)}q${n(dir * h * 0.1)} ${n(-h * 0.6)} ${n(dir * h * 0.45)} ${n(-h)}`;
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const px = x + dir * h * 0.45 * t * t;
    const py = y - h * t;
    const l = h * 0.22 * (1 - t * 0.7);
    d += `M${pt(px, py)}l${n(-l)} ${n(-l * 0.3)}M${pt(px, py)}l${n(l)} ${n(-l * 0.4)}`;
  }
  return <path d={d} stroke={color} strokeWidth="2.2" fill="none" strokeLinecap="round" />;
}

/** Leaves scattered over a box (seeded), in autumn colours by default: on the ground or falling. */
export function Leaves({ seed, count, x, y, w, h, colors = ['#b4532a', '#d98a2b', '#e8b64a', '#8a3a24'], s = 1 }: { seed: number; count: number; x: number; y: number; w: number; h: number; colors?: readonly string[]; s?: number }) {
  const rand = seeded(seed);
  const groups: string[] = colors.map(() => '');
  for (let i = 0; i < count; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const a = rand() * Math.PI * 2;
    const l = (5 + rand() * 3) * s;
    const [dx, dy] = [Math.cos(a) * l, Math.sin(a) * l];
    const k = i % colors.length;
    groups[k] += `M${pt(cx, cy)}q${n(dx * 0.5 - dy * 0.5)} ${n(dy * 0.5 + dx * 0.5)} ${n(dx)} ${n(dy)}q${n(-dx * 0.5 - dy * 0.5)} ${n(-dy * 0.5 + dx * 0.5)} ${n(-dx)} ${n(-dy)}Z`;
  }
  return (
    <g stroke={WK.ink} strokeWidth=".5">
      {groups.map((d, i) => (d ? <path key={i} d={d} fill={colors[i]} /> : null))}
    </g>
  );
}

/** Falling snowflakes over a box (seeded), as one path of white dots. */
export function Snowfall({ seed, count, x = 30, y = 40, w = 240, h = 400 }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number }) {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) d += `M${pt(x + rand() * w, y + rand() * h)}h0`;
  return <path d={d} stroke="#fff" strokeWidth="2.6" strokeLinecap="round" opacity=".9" />;
}

/** Ears of wheat standing along y between x0 and x1 (seeded), `h` tall, golden. */
export function Wheat({ x0, x1, y, h = 40, seed = 1, count = 14, color = WK.gold }: { x0: number; x1: number; y: number; h?: number; seed?: number; count?: number; color?: string }) {
  const rand = seeded(seed);
  let stalks = '';
  let ears = '';
  let lines = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + rand() * 0.8) / count) * (x1 - x0);
    const hh = h * (0.75 + rand() * 0.35);
    const bend = (rand() - 0.5) * 8;
    const tx = x + bend;
    const ty = y - hh;
    stalks += `M${pt(x, y)}Q${pt(x, y - hh * 0.5)} ${pt(tx, ty + 12)}`;
    ears += `M${pt(tx, ty + 14)}q-4.5 -7 0 -15q4.5 8 0 15Z`;
    lines += `M${pt(tx, ty + 10)}l-3 -2.5M${pt(tx, ty + 6)}l3 -2.5M${pt(tx, ty + 3)}l-2.6 -2.2`;
  }
  return (
    <g>
      <path d={stalks} stroke="#b8862c" strokeWidth="1.2" fill="none" />
      <path d={ears} fill={color} stroke="#9a6a1c" strokeWidth=".7" />
      <path d={lines} stroke="#9a6a1c" strokeWidth=".8" fill="none" />
    </g>
  );
}

/** A sunflower on a tall stem, its foot at (x, y) and head `h` above, facing the viewer. */
export function Sunflower({ x, y, h = 70, r = 11, lean = 0 }: { x: number; y: number; h?: number; r?: number; lean?: number }) {
  const hx = x + lean;
  const hy = y - h;
  let petals = '';
  for (let i = 0; i < 14; i++) {
    const a = (i * 2 * Math.PI) / 14;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    petals += `M${pt(hx + c * r * 0.8 - s * 2.6, hy + s * r * 0.8 + c * 2.6)}L${pt(hx + c * r * 1.75, hy + s * r * 1.75)}L${pt(hx + c * r * 0.8 + s * 2.6, hy + s * r * 0.8 - c * 2.6)}Z`;
  }
  return (
    <g>
      <path d={`M${pt(x, y)}Q${pt(x, y - h * 0.5)} ${pt(hx, hy)}`} stroke={WK.moss} strokeWidth="3" fill="none" />
      <path d={`M${pt(x, y - h * 0.35)}q-12 -2 -16 -10q10 -2 16 10ZM${pt(x + lean * 0.3, y - h * 0.55)}q12 -4 16 -12q-12 0 -16 12Z`} fill={WK.leaf} stroke={WK.ink} strokeWidth=".8" />
      <path d={petals} fill="#f2c230" stroke="#b27a16" strokeWidth=".7" strokeLinejoin="round" />
      <circle cx={n(hx)} cy={n(hy)} r={n(r * 0.85)} fill="#5a3a1c" stroke={WK.ink} strokeWidth="1" />
      <path d={`${ring(n(hx - r * 0.3), n(hy - r * 0.2), 1)}${ring(n(hx + r * 0.25), n(hy), 1)}${ring(n(hx), n(hy + r * 0.35), 1)}`} fill={WK.amber} />
    </g>
  );
}

/** Dappled light: soft pale-gold ellipses scattered over a box (seeded), for sun through leaves. */
export function Dapple({ seed, count, x, y, w, h, color = '#fff2b8', opacity = 0.28 }: { seed: number; count: number; x: number; y: number; w: number; h: number; color?: string; opacity?: number }) {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = 3 + rand() * 7;
    d += oval(x + rand() * w, y + rand() * h, r, r * 0.45);
  }
  return <path d={d} fill={color} opacity={opacity} />;
}

/** A low, soft shadow on the ground under a figure or thing at (x, y), `w` wide. */
export function Shadow({ x, y, w, opacity = 0.25 }: { x: number; y: number; w: number; opacity?: number }) {
  return <ellipse cx={n(x)} cy={n(y)} rx={n(w / 2)} ry={n(w * 0.1)} fill={WK.black} opacity={opacity} />;
}

/** Distant mountains: layered peaks with snowy caps across the picture, their feet at y. */
export function Mountains({ y, h = 70, color = '#8a9aa6', snow = true, seed = 2 }: { y: number; h?: number; color?: string; snow?: boolean; seed?: number }) {
  const rand = seeded(seed);
  let d = `M20 ${n(y)}`;
  let caps = '';
  let x = 20;
  while (x < 280) {
    const w = 40 + rand() * 40;
    const ph = h * (0.5 + rand() * 0.5);
    const px = x + w / 2;
    d += `L${pt(px, y - ph)}L${pt(x + w, y)}`;
    if (snow) caps += `M${pt(px - w * 0.16, y - ph * 0.72)}L${pt(px, y - ph)}L${pt(px + w * 0.16, y - ph * 0.72)}L${pt(px + w * 0.05, y - ph * 0.78)}L${pt(px - 3, y - ph * 0.7)}Z`;
    x += w * 0.75;
  }
  d += 'V450H20Z';
  return (
    <g>
      <path d={d} fill={color} stroke={WK.ink} strokeWidth=".8" strokeLinejoin="round" />
      {snow ? <path d={caps} fill={WK.snow} /> : null}
    </g>
  );
}

/** Soft mist bands across the picture at the given heights. */
export function Mist({ ys, color = '#ffffff', opacity = 0.35 }: { ys: readonly number[]; color?: string; opacity?: number }) {
  return <path d={ys.map((y) => `M20 ${n(y)}q60 -10 130 0t130 0v12q-60 8 -130 0t-130 0Z`).join('')} fill={color} opacity={opacity} />;
}

/** Rain or a storm's slanting streaks over a box (seeded). */
export function Rain({ seed, count, x = 30, y = 40, w = 240, h = 400, color = '#cfdbe6' }: { seed: number; count: number; x?: number; y?: number; w?: number; h?: number; color?: string }) {
  const rand = seeded(seed);
  let d = '';
  for (let i = 0; i < count; i++) d += `M${pt(x + rand() * w, y + rand() * h)}l-4 12`;
  return <path d={d} stroke={color} strokeWidth="1.2" opacity=".6" strokeLinecap="round" />;
}
