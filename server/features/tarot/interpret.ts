import type { Orientation } from '../../../shared/tarot/reading.contract';
import { deckByCode, findDeck, isRetiredDeck, DEFAULT_DECK_ID, type Deck } from '../../../shared/tarot/decks';
import { readingProduct } from '../../../shared/store/reading-products';
import { href, ROUTES } from '../../../shared/routes';
import { cardById, SUIT_DISPLAY, type MinorSuit, type TarotCard } from '../../../shared/tarot/tarot';
import { cardText, spreadText, TAROT_SYNTHESIS } from '../../content/tarot/library';
import type { SynthesisText } from '../../content/tarot/types';
import type { ResultCard } from '../../../views/tarot/tarot-result-page';

/**
 * The whole interpretation of a saved reading (issue #12): an opening, each position with its
 * card, the synthesis that reads the spread as a whole, the yes-or-no answer where the spread asks
 * for one, and a closing. Every sentence comes from the tarot library (server/content/tarot/);
 * where the library offers several, the reading's id chooses, so a reading reads the same every
 * time it is opened and two readings of the same cards need not read alike.
 *
 * Orientation: upright reads the card's upright text, reverse its reversed text. A sideways card
 * is read as an influence in motion: turned right, it is arriving (its upright meaning, still
 * building); turned left, it is blocked or leaving (its upright meaning, held back). See
 * server/features/tarot/decisions/sideways-cards.md.
 */

export interface InterpretInput {
  reading_id: string;
  spread_code: string;
  deck_code: string;
  question: string;
  cards: readonly { card_id: number; orientation: Orientation; position: number }[];
}

/** One card of the reading, read: what the result page shows of it (ResultCard), with the whole card for its name and rank. */
export interface InterpretedCard extends Omit<ResultCard, 'name' | 'rank'> {
  card: TarotCard;
}

export interface YesNoAnswer {
  answer: 'Yes' | 'No' | 'Maybe' | 'Probably yes' | 'Probably not';
  /** Why: the card's own note, and what its orientation did to it. */
  note: string;
}

export interface Interpretation {
  spreadName: string;
  deck: Deck;
  question: string;
  opening: string;
  cards: InterpretedCard[];
  synthesis: string[];
  answer?: YesNoAnswer;
  closing: string;
}

export const ORIENTATION_LABELS: Record<Orientation, string> = { upright: 'Upright', reverse: 'Reversed', right: 'Turned right', left: 'Turned left' };

export const SIDEWAYS_NOTES: Record<Orientation, string> = {
  upright: '',
  reverse: '',
  right: 'Turned to the right, this card is an influence on its way in: what it describes is arriving and gathering strength, not yet in full force.',
  left: 'Turned to the left, this card is an influence held back: what it describes is blocked or on its way out, present but not free to act.',
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const COURT_RANKS = ['page', 'knight', 'queen', 'king'] as const;
const MINOR_SUITS: readonly MinorSuit[] = ['wands', 'cups', 'swords', 'coins'];

/** FNV-1a: a stable number from the reading's id and what is being chosen. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const choose = <T>(pool: readonly T[], seed: string, what: string): T => pool[hash(`${seed}:${what}`) % pool.length]!;

function fill(sentence: string, values: { card?: string; card2?: string; suit?: string; count?: string }): string {
  return sentence
    .replaceAll('{card2}', values.card2 ?? '')
    .replaceAll('{card}', values.card ?? '')
    .replaceAll('{suit}', values.suit ?? '')
    .replaceAll('{count}', values.count ?? '');
}

/** The card's page: /tarot/cards/{rank}, with the deck's slug unless it is the default deck. */
export function cardHref(card: TarotCard, deck: Deck): string {
  return deck.id === DEFAULT_DECK_ID ? href(ROUTES.tarotCard, { rank: card.rank }) : href(ROUTES.tarotCardInDeck, { rank: card.rank, deck: deck.slug });
}

/** The yes-or-no answer: the card's leaning, weakened when it is reversed or held back (turned left). */
export function yesNoAnswer(card: TarotCard, orientation: Orientation): YesNoAnswer {
  const text = cardText(card.rank);
  const weakened = orientation === 'reverse' || orientation === 'left';
  let answer: YesNoAnswer['answer'];
  if (text.yesNo === 'maybe') answer = 'Maybe';
  else if (text.yesNo === 'yes') answer = weakened ? 'Probably yes' : 'Yes';
  else answer = weakened ? 'Probably not' : 'No';
  const why =
    text.yesNo === 'maybe'
      ? ''
      : weakened
        ? ` ${card.name} leans ${text.yesNo === 'yes' ? 'towards yes' : 'towards no'}, but ${orientation === 'reverse' ? 'reversed' : 'held back'} it speaks more softly: the answer is not settled yet.`
        : orientation === 'right'
          ? ` The answer is on its way rather than already here.`
          : '';
  return { answer, note: `${text.yesNoNote}${why}` };
}

/**
 * The synthesis: what the cards say together, by the rules of the library (issue #12). Each
 * rule adds one sentence, chosen by the reading's id. Rules that need a spread (majors, suits,
 * reversals) wait for three cards or more; a missing suit for five or more.
 */
export function synthesise(cards: readonly { card: TarotCard; orientation: Orientation }[], seed: string, library: SynthesisText = TAROT_SYNTHESIS): string[] {
  const out: string[] = [];
  const n = cards.length;
  if (n === 0) return out;
  const majors = cards.filter(({ card }) => card.suit === 'major').length;
  if (n >= 3) {
    if (majors * 2 >= n) out.push(choose(library.manyMajors, seed, 'majors'));
    else if (majors === 0) out.push(choose(library.noMajors, seed, 'no-majors'));
    for (const suit of MINOR_SUITS) {
      const count = cards.filter(({ card }) => card.suit === suit).length;
      if (count >= 2 && count * 2 > n) out.push(fill(choose(library.suitDominant[suit], seed, `dominant-${suit}`), { suit: SUIT_DISPLAY[suit], count: NUMBER_WORDS[count] ?? String(count) }));
    }
    if (n >= 5) {
      for (const suit of MINOR_SUITS) {
        if (!cards.some(({ card }) => card.suit === suit)) out.push(fill(choose(library.suitMissing[suit], seed, `missing-${suit}`), { suit: SUIT_DISPLAY[suit] }));
      }
    }
    const reversed = cards.filter(({ orientation }) => orientation === 'reverse').length;
    if (reversed * 2 >= n) out.push(fill(choose(library.manyReversed, seed, 'reversed'), { count: NUMBER_WORDS[reversed] ?? String(reversed) }));
    else if (cards.every(({ orientation }) => orientation === 'upright')) out.push(choose(library.allUpright, seed, 'upright'));
  }
  // Court cards: each one met in the spread (at most three, in the spread's order).
  let courts = 0;
  for (const { card } of cards) {
    if (!card.court || courts >= 3) continue;
    courts += 1;
    const rank = COURT_RANKS[card.number - 11]!;
    out.push(fill(choose(library.court[rank], seed, `court-${card.id}`), { card: card.name }));
  }
  // Two or more minor cards of one number, Ace to Ten.
  for (let number = 1; number <= 10; number += 1) {
    const count = cards.filter(({ card }) => card.suit !== 'major' && card.number === number).length;
    const pool = library.sameNumber[String(number)];
    if (count >= 2 && pool) out.push(fill(choose(pool, seed, `number-${number}`), { count: NUMBER_WORDS[count] ?? String(count) }));
  }
  // Named pairs of related cards, in either order.
  const ranks = new Map(cards.map(({ card }) => [card.rank, card]));
  for (const [pair, pool] of Object.entries(library.pairs)) {
    const [first, second] = pair.split('+') as [string, string];
    const a = ranks.get(first);
    const b = ranks.get(second);
    if (a && b) out.push(fill(choose(pool, seed, `pair-${pair}`), { card: a.name, card2: b.name }));
  }
  return out;
}

/** The reading, read. Deterministic: the same reading always gives the same text. */
export function interpret(reading: InterpretInput): Interpretation {
  const seed = reading.reading_id;
  const stored = deckByCode(reading.deck_code);
  const deck = stored && !isRetiredDeck(stored) ? stored : findDeck(DEFAULT_DECK_ID)!;
  const spread = spreadText(reading.spread_code);
  const ordered = [...reading.cards].sort((a, b) => a.position - b.position);
  const cards: InterpretedCard[] = ordered.map(({ card_id, orientation, position }) => {
    const card = cardById(card_id)!;
    const text = cardText(card.rank);
    const place = spread?.positions.find((each) => each.position === position);
    const reversed = orientation === 'reverse';
    return {
      position,
      positionName: place?.name ?? `Card ${position}`,
      positionMeaning: place?.meaning ?? '',
      card,
      orientation,
      orientationLabel: ORIENTATION_LABELS[orientation],
      orientationNote: SIDEWAYS_NOTES[orientation],
      keywords: reversed ? text.keywords.reversed : text.keywords.upright,
      text: reversed ? text.reversed : text.upright,
      href: cardHref(card, deck),
    };
  });
  const first = cards[0];
  return {
    spreadName: readingProduct(reading.spread_code)?.name ?? spread?.name ?? 'Tarot Reading',
    deck,
    question: reading.question,
    opening: choose(TAROT_SYNTHESIS.openings, seed, 'opening'),
    cards,
    synthesis: synthesise(cards, seed),
    ...(reading.spread_code === 'yes-no' && first ? { answer: yesNoAnswer(first.card, first.orientation) } : {}),
    closing: choose(TAROT_SYNTHESIS.closings, seed, 'closing'),
  };
}
