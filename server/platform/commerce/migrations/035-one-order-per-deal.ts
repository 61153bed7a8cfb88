import { sql, type Kysely } from 'kysely';

/**
 * One live order per held reading (issue #20): a held tarot deal is one reading, so at most one
 * order may be charging, awaiting approval or paid for it, however many requests race. Checking
 * the deal before writing the order could not guarantee that on PostgreSQL; this index does, on
 * both engines. A failed order (declined, timed out, replaced) no longer counts, so the member
 * can try again.
 *
 * A database that already holds two live orders for one deal (the bug this closes) cannot take
 * the index: the migration stops and names them, so they can be refunded by hand first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const doubled = await sql<{ deal_id: string; orders: number | string }>`
    select deal_id, count(*) as orders from commerce_orders
    where deal_id is not null and status in ('charging', 'awaiting_approval', 'paid')
    group by deal_id having count(*) > 1`.execute(db);
  if (doubled.rows.length > 0) {
    const list = doubled.rows.map((row) => `${row.deal_id} (${Number(row.orders)} orders)`).join(', ');
    throw new Error(`035-one-order-per-deal: these held readings have more than one live order; refund and fail the extra orders, then migrate again: ${list}`);
  }
  await sql`create unique index commerce_orders_one_per_deal on commerce_orders (deal_id) where deal_id is not null and status in ('charging', 'awaiting_approval', 'paid')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index commerce_orders_one_per_deal`.execute(db);
}
