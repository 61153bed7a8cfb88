import type { Kysely } from 'kysely';

/**
 * A paid spread's cards are held on its deal until the order is paid (issue #13): the cards
 * (JSON, as a reading stores them) and the question. Both null until a hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_deals').addColumn('held_cards', 'text').execute();
  await db.schema.alterTable('product_deals').addColumn('held_question', 'varchar(1200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_deals').dropColumn('held_question').execute();
  await db.schema.alterTable('product_deals').dropColumn('held_cards').execute();
}
