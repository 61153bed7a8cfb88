import type { ReactNode } from 'react';
import type { TarotCard } from '../../../../shared/tarot/tarot';
import { r1, seeded } from '../art-kit';
import { starPath } from './emblems';
import { CARD_HEIGHT, CARD_WIDTH, PICTURE, type DeckStyle, type SceneContext } from './types';

/**
 * A card's frame: the border in the deck's frame style with its corner ornaments, the number
 * band above the picture (roman numerals for majors and pips, the suit's emblem for aces and
 * courts) and the title band below it, lettered in the deck's type.
 */

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 0 -> "0", 16 -> "XVI", 21 -> "XXI". */
export function roman(n: number): string {
  if (n === 0) return '0';
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** The number band's text: majors and pips 2-10 in roman numerals; aces have none, courts show their suit's emblem. */
export function cardNumeral(card: TarotCard): string | null {
  if (card.suit === 'major') return roman(card.number);
  return card.number >= 2 && card.number <= 10 ? roman(card.number) : null;
}

const TITLE_WIDTH = 226;

/** A font size that fits the title in the band: glyph widths of DejaVu (the widest family we name). */
export function titleSize(text: string, style: DeckStyle, spacing: number): number {
  const em = style.lettering.uppercase ? 0.72 : 0.6;
  const fit = (TITLE_WIDTH - spacing * text.length) / (text.length * em);
  return r1(Math.max(10, Math.min(style.lettering.size, fit)));
}

interface FrameParts {
  style: DeckStyle;
  card: TarotCard;
  /** The prefix of this card instance's ids. */
  uid: string;
  emblem: SceneContext['emblem'];
  children: ReactNode;
}

const { x: PX, y: PY, width: PW, height: PH } = PICTURE;

function pictureRadius(style: DeckStyle): number {
  return style.frame === 'round' ? 22 : style.frame === 'minimal' ? 10 : style.frame === 'vine' ? 12 : 0;
}

/** The border art of each frame style, drawn over the card's ground and around the picture. */
function Ornaments({ style }: { style: DeckStyle }) {
  const p = style.palette;
  const sw = style.stroke;
  switch (style.frame) {
    case 'classic':
      return (
        <g fill="none" stroke={p.ink}>
          <rect x="8" y="8" width={CARD_WIDTH - 16} height={CARD_HEIGHT - 16} rx={Math.max(0, style.radius - 6)} strokeWidth="1.4" />
          <rect x="13" y="13" width={CARD_WIDTH - 26} height={CARD_HEIGHT - 26} rx={Math.max(0, style.radius - 9)} strokeWidth="0.8" />
          {[
            [13, 13],
            [CARD_WIDTH - 13, 13],
            [13, CARD_HEIGHT - 13],
            [CARD_WIDTH - 13, CARD_HEIGHT - 13],
          ].map(([x, y]) => (
            <path key={`${x}-${y}`} d={`M${x} ${y! - 6}L${x! + 6} ${y}L${x} ${y! + 6}L${x! - 6} ${y}Z`} fill={p.accent} strokeWidth="1" />
          ))}
        </g>
      );
    case 'starry': {
      const rand = seeded(7);
      const dots: string[] = [];
      for (let i = 0; i < 46; i++) {
        const side = i % 4;
        const t = rand();
        const x = side < 2 ? 14 + t * (CARD_WIDTH - 28) : side === 2 ? 12 + rand() * 12 : CARD_WIDTH - 12 - rand() * 12;
        const y = side === 0 ? 12 + rand() * 20 : side === 1 ? CARD_HEIGHT - 12 - rand() * 10 : 20 + t * (CARD_HEIGHT - 40);
        if (side === 1 && y > CARD_HEIGHT - 90 && x > 30 && x < CARD_WIDTH - 30) continue;
        dots.push(`M${r1(x)} ${r1(y)}h0`);
      }
      return (
        <g>
          <path d={dots.join('')} stroke={p.ink} strokeWidth="1.8" strokeLinecap="round" opacity=".7" />
          <rect x="9" y="9" width={CARD_WIDTH - 18} height={CARD_HEIGHT - 18} rx={style.radius - 6} fill="none" stroke={p.accent} strokeWidth="1" opacity=".8" />
          {[
            [20, 20],
            [CARD_WIDTH - 20, 20],
            [20, CARD_HEIGHT - 20],
            [CARD_WIDTH - 20, CARD_HEIGHT - 20],
          ].map(([x, y]) => (
            <path key={`${x}-${y}`} d={starPath(x!, y!, 8, 2.2, 4, 0)} fill={p.accent} />
          ))}
        </g>
      );
    }
    case 'deco': {
      const notch = (inset: number, cut: number) =>
        `M${inset + cut} ${inset}H${CARD_WIDTH - inset - cut}V${inset + cut}H${CARD_WIDTH - inset}V${CARD_HEIGHT - inset - cut}H${CARD_WIDTH - inset - cut}V${CARD_HEIGHT - inset}H${inset + cut}V${CARD_HEIGHT - inset - cut}H${inset}V${inset + cut}H${inset + cut}Z`;
      return (
        <g fill="none" stroke={p.accent}>
          <path d={notch(7, 12)} strokeWidth="1.6" />
          <path d={notch(12, 10)} strokeWidth="0.7" />
          <path d={`M${PX - 6} ${PY - 6}H${PX + PW + 6}V${PY + PH + 6}H${PX - 6}Z`} strokeWidth="0.7" />
          {/* A sunburst fan over the title band. */}
          <path
            d={Array.from({ length: 9 }, (_, i) => {
              const a = Math.PI + (i * Math.PI) / 8;
              return `M150 ${CARD_HEIGHT - 16}L${r1(150 + 30 * Math.cos(a))} ${r1(CARD_HEIGHT - 16 + 12 * Math.sin(a))}`;
            }).join('')}
            strokeWidth="0.8"
            opacity=".8"
          />
          {[
            [PX - 6, PY - 6],
            [PX + PW + 6, PY - 6],
            [PX - 6, PY + PH + 6],
            [PX + PW + 6, PY + PH + 6],
          ].map(([x, y]) => (
            <path key={`${x}-${y}`} d={`M${x} ${y! - 5}L${x! + 5} ${y}L${x} ${y! + 5}L${x! - 5} ${y}Z`} fill={p.accent} stroke="none" />
          ))}
        </g>
      );
    }
    case 'vine': {
      // A vine running round the picture, a leaf every so often, alternating sides.
      const leaves: ReactNode[] = [];
      const around: [number, number, number][] = [];
      for (let y = PY + 14; y < PY + PH - 4; y += 36) {
        around.push([PX - 12, y, 180]);
        around.push([PX + PW + 12, y + 18, 0]);
      }
      // Along the top, leaves only beside the numeral.
      for (const x of [PX + 14, PX + 44, PX + PW - 44, PX + PW - 14]) around.push([x, PY - 14, -90]);
      around.forEach(([x, y, a], i) => {
        const flip = i % 2 === 0 ? 1 : -1;
        leaves.push(
          <path key={`${x}-${y}`} d="M0 0Q6 -5 12 0Q6 5 0 0Z" transform={`translate(${x} ${y}) rotate(${a + 35 * flip}) scale(1.1)`} fill={p.accent2} stroke={p.ink} strokeWidth="0.7" />,
        );
      });
      const wave = (x0: number, y0: number, y1: number) => {
        let d = `M${x0} ${y0}`;
        for (let y = y0; y < y1; y += 36) d += `q-4 9 0 18q4 9 0 18`;
        return d;
      };
      return (
        <g>
          <rect x="10" y="10" width={CARD_WIDTH - 20} height={CARD_HEIGHT - 20} rx={style.radius - 6} fill="none" stroke={p.ink} strokeWidth="1.2" />
          <path d={`${wave(PX - 12, PY - 2, PY + PH)}${wave(PX + PW + 12, PY - 2, PY + PH)}`} fill="none" stroke="#8a5a32" strokeWidth="1.6" />
          {leaves}
          {[
            [24, 24],
            [CARD_WIDTH - 24, 24],
            [24, CARD_HEIGHT - 24],
            [CARD_WIDTH - 24, CARD_HEIGHT - 24],
          ].map(([x, y]) => (
            <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
              <circle r="5" fill={p.accent} stroke={p.ink} strokeWidth="0.8" />
              <circle cx="-7" cy="4" r="3" fill="#c9a227" stroke={p.ink} strokeWidth="0.6" />
            </g>
          ))}
        </g>
      );
    }
    case 'round': {
      const flower = (x: number, y: number, r: number) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="0" cy={-r} rx={r * 0.55} ry={r * 0.9} transform={`rotate(${a})`} fill={p.accent} opacity=".95" />
          ))}
          <circle r={r * 0.45} fill="#f1d08a" />
        </g>
      );
      return (
        <g>
          <rect x="9" y="9" width={CARD_WIDTH - 18} height={CARD_HEIGHT - 18} rx={style.radius - 7} fill="none" stroke={p.accent2} strokeWidth="1" opacity=".8" />
          <rect x={PX - 5} y={PY - 5} width={PW + 10} height={PH + 10} rx={pictureRadius(style) + 5} fill="none" stroke={p.accent2} strokeWidth="0.8" opacity=".7" />
          {flower(24, 24, 7)}
          {flower(CARD_WIDTH - 24, 24, 7)}
          {flower(24, CARD_HEIGHT - 24, 7)}
          {flower(CARD_WIDTH - 24, CARD_HEIGHT - 24, 7)}
        </g>
      );
    }
    case 'minimal':
    default:
      return <line x1="140" x2="160" y1={CARD_HEIGHT - 14} y2={CARD_HEIGHT - 14} stroke={p.accent} strokeWidth={sw} strokeLinecap="round" />;
  }
}

/** The card with its frame, the number and the title; `children` is the picture, clipped to PICTURE. */
export function CardFrame({ style, card, uid, emblem, children }: FrameParts) {
  const p = style.palette;
  const radius = pictureRadius(style);
  const title = style.lettering.uppercase ? card.name.toUpperCase() : card.name;
  const spacing = style.frame === 'deco' ? 2 : style.lettering.uppercase ? 1 : 0.2;
  const size = titleSize(title, style, spacing);
  const numeral = cardNumeral(card);
  const numeralSize = style.frame === 'minimal' ? 15 : 17;
  const clip = `${uid}-picture`;
  const italic = style.frame === 'round' ? 'italic' : 'normal';
  const darkPicture = style.frame !== 'minimal';
  return (
    <>
      <defs>
        <clipPath id={clip}>
          <rect x={PX} y={PY} width={PW} height={PH} rx={radius} />
        </clipPath>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} rx={style.radius} fill={p.frame} />
      <Ornaments style={style} />
      <rect x={PX} y={PY} width={PW} height={PH} rx={radius} fill={p.background} />
      <g clipPath={`url(#${clip})`}>{children}</g>
      {darkPicture ? (
        <rect x={PX} y={PY} width={PW} height={PH} rx={radius} fill="none" stroke={style.frame === 'classic' || style.frame === 'vine' ? p.ink : p.accent} strokeWidth={style.frame === 'classic' ? 2.4 : 1.4} />
      ) : null}
      {numeral !== null ? (
        <text x="150" y="30" textAnchor="middle" fontFamily={style.lettering.family} fontSize={numeralSize} fontWeight="bold" letterSpacing="1.5" fill={p.lettering}>
          {numeral}
        </text>
      ) : card.court && card.suit !== 'major' && style.slug !== 'mandala' ? (
        emblem(card.suit, 150, 25, 18)
      ) : null}
      <text
        x="150"
        y={CARD_HEIGHT - 36}
        textAnchor="middle"
        dominantBaseline="middle"
        fontFamily={style.lettering.family}
        fontSize={size}
        fontStyle={italic}
        fontWeight={style.frame === 'minimal' ? 'normal' : 'bold'}
        letterSpacing={spacing}
        fill={p.lettering}
      >
        {title}
      </text>
    </>
  );
}
