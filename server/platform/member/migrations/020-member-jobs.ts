import type { Kysely } from 'kysely';

/**
 * Work the member service owes after a reply (the lists and welcome email of a signup, a reset
 * email): written in the same transaction as the change that causes it, done by the job worker,
 * then deleted. A row left by a crashed process is picked up again when its lease runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_jobs')
    .addColumn('job_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('run_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_jobs_run_at_idx').on('member_jobs').column('run_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_jobs').execute();
}
