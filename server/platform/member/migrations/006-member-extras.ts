import type { Kysely } from 'kysely';

/**
 * Saved readings and reports (the journal). As first shipped this migration also created the mail
 * service's `mail_subscriptions`; that table now comes from the mail service's own 011, which
 * creates it only where this one did not.
 */
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_journal').execute();
}
