import { z } from 'zod';
import { defineContract } from '../api/contract';
import { SubmitReportBodySchema } from '../reports/report-products';

/**
 * Tarot readings (spec 2 §3 "Reading", §4, §7; issue #12). The server deals: a deal is a fresh
 * shuffle of the deck's 78 cards from a cryptographic source, kept with the visitor's session for
 * one spread. The spread screen shuffles and picks within it; the submission names the cards,
 * and the server checks them against the deal (no duplicates, no card outside the deck, the
 * spread's count, known orientations). The first good submission of a deal makes the reading;
 * submitting the same deal again answers the same reading, so a reading can never be re-rolled.
 */

export const ORIENTATIONS = ['upright', 'right', 'left', 'reverse'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** The spreads (spread_code / product code) and their number of positions. */
export const SPREAD_POSITIONS: Record<string, number> = { 'three-card': 3, 'celtic-cross': 10, 'yes-no': 1, 'daily-reflection': 3 };
export const SPREAD_CODES = Object.keys(SPREAD_POSITIONS) as [string, ...string[]];

const SpreadParamsSchema = z.object({ code: z.enum(SPREAD_CODES, { error: 'That reading does not exist.' }) });
const DeckQuerySchema = z.object({ deck: z.string().max(40).optional() });
const DealReplySchema = z.object({
  deal: z.string(),
  deck_code: z.string(),
  /** The deck's 78 card ids in the dealt order, face down in the fan. */
  fan: z.array(z.number().int()),
  positions: z.number().int(),
});

/** `POST /api/product/deal/{code}?deck={code}`: a new deal for a spread. */
export const DealContract = defineContract('product.deal', 'POST /product/deal/:code', { params: SpreadParamsSchema, query: DeckQuerySchema, response: DealReplySchema });

export const ReadingCardSchema = z.object({
  card_id: z.number().int().min(0).max(77),
  orientation: z.enum(ORIENTATIONS),
  position: z.number().int().min(1).max(10),
});

export const SubmitReadingBodySchema = z.object({
  deal: z.string().min(1).max(100),
  cards: z.array(ReadingCardSchema).max(10),
  deck_code: z.string().max(40),
  question: z.string().trim().max(300, 'Please keep your question to 300 characters.').default(''),
  upgrade_slug: z.string().max(80).optional(),
});

/**
 * `POST /api/product/submit/{upc-or-code}` (spec 2 §7, spec 3 §7): a tarot reading's cards or a
 * report's birth details (shared/reports/report-products.ts); answers where the reading or report
 * is, or its checkout. The server checks the body against the product's own schema first.
 */
export const SubmitReadingContract = defineContract('product.submit', 'POST /product/submit/:code',
  { params: z.object({ code: z.string().max(80) }), body: z.union([SubmitReadingBodySchema, SubmitReportBodySchema]), response: z.object({ forwarding_url: z.string() }) });
