import request from 'supertest';
import { ChartResponseSchema } from '../../shared/horoscopes/sky.contract';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

jest.setTimeout(120_000);

const NEW_YORK = 5128581; // GeoNames id of New York City
const arcminutesApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 60;

describe.each(PAGE_ENGINES)('GET /api/sky/chart on %s', (engine) => {
  let site: TestSite;
  const chart = (query: string) => request(site.app).get(`/api/sky/chart?${query}`);

  beforeAll(async () => {
    site = await startTestSite(engine, {}, { locations: true });
  });
  afterAll(() => site.close());

  it('answers the reference chart of issue #11 from utc, lat and lon: public, cacheable JSON', async () => {
    const res = await chart('utc=1990-04-15T18:30:00Z&lat=40.7128&lon=-74.0060').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(ChartResponseSchema.parse(res.body).status).toBe('ok');
    expect(res.body.utc).toBe('1990-04-15T18:30:00.000Z');
    expect(res.body.bodies.map((b: { id: string }) => b.id)).toEqual([
      'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node', 'true-node',
    ]);
    const sun = res.body.bodies[0];
    expect(sun).toMatchObject({ id: 'sun', sign: 'aries', retrograde: false });
    expect(Object.keys(sun).sort()).toEqual(['degree', 'id', 'latitude', 'longitude', 'retrograde', 'sign', 'speed']);
    expect(arcminutesApart(sun.longitude, 25 + 31.3 / 60)).toBeLessThan(1);
    expect(res.body.houses.system).toBe('placidus');
    expect(res.body.houses.cusps).toHaveLength(12);
    expect(arcminutesApart(res.body.houses.ascendant, 146 + 10.5 / 60)).toBeLessThan(1);
    expect(arcminutesApart(res.body.houses.mc, 49 + 35.9 / 60)).toBeLessThan(1);
    expect(res.body.aspects.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.aspects[0]).sort()).toEqual(['a', 'applying', 'b', 'orb', 'type']);
  });

  it('takes a house system and says when Placidus fell back to Porphyry', async () => {
    const equal = await chart('utc=1990-04-15T18:30:00Z&lat=40.7128&lon=-74.006&houses=equal').expect(200);
    expect(equal.body.houses.system).toBe('equal');
    const whole = await chart('utc=1990-04-15T18:30:00Z&lat=40.7128&lon=-74.006&houses=whole-sign').expect(200);
    expect(whole.body.houses.cusps[0]).toBe(120);
    const polar = await chart('utc=2010-12-21T12:00:00Z&lat=69.6492&lon=18.9553').expect(200);
    expect(polar.body.houses).toMatchObject({ system: 'placidus', fallback: 'porphyry' });
    // The ends of the range and of the globe.
    for (const query of ['utc=1800-01-01T00:00:00Z&lat=90&lon=180', 'utc=2200-12-31T23:59:59Z&lat=-90&lon=-180', 'utc=2000-01-01T00:00:00.123Z&lat=0&lon=0']) {
      const res = await chart(query).expect(200);
      expect(res.body.bodies).toHaveLength(12);
      expect(res.body.houses.cusps.every(Number.isFinite)).toBe(true);
    }
    const offset = await chart(`utc=${encodeURIComponent('1990-04-15T14:30:00-04:00')}&lat=40.7128&lon=-74.006`).expect(200);
    expect(offset.body.utc).toBe('1990-04-15T18:30:00.000Z');
  });

  it('converts a local date and time at a city through the location service', async () => {
    const res = await chart(`date=1990-04-15&time=14:30&city_id=${NEW_YORK}`).expect(200);
    expect(res.body.status).toBe('ok');
    // New York was on daylight time (UTC-4) in April 1990.
    expect(res.body.utc).toBe('1990-04-15T18:30:00.000Z');
    expect(res.body.place).toMatchObject({ city_id: NEW_YORK, timezone: 'America/New_York', offset_seconds: -4 * 3600 });
    expect(arcminutesApart(res.body.bodies[1].longitude, 240 + 27 + 7.6 / 60)).toBeLessThan(1.5);
  });

  it('answers an ambiguous or nonexistent local time with the instants it may mean', async () => {
    const ambiguous = await chart(`date=2021-11-07&time=01:30&city_id=${NEW_YORK}`).expect(200);
    expect(ChartResponseSchema.parse(ambiguous.body).status).toBe('ambiguous');
    // 01:30 daylight time (UTC-4), then 01:30 standard time (UTC-5).
    expect(ambiguous.body.choices.map((c: { utc: string }) => Date.parse(c.utc))).toEqual([Date.parse('2021-11-07T05:30:00Z'), Date.parse('2021-11-07T06:30:00Z')]);
    expect(ambiguous.body.place).toMatchObject({ city_id: NEW_YORK });
    // A choice asks again by utc, lat and lon.
    const { place, choices } = ambiguous.body;
    const chosen = await chart(`utc=${choices[1].utc}&lat=${place.latitude}&lon=${place.longitude}`).expect(200);
    expect(chosen.body.utc).toBe('2021-11-07T06:30:00.000Z');
    expect(ambiguous.body.bodies).toBeUndefined();
    const skipped = await chart(`date=2021-03-14&time=02:30&city_id=${NEW_YORK}`).expect(200);
    expect(skipped.body.status).toBe('nonexistent');
    expect(skipped.body.choices.length).toBeGreaterThan(0);
    expect(skipped.body.message).toMatch(/skipped/);
  });

  it.each([
    ['utc=1990-04-15T18:30:00Z&lat=91&lon=0', 'lat'],
    ['utc=1990-04-15T18:30:00Z&lat=40&lon=-181', 'lon'],
    ['utc=1990-04-15T18:30:00Z&lat=north&lon=0', 'lat'],
    ['utc=1990-04-15T18:30:00Z&lat=&lon=0', 'lat'],
    ['utc=1990-04-15T18:30:00Z&lon=0', 'lat'],
    ['utc=1990-04-15&lat=40&lon=0', 'utc'],
    ['utc=1990-02-30T18:30:00Z&lat=40&lon=0', 'utc'],
    ['utc=not-a-date&lat=40&lon=0', 'utc'],
    ['utc=1990-04-15T18:30:00&lat=40&lon=0', 'utc'],
    ['utc=1799-12-31T12:00:00Z&lat=40&lon=0', 'utc'],
    ['utc=2201-01-01T00:00:00Z&lat=40&lon=0', 'utc'],
    ['utc=1990-04-15T18:30:00Z&lat=40&lon=0&houses=koch', 'houses'],
    ['date=1990-04-15&time=14:30', 'city_id'],
    ['date=1990-04-15&city_id=5128581', 'time'],
    ['date=1750-04-15&time=14:30&city_id=5128581', 'date'],
    ['date=1990-13-15&time=14:30&city_id=5128581', 'date'],
    ['date=1990-04-15&time=24:30&city_id=5128581', 'time'],
    ['date=1990-04-15&time=14:30&city_id=999999999', 'city_id'],
    ['date=1990-04-15&time=14:30&city_id=abc', 'city_id'],
    ['', 'utc'],
    ['utc[]=1&lat=1&lon=1', 'utc'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await chart(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(typeof res.body.error.message).toBe('string');
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(res.text).not.toContain('node_modules');
  });

  it('names the accepted house systems and the year range in its messages', async () => {
    const houses = await chart('utc=1990-04-15T18:30:00Z&lat=40&lon=0&houses=koch').expect(400);
    expect(houses.body.error.fields.houses[0]).toMatch(/placidus, whole-sign, equal, porphyry/);
    const year = await chart('utc=2300-01-01T00:00:00Z&lat=40&lon=0').expect(400);
    expect(year.body.error.fields.utc[0]).toMatch(/1800 to 2200/);
  });
});
