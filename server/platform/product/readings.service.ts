import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SPREAD_POSITIONS } from '../../../shared/tarot/reading.contract';
import { deckByCode } from '../../../shared/tarot/decks';
import { isPaidReading, readingProduct, readingUrl } from '../../../shared/store/reading-products';
import { cardById, TAROT_CARDS } from '../../../shared/tarot/tarot';
import { checkSubmission, drawFromFan, shuffle, type DealtCard, type RandomInt } from '../../../shared/tarot/tarot-deal';
import { YES_NO_PRESELECTED } from '../../../shared/tarot/tarot-spread';
import type { CreateDealContract, HoldDealContract, Reading, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { ProductDealsTable, ProductReadingsTable, ProductTables } from './product.tables';
import { readingsData } from './readings.data';

type DealInput = z.output<(typeof CreateDealContract)['body']>;
type SubmitInput = z.output<(typeof SubmitDealContract)['body']> | z.output<(typeof HoldDealContract)['body']>;

/** The cryptographic source of every shuffle and every drawn orientation. */
export const CRYPTO_RANDOM: RandomInt = (max) => randomInt(max);

/** 128 random bits, URL-safe: deal and reading ids cannot be guessed. */
const newId = () => randomBytes(16).toString('base64url');

/** How long a deal can still be submitted (a used deal answers its reading for ever). */
export const DEAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** One message for a deal that does not exist and one that is someone else's: no oracle. */
const NO_SUCH_DEAL = 'That deal has expired or is not yours. Please shuffle the cards again.';

/** The journal's line for a reading: the spread, the question and the cards, within 200 characters. */
export function journalTitle(spreadCode: string, question: string, cardIds: readonly number[]): string {
  const spread = readingProduct(spreadCode)?.name ?? 'Tarot Reading';
  const cards = cardIds.map((id) => cardById(id)?.name ?? '').join(', ');
  const asked = question.length > 90 ? `${question.slice(0, 89).trimEnd()}…` : question;
  const title = `${spread}${asked ? `: “${asked}”` : ''} (${cards})`;
  return title.length > 200 ? `${title.slice(0, 199)}…` : title;
}

/** Cards as a reading stores them: JSON of {card_id, orientation, position}, in the order given. */
const cardsJson = (cards: readonly DealtCard[]) => JSON.stringify(cards.map(({ card_id, orientation, position }) => ({ card_id, orientation, position })));

/** A used deal sent again with other cards or another question: refused, as a reused idempotency key with other parameters is. */
export const DEAL_USED_OTHERWISE = 'These cards were already read with a different choice of cards or question. Please shuffle again for a new reading.';

/** A paid spread's held deal that cannot be made into its reading (never held, or someone else's). */
const NOTHING_HELD = 'That reading is no longer held. Please choose your cards again.';

/**
 * Tarot deals and readings. A deal is a shuffle of the deck's 78 card ids from `random`,
 * bound to a member or to a visitor's session key. A submission is checked against its deal;
 * the first good one stores the reading and saves it to the member's journal (memberJournal
 * port); every later one answers that reading, never a new draw. A paid spread is never
 * submitted: its checked cards are held on the deal, and `fulfil` (the `readings` port, called by
 * the commerce service once the order is paid) makes the reading from them exactly once.
 */
export function createReadingsService(db: Kysely<ProductTables>, ports: Pick<PlatformPorts, 'memberJournal'>, now: () => Date, random: RandomInt = CRYPTO_RANDOM) {
  const ownsDeal = (deal: ProductDealsTable, memberUuid: string, sessionKey: string | undefined) =>
    deal.member_uuid !== null ? deal.member_uuid === memberUuid : sessionKey !== undefined && deal.session_key === sessionKey;

  async function saveToJournal(reading: ProductReadingsTable) {
    const title = journalTitle(reading.spread_code, reading.question, (JSON.parse(reading.cards) as DealtCard[]).map((card) => card.card_id));
    await ports.memberJournal.save(reading.member_uuid, { slug: reading.reading_id, kind: 'reading', title, url: readingUrl(reading.reading_id), created: reading.created_at });
  }

  /**
   * Whether a submission asks for what the deal's reading already is: the same question and, when
   * it names cards, the same cards (an empty list lets the server draw, as the plain form does).
   */
  function sameAsReading(existing: ProductReadingsTable, input: SubmitInput): boolean {
    if (input.question !== existing.question) return false;
    if (input.cards.length === 0) return true;
    return cardsJson([...input.cards].sort((a, b) => a.position - b.position)) === existing.cards;
  }

  /** A deal already made its reading: the same reading again (its journal entry made sure of); other cards or another question, a 409. */
  async function answerExisting(existing: ProductReadingsTable, input: SubmitInput): Promise<{ reading_id: string; created: boolean }> {
    if (existing.member_uuid !== input.member_uuid) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
    if (!sameAsReading(existing, input)) throw new AppError('conflict', DEAL_USED_OTHERWISE, { deal: [DEAL_USED_OTHERWISE] });
    await saveToJournal(existing);
    return { reading_id: existing.reading_id, created: false };
  }

  /** The checks every submission and hold passes: ownership, spread, age; then the cards, checked against the deal or drawn now. */
  async function checkedDeal(dealId: string, input: SubmitInput): Promise<{ deal: ProductDealsTable; existing?: ProductReadingsTable; cards: DealtCard[] }> {
    const deal = await readingsData.deal(db, dealId);
    if (!deal || !ownsDeal(deal, input.member_uuid, input.session_key)) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
    if (deal.spread_code !== input.spread_code) throw new AppError('bad_request', 'These cards were dealt for another reading. Please shuffle again.', { deal: ['These cards were dealt for another reading.'] });

    // Once made, a deal's reading is the answer to every submission of it: no re-roll.
    const existing = await readingsData.readingOfDeal(db, deal.deal_id);
    if (existing) return { deal, existing, cards: [] };

    // An unused deal lasts a day: long enough for a login or signup in the middle, not a stockpile.
    if (now().getTime() - Date.parse(deal.created_at) > DEAL_LIFETIME_MS) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
    const fan = JSON.parse(deal.fan) as number[];
    const positions = SPREAD_POSITIONS[deal.spread_code]!;
    if (input.cards.length === 0) {
      if (input.deck_code !== '' && input.deck_code !== deal.deck_code) throw new AppError('validation_failed', 'These cards were dealt from another deck. Please shuffle again.', { deck_code: ['These cards were dealt from another deck.'] });
      // The yes-or-no reading's card is the fan's tenth, as the spread screen preselects it.
      return { deal, cards: drawFromFan(fan, positions, random, deal.spread_code === 'yes-no' ? YES_NO_PRESELECTED : 1) };
    }
    const problem = checkSubmission({ fan, positions, deck_code: deal.deck_code }, input);
    if (problem) throw new AppError('validation_failed', problem.message, { [problem.field]: [problem.message] });
    return { deal, cards: [...input.cards].sort((a, b) => a.position - b.position) };
  }

  /** Stores a deal's reading once (the unique deal_id decides a race), marks the deal used and saves the journal entry. */
  async function makeReading(deal: ProductDealsTable, memberUuid: string, question: string, cards: string): Promise<{ stored: ProductReadingsTable; created: boolean }> {
    const reading: ProductReadingsTable = {
      reading_id: newId(),
      deal_id: deal.deal_id,
      member_uuid: memberUuid,
      spread_code: deal.spread_code,
      deck_code: deal.deck_code,
      question,
      cards,
      created_at: now().toISOString(),
    };
    await readingsData.insertReadingOnce(db, reading);
    const stored = await readingsData.readingOfDeal(db, deal.deal_id);
    if (!stored) throw new Error(`The reading of deal ${deal.deal_id} was not stored`);
    const created = stored.reading_id === reading.reading_id;
    if (created) await readingsData.markDealUsed(db, deal.deal_id, stored.reading_id);
    return { stored, created };
  }

  return {
    async deal(input: DealInput) {
      const deck = deckByCode(input.deck_code);
      if (!deck) throw new AppError('validation_failed', 'That deck does not exist.', { deck_code: ['That deck does not exist.'] });
      if (!input.member_uuid && !input.session_key) throw new AppError('bad_request', 'A deal needs a member or a session.');
      const fan = shuffle(
        TAROT_CARDS.map((card) => card.id),
        random,
      );
      const deal: ProductDealsTable = {
        deal_id: newId(),
        session_key: input.member_uuid ? null : (input.session_key ?? null),
        member_uuid: input.member_uuid ?? null,
        spread_code: input.spread_code,
        deck_code: deck.code,
        fan: JSON.stringify(fan),
        created_at: now().toISOString(),
        reading_id: null,
        held_cards: null,
        held_question: null,
      };
      await readingsData.insertDeal(db, deal);
      // Each new deal clears the unused ones that have expired, so the table holds about a day of them.
      await readingsData.deleteStaleDeals(db, new Date(now().getTime() - DEAL_LIFETIME_MS).toISOString());
      return { deal: deal.deal_id, spread_code: deal.spread_code, deck_code: deal.deck_code, fan, positions: SPREAD_POSITIONS[deal.spread_code]! };
    },

    async submit(dealId: string, input: SubmitInput): Promise<{ reading_id: string; created: boolean }> {
      // A paid spread is never made by a submission: it is held, and made once its order is paid.
      if (isPaidReading(input.spread_code)) throw new AppError('payment_required', 'This reading is made once its order is paid.');
      const { deal, existing, cards } = await checkedDeal(dealId, input);
      if (existing) return answerExisting(existing, input);
      const { stored, created } = await makeReading(deal, input.member_uuid, input.question, cardsJson(cards));
      // Another submission of the same deal won the race: answer its reading.
      if (!created) return answerExisting(stored, input);
      await saveToJournal(stored);
      return { reading_id: stored.reading_id, created: true };
    },

    /**
     * A paid spread's cards, checked like a submission and held on the deal until its order is
     * paid (issue #13). Holding again replaces them until the reading is made; an empty card list
     * draws now, and the draw is what is held. The deal becomes the member's.
     */
    async hold(dealId: string, input: SubmitInput): Promise<{ deal: string; spread_code: string }> {
      if (!isPaidReading(input.spread_code)) throw new AppError('bad_request', 'This reading is free: it needs no checkout.', { spread_code: ['This reading is free.'] });
      const { deal, existing, cards } = await checkedDeal(dealId, input);
      if (existing) {
        if (existing.member_uuid !== input.member_uuid) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
        if (!sameAsReading(existing, input)) throw new AppError('conflict', DEAL_USED_OTHERWISE, { deal: [DEAL_USED_OTHERWISE] });
      } else {
        await readingsData.holdCards(db, deal.deal_id, input.member_uuid, cardsJson(cards), input.question);
      }
      return { deal: deal.deal_id, spread_code: deal.spread_code };
    },

    /** The `readings` port: the member's held deal, or null (unknown, someone else's, nothing held, already made). */
    async held(dealId: string, memberUuid: string): Promise<{ spread_code: string; reading_id: string | null } | null> {
      const deal = await readingsData.deal(db, dealId);
      if (!deal || deal.member_uuid !== memberUuid || deal.held_cards === null || deal.reading_id !== null) return null;
      return { spread_code: deal.spread_code, reading_id: null };
    },

    /**
     * The `readings` port: makes the held deal's reading from its held cards, exactly once however
     * many calls race, and saves it to the member's journal; again answers the same reading.
     */
    async fulfil(dealId: string, memberUuid: string): Promise<{ reading_id: string; url: string }> {
      const deal = await readingsData.deal(db, dealId);
      if (!deal || deal.member_uuid !== memberUuid) throw new AppError('bad_request', NOTHING_HELD, { deal: [NOTHING_HELD] });
      let stored = await readingsData.readingOfDeal(db, deal.deal_id);
      if (!stored) {
        if (deal.held_cards === null) throw new AppError('bad_request', NOTHING_HELD, { deal: [NOTHING_HELD] });
        stored = (await makeReading(deal, memberUuid, deal.held_question ?? '', deal.held_cards)).stored;
      }
      if (stored.member_uuid !== memberUuid) throw new AppError('bad_request', NOTHING_HELD, { deal: [NOTHING_HELD] });
      // Saving is safe to repeat: a retried fulfilment makes sure of the journal entry too.
      await saveToJournal(stored);
      return { reading_id: stored.reading_id, url: readingUrl(stored.reading_id) };
    },

    async reading(readingId: string, memberUuid: string): Promise<Reading> {
      const row = await readingsData.reading(db, readingId);
      // Someone else's reading is as absent as one that never was.
      if (!row || row.member_uuid !== memberUuid) throw new AppError('not_found', 'No reading of yours has that id.');
      return {
        reading_id: row.reading_id,
        member_uuid: row.member_uuid,
        spread_code: row.spread_code,
        deck_code: row.deck_code,
        question: row.question,
        cards: JSON.parse(row.cards) as Reading['cards'],
        created: row.created_at,
      };
    },
  };
}
export type ReadingsService = ReturnType<typeof createReadingsService>;
