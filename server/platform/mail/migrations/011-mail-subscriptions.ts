import type { Kysely } from 'kysely';

/**
 * Who is on which email list. Databases migrated before the services owned their migrations got
 * this table from the member service's 006; there it already exists and this does nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_subscriptions')
    .ifNotExists()
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
}
