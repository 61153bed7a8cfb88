import type { Kysely } from 'kysely';
import type { LocationTables } from './location.tables';
import { LOCATION_DATASET, loadCountries, loadStates, readCities, type CityRow } from './location-data';

const BATCH = 1000;

async function insertBatches<T extends keyof LocationTables>(db: Kysely<LocationTables>, table: T, rows: Iterable<LocationTables[T]>): Promise<number> {
  let batch: LocationTables[T][] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // Every location table's rows are plain values; Kysely checks the shape per table.
    await db.insertInto(table).values(batch as never).execute();
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return count;
}

export interface ImportResult {
  imported: boolean;
  countries: number;
  states: number;
  cities: number;
}

/**
 * Builds the location tables from the shipped data. Runs in one transaction and only when the
 * stored dataset version differs, so it is a no-op on every start after the first.
 */
export async function importLocations(db: Kysely<LocationTables>): Promise<ImportResult> {
  const current = await db.selectFrom('loc_meta').select('value').where('key', '=', 'dataset').executeTakeFirst();
  if (current?.value === LOCATION_DATASET) return { imported: false, countries: 0, states: 0, cities: 0 };

  const countries = loadCountries();
  const countryIds = new Map(countries.map((country) => [country.iso2, country.country_id]));
  const states = loadStates(countryIds);
  const usa = countryIds.get('US');
  for (const state of states) if (state.country_id === usa) state.code = state.admin1_code;
  const stateIds = new Set(states.map((state) => state.state_id));

  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('loc_cities').execute();
    await trx.deleteFrom('loc_states').execute();
    await trx.deleteFrom('loc_countries').execute();
    const result: ImportResult = {
      imported: true,
      countries: await insertBatches(trx, 'loc_countries', countries),
      states: await insertBatches(trx, 'loc_states', states),
      cities: await insertBatches(trx, 'loc_cities', readCities(countryIds, stateIds) as Iterable<CityRow>),
    };
    await trx
      .insertInto('loc_meta')
      .values({ key: 'dataset', value: LOCATION_DATASET })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: LOCATION_DATASET }))
      .execute();
    return result;
  });
}
