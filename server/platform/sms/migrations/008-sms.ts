import type { Kysely } from 'kysely';

/** Members' text-message consent: one row per member, with the number and where it was given. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_subscriptions')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.primaryKey().references('members.member_uuid').onDelete('cascade'))
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('promos', 'integer', (col) => col.notNull())
    .addColumn('location', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_subscriptions_phone').on('sms_subscriptions').column('phone').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_subscriptions').execute();
}
