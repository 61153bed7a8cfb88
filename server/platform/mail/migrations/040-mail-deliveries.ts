import type { Kysely } from 'kysely';

/**
 * One row per list email owed to a member for a day (issue #28): the daily lists' exactly-once
 * record. The key is (member, list, day), so of any number of runs, in any number of processes,
 * one claims it. `due_at` (epoch ms) is when it may be taken again: while a run holds it
 * (`sending`), when that run's lease ends; after a failed send (`failed`), when it is retried.
 * `sent` and `abandoned` rows are final.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_deliveries')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('list_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('send_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('due_at', 'bigint', (col) => col.notNull())
    .addColumn('message_id', 'varchar(255)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_deliveries_pk', ['member_uuid', 'list_code', 'send_date'])
    .execute();
  await db.schema.createIndex('mail_deliveries_day_idx').on('mail_deliveries').columns(['list_code', 'send_date', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_deliveries').execute();
}
