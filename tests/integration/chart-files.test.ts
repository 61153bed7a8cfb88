import { Resvg } from '@resvg/resvg-js';
import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { NATAL_PLANET_IDS, POINT_NAMES } from '../../shared/reports/natal';
import { CHART_FILE_PRIVATE_CACHE, CHART_FILE_PUBLIC_CACHE, chartFileName, chartFilesRouter } from '../../server/features/reports/chart-files';
import { createSvgRasteriser, RASTER_SCALE, type SvgRasteriser } from '../../server/images/svg-rasteriser';
import { databaseRateLimitStore, type RateLimitStore } from '../../server/http/rate-limit';
import { pageErrorHandler } from '../../server/http/page-router';
import { readManifest } from '../../server/render/assets';
import { KyselySessionStore } from '../../server/session/kysely-session-store';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { silentLogger, startTestSite, type TestSite } from '../support/test-site';

const FILES = '/readings-reports/astrology-reports/your-birth-chart';
const LONDON = 2643743;
const ANA = { name: 'Ana', date: '1990-04-15', time: '14:30', city_id: LONDON };
const SECRET = 'chart-files-test-secret-of-at-least-32-characters';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const fileUrl = (file: string, query: Record<string, string | number>) => `${FILES}/${file}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The body as bytes, whatever its type. */
const bytes = (res: request.Response) => res.body as Buffer;
const binary = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A rate limit store that counts hits and refuses once `max` is passed (the limit's own max is compared by checkRateLimits). */
function countingStore(start = 0): RateLimitStore & { hits: number } {
  const store = {
    hits: 0,
    async hit() {
      store.hits += 1;
      return { count: start + store.hits, resetAt: Date.now() + 60_000 };
    },
    async release() {},
    async clear() {},
  };
  return store;
}

/**
 * The chart files router (issue #25), mounted as the app mounts it: after the session, in front
 * of the site. The site's own session middleware then finds the session already read and leaves
 * it, so signing up and submitting a report through this app work as on the real site.
 */
describe('the chart as files', () => {
  let site: TestSite;
  let app: express.Express;
  let rasteriser: SvgRasteriser;
  let renders = 0;

  const mount = (rateLimits: RateLimitStore) => {
    const outer = express();
    outer.set('trust proxy', 1);
    outer.use(session({ name: 'sid', secret: SECRET, store: new KyselySessionStore(site.database.db), resave: false, saveUninitialized: false }));
    outer.use(
      chartFilesRouter({
        config: site.config,
        platform: site.platformClient,
        rateLimits,
        rasteriser: { rasterise: (svg) => ((renders += 1), rasteriser.rasterise(svg)) },
        rasterScale: RASTER_SCALE,
      }),
    );
    outer.use(site.app);
    outer.use(pageErrorHandler({ config: site.config, manifest: readManifest(), logger: silentLogger }));
    return outer;
  };

  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' }, { locations: true });
    rasteriser = createSvgRasteriser({ threads: 1 });
    app = mount(databaseRateLimitStore(site.database.db));
  });
  afterAll(async () => {
    await rasteriser.close();
    await site.close();
  });

  it('the wheel as an SVG file: standalone, named for the person, with the name, the birth and every glyph', async () => {
    const res = await binary(request(app).get(fileUrl('chart.svg', ANA))).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=birth-chart-ana-1990-04-15.svg');
    expect(res.headers['cache-control']).toBe(CHART_FILE_PUBLIC_CACHE);
    const svg = bytes(res).toString('utf8');
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Ana’s birth chart');
    expect(svg).toContain('Born April 15, 1990 at 2:30 PM in London');
    expect(svg).toContain('Sun in Aries · Moon in Sagittarius · Leo Rising');
    for (const id of [...NATAL_PLANET_IDS, 'north-node'] as const) expect(svg).toContain(POINT_NAMES[id].glyph);
    for (const sign of ZODIAC_SIGNS) expect(svg).toContain(sign.symbol);
    // Self-contained: fixed colours, no page classes, custom properties or theme functions.
    expect(svg).not.toMatch(/class=|var\(|light-dark\(|<a /);
    expect(svg).toContain('fill="#ffffff"');
    // It parses as SVG (resvg reads it as XML, strictly), at the size it says.
    const parsed = new Resvg(svg);
    expect([parsed.width, parsed.height]).toEqual([680, 818]);
  });

  it('the wheel as a PNG file, drawn at twice the SVG’s size; the share picture at 1200 x 630, shown rather than saved', async () => {
    const png = await binary(request(app).get(fileUrl('chart.png', ANA))).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename=birth-chart-ana-1990-04-15.png');
    expect(png.headers['cache-control']).toBe(CHART_FILE_PUBLIC_CACHE);
    expect(pngSize(bytes(png))).toEqual({ width: 1360, height: 1636 });

    const share = await binary(request(app).get(fileUrl('share.png', ANA))).expect(200);
    expect(share.headers['content-type']).toBe('image/png');
    expect(share.headers['content-disposition']).toBeUndefined();
    expect(share.headers['cache-control']).toBe(CHART_FILE_PUBLIC_CACHE);
    expect(pngSize(bytes(share))).toEqual({ width: 1200, height: 630 });
  });

  it('without a birth time: no houses, and the file says so', async () => {
    const res = await binary(request(app).get(fileUrl('chart.svg', { ...ANA, name: 'Bo', time: 'unknown', houses: 'whole-sign' }))).expect(200);
    const svg = bytes(res).toString('utf8');
    expect(svg).toContain('No birth time: no houses');
    expect(svg).toContain('Born April 15, 1990, time unknown in London');
    expect(svg).toContain('Rising sign needs a birth time');
  });

  it('a query that is not a chart’s is a 400, never a 500; an unknown file is the 404 page', async () => {
    for (const file of ['chart.svg', 'chart.png', 'share.png']) {
      for (const query of [
        { name: 'Ana', date: '1990-02-30', time: '14:30', city_id: LONDON },
        { name: 'Ana', date: '1990-02-03', time: '2pm', city_id: LONDON },
        { name: 'Ana', date: '1990-02-03', time: '14:30', city_id: 'london' },
        { name: 'Ana', date: '1990-02-03', time: '14:30', city_id: 2147483646 },
        { name: 'Ana', date: '2999-02-03', time: '14:30', city_id: LONDON },
        { name: 'Ana', date: '1990-02-03', time: '14:30', city_id: LONDON, houses: 'koch' },
        { date: '1990-02-03', time: '14:30', city_id: LONDON },
        {},
      ]) {
        await request(app).get(fileUrl(file, query as Record<string, string | number>)).expect(400);
      }
    }
    await request(app).get(`${FILES}/chart.svg?name[]=Ana&date=1990-04-15&time=14:30&city_id=${LONDON}`).expect(400);
    await request(app).get(fileUrl('chart.pdf', ANA)).expect(404);
  });

  it('a time the clocks showed twice is a 400 that says to choose the moment on the page; the chosen moment draws', async () => {
    const twice = { ...ANA, date: '1990-10-28', time: '01:30' };
    const res = await request(app).get(fileUrl('chart.png', twice)).expect(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('happened twice');
    expect(res.text).toContain('Please choose the moment on the chart\'s page');
    expect(res.text).toContain(`${FILES}?name=Ana&gender=female&date=1990-10-28&time=01%3A30&city_id=${LONDON}#your-birth-chart`);
    await request(app).get(fileUrl('chart.svg', { ...twice, utc: '1990-10-28T01:30:00Z' })).expect(200);
  });

  it('a member’s report’s chart: for its owner, private; a visitor 401, anyone else and a report not yet paid 404', async () => {
    const { agent } = await signedUpMember({ ...site, app });
    const submitted = await agent
      .post('/api/product/submit/essential-birth-sample')
      .set('Origin', ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ person_1_name: { first: 'Ana' }, person_1_birth_date: '1990-4-15', person_1_birth_time: '14:30:00', person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON }, gender: 'female' })
      .expect(200);
    const url = submitted.body.forwarding_url as string;

    const svg = await binary(agent.get(`${url}/chart.svg`)).expect(200);
    expect(svg.headers['cache-control']).toBe(CHART_FILE_PRIVATE_CACHE);
    expect(svg.headers['content-disposition']).toBe('attachment; filename=birth-chart-ana-1990-04-15.svg');
    expect(bytes(svg).toString('utf8')).toContain('Ana’s birth chart');
    const png = await binary(agent.get(`${url}/chart.png`)).expect(200);
    expect(png.headers['cache-control']).toBe(CHART_FILE_PRIVATE_CACHE);
    expect(pngSize(bytes(png))).toEqual({ width: 1360, height: 1636 });
    // The same chart as the free chart's file of the same birth.
    const free = await binary(request(app).get(fileUrl('chart.svg', ANA))).expect(200);
    expect(bytes(svg).equals(bytes(free))).toBe(true);

    await request(app).get(`${url}/chart.svg`).expect(401);
    await request(app).get(`${url}/chart.png`).expect(401);
    const other = (await signedUpMember({ ...site, app })).agent;
    await other.get(`${url}/chart.svg`).expect(404);
    await other.get(`${url}/chart.png`).expect(404);
    await agent.get(`${url}/share.png`).expect(404);
    await agent.get('/report/not-a-slug/chart.svg').expect(404);
    await agent.get('/report/AAAAAAAAAAAAAAAAAAAAAA/chart.svg').expect(404);

    const held = await agent
      .post('/api/product/submit/essential-birth-redux')
      .set('Origin', ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ person_1_name: { first: 'Ana' }, person_1_birth_date: '1990-4-15', person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON }, gender: 'female' })
      .expect(200);
    const deal = new URL(held.body.forwarding_url as string, ORIGIN).searchParams.get('deal')!;
    await agent.get(`/report/${deal}/chart.svg`).expect(404);
  });

  it('each PNG render counts against the visitor’s limit; a picture already rendered costs nothing', async () => {
    const counting = countingStore();
    const counted = mount(counting);
    const query = { ...ANA, name: 'Cleo', date: '1991-06-02' };
    const before = renders;
    await binary(request(counted).get(fileUrl('share.png', query))).expect(200);
    await binary(request(counted).get(fileUrl('share.png', query))).expect(200);
    expect([counting.hits, renders - before]).toEqual([1, 1]);
    // Concurrent requests for one picture render it once.
    await Promise.all(Array.from({ length: 4 }, () => binary(request(counted).get(fileUrl('chart.png', query))).expect(200)));
    expect([counting.hits, renders - before]).toEqual([2, 2]);
    // SVGs are not rendered, so not counted.
    await binary(request(counted).get(fileUrl('chart.svg', query))).expect(200);
    expect(counting.hits).toBe(2);

    const refused = await request(mount(countingStore(1_000))).get(fileUrl('chart.png', { ...query, name: 'Dora' })).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('names files by the name’s letters and the birth date', () => {
    expect(chartFileName({ name: 'Ana', birthDate: '1990-04-15' }, 'svg')).toBe('birth-chart-ana-1990-04-15.svg');
    expect(chartFileName({ name: ' Zoë  O’Brien-Smith ', birthDate: '1990-04-15' }, 'png')).toBe('birth-chart-zoe-o-brien-smith-1990-04-15.png');
    expect(chartFileName({ name: '!!!', birthDate: '1990-04-15' }, 'svg')).toBe('birth-chart-1990-04-15.svg');
  });
});
