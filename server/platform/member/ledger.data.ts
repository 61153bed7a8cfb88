import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Transaction } from '../../../shared/api/member-data';
import type { RowWindow } from '../../../shared/api/paging';
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

  /**
   * Adds a movement and applies its coins to the balance in one database transaction. The balance
   * update carries its own guard, so two spends racing for the last coins cannot both win: the
   * loser gets undefined and nothing is written.
   */
  record: (db: Db, entry: Insertable<TransactionsTable>) =>
    db.transaction().execute(async (trx) => {
      const applied = await trx
        .updateTable('members')
        .set((eb) => ({ kc_balance: eb('kc_balance', '+', entry.kc) }))
        .where('member_uuid', '=', entry.member_uuid)
        .where((eb) => eb(eb('kc_balance', '+', entry.kc), '>=', 0))
        .executeTakeFirst();
      if (Number(applied.numUpdatedRows) !== 1) return undefined;
      await trx.insertInto('member_transactions').values(entry).execute();
      const after = await trx.selectFrom('members').select('kc_balance').where('member_uuid', '=', entry.member_uuid).executeTakeFirstOrThrow();
      return after.kc_balance;
    }),
};
