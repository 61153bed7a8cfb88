import type { Kysely } from 'kysely';

/** Promo and notification messages (spec 1 §3), by placement. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rules_promo_messages')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('placement', 'varchar(40)', (col) => col.notNull())
    .addColumn('tags', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rules_promo_messages_placement').on('rules_promo_messages').column('placement').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rules_promo_messages').execute();
}
