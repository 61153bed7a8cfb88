import type { ReactNode } from 'react';
import { r1, ring, sparkle } from '../art-kit';
import { PICTURE, type DeckStyle, type SceneContext } from './types';

/**
 * The figure primitives of the tarot scenes (majors.tsx, courts.tsx): people, animal folk and
 * flat silhouettes from one geometry, so 38 scenes stay consistent and small. A figure is authored
 * on a local grid 100 units tall (feet at 0,0, head at -88) and placed with a translate and scale;
 * outlines keep the deck's stroke width at any size.
 */

export type Pt = readonly [number, number];
export type Animal = 'fox' | 'cat' | 'owl' | 'bear' | 'rabbit' | 'deer' | 'lion' | 'wolf' | 'mouse' | 'crow' | 'badger' | 'goat' | 'hare' | 'swan' | 'bull';
export type Crown = 'crown' | 'stars' | 'mitre' | 'hood' | 'helmet' | 'horns' | 'wreath' | 'veil' | 'cap';

/** The style resolved for drawing: palette, stroke, and the figures mode. */
export interface Kit {
  p: DeckStyle['palette'];
  sw: number;
  flat: boolean;
  animals: boolean;
  ctx: SceneContext;
}

export const kit = (ctx: SceneContext): Kit => ({
  p: ctx.style.palette,
  sw: ctx.style.stroke,
  flat: ctx.style.figures === 'silhouettes',
  animals: ctx.style.figures === 'animals',
  ctx,
});

/** A living thing's fill: its colour, or the deck's ink when figures are silhouettes. */
export const live = (k: Kit, colour: string) => (k.flat ? k.p.ink : colour);

/** Outline attributes at the deck's weight, for a drawing scaled by `scale`. */
export const line = (k: Kit, scale = 1, colour?: string) =>
  ({ stroke: colour ?? k.p.ink, strokeWidth: r1(k.sw / scale), strokeLinejoin: 'round', strokeLinecap: 'round' }) as const;

/** A thick stroke with the deck's outline: two paths, the ink one wider underneath. */
export function Band({ k, d, width, colour, scale = 1 }: { k: Kit; d: string; width: number; colour: string; scale?: number }) {
  return (
    <>
      <path d={d} fill="none" stroke={k.p.ink} strokeWidth={r1(width + (2 * k.sw) / scale)} strokeLinecap="round" strokeLinejoin="round" />
      {!k.flat || colour !== k.p.ink ? <path d={d} fill="none" stroke={colour} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" /> : null}
    </>
  );
}

const at = (x: number, y: number, s: number, flip = false) => `translate(${r1(x)} ${r1(y)}) scale(${flip ? -r1(s * 1000) / 1000 : r1(s * 1000) / 1000} ${r1(s * 1000) / 1000})`;

/* ------------------------------------------------------------------ backdrops */

/**
 * The picture area as a nested svg: it clips what a scene draws to the picture without a
 * clipPath (no ids to keep unique) and leaves the coordinates unchanged.
 */
export function Picture({ children }: { children: ReactNode }) {
  return (
    <svg x={PICTURE.x} y={PICTURE.y} width={PICTURE.width} height={PICTURE.height} viewBox={`${PICTURE.x} ${PICTURE.y} ${PICTURE.width} ${PICTURE.height}`} overflow="hidden">
      {children}
    </svg>
  );
}

const { x: PX, y: PY, width: PW, height: PH } = PICTURE;
export const PIC = { left: PX, top: PY, right: PX + PW, bottom: PY + PH, cx: PX + PW / 2 } as const;

/** Sky over the whole picture and ground from `horizon` down (a gentle curve); `night` darkens the sky. */
export function Backdrop({ k, horizon = 360, night = false, ground, far }: { k: Kit; horizon?: number; night?: boolean; ground?: string; far?: ReactNode }) {
  return (
    <>
      <rect x={PX} y={PY} width={PW} height={PH} fill={k.p.sky} />
      {night ? <rect x={PX} y={PY} width={PW} height={PH} fill={k.p.ink} opacity=".5" /> : null}
      {far}
      {horizon < PIC.bottom ? (
        <path d={`M${PX} ${horizon + 6}Q${PIC.cx} ${horizon - 8} ${PIC.right} ${horizon + 4}V${PIC.bottom}H${PX}Z`} fill={ground ?? k.p.ground} />
      ) : null}
    </>
  );
}

/** Water from `top` to the bottom of the picture, with a few wave lines. */
export function Water({ k, top, left = PX, right = PIC.right, bottom = PIC.bottom }: { k: Kit; top: number; left?: number; right?: number; bottom?: number }) {
  const waves: string[] = [];
  for (let y = top + 12; y < bottom - 4; y += 16) {
    for (let x = left + 12 + ((y / 16) % 2) * 14; x < right - 20; x += 34) waves.push(`M${r1(x)} ${y}q5-4 10 0t10 0`);
  }
  return (
    <>
      <rect x={left} y={top} width={right - left} height={bottom - top} fill={k.p.accent2} opacity=".75" />
      <path d={waves.join('')} fill="none" stroke={k.p.background} strokeWidth={r1(k.sw * 0.8)} strokeLinecap="round" opacity=".8" />
    </>
  );
}

/** A sun: a disc and rays (straight and wavy alternating when `wavy`). */
export function Sun({ k, x, y, r, rays = 12, face = false }: { k: Kit; x: number; y: number; r: number; rays?: number; face?: boolean }) {
  const d: string[] = [];
  for (let i = 0; i < rays; i++) {
    const t = (i * 2 * Math.PI) / rays;
    const t1 = t - Math.PI / rays / 2;
    const t2 = t + Math.PI / rays / 2;
    d.push(
      `M${r1(x + r * 1.1 * Math.cos(t1))} ${r1(y + r * 1.1 * Math.sin(t1))}L${r1(x + r * 1.55 * Math.cos(t))} ${r1(y + r * 1.55 * Math.sin(t))}L${r1(x + r * 1.1 * Math.cos(t2))} ${r1(y + r * 1.1 * Math.sin(t2))}Z`,
    );
  }
  return (
    <>
      <path d={d.join('')} fill={k.p.accent} {...line(k)} />
      <circle cx={x} cy={y} r={r} fill={k.p.accent} {...line(k)} />
      {face ? <path d={`M${r1(x - r * 0.35)} ${r1(y - r * 0.15)}h0M${r1(x + r * 0.35)} ${r1(y - r * 0.15)}h0M${r1(x - r * 0.3)} ${r1(y + r * 0.3)}q${r1(r * 0.3)} ${r1(r * 0.2)} ${r1(r * 0.6)} 0`} fill="none" {...line(k)} strokeWidth={r1(k.sw * 1.3)} /> : null}
    </>
  );
}

/** An eight-pointed star (long points on the four quarters), as one path. */
export function star(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const t = (i * Math.PI) / 8 - Math.PI / 2;
    const rad = i % 2 === 1 ? r * 0.3 : i % 4 === 0 ? r : r * 0.6;
    d += `${i === 0 ? 'M' : 'L'}${r1(x + rad * Math.cos(t))} ${r1(y + rad * Math.sin(t))}`;
  }
  return `${d}Z`;
}

/** Small sparkles, one path, in the accent colour. */
export function Sparkles({ k, points, colour }: { k: Kit; points: readonly (readonly [number, number, number])[]; colour?: string }) {
  return <path d={points.map(([x, y, r]) => sparkle(x, y, r)).join('')} fill={colour ?? k.p.accent} />;
}

/** A pillar from `top` to `bottom`, `w` wide, with capital and base. */
export function Pillar({ k, x, top, bottom, w, colour }: { k: Kit; x: number; top: number; bottom: number; w: number; colour: string }) {
  return (
    <path
      d={`M${x - w / 2} ${top + 8}H${x + w / 2}V${bottom - 8}H${x - w / 2}ZM${x - w / 2 - 4} ${top}h${w + 8}v8h${-w - 8}ZM${x - w / 2 - 4} ${bottom - 8}h${w + 8}v8h${-w - 8}Z`}
      fill={colour}
      {...line(k)}
    />
  );
}

/** A throne seen from the front: a back of height `h` and width `w`, seat at `seat`, standing on `y`. */
export function Throne({ k, x, y, w, h, colour, top = 'square' }: { k: Kit; x: number; y: number; w: number; h: number; colour: string; top?: 'square' | 'arch' | 'ram' }) {
  const back =
    top === 'arch'
      ? `M${x - w / 2} ${y}V${y - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${y - h + w / 2}V${y}Z`
      : `M${x - w / 2} ${y}V${y - h}H${x + w / 2}V${y}Z`;
  const arms = `M${x - w / 2 - 8} ${y}V${y - h * 0.42}h${w + 16}V${y}Z`;
  return (
    <>
      <path d={back} fill={colour} {...line(k)} />
      {top === 'ram' ? (
        <path
          d={`M${x - w / 2} ${y - h + 6}c-10-10-22 2-14 10c5 4 10-1 6-4M${x + w / 2} ${y - h + 6}c10-10 22 2 14 10c-5 4-10-1-6-4`}
          fill="none"
          {...line(k)}
          strokeWidth={k.sw * 2}
        />
      ) : null}
      <path d={arms} fill={colour} {...line(k)} opacity=".95" />
    </>
  );
}

/* ------------------------------------------------------------------ heads */

function fur(k: Kit, animal: Animal): string {
  switch (animal) {
    case 'fox':
    case 'lion':
      return k.p.accent;
    case 'owl':
    case 'crow':
      return k.p.accent2;
    case 'wolf':
    case 'badger':
      return k.p.background;
    default:
      return k.p.skin;
  }
}

/** An animal's head on the figure grid (centre 0,-88). */
function animalHead(k: Kit, animal: Animal, s: number): ReactNode {
  const o = line(k, s);
  const f = live(k, fur(k, animal));
  const eyeFill = k.flat ? k.p.ink : k.p.ink;
  const eyes = <path d="M-4-89h0M4-89h0" stroke={k.flat ? k.p.ink : eyeFill} strokeWidth={r1(3)} strokeLinecap="round" />;
  const nose = (y: number) => <circle cx="0" cy={y} r="2" fill={k.p.ink} />;
  switch (animal) {
    case 'fox':
    case 'wolf':
      return (
        <>
          <path d="M-10-93L-12-108L-2-98ZM10-93L12-108L2-98Z" fill={f} {...o} />
          <path d="M-13-92Q-13-84 0-74Q13-84 13-92Q0-102-13-92Z" fill={f} {...o} />
          {!k.flat && animal === 'fox' ? <path d="M-11-86Q-5-84 0-75Q-8-79-11-86ZM11-86Q5-84 0-75Q8-79 11-86Z" fill={k.p.background} /> : null}
          {eyes}
          {nose(-76)}
        </>
      );
    case 'cat':
    case 'lion':
      return (
        <>
          {animal === 'lion' ? <circle cx="0" cy="-87" r="16" fill={live(k, k.p.accent)} {...o} /> : null}
          {animal === 'cat' ? <path d="M-10-92L-10-105L-2-97ZM10-92L10-105L2-97Z" fill={f} {...o} /> : null}
          <circle cx="0" cy="-88" r="10.5" fill={animal === 'lion' ? live(k, k.p.skin) : f} {...o} />
          {eyes}
          {nose(-84)}
          {!k.flat ? <path d="M-3-82l-9 1M-3-81l-8 3M3-82l9 1M3-81l8 3" fill="none" {...line(k, s * 1.6)} /> : null}
        </>
      );
    case 'owl':
      return (
        <>
          <path d="M-12-86Q-13-100-9-104L-4-98Q0-100 4-98L9-104Q13-100 12-86Q12-76 0-75Q-12-76-12-86Z" fill={f} {...o} />
          {!k.flat ? <path d={ring(-5, -89, 4.5) + ring(5, -89, 4.5)} fill={k.p.background} {...o} /> : null}
          {eyes}
          <path d="M-2-85L0-80L2-85Z" fill={k.flat ? k.p.ink : k.p.accent} />
        </>
      );
    case 'crow':
      return (
        <>
          <circle cx="0" cy="-89" r="10" fill={f} {...o} />
          <path d="M-4-86L0-72L4-86Z" fill={k.flat ? k.p.ink : k.p.accent} {...o} />
          {eyes}
        </>
      );
    case 'bear':
    case 'badger':
    case 'mouse':
      return (
        <>
          <path d={animal === 'mouse' ? ring(-9, -99, 6) + ring(9, -99, 6) : ring(-8, -97, 4) + ring(8, -97, 4)} fill={f} {...o} />
          <circle cx="0" cy="-88" r="11" fill={f} {...o} />
          {animal === 'badger' && !k.flat ? <path d="M-3-99Q0-100 3-99L2-78H-2Z" fill={k.p.ink} /> : null}
          {!k.flat && animal === 'bear' ? <ellipse cx="0" cy="-82" rx="5.5" ry="4" fill={k.p.background} /> : null}
          {eyes}
          {nose(-83)}
        </>
      );
    case 'rabbit':
    case 'hare':
      return (
        <>
          <path d="M-6-96Q-10-116-4-116Q0-112-2-97ZM6-96Q10-116 4-116Q0-112 2-97Z" fill={f} {...o} />
          <circle cx="0" cy="-88" r="10" fill={f} {...o} />
          {eyes}
          {nose(-84)}
        </>
      );
    case 'deer':
    case 'goat':
      return (
        <>
          <path
            d={animal === 'deer' ? 'M-5-97L-9-108L-14-110M-9-108L-8-114M5-97L9-108L14-110M9-108L8-114' : 'M-5-97Q-14-104-12-112M5-97Q14-104 12-112'}
            fill="none"
            {...line(k, s)}
            strokeWidth={r1(2.5 + k.sw / s)}
          />
          <path d="M-9-94L-19-96L-11-89ZM9-94L19-96L11-89Z" fill={f} {...o} />
          <path d="M-9-94Q-10-84-4-77Q0-75 4-77Q10-84 9-94Q0-101-9-94Z" fill={f} {...o} />
          {eyes}
          {nose(-78)}
        </>
      );
    case 'bull':
      return (
        <>
          <path d="M-8-94Q-20-96-22-108Q-14-100-4-99ZM8-94Q20-96 22-108Q14-100 4-99Z" fill={live(k, k.p.background)} {...o} />
          <path d="M-11-92Q-12-80-7-76H7Q12-80 11-92Q0-100-11-92Z" fill={f} {...o} />
          <ellipse cx="0" cy="-77" rx="8" ry="5" fill={live(k, k.p.background)} {...o} />
          {eyes}
        </>
      );
    case 'swan':
      return (
        <>
          <circle cx="0" cy="-89" r="9.5" fill={live(k, k.p.background)} {...o} />
          <path d="M-3-87L0-79L3-87Z" fill={k.flat ? k.p.ink : k.p.accent} {...o} />
          {eyes}
        </>
      );
  }
}

/** Skin tones: the deck's skin colour under a veil of its ink, so a scene's people differ. */
const TONES = [0, 0.2, 0.38] as const;

function humanHead(k: Kit, s: number, hair: FigureProps['hair'], skull: boolean, tone = 0): ReactNode {
  const o = line(k, s);
  const hairColour = live(k, k.p.ink);
  if (skull) {
    return (
      <>
        <path d="M-10-90A10 10 0 0 1 10-90Q10-83 6-81V-77H-6V-81Q-10-83-10-90Z" fill={live(k, k.p.background)} {...o} />
        {!k.flat ? <path d={`${ring(-4, -89, 2.8)}${ring(4, -89, 2.8)}M-1-84h2l-1-2Z`} fill={k.p.ink} /> : null}
      </>
    );
  }
  return (
    <>
      {hair === 'long' ? <path d="M-11-89Q-13-76-15-66Q-10-64-7-70Q-10-78-9-86ZM11-89Q13-76 15-66Q10-64 7-70Q10-78 9-86Z" fill={hairColour} {...o} /> : null}
      <circle cx="0" cy="-88" r="10" fill={live(k, k.p.skin)} {...o} />
      {tone && !k.flat ? <circle cx="0" cy="-88" r="9.5" fill={k.p.ink} opacity={TONES[tone]} /> : null}
      {hair !== 'none' ? <path d="M-10.4-89A10.4 10.4 0 0 1 10.4-89Q4-96-10.4-89Z" fill={hairColour} /> : null}
      {hair === 'beard' ? <path d="M-9-85Q-7-72 0-70Q7-72 9-85Q4-80 0-81Q-4-80-9-85Z" fill={live(k, k.p.background)} {...o} /> : null}
      {!k.flat ? <path d="M-3.6-87.5h0M3.6-87.5h0" stroke={k.p.ink} strokeWidth="2.6" strokeLinecap="round" /> : null}
    </>
  );
}

function crownOf(k: Kit, crown: Crown, s: number): ReactNode {
  const o = line(k, s);
  const gold = k.p.accent;
  switch (crown) {
    case 'crown':
      return <path d="M-9-96L-11-110L-5-102L0-112L5-102L11-110L9-96Z" fill={gold} {...o} />;
    case 'stars':
      return <path d={[-16, -8, 0, 8, 16].map((dx) => sparkle(dx, -106 - (16 - Math.abs(dx)) * 0.35, 4.2)).join('')} fill={gold} />;
    case 'mitre':
      return <path d="M-9-95Q-10-110 0-120Q10-110 9-95Q0-98-9-95ZM0-117V-97M-6-106H6" fill={gold} {...o} />;
    case 'helmet':
      return <path d="M-11-90Q-11-103 0-103Q11-103 11-90H6V-94H-6V-90ZM0-103Q8-114 18-110Q8-108 2-101" fill={live(k, k.p.accent2)} {...o} />;
    case 'horns':
      return <path d="M-6-97Q-16-104-15-118Q-10-106-1-99ZM6-97Q16-104 15-118Q10-106 1-99Z" fill={live(k, k.p.accent)} {...o} />;
    case 'wreath':
      return <path d="M-11-92Q-14-102-6-104Q-8-98-11-92ZM11-92Q14-102 6-104Q8-98 11-92ZM-5-100Q0-106 5-100Q0-102-5-100Z" fill={live(k, k.p.ground)} {...o} />;
    case 'veil':
      return <path d="M-7-112A7 7 0 1 0 7-112A7 7 0 1 0-7-112ZM-13-116Q-8-106 0-106Q8-106 13-116Q9-101 0-101Q-9-101-13-116Z" fill={gold} {...o} />;
    case 'cap':
      return <path d="M-10-94Q-8-104 4-103Q14-102 18-96Q8-98-10-94Z" fill={live(k, k.p.accent)} {...o} />;
    case 'hood':
      return null;
  }
}

/* ------------------------------------------------------------------ figures */

export interface FigureProps {
  /** Where the feet stand. */
  at: Pt;
  /** Height, feet to crown of head. */
  h: number;
  pose?: 'stand' | 'walk' | 'seated' | 'ride';
  robe?: string;
  /** Cloak or hood colour (hood, veil). */
  cloak?: string;
  /** Where the hands are, absolute; a missing hand hangs at the side. */
  hands?: readonly (Pt | null | undefined)[];
  /** The animal this figure is in the animal deck. */
  animal?: Animal;
  skull?: boolean;
  crown?: Crown;
  halo?: boolean;
  wings?: boolean;
  hair?: 'short' | 'long' | 'beard' | 'none';
  /** Walking figures face right unless flipped. */
  flip?: boolean;
  /** Skin tone, 0 (the palette's skin) to 2 (darkest). */
  tone?: 0 | 1 | 2;
  /** Draw the animal head in every deck (a jackal-headed figure), not only in the animal deck. */
  beast?: boolean;
  /** Wing colour (the background colour unless given). */
  wingColour?: string;
  children?: ReactNode;
}

/** A figure on the local grid, placed at `at` and scaled to `h`. */
export function Figure({ k, ...f }: FigureProps & { k: Kit }) {
  const s = f.h / 100;
  const [x, y] = f.at;
  const o = line(k, s);
  const robe = live(k, f.robe ?? k.p.figure);
  const cloak = live(k, f.cloak ?? f.robe ?? k.p.figure);
  const beastHead = (k.animals || f.beast) && f.animal;
  const skin = k.flat ? k.p.ink : beastHead && f.animal ? live(k, fur(k, f.animal)) : k.p.skin;
  const pose = f.pose ?? 'stand';
  const local = (p: Pt | null | undefined, side: -1 | 1): Pt => (p ? [(p[0] - x) / s, (p[1] - y) / s] : pose === 'seated' ? [side * 14, -42] : [side * 17, -44]);
  const hands = [local(f.hands?.[0], -1), local(f.hands?.[1], 1)] as const;
  const arm = (h: Pt, side: -1 | 1) => {
    const [sx, sy] = [side * 10, -72];
    const [mx, my] = [(sx + h[0]) / 2, (sy + h[1]) / 2];
    const len = Math.hypot(h[0] - sx, h[1] - sy) || 1;
    let [px, py] = [-(h[1] - sy) / len, (h[0] - sx) / len];
    if (px * side < 0 || (Math.abs(px) < 0.2 && py < 0)) [px, py] = [-px, -py];
    const bend = Math.min(8, len * 0.22);
    return `M${sx} ${sy}Q${r1(mx + px * bend)} ${r1(my + py * bend)} ${r1(h[0])} ${r1(h[1])}`;
  };
  const robeD =
    pose === 'walk'
      ? 'M-12-76Q0-80 12-76L18-30Q0-26-18-30Z'
      : pose === 'seated'
        ? 'M-12-76Q0-80 12-76L17-44L23-40L21-1Q0 2-21-1L-23-40L-17-44Z'
        : pose === 'ride'
          ? 'M-12-76Q0-80 12-76L16-40Q0-36-16-40Z'
          : 'M-12-76Q0-80 12-76L20-1Q0 3-20-1Z';
  const legs = pose === 'walk' ? (f.flip ? 'M4-32L13-2M-4-32L-12-1' : 'M-4-32L-13-2M4-32L12-1') : pose === 'ride' ? 'M4-42L10-22L6-8' : '';
  const feet = pose === 'seated' ? 'M-10 0h-5M10 0h5' : pose === 'stand' ? 'M-9 1h-5M9 1h5' : '';
  const wing = 'M-8-74Q-46-104-44-46Q-34-58-24-52Q-20-62-8-60Z';
  return (
    <g transform={at(x, y, s)}>
      {f.wings ? <path d={`${wing}M8-74Q46-104 44-46Q34-58 24-52Q20-62 8-60Z`} fill={live(k, k.p.background)} {...o} /> : null}
      {f.halo ? <circle cx="0" cy="-88" r="17" fill={k.p.accent} opacity=".55" /> : null}
      {f.crown === 'hood' ? <path d="M-15-84Q-16-106 0-106Q16-106 15-84L16-64H-16Z" fill={cloak} {...o} /> : null}
      {legs ? <Band k={k} d={legs} width={8} colour={live(k, k.p.ink)} scale={s} /> : null}
      {feet ? <path d={feet} stroke={k.p.ink} strokeWidth={5} strokeLinecap="round" /> : null}
      <path d={robeD} fill={robe} {...o} />
      {pose === 'seated' && !k.flat ? <path d="M-21-38Q0-32 21-38" fill="none" {...o} /> : null}
      {f.cloak && f.crown !== 'hood' && f.crown !== 'veil' ? <path d="M-12-76Q-16-40-22-2L-14-2Q-10-40-8-74Z M12-76Q16-40 22-2L14-2Q10-40 8-74Z" fill={cloak} {...o} /> : null}
      <Band k={k} d={`${arm(hands[0], -1)}${arm(hands[1], 1)}`} width={7} colour={robe} scale={s} />
      <path d={ring(r1(hands[0][0]), r1(hands[0][1]), 3.8) + ring(r1(hands[1][0]), r1(hands[1][1]), 3.8)} fill={skin} {...o} />
      {f.tone && !k.flat && !beastHead ? <path d={ring(r1(hands[0][0]), r1(hands[0][1]), 3.4) + ring(r1(hands[1][0]), r1(hands[1][1]), 3.4)} fill={k.p.ink} opacity={TONES[f.tone]} /> : null}
      {f.crown === 'veil' ? <path d="M-11-86Q-12-101 0-101Q12-101 11-86L14-66H-14Z" fill={cloak} {...o} /> : null}
      {beastHead && f.animal ? animalHead(k, f.animal, s) : humanHead(k, s, f.hair ?? 'short', !!f.skull, f.tone ?? 0)}
      {f.crown === 'hood' ? <path d="M-15-84Q-16-106 0-106Q16-106 15-84Q13-98 0-99Q-13-98-15-84Z" fill={cloak} {...o} /> : null}
      {f.crown && f.crown !== 'hood' ? crownOf(k, f.crown, s) : null}
      {f.children}
    </g>
  );
}

/** The point at (lx, ly) on a figure's local grid, in picture coordinates (to place props in hands). */
export const onFigure = (figureAt: Pt, h: number, lx: number, ly: number): Pt => [r1(figureAt[0] + (lx * h) / 100), r1(figureAt[1] + (ly * h) / 100)];

/* ------------------------------------------------------------------ beasts */

export type BeastKind = 'horse' | 'lion' | 'dog' | 'wolf' | 'stag' | 'sphinx' | 'bull';

/** A beast in profile facing right (or left if flipped), standing on `at`, `h` tall. */
export function Beast({ k, kind, at: [x, y], h, flip = false, colour, pose = 'stand', howl = false }: { k: Kit; kind: BeastKind; at: Pt; h: number; flip?: boolean; colour?: string; pose?: 'stand' | 'sit' | 'rear' | 'prance'; howl?: boolean }) {
  const s = h / 100;
  const o = line(k, s);
  const base =
    colour ?? (kind === 'lion' || kind === 'sphinx' ? k.p.accent : kind === 'wolf' ? k.p.background : kind === 'dog' ? k.p.background : kind === 'stag' ? k.p.skin : k.p.background);
  const c = live(k, base);
  const legW = kind === 'dog' || kind === 'wolf' ? 6 : 8;
  if (pose === 'sit') {
    // Haunch, chest, front legs, head raised (howling) or level.
    const head = howl ? 'M14-66L30-86L36-82L26-62Z' : 'M14-66Q30-74 40-66Q36-58 20-56Z';
    return (
      <g transform={at(x, y, s, flip)}>
        <Band k={k} d="M-30-14Q-44-10-40 0" width={5} colour={c} scale={s} />
        <path d="M-30 0Q-34-30-14-36Q2-58 14-70Q26-74 26-56Q18-40 20 0Z" fill={c} {...o} />
        <Band k={k} d="M12-30V0" width={legW} colour={c} scale={s} />
        <path d={head} fill={c} {...o} />
        {kind === 'sphinx' ? (
          <>
            <path d="M6-60Q4-82 20-84Q34-84 32-64L36-44L22-52L6-42Z" fill={live(k, k.p.accent2)} {...o} />
            <circle cx="22" cy="-68" r="9" fill={live(k, k.p.skin)} {...o} />
            {!k.flat ? <path d="M25-70h0" stroke={k.p.ink} strokeWidth="3" strokeLinecap="round" /> : null}
          </>
        ) : (
          <>
            <path d={howl ? 'M16-74L14-88L24-80Z' : 'M18-70L18-82L26-72Z'} fill={c} {...o} />
            {!k.flat ? <path d={howl ? 'M26-78h0' : 'M28-68h0'} stroke={k.p.ink} strokeWidth="3.5" strokeLinecap="round" /> : null}
          </>
        )}
      </g>
    );
  }
  const rear = pose === 'rear';
  const legs = rear
    ? 'M-24-30L-28 0M-14-30L-10 0M26-50L40-46L42-36M18-46L34-34L32-24'
    : pose === 'prance'
      ? 'M-26-34L-31 0M-16-34L-11 0M18-34L16 0M28-34L42-20L38-8'
      : 'M-26-34L-29 0M-16-34L-13 0M18-34L16 0M28-34L31 0';
  const body = 'M-38-52Q-40-30-22-28H24Q40-30 38-50Q30-64 0-62Q-30-64-38-52Z';
  const neck = kind === 'horse' || kind === 'stag' ? 'M20-56L36-88Q44-94 52-88L40-40Z' : kind === 'bull' ? 'M22-58L40-64L44-42L30-34Z' : 'M24-56L34-70L44-62L36-40Z';
  const head =
    kind === 'horse'
      ? 'M36-88Q44-98 52-92L66-72Q66-64 58-66L44-76Z'
      : kind === 'stag'
        ? 'M38-88Q46-96 54-90L64-74Q62-68 56-70L44-78Z'
        : kind === 'bull'
          ? 'M36-66Q48-72 58-62L60-48Q52-44 44-48Z'
          : kind === 'lion'
            ? 'M34-72Q50-80 58-66Q60-56 50-54L36-58Z'
            : 'M34-72Q48-76 58-66Q56-60 46-60L36-58Z';
  const ears =
    kind === 'horse' ? 'M42-92L42-102L48-94Z' : kind === 'stag' ? 'M44-92L36-96L42-88Z' : kind === 'bull' ? 'M40-66Q34-78 42-84Q40-76 46-68Z' : 'M38-72L38-84L46-74Z';
  const tail = kind === 'horse' || kind === 'stag' ? 'M-38-52Q-52-48-50-22' : kind === 'lion' ? 'M-38-46Q-54-40-50-62' : 'M-38-50Q-48-56-50-66';
  const tilt = rear ? 'rotate(-22 -20 -28)' : undefined;
  return (
    <g transform={at(x, y, s, flip)}>
      <g transform={tilt}>
        <Band k={k} d={tail} width={kind === 'horse' ? 7 : 4} colour={kind === 'horse' ? live(k, k.p.ink) : c} scale={s} />
        <Band k={k} d={legs} width={legW} colour={c} scale={s} />
        {kind === 'lion' ? <circle cx="-50" cy="-62" r="5" fill={live(k, k.p.ink)} /> : null}
        <path d={neck} fill={c} {...o} />
        <path d={body} fill={c} {...o} />
        {!k.flat ? <path d={neck.replace(/Z$/, '')} fill={c} /> : null}
        {kind === 'lion' ? (
          <>
            <circle cx="40" cy="-66" r="17" fill={c} {...o} />
            {!k.flat ? <circle cx="40" cy="-66" r="16" fill={k.p.ink} opacity=".22" /> : null}
          </>
        ) : null}
        {kind === 'stag' ? <path d="M46-92L40-108L30-112M40-108L44-118M50-92L54-108L48-118" fill="none" {...line(k, s)} strokeWidth={r1(2.5 + k.sw / s)} /> : null}
        <path d={`${head}${ears}`} fill={c} {...o} />
        {kind === 'horse' && !k.flat ? <path d="M34-86Q22-76 18-58" fill="none" stroke={k.p.ink} strokeWidth={4} strokeLinecap="round" /> : null}
        {!k.flat ? <path d={kind === 'horse' || kind === 'stag' ? 'M50-84h0' : kind === 'bull' ? 'M48-60h0' : 'M46-68h0'} stroke={k.p.ink} strokeWidth="3.5" strokeLinecap="round" /> : null}
      </g>
    </g>
  );
}

/** A horse's back height, for seating a rider: where the saddle is, in picture coordinates. */
export const saddle = (at: Pt, h: number, flip = false): Pt => [r1(at[0] + (flip ? 4 : -4) * (h / 100)), r1(at[1] - 0.6 * h)];

/** A rider seated on a saddle point, `h` tall as if standing. */
export const riderAt = (seat: Pt, h: number): Pt => [seat[0], r1(seat[1] + 0.4 * h)];

/* ------------------------------------------------------------------ props */

/** A staff or wand from a to b. */
export function Staff({ k, from, to, colour, width = 4 }: { k: Kit; from: Pt; to: Pt; colour?: string; width?: number }) {
  return <Band k={k} d={`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`} width={width} colour={colour ?? k.p.accent2} />;
}

/** A sword, point up unless `down`, hilt at `hilt`. */
export function Sword({ k, hilt: [x, y], len, down = false }: { k: Kit; hilt: Pt; len: number; down?: boolean }) {
  const d = down ? 1 : -1;
  return (
    <path
      d={`M${x - 3} ${y + d * 4}L${x - 3} ${y + d * (len - 8)}L${x} ${y + d * len}L${x + 3} ${y + d * (len - 8)}L${x + 3} ${y + d * 4}ZM${x - 10} ${y + d * 4}h20v${-d * 4}h-20ZM${x - 2} ${y}v${-d * 10}h4v${d * 10}Z`}
      fill={k.p.background}
      {...line(k)}
    />
  );
}

/** Scales hanging from a point. */
export function Scales({ k, x, y, w }: { k: Kit; x: number; y: number; w: number }) {
  const pan = (cx: number) => `M${cx - 12} ${y + 24}Q${cx} ${y + 36} ${cx + 12} ${y + 24}Z`;
  return (
    <>
      <path d={`M${x - w / 2} ${y}H${x + w / 2}M${x - w / 2} ${y}l-12 24M${x - w / 2} ${y}l12 24M${x + w / 2} ${y}l-12 24M${x + w / 2} ${y}l12 24M${x} ${y - 6}v6`} fill="none" {...line(k)} />
      <path d={pan(x - w / 2) + pan(x + w / 2)} fill={k.p.accent} {...line(k)} />
    </>
  );
}

/** A lantern hanging at (x, y) with a star of light. */
export function Lantern({ k, x, y }: { k: Kit; x: number; y: number }) {
  return (
    <>
      <circle cx={x} cy={y + 10} r="14" fill={k.p.accent} opacity=".35" />
      <path d={`M${x - 6} ${y + 2}h12l-2 16h-8ZM${x - 3} ${y}h6v2h-6Z`} fill={k.p.accent} {...line(k)} />
      <path d={sparkle(x, y + 10, 4)} fill={k.p.background} />
    </>
  );
}

/** A simple tree: trunk and round crown. */
export function Tree({ k, x, y, h, colour }: { k: Kit; x: number; y: number; h: number; colour?: string }) {
  return (
    <>
      <path d={`M${x - h * 0.05} ${y}L${x - h * 0.03} ${y - h * 0.55}H${x + h * 0.03}L${x + h * 0.05} ${y}Z`} fill={k.p.ink} />
      <ellipse cx={x} cy={y - h * 0.68} rx={h * 0.28} ry={h * 0.32} fill={colour ?? k.p.ground} {...line(k)} />
    </>
  );
}

/** Mountains along the horizon. */
export function Mountains({ k, y, peaks, colour, opacity = 0.6 }: { k: Kit; y: number; peaks: readonly (readonly [number, number])[]; colour?: string; opacity?: number }) {
  const d = `M${PX} ${y}${peaks.map(([px, ph]) => `L${px} ${y - ph}`).join('')}L${PIC.right} ${y}Z`;
  return <path d={d} fill={colour ?? k.p.accent2} opacity={opacity} />;
}

/** A head alone (the four creatures of the Wheel and the World), centred on `at`, `size` across. */
export function Head({ k, at: [x, y], size, kind, wings = false }: { k: Kit; at: Pt; size: number; kind: 'human' | Animal; wings?: boolean }) {
  const s = size / 24;
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${r1(s * 1000) / 1000}) translate(0 88)`}>
      {wings ? <path d="M-6-86Q-30-104-30-78Q-20-84-8-80ZM6-86Q30-104 30-78Q20-84 8-80Z" fill={live(k, k.p.background)} {...line(k, s)} /> : null}
      {kind === 'human' ? humanHead(k, s, 'short', false) : animalHead(k, kind, s)}
    </g>
  );
}

/** A cloud of overlapping puffs, `w` wide, centred on x,y. */
export function Cloud({ k, x, y, w }: { k: Kit; x: number; y: number; w: number }) {
  const r = w / 5;
  const d = ring(x - 1.4 * r, y + 0.2 * r, r * 0.9) + ring(x, y - 0.3 * r, r * 1.2) + ring(x + 1.4 * r, y + 0.2 * r, r * 0.9);
  return <path d={`${d}M${r1(x - 2.3 * r)} ${r1(y + 0.4 * r)}v${r1(0.7 * r)}h${r1(4.6 * r)}v${r1(-0.7 * r)}Z`} fill={k.p.background} />;
}

/** A chalice with its rim centred on x,y, `s` tall. */
export function Cup({ k, x, y, s, colour }: { k: Kit; x: number; y: number; s: number; colour?: string }) {
  const u = s / 10;
  return (
    <path
      d={`M${r1(x - 4 * u)} ${y}H${r1(x + 4 * u)}Q${r1(x + 4 * u)} ${r1(y + 5 * u)} ${r1(x + u)} ${r1(y + 5.5 * u)}V${r1(y + 8.5 * u)}L${r1(x + 3 * u)} ${r1(y + 10 * u)}H${r1(x - 3 * u)}L${r1(x - u)} ${r1(y + 8.5 * u)}V${r1(y + 5.5 * u)}Q${r1(x - 4 * u)} ${r1(y + 5 * u)} ${r1(x - 4 * u)} ${y}Z`}
      fill={colour ?? k.p.accent}
      {...line(k)}
    />
  );
}

/** A lemniscate (the sign of infinity) centred on x,y, `w` wide. */
export function Lemniscate({ k, x, y, w }: { k: Kit; x: number; y: number; w: number }) {
  const a = w / 4;
  return (
    <path
      d={`M${x} ${y}C${r1(x - a * 0.6)} ${r1(y - a)} ${r1(x - 2 * a)} ${r1(y - a)} ${r1(x - 2 * a)} ${y}S${r1(x - a * 0.6)} ${r1(y + a)} ${x} ${y}S${r1(x + 2 * a)} ${r1(y - a)} ${r1(x + 2 * a)} ${y}S${r1(x + a * 0.6)} ${r1(y + a)} ${x} ${y}Z`}
      fill="none"
      stroke={k.p.accent}
      strokeWidth={r1(k.sw * 1.6)}
    />
  );
}
