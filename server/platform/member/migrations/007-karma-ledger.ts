import type { Kysely } from 'kysely';

/**
 * Karma Coins and purchases: a balance kept on the member row, so a spend can be checked and
 * applied in one atomic update, and a ledger of every movement behind it (get-transactions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('kc_balance', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('member_transactions')
    .addColumn('transaction_uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull().references('members.member_uuid').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('usd_cents', 'integer')
    .addColumn('kc', 'integer', (col) => col.notNull())
    .addColumn('order_uuid', 'varchar(36)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_transactions_member').on('member_transactions').columns(['member_uuid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_transactions').execute();
  await db.schema.alterTable('members').dropColumn('kc_balance').execute();
}
