import type { Kysely, Transaction } from 'kysely';
import type { CommerceCreditsTable, CommerceOrdersTable, CommerceSubscriptionsTable, CommerceTables } from './commerce.tables';

type Db = Kysely<CommerceTables> | Transaction<CommerceTables>;

/** Statuses that are billed (the renewal job charges them) and hold the perks. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;

const changed = (result: { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint } | undefined) =>
  Number(result?.numInsertedOrUpdatedRows ?? result?.numUpdatedRows ?? 0) > 0;

/** Data access for `commerce_subscriptions`, the renewal orders in `commerce_orders`, and `commerce_credits`. */
export const subscriptionsData = {
  byMemberUpc: (db: Db, memberUuid: string, upc: string) =>
    db.selectFrom('commerce_subscriptions').selectAll().where('member_uuid', '=', memberUuid).where('upc', '=', upc).executeTakeFirst(),

  byUuid: (db: Db, subscriptionUuid: string) => db.selectFrom('commerce_subscriptions').selectAll().where('subscription_uuid', '=', subscriptionUuid).executeTakeFirst(),

  ofMember: (db: Db, memberUuid: string) =>
    db.selectFrom('commerce_subscriptions').selectAll().where('member_uuid', '=', memberUuid).orderBy('created_at').orderBy('upc').execute(),

  /** Inserts the member's row unless one exists for this product (the unique index decides a race); true when inserted. */
  insertOnce: async (db: Db, row: CommerceSubscriptionsTable) =>
    changed(
      await db
        .insertInto('commerce_subscriptions')
        .values(row)
        .onConflict((conflict) => conflict.columns(['member_uuid', 'upc']).doNothing())
        .executeTakeFirst(),
    ),

  /** Updates the row only while it still has the status (and billing day) it was read with; true when it did. */
  updateIf: async (db: Db, guard: { subscription_uuid: string; status: string; next_billing_date?: string; failed_attempts?: number }, values: Partial<CommerceSubscriptionsTable>) => {
    let query = db.updateTable('commerce_subscriptions').set(values).where('subscription_uuid', '=', guard.subscription_uuid).where('status', '=', guard.status);
    if (guard.next_billing_date !== undefined) query = query.where('next_billing_date', '=', guard.next_billing_date);
    if (guard.failed_attempts !== undefined) query = query.where('failed_attempts', '=', guard.failed_attempts);
    return changed(await query.executeTakeFirst());
  },

  /** Live subscriptions whose billing day has come and that are not waiting for a retry. */
  due: (db: Db, today: string, nowIso: string) =>
    db
      .selectFrom('commerce_subscriptions')
      .selectAll()
      .where('status', 'in', [...LIVE_STATUSES])
      .where('next_billing_date', '<=', today)
      .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', nowIso)]))
      .orderBy('next_billing_date')
      .execute(),

  /** Canceled subscriptions whose paid period is over. */
  lapsed: (db: Db, today: string) =>
    db.selectFrom('commerce_subscriptions').selectAll().where('status', '=', 'canceled').where('next_billing_date', '<=', today).execute(),

  /** The member's live and canceled subscriptions take a new payment method; a past-due one is retried at once. */
  setPaymentMethod: async (db: Db, memberUuid: string, method: { method_token: string; payment_label: string }, nowIso: string) => {
    await db
      .updateTable('commerce_subscriptions')
      .set({ ...method, updated_at: nowIso })
      .where('member_uuid', '=', memberUuid)
      .where('status', 'in', [...LIVE_STATUSES, 'canceled'])
      .execute();
    await db.updateTable('commerce_subscriptions').set({ retry_at: nowIso }).where('member_uuid', '=', memberUuid).where('status', '=', 'past_due').execute();
  },

  /** The renewal order: only the run that inserts it charges; true when this call inserted it. */
  insertOrderOnce: async (db: Db, order: CommerceOrdersTable) =>
    changed(
      await db
        .insertInto('commerce_orders')
        .values(order)
        .onConflict((conflict) => conflict.column('order_uuid').doNothing())
        .executeTakeFirst(),
    ),

  order: (db: Db, orderUuid: string) => db.selectFrom('commerce_orders').selectAll().where('order_uuid', '=', orderUuid).executeTakeFirst(),

  /** Takes over a renewal order left charging by a run that stopped (older than `staleBefore`); true for the one run that takes it. */
  takeOverStaleOrder: async (db: Db, orderUuid: string, staleBefore: string, nowIso: string) =>
    changed(
      await db
        .updateTable('commerce_orders')
        .set({ updated_at: nowIso })
        .where('order_uuid', '=', orderUuid)
        .where('status', '=', 'charging')
        .where('updated_at', '<', staleBefore)
        .executeTakeFirst(),
    ),

  /** Settles a charging order (paid or failed); false when it was already settled. */
  settleOrder: async (db: Db, orderUuid: string, values: Partial<CommerceOrdersTable>) =>
    changed(await db.updateTable('commerce_orders').set(values).where('order_uuid', '=', orderUuid).where('status', '=', 'charging').executeTakeFirst()),

  /** Grants a credit once (its key names its period). */
  grantCredit: (db: Db, credit: CommerceCreditsTable) =>
    db
      .insertInto('commerce_credits')
      .values(credit)
      .onConflict((conflict) => conflict.column('credit_key').doNothing())
      .execute(),

  credit: (db: Db, creditKey: string) => db.selectFrom('commerce_credits').selectAll().where('credit_key', '=', creditKey).executeTakeFirst(),

  /** The member's unused VIP credit still valid at `nowIso`. */
  unusedVipCredit: (db: Db, memberUuid: string, nowIso: string) =>
    db
      .selectFrom('commerce_credits')
      .selectAll()
      .where('member_uuid', '=', memberUuid)
      .where('source', '=', 'vip')
      .where('used_order_uuid', 'is', null)
      .where('expires_at', '>', nowIso)
      .orderBy('expires_at')
      .executeTakeFirst(),

  claimCredit: async (db: Db, creditKey: string, orderUuid: string) =>
    changed(
      await db
        .updateTable('commerce_credits')
        .set({ used_order_uuid: orderUuid })
        .where('credit_key', '=', creditKey)
        .where((eb) => eb.or([eb('used_order_uuid', 'is', null), eb('used_order_uuid', '=', orderUuid)]))
        .executeTakeFirst(),
    ),

  releaseCredit: (db: Db, creditKey: string, orderUuid: string) =>
    db.updateTable('commerce_credits').set({ used_order_uuid: null }).where('credit_key', '=', creditKey).where('used_order_uuid', '=', orderUuid).execute(),
};
