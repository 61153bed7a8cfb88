import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Transaction } from '../../../shared/api/member-data';
import type { RecordTransactionContract } from '../../../shared/platform-api/member.platform';
import type { RowWindow } from '../../../shared/api/paging';
import { AppError } from '../../errors';
import { ledgerData, toTransaction } from './ledger.data';
import type { MemberTables } from './member.tables';
import { membersData } from './members.data';

type TransactionInput = z.output<(typeof RecordTransactionContract)['body']>;

/** Karma Coins: the ledger of every movement and the balance it adds up to. */
export function createLedgerService(db: Kysely<MemberTables>, now: () => Date) {
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
      const balance = await ledgerData.record(db, entry);
      if (balance === undefined) throw new AppError('conflict', 'You do not have enough Karma Coins for this.');
      return { transaction: toTransaction(entry), kc_balance: balance };
    },
  };
}
