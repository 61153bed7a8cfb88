import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/database';

/**
 * Karma Coin balances and ledger amounts (coins and cents) as 64-bit integers, so the store's
 * money never meets the 32-bit ceiling (about 2.1 billion). SQLite's INTEGER is 64-bit already.
 */
const COLUMNS = [
  ['members', 'kc_balance'],
  ['member_transactions', 'kc'],
  ['member_transactions', 'usd_cents'],
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).alterColumn(column, (col) => col.setDataType('bigint')).execute();
}

export async function down(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).alterColumn(column, (col) => col.setDataType('integer')).execute();
}
