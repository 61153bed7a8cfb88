/**
 * The 78 cards of the tarot in the order spec 2 §2 lists them (Learn Tarot): the Major Arcana,
 * The Fool to The World, then Wands, Cups, Swords and Coins, each Ace to King. A card's `id` is
 * its place in that order (0-77, the `card_id` of readings); `rank` is its `canonical_rank` slug.
 * Names, suits and numbers are the tradition's facts; every word about them is in
 * server/content/tarot/.
 */

export const SUITS = ['major', 'wands', 'cups', 'swords', 'coins'] as const;
export type Suit = (typeof SUITS)[number];
export type MinorSuit = Exclude<Suit, 'major'>;

export const SUIT_DISPLAY: Record<Suit, string> = { major: 'Major Arcana', wands: 'Wands', cups: 'Cups', swords: 'Swords', coins: 'Coins' };

export const MAJOR_NAMES = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
] as const;

/** Minor ranks 1-14: Ace, Two ... Ten, Page, Knight, Queen, King. */
export const MINOR_RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'] as const;

export interface TarotCard {
  /** 0-77 in the order above: the card_id of a reading. */
  id: number;
  /** canonical_rank: 'the-fool', 'ace-of-wands', 'king-of-coins'. */
  rank: string;
  name: string;
  suit: Suit;
  /** Majors 0-21; minors 1-14 (1 Ace, 10 Ten, 11 Page, 12 Knight, 13 Queen, 14 King). */
  number: number;
  /** canonical_suit_display: 'Major Arcana', 'Wands' ... */
  suitDisplay: string;
  /** Page, Knight, Queen or King. */
  court: boolean;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const TAROT_CARDS: readonly TarotCard[] = Object.freeze([
  ...MAJOR_NAMES.map((name, number) => ({ id: number, rank: slug(name), name, suit: 'major' as const, number, suitDisplay: SUIT_DISPLAY.major, court: false })),
  ...(['wands', 'cups', 'swords', 'coins'] as const).flatMap((suit, suitIndex) =>
    MINOR_RANKS.map((rankName, index) => {
      const name = `${rankName} of ${SUIT_DISPLAY[suit]}`;
      return { id: 22 + suitIndex * 14 + index, rank: slug(name), name, suit, number: index + 1, suitDisplay: SUIT_DISPLAY[suit], court: index >= 10 };
    }),
  ),
]);

export const cardById = (id: number): TarotCard | undefined => TAROT_CARDS[id];
export const cardByRank = (rank: string): TarotCard | undefined => TAROT_CARDS.find((card) => card.rank === rank);

/** The five groups of the Learn Tarot browser (spec 2 §2). */
export const CARD_GROUPS: readonly { suit: Suit; title: string; cards: readonly TarotCard[] }[] = SUITS.map((suit) => ({
  suit,
  title: SUIT_DISPLAY[suit],
  cards: TAROT_CARDS.filter((card) => card.suit === suit),
}));

/** The default card (spec 2 §9): The Fool. */
export const DEFAULT_CARD_RANK = 'the-fool';
