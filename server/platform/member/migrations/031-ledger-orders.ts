import type { Kysely } from 'kysely';

/**
 * One ledger entry per order and kind (issue #13): the store records an order's coins and dollars
 * keyed by its order_uuid, so a retried, raced or reconciled order can never be entered twice.
 * Entries without an order (a grant) keep order_uuid NULL, which both engines let repeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('member_transactions_order_kind').unique().on('member_transactions').columns(['order_uuid', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_transactions_order_kind').execute();
}
