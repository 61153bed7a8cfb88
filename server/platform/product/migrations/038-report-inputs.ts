import type { Kysely } from 'kysely';

/**
 * The other reports (issue #26): a paired report's second person (JSON of the same birth
 * details as person 1's columns), a forecast's first month (YYYY-MM-01) and the reader's current
 * city for the big-picture forecasts. All empty for the birth reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_reports').addColumn('person_2', 'varchar(400)').execute();
  await db.schema.alterTable('product_reports').addColumn('forecast_date', 'varchar(10)').execute();
  await db.schema.alterTable('product_reports').addColumn('current_city_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_reports').dropColumn('current_city_id').execute();
  await db.schema.alterTable('product_reports').dropColumn('forecast_date').execute();
  await db.schema.alterTable('product_reports').dropColumn('person_2').execute();
}
