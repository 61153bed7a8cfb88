import type { Orientation } from '../../shared/tarot/reading.contract';
import { cardImageAlt, cardImageSrc } from '../../shared/tarot/tarot-pages';
import { CELTIC_CROSS_PLACES, CROSS_AND_STAFF_SPREADS } from '../../shared/tarot/tarot-spread';

/**
 * The cards of a saved reading laid out as their spread (issue #23): the Celtic Cross as the cross
 * and the staff, every other spread as one row. Every card has a square place as wide as a card
 * is tall, so a card turned sideways (or the crossing card) is drawn turned without touching its
 * neighbours; the only overlap is the second card of the Celtic Cross, laid across the first by
 * design. The sizes follow the width the layout has (container query units, client/styles/
 * tarot-result.css), so the same shape fits a phone, a desktop and a printed page.
 */

/** One card of a reading as the result page shows it (read by server/features/tarot/interpret.ts). */
export interface ResultCard {
  position: number;
  /** The position's name and what it asks, from the spread's text. */
  positionName: string;
  positionMeaning: string;
  name: string;
  rank: string;
  orientation: Orientation;
  /** 'Upright', 'Reversed', 'Turned right', 'Turned left'. */
  orientationLabel: string;
  /** How a sideways card reads; empty for upright and reversed. */
  orientationNote: string;
  keywords: readonly string[];
  /** The card's text for its orientation. */
  text: string;
  /** The card's page in the reading's deck. */
  href: string;
}

/** How far a card is turned, clockwise, by its orientation. */
const TURN: Record<Orientation, number> = { upright: 0, right: 90, reverse: 180, left: 270 };

const sideways = (turn: number): boolean => turn % 180 !== 0;

/**
 * The crossing card lies across the first: a quarter turn from it, whatever the first card's
 * orientation, so the two never lie one on the other. Drawn reversed (or turned left) it lies
 * across the other way, its top to the other side; its caption says how it was drawn.
 */
export function crossingTurn(first: Orientation, crossing: Orientation): number {
  const across = sideways(TURN[first]) ? 0 : 90;
  return crossing === 'reverse' || crossing === 'left' ? across + 180 : across;
}

function Slot({ card, deck, turn, place }: { card: ResultCard; deck: { slug: string; name: string }; turn: number; place?: string }) {
  return (
    <li className={sideways(turn) ? 'tarot-result-slot tarot-result-slot-sideways' : 'tarot-result-slot'} data-position={card.position} data-place={place} data-orientation={card.orientation}>
      <span className="tarot-result-slot-caption">
        <span className="tarot-result-slot-name">
          <span className="tarot-result-slot-number">{card.position}.</span> <span className="tarot-result-slot-position">{card.positionName}</span>
          <span className="visually-hidden">:</span>
        </span>{' '}
        <span className="tarot-result-slot-card">
          {card.name}
          {card.orientation !== 'upright' && <span className="tarot-result-slot-turn"> ({card.orientationLabel.toLowerCase()})</span>}
          {place === 'crossing' && <span className="visually-hidden">, laid across card 1</span>}
        </span>
      </span>
      <span className="tarot-result-box">
        <a href={card.href} className={`tarot-result-card tarot-result-card-${card.orientation}`} data-turn={turn}>
          <img src={cardImageSrc(deck.slug, card.rank)} alt={cardImageAlt(card.name, deck.name)} width={120} height={208} loading="lazy" />
        </a>
      </span>
    </li>
  );
}

export function ResultSpread({ spread, cards, deck }: { spread: string; cards: readonly ResultCard[]; deck: { slug: string; name: string } }) {
  const byPosition = new Map(cards.map((card) => [card.position, card]));
  if (CROSS_AND_STAFF_SPREADS.has(spread) && cards.length === 10 && cards.every((card) => CELTIC_CROSS_PLACES[card.position])) {
    const first = byPosition.get(1)!;
    const slot = (position: number) => {
      const card = byPosition.get(position)!;
      const turn = position === 2 ? crossingTurn(first.orientation, card.orientation) : TURN[card.orientation];
      return <Slot key={position} card={card} deck={deck} turn={turn} place={CELTIC_CROSS_PLACES[position]} />;
    };
    return (
      <div className="tarot-result-layout tarot-cc" role="group" aria-label="The cards as drawn" data-layout="cross-and-staff">
        <ol className="tarot-cc-cross" aria-label="The cross">
          {[1, 2, 3, 4, 5, 6].map(slot)}
        </ol>
        <ol className="tarot-cc-staff" start={7} aria-label="The staff, from the bottom up">
          {[7, 8, 9, 10].map(slot)}
        </ol>
      </div>
    );
  }
  return (
    <div className="tarot-result-layout">
      <ol className={`tarot-result-row tarot-result-row-${cards.length}`} aria-label="The cards as drawn" data-layout="row">
        {cards.map((card) => (
          <Slot key={card.position} card={card} deck={deck} turn={TURN[card.orientation]} />
        ))}
      </ol>
    </div>
  );
}
