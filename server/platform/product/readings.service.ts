import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SPREAD_POSITIONS } from '../../../shared/api/reading.contract';
import { deckByCode } from '../../../shared/domain/decks';
import { readingProduct, readingUrl } from '../../../shared/domain/reading-products';
import { cardById, TAROT_CARDS } from '../../../shared/domain/tarot';
import { checkSubmission, drawFromFan, shuffle, type DealtCard, type RandomInt } from '../../../shared/domain/tarot-deal';
import type { CreateDealContract, Reading, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { ProductDealsTable, ProductReadingsTable, ProductTables } from './product.tables';
import { readingsData } from './readings.data';

type DealInput = z.output<(typeof CreateDealContract)['body']>;
type SubmitInput = z.output<(typeof SubmitDealContract)['body']>;

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

/**
 * Tarot deals and readings. A deal is a shuffle of the deck's 78 card ids from `random`,
 * bound to a member or to a visitor's session key. A submission is checked against its deal;
 * the first good one stores the reading and saves it to the member's journal (memberJournal
 * port); every later one answers that reading, never a new draw.
 */
export function createReadingsService(db: Kysely<ProductTables>, ports: Pick<PlatformPorts, 'memberJournal'>, now: () => Date, random: RandomInt = CRYPTO_RANDOM) {
  const ownsDeal = (deal: ProductDealsTable, memberUuid: string, sessionKey: string | undefined) =>
    deal.member_uuid !== null ? deal.member_uuid === memberUuid : sessionKey !== undefined && deal.session_key === sessionKey;

  async function saveToJournal(reading: ProductReadingsTable) {
    const title = journalTitle(reading.spread_code, reading.question, (JSON.parse(reading.cards) as DealtCard[]).map((card) => card.card_id));
    await ports.memberJournal.save(reading.member_uuid, { slug: reading.reading_id, kind: 'reading', title, url: readingUrl(reading.reading_id), created: reading.created_at });
  }

  /** A deal already made its reading: the same reading again (its journal entry made sure of). */
  async function answerExisting(existing: ProductReadingsTable, input: SubmitInput): Promise<{ reading_id: string; created: boolean }> {
    if (existing.member_uuid !== input.member_uuid) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
    await saveToJournal(existing);
    return { reading_id: existing.reading_id, created: false };
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
      };
      await readingsData.insertDeal(db, deal);
      // Each new deal clears the unused ones that have expired, so the table holds about a day of them.
      await readingsData.deleteStaleDeals(db, new Date(now().getTime() - DEAL_LIFETIME_MS).toISOString());
      return { deal: deal.deal_id, spread_code: deal.spread_code, deck_code: deal.deck_code, fan, positions: SPREAD_POSITIONS[deal.spread_code]! };
    },

    async submit(dealId: string, input: SubmitInput): Promise<{ reading_id: string; created: boolean }> {
      const deal = await readingsData.deal(db, dealId);
      if (!deal || !ownsDeal(deal, input.member_uuid, input.session_key)) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
      if (deal.spread_code !== input.spread_code) throw new AppError('bad_request', 'These cards were dealt for another reading. Please shuffle again.', { deal: ['These cards were dealt for another reading.'] });

      // Once made, a deal's reading is the answer to every submission of it: no re-roll.
      const existing = await readingsData.readingOfDeal(db, deal.deal_id);
      if (existing) return answerExisting(existing, input);

      // An unused deal lasts a day: long enough for a login or signup in the middle, not a stockpile.
      if (now().getTime() - Date.parse(deal.created_at) > DEAL_LIFETIME_MS) throw new AppError('bad_request', NO_SUCH_DEAL, { deal: [NO_SUCH_DEAL] });
      const fan = JSON.parse(deal.fan) as number[];
      const positions = SPREAD_POSITIONS[deal.spread_code]!;
      let cards: DealtCard[];
      if (input.cards.length === 0) {
        if (input.deck_code !== '' && input.deck_code !== deal.deck_code) throw new AppError('validation_failed', 'These cards were dealt from another deck. Please shuffle again.', { deck_code: ['These cards were dealt from another deck.'] });
        cards = drawFromFan(fan, positions, random);
      } else {
        const problem = checkSubmission({ fan, positions, deck_code: deal.deck_code }, input);
        if (problem) throw new AppError('validation_failed', problem.message, { [problem.field]: [problem.message] });
        cards = [...input.cards].sort((a, b) => a.position - b.position);
      }

      const reading: ProductReadingsTable = {
        reading_id: newId(),
        deal_id: deal.deal_id,
        member_uuid: input.member_uuid,
        spread_code: deal.spread_code,
        deck_code: deal.deck_code,
        question: input.question,
        cards: JSON.stringify(cards.map(({ card_id, orientation, position }) => ({ card_id, orientation, position }))),
        created_at: now().toISOString(),
      };
      await readingsData.insertReadingOnce(db, reading);
      const stored = await readingsData.readingOfDeal(db, deal.deal_id);
      if (!stored) throw new Error(`The reading of deal ${deal.deal_id} was not stored`);
      // Another submission of the same deal won the race: answer its reading.
      if (stored.reading_id !== reading.reading_id) return answerExisting(stored, input);
      await readingsData.markDealUsed(db, deal.deal_id, stored.reading_id);
      await saveToJournal(stored);
      return { reading_id: stored.reading_id, created: true };
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
