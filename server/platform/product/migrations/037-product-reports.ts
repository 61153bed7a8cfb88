import type { Kysely } from 'kysely';

/**
 * Birth reports (issue #25): one row per submitted report, with the birth details it reads. A
 * paid report waits as `held` until its order is paid, then becomes `ready` once (a conditional
 * update decides a race). The birth time is its own column so adding it is one conditional update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_reports')
    .addColumn('report_slug', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('product_code', 'varchar(60)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('gender', 'varchar(10)', (col) => col.notNull())
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('birth_time', 'varchar(5)')
    .addColumn('city_id', 'integer', (col) => col.notNull())
    .addColumn('houses', 'varchar(12)', (col) => col.notNull())
    .addColumn('utc_choice', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('product_reports_member').on('product_reports').columns(['member_uuid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_reports').execute();
}
