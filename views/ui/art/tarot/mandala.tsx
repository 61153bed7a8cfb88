import type { ReactNode } from 'react';
import type { Suit, TarotCard } from '../../../../shared/tarot/tarot';
import { r1 } from '../art-kit';
import { PICTURE, type DeckStyle } from './types';

/**
 * The Mandala deck (not a tarot deck, issue #12): each of the 78 cards is a mandala of
 * concentric rings. The card's number sets the symmetry (a Major's number, a minor's 1-14: its
 * inner ring has that many petals, the outer rings multiples of it), the suit sets the petal's
 * shape (flames for Wands, round petals for Cups, blades for Swords, discs for Coins, stars for
 * the Majors) and the colours (fire, water, air, earth, and violet and gold).
 */

const SUIT_COLOURS: Record<Suit, readonly [string, string, string, string, string]> = {
  major: ['#5b2a86', '#c2408f', '#f2b441', '#2e9c9a', '#f6ecff'],
  wands: ['#a52a1a', '#e3661d', '#f4b33d', '#6e2a1c', '#fff0e0'],
  cups: ['#1f5f8b', '#3a9fc0', '#9ad8dc', '#24406b', '#ecf7fa'],
  swords: ['#44487a', '#8a8fc4', '#d0d2ee', '#272a4c', '#f1f1fa'],
  coins: ['#3f6b2f', '#8aa33b', '#dcb84a', '#6b4a2b', '#f6f2df'],
};

type Shape = 'flame' | 'round' | 'blade' | 'disc' | 'star';
const SUIT_SHAPE: Record<Suit, Shape> = { major: 'star', wands: 'flame', cups: 'round', swords: 'blade', coins: 'disc' };

/** One petal pointing up from 0,0, `h` long and `w` wide. */
function petal(shape: Shape, h: number, w: number): string {
  switch (shape) {
    case 'flame':
      return `M0 0C${r1(w)} ${r1(-h * 0.3)} ${r1(w * 0.4)} ${r1(-h * 0.7)} 0 ${-h}C${r1(-w * 0.4)} ${r1(-h * 0.7)} ${r1(-w)} ${r1(-h * 0.3)} 0 0Z`;
    case 'round':
      return `M0 0C${r1(w * 1.2)} ${r1(-h * 0.2)} ${r1(w * 1.1)} ${-h} 0 ${-h}C${r1(-w * 1.1)} ${-h} ${r1(-w * 1.2)} ${r1(-h * 0.2)} 0 0Z`;
    case 'blade':
      return `M0 0L${r1(w * 0.6)} ${r1(-h * 0.35)}L0 ${-h}L${r1(-w * 0.6)} ${r1(-h * 0.35)}Z`;
    case 'disc': {
      // A leaf-like stem carrying a coin at its tip.
      const r = r1(Math.min(w * 0.55, h * 0.3));
      const stem = h - 2 * r;
      return `M0 0C${r1(w * 0.5)} ${r1(-stem * 0.3)} ${r1(w * 0.3)} ${r1(-stem * 0.8)} 0 ${r1(-stem)}C${r1(-w * 0.3)} ${r1(-stem * 0.8)} ${r1(-w * 0.5)} ${r1(-stem * 0.3)} 0 0ZM0 ${r1(-stem)}a${r} ${r} 0 1 0 0 ${r1(-2 * r)}a${r} ${r} 0 1 0 0 ${r1(2 * r)}Z`;
    }
    case 'star':
    default:
      return `M0 0L${r1(w * 0.35)} ${r1(-h * 0.55)}L0 ${-h}L${r1(-w * 0.35)} ${r1(-h * 0.55)}Z`;
  }
}

function Ring({ count, r, h, w, shape, fill, stroke, sw, turn = 0 }: { count: number; r: number; h: number; w: number; shape: Shape; fill: string; stroke: string; sw: number; turn?: number }) {
  const d = petal(shape, h, w);
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <path key={i} d={d} transform={`rotate(${r1(turn + (360 * i) / count)}) translate(0 ${-r})`} fill={fill} stroke={stroke} strokeWidth={sw} />
      ))}
    </g>
  );
}

function Dots({ count, r, size, fill }: { count: number; r: number; size: number; fill: string }) {
  const d = Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count - Math.PI / 2;
    return `M${r1(r * Math.cos(a))} ${r1(r * Math.sin(a))}h0`;
  }).join('');
  return <path d={d} stroke={fill} strokeWidth={size} strokeLinecap="round" />;
}

/** The centre: the number made visible (nothing for 0, a disc for 1, a vesica for 2, n points beyond). */
function Centre({ n, shape, colours, ink }: { n: number; shape: Shape; colours: readonly string[]; ink: string }) {
  if (n === 0) return <circle r="16" fill="none" stroke={ink} strokeWidth="1.6" />;
  if (n === 1) return <circle r="14" fill={colours[2]} stroke={ink} strokeWidth="1.4" />;
  if (n === 2)
    return (
      <g fill="none" stroke={ink} strokeWidth="1.4">
        <circle cx="-7" r="13" fill={colours[2]} fillOpacity=".7" />
        <circle cx="7" r="13" />
      </g>
    );
  return (
    <>
      <Ring count={n} r={0} h={20} w={Math.min(12, 50 / n + 3)} shape={shape === 'disc' ? 'round' : shape} fill={colours[2]!} stroke={ink} sw={1} />
      <circle r="5" fill={colours[0]} />
    </>
  );
}

const SHAPES: readonly Shape[] = ['round', 'blade', 'flame', 'star', 'disc'];

/** The mandala of a card, drawn in the picture area. */
export function MandalaPicture({ card, style }: { card: TarotCard; style: DeckStyle }) {
  const n = card.number;
  const suitColours = SUIT_COLOURS[card.suit];
  // The Majors turn their colours with their number, so no two share a scheme.
  const shift = card.suit === 'major' ? n % 3 : 0;
  const turn = (i: number) => suitColours[(i + shift) % 3]!;
  const colours = [turn(0), turn(1), turn(2), suitColours[3], suitColours[4]] as const;
  const shape = SUIT_SHAPE[card.suit];
  const second = SHAPES[(n + SHAPES.indexOf(shape) + 1) % SHAPES.length]!;
  const ink = suitColours[3];
  const sw = style.stroke * 0.6;
  // The symmetry is the number: the great ring has n petals (0: none, 1 and 2: doubled up to 8).
  const s = n === 0 ? 0 : n >= 3 ? n : n * 4;
  const great = s === 0 ? 0 : s;
  const fine = s === 0 ? 24 : s * Math.max(2, Math.round(24 / s));
  const small = s === 0 ? 0 : s * 2;
  const greatWidth = Math.min(58, (2 * Math.PI * 56) / Math.max(great, 1) / 1.25);
  const smallWidth = Math.min(22, (2 * Math.PI * 34) / Math.max(small, 1) / 1.3);
  const { x, y, width, height } = PICTURE;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const corners: ReactNode[] = [
    [x + 26, y + 30],
    [x + width - 26, y + 30],
    [x + 26, y + height - 30],
    [x + width - 26, y + height - 30],
  ].map(([px, py]) => (
    <g key={`${px}-${py}`} transform={`translate(${px} ${py})`}>
      <Ring count={Math.max(3, Math.min(n || 6, 8))} r={0} h={16} w={7} shape={shape} fill={colours[1]} stroke={ink} sw={0.6} />
      <circle r="3" fill={colours[2]} />
    </g>
  ));
  return (
    <g data-mandala={`${card.suit}-${n}`}>
      <rect x={x} y={y} width={width} height={height} fill={colours[4]} />
      <rect x={x} y={y} width={width} height={height} fill="none" stroke={colours[1]} strokeWidth="10" opacity=".25" />
      {corners}
      <g transform={`translate(${cx} ${cy})`}>
        <circle r="116" fill={colours[4]} stroke={ink} strokeWidth="1" />
        <Dots count={fine * 2} r={111} size={2.6} fill={colours[0]} />
        {/* The outer lace: a fine ring of the second shape. */}
        <Ring count={fine} r={86} h={20} w={Math.min(12, (2 * Math.PI * 90) / fine / 1.3)} shape={second} fill={colours[2]} stroke={ink} sw={sw * 0.8} turn={180 / fine} />
        {great > 0 ? (
          <>
            <Ring count={great} r={30} h={56} w={greatWidth} shape={shape} fill={colours[1]} stroke={ink} sw={sw} />
            <Ring count={great} r={38} h={34} w={greatWidth * 0.5} shape={shape} fill={colours[0]} stroke={ink} sw={sw * 0.7} />
          </>
        ) : (
          [80, 64, 48].map((r, i) => <circle key={r} r={r} fill="none" stroke={colours[i % 2]} strokeWidth={i === 1 ? 6 : 2} />)
        )}
        {small > 0 ? <Ring count={small} r={18} h={16} w={smallWidth} shape={second} fill={colours[2]} stroke={ink} sw={0.7} turn={180 / small} /> : null}
        <circle r="24" fill={colours[4]} stroke={ink} strokeWidth="0.8" opacity=".9" />
        <Centre n={n} shape={shape} colours={colours} ink={ink} />
      </g>
    </g>
  );
}
