import type { Kysely } from 'kysely';

/** Saved readings and reports (the journal) and members' email-list choices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_journal')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull().references('members.member_uuid').onDelete('cascade'))
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_journal_pk', ['member_uuid', 'slug'])
    .execute();

  await db.schema
    .createTable('mail_subscriptions')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull())
    .addColumn('list_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('subscribed', 'integer', (col) => col.notNull())
    .addColumn('location', 'varchar(64)')
    .addColumn('reason', 'varchar(200)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_subscriptions_pk', ['member_uuid', 'list_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_subscriptions').execute();
  await db.schema.dropTable('member_journal').execute();
}
