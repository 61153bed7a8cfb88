import type { Kysely } from 'kysely';

/** The location service's reference tables: countries, states (GeoNames admin1) and cities. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loc_countries')
    .addColumn('country_id', 'integer', (col) => col.primaryKey())
    .addColumn('iso2', 'varchar(2)', (col) => col.notNull().unique())
    .addColumn('iso3', 'varchar(3)', (col) => col.notNull().unique())
    .addColumn('iso_numeric', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('loc_countries_name_key_idx').on('loc_countries').column('name_key').execute();

  await db.schema
    .createTable('loc_states')
    .addColumn('state_id', 'integer', (col) => col.primaryKey())
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('admin1_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('code', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(200)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('loc_states_country_key_idx').on('loc_states').columns(['country_id', 'name_key']).execute();

  await db.schema
    .createTable('loc_cities')
    .addColumn('city_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('ascii_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('state_id', 'integer')
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('population', 'bigint', (col) => col.notNull())
    .addColumn('timezone', 'varchar(64)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('loc_cities_name_key_idx').on('loc_cities').column('name_key').execute();
  await db.schema.createIndex('loc_cities_country_state_idx').on('loc_cities').columns(['country_id', 'state_id', 'population']).execute();

  await db.schema
    .createTable('loc_meta')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['loc_meta', 'loc_cities', 'loc_states', 'loc_countries']) await db.schema.dropTable(table).execute();
}
