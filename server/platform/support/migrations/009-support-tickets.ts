import type { Kysely } from 'kysely';

/** Support tickets from the Contact Us form, kept so none is lost if an email is. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('ticket_id', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)')
    .addColumn('subject', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('page', 'varchar(2000)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_tickets').execute();
}
