/** Promo and notification messages (spec 1 §3, §9): placements and the tokens filled in. */

export const PROMO_PLACEMENTS = [
  'in-product',
  'free-reading-upsell',
  'tarot-page',
  'text-vip-message',
  'text-catalog',
  'text-checkout',
  'sidebar',
  'psychic-nav-article',
  'psychic-nav-links',
  'notification',
  'text-teeup-message',
] as const;
export type PromoPlacement = (typeof PROMO_PLACEMENTS)[number];

export const DEFAULT_PROMO_PLACEMENT: PromoPlacement = 'text-teeup-message';

/** How long a promo slot waits on screen before it asks for its message (spec 1 §9). */
export const PROMO_REQUEST_WAIT_MS = 250;

/** 'notification' answers every message placed there; every other placement one at random. */
export function pickPromoMessages<T>(placement: PromoPlacement, messages: readonly T[], random: () => number = Math.random): T[] {
  if (placement === 'notification' || messages.length === 0) return [...messages];
  return [messages[Math.min(messages.length - 1, Math.floor(random() * messages.length))]!];
}

export const DEFAULT_CARD_NAME = 'The Fool';
export const DEFAULT_DECK = { name: 'Universal Waite', slug: 'universal-waite' } as const;

export interface PromoTokenValues {
  reportId?: string | undefined;
  cardName?: string | undefined;
  deckName?: string | undefined;
  deckSlug?: string | undefined;
}

/** "The Fool" stays as it is; "Ace of Cups" becomes "the Ace of Cups". */
export function cardTheName(name: string): string {
  return /^the\s/i.test(name) ? name : `the ${name}`;
}

/** A deck's name without a trailing "Tarot" or "Deck" and any parenthesised year. */
export function deckStrippedName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+(?:tarot|deck)(?:\s+deck)?$/i, '')
    .trim();
}

/** Fills {report_ID}, {card.name}, {card.the_name}, {deck.name}, {deck.stripped_name}, {deck.slug}. */
export function fillPromoTokens(message: string, values: PromoTokenValues = {}): string {
  const card = values.cardName || DEFAULT_CARD_NAME;
  const deckName = values.deckName || DEFAULT_DECK.name;
  const deckSlug = values.deckSlug || DEFAULT_DECK.slug;
  const tokens: Record<string, string> = {
    '{report_ID}': values.reportId ?? '',
    '{card.name}': card,
    '{card.the_name}': cardTheName(card),
    '{deck.name}': deckName,
    '{deck.stripped_name}': deckStrippedName(deckName),
    '{deck.slug}': deckSlug,
  };
  return message.replace(/\{report_ID\}|\{card\.(?:the_)?name\}|\{deck\.(?:name|stripped_name|slug)\}/g, (token) => tokens[token] ?? token);
}
