import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { toAppError } from '../../server/errors';
import { listen } from '../../server/http/listen';
import { LIMITS, limitKey, type RateLimitStore } from '../../server/http/rate-limit';
import { tarotCardSvg } from '../../server/features/tarot/tarot-card-svg';
import { tarotImagesRouter, tarotPngName, tarotPngUrl, type TarotImagesRouter } from '../../server/features/tarot/media/tarot-images';
import { createSvgRasteriser, type SvgRasteriser } from '../../server/images/svg-rasteriser';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { startTestSite, type TestSite } from '../support/test-site';

/** Reads a PNG's width and height from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A plain GET on a connection of its own. */
function get(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Counts hits in memory, for the router on its own. */
function countingStore(): RateLimitStore & { hits: string[] } {
  const hits: string[] = [];
  return {
    hits,
    hit: async (key) => {
      hits.push(key);
      return { count: hits.filter((k) => k === key).length, resetAt: Date.now() + 60_000 };
    },
    release: async () => {},
    clear: async () => {},
  };
}

/** The router alone, behind an error handler that answers with the error's status (and Retry-After). */
function routerApp(router: TarotImagesRouter, before: express.RequestHandler = (_req, _res, next) => next()): express.Express {
  const app = express();
  app.set('trust proxy', 1);
  app.use(before, router);
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const appError = toAppError(error);
    if (appError.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status).send('failed');
  });
  return app;
}

describe('tarot card images', () => {
  let site: TestSite;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-image-cache-'));
  const closing: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    // One proxy hop trusted: the limit tests speak for several visitors with X-Forwarded-For.
    site = await startTestSite('sqlite', { IMAGE_CACHE_DIR: cacheDir, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    for (const item of closing) await item.close();
    await site.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it.each([
    ['universal-waite', 'the-tower'],
    ['woodland-kin', 'three-of-swords'],
    ['mandala', 'king-of-coins'],
  ])('renders %s %s as a 600 x 1040 PNG, kept on disk and cached for a month', async (deck, rank) => {
    const res = await request(site.app).get(`/tarot/images/${deck}/${rank}.png`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const body = res.body as Buffer;
    expect(pngSize(body)).toEqual({ width: 600, height: 1040 });
    expect(body.length).toBeGreaterThan(10_000);
    // The file is named by a hash of the card's SVG, so new art is a new file.
    const file = path.join(cacheDir, tarotPngName(deck, rank, tarotCardSvg(deck, rank)));
    expect(Buffer.compare(fs.readFileSync(file), body)).toBe(0);
    expect(path.relative(cacheDir, file)).toMatch(new RegExp(`^tarot/${deck}/${rank}\\.[0-9a-f]{16}\\.png$`));
    // The second request is served from disk: the same bytes, and a revalidation answers 304.
    const again = await request(site.app).get(`/tarot/images/${deck}/${rank}.png`).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
    await request(site.app).get(`/tarot/images/${deck}/${rank}.png`).set('If-None-Match', again.headers.etag!).expect(304);
  });

  it('serves the versioned PNG the card pages name as immutable for a year, and sends an old version to the current one', async () => {
    const url = tarotPngUrl('gilded-hour', 'the-hermit');
    expect(url).toBe(`/tarot/images/${tarotPngName('gilded-hour', 'the-hermit', tarotCardSvg('gilded-hour', 'the-hermit'))}`.replace('/images/tarot/', '/images/'));
    const page = await request(site.app).get('/tarot/cards/the-hermit/gilded-hour').expect(200);
    expect(page.text).toContain(`content="http://starlit.test${url}"`);
    const res = await request(site.app).get(url).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(site.app).get('/tarot/images/gilded-hour/the-hermit.png').buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(plain.body as Buffer, res.body as Buffer)).toBe(0);
    const old = await request(site.app).get('/tarot/images/gilded-hour/the-hermit.0123456789abcdef.png').expect(302);
    expect(old.headers.location).toBe(url);
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
    await request(site.app).get('/tarot/images/gilded-hour/the-hermit.0123456789abcdef.svg').expect(404);
  });

  it('sends a retired deck\'s pictures to the default deck\'s (301), without rendering anything', async () => {
    for (const [path, location] of [
      ['/tarot/images/moon-garden/the-star.svg', '/tarot/images/universal-waite/the-star.svg'],
      ['/tarot/images/moon-garden/the-star.png', '/tarot/images/universal-waite/the-star.png'],
      ['/tarot/images/everyday-light/the-star.0123456789abcdef.png', '/tarot/images/universal-waite/the-star.png'],
      ['/tarot/images/everyday-light/back.svg', '/tarot/images/universal-waite/back.svg'],
    ] as const) {
      const res = await request(site.app).get(path).expect(301);
      expect([path, res.headers.location]).toEqual([path, location]);
    }
    expect(fs.existsSync(path.join(cacheDir, 'tarot', 'moon-garden'))).toBe(false);
  });

  it('keeps answering small requests while many distinct card images render', async () => {
    const server = await listen(site.app, 0, '127.0.0.1');
    try {
      // 30 cards no other test renders: each one a render, none on disk yet.
      const ranks = TAROT_CARDS.slice(40, 70).map((card) => card.rank);
      let imagesAnswered = 0;
      const images = ranks.map((rank) =>
        get(`${server.url}/tarot/images/gilded-hour/${rank}.png`).then((res) => {
          imagesAnswered += 1;
          return res;
        }),
      );
      // Asked after all of them: it is answered first only if rendering leaves the event loop free.
      // (Rendering on the request thread answered it after all 30.)
      const small = await get(`${server.url}/site.webmanifest`).then((res) => ({ res, imagesAnswered }));
      expect(small.res.status).toBe(200);
      expect(small.imagesAnswered).toBeLessThanOrEqual(10);
      for (const res of await Promise.all(images)) {
        expect(res.status).toBe(200);
        expect(pngSize(res.body)).toEqual({ width: 600, height: 1040 });
      }
    } finally {
      await server.close();
    }
  });

  describe('the limit on renders', () => {
    const counted = async (visitor: string) =>
      site.tables.selectFrom('rate_limits').select('points').where('key', '=', limitKey(LIMITS.tarotRenderPerIp, visitor)).executeTakeFirst();

    it('counts only images not yet on disk', async () => {
      const visitor = '198.51.100.7';
      await request(site.app).get('/tarot/images/gilded-hour/the-moon.png').set('X-Forwarded-For', '198.51.100.1').expect(200);
      for (let i = 0; i < 3; i += 1) await request(site.app).get('/tarot/images/gilded-hour/the-moon.png').set('X-Forwarded-For', visitor).expect(200);
      expect(await counted(visitor)).toBeUndefined();
      await request(site.app).get('/tarot/images/gilded-hour/the-sun.png').set('X-Forwarded-For', visitor).expect(200);
      expect(await counted(visitor)).toEqual({ points: 1 });
    });

    it('answers 429 with Retry-After once a visitor has used up their renders, and still serves what is on disk', async () => {
      const visitor = '198.51.100.8';
      await request(site.app).get('/tarot/images/gilded-hour/the-star.png').set('X-Forwarded-For', '198.51.100.1').expect(200);
      await site.tables
        .insertInto('rate_limits')
        .values({ key: limitKey(LIMITS.tarotRenderPerIp, visitor), points: LIMITS.tarotRenderPerIp.max, expire: Date.now() + LIMITS.tarotRenderPerIp.windowMs })
        .execute();
      const refused = await request(site.app).get('/tarot/images/gilded-hour/the-world.png').set('X-Forwarded-For', visitor).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(fs.existsSync(path.join(cacheDir, 'tarot', 'gilded-hour'))).toBe(true);
      expect(fs.readdirSync(path.join(cacheDir, 'tarot', 'gilded-hour')).filter((name) => name.startsWith('the-world.'))).toEqual([]);
      await request(site.app).get('/tarot/images/gilded-hour/the-star.png').set('X-Forwarded-For', visitor).expect(200);
      // Another visitor is not held back.
      await request(site.app).get('/tarot/images/gilded-hour/the-world.png').set('X-Forwarded-For', '198.51.100.9').expect(200);
    });
  });

  describe('the router on its own', () => {
    let rasteriser: SvgRasteriser;
    let dir: string;
    beforeAll(() => {
      rasteriser = createSvgRasteriser({ threads: 1 });
      closing.push(rasteriser);
    });
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(cacheDir, 'router-'));
    });

    it('renders an image once for many concurrent requests, and counts one render', async () => {
      let renders = 0;
      const rateLimits = countingStore();
      const app = routerApp(tarotImagesRouter({ cacheDir: dir, rateLimits, rasteriser: { rasterise: (svg) => ((renders += 1), rasteriser.rasterise(svg)), close: async () => {} } }));
      const answers = await Promise.all(Array.from({ length: 8 }, () => request(app).get('/tarot/images/starlit-night/the-lovers.png').buffer(true).parse(binary)));
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((res) => (res.body as Buffer).toString('base64'))).size).toBe(1);
      expect(renders).toBe(1);
      expect(rateLimits.hits).toHaveLength(1);
    });

    it('does not refuse a visitor who joined a render that another visitor’s limit refused', async () => {
      const refusedKey = limitKey(LIMITS.tarotRenderPerIp, '203.0.113.1');
      const arrival = () => {
        let arrived!: () => void;
        return { promise: new Promise<void>((resolve) => (arrived = resolve)), arrived: () => arrived() };
      };
      const [first, second] = [arrival(), arrival()];
      const rateLimits: RateLimitStore = {
        // The refused visitor's count is read only once the second request waits on the same card.
        hit: async (key) => (key === refusedKey ? (await second.promise, { count: LIMITS.tarotRenderPerIp.max + 1, resetAt: Date.now() + 60_000 }) : { count: 1, resetAt: Date.now() + 60_000 }),
        release: async () => {},
        clear: async () => {},
      };
      const app = routerApp(tarotImagesRouter({ cacheDir: dir, rateLimits, rasteriser }), (req, _res, next) => {
        (req.get('X-Forwarded-For') === '203.0.113.1' ? first : second).arrived();
        next();
      });
      const server = await listen(app, 0, '127.0.0.1');
      try {
        const card = '/tarot/images/gilded-hour/the-chariot.png';
        const refused = request(server.url).get(card).set('X-Forwarded-For', '203.0.113.1').then((res) => res);
        await first.promise;
        const joined = request(server.url).get(card).set('X-Forwarded-For', '203.0.113.2').then((res) => res);
        expect((await refused).status).toBe(429);
        expect((await refused).headers['retry-after']).toBeDefined();
        expect((await joined).status).toBe(200);
      } finally {
        await server.close();
      }
    });

    it('serves what is on disk after a restart, and renders new art anew, removing the old file', async () => {
      const rank = 'the-hermit';
      const stale = path.join(dir, 'tarot', 'starlit-night', `${rank}.0123456789abcdef.png`);
      fs.mkdirSync(path.dirname(stale), { recursive: true });
      fs.writeFileSync(stale, 'a picture of older art');
      const first = tarotImagesRouter({ cacheDir: dir, rateLimits: countingStore(), rasteriser });
      const res = await request(routerApp(first)).get(`/tarot/images/starlit-night/${rank}.png`).buffer(true).parse(binary).expect(200);
      expect(pngSize(res.body as Buffer)).toEqual({ width: 600, height: 1040 });
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.readdirSync(path.dirname(stale))).toEqual([path.basename(tarotPngName('starlit-night', rank, tarotCardSvg('starlit-night', rank)))]);
      // A new process (a new router) with a rasteriser that cannot render: served from disk.
      const broken: SvgRasteriser = { rasterise: () => Promise.reject(new Error('no renders here')), close: async () => {} };
      const restarted = await request(routerApp(tarotImagesRouter({ cacheDir: dir, rateLimits: countingStore(), rasteriser: broken })))
        .get(`/tarot/images/starlit-night/${rank}.png`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(restarted.body as Buffer, res.body as Buffer)).toBe(0);
    });

    it('answers 500 when a worker fails, writes nothing and tries again on the next request', async () => {
      let attempts = 0;
      const failing: SvgRasteriser = {
        rasterise: (svg) => ((attempts += 1), attempts === 1 ? rasteriser.rasterise('<svg this is not') : rasteriser.rasterise(svg)),
        close: async () => {},
      };
      const app = routerApp(tarotImagesRouter({ cacheDir: dir, rateLimits: countingStore(), rasteriser: failing }));
      await request(app).get('/tarot/images/mandala/the-sun.png').expect(500);
      expect(fs.readdirSync(dir)).toEqual([]);
      await request(app).get('/tarot/images/mandala/the-sun.png').expect(200);
      expect(attempts).toBe(2);
    });

    it('stops its own worker threads on close', async () => {
      const router = tarotImagesRouter({ cacheDir: dir, rateLimits: countingStore() });
      await request(routerApp(router)).get('/tarot/images/mandala/the-fool.png').expect(200);
      await router.close();
      await router.close();
    });
  });

  it('serves the SVG with its accessible name', async () => {
    const res = await request(site.app).get('/tarot/images/gilded-hour/the-star.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    expect(text).toContain('<title');
    expect(text).toContain('The Star, The Gilded Hour deck');
  });

  it.each([
    '/tarot/images/no-such-deck/the-fool.png',
    '/tarot/images/universal-waite/the-joker.png',
    '/tarot/images/universal-waite/the-fool.gif',
    '/tarot/images/universal-waite/The-Fool.png',
    '/tarot/images/universal-waite/the-fool',
  ])('answers 404 for %s', async (url) => {
    await request(site.app).get(url).expect(404);
  });

  it('serves each deck’s card back as SVG, for the face-down cards of a spread', async () => {
    const res = await request(site.app).get('/tarot/images/starlit-night/back.svg').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((res.body as Buffer).toString('utf8')).toMatch(/^<svg width="300" height="520" xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await request(site.app).get('/tarot/images/no-such-deck/back.svg').expect(404);
  });
});
