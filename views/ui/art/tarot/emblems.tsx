import type { ReactNode } from 'react';
import type { MinorSuit } from '../../../../shared/tarot/tarot';
import { r1 } from '../art-kit';
import type { DeckStyle, SceneContext } from './types';

/**
 * The four suit emblems (wand, cup, sword, coin) in each deck's manner, by its frame: the classic
 * deck's leafy staves and pentacles, the deco deck's gold geometry, the woodland deck's branches
 * and leaves, the night deck's stars (and, for the frames no tarot deck uses now, blossoms and
 * flat shapes). The pip scenes (decks/{slug}/) place them as `context.emblem`, and the frame
 * marks a court card with one. Each is drawn on a local grid 100 units tall centred on 0,0; the
 * outer group carries `data-emblem` (the suit), which is how the tests count a pip card's emblems.
 */

type Frame = DeckStyle['frame'];

/** Materials of the emblems per frame style: wood, leaf, metal, gold, liquid. */
interface Materials {
  wood: string;
  leaf: string;
  metal: string;
  gold: string;
  liquid: string;
  line: string;
  flower: string;
}

const DARK_FRAMES: readonly Frame[] = ['starry', 'deco', 'round'];

export function isDarkStyle(style: DeckStyle): boolean {
  return DARK_FRAMES.includes(style.frame) && style.slug !== 'mandala';
}

function materials(style: DeckStyle): Materials {
  const p = style.palette;
  switch (style.frame) {
    case 'classic':
      return { wood: '#c58a47', leaf: '#5f8f35', metal: '#d5dce3', gold: '#e8b730', liquid: p.accent2, line: p.ink, flower: p.accent };
    case 'starry':
      return { wood: '#6f8fe8', leaf: p.accent2, metal: '#d7e3ff', gold: p.accent, liquid: p.accent2, line: p.frame, flower: p.accent };
    case 'deco':
      return { wood: p.accent, leaf: p.accent2, metal: '#e9e3d3', gold: p.accent, liquid: p.accent2, line: p.frame, flower: p.figure };
    case 'vine':
      return { wood: '#8a5a32', leaf: p.accent2, metal: '#d2d3c7', gold: '#d7a544', liquid: '#5d9fb5', line: p.ink, flower: p.accent };
    case 'round':
      return { wood: '#9d86d8', leaf: '#7fb59a', metal: '#e6e1f5', gold: '#f1d08a', liquid: p.accent2, line: p.frame, flower: p.accent };
    case 'minimal':
    default:
      return { wood: p.accent, leaf: '#47b27a', metal: '#b8c2cf', gold: '#f5b83d', liquid: p.accent2, line: p.ink, flower: p.accent };
  }
}

/** A star of `points` points around cx,cy as path data. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, turn = -90): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((turn + (i * 180) / points) * Math.PI) / 180;
    parts.push(`${i === 0 ? 'M' : 'L'}${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`);
  }
  return `${parts.join('')}Z`;
}

/** A pentagram drawn as one line through every second point of a pentagon. */
function pentagram(r: number): string {
  const pts = Array.from({ length: 5 }, (_, i) => {
    const angle = ((-90 + i * 144) * Math.PI) / 180;
    return `${r1(r * Math.cos(angle))} ${r1(r * Math.sin(angle))}`;
  });
  return `M${pts.join('L')}Z`;
}

/** A leaf from 0,0 pointing along `angle` degrees, `length` long. */
function leaf(x: number, y: number, length: number, angle: number): string {
  const w = length * 0.38;
  return `M0 0Q${r1(length / 2)} ${r1(-w)} ${length} 0Q${r1(length / 2)} ${r1(w)} 0 0Z|${x} ${y} ${angle}`;
}

function Leaf({ spec, fill, line, sw }: { spec: string; fill: string; line: string; sw: number }) {
  const [d, at] = spec.split('|') as [string, string];
  const [x, y, angle] = at.split(' ');
  return <path d={d} transform={`translate(${x} ${y}) rotate(${angle})`} fill={fill} stroke={line} strokeWidth={sw} />;
}

function wand(style: DeckStyle, m: Materials, sw: number): ReactNode {
  const staff = <rect x="-5.5" y="-44" width="11" height="94" rx="5.5" fill={m.wood} stroke={m.line} strokeWidth={sw} />;
  switch (style.frame) {
    case 'starry':
      return (
        <>
          <rect x="-4" y="-34" width="8" height="84" rx="4" fill={m.wood} stroke={m.line} strokeWidth={sw} />
          <path d={starPath(0, -40, 13, 5.5)} fill={m.gold} stroke={m.line} strokeWidth={sw * 0.8} />
          <path d="M-8 -20h16M-8 30h16" stroke={m.gold} strokeWidth={sw} />
        </>
      );
    case 'deco':
      return (
        <>
          <rect x="-4" y="-36" width="8" height="82" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M0 -50L8 -40L0 -30L-8 -40Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M-7 -24h14v5h-14ZM-7 26h14v5h-14ZM-6 44h12v6h-12Z" fill={m.leaf} stroke={m.gold} strokeWidth={sw * 0.6} />
        </>
      );
    case 'vine':
      return (
        <>
          <path d="M-5 50L-4 -30Q-6 -40 -10 -46M-4 -30Q2 -40 4 -48M4 50L4 -30" fill="none" stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M-5.5 50L-4.5 -30Q-1 -36 4.5 -30L5 50Z" fill={m.wood} stroke={m.line} strokeWidth={sw} />
          <path d="M-4 -30Q-7 -40 -10 -46M-2 -30Q2 -40 4 -48" fill="none" stroke={m.wood} strokeWidth={sw * 1.8} strokeLinecap="round" />
          <Leaf spec={leaf(-4, -18, 20, 200)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
          <Leaf spec={leaf(4, -2, 18, -20)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
          <Leaf spec={leaf(-4, 18, 16, 195)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
          <Leaf spec={leaf(4, -44, 14, -50)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
        </>
      );
    case 'round':
      return (
        <>
          <rect x="-4" y="-38" width="8" height="88" rx="4" fill={m.wood} stroke={m.line} strokeWidth={sw} />
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="0" cy="-50" rx="4.5" ry="8" transform={`rotate(${a} 0 -42)`} fill={m.flower} stroke={m.line} strokeWidth={sw * 0.6} />
          ))}
          <circle cx="0" cy="-42" r="4" fill={m.gold} />
          <Leaf spec={leaf(4, -10, 16, -25)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
          <Leaf spec={leaf(-4, 14, 14, 205)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
        </>
      );
    case 'minimal':
      return (
        <>
          <rect x="-5" y="-46" width="10" height="96" rx="5" fill={m.wood} stroke={style.palette.background} strokeWidth={sw * 0.8} />
          <Leaf spec={leaf(5, -30, 16, -35)} fill={m.leaf} line="none" sw={0} />
        </>
      );
    case 'classic':
    default:
      return (
        <>
          {staff}
          <path d="M-5 -10h4M1 20h4" stroke={m.line} strokeWidth={sw * 0.6} />
          <Leaf spec={leaf(-5, -30, 15, 205)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
          <Leaf spec={leaf(5, -6, 14, -25)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
          <Leaf spec={leaf(-5, 22, 12, 200)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
          <Leaf spec={leaf(3, -42, 12, -60)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
        </>
      );
  }
}

function cup(style: DeckStyle, m: Materials, sw: number): ReactNode {
  switch (style.frame) {
    case 'deco':
      return (
        <>
          <path d="M-30 -44L30 -44L8 -2L4 30L20 46H-20L-4 30L-8 -2Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M-22 -34L0 -12L22 -34M-14 -34L0 -20L14 -34" fill="none" stroke={m.line} strokeWidth={sw * 0.7} />
          <path d="M-9 12h18v6h-18Z" fill={m.leaf} stroke={m.line} strokeWidth={sw * 0.5} />
        </>
      );
    case 'minimal':
      return (
        <>
          <path d="M-28 -40H28Q28 0 4 4V32H18V44H-18V32H-4V4Q-28 0 -28 -40Z" fill={m.liquid} stroke={style.palette.background} strokeWidth={sw * 0.8} />
          <path d="M-20 -32H20" stroke="#ffffff" strokeWidth={sw} opacity=".6" />
        </>
      );
    case 'round':
      return (
        <>
          <path d="M-30 -42Q-22 -30 -15 -42Q-8 -30 0 -42Q8 -30 15 -42Q22 -30 30 -42Q30 -2 6 2L5 28Q22 34 26 46H-26Q-22 34 -5 28L-6 2Q-30 -2 -30 -42Z" fill={m.flower} stroke={m.line} strokeWidth={sw} />
          <path d="M-18 -14Q0 -2 18 -14" fill="none" stroke={m.gold} strokeWidth={sw} />
          <circle cx="0" cy="15" r="4" fill={m.gold} />
        </>
      );
    default: {
      const body = 'M-30 -44Q-30 -2 -6 2L-5 28Q-22 34 -26 46H26Q22 34 5 28L6 2Q30 -2 30 -44Z';
      return (
        <>
          <path d={body} fill={style.frame === 'vine' ? '#b98a52' : m.gold} stroke={m.line} strokeWidth={sw} />
          <ellipse cx="0" cy="-44" rx="30" ry="6" fill={m.liquid} stroke={m.line} strokeWidth={sw} />
          <ellipse cx="0" cy="15" rx="8" ry="4" fill={style.frame === 'vine' ? m.leaf : m.metal} stroke={m.line} strokeWidth={sw * 0.7} />
          {style.frame === 'starry' ? <path d={starPath(0, -20, 11, 4.5)} fill={m.line} /> : null}
          {style.frame === 'vine' ? (
            <>
              <Leaf spec={leaf(-2, -22, 16, 200)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
              <Leaf spec={leaf(2, -22, 16, -20)} fill={m.leaf} line={m.line} sw={sw * 0.6} />
            </>
          ) : null}
          {style.frame === 'classic' ? <path d="M-20 -28Q0 -16 20 -28" fill="none" stroke={m.line} strokeWidth={sw * 0.6} /> : null}
        </>
      );
    }
  }
}

function sword(style: DeckStyle, m: Materials, sw: number): ReactNode {
  const blade = <path d="M0 -50L5 -40V22H-5V-40Z" fill={m.metal} stroke={m.line} strokeWidth={sw} />;
  const grip = <rect x="-3" y="24" width="6" height="17" fill={style.frame === 'minimal' ? m.line : m.wood} stroke={m.line} strokeWidth={sw * 0.7} />;
  switch (style.frame) {
    case 'deco':
      return (
        <>
          <path d="M0 -50L4 -42V22H-4V-42Z" fill={m.metal} stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M-18 22L0 16L18 22L0 28Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <rect x="-3" y="26" width="6" height="16" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <path d="M0 42L6 48L0 54L-6 48Z" fill={m.leaf} stroke={m.gold} strokeWidth={sw * 0.6} />
        </>
      );
    case 'starry':
      return (
        <>
          {blade}
          <path d="M-16 20H16V25H-16Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.7} />
          {grip}
          <path d={starPath(0, 44, 8, 3.5)} fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
        </>
      );
    case 'vine':
      return (
        <>
          {blade}
          <Leaf spec={leaf(0, 23, 18, 180)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
          <Leaf spec={leaf(0, 23, 18, 0)} fill={m.leaf} line={m.line} sw={sw * 0.7} />
          {grip}
          <circle cx="0" cy="45" r="5" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.7} />
        </>
      );
    case 'round':
      return (
        <>
          {blade}
          <path d="M-18 14Q0 30 18 14Q0 22 -18 14Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.7} />
          {grip}
          <circle cx="0" cy="45" r="5" fill={m.flower} stroke={m.line} strokeWidth={sw * 0.7} />
        </>
      );
    case 'minimal':
      return (
        <>
          <g stroke={style.palette.background} strokeWidth={sw * 0.7}>
            <path d="M0 -50L5 -40V22H-5V-40Z" fill={m.metal} />
            <rect x="-15" y="21" width="30" height="5" rx="2.5" fill={m.line} />
            <rect x="-3" y="25" width="6" height="18" rx="2" fill={m.line} />
          </g>
        </>
      );
    case 'classic':
    default:
      return (
        <>
          {blade}
          <path d="M0 -38V16" stroke={m.line} strokeWidth={sw * 0.4} />
          <path d="M-17 19Q-19 22 -17 25H17Q19 22 17 19Z" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.7} />
          {grip}
          <circle cx="0" cy="45" r="5" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.7} />
        </>
      );
  }
}

function coin(style: DeckStyle, m: Materials, sw: number): ReactNode {
  switch (style.frame) {
    case 'deco':
      return (
        <>
          <circle r="48" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
          <circle r="38" fill="none" stroke={m.line} strokeWidth={sw * 0.7} />
          <path
            d={Array.from({ length: 12 }, (_, i) => {
              const a = (i * Math.PI) / 6;
              return `M${r1(12 * Math.cos(a))} ${r1(12 * Math.sin(a))}L${r1(34 * Math.cos(a))} ${r1(34 * Math.sin(a))}`;
            }).join('')}
            stroke={m.line}
            strokeWidth={sw * 0.7}
          />
          <path d="M0 -12L12 0L0 12L-12 0Z" fill={m.leaf} stroke={m.line} strokeWidth={sw * 0.6} />
        </>
      );
    case 'starry':
      return (
        <>
          <circle r="48" fill={m.gold} stroke={m.line} strokeWidth={sw} />
          <circle r="38" fill="none" stroke={m.line} strokeWidth={sw * 0.6} />
          <path d={starPath(0, 0, 30, 12, 8)} fill={m.line} />
        </>
      );
    case 'vine':
      return (
        <>
          <circle r="48" fill={m.gold} stroke={m.line} strokeWidth={sw} />
          {Array.from({ length: 8 }, (_, i) => (
            <Leaf key={i} spec={leaf(r1(40 * Math.cos((i * Math.PI) / 4)), r1(40 * Math.sin((i * Math.PI) / 4)), 14, i * 45 + 90)} fill={m.leaf} line={m.line} sw={sw * 0.5} />
          ))}
          <path d={pentagram(26)} fill="none" stroke={m.line} strokeWidth={sw} strokeLinejoin="round" />
        </>
      );
    case 'round':
      return (
        <>
          <circle r="48" fill={m.gold} stroke={m.line} strokeWidth={sw} />
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="0" cy="-18" rx="13" ry="18" transform={`rotate(${a})`} fill={m.flower} stroke={m.line} strokeWidth={sw * 0.6} />
          ))}
          <circle r="9" fill={m.gold} stroke={m.line} strokeWidth={sw * 0.6} />
        </>
      );
    case 'minimal':
      return (
        <>
          <circle r="48" fill={m.gold} stroke={style.palette.background} strokeWidth={sw * 0.8} />
          <circle r="32" fill="none" stroke="#ffffff" strokeWidth={sw * 1.2} opacity=".7" />
        </>
      );
    case 'classic':
    default:
      return (
        <>
          <circle r="48" fill={m.gold} stroke={m.line} strokeWidth={sw} />
          <circle r="38" fill="#f6df8a" stroke={m.line} strokeWidth={sw * 0.6} />
          <path d={pentagram(34)} fill="none" stroke={m.line} strokeWidth={sw} strokeLinejoin="round" />
        </>
      );
  }
}

const DRAW: Record<MinorSuit, (style: DeckStyle, m: Materials, sw: number) => ReactNode> = { wands: wand, cups: cup, swords: sword, coins: coin };

/** The emblem drawer of a deck: `emblem(suit, x, y, size, rotate)` as SceneContext expects. */
export function suitEmblem(style: DeckStyle): SceneContext['emblem'] {
  const m = materials(style);
  return (suit, x, y, size, rotate = 0) => {
    const scale = size / 100;
    // Lines keep the deck's weight on the card, thinner on small emblems so they never clog.
    const sw = Math.min(style.stroke, size / 20) / scale;
    return (
      <g data-emblem={suit} transform={`translate(${r1(x)} ${r1(y)})${rotate ? ` rotate(${r1(rotate)})` : ''} scale(${r1(scale * 1000) / 1000})`} strokeLinejoin="round" strokeLinecap="round">
        {DRAW[suit](style, m, r1(sw * 10) / 10)}
      </g>
    );
  };
}
