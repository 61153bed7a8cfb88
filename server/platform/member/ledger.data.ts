import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Transaction } from '../../../shared/accounts/member-data';
import type { RowWindow } from '../../../shared/api/paging';
import { isUniqueViolation } from '../../db/unique-violation';
import type { MemberTables } from './member.tables';

export interface TransactionsTable {
  transaction_uuid: string;
  member_uuid: string;
  kind: string;
  description: string;
  usd_cents: number | null;
  kc: number;
  order_uuid: string | null;
  created_at: string;
}

type Db = Kysely<MemberTables>;

/** Rolls the ledger transaction back: the spend would take the balance below zero. */
class InsufficientCoins extends Error {}

export function toTransaction(row: Selectable<TransactionsTable>): Transaction {
  return {
    transaction_uuid: row.transaction_uuid,
    kind: row.kind as Transaction['kind'],
    description: row.description,
    usd_cents: row.usd_cents,
    kc: row.kc,
    order_uuid: row.order_uuid,
    created: row.created_at,
  };
}

/** Data access for the Karma Coin ledger (`member_transactions`) and the balance on `members`. */
export const ledgerData = {
  list: (db: Db, memberUuid: string, window: RowWindow) =>
    db
      .selectFrom('member_transactions')
      .selectAll()
      .where('member_uuid', '=', memberUuid)
      .orderBy('created_at', 'desc')
      .orderBy('transaction_uuid')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),

  /** The entry of this order and kind, if recorded. */
  byOrder: (db: Db, orderUuid: string, kind: string) =>
    db.selectFrom('member_transactions').selectAll().where('order_uuid', '=', orderUuid).where('kind', '=', kind).executeTakeFirst(),

  balance: async (db: Db, memberUuid: string) => {
    const row = await db.selectFrom('members').select('kc_balance').where('member_uuid', '=', memberUuid).executeTakeFirst();
    return row ? Number(row.kc_balance) : undefined;
  },

  /**
   * Adds a movement and applies its coins to the balance in one database transaction. An entry
   * with an order is keyed by (order_uuid, kind): the unique index makes the second of two
   * racing inserts fail (on PostgreSQL it waits for the first to commit), and that failure means
   * "already recorded": the transaction rolls back and the entry is 'duplicate'. The balance
   * update carries its own guard, so two spends racing for the last coins cannot both win: the
   * loser's transaction rolls back and it is 'insufficient', with nothing written.
   */
  record: async (db: Db, entry: Insertable<TransactionsTable>): Promise<{ outcome: 'created'; kc_balance: number } | { outcome: 'duplicate' } | { outcome: 'insufficient' }> => {
    try {
      return await db.transaction().execute(async (trx) => {
        await trx.insertInto('member_transactions').values(entry).execute();
        const applied = await trx
          .updateTable('members')
          .set((eb) => ({ kc_balance: eb('kc_balance', '+', entry.kc) }))
          .where('member_uuid', '=', entry.member_uuid)
          .where((eb) => eb(eb('kc_balance', '+', entry.kc), '>=', 0))
          .executeTakeFirst();
        if (Number(applied.numUpdatedRows) !== 1) throw new InsufficientCoins();
        const after = await trx.selectFrom('members').select('kc_balance').where('member_uuid', '=', entry.member_uuid).executeTakeFirstOrThrow();
        return { outcome: 'created' as const, kc_balance: Number(after.kc_balance) };
      });
    } catch (error) {
      if (error instanceof InsufficientCoins) return { outcome: 'insufficient' as const };
      if (entry.order_uuid && isUniqueViolation(error)) return { outcome: 'duplicate' as const };
      throw error;
    }
  },
};
