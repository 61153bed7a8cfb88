import type { ReactNode } from 'react';
import { r1, ring } from '../../../art-kit';
import type { SceneContext } from '../../types';

/**
 * The Universal Waite deck's own drawing kit: woodcut-like black outlines (2.4 units), flat bright
 * colour and restrained shading. Figures are drawn in a local frame (feet at 0, head top near
 * -100, y up is negative) and placed by (x, y, s): a global point = (x + lx * s * flip, y + ly * s).
 * Everything here is pure: functions and small components that return SVG, no ids except through
 * ctx.id. Read-only for the pip cards; only ever add exports.
 */

/** The deck's colours (hex): ink, skies, robes, ground, stone, gold, skins and hair. */
export const C = {
  ink: '#231c14',
  yellow: '#f4d35e',
  lemon: '#f8e58c',
  paleBlue: '#bfe0f0',
  blue: '#2f5fa8',
  deepBlue: '#1f3f7a',
  skyBlue: '#8cc4e6',
  red: '#c8372d',
  darkRed: '#8e2420',
  orange: '#e07a2f',
  white: '#fbf7ee',
  cream: '#f3e7c6',
  green: '#8db263',
  darkGreen: '#5d8a3c',
  leaf: '#4f8a3a',
  stone: '#b3ada2',
  darkStone: '#847e73',
  gold: '#eab93c',
  darkGold: '#b9862a',
  brown: '#8a5a32',
  darkBrown: '#5a3a22',
  purple: '#6b4b9a',
  pink: '#e9a0a0',
  grey: '#8f8f96',
  black: '#2b2724',
  water: '#5b9bd1',
  night: '#2c3563',
} as const;

/** Skin tones, light to deep. */
export const SKINS = ['#f6dcbc', '#f0c9a0', '#dba67a', '#b47a50', '#7f5235'] as const;
/** Hair colours: black, dark brown, chestnut, auburn, blonde, grey, white. */
export const HAIRS = { black: '#2b211b', brown: '#5a3a24', chestnut: '#8a5230', auburn: '#a8452a', blonde: '#e4bb57', grey: '#a9a49b', white: '#f1ede4' } as const;

/** The outline width of the deck. */
export const LINE = 2.4;

/** Outline props for a filled shape: ink stroke of `w` (default 2.4), round joins. */
export const ol = (w: number = LINE) => ({ stroke: C.ink, strokeWidth: w, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const });

/** Stroke-only props (fill none) for detail lines: ink of width w, opacity o. */
export const ln = (w = 1.2, o = 1, colour: string = C.ink) => ({ fill: 'none', stroke: colour, strokeWidth: w, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, opacity: o });

/** A placement in the card: the local origin at (x, y), scale s, flip -1 to mirror left-right. */
export interface Place {
  x: number;
  y: number;
  s: number;
  flip?: 1 | -1;
}

/** A local point to a global one for a placement. */
export function pt(p: Place, lx: number, ly: number): [number, number] {
  return [r1(p.x + lx * p.s * (p.flip ?? 1)), r1(p.y + ly * p.s)];
}

/**
 * Transforms path data (M L H V C S Q T A Z, absolute or relative) from a local frame to the card:
 * every absolute x becomes x0 + x * s * flip, every y y0 + y * s, relative offsets are scaled;
 * numbers rounded to one decimal.
 */
export function tf(d: string, p: Place): string {
  const f = p.flip ?? 1;
  const tokens = d.match(/[MLHVCSQTAZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  let out = '';
  let cmd = 'M';
  let rel = false;
  let argIndex = 0;
  const X = (n: number) => r1(rel ? n * p.s * f : p.x + n * p.s * f);
  const Y = (n: number) => r1(rel ? n * p.s : p.y + n * p.s);
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      cmd = t.toUpperCase();
      rel = t !== cmd;
      out += t;
      argIndex = 0;
      continue;
    }
    const n = parseFloat(t);
    let v: number;
    if (cmd === 'H') v = X(n);
    else if (cmd === 'V') v = Y(n);
    else if (cmd === 'A') {
      const k = argIndex % 7;
      if (k === 0 || k === 1) v = r1(n * p.s);
      else if (k === 4) v = f === -1 ? 1 - n : n;
      else if (k === 5) v = X(n);
      else if (k === 6) v = Y(n);
      else v = n;
    } else v = argIndex % 2 === 0 ? X(n) : Y(n);
    out += (/[\d.]$/.test(out) && v >= 0 ? ' ' : '') + String(v);
    argIndex++;
  }
  return out;
}

/** A soft shadow ellipse on the ground under a figure or object. */
export function Shadow({ x, y, w, o = 0.22 }: { x: number; y: number; w: number; o?: number }) {
  return <ellipse cx={r1(x)} cy={r1(y)} rx={r1(w / 2)} ry={r1(Math.max(2, w / 9))} fill={C.ink} opacity={o} />;
}

/** A vertical gradient by id name: stops top to bottom. Put inside <defs>. */
export function VGrad({ id, stops }: { id: string; stops: readonly string[] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      {stops.map((c, i) => (
        <stop key={i} offset={r1(i / Math.max(1, stops.length - 1))} stopColor={c} />
      ))}
    </linearGradient>
  );
}

/** The sky kinds: the classic lemon yellow, pale blue, dawn, grey storm and night. */
export type SkyKind = 'yellow' | 'blue' | 'dawn' | 'grey' | 'night' | 'white';

const SKY_STOPS: Record<SkyKind, readonly string[]> = {
  yellow: ['#f1c64a', '#f6dc78', '#f9eaa8'],
  blue: ['#7db8e0', '#a9d3ec', '#dcefe9'],
  dawn: ['#f0a05a', '#f6cf7a', '#fbecc0'],
  grey: ['#3c3a46', '#5d5b66', '#8c8890'],
  night: ['#1b2150', '#2e3a78', '#4e5b94'],
  white: ['#f3ead2', '#f8f1de', '#fbf6e8'],
};

/** Fills the whole picture (x 30-270, y 40-440) with a sky gradient of the given kind. */
export function Sky({ ctx, kind = 'yellow', name = 'sky' }: { ctx: SceneContext; kind?: SkyKind; name?: string }) {
  const id = ctx.id(name);
  return (
    <g>
      <defs>
        <VGrad id={id} stops={SKY_STOPS[kind]} />
      </defs>
      <rect x="28" y="38" width="244" height="404" fill={`url(#${id})`} />
    </g>
  );
}

/** Rolling ground from height y down to the picture's foot, a gentle wave on top, darker toward the front. */
export function Ground({ ctx, y, colour = C.green, wave = 6, name = 'ground', dark }: { ctx: SceneContext; y: number; colour?: string; wave?: number; name?: string; dark?: string }) {
  const id = ctx.id(name);
  const d = `M28 ${y + wave}Q90 ${y - wave} 150 ${y}T272 ${y - wave / 2}V442H28Z`;
  return (
    <g>
      <defs>
        <VGrad id={id} stops={[colour, dark ?? shade(colour, -0.25)]} />
      </defs>
      <path d={d} fill={`url(#${id})`} {...ol()} />
    </g>
  );
}

/** Lightens (amount > 0) or darkens (amount < 0) a hex colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(v)));
  });
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A row of distant hills (or mountains when `peaks`), as one outlined path across the picture at base y. */
export function Hills({ y, h = 30, colour = C.darkGreen, peaks = false, seed = 1, snow = false }: { y: number; h?: number; colour?: string; peaks?: boolean; seed?: number; snow?: boolean }) {
  const pts: string[] = [`M28 ${y}`];
  const caps: string[] = [];
  const n = peaks ? 5 : 4;
  for (let i = 0; i < n; i++) {
    const x0 = 28 + (244 / n) * i;
    const x1 = x0 + 244 / n;
    const top = y - h * (0.6 + 0.4 * Math.abs(Math.sin(seed * 7.3 + i * 2.1)));
    const mx = r1((x0 + x1) / 2 + Math.sin(seed + i) * 8);
    if (peaks) {
      pts.push(`L${mx} ${r1(top)}L${r1(x1)} ${r1(y - h * 0.25)}`);
      if (snow) caps.push(`M${r1(mx - 9)} ${r1(top + 12)}L${mx} ${r1(top)}L${r1(mx + 9)} ${r1(top + 12)}L${r1(mx + 3)} ${r1(top + 9)}L${r1(mx - 2)} ${r1(top + 13)}Z`);
    } else pts.push(`Q${mx} ${r1(top - h * 0.5)} ${r1(x1)} ${r1(y - h * 0.2)}`);
  }
  pts.push(`L272 ${y + 4}V${y + 20}H28Z`);
  return (
    <g>
      <path d={pts.join('')} fill={colour} {...ol(2)} />
      {caps.length > 0 && <path d={caps.join('')} fill={C.white} {...ol(1.4)} />}
    </g>
  );
}

/** A band of water from y to y + h across the picture, with wave strokes. */
export function Water({ y, h = 40, colour = C.water, seed = 2 }: { y: number; h?: number; colour?: string; seed?: number }) {
  const waves: string[] = [];
  for (let row = 0; row < Math.max(1, Math.floor(h / 12)); row++) {
    const wy = y + 7 + row * 12;
    for (let i = 0; i < 5; i++) {
      const wx = 40 + ((i * 53 + row * 29 + seed * 17) % 220);
      waves.push(`M${wx} ${wy}q5 -4 10 0t10 0`);
    }
  }
  return (
    <g>
      <rect x="28" y={y} width="244" height={h} fill={colour} />
      <path d={`M28 ${y}H272`} {...ln(2)} />
      <path d={waves.join('')} {...ln(1.3, 0.55, C.white)} />
    </g>
  );
}

/** A puffy cloud centred at x, y, w wide: white, outlined, a grey belly. */
export function Cloud({ x, y, w, colour = C.white }: { x: number; y: number; w: number; colour?: string }) {
  const s = w / 60;
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-30 6C-36 6 -36 -4 -28 -4C-28 -12 -18 -14 -14 -8C-12 -18 4 -20 8 -10C12 -16 24 -14 24 -6C34 -6 34 6 28 6Z', p)} fill={colour} {...ol(1.8)} />
      <path d={tf('M-26 4Q0 0 26 4', p)} {...ln(1, 0.3)} />
    </g>
  );
}

/** The sun: a disc with alternating straight and wavy rays, optionally a calm face. */
export function Sun({ x, y, r, rays = 16, face = true, colour = C.gold }: { x: number; y: number; r: number; rays?: number; face?: boolean; colour?: string }) {
  const ray: string[] = [];
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const w = (Math.PI / rays) * 0.55;
    const long = i % 2 === 0 ? 1.7 : 1.45;
    const [ax, ay] = [x + Math.cos(a - w) * r * 1.02, y + Math.sin(a - w) * r * 1.02];
    const [bx, by] = [x + Math.cos(a + w) * r * 1.02, y + Math.sin(a + w) * r * 1.02];
    const [tx, ty] = [x + Math.cos(a) * r * long, y + Math.sin(a) * r * long];
    ray.push(`M${r1(ax)} ${r1(ay)}L${r1(tx)} ${r1(ty)}L${r1(bx)} ${r1(by)}Z`);
  }
  return (
    <g>
      <path d={ray.join('')} fill={colour} {...ol(1.6)} />
      <circle cx={x} cy={y} r={r} fill={colour} {...ol()} />
      <circle cx={r1(x - r * 0.25)} cy={r1(y - r * 0.3)} r={r1(r * 0.45)} fill="#fff" opacity=".25" />
      {face && <Face x={x} y={y + r * 0.05} s={r / 8.5} turn={0} expression="calm" />}
    </g>
  );
}

/** Face features only (eyes, brows, nose, mouth, cheeks) for a head of radius ~8 * s at x, y. */
export function Face({ x, y, s, turn = 0, expression = 'calm', eyes = 'open', mouth }: { x: number; y: number; s: number; turn?: number; expression?: Expression; eyes?: 'open' | 'closed' | 'down' | 'up'; mouth?: string }) {
  const p: Place = { x: x + turn * 2 * s, y, s };
  const sw = Math.max(0.8, Math.min(1.5, 0.75 * s));
  const eye = (ex: number) =>
    eyes === 'closed'
      ? `M${ex - 1.7} 0Q${ex} 1.3 ${ex + 1.7} 0`
      : eyes === 'down'
        ? `M${ex - 1.7} 0.3Q${ex} 1.5 ${ex + 1.7} 0.3Q${ex} 0.6 ${ex - 1.7} 0.3Z`
        : eyes === 'up'
          ? `M${ex - 1.7} 0Q${ex} -1.6 ${ex + 1.7} 0Q${ex} 0.5 ${ex - 1.7} 0Z`
          : `M${ex - 1.8} 0Q${ex} -1.5 ${ex + 1.8} 0Q${ex} 1.2 ${ex - 1.8} 0Z`;
  const brow =
    expression === 'stern' || expression === 'fierce'
      ? 'M-4.6 -3.2L-1.2 -2.2M4.6 -3.2L1.2 -2.2'
      : expression === 'sad' || expression === 'worried'
        ? 'M-4.6 -2.2L-1.3 -3.3M4.6 -2.2L1.3 -3.3'
        : 'M-4.6 -2.4Q-2.9 -3.7 -1.2 -2.9M4.6 -2.4Q2.9 -3.7 1.2 -2.9';
  const mouths: Record<Expression, string> = {
    calm: 'M-1.8 5.4Q0 6 1.8 5.4',
    smile: 'M-2.4 5Q0 7.2 2.4 5',
    sad: 'M-2 6.2Q0 4.9 2 6.2',
    stern: 'M-2 5.6H2',
    open: 'M-1.6 5.2Q0 4.6 1.6 5.2Q1.4 7.4 0 7.4Q-1.4 7.4 -1.6 5.2Z',
    fierce: 'M-2.4 5.6Q0 4.8 2.4 5.6',
    worried: 'M-2 6Q-1 5.2 0 5.8Q1 6.4 2 5.6',
  };
  const closedEyes = eyes === 'closed';
  return (
    <g>
      <path d={tf('M-5.6 3.2A1.7 1.4 0 1 0 -5.59 3.2M5.6 3.2A1.7 1.4 0 1 0 5.61 3.2', p)} fill={C.red} opacity=".22" />
      <path d={tf(eye(-2.9) + eye(2.9), p)} fill={closedEyes ? 'none' : C.ink} stroke={C.ink} strokeWidth={sw * 0.7} strokeLinecap="round" strokeLinejoin="round" />
      <path d={tf(brow, p)} {...ln(sw, 0.9)} />
      <path d={tf(`M${0.2 + turn * 0.3} -0.6Q${0.6 + turn} 2.2 ${1 + turn * 0.6} 3.2Q${0.3 + turn * 0.4} 3.7 -0.5 3.3`, p)} {...ln(sw * 0.85, 0.75)} />
      <path d={tf(mouth ?? mouths[expression], p)} fill={expression === 'open' ? C.darkRed : 'none'} stroke={C.darkRed} strokeWidth={sw} strokeLinecap="round" />
    </g>
  );
}

/** A face's mood: brows and mouth. */
export type Expression = 'calm' | 'smile' | 'sad' | 'stern' | 'open' | 'fierce' | 'worried';
/** Hair styles of Head. */
export type HairStyle = 'short' | 'long' | 'curly' | 'bald' | 'bob' | 'braid' | 'none';
/** What a head wears. */
export type Headwear = 'none' | 'crown' | 'helmet' | 'wreath' | 'hood' | 'veil' | 'hat' | 'tiara' | 'circlet' | 'cap' | 'plumed-helmet';

/** Options of Head. */
export interface HeadProps {
  /** Centre of the face in the card. */
  x: number;
  y: number;
  /** Scale: the face is about 15 x 17 units at s = 1. */
  s: number;
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  beard?: 'none' | 'short' | 'long' | 'stubble';
  beardColour?: string;
  headwear?: Headwear;
  /** Colour of a hood, veil, hat or helmet plume (crowns are gold, helmets steel). */
  wearColour?: string;
  /** -1 (looks to the viewer's left) to 1 (right): shifts the features for a three-quarter view. */
  turn?: number;
  expression?: Expression;
  eyes?: 'open' | 'closed' | 'down' | 'up';
  /** Draws a golden halo ring behind the head. */
  halo?: boolean;
  /** Tilts the whole head by degrees. */
  tilt?: number;
}

/** A head: halo, hair behind, face, features, hair in front, beard and headwear, all outlined. */
export function Head(props: HeadProps) {
  const { x, y, s, skin = SKINS[1], hair = HAIRS.brown, hairStyle = 'short', beard = 'none', headwear = 'none', turn = 0, expression = 'calm', eyes = 'open', halo = false, tilt = 0 } = props;
  const wear = props.wearColour ?? C.red;
  const beardColour = props.beardColour ?? hair;
  const p: Place = { x, y, s };
  const o = ol(Math.min(LINE, 1.5 + s * 0.5));
  const back: ReactNode[] = [];
  const front: ReactNode[] = [];
  if (halo) back.push(<circle key="halo" cx={x} cy={r1(y - 1 * s)} r={r1(13.5 * s)} fill={C.lemon} {...ol(1.6)} />);
  if (hairStyle === 'long' || hairStyle === 'braid') back.push(<path key="hb" d={tf('M-8.5 -3C-10.5 -13 10.5 -13 8.5 -3C10 6 11.5 13 10 19L-10 19C-11.5 13 -10 6 -8.5 -3Z', p)} fill={hair} {...o} />);
  if (hairStyle === 'bob') back.push(<path key="hb" d={tf('M-8.5 -3C-10 -13 10 -13 8.5 -3C9.8 3 10 7 8.6 9L-8.6 9C-10 7 -9.8 3 -8.5 -3Z', p)} fill={hair} {...o} />);
  if (headwear === 'hood') back.push(<path key="hood" d={tf('M-10.5 4C-13 -9 -7 -14.5 0 -14.5C7 -14.5 13 -9 10.5 4L12 14H-12Z', p)} fill={wear} {...o} />);
  if (headwear === 'veil') back.push(<path key="veil" d={tf('M-9 -6C-9 -14 9 -14 9 -6L12 22H-12Z', p)} fill={wear} {...o} />);
  // Neck and face.
  back.push(<path key="neck" d={tf('M-3.2 6V12H3.2V6Z', p)} fill={skin} {...o} />);
  back.push(<path key="face" d={tf('M0 -8.6C5.2 -8.6 7.4 -5 7.2 0C7 5.4 3.8 8.6 0 8.6C-3.8 8.6 -7 5.4 -7.2 0C-7.4 -5 -5.2 -8.6 0 -8.6Z', p)} fill={skin} {...o} />);
  // Hair in front.
  if (hairStyle === 'short' || hairStyle === 'long' || hairStyle === 'bob' || hairStyle === 'braid')
    front.push(<path key="hf" d={tf(`M-7.6 1C-9 -10 9 -10 7.6 1C7 -3 5 -5 ${2 + turn} -5.4C-1 -4 -4 -6.4 -7.6 1Z`, p)} fill={hair} {...o} />);
  if (hairStyle === 'curly') front.push(<path key="hf" d={tf('M-7.8 2C-11 0 -10 -4 -8.4 -5C-9.5 -9 -5 -12 -2 -10C0 -13 5 -12 6 -9C10 -9 10 -4 8.4 -3C10 0 9 2 7.8 2C7 -2 5 -4.6 2 -4.6C0 -3.2 -3 -3.4 -4.6 -4.6C-6.6 -3 -7.4 -1 -7.8 2Z', p)} fill={hair} {...o} />);
  if (hairStyle === 'bald') front.push(<path key="hf" d={tf('M-7.2 1.5C-8 -2 -7.6 -3 -6.8 -4M7.2 1.5C8 -2 7.6 -3 6.8 -4', p)} {...ln(2.2 * s, 1, hair)} />);
  if (hairStyle === 'braid') front.push(<path key="br" d={tf('M7 3Q9 12 7 22', p)} {...ln(3 * s, 1, shade(hair, -0.2))} />);
  front.push(<Face key="fc" x={x} y={y} s={s} turn={turn} expression={expression} eyes={eyes} />);
  if (beard === 'short' || beard === 'long' || beard === 'stubble') {
    const d =
      beard === 'long'
        ? 'M-6.8 1C-7 10 -4 20 0 23C4 20 7 10 6.8 1C5.5 5 3.5 6.2 2.2 6C1 5 -1 5 -2.2 6C-3.5 6.2 -5.5 5 -6.8 1Z'
        : beard === 'short'
          ? 'M-6.8 1C-7 7 -4 11.5 0 11.5C4 11.5 7 7 6.8 1C5.5 5 3.5 6.2 2.2 6C1 5 -1 5 -2.2 6C-3.5 6.2 -5.5 5 -6.8 1Z'
          : 'M-6 3C-5 8 -3 9 0 9C3 9 5 8 6 3C4 6.5 2 7.2 0 7.2C-2 7.2 -4 6.5 -6 3Z';
    front.push(<path key="bd" d={tf(d, p)} fill={beardColour} {...o} opacity={beard === 'stubble' ? 0.5 : 1} />);
    if (beard !== 'stubble') front.push(<path key="ms" d={tf('M-3.6 5.2Q-1.5 3.6 0 4.4Q1.5 3.6 3.6 5.2Q1.6 5 0 5.6Q-1.6 5 -3.6 5.2Z', p)} fill={beardColour} {...ol(0.9)} />);
    if (beard === 'long') front.push(<path key="bl" d={tf('M-3 10Q-2 16 0 21M3 10Q2 16 0 21M0 8V17', p)} {...ln(0.8, 0.5)} />);
  }
  switch (headwear) {
    case 'crown':
      front.push(<path key="hw" d={tf('M-7.6 -5.2L-9 -16L-4.4 -10.4L0 -18L4.4 -10.4L9 -16L7.6 -5.2Q0 -7.4 -7.6 -5.2Z', p)} fill={C.gold} {...o} />);
      front.push(<path key="hj" d={tf('M-3 -7.2h.1M3 -7.2h.1M0 -7.6h.1', p)} stroke={C.red} strokeWidth={r1(2.2 * s)} strokeLinecap="round" />);
      break;
    case 'circlet':
      front.push(<path key="hw" d={tf('M-7.8 -4.6Q0 -8.2 7.8 -4.6L7.6 -2.6Q0 -6 -7.6 -2.6Z', p)} fill={C.gold} {...ol(1.2)} />);
      break;
    case 'tiara':
      front.push(<path key="hw" d={tf('M-7 -5L-6.4 -22Q0 -29 6.4 -22L7 -5Q0 -7.4 -7 -5Z', p)} fill={C.gold} {...o} />);
      front.push(<path key="hl" d={tf('M-6.8 -10.6Q0 -13 6.8 -10.6M-6.6 -16.2Q0 -18.6 6.6 -16.2M0 -26.4V-30', p)} {...ln(1.4)} />);
      front.push(<circle key="hk" cx={x} cy={r1(y - 30.5 * s)} r={r1(1.6 * s)} fill={C.gold} {...ol(1)} />);
      break;
    case 'wreath':
      front.push(<path key="hw" d={tf('M-8 -3Q-9 -10 -3 -10.5Q0 -11 3 -10.5Q9 -10 8 -3', p)} {...ln(2.6 * s, 1, C.leaf)} />);
      front.push(<path key="hl" d={tf('M-8 -6l-2 -2M-5 -10l-1 -3M0 -11l0 -3M5 -10l1 -3M8 -6l2 -2', p)} {...ln(1.8 * s, 1, C.darkGreen)} />);
      break;
    case 'helmet':
    case 'plumed-helmet':
      front.push(<path key="hw" d={tf('M-8.4 0C-9.4 -12 9.4 -12 8.4 0L6.8 -1.6C6 -4 -6 -4 -6.8 -1.6Z', p)} fill={C.stone} {...o} />);
      front.push(<path key="hr" d={tf('M0 -10.8V-4.2M-8 -1.8Q0 -4.6 8 -1.8', p)} {...ln(1.1)} />);
      if (headwear === 'plumed-helmet') front.push(<path key="hp" d={tf('M0 -10.5C-2 -18 4 -23 12 -22C7 -20 8 -15 4 -10Z', p)} fill={wear} {...o} />);
      break;
    case 'hat':
      front.push(<path key="hw" d={tf('M-10 -4Q-9 -12 0 -12.4Q9 -12 10 -4Q0 -7.2 -10 -4Z', p)} fill={wear} {...o} />);
      front.push(<path key="hf2" d={tf('M4 -11C8 -20 16 -20 18 -16C13 -17 10 -14 7 -9Z', p)} fill={C.white} {...ol(1.2)} />);
      break;
    case 'cap':
      front.push(<path key="hw" d={tf('M-8 -3C-9 -11 9 -11 8 -3Q0 -6 -8 -3Z', p)} fill={wear} {...o} />);
      break;
    case 'hood':
      front.push(<path key="hw" d={tf('M-8.6 2C-9.6 -9 -5 -11.6 0 -11.6C5 -11.6 9.6 -9 8.6 2C9.5 -6 5 -8.6 0 -8.6C-5 -8.6 -9.5 -6 -8.6 2Z', p)} fill={wear} {...o} />);
      break;
    case 'veil':
      front.push(<path key="hw" d={tf('M-8 0C-9 -10 9 -10 8 0C7 -5 4 -7 0 -7C-4 -7 -7 -5 -8 0Z', p)} fill={wear} {...o} />);
      break;
    default:
      break;
  }
  return (
    <g transform={tilt ? `rotate(${tilt} ${x} ${y})` : undefined}>
      {back}
      {front}
    </g>
  );
}

/** How a hand is drawn: open mitten, fist (holding something), pointing finger, or raised palm. */
export type Grip = 'open' | 'fist' | 'point' | 'palm';

/** A hand at (x, y), pointing along `angle` degrees (0 = right, 90 = down), scale s. */
export function Hand({ x, y, angle, s, skin = SKINS[1], grip = 'fist' }: { x: number; y: number; angle: number; s: number; skin?: string; grip?: Grip }) {
  const p: Place = { x: 0, y: 0, s };
  const d =
    grip === 'point'
      ? 'M-2.2 -2.8Q2 -3.4 3.2 -1.6L9 -1.4Q10.2 -0.6 9 0.2L3.6 0.4Q3.4 3 0 3Q-3 3 -3 0Q-3 -2.6 -2.2 -2.8Z'
      : grip === 'open' || grip === 'palm'
        ? 'M-2.6 -3Q1.5 -4 4 -2.8L7 -2.4Q8 -1 7 0.4L7.2 1.8Q7 3 5.6 2.6L3 3.2Q-1 4 -2.8 2.2Q-3.6 0 -2.6 -3Z'
        : 'M-2.6 -3.2Q2.6 -4.4 4.2 -1.6Q5 1.6 2.6 3.2Q-1.2 4.2 -2.8 2Q-3.6 -0.6 -2.6 -3.2Z';
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})`}>
      <path d={tf(d, p)} fill={skin} {...ol(1.3)} />
      <path d={tf(grip === 'fist' ? 'M0.6 -2.2Q2.4 -0.6 1 1.2' : 'M0.5 -2.6Q2.6 -1.6 2.6 -0.4', p)} {...ln(0.9, 0.7)} />
    </g>
  );
}

/**
 * A limb as a thick outlined tube through points (shoulder, elbow, wrist) or (hip, knee, ankle):
 * an ink stroke under a coloured one, so joints are round and the limb reads at any angle.
 */
export function Limb({ points, width, colour, folds = true }: { points: readonly (readonly [number, number])[]; width: number; colour: string; folds?: boolean }) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join('');
  const fold: string[] = [];
  if (folds && points.length >= 3) {
    const [a, b] = [points[0]!, points[1]!];
    for (const t of [0.45, 0.75]) {
      const [fx, fy] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const [nx, ny] = [(-(b[1] - a[1]) / len) * width * 0.35, ((b[0] - a[0]) / len) * width * 0.35];
      fold.push(`M${r1(fx - nx)} ${r1(fy - ny)}Q${r1(fx + (b[0] - a[0]) * 0.06)} ${r1(fy + (b[1] - a[1]) * 0.06)} ${r1(fx + nx)} ${r1(fy + ny)}`);
    }
  }
  return (
    <g>
      <path d={d} fill="none" stroke={C.ink} strokeWidth={r1(width + LINE * 2)} strokeLinecap="round" strokeLinejoin="round" />
      <path d={d} fill="none" stroke={colour} strokeWidth={r1(width)} strokeLinecap="round" strokeLinejoin="round" />
      {fold.length > 0 && <path d={fold.join('')} {...ln(0.9, 0.45)} />}
    </g>
  );
}

/** Two-bone reach: the elbow between `from` and `to` with bone lengths a and b, bent to side `bend` (1 or -1). */
export function elbow(from: readonly [number, number], to: readonly [number, number], a: number, b: number, bend: 1 | -1): [number, number] {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const d = Math.min(Math.max(Math.hypot(dx, dy), 0.01), (a + b) * 0.999);
  const cos = Math.max(-1, Math.min(1, (a * a + d * d - b * b) / (2 * a * d)));
  const ang = Math.atan2(dy, dx) + bend * Math.acos(cos);
  return [from[0] + Math.cos(ang) * a, from[1] + Math.sin(ang) * a];
}

/** The natural elbow of an arm: of the two bends, the one that hangs lower (and a little outward); `flip` takes the other. */
export function naturalElbow(from: readonly [number, number], to: readonly [number, number], a: number, b: number, outward: 1 | -1, flip = false): [number, number] {
  const e1 = elbow(from, to, a, b, 1);
  const e2 = elbow(from, to, a, b, -1);
  const score = (e: [number, number]) => e[1] - from[1] + 0.6 * outward * (e[0] - from[0]);
  const pick = score(e1) >= score(e2);
  return pick !== flip ? e1 : e2;
}

/** One arm of a Person: where its hand goes (card coordinates), the hand's grip, drawn behind the body or not. */
export interface Arm {
  to: readonly [number, number];
  grip?: Grip;
  /** Behind the body (drawn first). */
  back?: boolean;
  /** Which way the elbow bends: 1 natural (down and out, the default), -1 the other way. */
  bend?: 1 | -1;
  /** Hand angle override in degrees (default: along the forearm). */
  handAngle?: number;
  /** A sleeve colour other than the robe's. */
  sleeve?: string;
}

/** A Person's pose: standing, seated (on a throne or bench whose seat is at `seatY`), kneeling, striding, or riding (astride, legs to the viewer's side). */
export type Pose = 'stand' | 'sit' | 'kneel' | 'stride' | 'ride';

/** Options of Person. Colours default to the deck's red robe and blue cloak. */
export interface PersonProps {
  /** Ground point between the feet (for 'ride', the saddle point). */
  x: number;
  y: number;
  /** Scale: about 100 units tall standing at s = 1 (a typical card figure is s = 2.2-2.8). */
  s: number;
  pose?: Pose;
  /** 'robe' falls to the feet; 'tunic' stops at the knee over hose; 'armour' is plate with a tabard; 'gown' is a fuller, waisted dress. */
  dress?: 'robe' | 'tunic' | 'armour' | 'gown';
  robe?: string;
  /** Under-robe showing at the neck and hem, or hose colour for tunics. */
  under?: string;
  /** A cloak behind the body (with a mantle over the shoulders), or none. */
  cloak?: string;
  belt?: string;
  /** Trim colour along the neckline and hem. */
  trim?: string;
  /** Colour of a pattern of dots over the robe (embroidery), if any. */
  pattern?: string;
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  beard?: HeadProps['beard'];
  beardColour?: string;
  headwear?: Headwear;
  wearColour?: string;
  turn?: number;
  expression?: Expression;
  eyes?: HeadProps['eyes'];
  halo?: boolean;
  tilt?: number;
  /** The arm on the viewer's left (the figure's right) and on the viewer's right. */
  left?: Arm;
  right?: Arm;
  /** Build: 1 normal, 0.85 slender, 1.2 broad. */
  build?: number;
  /** For 'stride' and 'ride': the leg direction, 1 to the viewer's right, -1 left. */
  facing?: 1 | -1;
  /** Bare feet (sandals) instead of shoes. */
  barefoot?: boolean;
  shoes?: string;
  /** Leaves out the cast shadow. */
  noShadow?: boolean;
  /** For legged dress standing or striding: local foot and knee positions overriding the pose (local units, feet at y 0). */
  legs?: { left?: { foot: readonly [number, number]; knee?: readonly [number, number] }; right?: { foot: readonly [number, number]; knee?: readonly [number, number] } };
}

/** Where a pose puts a Person's parts, in card coordinates (for placing held things, thrones and saddles). */
export function anchors(x: number, y: number, s: number, pose: Pose = 'stand', build = 1) {
  const dy = pose === 'sit' ? 22 : pose === 'kneel' ? 26 : pose === 'ride' ? 46 : 0;
  const L = (lx: number, ly: number): [number, number] => [r1(x + lx * s), r1(y + (ly + dy) * s)];
  return {
    head: L(0, -87),
    neck: L(0, -77),
    shoulderL: L(-12 * build, -73),
    shoulderR: L(12 * build, -73),
    chest: L(0, -64),
    waist: L(0, -50),
    lap: L(0, pose === 'sit' ? -46 : -42),
    /** The seat's height for 'sit'. */
    seat: L(0, -46),
    /** Hands hanging at the sides. */
    handL: L(-16 * build, -42),
    handR: L(16 * build, -42),
    /** Hands held before the chest. */
    heartL: L(-5, -58),
    heartR: L(5, -58),
    feet: [r1(x), r1(y)] as [number, number],
    /** The figure's rough half-width at the shoulders, in card units. */
    halfWidth: r1(13 * build * s),
    dy,
  };
}

/**
 * A person in this deck's manner: head with face and hair, a robe or tunic with folds and shading,
 * an optional cloak, two arms reaching to given points with hands, legs or a hem with shoes, and
 * a shadow. Poses: stand, stride, sit, kneel, ride. Draw the held things after the Person so
 * they sit in the hands (the hand points are yours: left.to, right.to).
 */
export function Person(props: PersonProps) {
  const { x, y, s, pose = 'stand', dress = 'robe', build = 1, facing = 1 } = props;
  const robe = props.robe ?? C.red;
  const under = props.under ?? C.white;
  const skin = props.skin ?? SKINS[1];
  const a = anchors(x, y, s, pose, build);
  const dy = a.dy;
  const b = build;
  const p: Place = { x, y: y + dy * s, s };
  const o = ol();
  const shoes = props.shoes ?? C.darkBrown;
  const parts: ReactNode[] = [];

  // Cloak behind.
  if (props.cloak) {
    const hem = pose === 'sit' ? -2 : pose === 'kneel' ? -4 : pose === 'ride' ? -30 : 0;
    const hemY = pose === 'stand' || pose === 'stride' ? hem : hem - dy + 22;
    parts.push(<path key="cloak" d={tf(`M${-11 * b} -76C${-22 * b} -70 ${-26 * b} -40 ${-27 * b} ${hemY}Q0 ${hemY + 4} ${27 * b} ${hemY}C${26 * b} -40 ${22 * b} -70 ${11 * b} -76Z`, p)} fill={props.cloak} {...o} />);
    parts.push(<path key="cloakf" d={tf(`M${-19 * b} -50Q${-22 * b} -20 ${-23 * b} ${hemY - 2}M${19 * b} -50Q${22 * b} -20 ${23 * b} ${hemY - 2}`, p)} {...ln(1.1, 0.4)} />);
  }

  const arm = (side: 'L' | 'R', spec: Arm | undefined, key: string) => {
    const sh = side === 'L' ? a.shoulderL : a.shoulderR;
    const sx = side === 'L' ? -1 : 1;
    const to = spec?.to ?? (side === 'L' ? a.handL : a.handR);
    const shoulder: [number, number] = [sh[0] - sx * 2 * s, sh[1] + 2 * s];
    const el = naturalElbow(shoulder, to, 17 * s, 17 * s, side === 'L' ? -1 : 1, spec?.bend === -1);
    // Shorten the forearm so the hand sits over the wrist end.
    const ang = Math.atan2(to[1] - el[1], to[0] - el[0]);
    const wrist: [number, number] = [to[0] - Math.cos(ang) * 2.6 * s, to[1] - Math.sin(ang) * 2.6 * s];
    const sleeve = spec?.sleeve ?? (dress === 'armour' ? C.stone : robe);
    return (
      <g key={key}>
        <Limb points={[shoulder, el, wrist]} width={7.6 * s * Math.min(1.1, b)} colour={sleeve} />
        <Hand x={to[0]} y={to[1]} angle={spec?.handAngle ?? (ang * 180) / Math.PI} s={s} skin={skin} grip={spec?.grip ?? 'fist'} />
      </g>
    );
  };
  if (props.left?.back) parts.push(arm('L', props.left, 'al'));
  if (props.right?.back) parts.push(arm('R', props.right, 'ar'));

  // Legs for tunics and armour (standing, striding, riding).
  const legged = dress === 'tunic' || dress === 'armour';
  const legColour = dress === 'armour' ? C.stone : under;
  const foot = (fx: number, fy: number, dir: number, key: string) => (
    <path key={key} d={tf(`M${fx - 3.4 * dir} ${fy - 3.4}Q${fx + 1 * dir} ${fy - 5} ${fx + 6 * dir} ${fy - 1.6}Q${fx + 7 * dir} ${fy + 0.4} ${fx + 4 * dir} ${fy + 0.4}H${fx - 3.6 * dir}Z`, p)} fill={props.barefoot ? skin : shoes} {...ol(1.6)} />
  );
  if (pose === 'ride') {
    const f = facing;
    const hip: [number, number] = [x + 2 * f * s, y - 2 * s];
    const knee: [number, number] = [x + 13 * f * s, y + 6 * s];
    const ankle: [number, number] = [x + 9 * f * s, y + 26 * s];
    parts.push(<Limb key="leg" points={[hip, knee, ankle]} width={8.4 * s} colour={legColour} />);
    parts.push(<path key="boot" d={`M${r1(ankle[0] - 4 * s)} ${r1(ankle[1] - 4 * s)}L${r1(ankle[0] + 4 * s)} ${r1(ankle[1] - 4 * s)}L${r1(ankle[0] + 4.6 * s)} ${r1(ankle[1] + 1 * s)}L${r1(ankle[0] + 10 * f * s)} ${r1(ankle[1] + 2.6 * s)}L${r1(ankle[0] + 9 * f * s)} ${r1(ankle[1] + 5 * s)}L${r1(ankle[0] - 4.4 * s)} ${r1(ankle[1] + 4.6 * s)}Z`} fill={dress === 'armour' ? C.darkStone : shoes} {...ol(1.8)} />);
  } else if (legged && (pose === 'stand' || pose === 'stride')) {
    const spread = pose === 'stride' ? 11 : 5.5;
    const lf: [number, number] = pose === 'stride' ? [-spread - 2 * facing, 0] : [-spread, 0];
    const rf: [number, number] = pose === 'stride' ? [spread - 2 * facing, -2] : [spread, 0];
    const legs: [string, readonly [number, number], number, (readonly [number, number]) | undefined][] = [
      ['L', props.legs?.left?.foot ?? lf, -1, props.legs?.left?.knee],
      ['R', props.legs?.right?.foot ?? rf, 1, props.legs?.right?.knee],
    ];
    for (const [k, ft, sx, kn] of legs) {
      const hip = pt(p, sx * 5 * b, -46);
      const ankle = pt(p, ft[0], ft[1] - 4);
      const knee = kn ? pt(p, kn[0], kn[1]) : pt(p, (ft[0] + sx * 5 * b) / 2 + sx * 0.6, (ft[1] - 46) / 2 - 1);
      parts.push(<Limb key={`leg${k}`} points={[hip, knee, ankle]} width={7.4 * s * Math.min(1.1, b)} colour={legColour} folds={false} />);
      parts.push(foot(ft[0], ft[1], pose === 'stride' ? facing : sx, `ft${k}`));
    }
  }
  if (pose === 'kneel' && legged) {
    parts.push(foot(-9, 0, -1, 'ftL'));
    parts.push(foot(9, 0, 1, 'ftR'));
  }

  // The body: robe, gown, tunic or armour.
  const sh = 12 * b;
  const wa = 8.6 * b;
  const hipW = 11 * b;
  let body: string;
  if (pose === 'sit')
    body = `M${-sh} -74Q0 -77.5 ${sh} -74C${sh + 2} -66 ${wa + 1} -58 ${wa} -50C${hipW + 4} -46 ${17 * b} -44 ${18 * b} -38C${19 * b} -26 ${20 * b} -10 ${21 * b} ${-dy}Q0 ${-dy + 3} ${-21 * b} ${-dy}C${-20 * b} -10 ${-19 * b} -26 ${-18 * b} -38C${-17 * b} -44 ${-hipW - 4} -46 ${-wa} -50C${-wa - 1} -58 ${-sh - 2} -66 ${-sh} -74Z`;
  else if (pose === 'kneel')
    body = `M${-sh} -74Q0 -77.5 ${sh} -74C${sh + 2} -66 ${wa + 1} -58 ${wa} -50C${hipW + 3} -44 ${17 * b} -34 ${19 * b} ${-dy}Q0 ${-dy + 3} ${-19 * b} ${-dy}C${-17 * b} -34 ${-hipW - 3} -44 ${-wa} -50C${-wa - 1} -58 ${-sh - 2} -66 ${-sh} -74Z`;
  else if (pose === 'ride' || legged)
    body = `M${-sh} -74Q0 -77.5 ${sh} -74C${sh + 2} -66 ${wa + 1} -58 ${wa} -50C${hipW + 2} -44 ${hipW + 3} -36 ${14 * b} -28Q0 -25 ${-14 * b} -28C${-hipW - 3} -36 ${-hipW - 2} -44 ${-wa} -50C${-wa - 1} -58 ${-sh - 2} -66 ${-sh} -74Z`;
  else if (dress === 'gown')
    body = `M${-sh} -74Q0 -77.5 ${sh} -74C${sh + 2} -66 ${wa} -58 ${wa - 1} -50C${hipW + 6} -40 ${20 * b} -16 ${23 * b} 0Q0 4 ${-23 * b} 0C${-20 * b} -16 ${-hipW - 6} -40 ${-wa + 1} -50C${-wa} -58 ${-sh - 2} -66 ${-sh} -74Z`;
  else body = `M${-sh} -74Q0 -77.5 ${sh} -74C${sh + 2} -66 ${wa + 1} -58 ${wa} -50C${hipW + 3} -40 ${16 * b} -16 ${18 * b} -1Q0 2 ${-18 * b} -1C${-16 * b} -16 ${-hipW - 3} -40 ${-wa} -50C${-wa - 1} -58 ${-sh - 2} -66 ${-sh} -74Z`;

  // Feet under a robe.
  if (!legged && (pose === 'stand' || pose === 'stride' || pose === 'sit')) {
    parts.push(foot(-6, pose === 'sit' ? -dy + 1 : 1, -1, 'ftL'));
    parts.push(foot(6, pose === 'sit' ? -dy + 1 : 1, 1, 'ftR'));
  }
  const bodyFill = dress === 'armour' ? C.stone : robe;
  parts.push(<path key="body" d={tf(body, p)} fill={bodyFill} {...o} />);
  // Shading on the figure's left (viewer's right) side and folds.
  const shadeD =
    pose === 'sit'
      ? `M${sh * 0.55} -75C${sh + 1} -66 ${wa} -58 ${wa - 1} -50C${14 * b} -44 ${15 * b} -30 ${16 * b} ${-dy + 1}L${21 * b} ${-dy}C${20 * b} -10 ${19 * b} -26 ${18 * b} -38C${17 * b} -44 ${hipW + 4} -46 ${wa} -50C${wa + 1} -58 ${sh + 2} -66 ${sh} -74Z`
      : `M${sh * 0.55} -75C${sh + 1} -66 ${wa - 1} -58 ${wa - 2} -50C${hipW} -40 ${12 * b} -20 ${13 * b} -1L${18 * b} -1C${16 * b} -16 ${hipW + 3} -40 ${wa} -50C${wa + 1} -58 ${sh + 2} -66 ${sh} -74Z`;
  if (!(legged || pose === 'ride') || pose === 'sit') parts.push(<path key="shade" d={tf(shadeD, p)} fill={C.ink} opacity=".13" />);
  if (pose === 'sit') {
    parts.push(<path key="lapshade" d={tf(`M${-18 * b} -37Q${-9 * b} -43 0 -38Q${9 * b} -43 ${18 * b} -37L${19 * b} -29Q0 -25 ${-19 * b} -29Z`, p)} fill={C.ink} opacity=".16" />);
    parts.push(<path key="lap" d={tf(`M${-18 * b} -37Q${-9 * b} -43 0 -38Q${9 * b} -43 ${18 * b} -37M${-9 * b} -40Q${-10 * b} -20 ${-11 * b} ${-dy}M${9 * b} -40Q${10 * b} -20 ${11 * b} ${-dy}`, p)} {...ln(1.3, 0.6)} />);
  }
  if (dress === 'armour') {
    parts.push(<path key="tabard" d={tf(`M${-7 * b} -72H${7 * b}L${9 * b} -28Q0 -25 ${-9 * b} -28Z`, p)} fill={robe} {...ol(1.8)} />);
    parts.push(<path key="plates" d={tf(`M${-sh} -66Q${-sh - 3} -70 ${-sh + 1} -75M${sh} -66Q${sh + 3} -70 ${sh - 1} -75`, p)} {...ln(1.2, 0.7)} />);
  } else {
    const hemY = pose === 'sit' ? -dy : pose === 'kneel' ? -dy : legged || pose === 'ride' ? -28 : 0;
    const folds =
      pose === 'sit'
        ? `M${-9 * b} -40Q${-11 * b} -20 ${-12 * b} ${hemY}M${-2 * b} -38Q${-3 * b} -20 ${-3 * b} ${hemY + 1}M${6 * b} -38Q${8 * b} -20 ${9 * b} ${hemY}M${-14 * b} -40Q${-5 * b} -35 ${-2 * b} -42M${14 * b} -40Q${6 * b} -35 ${2 * b} -42`
        : legged || pose === 'ride'
          ? `M${-5 * b} -44Q${-6 * b} -36 ${-7 * b} -29M${4 * b} -44Q${5 * b} -36 ${6 * b} -29`
          : `M${-4 * b} -46Q${-7 * b} -24 ${-9 * b} ${hemY}M${2 * b} -46Q${2 * b} -24 ${2 * b} ${hemY + 1}M${7 * b} -46Q${10 * b} -24 ${12 * b} ${hemY}`;
    parts.push(<path key="folds" d={tf(folds, p)} {...ln(1.2, 0.5)} />);
    if (props.trim) parts.push(<path key="hem" d={tf(pose === 'sit' || pose === 'kneel' ? `M${-20 * b} ${hemY - 3}Q0 ${hemY} ${20 * b} ${hemY - 3}` : legged || pose === 'ride' ? `M${-13.5 * b} -30Q0 -27 ${13.5 * b} -30` : `M${-17.4 * b} -3Q0 0 ${17.4 * b} -3`, p)} {...ln(2.6 * s, 1, props.trim)} />);
  }
  if (props.pattern) {
    const dots: string[] = [];
    const low = legged || pose === 'ride' ? -32 : pose === 'sit' || pose === 'kneel' ? -dy - 4 : -6;
    for (let iy = 0; -70 + iy * 8 < low; iy++) for (let ix = -2; ix <= 2; ix++) dots.push(`M${ix * 5 + (iy % 2) * 2.5} ${-70 + iy * 8}h0`);
    parts.push(<path key="pat" d={tf(dots.join(''), p)} stroke={props.pattern} strokeWidth={r1(2 * s)} strokeLinecap="round" />);
  }
  // Neckline with the under-robe.
  parts.push(<path key="neckline" d={tf(`M-5 -75.6Q0 -66 5 -75.6Q0 -74.6 -5 -75.6Z`, p)} fill={under} {...ol(1.4)} />);
  if (props.belt) parts.push(<path key="belt" d={tf(`M${-wa - 0.6} -52Q0 -49 ${wa + 0.6} -52L${wa + 0.8} -48Q0 -45 ${-wa - 0.8} -48Z`, p)} fill={props.belt} {...ol(1.4)} />);
  if (props.cloak) parts.push(<path key="mantle" d={tf(`M${-sh - 1} -73Q${-sh - 3} -62 ${-sh + 1} -52L${-sh + 4} -70Q-6 -76 0 -77Q6 -76 ${sh - 4} -70L${sh - 1} -52Q${sh + 3} -62 ${sh + 1} -73Q0 -80 ${-sh - 1} -73Z`, p)} fill={props.cloak} {...ol(1.8)} />);

  parts.push(
    <Head
      key="head"
      x={a.head[0]}
      y={a.head[1]}
      s={s}
      skin={skin}
      hair={props.hair}
      hairStyle={props.hairStyle}
      beard={props.beard}
      beardColour={props.beardColour}
      headwear={props.headwear}
      wearColour={props.wearColour}
      turn={props.turn}
      expression={props.expression}
      eyes={props.eyes}
      halo={props.halo}
      tilt={props.tilt}
    />,
  );
  if (props.left && !props.left.back) parts.push(arm('L', props.left, 'al'));
  if (props.right && !props.right.back) parts.push(arm('R', props.right, 'ar'));
  if (!props.left) parts.push(arm('L', undefined, 'al'));
  if (!props.right) parts.push(arm('R', undefined, 'ar'));
  return (
    <g>
      {!props.noShadow && pose !== 'ride' && <Shadow x={x} y={y + 1} w={46 * s * b} />}
      {parts}
    </g>
  );
}

/** Options of Horse. */
export interface HorseProps extends Place {
  colour?: string;
  mane?: string;
  /** stand, walk (one foreleg raised), gallop (stretched), rear (up on the hind legs). */
  gait?: 'stand' | 'walk' | 'gallop' | 'rear';
  /** A caparison (cloth) colour over the back and flanks, or a plain saddle. */
  cloth?: string;
  /** Small dots or flames patterned over the cloth. */
  clothPattern?: string;
}

/** The tilt of a Horse's body for a gait, in degrees (rearing and galloping horses lean back on their hind legs). */
export function horseTilt(gait: HorseProps['gait'], flip: 1 | -1 = 1): number {
  return (gait === 'rear' ? -18 : gait === 'gallop' ? -4 : 0) * flip;
}

/** The saddle point of a Horse (where a riding Person's x, y goes); pass the gait to follow a rearing or galloping body. */
export function saddle(p: Place, gait: HorseProps['gait'] = 'stand'): [number, number] {
  const [x, y] = pt(p, -2, -68);
  const rot = (horseTilt(gait, p.flip ?? 1) * Math.PI) / 180;
  if (!rot) return [x, y];
  const [cx, cy] = pt(p, -24, -2);
  const [dx, dy] = [x - cx, y - cy];
  return [r1(cx + dx * Math.cos(rot) - dy * Math.sin(rot)), r1(cy + dx * Math.sin(rot) + dy * Math.cos(rot))];
}

/**
 * A horse in profile facing right (flip -1: left), hooves at the local y 0, about 100 units tall
 * to the ears at s = 1: body, neck, head with eye and bridle, mane, tail, four legs by gait,
 * saddle or caparison.
 */
export function Horse(props: HorseProps) {
  const { colour = C.white, gait = 'stand' } = props;
  const mane = props.mane ?? shade(colour, -0.35);
  const p: Place = { x: props.x, y: props.y, s: props.s, flip: props.flip };
  const s = props.s;
  const legs: Record<NonNullable<HorseProps['gait']>, [number, number][][]> = {
    stand: [
      [[-27, -44], [-31, -22], [-29, -2]],
      [[-19, -42], [-21, -22], [-18, -2]],
      [[22, -42], [23, -21], [22, -2]],
      [[29, -42], [31, -21], [31, -2]],
    ],
    walk: [
      [[-27, -44], [-33, -22], [-33, -2]],
      [[-19, -42], [-19, -22], [-14, -2]],
      [[22, -42], [24, -21], [22, -2]],
      [[29, -42], [40, -28], [37, -14]],
    ],
    gallop: [
      [[-27, -46], [-44, -34], [-58, -28]],
      [[-19, -44], [-30, -28], [-40, -16]],
      [[22, -44], [36, -30], [36, -16]],
      [[29, -44], [46, -40], [60, -38]],
    ],
    rear: [
      [[-27, -44], [-31, -22], [-33, -2]],
      [[-19, -42], [-18, -22], [-14, -2]],
      [[22, -44], [36, -46], [34, -32]],
      [[29, -46], [44, -54], [42, -40]],
    ],
  };
  const rot = horseTilt(gait, props.flip ?? 1);
  const [rx, ry] = pt(p, -24, -2);
  const legColour = shade(colour, -0.08);
  const limbs = (list: [number, number][][], back: boolean) =>
    list.map((leg, i) => {
      const pts = leg.map(([lx, ly]) => pt(p, lx, ly));
      const end = pts[pts.length - 1]!;
      const prev = pts[pts.length - 2]!;
      const ang = (Math.atan2(end[1] - prev[1], end[0] - prev[0]) * 180) / Math.PI;
      return (
        <g key={i} opacity={back ? 0.92 : 1}>
          <Limb points={pts} width={r1(6.6 * s)} colour={back ? shade(legColour, -0.12) : legColour} folds={false} />
          <rect x={r1(end[0] - 3.6 * s)} y={r1(end[1] - 1 * s)} width={r1(7.2 * s)} height={r1(4 * s)} rx={r1(1 * s)} fill={C.ink} transform={`rotate(${r1(ang - 90)} ${end[0]} ${end[1]})`} />
        </g>
      );
    });
  const L = legs[gait];
  return (
    <g transform={rot ? `rotate(${rot} ${rx} ${ry})` : undefined}>
      {gait !== 'rear' && gait !== 'gallop' && <Shadow x={props.x} y={props.y + 1} w={80 * s} />}
      {limbs([L[0]!, L[2]!], true)}
      <path d={tf('M-34 -52C-42 -46 -46 -34 -44 -20C-42 -28 -40 -36 -38 -40C-38 -30 -34 -24 -32 -22C-34 -32 -32 -44 -30 -52Z', p)} fill={mane} {...ol(1.8)} />
      <path d={tf('M-34 -56C-30 -66 -10 -64 10 -63C20 -63 26 -66 32 -78L40 -94C42 -98 46 -99 49 -96L63 -76C65 -72 61 -69 57 -70L47 -76C44 -70 40 -62 38 -54C36 -46 32 -42 26 -40C10 -38 -10 -38 -22 -40C-30 -40 -36 -44 -36 -50Z', p)} fill={colour} {...ol()} />
      <path d={tf('M-22 -42C-30 -44 -32 -52 -28 -58M26 -42C30 -46 30 -52 26 -58', p)} {...ln(1.1, 0.45)} />
      <path d={tf('M-30 -44C-10 -40 12 -40 30 -44L26 -40C10 -38 -10 -38 -22 -40Z', p)} fill={C.ink} opacity=".14" />
      <path d={tf('M42 -95L41 -104L46.5 -97Z', p)} fill={colour} {...ol(1.4)} />
      <path d={tf('M30 -76C33 -84 37 -92 41 -96L38 -84L35 -80L33 -72Z', p)} fill={mane} {...ol(1.4)} />
      <path d={tf('M47.5 -88.5h0', p)} stroke={C.ink} strokeWidth={r1(2.6 * s)} strokeLinecap="round" />
      <path d={tf('M60 -76h0', p)} stroke={C.ink} strokeWidth={r1(1.6 * s)} strokeLinecap="round" />
      <path d={tf('M43 -92L58 -73M48 -78L52 -84M57 -72Q40 -64 20 -66', p)} {...ln(1.4, 0.95, C.darkBrown)} />
      {props.cloth ? (
        <>
          <path d={tf('M-22 -62C-12 -66 8 -66 18 -62C22 -52 22 -44 20 -40Q0 -36 -20 -40C-24 -46 -24 -54 -22 -62Z', p)} fill={props.cloth} {...ol(1.8)} />
          {props.clothPattern && <path d={tf('M-14 -56h0M-4 -58h0M6 -57h0M-10 -48h0M0 -48h0M10 -48h0', p)} stroke={props.clothPattern} strokeWidth={r1(3 * s)} strokeLinecap="round" />}
          <path d={tf('M-22 -42Q-22 -38 -19 -36M20 -42Q20 -38 17 -36', p)} {...ln(1.2, 0.6)} />
        </>
      ) : (
        <path d={tf('M-12 -63C-8 -68 6 -68 10 -63L8 -56Q0 -54 -10 -56Z', p)} fill={C.darkBrown} {...ol(1.6)} />
      )}
      {limbs([L[1]!, L[3]!], false)}
    </g>
  );
}

/** A small white dog, side view facing right (flip -1 for left), paws at y; 'leap' rears up on its hind legs. */
export function Dog({ x, y, s, flip, colour = C.white, pose = 'stand' }: Place & { colour?: string; pose?: 'stand' | 'leap' | 'howl' }) {
  const p: Place = { x, y, s, flip };
  const [rx, ry] = pt(p, -10, 0);
  const rot = pose === 'leap' ? -30 * (flip ?? 1) : 0;
  return (
    <g transform={rot ? `rotate(${rot} ${rx} ${ry})` : undefined}>
      {pose !== 'leap' && <Shadow x={x} y={y + 1} w={30 * s} />}
      <Limb points={[pt(p, -9, -10), pt(p, -11, 0)]} width={3.4 * s} colour={shade(colour, -0.12)} folds={false} />
      <Limb points={[pt(p, 8, -10), pt(p, 10, 0)]} width={3.4 * s} colour={shade(colour, -0.12)} folds={false} />
      <path d={tf('M-12 -17C-18 -20 -20 -26 -18 -30C-16 -24 -14 -22 -10 -20Z', p)} fill={colour} {...ol(1.5)} />
      <path d={pose === 'howl' ? tf('M-13 -18C-13 -24 6 -24 10 -20L14 -30C14 -35 20 -37 24 -34L28 -33C29 -30 26 -29 24 -28L20 -22C18 -14 14 -10 8 -10H-10C-14 -10 -14 -14 -13 -18Z', p) : tf('M-13 -18C-13 -24 4 -24 9 -20L13 -26C14 -30 18 -31 21 -29L26 -26C28 -24 26 -22 23 -22L20 -21C18 -14 14 -10 8 -10H-10C-14 -10 -14 -14 -13 -18Z', p)} fill={colour} {...ol(1.8)} />
      <path d={tf(pose === 'howl' ? 'M17 -34L14 -40L20 -35Z' : 'M15 -29L12 -34L18 -30Z', p)} fill={shade(colour, -0.3)} {...ol(1.3)} />
      <path d={tf(pose === 'howl' ? 'M20 -32h0' : 'M19 -26.5h0', p)} stroke={C.ink} strokeWidth={r1(2 * s)} strokeLinecap="round" />
      <Limb points={[pt(p, -6, -11), pt(p, -7, 0)]} width={3.4 * s} colour={colour} folds={false} />
      <Limb points={[pt(p, 5, -11), pt(p, 6, 0)]} width={3.4 * s} colour={colour} folds={false} />
    </g>
  );
}

/** Wings (a pair, behind a figure) spread from the point x, y, `span` wide, in one colour with feather lines. */
export function Wings({ x, y, span, colour = C.red, tip }: { x: number; y: number; span: number; colour?: string; tip?: string }) {
  const s = span / 100;
  const one = 'M0 0C-10 -30 -34 -44 -50 -40C-44 -30 -46 -24 -40 -18C-46 -12 -44 -4 -36 2C-40 10 -34 18 -26 20C-20 24 -10 18 0 8Z';
  const feathers = 'M-8 -6Q-26 -20 -44 -36M-8 -2Q-26 -8 -40 -18M-8 2Q-22 4 -36 2M-6 6Q-16 14 -26 20';
  return (
    <g>
      {[1, -1].map((f) => (
        <g key={f}>
          <path d={tf(one, { x, y, s, flip: f as 1 | -1 })} fill={colour} {...ol()} />
          {tip && <path d={tf('M-50 -40C-44 -30 -46 -24 -40 -18C-46 -12 -44 -4 -36 2C-40 10 -34 18 -26 20C-30 10 -34 -10 -50 -40Z', { x, y, s, flip: f as 1 | -1 })} fill={tip} {...ol(1.4)} />}
          <path d={tf(feathers, { x, y, s, flip: f as 1 | -1 })} {...ln(1.1, 0.5)} />
        </g>
      ))}
    </g>
  );
}

/** A stone pillar from top to bottom at centre x, w wide, with capital and base; an optional letter on it (B, J). */
export function Pillar({ x, top, bottom, w, colour = C.stone, letter, letterColour = C.white }: { x: number; top: number; bottom: number; w: number; colour?: string; letter?: string; letterColour?: string }) {
  const h = w / 2;
  const cap = `M${r1(x - h - 5)} ${top}H${r1(x + h + 5)}V${top + 7}H${r1(x - h - 5)}Z M${r1(x - h - 2)} ${top + 7}H${r1(x + h + 2)}L${r1(x + h)} ${top + 14}H${r1(x - h)}Z`;
  const base = `M${r1(x - h - 3)} ${bottom - 12}H${r1(x + h + 3)}V${bottom - 5}H${r1(x - h - 3)}Z M${r1(x - h - 6)} ${bottom - 5}H${r1(x + h + 6)}V${bottom}H${r1(x - h - 6)}Z`;
  return (
    <g>
      <rect x={r1(x - h)} y={top + 12} width={w} height={bottom - top - 24} fill={colour} {...ol()} />
      <rect x={r1(x + h * 0.35)} y={top + 14} width={r1(h * 0.5)} height={bottom - top - 28} fill={C.ink} opacity=".16" />
      <rect x={r1(x - h * 0.7)} y={top + 14} width={r1(h * 0.3)} height={bottom - top - 28} fill="#fff" opacity=".22" />
      <path d={cap + base} fill={colour} {...ol(2)} />
      {letter && (
        <text x={x} y={r1(top + 40)} textAnchor="middle" fontFamily="'DejaVu Serif', serif" fontWeight="bold" fontSize={r1(w * 0.62)} fill={letterColour} stroke={C.ink} strokeWidth="0.8">
          {letter}
        </text>
      )}
    </g>
  );
}

/** A stone throne seen from the front: a tall back (with an arched top), side arms and a seat; the sitter goes in front. */
export function Throne({ x, seat, w, back, colour = C.stone, arms = true, cushion, arch = true, base }: { x: number; seat: number; w: number; back: number; colour?: string; arms?: boolean; cushion?: string; arch?: boolean; base?: number }) {
  const h = w / 2;
  const topY = seat - back;
  const bottom = base ?? seat + 60;
  const backD = arch ? `M${r1(x - h)} ${seat}V${r1(topY + h * 0.5)}Q${r1(x - h)} ${r1(topY - h * 0.3)} ${x} ${r1(topY - h * 0.35)}Q${r1(x + h)} ${r1(topY - h * 0.3)} ${r1(x + h)} ${r1(topY + h * 0.5)}V${seat}Z` : `M${r1(x - h)} ${seat}V${topY}H${r1(x + h)}V${seat}Z`;
  return (
    <g>
      <path d={backD} fill={colour} {...ol()} />
      <path d={`M${r1(x - h + 7)} ${seat - 4}V${r1(topY + h * 0.55)}Q${r1(x - h + 7)} ${r1(topY + 4)} ${x} ${r1(topY + 2)}Q${r1(x + h - 7)} ${r1(topY + 4)} ${r1(x + h - 7)} ${r1(topY + h * 0.55)}V${seat - 4}`} {...ln(1.3, 0.5)} />
      <rect x={r1(x - h - 4)} y={seat} width={w + 8} height={bottom - seat} fill={shade(colour, -0.12)} {...ol()} />
      <path d={`M${r1(x - h - 4)} ${seat + 10}H${r1(x + h + 4)}`} {...ln(1.3, 0.5)} />
      {cushion && <path d={`M${r1(x - h + 2)} ${seat + 2}Q${x} ${seat - 6} ${r1(x + h - 2)} ${seat + 2}V${seat + 9}H${r1(x - h + 2)}Z`} fill={cushion} {...ol(1.6)} />}
      {arms && (
        <path d={`M${r1(x - h - 10)} ${bottom}V${seat - 22}Q${r1(x - h - 10)} ${seat - 30} ${r1(x - h)} ${seat - 30}V${bottom}ZM${r1(x + h + 10)} ${bottom}V${seat - 22}Q${r1(x + h + 10)} ${seat - 30} ${r1(x + h)} ${seat - 30}V${bottom}Z`} fill={colour} {...ol()} />
      )}
    </g>
  );
}

/** Throne arms drawn again over a seated figure's lap (the front ends of the arms), to seat them in the throne. */
export function ThroneArmsFront({ x, seat, w, colour = C.stone, bottom }: { x: number; seat: number; w: number; colour?: string; bottom: number }) {
  const h = w / 2;
  return <path d={`M${r1(x - h - 12)} ${bottom}V${seat - 20}Q${r1(x - h - 12)} ${seat - 28} ${r1(x - h + 2)} ${seat - 28}V${bottom}ZM${r1(x + h + 12)} ${bottom}V${seat - 20}Q${r1(x + h + 12)} ${seat - 28} ${r1(x + h - 2)} ${seat - 28}V${bottom}Z`} fill={colour} {...ol()} />;
}

/** A castle on a hill or far away: walls and towers with crenellations, windows and a red roof on the keep. */
export function Castle({ x, y, s, colour = C.stone, roof = C.red }: { x: number; y: number; s: number; colour?: string; roof?: string }) {
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-20 0V-16H-17V-19H-14V-16H-10V-19H-7V-16H-4V-22H-2V-25H1V-22H4V-16H7V-19H10V-16H14V-19H17V-16H20V0Z', p)} fill={colour} {...ol(1.6)} />
      <path d={tf('M-4 -22H4V-32H-4Z', p)} fill={colour} {...ol(1.6)} />
      <path d={tf('M-6 -32L0 -42L6 -32Z', p)} fill={roof} {...ol(1.6)} />
      <path d={tf('M-12 -10V-6M12 -10V-6M0 -28V-25M-2 0V-6Q0 -9 2 -6V0', p)} {...ln(1.4 * Math.min(1, s))} />
    </g>
  );
}

/** A tree: a trunk and a round layered crown of leaves (or a cypress when `tall`). */
export function Tree({ x, y, h, colour = C.leaf, tall = false, fruit }: { x: number; y: number; h: number; colour?: string; tall?: boolean; fruit?: string }) {
  const s = h / 100;
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-5 0L-3 -40H3L5 0Z', p)} fill={C.brown} {...ol(1.8)} />
      {tall ? (
        <path d={tf('M0 -100C12 -80 16 -50 10 -32Q0 -26 -10 -32C-16 -50 -12 -80 0 -100Z', p)} fill={colour} {...ol()} />
      ) : (
        <path d={tf('M-30 -44C-42 -48 -40 -66 -28 -68C-30 -84 -12 -92 -2 -84C6 -96 26 -90 26 -76C40 -74 40 -54 28 -48C24 -36 8 -36 0 -40C-8 -34 -26 -36 -30 -44Z', p)} fill={colour} {...ol()} />
      )}
      {!tall && <path d={tf('M-18 -56Q-10 -62 -2 -58M6 -70Q14 -74 20 -66M-10 -74Q-4 -78 2 -74', p)} {...ln(1.1, 0.45)} />}
      {fruit && <path d={tf('M-20 -60h0M-8 -70h0M10 -58h0M18 -72h0M0 -50h0M-26 -50h0', p)} stroke={fruit} strokeWidth={r1(5 * s)} strokeLinecap="round" />}
    </g>
  );
}

/** A rose: red (or given colour) petals in a spiral, a few leaves; r is its radius. */
export function Rose({ x, y, r, colour = C.red }: { x: number; y: number; r: number; colour?: string }) {
  const s = r / 10;
  const p: Place = { x, y, s };
  return (
    <g>
      <circle cx={r1(x)} cy={r1(y)} r={r1(r)} fill={colour} {...ol(1.4)} />
      <path d={tf('M-6 -2Q0 -8 6 -2Q4 4 0 4Q-4 2 -2 -1Q1 -3 2 0M-9 3Q-4 8 0 8Q5 8 9 3', p)} {...ln(1, 0.6)} />
    </g>
  );
}

/** A lily: a white six-petalled flower on a stem; the stem's foot at x, y and the bloom h above. */
export function Lily({ x, y, h, colour = C.white }: { x: number; y: number; h: number; colour?: string }) {
  const s = h / 40;
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M0 0Q2 -20 0 -36', p)} {...ln(2, 1, C.darkGreen)} />
      <path d={tf('M0 -10Q-10 -16 -12 -24Q-4 -20 0 -14Z', p)} fill={C.leaf} {...ol(1.2)} />
      <path d={tf('M0 -36L-7 -44L-2 -40L0 -48L2 -40L7 -44Z', p)} fill={colour} {...ol(1.3)} />
    </g>
  );
}

/** A wand: a rough staff from (x1, y1) to (x2, y2) with sprouting leaves near the top. */
export function Wand({ x1, y1, x2, y2, w = 6, leaves = 3, colour = C.brown }: { x1: number; y1: number; x2: number; y2: number; w?: number; leaves?: number; colour?: string }) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
  const leafD: string[] = [];
  for (let i = 0; i < leaves; i++) {
    const t = 0.22 + (i * 0.5) / Math.max(1, leaves);
    const side = i % 2 ? 1 : -1;
    const [bx, by] = [x2 - ux * len * t, y2 - uy * len * t];
    const [nx, ny] = [-uy * side, ux * side];
    const [tx, ty] = [bx + nx * w * 2.2 + ux * w * 1.4, by + ny * w * 2.2 + uy * w * 1.4];
    leafD.push(`M${r1(bx + nx * w * 0.5)} ${r1(by + ny * w * 0.5)}Q${r1(bx + nx * w * 2 - ux * w * 0.4)} ${r1(by + ny * w * 2 - uy * w * 0.4)} ${r1(tx)} ${r1(ty)}Q${r1(bx + nx * w * 0.8 + ux * w * 1.6)} ${r1(by + ny * w * 0.8 + uy * w * 1.6)} ${r1(bx + nx * w * 0.5)} ${r1(by + ny * w * 0.5)}Z`);
  }
  const knots = [0.35, 0.62].map((t) => `M${r1(x1 + (x2 - x1) * t - uy * w * 0.3)} ${r1(y1 + (y2 - y1) * t + ux * w * 0.3)}l${r1(ux * 3)} ${r1(uy * 3)}`).join('');
  return (
    <g>
      <Limb points={[[x1, y1], [x2, y2]]} width={w} colour={colour} folds={false} />
      <path d={knots} {...ln(1.2, 0.6)} />
      {leaves > 0 && <path d={leafD.join('')} fill={C.leaf} {...ol(1.2)} />}
    </g>
  );
}

/** A golden cup (chalice) standing on x, y (its foot), h tall; `ornate` adds handles, a lid and jewels. */
export function Cup({ x, y, h, colour = C.gold, ornate = false }: { x: number; y: number; h: number; colour?: string; ornate?: boolean }) {
  const s = h / 40;
  const p: Place = { x, y, s };
  return (
    <g>
      {ornate && <path d={tf('M-11 -34C-20 -34 -20 -22 -10 -22M11 -34C20 -34 20 -22 10 -22', p)} {...ln(2.4 * s, 1, C.ink)} />}
      {ornate && <path d={tf('M-11 -34C-20 -34 -20 -22 -10 -22M11 -34C20 -34 20 -22 10 -22', p)} {...ln(1.2 * s, 1, colour)} />}
      <path d={tf('M-12 0Q0 -5 12 0Q8 -4 3 -6V-16Q12 -18 13 -36H-13Q-12 -18 -3 -16V-6Q-8 -4 -12 0Z', p)} fill={colour} {...ol(1.8)} />
      <path d={tf('M-13 -36Q0 -32 13 -36', p)} {...ln(1.2, 0.7)} />
      <path d={tf('M7 -34Q8 -22 2 -18', p)} {...ln(2 * s, 0.3, '#fff')} />
      {ornate && (
        <>
          <path d={tf('M-10 -36Q0 -50 10 -36ZM0 -46V-50', p)} fill={colour} {...ol(1.6)} />
          <path d={tf('M-6 -27h0M0 -26h0M6 -27h0M0 -10h0', p)} stroke={C.red} strokeWidth={r1(3 * s)} strokeLinecap="round" />
          <path d={tf('M-5 -42l-3 -4M5 -42l3 -4', p)} {...ln(1.4)} />
        </>
      )}
    </g>
  );
}

/** A sword from its pommel (x1, y1) to its point (x2, y2): steel blade, gold cross-guard and grip. */
export function Sword({ x1, y1, x2, y2, w = 7 }: { x1: number; y1: number; x2: number; y2: number; w?: number }) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
  const [nx, ny] = [-uy, ux];
  const at = (t: number, off: number): string => `${r1(x1 + ux * t + nx * off)} ${r1(y1 + uy * t + ny * off)}`;
  const g = w * 2.4;
  const hilt = w * 3;
  const blade = `M${at(hilt, -w / 2)}L${at(len - w * 1.6, -w / 2)}L${at(len, 0)}L${at(len - w * 1.6, w / 2)}L${at(hilt, w / 2)}Z`;
  const guard = `M${at(hilt - w * 0.4, -g)}L${at(hilt + w * 0.4, -g)}L${at(hilt + w * 0.4, g)}L${at(hilt - w * 0.4, g)}Z`;
  const grip = `M${at(w * 0.6, -w * 0.35)}L${at(hilt, -w * 0.35)}L${at(hilt, w * 0.35)}L${at(w * 0.6, w * 0.35)}Z`;
  return (
    <g>
      <path d={blade} fill="#dfe4ea" {...ol(1.8)} />
      <path d={`M${at(hilt + 2, 0)}L${at(len - w * 1.8, 0)}`} {...ln(1, 0.5)} />
      <path d={grip} fill={C.darkBrown} {...ol(1.5)} />
      <path d={guard} fill={C.gold} {...ol(1.5)} />
      <circle cx={r1(x1 + ux * w * 0.4)} cy={r1(y1 + uy * w * 0.4)} r={r1(w * 0.6)} fill={C.gold} {...ol(1.4)} />
    </g>
  );
}

/** A pentacle: a golden disc with a five-pointed star in a ring, radius r. */
export function Pentacle({ x, y, r, colour = C.gold }: { x: number; y: number; r: number; colour?: string }) {
  const star: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
    star.push(`${i ? 'L' : 'M'}${r1(x + Math.cos(a) * r * 0.68)} ${r1(y + Math.sin(a) * r * 0.68)}`);
  }
  return (
    <g>
      <circle cx={r1(x)} cy={r1(y)} r={r1(r)} fill={colour} {...ol(Math.min(2, 0.9 + r * 0.08))} />
      <path d={ring(r1(x), r1(y), r1(r * 0.78))} {...ln(Math.max(0.8, r * 0.07))} />
      <path d={star.join('') + 'Z'} {...ln(Math.max(0.8, r * 0.08))} />
    </g>
  );
}

/** A staff, spear or sceptre shaft between two points, `w` thick, plain (no leaves). */
export function Staff({ x1, y1, x2, y2, w = 4, colour = C.brown }: { x1: number; y1: number; x2: number; y2: number; w?: number; colour?: string }) {
  return <Limb points={[[x1, y1], [x2, y2]]} width={w} colour={colour} folds={false} />;
}

/** Grass tufts along a line at y between x0 and x1 (n tufts), in a darker green. */
export function Grass({ x0, x1, y, n = 8, colour = C.darkGreen }: { x0: number; x1: number; y: number; n?: number; colour?: string }) {
  const d: string[] = [];
  for (let i = 0; i < n; i++) {
    const gx = r1(x0 + ((x1 - x0) * (i + 0.5)) / n);
    const gy = r1(y + ((i * 7) % 5) * 2);
    d.push(`M${gx - 4} ${gy}l2 -6M${gx} ${gy}l0 -8M${gx + 4} ${gy}l-2 -6`);
  }
  return <path d={d.join('')} {...ln(1.3, 0.8, colour)} />;
}

/** Stone blocks: mortar lines over a rectangle (x, y, w, h) in rows of height rowH. */
export function Masonry({ x, y, w, h, rowH = 12, o = 0.35 }: { x: number; y: number; w: number; h: number; rowH?: number; o?: number }) {
  const d: string[] = [];
  for (let row = 1; row * rowH < h; row++) d.push(`M${x} ${y + row * rowH}h${w}`);
  for (let row = 0; row * rowH < h; row++) {
    const off = row % 2 ? rowH : 0;
    for (let bx = x + off + rowH; bx < x + w; bx += rowH * 2) d.push(`M${r1(bx)} ${y + row * rowH}v${Math.min(rowH, h - row * rowH)}`);
  }
  return <path d={d.join('')} {...ln(1, o)} />;
}

/** A soft radial glow (colour fading to transparent) centred at x, y with radius r; its gradient id is ctx.id(name). */
export function Glow({ ctx, name, x, y, r, colour = '#fff6c8', o = 0.9 }: { ctx: SceneContext; name: string; x: number; y: number; r: number; colour?: string; o?: number }) {
  const id = ctx.id(name);
  return (
    <g>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor={colour} stopOpacity={o} />
          <stop offset="1" stopColor={colour} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={r1(x)} cy={r1(y)} r={r1(r)} fill={`url(#${id})`} />
    </g>
  );
}

/** A scroll or open book: an open book centred at x, y, w wide, pages cream with text lines. */
export function Book({ x, y, w, cover = C.red }: { x: number; y: number; w: number; cover?: string }) {
  const s = w / 40;
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-21 2L-20 -12Q-10 -15 0 -11Q10 -15 20 -12L21 2Q10 -1 0 3Q-10 -1 -21 2Z', p)} fill={cover} {...ol(1.6)} />
      <path d={tf('M-18 -1L-18 -12Q-9 -14 0 -10Q9 -14 18 -12L18 -1Q9 -3 0 1Q-9 -3 -18 -1Z', p)} fill={C.cream} {...ol(1.2)} />
      <path d={tf('M-15 -9Q-9 -10 -3 -8M-15 -5Q-9 -6 -3 -4M3 -8Q9 -10 15 -9M3 -4Q9 -6 15 -5', p)} {...ln(0.8, 0.6)} />
    </g>
  );
}
