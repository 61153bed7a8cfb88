import { tablesOf } from '../../server/db/database';
import type { LocationTables } from '../../server/platform/location/location.tables';
import request from 'supertest';
import { importLocations } from '../../server/platform/location/location.import';
import { GetCityContract, SearchCitiesContract } from '../../shared/location/location.contract';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

jest.setTimeout(60_000);

type CityBody = { city_id: number; city: string; state: string | null; state_code: string | null; country: string; country_id: number; timezone: string; label: string; population: number };

describe.each(ENGINES)('the location service on %s', (engine) => {
  let site: TestSite;
  const get = (path: string) => request(site.app).get(`/api/location${path}`);

  beforeAll(async () => {
    site = await startTestSite(engine, {}, { locations: true });
  });
  afterAll(() => site.close());

  describe('the built data', () => {
    it('holds every cities500 place, all ISO countries and the GeoNames states', async () => {
      const db = site.tables;
      const count = async (table: 'loc_cities' | 'loc_countries' | 'loc_states') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('loc_cities')).toBeGreaterThan(199_000);
      expect(await count('loc_cities')).toBeLessThan(201_000);
      expect(await count('loc_countries')).toBe(250);
      expect(await count('loc_states')).toBeGreaterThan(3_800);
    });

    it('is imported once: a second import finds the same dataset and does nothing', async () => {
      await expect(importLocations(tablesOf<LocationTables>(site.database))).resolves.toEqual({ imported: false, countries: 0, states: 0, cities: 0 });
    });

    it('puts New York City in America/New_York, in the state coded NY, in country 5022', async () => {
      const res = await get('/city/5128581').expect(200);
      expect(res.body).toMatchObject({
        city_id: 5128581,
        city: 'New York City',
        state: 'New York',
        state_code: 'NY',
        country: 'United States',
        country_id: 5022,
        country_iso3: 'USA',
        timezone: 'America/New_York',
        label: 'New York City, New York, United States',
      });
      expect(res.body.latitude).toBeCloseTo(40.714, 2);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('codes every US state with its two letters', async () => {
      const res = await get('/states/5022?limit=100').expect(200);
      expect(res.body).toHaveLength(51);
      for (const state of res.body) expect(state.state_code).toMatch(/^[A-Z]{2}$/);
      expect(res.body.find((state: { name: string }) => state.name === 'Illinois').state_code).toBe('IL');
    });
  });

  describe('search', () => {
    it('finds São Paulo typed without accents, and Zürich as zurich', async () => {
      const sao = await get('/cities?prefix=sao%20paulo').expect(200);
      expect(sao.body[0]).toMatchObject({ city: 'São Paulo', country: 'Brazil', timezone: 'America/Sao_Paulo' });
      const zurich = await get('/cities?prefix=ZURICH').expect(200);
      expect(zurich.body[0]).toMatchObject({ city: 'Zürich', country: 'Switzerland' });
    });

    it('shows a city before its districts, and the districts only when asked for', async () => {
      const isDistrict = (city: CityBody) => /^Zürich\s*[(/]/.test(city.city);
      // Typing the city: Zürich first, none of its numbered Kreis districts crowding the list.
      for (const prefix of ['zur', 'zurich', 'Zürich']) {
        const res = await get(`/cities?prefix=${encodeURIComponent(prefix)}`).expect(200);
        expect(res.body[0]).toMatchObject({ city: 'Zürich', country: 'Switzerland' });
        expect(res.body.filter(isDistrict)).toEqual([]);
      }
      // Asking for them: a parenthesis, or the district's own words.
      const opened = await get(`/cities?prefix=${encodeURIComponent('Zürich (')}`).expect(200);
      expect(opened.body[0]).toMatchObject({ city: 'Zürich' });
      expect(opened.body.slice(1).length).toBeGreaterThan(0);
      for (const city of opened.body.slice(1)) expect(isDistrict(city)).toBe(true);
      const kreis = await get(`/cities?prefix=${encodeURIComponent('zurich kreis 11')}`).expect(200);
      expect(kreis.body.length).toBeGreaterThan(0);
      for (const city of kreis.body) expect(city.city).toMatch(/^Zürich \(Kreis 11\)/);
      // Within the country too, and a district is still found by its whole name.
      const swiss = await get(`/cities/CH?prefix=zurich`).expect(200);
      expect(swiss.body[0]).toMatchObject({ city: 'Zürich' });
      expect(swiss.body.filter(isDistrict)).toEqual([]);
      const largest = await get('/cities/CH').expect(200);
      expect(largest.body.filter(isDistrict)).toEqual([]);
      const seebach = kreis.body.find((city: CityBody) => city.city === 'Zürich (Kreis 11) / Seebach');
      expect(seebach).toBeDefined();
      const byName = await get(`/city/${encodeURIComponent('Zürich (Kreis 11) / Seebach')}/${encodeURIComponent(seebach.state)}/CH`);
      expect({ status: byName.status, id: byName.body.city_id }).toEqual({ status: 200, id: seebach.city_id });
    });

    it('is anchored at the start, ranked by population, at most 10 by default, and tells places apart', async () => {
      const res = await get('/cities?prefix=springfield').expect(200);
      expect(res.body).toHaveLength(10);
      const populations = res.body.map((city: CityBody) => city.population);
      expect(populations).toEqual([...populations].sort((a: number, b: number) => b - a));
      for (const city of res.body) expect(city.city.toLowerCase().startsWith('springfield')).toBe(true);
      const labels = res.body.map((city: CityBody) => city.label);
      expect(labels).toContain('Springfield, Illinois, United States');
      expect(labels).toContain('Springfield, Missouri, United States');
    });

    it('searches within a country and a state given by id, code or name', async () => {
      for (const path of ['/cities/US/IL?prefix=springf', '/cities/5022/Illinois?prefix=springf', '/cities/usa/il?prefix=springf']) {
        const res = await get(path).expect(200);
        expect(res.body[0]).toMatchObject({ city: 'Springfield', state: 'Illinois' });
        for (const city of res.body) expect(city.state_code).toBe('IL');
      }
      const france = await get('/cities/FR?prefix=par&limit=3').expect(200);
      expect(france.body).toHaveLength(3);
      expect(france.body[0]).toMatchObject({ city: 'Paris', country: 'France' });
    });

    it('lists the largest places when no prefix is given', async () => {
      const res = await get('/cities/JP?limit=1').expect(200);
      expect(res.body[0].city).toBe('Tokyo');
    });

    it('finds states by prefix', async () => {
      const res = await get('/states/US?prefix=new').expect(200);
      expect(res.body.map((state: { name: string }) => state.name)).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York']);
    });

    it('looks a city up by name, state and country', async () => {
      const res = await get('/city/springfield/illinois/united%20states').expect(200);
      expect(res.body).toMatchObject({ city_id: 4250542, state_code: 'IL' });
      const byCodes = await get('/city/Paris/-/FR').expect(200);
      expect(byCodes.body.country).toBe('France');
      await get('/city/Nowhereville/IL/US').expect(404);
    });

    it('reads countries by id, ISO numeric code (840 → USA), alpha-2, alpha-3 and name', async () => {
      for (const ref of ['5022', '840', 'US', 'usa', 'United%20States%20of%20America']) {
        const res = await get(`/country/${ref}`).expect(200);
        expect(res.body).toEqual({ country_id: 5022, name: 'United States', iso2: 'US', iso3: 'USA', iso_numeric: 840, has_states: true });
      }
      const all = await get('/countries').expect(200);
      expect(all.body).toHaveLength(250);
    });
  });

  describe('local time to UTC', () => {
    it('converts a birth in Amsterdam in 1930 with its local mean time offset', async () => {
      const res = await get('/time?city_id=2759794&date=1930-01-15&time=12:00').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', utc: '1930-01-15T11:40:28Z', offset_seconds: 1172, timezone: 'Europe/Amsterdam' });
    });

    it('offers the choices for a repeated hour in New York', async () => {
      const res = await get('/time?city_id=5128581&date=2021-11-07&time=01:30').expect(200);
      expect(res.body.status).toBe('ambiguous');
      expect(res.body.choices).toHaveLength(2);
    });
  });

  describe('bad input', () => {
    it.each([
      ['/city/abc', 400],
      ['/city/0', 400],
      ['/city/99999999999', 400],
      ['/city/999999999', 404],
      ['/country/ZZ', 404],
      ['/country/x', 400],
      ['/states/Atlantis', 404],
      ['/cities/US/Narnia?prefix=spr', 404],
      ['/cities?prefix=a', 400],
      ['/cities?prefix=%20%20a%20', 400],
      [`/cities?prefix=${'a'.repeat(61)}`, 400],
      ['/cities', 400],
      ['/cities?prefix=spr&limit=0', 400],
      ['/cities?prefix=spr&limit=1000', 400],
      ['/cities?prefix[a]=b', 400],
      ['/time?city_id=5128581&date=2021-02-30&time=12:00', 400],
      ['/time?city_id=5128581&date=2021-02-03&time=25:00', 400],
      ['/time?city_id=5128581', 400],
      ['/time?city_id=999999999&date=2021-02-03&time=12:00', 404],
    ])('%s gets %i with a JSON error', async (path, status) => {
      const res = await get(path).expect(status);
      expect(res.body.error.code).toBe(status === 404 ? 'not_found' : 'validation_failed');
      expect(res.body.error.message).toEqual(expect.any(String));
    });

    it('says why a prefix is refused', async () => {
      const res = await get('/cities?prefix=a').expect(400);
      expect(res.body.error.fields.prefix).toEqual(['Type at least 2 characters to search.']);
    });
  });

  it('the platform answers the same contracts directly, behind the partner key', async () => {
    const city = await site.platformClient.call(GetCityContract, { params: { id: 5128581 } });
    expect(city.timezone).toBe('America/New_York');
    const found = await site.platformClient.call(SearchCitiesContract, { query: { prefix: 'zuri', limit: 1 } });
    expect(found[0]!.city).toBe('Zürich');
  });
});
