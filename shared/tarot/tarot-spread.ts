import type { Orientation } from './reading.contract';
import { href } from '../href';

/**
 * The rules of the spread screen (spec 2 §3 Spread, §4, §5, §9), pure so the island and the tests
 * share them. This module imports no zod: the reading screen's first load stays small.
 */

/** Spec 2 §9, in the contract's order. */
export const SPREAD_ORIENTATIONS = ['upright', 'right', 'left', 'reverse'] as const satisfies readonly Orientation[];

/** A whole number in [0, bound): the cryptographic source in the browser, a fixed one in tests. */
export type RandomInt = (bound: number) => number;

/** Uniform in [0, bound) from crypto.getRandomValues, without modulo bias. */
export const cryptoRandomInt: RandomInt = (bound) => {
  if (bound <= 1) return 0;
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % bound;
  }
};

/**
 * Shuffle (spec 2 §4): the picked cards keep their places in the fan; every other card is dealt
 * again at random (Fisher-Yates) into the places that are left.
 */
export function shuffleKeepingPicked(fan: readonly number[], picked: ReadonlySet<number>, random: RandomInt = cryptoRandomInt): number[] {
  const free = fan.filter((card) => !picked.has(card));
  for (let index = free.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [free[index], free[other]] = [free[other]!, free[index]!];
  }
  let next = 0;
  return fan.map((card) => (picked.has(card) ? card : free[next++]!));
}

/** Orienting (spec 2 §4): a random orientation per position among the four. */
export function randomOrientations(positions: number, random: RandomInt = cryptoRandomInt): Orientation[] {
  return Array.from({ length: positions }, () => SPREAD_ORIENTATIONS[random(SPREAD_ORIENTATIONS.length)]!);
}

/** Spec 2 §5 and §8: a wrong count says how many remain (or how many too many). */
export function countMessage(picked: number, positions: number): string | undefined {
  const remaining = positions - picked;
  if (remaining === 0) return undefined;
  if (remaining < 0) return `Put back ${-remaining} ${-remaining === 1 ? 'card' : 'cards'}.`;
  return `Choose ${remaining} more ${remaining === 1 ? 'card' : 'cards'}.`;
}

/** How an orientation reads next to a position. */
export const ORIENTATION_LABEL: Record<Orientation, string> = { upright: 'upright', right: 'turned right', left: 'turned left', reverse: 'reversed' };

/** Spec 2 §9: the yes-or-no reading pre-selects card 10 (the tenth card of the fan). */
export const YES_NO_PRESELECTED = 10;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** "tenth": a place in the fan as a word (a number past the twelfth). */
export const ordinal = (place: number): string => ORDINALS[place - 1] ?? `number ${place}`;

/**
 * What the screen says of a card chosen in advance (the yes-or-no reading): the tenth card of the
 * shuffled fan is drawn for the visitor, who may put it back and choose another.
 */
export const preselectText = {
  title: 'The card drawn for you',
  help: (place: number) =>
    `The ${ordinal(place)} card of the shuffled fan has been drawn for you and laid in your spread. Hold your question in mind and reveal its meaning. To draw a different card, choose the drawn card again to put it back, then choose another.`,
  /** Said when the fan is dealt, and shown while the drawn card is the one in the spread. */
  drawn: (place: number) => `The ${ordinal(place)} card of the fan is drawn for you.`,
};

/**
 * The fan (spec 2 §3 Spread): the deck face down in fanned rows that overlap, each row an arc. A
 * narrow screen lays 13 cards to a row (six rows), a wide one 26 (three rows); the stylesheet
 * picks one by the fan's width, so the island gives each card its place in both.
 */
export const FAN_ROW_LENGTHS = [13, 26] as const;

/** A card's row and its place in that row, counted from 0, in a fan of rows of `perRow` cards. */
export function fanPlace(index: number, perRow: number): { row: number; place: number } {
  return { row: Math.floor(index / perRow), place: index % perRow };
}

/** The picture of a deck's card back (served with the card art), for the face-down cards. */
export const deckBackSrc = (deckSlug: string): string => href('/tarot/images/:deck/:file', { deck: deckSlug, file: 'back.svg' });

/** Spec 2 §3: the reading screen's button, by default. */
export const REVEAL_BUTTON_TEXT = 'reveal the meaning';

/** Spec 2 §8. */
export const READING_FAILURE = 'sorry, an error occurred';

/** The in-page route of spec 1 §2: the reading for oneself. On a reading page it is the spread screen's id. */
export const SELF_READING_ROUTE = 'tarot-reading/self';

/**
 * Where each position of the Celtic Cross lies, on the spread screen and the result alike: the
 * cross (1 centre, 2 across it, 3 below, 4 left, 5 above, 6 right), then the staff beside it, 7 at
 * the bottom to 10 at the top.
 */
export const CELTIC_CROSS_PLACES: Readonly<Record<number, string>> = {
  1: 'centre',
  2: 'crossing',
  3: 'below',
  4: 'left',
  5: 'above',
  6: 'right',
  7: 'staff-1',
  8: 'staff-2',
  9: 'staff-3',
  10: 'staff-4',
};

/** The spreads laid out as the cross and the staff. */
export const CROSS_AND_STAFF_SPREADS: ReadonlySet<string> = new Set(['celtic-cross']);
