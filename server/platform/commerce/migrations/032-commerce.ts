import { sql, type Kysely } from 'kysely';

/**
 * The commerce service's tables (issue #13). Money is integer cents and coins are integer coins,
 * both bigint. Every row that moves money is keyed so that doing it twice is impossible:
 * orders by `order_uuid` (a renewal's order uuid is derived from its subscription and period),
 * credits by their period, voucher uses by member and code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_orders')
    .addColumn('order_uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('upc', 'varchar(80)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    /** A digest of what was asked (upc, quantity, deal, payment method, voucher): the same order_uuid for another purchase is refused. */
    .addColumn('request_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('payment_method', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('usd_cents', 'bigint', (col) => col.notNull())
    .addColumn('kc', 'bigint', (col) => col.notNull())
    .addColumn('discount_code', 'varchar(64)')
    .addColumn('discount_amount', 'bigint')
    .addColumn('deal_id', 'varchar(64)')
    /** A subscription's start or renewal. */
    .addColumn('subscription_uuid', 'varchar(36)')
    .addColumn('charge_id', 'varchar(64)')
    .addColumn('approval_token', 'varchar(200)')
    .addColumn('payment_label', 'varchar(100)')
    .addColumn('fulfilment_url', 'varchar(300)')
    .addColumn('error', 'varchar(300)')
    .addColumn('receipt_sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('commerce_orders_member').on('commerce_orders').columns(['member_uuid', 'created_at']).execute();
  await db.schema.createIndex('commerce_orders_status').on('commerce_orders').columns(['status', 'updated_at']).execute();
  // One subscription start in flight per member and subscription: two different orders racing to
  // start the same one cannot both charge (the second is refused while the first is charging).
  await sql`create unique index commerce_orders_one_start on commerce_orders (member_uuid, upc) where status = 'charging' and subscription_uuid is null and upc in ('vip-monthly-subscription', 'drt-monthly-subscription')`.execute(db);

  await db.schema
    .createTable('commerce_subscriptions')
    .addColumn('subscription_uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('upc', 'varchar(80)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    /** The gateway's kept payment method; null only while a redirect-flow start awaits approval. */
    .addColumn('method_token', 'varchar(200)')
    .addColumn('payment_label', 'varchar(100)', (col) => col.notNull())
    .addColumn('usd_cents', 'bigint', (col) => col.notNull())
    /** YYYY-MM-DD (UTC): the next charge, or the day a canceled one's perks end. */
    .addColumn('next_billing_date', 'varchar(10)', (col) => col.notNull())
    /** Failed charges of the current period; the renewal job retries until the limit, then ends the subscription. */
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_at', 'varchar(30)')
    .addColumn('canceled_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // One row per member and subscription: a member who comes back reuses it (and gets no second trial).
  await db.schema.createIndex('commerce_subscriptions_member_upc').unique().on('commerce_subscriptions').columns(['member_uuid', 'upc']).execute();
  await db.schema.createIndex('commerce_subscriptions_due').on('commerce_subscriptions').columns(['status', 'next_billing_date']).execute();

  await db.schema
    .createTable('commerce_credits')
    /** `vip:{member}:{period start}` or `drt:{member}:{day}`: one free reading per period, granted once. */
    .addColumn('credit_key', 'varchar(120)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('source', 'varchar(8)', (col) => col.notNull())
    .addColumn('used_order_uuid', 'varchar(36)')
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('commerce_credits_member').on('commerce_credits').columns(['member_uuid', 'expires_at']).execute();

  await db.schema
    .createTable('commerce_voucher_uses')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('code', 'varchar(64)', (col) => col.notNull())
    .addColumn('order_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('commerce_voucher_uses_pk', ['member_uuid', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['commerce_voucher_uses', 'commerce_credits', 'commerce_subscriptions', 'commerce_orders']) await db.schema.dropTable(table).execute();
}
