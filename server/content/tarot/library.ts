import { DECKS } from '../../../shared/tarot/decks';
import { TAROT_CARDS } from '../../../shared/tarot/tarot';
import { DECK_STORIES } from './deck-stories';
import { MAJOR_TEXTS } from './majors';
import { SPREAD_TEXTS } from './spreads';
import { SWORDS_COINS_TEXTS } from './swords-coins';
import { SYNTHESIS } from './synthesis';
import { cardTextSchema, deckStorySchema, spreadTextSchema, synthesisSchema, type CardText, type DeckStory, type SpreadText } from './types';
import { WANDS_CUPS_TEXTS } from './wands-cups';

/**
 * The tarot writing, checked when the server starts: every card of shared/tarot/tarot.ts in
 * order, every spread, the synthesis and a story for every deck. A gap stops the start.
 */
const CARDS: readonly CardText[] = [...MAJOR_TEXTS, ...WANDS_CUPS_TEXTS, ...SWORDS_COINS_TEXTS].map((text) => cardTextSchema.parse(text));
TAROT_CARDS.forEach((card, index) => {
  if (CARDS[index]?.rank !== card.rank) throw new Error(`Tarot text ${index} should be ${card.rank}, not ${CARDS[index]?.rank}`);
});

export const SPREADS: readonly SpreadText[] = SPREAD_TEXTS.map((spread) => spreadTextSchema.parse(spread));
export const TAROT_SYNTHESIS = synthesisSchema.parse(SYNTHESIS);
const STORIES: readonly DeckStory[] = DECK_STORIES.map((story) => deckStorySchema.parse(story));
for (const deck of DECKS) if (deck.active && !STORIES.some((story) => story.slug === deck.slug)) throw new Error(`No story for the ${deck.slug} deck`);

/** A card's text by canonical_rank (every card has one). */
export const cardText = (rank: string): CardText => CARDS.find((text) => text.rank === rank)!;
export const spreadText = (code: string): SpreadText | undefined => SPREADS.find((spread) => spread.code === code);
export const deckStory = (slug: string): DeckStory => STORIES.find((story) => story.slug === slug)!;
