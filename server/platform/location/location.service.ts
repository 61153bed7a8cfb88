import countries from 'i18n-iso-countries';
import type { Kysely } from 'kysely';
import type { City, Country, LocalTimeResponse, State } from '../../../shared/location/location.contract';
import { searchKey, stripParenthesised, usStateCode } from '../../../shared/location/location-values';
import { LruCache } from '../../cache/lru-cache';
import type { LocationTables } from './location.tables';
import { AppError } from '../../errors';
import { CityPrefixIndex } from './city-prefix-index';
import { USA_COUNTRY_ID } from './location-data';
import { getTimeZone, localToUtc, tzdbVersion } from './tz/tz-database';

type CountryRecord = LocationTables['loc_countries'];

/** How many recent autocomplete answers to keep: people type the same prefixes all day. */
const RECENT_SEARCHES = 5000;

export function createLocationService(db: Kysely<LocationTables>) {
  let index: Promise<CityPrefixIndex> | undefined;
  const recent = new LruCache<City[]>(RECENT_SEARCHES);

  /** Built on first use (or by warm()), once per process; the data changes only with a release. */
  function cityIndex(): Promise<CityPrefixIndex> {
    index ??= Promise.all([
      db
        .selectFrom('loc_cities')
        .select(['city_id', 'name', 'ascii_name', 'name_key', 'country_id', 'state_id', 'latitude', 'longitude', 'population', 'timezone'])
        .execute(),
      db.selectFrom('loc_states').select(['state_id', 'name', 'code']).execute(),
      db.selectFrom('loc_countries').select(['country_id', 'name', 'iso2', 'iso3']).execute(),
    ])
      .then(([cities, states, countries]) => {
        const places = {
          states: new Map(states.map((state) => [state.state_id, { name: state.name, code: state.code }])),
          countries: new Map(countries.map((country) => [country.country_id, { name: country.name, iso2: country.iso2, iso3: country.iso3 }])),
        };
        return new CityPrefixIndex(
          cities.map((city) => ({ ...city, population: Number(city.population) })),
          places,
        );
      })
      .catch((error: unknown) => {
        index = undefined;
        throw error;
      });
    return index;
  }

  async function countryRecord(ref: string): Promise<CountryRecord> {
    const text = ref.trim();
    let query = db.selectFrom('loc_countries').selectAll();
    if (/^\d+$/.test(text)) {
      const number = Number(text);
      // Below 1000 it is an ISO 3166 numeric code ("840"); above, one of our country ids.
      query = number < 1000 ? query.where('iso_numeric', '=', number) : query.where('country_id', '=', number);
    } else if (/^[A-Za-z]{2}$/.test(text)) {
      query = query.where('iso2', '=', text.toUpperCase());
    } else if (/^[A-Za-z]{3}$/.test(text) && countries.isValid(text.toUpperCase())) {
      query = query.where('iso3', '=', text.toUpperCase());
    } else {
      const alpha2 = countries.getAlpha2Code(text, 'en');
      query = alpha2 ? query.where('iso2', '=', alpha2) : query.where('name_key', '=', searchKey(text));
    }
    const country = await query.executeTakeFirst();
    if (!country) throw new AppError('not_found', `No country matches "${text}".`);
    return country;
  }

  async function stateRecord(country: CountryRecord, ref: string) {
    const text = ref.trim();
    const base = db.selectFrom('loc_states').selectAll().where('country_id', '=', country.country_id);
    let state;
    if (/^\d{4,}$/.test(text)) state = await base.where('state_id', '=', Number(text)).executeTakeFirst();
    if (!state) {
      const code = country.country_id === USA_COUNTRY_ID ? usStateCode(text) : text;
      state = await base.where('code', '=', code.toUpperCase()).executeTakeFirst();
      state ??= await base.where('code', '=', code).executeTakeFirst();
    }
    state ??= await base.where('name_key', '=', searchKey(text)).executeTakeFirst();
    if (!state) throw new AppError('not_found', `No state of ${country.name} matches "${text}".`);
    return state;
  }

  async function hasStates(countryId: number): Promise<boolean> {
    const row = await db.selectFrom('loc_states').select('state_id').where('country_id', '=', countryId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async function toCountry(record: CountryRecord): Promise<Country> {
    const { country_id, name, iso2, iso3, iso_numeric } = record;
    return { country_id, name, iso2, iso3, iso_numeric, has_states: await hasStates(country_id) };
  }

  async function findCities(prefix: string | undefined, filter: { countryId?: number; stateId?: number }, limit: number) {
    const key = prefix === undefined ? '' : searchKey(stripParenthesised(prefix));
    // "Zürich (" or "Zürich /" asks for the city's districts, which a plain "zurich" leaves out.
    const districts = prefix !== undefined && /[(/]/.test(prefix);
    const cacheKey = `${key}|${filter.countryId ?? ''}|${filter.stateId ?? ''}|${limit}|${districts ? 'd' : ''}`;
    const cached = recent.get(cacheKey);
    if (cached) return cached;
    const found = await cityIndex();
    const cities = key === '' ? found.top(filter, limit) : found.search(key, filter, limit, districts);
    recent.set(cacheKey, cities);
    return cities;
  }

  return {
    warm: () => cityIndex().then((built) => built.size),

    async listCountries(): Promise<Country[]> {
      const [rows, withStates] = await Promise.all([
        db.selectFrom('loc_countries').selectAll().orderBy('name').execute(),
        db.selectFrom('loc_states').select('country_id').distinct().execute(),
      ]);
      const stated = new Set(withStates.map((row) => row.country_id));
      return rows
        .map(({ country_id, name, iso2, iso3, iso_numeric }) => ({ country_id, name, iso2, iso3, iso_numeric, has_states: stated.has(country_id) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    },

    getCountry: async (ref: string) => toCountry(await countryRecord(ref)),

    async listStates(countryRef: string, prefix: string | undefined, limit: number): Promise<State[]> {
      const country = await countryRecord(countryRef);
      let query = db.selectFrom('loc_states').selectAll().where('country_id', '=', country.country_id);
      if (prefix !== undefined) {
        const key = searchKey(prefix);
        query = query.where('name_key', '>=', key).where('name_key', '<', `${key}\uffff`);
      }
      const rows = await query.execute();
      return rows
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .slice(0, limit)
        .map((row) => ({ state_id: row.state_id, name: row.name, state_code: row.code, country_id: country.country_id, country: country.name }));
    },

    searchCities: (prefix: string, limit: number) => findCities(prefix, {}, limit),

    async citiesIn(countryRef: string, stateRef: string | undefined, prefix: string | undefined, limit: number): Promise<City[]> {
      const country = await countryRecord(countryRef);
      const state = stateRef === undefined ? undefined : await stateRecord(country, stateRef);
      return findCities(prefix, { countryId: country.country_id, ...(state ? { stateId: state.state_id } : {}) }, limit);
    },

    async getCity(id: number): Promise<City> {
      const city = (await cityIndex()).byId(id);
      if (!city) throw new AppError('not_found', `No city has the id ${id}.`);
      return city;
    },

    /** `/{city}/{state}/{country}`: the most populous place of that exact name there. */
    async findCity(cityName: string, stateRef: string, countryRef: string): Promise<City> {
      const country = await countryRecord(countryRef);
      const state = stateRef.trim() === '' || stateRef === '-' ? undefined : await stateRecord(country, stateRef);
      const key = searchKey(stripParenthesised(cityName));
      const found = await cityIndex();
      const candidates = found.search(key, { countryId: country.country_id, ...(state ? { stateId: state.state_id } : {}) }, 50, true);
      const exact = candidates.find((city) => searchKey(city.city) === key);
      if (!exact) throw new AppError('not_found', `No city called "${cityName}" was found in ${state ? `${state.name}, ` : ''}${country.name}.`);
      return exact;
    },

    async localTime(cityId: number, date: string, time: string): Promise<LocalTimeResponse> {
      const city = await this.getCity(cityId);
      const zone = getTimeZone(city.timezone);
      if (!zone) throw new AppError('internal', `The time zone ${city.timezone} is missing from the time zone data.`);
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const [hour, minute, second] = time.split(':').map(Number) as [number, number, number | undefined];
      const result = localToUtc(zone, { year, month, day, hour, minute, second: second ?? 0 });
      return { ...result, timezone: city.timezone, tz_version: tzdbVersion() };
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
