import { useId } from 'react';
import { DECKS, DEFAULT_DECK_ID, deckBySlug, isRetiredDeck, type Deck } from '../../../../shared/tarot/decks';
import { cardByRank, type TarotCard } from '../../../../shared/tarot/tarot';
import { CardFrame } from './card-frame';
import { DECK_SCENES } from './decks';
import { deckStyle } from './deck-styles';
import { suitEmblem } from './emblems';
import { MandalaPicture } from './mandala';
import { CARD_HEIGHT, CARD_WIDTH, type DeckStyle, type SceneContext } from './types';

/**
 * One tarot card of one deck as a complete SVG (issue #12): the deck's frame and lettering
 * around the card's picture. Each tarot deck draws its own picture of every card
 * (decks/{slug}/, issue #23); the Mandala deck draws a mandala (mandala.tsx).
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

/** What the picture area shows for a card in a deck. */
function Picture({ card, deck, context }: { card: TarotCard; deck: Deck; context: SceneContext }) {
  if (deck.type === 'mandala') return <MandalaPicture card={card} style={context.style} />;
  // Every tarot deck draws all 78 (the art tests hold it to that).
  const scene = DECK_SCENES[deck.slug]?.[card.rank];
  return scene ? <g data-picture="">{scene(context)}</g> : null;
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
