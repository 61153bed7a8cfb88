import { DECKS, DECK_THEMES, DEFAULT_DECK_ID, MANDALA_DECK_ID, type Deck, type DeckTheme } from './decks';
import { href, ROUTES } from '../routes';
import { TAROT_CARDS, type TarotCard } from './tarot';

/**
 * The addresses and page rules of the tarot card and deck pages (spec 2 §2, §4, §9), shared by
 * the server's pages, the /api/content calls and the islands. Card art is referenced by URL only
 * (the art is drawn and served elsewhere): `/tarot/images/{deck slug}/{rank}.svg` to show,
 * `.png` for Open Graph.
 */

export const TAROT_PATH = ROUTES.tarot;
export const CARDS_PATH = ROUTES.tarotCards;
export const DECKS_PATH = ROUTES.tarotDecks;

/** The intrinsic size of every card image (spec 2 §9 shows it 342 px tall, 300 on a phone). */
export const CARD_IMAGE_WIDTH = 300;
export const CARD_IMAGE_HEIGHT = 520;

const DEFAULT_DECK_SLUG = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)!.slug;

/** A card's page in a deck: the default deck's slug is left out (spec 2 §2). */
export function cardHref(rank: string, deckSlug: string = DEFAULT_DECK_SLUG): string {
  return deckSlug === DEFAULT_DECK_SLUG ? href(ROUTES.tarotCard, { rank }) : href(ROUTES.tarotCardInDeck, { rank, deck: deckSlug });
}

export const deckHref = (slug: string): string => href(ROUTES.tarotDeck, { slug });

export function cardImageSrc(deckSlug: string, rank: string, format: 'svg' | 'png' = 'svg'): string {
  return href(ROUTES.tarotImage, { deck: deckSlug, file: `${rank}.${format}` });
}

/** "The Fool, Universal Waite deck". */
export const cardImageAlt = (cardName: string, deckName: string): string => `${cardName}, ${deckName} deck`;

export const isDefaultDeck = (deck: Pick<Deck, 'id'>): boolean => deck.id === DEFAULT_DECK_ID;

/** The decks that have pages and appear in lists: the active ones, the default first. */
export function shownDecks(decks: readonly Deck[] = DECKS): Deck[] {
  return decks.filter((deck) => deck.active).sort((a, b) => Number(b.id === DEFAULT_DECK_ID) - Number(a.id === DEFAULT_DECK_ID));
}

/** What the deck selector offers (spec 2 §9): active tarot-type decks only, the default first. */
export function selectorDecks(decks: readonly Deck[] = DECKS): Deck[] {
  return shownDecks(decks).filter((deck) => deck.type === 'tarot');
}

/** The deck selector hides on the Mandala deck's pages (and on any deck that is not a tarot deck). */
export const selectorShownFor = (deck: Pick<Deck, 'id' | 'type'>): boolean => deck.id !== MANDALA_DECK_ID && deck.type === 'tarot';

/**
 * The deck theme filter (spec 2 §4): a deck shows when it has any of the active themes; every deck
 * shows when none is active.
 */
export function matchesThemes(deck: { themes: readonly string[] }, active: readonly string[]): boolean {
  return active.length === 0 || deck.themes.some((theme) => active.includes(theme));
}

export function filterDecksByTheme<D extends { themes: readonly string[] }>(decks: readonly D[], active: readonly string[]): D[] {
  return decks.filter((deck) => matchesThemes(deck, active));
}

const THEME_SET = new Set<string>(DECK_THEMES);
export const isDeckTheme = (value: string): value is DeckTheme => THEME_SET.has(value);

/** A theme's value in a URL and a form: lower case ("beginner"). */
export const themeParam = (theme: DeckTheme): string => theme.toLowerCase();

/**
 * The themes a query names (`?theme=modern&theme=love`), in the spec's order; unknown values are
 * ignored (an old or hand-typed link still shows decks), as is case.
 */
export function themesFromQuery(value: unknown): DeckTheme[] {
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item) => item.toLowerCase());
  return DECK_THEMES.filter((theme) => values.includes(themeParam(theme)));
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').trim();

/** The card autocomplete's matches: cards with every typed word at the start of one of their words ("que cu": Queen of Cups). */
export function findCards(typed: string): TarotCard[] {
  const words = normalise(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return TAROT_CARDS.filter((card) => {
    const names = normalise(card.name).split(/\s+/);
    return words.every((word) => names.some((name) => name.startsWith(word)));
  });
}

/**
 * The deck autocomplete's matches: active decks (as listed, the default first) with every typed
 * word at the start of a word of their name or of one of their themes ("animal": Woodland Kin).
 */
export function findDecks(typed: string, decks: readonly Deck[] = DECKS): Deck[] {
  const words = normalise(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return shownDecks(decks).filter((deck) => {
    const names = normalise([deck.name, ...deck.themes].join(' ')).split(/\s+/);
    return words.every((word) => names.some((name) => name.startsWith(word)));
  });
}
