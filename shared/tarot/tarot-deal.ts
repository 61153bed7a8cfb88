import { ORIENTATIONS, type Orientation } from './reading.contract';

/**
 * The rules of a deal and of a submission (issue #12, spec 2 §4-§5), pure so both the platform
 * that keeps deals and the unit tests use them. Randomness is passed in: the platform gives
 * `crypto.randomInt`, so every shuffle and every drawn orientation comes from a cryptographic source.
 */

/** A source of integers in [0, max): `crypto.randomInt` in production. */
export type RandomInt = (max: number) => number;

export interface DealtCard {
  card_id: number;
  orientation: Orientation;
  position: number;
}

/** Fisher-Yates: a uniformly random permutation of `items` (a copy). */
export function shuffle<T>(items: readonly T[], random: RandomInt): T[] {
  const deck = [...items];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [deck[index], deck[other]] = [deck[other]!, deck[index]!];
  }
  return deck;
}

/** The message of a wrong count (spec 2 §5: "the count remaining"). */
export function countMessage(picked: number, positions: number): string {
  const remaining = positions - picked;
  if (remaining > 0) return `Choose ${remaining} more ${remaining === 1 ? 'card' : 'cards'}.`;
  const extra = -remaining;
  return `This reading takes ${positions} ${positions === 1 ? 'card' : 'cards'}: put back ${extra} ${extra === 1 ? 'card' : 'cards'}.`;
}

/**
 * "Draw for me": `positions` cards of the fan in order from the 1-based place `from` (the first
 * card, or the yes-or-no reading's preselected tenth), each with a random orientation. What the
 * plain form (no JavaScript) submits as an empty list.
 */
export function drawFromFan(fan: readonly number[], positions: number, random: RandomInt, from = 1): DealtCard[] {
  return fan.slice(from - 1, from - 1 + positions).map((card_id, index) => ({ card_id, orientation: ORIENTATIONS[random(ORIENTATIONS.length)]!, position: index + 1 }));
}

export type SubmissionProblem = { field: 'cards' | 'deck_code'; message: string };

/**
 * Checks a submitted card list against its deal. Returns the first problem, or null when the list
 * is good: the spread's count, no card twice, every card from the deal's fan (the deck's 78),
 * positions 1..N each once, known orientations, the deal's deck.
 */
export function checkSubmission(deal: { fan: readonly number[]; positions: number; deck_code: string }, submitted: { deck_code: string; cards: readonly { card_id: unknown; orientation: unknown; position: unknown }[] }): SubmissionProblem | null {
  const { cards } = submitted;
  if (submitted.deck_code !== deal.deck_code) return { field: 'deck_code', message: 'These cards were dealt from another deck. Please shuffle again.' };
  if (cards.length !== deal.positions) return { field: 'cards', message: countMessage(cards.length, deal.positions) };
  const inFan = new Set(deal.fan);
  const seenCards = new Set<unknown>();
  const seenPositions = new Set<unknown>();
  for (const card of cards) {
    if (typeof card.card_id !== 'number' || !inFan.has(card.card_id)) return { field: 'cards', message: 'One of these cards is not in your deal. Please shuffle again.' };
    if (seenCards.has(card.card_id)) return { field: 'cards', message: 'Each card can be chosen only once.' };
    seenCards.add(card.card_id);
    if (!(ORIENTATIONS as readonly unknown[]).includes(card.orientation)) return { field: 'cards', message: 'A card has an orientation this reading does not know.' };
    if (typeof card.position !== 'number' || !Number.isInteger(card.position) || card.position < 1 || card.position > deal.positions || seenPositions.has(card.position)) {
      return { field: 'cards', message: 'Each place in the spread takes exactly one card.' };
    }
    seenPositions.add(card.position);
  }
  return null;
}
