/**
 * The site's decks (spec 2 §3, §9), each drawn by the project (views/ui/art/tarot/). Deck 34, the
 * Universal Waite, is the default. Deck 81, the Mandala deck, is not a tarot-type deck: the deck
 * selector hides on its pages and lists only tarot decks. A deck taken out of service stays in
 * this list as inactive, so a member who chose it falls back to the default instead of to nothing;
 * its addresses redirect to the default deck's (issue #23 retired Moon Garden and Everyday Light,
 * whose cards were another deck's scenes recoloured).
 */

export const DECK_THEMES = ['Unique', 'Beautiful', 'Beginner', 'Modern', 'Vintage', 'Animal', 'Classic', 'Love', 'Inclusive', 'Feminine', 'Fantasy', 'Popular'] as const;
export type DeckTheme = (typeof DECK_THEMES)[number];

export interface Deck {
  id: number;
  /** The deck's code in readings and the API (`?deck={code}`). */
  code: string;
  slug: string;
  name: string;
  type: 'tarot' | 'mandala';
  /** Offered to choose (an inactive deck keeps its id for members who chose it). */
  active: boolean;
  themes: readonly DeckTheme[];
}

export const DEFAULT_DECK_ID = 34;
/** The Mandala deck (spec 2 §9: "deck 81 is an exception"). */
export const MANDALA_DECK_ID = 81;

export const DECKS: readonly Deck[] = [
  { id: 34, code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite', type: 'tarot', active: true, themes: ['Classic', 'Popular', 'Beginner'] },
  { id: 12, code: 'starlit-night', slug: 'starlit-night', name: 'Starlit Night', type: 'tarot', active: true, themes: ['Modern', 'Beautiful', 'Fantasy', 'Popular', 'Love', 'Feminine'] },
  { id: 27, code: 'gilded-hour', slug: 'gilded-hour', name: 'The Gilded Hour', type: 'tarot', active: true, themes: ['Vintage', 'Beautiful', 'Classic'] },
  { id: 45, code: 'woodland-kin', slug: 'woodland-kin', name: 'Woodland Kin', type: 'tarot', active: true, themes: ['Animal', 'Beginner', 'Unique', 'Inclusive'] },
  { id: 52, code: 'moon-garden', slug: 'moon-garden', name: 'Moon Garden', type: 'tarot', active: false, themes: ['Feminine', 'Love', 'Fantasy', 'Beautiful'] },
  { id: 63, code: 'everyday-light', slug: 'everyday-light', name: 'Everyday Light', type: 'tarot', active: false, themes: ['Modern', 'Inclusive', 'Beginner'] },
  { id: 81, code: 'mandala', slug: 'mandala', name: 'Mandala', type: 'mandala', active: true, themes: ['Unique', 'Beautiful'] },
];

export function findDeck(id: number): Deck | undefined {
  return DECKS.find((deck) => deck.id === id);
}

export const deckBySlug = (slug: string): Deck | undefined => DECKS.find((deck) => deck.slug === slug);

/** A tarot deck no longer offered, whose addresses now lead to the default deck's. */
export const isRetiredDeck = (deck: Deck | undefined): boolean => deck !== undefined && !deck.active && deck.type === 'tarot';
export const deckByCode = (code: string): Deck | undefined => DECKS.find((deck) => deck.code === code);

/** The decks offered in a chooser: active tarot decks, the default first. */
export function selectableDecks(): Deck[] {
  return DECKS.filter((deck) => deck.active && deck.type === 'tarot');
}

/**
 * A favourite that is no longer offered resets to the default deck (spec 2 §4); the Mandala deck
 * (81) is the exception of §9 and is kept; no favourite stays none.
 */
export function favoriteDeckId(stored: number | null, decks: readonly Deck[] = DECKS): number | null {
  if (stored === null) return null;
  if (stored === MANDALA_DECK_ID) return MANDALA_DECK_ID;
  const deck = decks.find((each) => each.id === stored);
  return deck?.active ? deck.id : DEFAULT_DECK_ID;
}
