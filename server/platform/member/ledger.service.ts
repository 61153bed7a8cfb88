import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Transaction } from '../../../shared/accounts/member-data';
import type { RecordTransactionContract } from '../../../shared/platform-api/member.platform';
import type { RowWindow } from '../../../shared/api/paging';
import { AppError } from '../../errors';
import { ledgerData, toTransaction } from './ledger.data';
import type { MemberTables } from './member.tables';
import { membersData } from './members.data';
import type { LedgerEntry } from '../ports';

export const NOT_ENOUGH_COINS = 'You do not have enough Karma Coins for this.';

type TransactionInput = z.output<(typeof RecordTransactionContract)['body']>;

/** Karma Coins: the ledger of every movement and the balance it adds up to. */
export function createLedgerService(db: Kysely<MemberTables>, now: () => Date) {
  const members = { exists: async (memberUuid: string) => (await ledgerData.balance(db, memberUuid)) !== undefined };
  return {
    /** The member's account history, newest first, with the Karma Coin balance. */
    async list(memberUuid: string, window: RowWindow): Promise<{ transactions: Transaction[]; kc_balance: number }> {
      const member = await membersData.get(db, memberUuid);
      return { transactions: (await ledgerData.list(db, memberUuid, window)).map(toTransaction), kc_balance: member.kc_balance };
    },

    async record(memberUuid: string, input: TransactionInput): Promise<{ transaction: Transaction; kc_balance: number }> {
      await membersData.get(db, memberUuid);
      const entry = {
        transaction_uuid: randomUUID(),
        member_uuid: memberUuid,
        kind: input.kind,
        description: input.description,
        usd_cents: input.usd_cents ?? null,
        kc: input.kc,
        order_uuid: input.order_uuid ?? null,
        created_at: now().toISOString(),
      };
      const result = await ledgerData.record(db, entry);
      if (result.outcome === 'insufficient') throw new AppError('conflict', NOT_ENOUGH_COINS);
      if (result.outcome === 'duplicate') {
        const existing = await ledgerData.byOrder(db, entry.order_uuid!, entry.kind);
        return { transaction: toTransaction(existing!), kc_balance: (await ledgerData.balance(db, memberUuid)) ?? 0 };
      }
      return { transaction: toTransaction(entry), kc_balance: result.kc_balance };
    },

    /** The memberLedger port: one entry keyed by (order_uuid, kind); again: nothing changes and created is false. */
    async recordOrderEntry(entry: LedgerEntry): Promise<{ kc_balance: number; created: boolean }> {
      if (!(await members.exists(entry.member_uuid))) throw new AppError('not_found', 'That member does not exist.');
      const row = { transaction_uuid: randomUUID(), ...entry, created_at: now().toISOString() };
      const result = await ledgerData.record(db, row);
      if (result.outcome === 'insufficient') throw new AppError('conflict', NOT_ENOUGH_COINS);
      if (result.outcome === 'duplicate') return { kc_balance: (await ledgerData.balance(db, entry.member_uuid)) ?? 0, created: false };
      return { kc_balance: result.kc_balance, created: true };
    },

    async balance(memberUuid: string): Promise<number> {
      return (await ledgerData.balance(db, memberUuid)) ?? 0;
    },
  };
}
