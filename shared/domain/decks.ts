/**
 * The tarot decks a member can choose as their favourite (spec 2 §3, §9). Deck 34, the Universal
 * Waite, is the site's default. A deck taken out of service stays in this list as inactive, so a
 * member who chose it falls back to the default instead of to nothing.
 */
export interface Deck {
  id: number;
  slug: string;
  name: string;
  type: 'tarot' | 'oracle';
  active: boolean;
}

export const DEFAULT_DECK_ID = 34;

export const DECKS: readonly Deck[] = [
  { id: 34, slug: 'universal-waite', name: 'Universal Waite', type: 'tarot', active: true },
  { id: 12, slug: 'rider-waite-smith', name: 'Rider–Waite–Smith (1909)', type: 'tarot', active: true },
  { id: 27, slug: 'tarot-de-marseille', name: 'Tarot de Marseille', type: 'tarot', active: true },
  { id: 45, slug: 'visconti-sforza', name: 'Visconti-Sforza', type: 'tarot', active: true },
];

export function findDeck(id: number): Deck | undefined {
  return DECKS.find((deck) => deck.id === id);
}

/** The decks offered in a chooser: active tarot decks, the default first. */
export function selectableDecks(): Deck[] {
  return DECKS.filter((deck) => deck.active && deck.type === 'tarot');
}

/** A favourite that is no longer offered resets to the default deck; no favourite stays none. */
export function favoriteDeckId(stored: number | null): number | null {
  if (stored === null) return null;
  const deck = findDeck(stored);
  return deck?.active ? deck.id : DEFAULT_DECK_ID;
}
