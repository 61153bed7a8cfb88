import type { Kysely, Selectable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation';
import type { CommerceOrdersTable, CommerceTables } from './commerce.tables';

type Db = Kysely<CommerceTables>;
export type OrderRow = Selectable<CommerceOrdersTable>;


/** The voucher an order would spend, claimed in the same transaction that writes the order. */
export interface VoucherClaim {
  code: string;
  created_at: string;
}

/** Data access for `commerce_orders` and `commerce_voucher_uses`. */
export const ordersData = {
  get: (db: Db, orderUuid: string) => db.selectFrom('commerce_orders').selectAll().where('order_uuid', '=', orderUuid).executeTakeFirst(),

  /**
   * Writes a new order (and its voucher use) once, in one transaction; on a conflict nothing is
   * written. 'exists': that uuid is taken (a retry or a race); 'voucher_used': another order holds
   * the voucher (uses are keyed by member and code); 'deal_taken': another live order pays for the
   * same held reading (commerce_orders_one_per_deal); 'busy': another start of the same
   * subscription is charging (commerce_orders_one_start). The holder may have let go since the
   * conflict: the caller may simply try again.
   */
  async insert(db: Db, row: OrderRow, voucher: VoucherClaim | null): Promise<'inserted' | 'exists' | 'voucher_used' | 'deal_taken' | 'busy'> {
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('commerce_orders').values(row).execute();
        if (voucher) await trx.insertInto('commerce_voucher_uses').values({ member_uuid: row.member_uuid, code: voucher.code, order_uuid: row.order_uuid, created_at: voucher.created_at }).execute();
      });
      return 'inserted';
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await ordersData.get(db, row.order_uuid)) return 'exists';
      if (row.deal_id && (await ordersData.liveOrderOfDeal(db, row.deal_id))) return 'deal_taken';
      return voucher ? 'voucher_used' : 'busy';
    }
  },

  /** The order charging, awaiting approval or paid for a held reading, if any. */
  liveOrderOfDeal: (db: Db, dealId: string) =>
    db.selectFrom('commerce_orders').selectAll().where('deal_id', '=', dealId).where('status', 'in', ['charging', 'awaiting_approval', 'paid']).executeTakeFirst(),

  /** The order that holds the member's voucher, if any. */
  voucherHolder: (db: Db, memberUuid: string, code: string) =>
    db
      .selectFrom('commerce_voucher_uses')
      .innerJoin('commerce_orders', 'commerce_orders.order_uuid', 'commerce_voucher_uses.order_uuid')
      .selectAll('commerce_orders')
      .where('commerce_voucher_uses.member_uuid', '=', memberUuid)
      .where('commerce_voucher_uses.code', '=', code)
      .executeTakeFirst(),

  /** The order waiting for the member's approval at the gateway under this approval token. */
  awaitingByToken: (db: Db, token: string) =>
    db.selectFrom('commerce_orders').selectAll().where('approval_token', '=', token).where('status', '=', 'awaiting_approval').executeTakeFirst(),

  /** Orders still awaiting approval that were last touched before `before` (ISO): abandoned at the gateway. */
  staleApprovals: (db: Db, before: string) =>
    db.selectFrom('commerce_orders').selectAll().where('status', '=', 'awaiting_approval').where('updated_at', '<=', before).orderBy('updated_at').limit(100).execute(),

  /** Moves an order on only from one of the given statuses; false when it had moved already. */
  async transition(db: Db, orderUuid: string, from: string[], patch: Updateable<CommerceOrdersTable>): Promise<boolean> {
    const result = await db.updateTable('commerce_orders').set(patch).where('order_uuid', '=', orderUuid).where('status', 'in', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  update: (db: Db, orderUuid: string, patch: Updateable<CommerceOrdersTable>) => db.updateTable('commerce_orders').set(patch).where('order_uuid', '=', orderUuid).execute(),

  /** Orders left 'charging' since before `before` (ISO): a process died between the intent and the outcome. */
  staleCharging: (db: Db, before: string) =>
    db.selectFrom('commerce_orders').selectAll().where('status', '=', 'charging').where('updated_at', '<=', before).orderBy('updated_at').execute(),

  unsentReceipts: (db: Db, limit: number) =>
    db.selectFrom('commerce_orders').selectAll().where('status', '=', 'paid').where('receipt_sent_at', 'is', null).orderBy('updated_at').limit(limit).execute(),

  async markReceiptSent(db: Db, orderUuid: string, at: string): Promise<boolean> {
    const result = await db.updateTable('commerce_orders').set({ receipt_sent_at: at }).where('order_uuid', '=', orderUuid).where('receipt_sent_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The codes the member's orders have used or are using. A use held by an order that only awaits
   * an approval does not count: no money moved, and the next order takes the voucher over.
   */
  usedVoucherCodes: async (db: Db, memberUuid: string) =>
    (
      await db
        .selectFrom('commerce_voucher_uses')
        .innerJoin('commerce_orders', 'commerce_orders.order_uuid', 'commerce_voucher_uses.order_uuid')
        .select('commerce_voucher_uses.code')
        .where('commerce_voucher_uses.member_uuid', '=', memberUuid)
        .where('commerce_orders.status', '!=', 'awaiting_approval')
        .execute()
    ).map((row) => row.code),

  /** Gives the voucher back: its order failed, so nothing was bought with it. */
  releaseVoucher: (db: Db, orderUuid: string) => db.deleteFrom('commerce_voucher_uses').where('order_uuid', '=', orderUuid).execute(),
};
