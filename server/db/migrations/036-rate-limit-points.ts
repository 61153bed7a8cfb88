import type { Kysely } from 'kysely';
import { up as createFixedWindowTable } from './005-rate-limits';

/**
 * Rate-limit counters in the shape rate-limiter-flexible reads and writes (`server/http/rate-limit.ts`):
 * the points used in the current window and when that window ends, in epoch milliseconds. Its
 * SQLite and PostgreSQL stores insert the three columns by position, so their order matters.
 * The fixed-window counters of 005 are dropped, not carried over: at worst a visitor starts a
 * fresh window once, at the deploy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  // The library's PostgreSQL store deletes long-expired counters every few minutes.
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
}

/** Back to the table of migration 005 (its counters are gone either way). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await createFixedWindowTable(db);
}
