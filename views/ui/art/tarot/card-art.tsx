import { useId, type ReactNode } from 'react';
import { DECKS, DEFAULT_DECK_ID, deckBySlug, isRetiredDeck, type Deck } from '../../../../shared/tarot/decks';
import { cardByRank, type TarotCard } from '../../../../shared/tarot/tarot';
import { CardFrame, roman } from './card-frame';
import { DECK_SCENES } from './decks';
import { deckStyle } from './deck-styles';
import { suitEmblem } from './emblems';
import { majorSymbol } from './major-symbols';
import { MandalaPicture } from './mandala';
import { PipScene } from './pips';
import { courtScene, MAJOR_SCENES, type CourtRank } from './scenes';
import { CARD_HEIGHT, CARD_WIDTH, PICTURE, type DeckStyle, type SceneContext } from './types';

/**
 * One tarot card of one deck as a complete SVG (issue #12): the deck's frame and lettering
 * around the card's picture. Majors draw their registered scene (MAJOR_SCENES), courts theirs
 * (courtScene), pips their emblems (pips.tsx), the Mandala deck its mandala (mandala.tsx). A
 * scene not registered yet draws an emblematic stand-in, so every card always renders.
 */

export interface TarotCardArtProps {
  /** The deck's slug ('universal-waite', 'mandala' ...); an unknown slug draws the default deck. */
  deck: string;
  /** The card's canonical_rank ('the-fool', 'ace-of-wands' ...). */
  rank: string;
  className?: string;
  /** The accessible name; "{Card name}, {Deck name} deck" when left out. */
  title?: string;
  /** Width and height attributes in grid units, for a standalone file (tarotCardSvg). */
  standalone?: boolean;
}

const COURTS: readonly CourtRank[] = ['page', 'knight', 'queen', 'king'];

const DEFAULT_DECK = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)!;

/** The deck a slug names; the default deck for an unknown or retired one (its pictures are the default deck's now). */
export function artDeck(slug: string): Deck {
  const deck = deckBySlug(slug);
  return deck && !isRetiredDeck(deck) ? deck : DEFAULT_DECK;
}

/** "The Tower, Moon Garden deck": the alt text of a card image. */
export function tarotCardAlt(card: TarotCard, deck: Deck): string {
  return `${card.name}, ${deck.name} deck`;
}

const emblems = new Map<string, SceneContext['emblem']>();

/** The scene context of one card of a deck style: its emblem drawer (built once per style) and its ids. */
export function sceneContext(style: DeckStyle, uid: string): SceneContext {
  let emblem = emblems.get(style.slug);
  if (!emblem) {
    emblem = suitEmblem(style);
    emblems.set(style.slug, emblem);
  }
  return { style, emblem, id: (name) => `${uid}-${name}` };
}

const { x: PX, y: PY, width: PW, height: PH } = PICTURE;
const CX = PX + PW / 2;

/** The crowns, helmets and feathers that mark a court rank on the stand-in picture. */
function courtMark(court: CourtRank, style: DeckStyle): ReactNode {
  const p = style.palette;
  const line = { stroke: p.ink, strokeWidth: 1.6, strokeLinejoin: 'round' as const };
  switch (court) {
    case 'king':
      return <path d={`M${CX - 34} 130L${CX - 40} 86L${CX - 20} 108L${CX} 78L${CX + 20} 108L${CX + 40} 86L${CX + 34} 130Z`} fill={p.accent} {...line} />;
    case 'queen':
      return (
        <g fill={p.accent} {...line}>
          <path d={`M${CX - 30} 130Q${CX} 70 ${CX + 30} 130Z`} />
          {[-20, 0, 20].map((dx) => (
            <circle key={dx} cx={CX + dx} cy={dx === 0 ? 92 : 104} r="5" fill={p.accent2} />
          ))}
        </g>
      );
    case 'knight':
      return <path d={`M${CX - 26} 132V102Q${CX - 26} 76 ${CX} 76Q${CX + 26} 76 ${CX + 26} 102V132ZM${CX - 26} 106H${CX + 26}`} fill={p.accent2} {...line} />;
    case 'page':
    default:
      return <path d={`M${CX - 30} 128Q${CX - 6} 110 ${CX + 4} 78Q${CX + 14} 104 ${CX - 30} 128Z`} fill={p.accent} {...line} />;
  }
}

/** The stand-in picture of a card whose scene is not drawn yet: its number and symbol in a medallion. */
function StandIn({ card, context }: { card: TarotCard; context: SceneContext }) {
  const { style } = context;
  const p = style.palette;
  const cy = PY + PH / 2 + 10;
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const inner = i % 2 ? 96 : 88;
    return `M${(CX + inner * Math.cos(a)).toFixed(1)} ${(cy + inner * Math.sin(a)).toFixed(1)}L${(CX + 112 * Math.cos(a)).toFixed(1)} ${(cy + 112 * Math.sin(a)).toFixed(1)}`;
  }).join('');
  return (
    <g data-stand-in={card.rank}>
      <rect x={PX} y={PY} width={PW} height={PH} fill={p.sky} />
      <rect x={PX} y={PY + PH - 70} width={PW} height="70" fill={p.ground} />
      <path d={rays} stroke={p.accent} strokeWidth="2" strokeLinecap="round" opacity=".8" />
      <circle cx={CX} cy={cy} r="80" fill={p.background} stroke={p.ink} strokeWidth={style.stroke} />
      <circle cx={CX} cy={cy} r="70" fill="none" stroke={p.accent} strokeWidth="1.2" />
      {card.suit === 'major' ? (
        <>
          <g transform={`translate(${CX} ${cy - 16}) scale(1.4)`}>{majorSymbol(card.number, style)}</g>
          <text x={CX} y={cy + 56} textAnchor="middle" fontFamily={style.lettering.family} fontSize="24" fontWeight="bold" fill={p.ink}>
            {roman(card.number)}
          </text>
        </>
      ) : (
        <>
          {courtMark(COURTS[card.number - 11] ?? 'page', style)}
          {context.emblem(card.suit, CX, cy, 110)}
        </>
      )}
    </g>
  );
}

/** What the picture area shows for a card in a deck. */
function Picture({ card, deck, context }: { card: TarotCard; deck: Deck; context: SceneContext }) {
  if (deck.type === 'mandala') return <MandalaPicture card={card} style={context.style} />;
  const own = DECK_SCENES[deck.slug]?.[card.rank];
  if (own) return <g data-picture="">{own(context)}</g>;
  if (card.suit === 'major') {
    const scene = MAJOR_SCENES[card.rank];
    return scene ? <>{scene(context)}</> : <StandIn card={card} context={context} />;
  }
  if (card.court) {
    const scene = courtScene(card.suit, COURTS[card.number - 11]!);
    return scene ? <>{scene(context)}</> : <StandIn card={card} context={context} />;
  }
  return <PipScene suit={card.suit} number={card.number} context={context} />;
}

/** A tarot card as an image: the whole card, 300 x 520 grid units, named for assistive technology. */
export function TarotCardArt({ deck, rank, className, title, standalone }: TarotCardArtProps) {
  const reactId = useId();
  const card = cardByRank(rank);
  if (!card) throw new Error(`Unknown tarot card: ${rank}`);
  const info = artDeck(deck);
  const style = deckStyle(info.slug);
  const uid = `tc-${info.slug}-${card.rank}-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const context = sceneContext(style, uid);
  const titleId = `${uid}-title`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      {...(standalone ? { width: CARD_WIDTH, height: CARD_HEIGHT } : {})}
      className={className ? `tarot-card-art ${className}` : 'tarot-card-art'}
      role="img"
      aria-labelledby={titleId}
      data-deck={info.slug}
      data-card={card.rank}
    >
      <title id={titleId}>{title ?? tarotCardAlt(card, info)}</title>
      <CardFrame style={style} card={card} uid={uid} emblem={context.emblem}>
        <Picture card={card} deck={info} context={context} />
      </CardFrame>
    </svg>
  );
}
