import type { Kysely } from 'kysely';

/**
 * Tarot deals and readings (issue #12). `product_readings.deal_id` is unique, so one deal makes
 * one reading on both databases however many submissions race; a reading is never re-rolled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_deals')
    .addColumn('deal_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('session_key', 'varchar(100)')
    .addColumn('member_uuid', 'varchar(36)')
    .addColumn('spread_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('deck_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('fan', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('reading_id', 'varchar(64)')
    .execute();
  await db.schema
    .createTable('product_readings')
    .addColumn('reading_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('deal_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('spread_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('deck_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('question', 'varchar(1200)', (col) => col.notNull())
    .addColumn('cards', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('product_readings_member').on('product_readings').columns(['member_uuid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_readings').execute();
  await db.schema.dropTable('product_deals').execute();
}
