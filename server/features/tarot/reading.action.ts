import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ReadingCardSchema, SPREAD_CODES, SPREAD_POSITIONS, SubmitReadingBodySchema } from '../../../shared/tarot/reading.contract';
import { CreateDealContract, HoldDealContract, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { DEFAULT_DECK_ID, deckByCode, findDeck } from '../../../shared/tarot/decks';
import { isPaidReading, readingUrl } from '../../../shared/store/reading-products';
import { href, ROUTES } from '../../../shared/routes';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/request-context';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import { defineAction, fieldError } from '../../http/action';
import { requireMember } from '../../http/require-member';

/**
 * Tarot readings (issue #12, spec 2 §4-§5, §7). The platform's product service deals and keeps
 * the deals; these actions are the site's side, shared by `/api/product/...` and the reading
 * pages' plain forms: which deck, who the deal belongs to, login, and the way to checkout for a
 * paid spread.
 */

export const NO_SUCH_READING = 'That reading does not exist.';
export const LOGIN_TO_READ = 'Please log in or sign up to see your reading. Your cards are kept while you do.';

/**
 * The key a visitor's deals are bound to, made at the first deal and kept in the session (login
 * carries it over: see member-session.ts), so a deal survives the pending-product login.
 */
function readingKey(context: RequestContext): string | undefined {
  const session = context.req.session;
  if (!session) return undefined;
  session.readingKey ??= randomBytes(24).toString('base64url');
  return session.readingKey;
}

/**
 * The deck of a deal: the one asked for; the default when none is, or for a deck no longer
 * offered or not a tarot deck (the Mandala deck is not for readings, as on the reading pages).
 */
function dealDeck(code: string | undefined) {
  const fallback = findDeck(DEFAULT_DECK_ID)!;
  if (code === undefined || code === '') return fallback;
  const deck = deckByCode(code);
  if (!deck) throw fieldError('deck', 'That deck does not exist.');
  return deck.active && deck.type === 'tarot' ? deck : fallback;
}

export const DealInputSchema = z.object({
  code: z.enum(SPREAD_CODES, { error: NO_SUCH_READING }),
  deck: z.string().max(40).optional(),
});

/** A new deal for a spread: the deck's 78 cards shuffled by the platform from a cryptographic source. */
export const dealAction = defineAction({
  schema: DealInputSchema,
  async run({ code, deck }, context) {
    await checkRateLimits(context.rateLimits, [{ limit: LIMITS.dealPerIp, id: context.ip }]);
    const chosen = dealDeck(deck);
    const key = readingKey(context);
    if (!context.memberUuid && !key) throw new AppError('bad_request', 'Your browser did not keep a session. Please allow cookies for this site.');
    const dealt = await context.platform.call(CreateDealContract, {
      body: {
        spread_code: code,
        deck_code: chosen.code,
        ...(context.memberUuid ? { member_uuid: context.memberUuid } : {}),
        ...(key ? { session_key: key } : {}),
      },
    });
    return { deal: dealt.deal, deck_code: dealt.deck_code, fan: dealt.fan, positions: dealt.positions };
  },
});

/** The submission: the contract's body plus the product code of the path. An empty (or absent) card list draws for the member. */
export const SubmitReadingInputSchema = SubmitReadingBodySchema.extend({
  code: z.string().max(80),
  cards: z.array(ReadingCardSchema).max(10).default([]),
});

/** Where a held paid reading is paid for (issue #13): the checkout of its product, naming the deal. */
export const checkoutUrl = (code: string, deal: string): string => href(ROUTES.checkout, {}, { upc: code, deal });

/**
 * `POST /api/product/submit/{code}`: unknown code 404; a visitor 401 (the browser runs the
 * pending-product flow and submits again); then the platform checks the cards against the deal.
 * A free spread answers the reading (the first good submission makes it, every later one answers
 * the same reading); a paid spread's cards are held on the deal (again: replaced until paid) and
 * the member goes to checkout, which makes the reading once the order is paid.
 */
export const submitReadingAction = defineAction({
  schema: SubmitReadingInputSchema,
  async run({ code, deal, cards, deck_code, question }, context) {
    if (SPREAD_POSITIONS[code] === undefined || !Object.hasOwn(SPREAD_POSITIONS, code)) throw new AppError('not_found', NO_SUCH_READING);
    const memberUuid = requireMember(context, LOGIN_TO_READ);
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(deal)) throw fieldError('deal', 'That deal has expired or is not yours. Please shuffle the cards again.', 'bad_request');
    const key = context.req.session?.readingKey;
    const submission = { member_uuid: memberUuid, ...(key ? { session_key: key } : {}), spread_code: code, deck_code, question, cards };
    if (isPaidReading(code)) {
      const held = await context.platform.call(HoldDealContract, { params: { deal }, body: submission });
      return { forwarding_url: checkoutUrl(code, held.deal) };
    }
    const answer = await context.platform.call(SubmitDealContract, { params: { deal }, body: submission });
    return { forwarding_url: readingUrl(answer.reading_id) };
  },
});
