import { randomBytes } from 'node:crypto';
import { compressPage, PageCache } from '../../server/cache/page-cache';
import { freshUntil, FRESH_MS } from '../../server/http/page-cache-http';

/** The page cache's store (issue #29); tests/integration/page-cache.test.ts drives it through the site. */
/** Text that does not compress. */
const randomText = (bytes: number) => randomBytes(bytes).toString('base64');

describe('the page cache store', () => {
  const page = (tag: string) => `<!DOCTYPE html><html><body>${tag}${'x'.repeat(2000)}</body></html>`;

  it('keeps pages up to its byte budget, dropping the least recently used first', async () => {
    const probe = compressPage(page('a'), 1, 2);
    const size = probe.gzip.length + probe.br.length;
    const cache = new PageCache({ maxBytes: size * 3 + 10, now: () => 0 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(key), 100, 200);
    expect(cache.size).toBe(3);
    await cache.get('a'); // a is now the most recently used, b the least
    cache.set('d', page('d'), 100, 200);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key)).toBeDefined();
    // A page bigger than the whole budget is not kept at all.
    cache.set('huge', page(randomText(size * 8)), 100, 200);
    expect(await cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('serves a page while it is fresh or stale, never after', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    cache.set('home', page('home'), 100, 300);
    expect(cache.isFresh((await cache.get('home'))!)).toBe(true);
    now = 150;
    expect(cache.isFresh((await cache.get('home'))!)).toBe(false);
    now = 300;
    expect(await cache.get('home')).toBeUndefined();
  });

  it('lets one request at a time render a key again', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    expect(cache.startRendering('home')).toBe(true);
    expect(cache.startRendering('home')).toBe(false);
    cache.doneRendering('home');
    expect(cache.startRendering('home')).toBe(true);
  });

  it('gives every encoding the same document, and a hash that changes with it', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const one = cache.set('a', page('one'), Date.now() + 1000, Date.now() + 2000);
    const two = cache.set('b', page('two'), Date.now() + 1000, Date.now() + 2000);
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    expect(gunzipSync(one.gzip).toString()).toBe(page('one'));
    expect(brotliDecompressSync(one.br).toString()).toBe(page('one'));
    expect(one.hash).not.toBe(two.hash);
    expect(one.hash).toMatch(/^[A-Za-z0-9_-]{27}$/);
  });
});

describe('how long a page stays fresh', () => {
  it('five minutes, or until midnight in New York when that comes sooner', () => {
    const noon = Date.parse('2026-11-27T17:00:00Z');
    expect(freshUntil(noon)).toBe(noon + FRESH_MS);
    const late = Date.parse('2026-11-28T04:58:00Z'); // 23:58 in New York
    expect(freshUntil(late)).toBe(Date.parse('2026-11-28T05:00:00Z'));
    // Summer time: midnight is 04:00 UTC.
    expect(freshUntil(Date.parse('2026-07-01T03:59:00Z'))).toBe(Date.parse('2026-07-01T04:00:00Z'));
  });
});
