import type { ReactNode } from 'react';
import { r1, seeded } from '../../../art-kit';
import type { SceneContext } from '../../types';

/**
 * The Gilded Hour's own drawing kit: art-deco people (elongated, with stylised faces, bobbed or
 * sleek hair and deco clothes), their hands and held suit objects, and the settings they stand in
 * (sunbursts, stepped towers and skylines, ziggurats, fans, fountains, palms, tiled floors), all
 * in gold contour on black lacquer with teal and oxblood. Everything is plain path data or small
 * elements; ids come only from ctx.id (see `paints`). Angles are degrees; coordinates are the
 * card's 300 x 520 grid (picture x 30-270, y 40-440).
 */

/** A point [x, y]. */
export type Pt = readonly [number, number];

/** Gold leaf, mid tone (the deck's accent). */
export const GOLD = '#e0bd62';
/** Gold highlight. */
export const GOLD_HI = '#f8e6a6';
/** Gold in shadow. */
export const GOLD_LO = '#8d6a25';
/** Black lacquer, the ground of every card. */
export const LACQUER = '#1b1915';
/** Near-black for deepest shadow, tuxedos and eyes. */
export const INK = '#0e0d0b';
/** Teal, the first second colour. */
export const TEAL = '#3f8a80';
/** Deep teal for shadows and night. */
export const TEAL_D = '#1f4d48';
/** Oxblood, the other second colour. */
export const OX = '#8a2334';
/** Deep oxblood. */
export const OX_D = '#4d0f1b';
/** Ivory: pearls, shirt fronts, highlights. */
export const IVORY = '#f3e6c8';
/** Hair black with a blue sheen. */
export const HAIR_BLACK = '#17130f';
/** Skin tones for varied people across the deck. */
export const SKIN = {
  ivory: '#f2dcc0',
  fair: '#efd0aa',
  olive: '#d6a877',
  tan: '#b67f4f',
  brown: '#8a5a36',
  deep: '#5c3a24',
} as const;

/** Rounds a point list into "x y" pairs for path data. */
export const pts = (list: readonly Pt[]) => list.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');

/** The paints of one card: gradient ids (made with ctx.id) and the <defs> that define them; put `defs` once in the scene. */
export interface Paints {
  defs: ReactNode;
  /** Metallic gold, banded top to bottom. */
  gold: string;
  /** Metallic gold, banded left to right (for columns, towers, blades). */
  goldH: string;
  /** Teal silk, lit from the left. */
  teal: string;
  /** Oxblood velvet, lit from the left. */
  ox: string;
  /** Night sky: ink at the top, lacquer-teal at the horizon. */
  night: string;
  /** Lacquer ground: warm black with a faint sheen. */
  lacquer: string;
  /** A radial gold glow, opaque at the centre and fading out (halos, lamps, suns). */
  glow: string;
  /** Ivory satin, lit from the left (shirts, gowns, pearls in mass). */
  ivory: string;
  /** Black satin for tuxedos and lacquer furniture: a thin highlight down the left. */
  satin: string;
}

/** Makes the card's gradients; call once per scene and render `defs` first. */
export function paints(ctx: SceneContext): Paints {
  const id = (n: string) => ctx.id(`gh-${n}`);
  const lin = (name: string, stops: [number, string][], x2 = 0, y2 = 1) => (
    <linearGradient id={id(name)} x1="0" y1="0" x2={x2} y2={y2}>
      {stops.map(([o, c]) => (
        <stop key={o} offset={o} stopColor={c} />
      ))}
    </linearGradient>
  );
  const gold: [number, string][] = [
    [0, '#8a6622'],
    [0.3, GOLD_HI],
    [0.52, '#c39436'],
    [0.72, '#f3da8e'],
    [1, '#7d5a1c'],
  ];
  const side = (dark: string, mid: string, hi: string): [number, string][] => [
    [0, mid],
    [0.25, hi],
    [0.6, mid],
    [1, dark],
  ];
  return {
    defs: (
      <defs>
        {lin('gold', gold)}
        {lin('goldh', gold, 1, 0)}
        {lin('teal', side('#163a36', TEAL, '#5fae9f'), 1, 0)}
        {lin('ox', side('#3d0b15', OX, '#b0394b'), 1, 0)}
        {lin('ivory', side('#c9b48c', IVORY, '#fffaf0'), 1, 0)}
        {lin('satin', [
          [0, '#1a1814'],
          [0.2, '#4a443a'],
          [0.35, '#17140f'],
          [1, '#0b0a08'],
        ], 1, 0)}
        {lin('night', [
          [0, '#0b0b0c'],
          [0.55, '#14201f'],
          [1, '#24302e'],
        ])}
        {lin('lacquer', [
          [0, '#221f1a'],
          [0.5, LACQUER],
          [1, '#0f0e0b'],
        ])}
        <radialGradient id={id('glow')}>
          <stop offset="0" stopColor={GOLD_HI} stopOpacity=".95" />
          <stop offset=".45" stopColor={GOLD} stopOpacity=".45" />
          <stop offset="1" stopColor={GOLD} stopOpacity="0" />
        </radialGradient>
      </defs>
    ),
    gold: `url(#${id('gold')})`,
    goldH: `url(#${id('goldh')})`,
    teal: `url(#${id('teal')})`,
    ox: `url(#${id('ox')})`,
    night: `url(#${id('night')})`,
    lacquer: `url(#${id('lacquer')})`,
    glow: `url(#${id('glow')})`,
    ivory: `url(#${id('ivory')})`,
    satin: `url(#${id('satin')})`,
  };
}

/** Fills the whole picture (x 30-270, y 40-440) with a paint, e.g. `p.night` or `p.lacquer`. */
export function Backdrop({ fill }: { fill: string }) {
  return <rect x="30" y="40" width="240" height="400" fill={fill} />;
}

/** A point at `len` along the direction `deg` (0 = up, clockwise) from (cx, cy). */
export function polar(cx: number, cy: number, len: number, deg: number): Pt {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + len * Math.cos(a), cy + len * Math.sin(a)];
}

/**
 * Sunburst rays as one path: `n` wedges from radius r0 to r around (cx, cy), spread over the
 * angles from..to (0 = up, clockwise; -90..90 is the half above a horizon), each wedge `frac`
 * of its share of the arc wide.
 */
export function rays(cx: number, cy: number, r0: number, r: number, n: number, from = -90, to = 90, frac = 0.5): string {
  const step = (to - from) / n;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = from + step * (i + 0.5);
    const h = (step * frac) / 2;
    const [a1, a2, a3, a4] = [polar(cx, cy, r0, a - h * 0.3), polar(cx, cy, r, a - h), polar(cx, cy, r, a + h), polar(cx, cy, r0, a + h * 0.3)];
    d += `M${pts([a1, a2, a3, a4])}Z`;
  }
  return d;
}

/** Sun-ray lines (not wedges) as one stroke path: n lines from r0 to r over from..to. */
export function rayLines(cx: number, cy: number, r0: number, r: number, n: number, from = -90, to = 90): string {
  const step = (to - from) / (n - 1 || 1);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${pts([polar(cx, cy, r0, from + step * i), polar(cx, cy, r, from + step * i)])}`;
  return d;
}

/** A star of n points as path data (inner radius ratio `inner`), first point straight up. */
export function star(cx: number, cy: number, r: number, n = 5, inner = 0.45): string {
  const list: Pt[] = [];
  for (let i = 0; i < n * 2; i++) list.push(polar(cx, cy, i % 2 ? r * inner : r, (180 / n) * i));
  return `M${pts(list)}Z`;
}

/** A six-pointed star of two triangles (outline-friendly path). */
export function hexagram(cx: number, cy: number, r: number): string {
  const tri = (o: number) => `M${pts([0, 120, 240].map((a) => polar(cx, cy, r, a + o)))}Z`;
  return tri(0) + tri(180);
}

/** A ziggurat (stepped pyramid) centred on cx standing on `base`: `steps` tiers up to height h, top width w * topFrac. */
export function ziggurat(cx: number, base: number, w: number, h: number, steps: number, topFrac = 0.3): string {
  const list: Pt[] = [[cx - w / 2, base]];
  for (let i = 0; i < steps; i++) {
    const half = (w / 2) * (1 - ((1 - topFrac) * i) / Math.max(1, steps - 1));
    const half2 = (w / 2) * (1 - ((1 - topFrac) * (i + 1)) / Math.max(1, steps - 1));
    const y = base - (h * (i + 1)) / steps;
    list.push([cx - half, y]);
    if (i < steps - 1) list.push([cx - half2, y]);
  }
  const left = list.slice(1);
  const right = [...left].reverse().map(([x, y]) => [2 * cx - x, y] as Pt);
  return `M${pts([...list.slice(0, 1), ...left, ...right, [cx + w / 2, base]])}Z`;
}

/**
 * A stepped skyscraper as path data: a shaft w wide from `base` up to height h, then setbacks
 * (each `setbacks` tier narrower), then a spire `spire` tall. Returns outline only.
 */
export function tower(x: number, base: number, w: number, h: number, setbacks = 3, spire = 0): string {
  const list: Pt[] = [[x - w / 2, base]];
  const tierH = h * 0.12;
  const shaft = h - tierH * setbacks;
  let half = w / 2;
  let y = base - shaft;
  list.push([x - half, y]);
  for (let i = 0; i < setbacks; i++) {
    half *= 0.72;
    list.push([x - half, y]);
    y -= tierH;
    list.push([x - half, y]);
  }
  const top: Pt[] = spire > 0 ? [[x - 1, y], [x, y - spire], [x + 1, y]] : [];
  const left = list;
  const right = [...left].reverse().map(([px, py]) => [2 * x - px, py] as Pt);
  return `M${pts([...left, ...top, ...right])}Z`;
}

/** Window dots for a tower's shaft: a grid of short vertical dashes (stroke them with gold at low opacity). */
export function windows(x: number, base: number, w: number, h: number, seed = 1, density = 0.55): string {
  const rand = seeded(seed);
  let d = '';
  const cols = Math.max(1, Math.floor(w / 6));
  for (let row = base - 8; row > base - h; row -= 8) {
    for (let c = 0; c < cols; c++) {
      if (rand() < density) d += `M${r1(x - w / 2 + 3 + c * ((w - 6) / Math.max(1, cols - 1 || 1)))} ${r1(row)}v-3`;
    }
  }
  return d;
}

/** A city skyline between x0 and x1 on `base`: stepped towers of seeded heights (hMin..hMax), as one path, plus window dashes. */
export function skyline(seed: number, x0: number, x1: number, base: number, hMin: number, hMax: number): { d: string; lit: string } {
  const rand = seeded(seed);
  let d = '';
  let lit = '';
  let x = x0;
  while (x < x1) {
    const w = 12 + rand() * 16;
    const h = hMin + rand() * (hMax - hMin);
    const cx = x + w / 2;
    d += tower(cx, base, w, h, 1 + Math.floor(rand() * 3), rand() > 0.6 ? 6 + rand() * 12 : 0);
    lit += windows(cx, base, w * 0.7, h * 0.65, Math.floor(rand() * 1000), 0.35);
    x += w - 2 + rand() * 4;
  }
  return { d, lit };
}

/** Skyline as an element: dark towers with gold edges and lit windows. */
export function Skyline({ seed, x0 = 30, x1 = 270, base, hMin, hMax, fill = '#101413', line = GOLD, opacity = 1 }: { seed: number; x0?: number; x1?: number; base: number; hMin: number; hMax: number; fill?: string; line?: string; opacity?: number }) {
  const { d, lit } = skyline(seed, x0, x1, base, hMin, hMax);
  return (
    <g opacity={opacity}>
      <path d={d} fill={fill} stroke={line} strokeWidth=".6" strokeLinejoin="round" />
      <path d={lit} stroke={GOLD_HI} strokeWidth="1.1" opacity=".55" />
    </g>
  );
}

/** An arch opening with a stepped (deco) head as path data: w wide, h tall, standing on base, `steps` setbacks in its head. */
export function steppedArch(cx: number, base: number, w: number, h: number, steps = 3): string {
  const list: Pt[] = [[cx - w / 2, base]];
  const headH = Math.min(h * 0.35, steps * 8);
  let y = base - (h - headH);
  let half = w / 2;
  list.push([cx - half, y]);
  for (let i = 0; i < steps; i++) {
    const nh = (w / 2) * (1 - (i + 1) / (steps + 1));
    y -= headH / steps;
    list.push([cx - half, y]);
    list.push([cx - nh, y]);
    half = nh;
  }
  const right = [...list].reverse().map(([x, py]) => [2 * cx - x, py] as Pt);
  return `M${pts([...list, ...right])}Z`;
}

/** An open fan as path data: outer arc of radius r from..to (0 = up) about the pivot (cx, cy), with `ribs` rib lines. */
export function fan(cx: number, cy: number, r: number, from: number, to: number, ribs = 9): { outline: string; ribs: string } {
  const list: Pt[] = [[cx, cy]];
  const n = 16;
  for (let i = 0; i <= n; i++) list.push(polar(cx, cy, r, from + ((to - from) * i) / n));
  let rd = '';
  for (let i = 0; i <= ribs; i++) rd += `M${pts([[cx, cy], polar(cx, cy, r, from + ((to - from) * i) / ribs)])}`;
  return { outline: `M${pts(list)}Z`, ribs: rd };
}

/** A zigzag chevron band as stroke path: n teeth across w from (x, y), h tall. */
export function chevrons(x: number, y: number, w: number, h: number, n: number): string {
  const list: Pt[] = [];
  for (let i = 0; i <= n * 2; i++) list.push([x + (w * i) / (n * 2), y + (i % 2 ? -h : 0)]);
  return `M${pts(list)}`;
}

/** Deco waves (a row of repeated scallops) as stroke path from x0 to x1 at y. */
export function waves(x0: number, x1: number, y: number, amp = 3, len = 12): string {
  let d = `M${r1(x0)} ${r1(y)}`;
  for (let x = x0; x < x1; x += len) d += `q${r1(len / 4)} ${-amp} ${r1(len / 2)} 0t${r1(len / 2)} 0`;
  return d;
}

/** A stacked deco cloud (three stepped rounded tiers) as path data, w wide, its base at y. */
export function cloud(cx: number, y: number, w: number): string {
  const h = w * 0.16;
  const t = (hw: number, yy: number) => `M${r1(cx - hw)} ${r1(yy)}a${r1(h)} ${r1(h)} 0 0 1 ${r1(h)} ${r1(-h)}h${r1(2 * hw - 2 * h)}a${r1(h)} ${r1(h)} 0 0 1 ${r1(h)} ${r1(h)}Z`;
  return t(w / 2, y) + t(w * 0.36, y - h) + t(w * 0.2, y - 2 * h);
}

/**
 * A tiled floor in perspective from horizon y0 down to y1 (picture bottom): a fill, converging
 * lines to the vanishing point (vx, y0 - depth), and horizontals crowding toward the horizon.
 */
export function Floor({ y0, y1 = 440, vx = 150, fill, line = GOLD, rows = 7, cols = 12, opacity = 0.5 }: { y0: number; y1?: number; vx?: number; fill: string; line?: string; rows?: number; cols?: number; opacity?: number }) {
  let d = '';
  const vy = y0 - 60;
  for (let i = -cols; i <= cols; i++) {
    const xb = vx + i * 34;
    const t = (y0 - vy) / (y1 - vy);
    d += `M${r1(vx + (xb - vx) * t)} ${y0}L${r1(xb)} ${y1}`;
  }
  for (let j = 1; j <= rows; j++) {
    const y = y0 + (y1 - y0) * Math.pow(j / rows, 1.6);
    d += `M30 ${r1(y)}H270`;
  }
  return (
    <g>
      <rect x="30" y={y0} width="240" height={y1 - y0} fill={fill} />
      <path d={d} stroke={line} strokeWidth=".6" opacity={opacity} />
      <path d={`M30 ${y0}H270`} stroke={line} strokeWidth="1" />
    </g>
  );
}

/** A fluted deco column from top to base, w wide, gold-shaded, with a stepped capital and plinth. */
export function Column({ x, top, base, w = 16, fill, line = GOLD }: { x: number; top: number; base: number; w?: number; fill: string; line?: string }) {
  const flutes = [-0.25, 0, 0.25].map((f) => `M${r1(x + f * w)} ${top + 8}V${base - 8}`).join('');
  return (
    <g stroke={line} strokeWidth=".7">
      <path d={`M${r1(x - w / 2)} ${top + 6}H${r1(x + w / 2)}V${base - 6}H${r1(x - w / 2)}Z`} fill={fill} />
      <path d={`M${r1(x - w / 2 - 4)} ${top}h${w + 8}v3h-2v3h${-w - 4}v-3h-2ZM${r1(x - w / 2 - 4)} ${base}h${w + 8}v-3h-2v-3h${-w - 4}v3h-2Z`} fill={GOLD_LO} />
      <path d={flutes} opacity=".6" />
    </g>
  );
}

/** A deco palm: a slim ringed trunk from (x, base) up h (leaning `lean` at the top) and a crown of fronds. */
export function Palm({ x, base, h, lean = 0, frond = TEAL, line = GOLD }: { x: number; base: number; h: number; lean?: number; frond?: string; line?: string }) {
  const top: Pt = [x + lean, base - h];
  let rings = '';
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const px = x + lean * t * t;
    rings += `M${r1(px - 3)} ${r1(base - h * t)}h6`;
  }
  const fronds = [-100, -60, -25, 25, 60, 100, 0]
    .map((a) => {
      const tip = polar(top[0], top[1], h * 0.32, a);
      const mid = polar(top[0], top[1], h * 0.2, a + (a < 0 ? -12 : 12));
      return `M${r1(top[0])} ${r1(top[1])}Q${r1(mid[0])} ${r1(mid[1] - 6)} ${r1(tip[0])} ${r1(tip[1])}Q${r1(mid[0])} ${r1(mid[1] + 4)} ${r1(top[0])} ${r1(top[1])}Z`;
    })
    .join('');
  return (
    <g stroke={line} strokeWidth=".7" strokeLinejoin="round">
      <path d={`M${x - 3} ${base}Q${r1(x + lean * 0.2 - 2.5)} ${r1(base - h / 2)} ${r1(top[0] - 1.5)} ${r1(top[1])}h3Q${r1(x + lean * 0.2 + 2.5)} ${r1(base - h / 2)} ${x + 3} ${base}Z`} fill="#3a2b1a" />
      <path d={rings} opacity=".7" />
      <path d={fronds} fill={frond} />
    </g>
  );
}

/** A deco fountain: a stepped basin on base at x, s its scale (1 is ~70 wide), with fan-shaped jets and falling drops. */
export function Fountain({ x, base, s = 1, basin, water = '#8fd0c4', line = GOLD }: { x: number; base: number; s?: number; basin: string; water?: string; line?: string }) {
  const jet = fan(0, -34, 30, -60, 60, 8);
  return (
    <g transform={`translate(${x} ${base}) scale(${s})`} stroke={line} strokeWidth=".8" strokeLinejoin="round">
      <path d="M-36 0h72v-5h-4v-9h-64v9h-4Z" fill={basin} />
      <path d="M-24 -14h48l-6 -4h-36ZM-4 -18h8v-14h6v-3h-20v3h6Z" fill={basin} />
      <path d={jet.ribs} stroke={water} strokeWidth="1.1" opacity=".85" fill="none" />
      <path d="M-30 -6q8 -3 16 0t16 0t16 0t16 0" stroke={water} fill="none" opacity=".8" />
      <path d="M-26 -18v6M-20 -22v8M20 -22v8M26 -18v6M-30 -12v3M30 -12v3" stroke={water} strokeDasharray="1.5 2" fill="none" />
    </g>
  );
}

/** Pearls: round ivory beads along a polyline (a necklace, a curtain string), spaced `gap` apart, radius r. */
export function pearls(list: readonly Pt[], gap = 3, r = 1): ReactNode {
  let d = '';
  for (let i = 0; i < list.length - 1; i++) {
    const [a, b] = [list[i]!, list[i + 1]!];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (let t = 0; t < len; t += gap) d += `M${r1(a[0] + ((b[0] - a[0]) * t) / len)} ${r1(a[1] + ((b[1] - a[1]) * t) / len)}h0`;
  }
  return <path d={d} stroke={IVORY} strokeWidth={r * 2} strokeLinecap="round" fill="none" />;
}

/* ---------------------------------------------------------------- people */

/** An arm: [upper, forearm] directions in degrees from hanging straight down; positive swings out away from the body, 180 is straight up, negative crosses the body. */
export type Arm = readonly [number, number];

/** Hair and headwear. */
export type Hair = 'bob' | 'sleek' | 'waves' | 'long' | 'bun' | 'cloche' | 'top-hat' | 'crown' | 'helmet' | 'cap' | 'bald' | 'feather' | 'veil' | 'curls';

/** What a person wears. */
export type Dress = 'gown' | 'tux' | 'suit' | 'robe' | 'uniform' | 'flapper' | 'drape' | 'coat';

/** A person's options; only x and y are required. */
export interface PersonOpts {
  /** Feet centre on the ground (for seated and kneeling people too). */
  x: number;
  y: number;
  /** Scale: 1 is ~180 tall standing (head to heel). */
  s?: number;
  /** Body build: slim (default), broad shoulders, or stout. */
  build?: 'slim' | 'broad' | 'stout';
  /** Leg pose: stand, stride (left foot forward), sit (on something behind, knees toward us), kneel, dance (right leg kicked), float (feet pointed down, for the airborne). */
  pose?: 'stand' | 'stride' | 'sit' | 'kneel' | 'dance' | 'float';
  dress?: Dress;
  /** Main garment colour or paint. */
  c1?: string;
  /** Trim colour (tie, sash, lapel band, beading). */
  c2?: string;
  skin?: string;
  hair?: Hair;
  hairColor?: string;
  /** Viewer's-left arm and viewer's-right arm. */
  left?: Arm;
  right?: Arm;
  /** Head turn -1 (looking to viewer's left) .. 1 (right): shifts the features. */
  turn?: number;
  /** Head tilt in degrees. */
  tilt?: number;
  eyes?: 'open' | 'closed' | 'down' | 'up';
  mouth?: 'calm' | 'smile' | 'open' | 'stern';
  beard?: boolean;
  moustache?: boolean;
  /** Contour colour (default gold). */
  line?: string;
  /** Sleeves on a gown, flapper dress or drape (default bare arms). */
  sleeves?: boolean;
  /** Pearls round the neck (default on for gowns and flapper dresses). */
  pearls?: boolean;
  /** Draw the arms behind the body instead of in front. */
  armsBehind?: boolean;
}

/** A drawn person and where their parts ended up (card coordinates). */
export interface Person {
  el: ReactNode;
  /** Centre of the viewer's-left and viewer's-right hands. */
  lh: Pt;
  rh: Pt;
  /** Direction (0 = up, clockwise) each forearm points, to align held things. */
  la: number;
  ra: number;
  /** Head centre and its half height. */
  head: Pt;
  headR: number;
  /** Top of the head (for hats, halos, crowns). */
  crown: Pt;
  /** Waist centre and lap (for seated people: where a held thing rests). */
  waist: Pt;
  lap: Pt;
  /** Shoulder line centre. */
  chest: Pt;
}

const shade = (hex: string, k: number) => {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c * k)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`;
};

/** A darker (k < 1) or lighter (k > 1) version of a hex colour. */
export const tone = shade;

/**
 * A stylised deco face on a head centred at (hx, hy), half-height 9.5 (scale with a transform):
 * almond heavy-lidded eyes, arched brows, a long nose line, small bow lips.
 */
export function face(hx: number, hy: number, o: { skin?: string; turn?: number; eyes?: PersonOpts['eyes']; mouth?: PersonOpts['mouth']; beard?: boolean; moustache?: boolean; hairColor?: string; lips?: string; line?: string }): ReactNode {
  const t = o.turn ?? 0;
  const skin = o.skin ?? SKIN.fair;
  const dark = '#1d140f';
  const sh = shade(skin, 0.72);
  const ey = hy - 0.6;
  const fx = hx + t * 2.2;
  const eye = (x: number) => {
    const w = 2.1 - Math.abs(t) * 0.3 * Math.sign((x - fx) * t);
    switch (o.eyes ?? 'open') {
      case 'closed':
        return `M${r1(x - w)} ${r1(ey)}Q${r1(x)} ${r1(ey + 1.4)} ${r1(x + w)} ${r1(ey)}`;
      case 'down':
        return `M${r1(x - w)} ${r1(ey)}Q${r1(x)} ${r1(ey - 0.5)} ${r1(x + w)} ${r1(ey)}Q${r1(x)} ${r1(ey + 1.2)} ${r1(x - w)} ${r1(ey)}Z`;
      case 'up':
        return `M${r1(x - w)} ${r1(ey)}Q${r1(x)} ${r1(ey - 2)} ${r1(x + w)} ${r1(ey)}Q${r1(x)} ${r1(ey + 0.6)} ${r1(x - w)} ${r1(ey)}Z`;
      default:
        return `M${r1(x - w)} ${r1(ey)}Q${r1(x)} ${r1(ey - 1.7)} ${r1(x + w)} ${r1(ey)}Q${r1(x)} ${r1(ey + 1.2)} ${r1(x - w)} ${r1(ey)}Z`;
    }
  };
  const [l, r] = [fx - 3.1, fx + 3.1];
  const brow = (x: number) => `M${r1(x - 2.3)} ${r1(ey - 2.4)}Q${r1(x)} ${r1(ey - 4.1)} ${r1(x + 2.3)} ${r1(ey - 2.7)}`;
  const nx = hx + t * 3;
  const my = hy + 5.6;
  const mx = hx + t * 2.6;
  const closed = o.eyes === 'closed';
  let mouth: ReactNode;
  switch (o.mouth ?? 'calm') {
    case 'smile':
      mouth = <path d={`M${r1(mx - 2.4)} ${r1(my - 0.5)}Q${r1(mx)} ${r1(my + 1.9)} ${r1(mx + 2.4)} ${r1(my - 0.5)}Q${r1(mx)} ${r1(my + 0.5)} ${r1(mx - 2.4)} ${r1(my - 0.5)}Z`} fill={o.lips ?? '#9e2a3a'} stroke={o.lips ?? '#9e2a3a'} strokeWidth=".5" />;
      break;
    case 'open':
      mouth = <ellipse cx={r1(mx)} cy={r1(my)} rx="1.4" ry="1.3" fill="#3a0d15" stroke={o.lips ?? '#9e2a3a'} strokeWidth=".6" />;
      break;
    case 'stern':
      mouth = <path d={`M${r1(mx - 2.2)} ${r1(my)}h4.4`} stroke="#5a2a22" strokeWidth=".8" />;
      break;
    default:
      mouth = <path d={`M${r1(mx - 2.2)} ${r1(my)}Q${r1(mx - 1)} ${r1(my - 1.1)} ${r1(mx)} ${r1(my - 0.4)}Q${r1(mx + 1)} ${r1(my - 1.1)} ${r1(mx + 2.2)} ${r1(my)}Q${r1(mx)} ${r1(my + 1.6)} ${r1(mx - 2.2)} ${r1(my)}Z`} fill={o.lips ?? '#9e2a3a'} />;
  }
  return (
    <g>
      <path d={`M${r1(hx + 6.6 * (t >= 0 ? -1 : 1))} ${r1(hy - 3)}Q${r1(hx + 7.4 * (t >= 0 ? -1 : 1))} ${r1(hy + 5)} ${r1(hx + 1 * (t >= 0 ? -1 : 1))} ${r1(hy + 9.4)}`} stroke={sh} strokeWidth="1.6" fill="none" opacity=".55" />
      <ellipse cx={r1(l - 0.4)} cy={r1(hy + 3)} rx="1.8" ry="1.1" fill="#d8707a" opacity=".3" />
      <ellipse cx={r1(r + 0.4)} cy={r1(hy + 3)} rx="1.8" ry="1.1" fill="#d8707a" opacity=".3" />
      <path d={eye(l) + eye(r)} fill={closed ? 'none' : dark} stroke={dark} strokeWidth={closed ? 0.8 : 0.45} />
      {!closed && <path d={`M${r1(l - 0.3)} ${r1(ey - 0.4)}h.1M${r1(r - 0.3)} ${r1(ey - 0.4)}h.1`} stroke={IVORY} strokeWidth=".7" strokeLinecap="round" />}
      <path d={brow(l) + brow(r)} stroke={o.hairColor && o.hairColor !== IVORY ? shade(o.hairColor, 0.8) : dark} strokeWidth=".6" fill="none" />
      <path d={`M${r1(nx - 0.2)} ${r1(ey + 0.6)}L${r1(nx + 0.5 * (t >= 0 ? 1 : -1))} ${r1(hy + 3.4)}Q${r1(nx)} ${r1(hy + 4.1)} ${r1(nx - 1.1 * (t >= 0 ? 1 : -1))} ${r1(hy + 3.6)}`} stroke={sh} strokeWidth=".7" fill="none" strokeLinecap="round" />
      {o.beard && <path d={`M${r1(hx - 7.2)} ${r1(hy + 1)}Q${r1(hx - 7)} ${r1(hy + 12)} ${r1(hx)} ${r1(hy + 14)}Q${r1(hx + 7)} ${r1(hy + 12)} ${r1(hx + 7.2)} ${r1(hy + 1)}Q${r1(hx + 5)} ${r1(hy + 8)} ${r1(mx)} ${r1(my - 1.2)}Q${r1(hx - 5)} ${r1(hy + 8)} ${r1(hx - 7.2)} ${r1(hy + 1)}Z`} fill={o.hairColor ?? HAIR_BLACK} stroke={o.line ?? GOLD} strokeWidth=".4" />}
      {(o.moustache || o.beard) && <path d={`M${r1(mx - 3.2)} ${r1(my - 0.6)}Q${r1(mx)} ${r1(my - 3)} ${r1(mx + 3.2)} ${r1(my - 0.6)}Q${r1(mx)} ${r1(my - 1.8)} ${r1(mx - 3.2)} ${r1(my - 0.6)}Z`} fill={o.hairColor ?? HAIR_BLACK} />}
      {mouth}
    </g>
  );
}

/** Hair and headwear as [behind-the-head, in-front] elements, for a head at (0, 0) half-height 9.5. */
function hairParts(hair: Hair, color: string, line: string, turn: number): [ReactNode, ReactNode] {
  const sheen = <path d="M-6 -8Q-1 -12.5 5 -9.5" stroke={GOLD_HI} strokeWidth=".8" fill="none" opacity=".55" />;
  const sw = { stroke: line, strokeWidth: 0.6 };
  const t = turn;
  switch (hair) {
    case 'bob':
      return [
        <path key="b" d="M-10 6L-10.2 -3C-10.2 -11 -5 -13.5 0 -13.5C5 -13.5 10.2 -11 10.2 -3L10 6Q8 7.5 6.6 5.5L-6.6 5.5Q-8 7.5 -10 6Z" fill={color} {...sw} />,
        <g key="f">
          <path d={`M-8.2 -3.2C-8.2 -10 -4 -12.2 ${r1(t)} -12.2C4 -12.2 8.2 -10 8.2 -3.2Q4 -5 ${r1(t * 2)} -4.6Q-4 -5 -8.2 -3.2Z`} fill={color} {...sw} />
          <path d="M-9.4 0Q-7.6 3 -8.6 5.6M9.4 0Q7.6 3 8.6 5.6" stroke={color} strokeWidth="2.4" fill="none" />
          {sheen}
        </g>,
      ];
    case 'curls':
      return [
        <path key="b" d="M-11 5C-13 -4 -9 -14 0 -14C9 -14 13 -4 11 5C9 8 7 4 7 2L-7 2C-7 4 -9 8 -11 5Z" fill={color} {...sw} />,
        <path key="f" d="M-8 -2C-10 -8 -6 -12 -2 -11.5C0 -13 4 -12.5 5 -11C8 -11 9.5 -7 8 -2C7 -5 4 -6.5 2 -6C0 -7.5 -3 -7 -4 -6C-6 -6 -7.5 -4.5 -8 -2Z" fill={color} {...sw} />,
      ];
    case 'sleek':
    case 'waves':
      return [
        null,
        <g key="f">
          <path d={`M-7.9 -1C-9 -9 -4.5 -12.4 0 -12.4C5 -12.4 9 -9 7.9 -1C7 -5.5 4 -8 ${r1(-2 + t)} -8C-5 -7.6 -7 -5 -7.9 -1Z`} fill={color} {...sw} />
          {hair === 'waves' ? <path d="M-6 -6q2 -3 4 0t4 0t4 0M-7 -9q2 -2.4 4 0t4 0t4 0" stroke={GOLD_HI} strokeWidth=".6" fill="none" opacity=".6" /> : sheen}
        </g>,
      ];
    case 'long':
      return [
        <path key="b" d="M-10 -3C-10 -12 -5 -13.5 0 -13.5C5 -13.5 10 -12 10 -3L12 26Q6 30 3 24L-3 24Q-6 30 -12 26Z" fill={color} {...sw} />,
        <g key="f">
          <path d={`M-8.4 2C-9.2 -9 -4 -12.4 0 -12.4C4 -12.4 9.2 -9 8.4 2C7 -5 4 -8.5 ${r1(t * 2)} -9C-4 -8.5 -7 -5 -8.4 2Z`} fill={color} {...sw} />
          {sheen}
        </g>,
      ];
    case 'bun':
      return [
        <circle key="b" cx="0" cy="-13" r="5" fill={color} {...sw} />,
        <g key="f">
          <path d="M-8.2 -1C-9 -9 -4.5 -12.4 0 -12.4C4.5 -12.4 9 -9 8.2 -1C7 -6 4 -8 0 -8.2C-4 -8 -7 -6 -8.2 -1Z" fill={color} {...sw} />
          {sheen}
        </g>,
      ];
    case 'cloche':
      return [
        <path key="b" d="M-9 7Q-11 2 -9 -2L9 -2Q11 2 9 7Q7 4 6.5 3L-6.5 3Q-7 4 -9 7Z" fill={HAIR_BLACK} />,
        <g key="f">
          <path d="M-10.8 -0.5C-11 -10 -6 -15 0 -15C6 -15 11 -10 10.8 -0.5Q10 1.5 7.5 0.5Q0 -3.5 -7.5 0.5Q-10 1.5 -10.8 -0.5Z" fill={color} {...sw} />
          <path d="M-10.2 -4.2Q0 -7.6 10.2 -4.2" stroke={GOLD} strokeWidth="1.6" fill="none" />
          <path d={star(-6.5, -5.2, 2.4, 4, 0.35)} fill={GOLD_HI} />
        </g>,
      ];
    case 'top-hat':
      return [
        null,
        <g key="f">
          <path d="M-7.9 -1C-9 -9 -4.5 -11.4 0 -11.4C5 -11.4 9 -9 7.9 -1C7 -5.5 4 -7 0 -7C-5 -7 -7 -5 -7.9 -1Z" fill={HAIR_BLACK} />
          <path d="M-14 -8.5Q0 -12.5 14 -8.5Q12 -6 0 -8.5Q-12 -6 -14 -8.5ZM-8 -9.6L-8.8 -28Q0 -30 8.8 -28L8 -9.6Q0 -11 -8 -9.6Z" fill={INK} {...sw} />
          <path d="M-8.3 -13.5Q0 -15 8.3 -13.5V-11.2Q0 -12.7 -8.3 -11.2Z" fill={GOLD} />
        </g>,
      ];
    case 'crown':
      return [
        null,
        <g key="f">
          <path d="M-7.9 -1C-9 -9 -4.5 -11.4 0 -11.4C5 -11.4 9 -9 7.9 -1C7 -5.5 4 -7 0 -7C-5 -7 -7 -5 -7.9 -1Z" fill={color} {...sw} />
          <path d="M-9 -8L-9 -14L-6 -14L-6 -18L-3 -18L-3 -22L0 -26L3 -22L3 -18L6 -18L6 -14L9 -14L9 -8Q0 -10.5 -9 -8Z" fill={GOLD} stroke={GOLD_LO} strokeWidth=".6" />
          <circle cx="0" cy="-14" r="1.6" fill={OX} />
        </g>,
      ];
    case 'helmet':
      return [
        null,
        <g key="f">
          <path d="M-9.6 4C-10.4 -8 -5 -13.4 0 -13.4C5 -13.4 10.4 -8 9.6 4L7.4 4L7.6 -2L-7.6 -2L-7.4 4Z" fill="#5a3a22" {...sw} />
          <path d="M-8 -4.6h16" stroke={GOLD} strokeWidth="1.4" />
          <path d="M-9 -7.2a3.6 2.8 0 1 0 7.2 0a3.6 2.8 0 1 0 -7.2 0ZM1.8 -7.2a3.6 2.8 0 1 0 7.2 0a3.6 2.8 0 1 0 -7.2 0Z" fill={TEAL_D} stroke={GOLD} strokeWidth=".9" />
        </g>,
      ];
    case 'cap':
      return [
        null,
        <g key="f">
          <path d="M-7.9 -1C-9 -9 -4.5 -11.4 0 -11.4C5 -11.4 9 -9 7.9 -1C7 -5.5 4 -7 0 -7C-5 -7 -7 -5 -7.9 -1Z" fill={HAIR_BLACK} />
          <path d="M-8.6 -7.4L-8.2 -15.4Q0 -17.2 8.2 -15.4L8.6 -7.4Q0 -9.2 -8.6 -7.4Z" fill={color} {...sw} />
          <path d="M-8.4 -10h16.8" stroke={GOLD} strokeWidth="1.2" />
        </g>,
      ];
    case 'feather':
      return [
        <path key="b" d="M-10 6L-10.2 -3C-10.2 -11 -5 -13.5 0 -13.5C5 -13.5 10.2 -11 10.2 -3L10 6Q8 7.5 6.6 5.5L-6.6 5.5Q-8 7.5 -10 6Z" fill={HAIR_BLACK} {...sw} />,
        <g key="f">
          <path d="M-8.2 -3.2C-8.2 -10 -4 -12.2 0 -12.2C4 -12.2 8.2 -10 8.2 -3.2Q4 -5 0 -4.6Q-4 -5 -8.2 -3.2Z" fill={HAIR_BLACK} {...sw} />
          <path d="M-9.6 -6.4Q0 -10 9.6 -6.4" stroke={color} strokeWidth="1.8" fill="none" />
          <path d="M6 -8Q14 -18 10 -30Q8 -18 4 -9Z" fill={IVORY} stroke={GOLD} strokeWidth=".5" />
          <circle cx="5.4" cy="-7.6" r="1.6" fill={GOLD_HI} />
        </g>,
      ];
    case 'veil':
      return [
        <path key="b" d="M-11 -4C-11 -13 -5 -15.5 0 -15.5C5 -15.5 11 -13 11 -4L15 40L-15 40Z" fill={color} {...sw} />,
        <path key="f" d="M-9.5 1C-10 -10 -5 -14 0 -14C5 -14 10 -10 9.5 1C8 -6 4 -9 0 -9C-4 -9 -8 -6 -9.5 1Z" fill={color} {...sw} />,
      ];
    default:
      return [null, null];
  }
}

/** Draws one stroked limb with a gold contour: the path drawn wide in the contour colour, then in the limb's colour. */
function limb(d: string, color: string, w: number, line: string, key: string): ReactNode {
  return (
    <g key={key} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={line} strokeWidth={w + 1.6} />
      <path d={d} stroke={color} strokeWidth={w} />
    </g>
  );
}

/** A hand (a mitten with a thumb) at local (x, y), pointing along `deg` (0 = up), skin-coloured with a contour. */
export function hand(x: number, y: number, deg: number, skin: string, line = GOLD, s = 1): ReactNode {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${r1(deg)}) scale(${s})`}>
      <path d="M-2.6 2C-3 -1 -2.6 -4.4 -0.6 -5.2Q1 -5.6 2.4 -4.4C3.2 -2 3 0.4 2.4 2Z" fill={skin} stroke={line} strokeWidth=".5" />
      <path d="M-2.4 0.6Q-4.6 -0.8 -4.2 -3" stroke={skin} strokeWidth="1.5" strokeLinecap="round" fill="none" />
      <path d="M-0.6 -4.6V-1.6M1 -4.6V-1.8" stroke={shade(skin, 0.7)} strokeWidth=".35" />
    </g>
  );
}

/**
 * An elongated art-deco person, drawn in card coordinates: feet centre at (x, y), scale s
 * (1 = ~180 tall standing). Returns the element and where the hands, head and lap are, so
 * scenes can put things in hands and hats on heads.
 */
export function person(o: PersonOpts): Person {
  const s = o.s ?? 1;
  const line = o.line ?? GOLD;
  const skin = o.skin ?? SKIN.fair;
  const dress: Dress = o.dress ?? 'gown';
  const c1 = o.c1 ?? OX;
  const c2 = o.c2 ?? GOLD;
  const pose = o.pose ?? 'stand';
  const build = o.build ?? 'slim';
  const hairColor = o.hairColor ?? HAIR_BLACK;
  const turn = o.turn ?? 0;
  const drop = pose === 'sit' ? 40 : pose === 'kneel' ? 34 : 0;
  const sw = build === 'slim' ? 14.5 : 18;
  const ww = build === 'stout' ? 15 : build === 'broad' ? 10.5 : 8;
  const hw = build === 'stout' ? 15.5 : build === 'broad' ? 12 : 12.5;
  const S = -145 + drop;
  const W = -108 + drop;
  const H = -91 + drop;
  const HY = -164 + drop;
  const dark = '#15120f';
  const bareArms = (dress === 'gown' || dress === 'flapper' || dress === 'drape') && !o.sleeves;
  const sleeve = bareArms ? skin : dress === 'tux' ? dark : dress === 'drape' ? c1 : c1;
  const armW = bareArms ? 5.6 : 7.4;
  const parts: ReactNode[] = [];
  const stroke = { stroke: line, strokeWidth: 0.9, strokeLinejoin: 'round' as const };

  // Legs: [hip, knee, ankle] per side, local coordinates.
  type Leg = [Pt, Pt, Pt];
  let legs: [Leg, Leg];
  switch (pose) {
    case 'stride':
      legs = [
        [[-5.5, H], [-13, -48], [-21, -4]],
        [[5.5, H], [8, -46], [13, -4]],
      ];
      break;
    case 'sit':
      legs = [
        [[-6, H], [-9, H + 12], [-9, -4]],
        [[6, H], [9, H + 12], [9, -4]],
      ];
      break;
    case 'kneel':
      legs = [
        [[-6, H], [-9, -6], [-4, -2]],
        [[6, H], [17, -38], [16, -4]],
      ];
      break;
    case 'dance':
      legs = [
        [[-5, H], [-5, -48], [-4, -4]],
        [[6, H], [24, -66], [22, -24]],
      ];
      break;
    case 'float':
      legs = [
        [[-5, H], [-5, -46], [-3, -2]],
        [[5, H], [4, -47], [3, -4]],
      ];
      break;
    default:
      legs = [
        [[-5.5, H], [-5.5, -48], [-5, -4]],
        [[5.5, H], [5.5, -48], [5, -4]],
      ];
  }
  const legPath = (l: Leg) => `M${pts(l)}`;
  const shoe = (l: Leg, side: number) => {
    const [ax, ay] = l[2];
    if (pose === 'float') return <path key={`sh${side}`} d={`M${r1(ax - 2.5)} ${r1(ay - 2)}L${r1(ax)} ${r1(ay + 6)}L${r1(ax + 2.5)} ${r1(ay - 2)}Z`} fill={dark} stroke={line} strokeWidth=".6" />;
    if (pose === 'kneel' && side < 0) return null;
    return <path key={`sh${side}`} d={`M${r1(ax - 3.5 + side * 1.5)} ${r1(ay - 1)}Q${r1(ax + side * 4)} ${r1(ay - 3.5)} ${r1(ax + 3.5 + side * 3)} ${r1(ay + 3)}L${r1(ax - 3.5 + side * 1.5)} ${r1(ay + 3.5)}Z`} fill={dress === 'tux' || dress === 'suit' || dress === 'uniform' ? INK : c2 === GOLD ? GOLD_LO : c2} stroke={line} strokeWidth=".6" />;
  };
  const trousers = dress === 'tux' ? dark : dress === 'coat' ? INK : c1;
  const legColor = dress === 'flapper' || dress === 'drape' ? skin : trousers;
  const legW = dress === 'flapper' || dress === 'drape' ? 6.2 : 9.5;
  const longSkirt = dress === 'gown' || dress === 'robe';
  if (!longSkirt || pose === 'stride' || pose === 'dance' || pose === 'kneel') {
    legs.forEach((l, i) => parts.push(limb(legPath(l), legColor, legW, line, `leg${i}`)));
  }
  legs.forEach((l, i) => parts.push(shoe(l, i ? 1 : -1)));
  if (pose === 'sit' && !longSkirt && dress !== 'flapper') {
    parts.push(<path key="lap" d={`M${-hw - 1} ${H - 2}L${-hw - 3} ${H + 15}H${hw + 3}L${hw + 1} ${H - 2}Z`} fill={legColor} {...{ stroke: line, strokeWidth: 0.9 }} />);
    parts.push(<path key="lapc" d={`M0 ${H}V${H + 15}`} stroke={line} strokeWidth=".6" />);
  }
  if (dress === 'tux') parts.push(<path key="stripe" d={legPath(legs[0]) + legPath(legs[1])} stroke={GOLD} strokeWidth=".4" fill="none" opacity=".5" />);

  // Long skirt / robe / coat tails.
  const hem = dress === 'robe' ? 22 : 26;
  const skirtTop = dress === 'robe' ? S + 6 : W;
  if (longSkirt) {
    const sway = pose === 'dance' ? 10 : pose === 'stride' ? -6 : 0;
    const bottom = pose === 'kneel' ? -2 : 0;
    const wide = pose === 'sit' ? 6 : 0;
    const hemL = -hem - wide + sway;
    const hemR = hem + wide + sway;
    const skirt = pose === 'sit'
      ? `M${-ww} ${W}C${-hw - 6} ${H}, ${-hw - 8} ${H + 14}, ${hemL} ${bottom}L${hemR} ${bottom}C${hw + 8} ${H + 14}, ${hw + 6} ${H}, ${ww} ${W}Z`
      : `M${-(dress === 'robe' ? sw - 1 : ww)} ${skirtTop}C${-hw - 3} ${H + 10}, ${r1(hemL + 6)} -40, ${r1(hemL)} ${bottom}Q${r1(sway)} ${bottom + 3} ${r1(hemR)} ${bottom}C${r1(hemR - 6)} -40, ${hw + 3} ${H + 10}, ${dress === 'robe' ? sw - 1 : ww} ${skirtTop}Z`;
    parts.push(<path key="skirt" d={skirt} fill={c1} {...stroke} />);
    // Beading: long lines falling from waist to hem, and a chevron hem band.
    let bead = '';
    const n = 6;
    for (let i = 1; i < n; i++) {
      const f = i / n - 0.5;
      bead += `M${r1(f * ww * 1.8)} ${W + 6}L${r1(sway + f * (hemR - hemL) * 0.92)} ${bottom - 4}`;
    }
    parts.push(<path key="bead" d={bead} stroke={c2} strokeWidth=".5" strokeDasharray="1 2" opacity=".8" />);
    parts.push(<path key="hemband" d={chevrons(hemL + 3, bottom - 3, hemR - hemL - 6, 4, 8)} stroke={c2} strokeWidth=".8" fill="none" />);
    if (pose === 'sit') parts.push(<path key="knees" d={`M-12 ${H + 12}Q-7 ${H + 6} -2 ${H + 12}M2 ${H + 12}Q7 ${H + 6} 12 ${H + 12}`} stroke={line} strokeWidth=".6" fill="none" opacity=".7" />);
  }
  if (dress === 'coat') {
    const tail = pose === 'sit' ? H + 20 : -38;
    parts.push(<path key="coat" d={`M${-ww - 1} ${W}L${-hw - 5} ${tail}Q0 ${tail + 3} ${hw + 5} ${tail}L${ww + 1} ${W}Z`} fill={c1} {...stroke} />);
    parts.push(<path key="coatl" d={`M0 ${W}V${tail + 1}`} stroke={line} strokeWidth=".7" />);
  }
  if (dress === 'flapper') {
    const hemY = pose === 'sit' ? H + 16 : -52;
    parts.push(<path key="fl" d={`M${-ww} ${W}L${-hw - 7} ${hemY}H${hw + 7}L${ww} ${W}Z`} fill={c1} {...stroke} />);
    let fringe = '';
    for (let f = -hw - 6; f <= hw + 6; f += 2.4) fringe += `M${r1(f)} ${hemY - 10}v13`;
    parts.push(<path key="fr" d={fringe} stroke={c2} strokeWidth=".7" />);
    parts.push(<path key="fr2" d={`M${-ww - 3} ${W + 8}H${ww + 3}`} stroke={c2} strokeWidth="1.6" />);
  }
  if (dress === 'drape') {
    parts.push(<path key="dr" d={`M${-hw - 1} ${H - 4}Q0 ${H + 6} ${hw + 1} ${H - 6}L${hw + 6} ${H + 36}Q${hw - 4} ${H + 24} ${-hw + 3} ${H + 16}Z`} fill={c1} {...stroke} />);
  }

  // Torso.
  const torso = `M${-sw} ${S + 2}Q${-sw - 1} ${S + 14} ${-ww - 1} ${W}L${-hw} ${H}Q0 ${H + 3} ${hw} ${H}L${ww + 1} ${W}Q${sw + 1} ${S + 14} ${sw} ${S + 2}Q${sw - 2} ${S - 2} 4 ${S - 2}H-4Q${-sw + 2} ${S - 2} ${-sw} ${S + 2}Z`;
  const torsoFill = dress === 'drape' ? skin : dress === 'tux' ? dark : c1;
  const armEls: ReactNode[] = [];

  // Arms.
  const arm = (side: -1 | 1, a: Arm) => {
    const sh: Pt = [side * (sw - 2.5), S + 3];
    const dir = (deg: number): Pt => [side * Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];
    const [u, f] = [dir(a[0]), dir(a[1])];
    const el: Pt = [sh[0] + u[0] * 29, sh[1] + u[1] * 29];
    const wr: Pt = [el[0] + f[0] * 26, el[1] + f[1] * 26];
    const hc: Pt = [wr[0] + f[0] * 4.2, wr[1] + f[1] * 4.2];
    const deg = (Math.atan2(f[1], f[0]) * 180) / Math.PI + 90;
    armEls.push(limb(`M${pts([sh, el, wr])}`, sleeve, armW, line, `arm${side}`));
    if (!bareArms) armEls.push(<path key={`cuff${side}`} d={`M${pts([[wr[0] - f[0] * 2 - f[1] * 3.6, wr[1] - f[1] * 2 + f[0] * 3.6], [wr[0] - f[0] * 2 + f[1] * 3.6, wr[1] - f[1] * 2 - f[0] * 3.6]])}`} stroke={dress === 'tux' ? IVORY : c2} strokeWidth="1.6" />);
    armEls.push(<g key={`hand${side}`}>{hand(hc[0], hc[1], deg, skin, line, 1.3)}</g>);
    return { hc, deg };
  };
  const L = arm(-1, o.left ?? [8, 4]);
  const R = arm(1, o.right ?? [8, 4]);

  const body: ReactNode[] = [];
  body.push(<path key="torso" d={torso} fill={torsoFill} {...stroke} />);
  // A light down the left of the torso.
  body.push(<path key="tlight" d={`M${-sw + 3} ${S + 5}Q${-sw + 2} ${S + 16} ${-ww + 1} ${W - 2}`} stroke={dress === 'tux' ? '#5a5246' : GOLD_HI} strokeWidth="1.2" fill="none" opacity=".35" />);
  const neckline = () => {
    switch (dress) {
      case 'gown':
      case 'flapper':
        return (
          <g key="nl">
            <path d={`M-7 ${S - 1.5}L0 ${S + 14}L7 ${S - 1.5}Z`} fill={skin} />
            <path d={`M${-ww - 1} ${W}Q0 ${W + 4} ${ww + 1} ${W}`} stroke={c2} strokeWidth="1.8" fill="none" />
          </g>
        );
      case 'tux':
        return (
          <g key="nl">
            <path d={`M-6 ${S - 1.5}L0 ${W - 1}L6 ${S - 1.5}Z`} fill={IVORY} />
            <path d={`M-6 ${S - 1.5}L-1 ${W - 4}M6 ${S - 1.5}L1 ${W - 4}`} stroke={GOLD} strokeWidth=".8" />
            <path d={`M-3.2 ${S - 0.5}L0 ${S + 1.2}L3.2 ${S - 0.5}V${S + 3}L0 ${S + 1.5}L-3.2 ${S + 3}Z`} fill={INK} />
            <path d={`M0 ${S + 7}v.1M0 ${S + 13}v.1M0 ${S + 19}v.1`} stroke={INK} strokeWidth="1.3" strokeLinecap="round" />
          </g>
        );
      case 'suit':
      case 'coat':
        return (
          <g key="nl">
            <path d={`M-5.5 ${S - 1.5}L0 ${S + 16}L5.5 ${S - 1.5}Z`} fill={IVORY} />
            <path d={`M-1.3 ${S}L1.3 ${S}L2 ${S + 13}L0 ${S + 16}L-2 ${S + 13}Z`} fill={c2} />
            <path d={`M-6 ${S - 1.5}L-1 ${S + 18}L-3 ${W}M6 ${S - 1.5}L1 ${S + 18}L3 ${W}`} stroke={line} strokeWidth=".8" fill="none" />
            {dress === 'coat' && <path d={`M${-ww - 1} ${W}H${ww + 1}`} stroke={c2} strokeWidth="2.2" />}
          </g>
        );
      case 'uniform':
        return (
          <g key="nl">
            <path d={`M-5 ${S - 2}H5V${S + 2}H-5Z`} fill={c2} />
            <path d={`M-4 ${S + 8}v.1M4 ${S + 8}v.1M-4 ${S + 16}v.1M4 ${S + 16}v.1M-4 ${S + 24}v.1M4 ${S + 24}v.1`} stroke={GOLD_HI} strokeWidth="1.8" strokeLinecap="round" />
            <path d={`M${-ww - 1} ${W}H${ww + 1}`} stroke={c2} strokeWidth="2.4" />
            <path d={`M${-sw} ${S + 2}h6M${sw} ${S + 2}h-6`} stroke={GOLD} strokeWidth="2" />
          </g>
        );
      case 'robe':
        return (
          <g key="nl">
            <path d={`M-4 ${S - 1.5}L0 ${S + 6}L4 ${S - 1.5}Z`} fill={skin} />
            <path d={`M-4 ${S}L-3 ${pose === 'sit' ? -2 : -2}M4 ${S}L3 -2`} stroke={c2} strokeWidth="2.2" fill="none" />
            <path d={`M-7 ${S}Q0 ${S + 9} 7 ${S}`} stroke={IVORY} strokeWidth="2" fill="none" />
          </g>
        );
      case 'drape':
        return <path key="nl" d={`M${-sw + 1} ${S + 2}L${ww + 2} ${H - 3}`} stroke={c1} strokeWidth="4" />;
      default:
        return null;
    }
  };
  body.push(neckline());
  const wantPearls = o.pearls ?? (dress === 'gown' || dress === 'flapper');

  const [hairBack, hairFront] = hairParts(o.hair ?? (build === 'slim' ? 'bob' : 'sleek'), hairColor, line, turn);
  const tilt = o.tilt ?? 0;
  const headGroup = (
    <g key="head" transform={`translate(0 ${HY}) rotate(${tilt})`}>
      {hairBack}
      <path d="M-2.8 6V16H2.8V6Z" fill={shade(skin, 0.85)} />
      <ellipse cx="0" cy="0" rx="7.6" ry="9.6" fill={skin} stroke={line} strokeWidth=".6" />
      {face(0, 0, { skin, turn, eyes: o.eyes, mouth: o.mouth, beard: o.beard, moustache: o.moustache, hairColor, line })}
      {hairFront}
    </g>
  );

  const el = (
    <g transform={`translate(${r1(o.x)} ${r1(o.y)}) scale(${s})`}>
      {o.armsBehind && armEls}
      {parts}
      {body}
      {wantPearls && pearls([[-6, S - 1], [-4, S + 8], [0, S + 13], [4, S + 8], [6, S - 1]], 2.2, 0.9)}
      {headGroup}
      {!o.armsBehind && armEls}
    </g>
  );
  const w = (p: Pt): Pt => [r1(o.x + p[0] * s), r1(o.y + p[1] * s)];
  return {
    el,
    lh: w(L.hc),
    rh: w(R.hc),
    la: L.deg,
    ra: R.deg,
    head: w([0, HY]),
    headR: 9.6 * s,
    crown: w([0, HY - 12]),
    waist: w([0, W]),
    lap: w([0, H + 8]),
    chest: w([0, S + 8]),
  };
}

/* ---------------------------------------------------------------- suit objects (no data-emblem: these are props held by people) */

/** A deco wand: a straight baton with a gold ferrule and a sprouting budded tip, from (x1, y1) to (x2, y2). */
export function Baton({ x1, y1, x2, y2, wood = '#6b4524', line = GOLD, w = 4 }: { x1: number; y1: number; x2: number; y2: number; wood?: string; line?: string; w?: number }) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI + 90;
  return (
    <g transform={`translate(${r1(x2)} ${r1(y2)}) rotate(${r1(deg)})`}>
      <path d={`M${-w / 2} 0H${w / 2}V${r1(len)}H${-w / 2}Z`} fill={wood} stroke={line} strokeWidth=".7" />
      <path d={`M${-w / 2} 5h${w}M${-w / 2} ${r1(len - 5)}h${w}`} stroke={GOLD} strokeWidth="2" />
      <path d="M0 0C-5 -3 -6 -8 -3 -10C-2 -6 -1 -4 0 0ZM0 0C5 -3 6 -8 3 -10C2 -6 1 -4 0 0ZM0 -1V-9" fill={TEAL} stroke={line} strokeWidth=".6" />
      <circle cx="0" cy="-10" r="1.6" fill={GOLD_HI} />
    </g>
  );
}

/** A deco goblet (a coupe on a stepped stem) standing with its foot at (x, y), h tall. */
export function Goblet({ x, y, h = 30, fill = GOLD, line = GOLD_LO, liquid }: { x: number; y: number; h?: number; fill?: string; line?: string; liquid?: string }) {
  const k = h / 30;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${r1(k * 100) / 100})`} stroke={line} strokeWidth=".8" strokeLinejoin="round">
      <path d="M-9 0h18v-2h-3v-2h-12v2h-3ZM-1.4 -4h2.8v-11h-2.8ZM-12 -28Q-11 -16 0 -15Q11 -16 12 -28Z" fill={fill} />
      {liquid && <path d="M-10.6 -25Q0 -22 10.6 -25Q9 -17.6 0 -16.6Q-9 -17.6 -10.6 -25Z" fill={liquid} stroke="none" />}
      <path d="M-12 -28Q0 -25 12 -28" fill="none" />
      <path d="M-4 -25l4 -3l4 3" fill="none" stroke={line} strokeWidth=".6" />
    </g>
  );
}

/** A straight deco sword, hilt at (x, y), pointing along deg (0 = up), blade `len` long. */
export function Blade({ x, y, deg = 0, len = 80, line = GOLD_LO }: { x: number; y: number; deg?: number; len?: number; line?: string }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${r1(deg)})`} stroke={line} strokeWidth=".7" strokeLinejoin="round">
      <path d={`M-3 -4L-3 ${-len + 8}L0 ${-len}L3 ${-len + 8}L3 -4Z`} fill="#dfe3e0" />
      <path d={`M0 -5V${-len + 6}`} stroke="#8c9693" />
      <path d="M-12 -5h24v-2.4h-4l-2 -2h-12l-2 2h-4ZM-1.8 -5h3.6v11h-3.6ZM0 6l3 3l-3 3l-3 -3Z" fill={GOLD} />
    </g>
  );
}

/** A gold coin medallion at (x, y), radius r, with a five-pointed star in a ring (the pentacle), teal-set. */
export function Medallion({ x, y, r = 12, line = GOLD_LO, fill = GOLD }: { x: number; y: number; r?: number; line?: string; fill?: string }) {
  return (
    <g stroke={line} strokeWidth=".8">
      <circle cx={x} cy={y} r={r} fill={fill} />
      <circle cx={x} cy={y} r={r1(r * 0.78)} fill={TEAL_D} />
      <path d={star(x, y, r * 0.68, 5, 0.4)} fill={GOLD_HI} strokeWidth=".5" />
    </g>
  );
}

/** A glowing halo/disc behind something at (x, y), radius r, in the card's glow paint. */
export function Glow({ x, y, r, fill, opacity = 1 }: { x: number; y: number; r: number; fill: string; opacity?: number }) {
  return <circle cx={x} cy={y} r={r} fill={fill} opacity={opacity} />;
}

/** A simple deco railing/balustrade from x0 to x1 at height y (top rail), posts every `gap`, h tall. */
export function Railing({ x0, x1, y, h = 18, gap = 10, line = GOLD }: { x0: number; x1: number; y: number; h?: number; gap?: number; line?: string }) {
  let d = `M${x0} ${y}H${x1}M${x0} ${y + h}H${x1}M${x0} ${y + 4}H${x1}`;
  for (let x = x0; x <= x1; x += gap) d += `M${x} ${y}v${h}`;
  return <path d={d} stroke={line} strokeWidth=".8" fill="none" />;
}

/** A low stepped dais/plinth centred on cx with its top at y, w wide: three gold-edged tiers (lacquer fill). */
export function Dais({ cx, y, w, fill = '#26221c', line = GOLD }: { cx: number; y: number; w: number; fill?: string; line?: string }) {
  const tier = (i: number) => `M${r1(cx - w / 2 - i * 10)} ${y + i * 7}h${w + i * 20}v7h${-w - i * 20}Z`;
  return <path d={tier(0) + tier(1) + tier(2)} fill={fill} stroke={line} strokeWidth=".8" />;
}
