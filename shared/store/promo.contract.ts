import { z } from 'zod';
import { DECKS } from '../tarot/decks';
import { DEFAULT_PROMO_PLACEMENT, PROMO_PLACEMENTS } from './promo-messages';
import { defineContract } from '../api/contract';

const DECK_SLUGS = DECKS.map((deck) => deck.slug) as [string, ...string[]];

/** Spec 1 §3 "Promo or notification message": code, message (HTML, sanitised), placement, tags, uuid. */
export const PromoMessageSchema = z.object({
  code: z.string(),
  message: z.string(),
  placement: z.enum(PROMO_PLACEMENTS),
  tags: z.array(z.string()),
  uuid: z.string(),
});
export type PromoMessage = z.infer<typeof PromoMessageSchema>;

export const PromoMessageQuerySchema = z.object({
  placement: z.enum(PROMO_PLACEMENTS, { error: `Placement must be one of: ${PROMO_PLACEMENTS.join(', ')}.` }).default(DEFAULT_PROMO_PLACEMENT),
  /** One message by its id (promo-message:require's uuid). */
  uuid: z.uuid({ error: 'uuid must be a message id.' }).optional(),
  /** Only messages carrying every one of these tags (comma-separated). */
  tags: z
    .string()
    .max(200, 'Please keep tags under 200 characters.')
    .regex(/^[a-z0-9_,-]*$/i, 'Tags are letters, digits, - and _, separated by commas.')
    .optional(),
  report_id: z.string().max(64, 'report_id is at most 64 characters.').regex(/^[A-Za-z0-9_-]*$/, 'report_id is letters, digits, - and _.').optional(),
  /** A card's name for {card.name}; The Fool when absent. */
  card: z.string().trim().max(60, 'card is at most 60 characters.').regex(/^[\p{L} '’-]*$/u, 'card is a card’s name.').optional(),
  /** A deck's slug for the {deck.*} tokens; the Universal Waite when absent. */
  deck: z.enum(DECK_SLUGS, { error: 'deck must be the slug of a deck.' }).optional(),
});

/** `GET {host}/rules/promo-message` and `GET /api/rules/promo-message`: the same call on both sides. */
export const GetPromoMessageContract = defineContract('rules.promo_message', 'GET /rules/promo-message',
  { query: PromoMessageQuerySchema, response: z.object({ messages: z.array(PromoMessageSchema) }) });

export const VoucherOwnershipSchema = z.object({
  /** Whether the visitor holds an unused promo voucher. */
  owned: z.boolean(),
  /** Its code when owned. */
  code: z.string().nullable(),
});

/**
 * `GET /api/rules/voucher-ownership/promo`: the logged-in member's promo voucher, if any. The
 * platform's call of the same path (`PlatformPromoVoucherContract`) is this one with the member's id added.
 */
export const GetPromoVoucherContract = defineContract('rules.voucher_ownership_promo', 'GET /rules/voucher-ownership/promo', { response: VoucherOwnershipSchema });
