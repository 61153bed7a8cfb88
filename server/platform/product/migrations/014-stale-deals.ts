import type { Kysely } from 'kysely';

/** Unused deals are cleared once they can no longer be submitted: an index on their age makes that cheap. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_deals_created').on('product_deals').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_deals_created').execute();
}
