import { z } from 'zod';
import { DECK_THEMES } from './decks';
import { defineContract } from '../api/contract';

/** One card of a deck (spec 2 §3 Card, and the deck's `index`), with its picture in that deck. */
export const DeckCardSchema = z.object({
  /** 0-77: the card's place in the deck, Major Arcana then Wands, Cups, Swords, Coins. */
  index: z.number().int().min(0).max(77),
  /** The card_id of readings (the same as index in every deck of this site). */
  card_id: z.number().int().min(0).max(77),
  name: z.string(),
  canonical_rank: z.string(),
  canonical_suit_display: z.string(),
  /** The card's page in this deck. */
  url: z.string(),
  /** The card's picture in this deck (SVG, 300 × 520). */
  image: z.string(),
});

/** The list entry of a deck (spec 2 §3 Deck, without cards). */
export const DeckSummarySchema = z.object({
  /** The deck id (favourite decks and readings name decks by it). */
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  /** `tarot`, or `mandala` for the Mandala deck (which the deck selector leaves out). */
  type: z.enum(['tarot', 'mandala']),
  /** The live flag: offered on the site. */
  live: z.boolean(),
  themes: z.array(z.enum(DECK_THEMES)),
  /** The deck's page. */
  url: z.string(),
});

export const DeckSchema = DeckSummarySchema.extend({ cards: z.array(DeckCardSchema) });

const DeckCodeParamsSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(60, 'code is at most 60 characters.')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'code is a deck code: lower-case letters, digits and hyphens, such as universal-waite.'),
});

/** `GET /api/content/deck/{code}`: a deck with its 78 cards; an unknown code is a 404. */
export const GetDeckContract = defineContract('content.deck', 'GET /content/deck/:code', { params: DeckCodeParamsSchema, response: DeckSchema });

/** `GET /api/content/decks_small`: every deck of the site, live or not, without cards. */
export const GetDecksSmallContract = defineContract('content.decks_small', 'GET /content/decks_small', { response: z.object({ decks: z.array(DeckSummarySchema) }) });
