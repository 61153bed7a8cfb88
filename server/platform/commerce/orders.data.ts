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
   * Writes a new order once, keyed by its uuid, with the voucher it spends (the voucher use is
   * keyed by member and code). 'exists': an order of that uuid is there already (a retry or a
   * race); 'voucher_used': another order spent the voucher first. Either way nothing is written.
   */
  /**
   * Writes a new order (and its voucher use) once. 'exists': that uuid is taken; 'voucher_used':
   * another order holds the voucher; 'busy': another start of the same subscription is charging.
   */
  async insert(db: Db, row: OrderRow, voucher: VoucherClaim | null): Promise<'inserted' | 'exists' | 'voucher_used' | 'busy'> {
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('commerce_orders').values(row).execute();
        if (voucher) await trx.insertInto('commerce_voucher_uses').values({ member_uuid: row.member_uuid, code: voucher.code, order_uuid: row.order_uuid, created_at: voucher.created_at }).execute();
      });
      return 'inserted';
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await ordersData.get(db, row.order_uuid)) return 'exists';
      return voucher ? 'voucher_used' : 'busy';
    }
  },

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

  usedVoucherCodes: async (db: Db, memberUuid: string) =>
    (await db.selectFrom('commerce_voucher_uses').select('code').where('member_uuid', '=', memberUuid).execute()).map((row) => row.code),

  /** Gives the voucher back: its order failed, so nothing was bought with it. */
  releaseVoucher: (db: Db, orderUuid: string) => db.deleteFrom('commerce_voucher_uses').where('order_uuid', '=', orderUuid).execute(),
};
