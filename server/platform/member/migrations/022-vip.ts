import type { Kysely } from 'kysely';

/**
 * A member's VIP membership (spec 1 `subscriptions.vip`): until when it runs, epoch milliseconds,
 * or null for none. The store sets it when VIP is bought; the VIP pages read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('vip_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('vip_until').execute();
}
