import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { PageCache } from '../../server/cache/page-cache';
import { definePage } from '../../server/http/page-module';
import { ROUTES } from '../../shared/routes';
import { startTestSite, type TestSite } from '../support/test-site';

/**
 * The logged-out page cache (issue #29, server/http/README.md "Page cache"): on pages of the test's
 * own that count how often they are rendered. site-crawl.test.ts proves on every page type of the
 * real site that no member's page is ever stored or served from it.
 */

let renders = 0;
/** While set, rendering the counted page waits for it. */
let gate: Promise<void> | undefined;

const countedPage = definePage({
  path: ROUTES.credits,
  load: async () => {
    renders += 1;
    const number = renders;
    await gate;
    return { number };
  },
  head: () => ({ title: 'Counted', description: 'A page that counts its renders, for the page cache tests.' }),
  View: ({ number }: { number: number }) => createElement('p', { className: 'counted' }, `Render ${number}`),
});
/** A page whose load sets a cookie, and one whose load writes the visitor's session: neither may be stored. */
const cookiePage = definePage({
  path: ROUTES.policies['privacy-policy'],
  load: ({ res }) => {
    renders += 1;
    res.cookie('seen', String(renders));
    return {};
  },
  head: () => ({ title: 'Cookie', description: 'A page that sets a cookie, for the page cache tests.' }),
  View: () => createElement('p', null, 'cookie'),
});
const sessionPage = definePage({
  path: ROUTES.policies['terms-of-use'],
  load: ({ req }) => {
    renders += 1;
    // A GET without the session cookie has none (server/app.ts): there is nothing to write.
    if (req.session) req.session.readingKey = `key-${renders}`;
    return { readingKey: req.session?.readingKey ?? 'no session' };
  },
  head: () => ({ title: 'Session', description: 'A page that writes the session, for the page cache tests.' }),
  View: ({ readingKey }: { readingKey: string }) => createElement('p', null, readingKey),
});
const PAGES = [countedPage, cookiePage, sessionPage];

const NOON = Date.parse('2026-11-27T17:00:00Z'); // noon in New York, the horoscope day's zone
const CDN_HEADER = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=600$/;

describe('the logged-out page cache', () => {
  let site: TestSite;
  let now = NOON;
  beforeAll(async () => {
    site = await startTestSite('sqlite', {}, { pages: PAGES, pageCache: new PageCache({ maxBytes: 8 * 1024 * 1024, now: () => now }) });
  });
  afterAll(() => site.close());
  beforeEach(() => {
    // Each test starts a fresh quarter of an hour later: whatever an earlier one stored has expired.
    now += 20 * 60_000;
    gate = undefined;
  });

  it('renders a visitor’s page once, then serves it from the cache with headers a CDN can use', async () => {
    const before = renders;
    const first = await request(site.app).get('/credits').expect(200);
    const second = await request(site.app).get('/credits').expect(200);
    expect(renders - before).toBe(1);
    expect(second.text).toBe(first.text);
    expect(first.text).toContain(`Render ${before + 1}`);
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toMatch(CDN_HEADER);
      expect(Number(CDN_HEADER.exec(String(res.headers['cache-control']))![1])).toBeLessThanOrEqual(300);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-gz"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a validator it issued with 304, and each encoding with its own strong validator', async () => {
    const gzip = await request(site.app).get('/credits').expect(200);
    const notModified = await request(site.app).get('/credits').set('If-None-Match', String(gzip.headers.etag)).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers['cache-control']).toMatch(CDN_HEADER);
    const brotli = await request(site.app).get('/credits').set('Accept-Encoding', 'br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(String(gzip.headers.etag).replace('-gz"', '-br"'));
    // As browsers ask: brotli, though listed after gzip.
    const browser = await request(site.app).get('/credits').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(browser.headers['content-encoding']).toBe('br');
    const plain = await request(site.app).get('/credits').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(String(gzip.headers.etag).replace('-gz"', '"'));
    expect(plain.text).toBe(gzip.text);
    // A validator of another document is no match.
    await request(site.app).get('/credits').set('If-None-Match', '"someone-elses-page-gz"').expect(200);
  });

  it('keeps a page per variant (theme, consent) and never mixes them', async () => {
    const before = renders;
    const plain = await request(site.app).get('/credits').expect(200);
    const dark = await request(site.app).get('/credits').set('Cookie', 'theme=dark').expect(200);
    const consented = await request(site.app).get('/credits').set('Cookie', 'PRIVACY_POLICY_CONSENT=1; POLICY_CONSENT_SHOWN=1').expect(200);
    expect(renders - before).toBe(3);
    expect(plain.text).not.toContain('data-theme="dark"');
    expect(dark.text).toContain('data-theme="dark"');
    expect(plain.text).toContain('data-island="consent-banner"');
    expect(consented.text).not.toContain('data-island="consent-banner"');
    // Asked again, each variant comes from the cache, unchanged.
    expect((await request(site.app).get('/credits').set('Cookie', 'theme=dark').expect(200)).text).toBe(dark.text);
    expect((await request(site.app).get('/credits').expect(200)).text).toBe(plain.text);
    expect(renders - before).toBe(3);
  });

  it('shares one page among visitors whatever their page-view count and upsells seen (no page it caches reads them)', async () => {
    const before = renders;
    const plain = await request(site.app).get('/credits').expect(200);
    const counted = await request(site.app).get('/credits').set('Cookie', 'promo_page_views=7; upsells_used=celtic-cross').expect(200);
    expect(counted.text).toBe(plain.text);
    expect(counted.headers['cache-control']).toMatch(CDN_HEADER);
    expect(renders - before).toBe(1);
  });

  it.each([
    ['a session cookie', { Cookie: 'sid=s%3Aabc.def' }, ''],
    ['a cookie it does not know', { Cookie: 'campaign=spring' }, ''],
    ['a query', {}, '?utm_source=news'],
  ])('renders a request with %s for itself, private and never stored', async (_what, headers, query) => {
    const before = renders;
    for (let time = 0; time < 2; time++) {
      const res = await request(site.app).get(`/credits${query}`).set(headers).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag ?? '').not.toMatch(/^"/);
    }
    expect(renders - before).toBe(2);
  });

  it('never stores a page whose rendering set a cookie or wrote the visitor’s session', async () => {
    const before = renders;
    const first = await request(site.app).get('/privacy-policy').expect(200);
    await request(site.app).get('/privacy-policy').expect(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    // A variant cookie whose value reads "sid=" still goes through express-session, which starts a session.
    const mine = await request(site.app).get('/terms-of-use').set('Cookie', 'theme=sid=1').expect(200);
    const theirs = await request(site.app).get('/terms-of-use').set('Cookie', 'theme=sid=1').expect(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.text).toContain('key-');
    expect(theirs.text).not.toBe(mine.text);
    expect(renders - before).toBe(4);
  });

  it('gives a GET without the session cookie no session, so its page is stored', async () => {
    const before = renders;
    const first = await request(site.app).get('/terms-of-use').set('Cookie', 'theme=dark').expect(200);
    const again = await request(site.app).get('/terms-of-use').set('Cookie', 'theme=dark').expect(200);
    expect(first.text).toContain('no session');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(again.text).toBe(first.text);
    expect(renders - before).toBe(1);
  });

  it('sends a page it may not store as private, in gzip around the header deflated ahead, the same page as uncompressed', async () => {
    const zipped = await request(site.app).get('/privacy-policy').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    const plain = await request(site.app).get('/privacy-policy').set('Accept-Encoding', 'identity').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [zipped, plain]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(zipped.text).toBe(plain.text);
    expect(zipped.text).toContain('<header class="site-header">');
    expect(zipped.text).toMatch(/<\/html>$/);
  });

  it('serves a stale page to others while one request renders it again, and stops serving it after the stale window', async () => {
    const stale = await request(site.app).get('/credits').expect(200);
    const staleNumber = /Render (\d+)/.exec(stale.text)![1];
    now += 6 * 60_000; // past five minutes: stale, within the ten-minute window
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = renders;
    const renderingAgain = request(site.app).get('/credits').then((res) => res);
    while (renders === before) await new Promise((resolve) => setTimeout(resolve, 5));
    // Meanwhile another visitor gets the stale copy at once, which a CDN may no longer keep.
    const meanwhile = await request(site.app).get('/credits').expect(200);
    expect(meanwhile.text).toContain(`Render ${staleNumber}`);
    expect(meanwhile.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=600');
    open();
    const fresh = await renderingAgain;
    expect(fresh.text).toContain(`Render ${before + 1}`);
    expect((await request(site.app).get('/credits').expect(200)).text).toBe(fresh.text);
    expect(renders).toBe(before + 1);
    // Fifteen minutes and more after it was rendered, it is never served again.
    gate = undefined;
    now += 16 * 60_000;
    expect((await request(site.app).get('/credits').expect(200)).text).toContain(`Render ${before + 2}`);
  });

  it('keeps a page fresh only until the horoscope day’s midnight', async () => {
    const saved = now;
    now = Date.parse('2026-11-28T04:58:00Z'); // 23:58 in New York
    const res = await request(site.app).get('/credits').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=600');
    now = saved + 60 * 60_000;
  });
});

/** With TEST_REDIS_URL set (on this machine and in CI), two sites share their pages through Redis. */
const redisUrl = process.env.TEST_REDIS_URL;
for (const url of redisUrl ? [redisUrl] : []) describe('the logged-out page cache shared through Redis', () => {
  let redis: RedisClientType;
  const sites: TestSite[] = [];
  beforeAll(async () => {
    redis = createClient({ url });
    await redis.connect();
    // Two processes' sites on one Redis, under keys of this run only.
    const redisPrefix = `test:page:${randomBytes(6).toString('hex')}:`;
    for (let index = 0; index < 2; index++) {
      sites.push(await startTestSite('sqlite', {}, { pages: PAGES, pageCache: new PageCache({ maxBytes: 8 * 1024 * 1024, redis, redisPrefix }) }));
    }
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await redis.quit();
  });

  it('serves in one process the page another rendered', async () => {
    const before = renders;
    const rendered = await request(sites[0]!.app).get('/credits').expect(200);
    // Redis takes the page in the background.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const shared = await request(sites[1]!.app).get('/credits').expect(200);
    expect(renders - before).toBe(1);
    expect(shared.text).toBe(rendered.text);
    expect(shared.headers.etag).toBe(rendered.headers.etag);
  });
});
