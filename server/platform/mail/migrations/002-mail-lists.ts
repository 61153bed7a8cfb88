import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/database';
import { autoIncrementId } from '../../../db/migrations/column-helpers';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('mail_lists')
    .addColumn('id', 'integer', (col) => autoIncrementId(col, engine))
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('frequency', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>, _engine?: Engine): Promise<void> {
  await db.schema.dropTable('mail_lists').execute();
}
