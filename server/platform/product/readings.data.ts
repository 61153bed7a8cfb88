import type { Kysely } from 'kysely';
import type { ProductDealsTable, ProductReadingsTable, ProductTables } from './product.tables';

type Db = Kysely<ProductTables>;

/** Data access for `product_deals` and `product_readings`. */
export const readingsData = {
  insertDeal: (db: Db, deal: ProductDealsTable) => db.insertInto('product_deals').values(deal).execute(),

  /** Deletes the deals never used for a reading that were dealt before `before` (ISO): they can no longer be submitted. */
  deleteStaleDeals: (db: Db, before: string) =>
    // A held deal waits for its payment (which may take longer than a day to approve): it stays.
    db.deleteFrom('product_deals').where('reading_id', 'is', null).where('held_cards', 'is', null).where('created_at', '<', before).execute(),

  /** Holds a paid spread's cards on its deal (replacing earlier ones) and binds the deal to the member; a deal that made its reading is left alone. */
  holdCards: (db: Db, dealId: string, memberUuid: string, cards: string, question: string) =>
    db.updateTable('product_deals').set({ held_cards: cards, held_question: question, member_uuid: memberUuid }).where('deal_id', '=', dealId).where('reading_id', 'is', null).execute(),

  deal: (db: Db, dealId: string) => db.selectFrom('product_deals').selectAll().where('deal_id', '=', dealId).executeTakeFirst(),

  /** Inserts the reading unless its deal already made one (the unique deal_id decides a race). */
  insertReadingOnce: (db: Db, reading: ProductReadingsTable) =>
    db
      .insertInto('product_readings')
      .values(reading)
      .onConflict((conflict) => conflict.column('deal_id').doNothing())
      .execute(),

  readingOfDeal: (db: Db, dealId: string) => db.selectFrom('product_readings').selectAll().where('deal_id', '=', dealId).executeTakeFirst(),

  reading: (db: Db, readingId: string) => db.selectFrom('product_readings').selectAll().where('reading_id', '=', readingId).executeTakeFirst(),

  markDealUsed: (db: Db, dealId: string, readingId: string) => db.updateTable('product_deals').set({ reading_id: readingId }).where('deal_id', '=', dealId).execute(),
};
