import type { Kysely } from 'kysely';

/** Which notification messages (by code) each member has seen, so the dot follows them across devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull().references('members.member_uuid').onDelete('cascade'))
    .addColumn('code', 'varchar(64)', (col) => col.notNull())
    .addColumn('viewed_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['member_uuid', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute();
}
