import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ARTICLES } from '../../server/content/articles';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** Reads a PNG's width and height from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const meta = (html: string, property: string) => {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
};

/** Issue #27: each article's share picture, a 1200 x 630 PNG of its drawing, in its Open Graph tags and JSON-LD. */
describe.each(PAGE_ENGINES)('the articles’ share pictures on %s', (engine) => {
  let site: TestSite;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-article-images-'));
  // Two articles of different topics, so two different drawings.
  const [first, second] = [ARTICLES[0]!, ARTICLES.find((article) => article.topic !== ARTICLES[0]!.topic)!];
  beforeAll(async () => {
    site = await startTestSite(engine, { IMAGE_CACHE_DIR: cacheDir });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  /** The article page's og:image (an absolute URL) and the rest of its picture's tags. */
  const tagsOf = async (slug: string) => {
    const html = (await request(site.app).get(`/articles/${slug}`).expect(200)).text;
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as unknown);
    return { html, image: meta(html, 'og:image')!, alt: meta(html, 'og:image:alt'), width: meta(html, 'og:image:width'), height: meta(html, 'og:image:height'), jsonLd: JSON.stringify(jsonLd) };
  };

  it.each([first, second].map((article) => [article.slug, article] as const))('%s: og:image is a 1200 x 630 PNG of its drawing, immutable at its versioned address', async (slug, article) => {
    const tags = await tagsOf(slug);
    const url = new URL(tags.image);
    expect(url.origin).toBe('http://starlit.test');
    expect(url.pathname).toMatch(new RegExp(`^/articles/art/${slug}\\.[0-9a-f]{16}\\.png$`));
    expect([tags.alt, tags.width, tags.height]).toEqual([article.image_alt, '1200', '630']);
    expect(tags.html).toContain('<meta name="twitter:card" content="summary_large_image"');
    // The Article's JSON-LD names the same picture.
    expect(tags.jsonLd).toContain(`"image":"${tags.image}"`);

    const res = await request(site.app).get(url.pathname).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.body as Buffer;
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    // A picture, not an empty frame: a flat 1200 x 630 PNG is a few kilobytes.
    expect(body.length).toBeGreaterThan(40_000);
    // Rendered once into the image cache, then served from there: the same bytes, and 304s.
    const file = path.join(cacheDir, 'articles', path.basename(url.pathname));
    expect(Buffer.compare(fs.readFileSync(file), body)).toBe(0);
    const again = await request(site.app).get(url.pathname).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
    await request(site.app).get(url.pathname).set('If-None-Match', again.headers.etag!).expect(304);
  });

  it('gives each article its own picture', async () => {
    const [one, two] = [await tagsOf(first.slug), await tagsOf(second.slug)];
    expect(path.basename(new URL(one.image).pathname).split('.')[1]).not.toBe(path.basename(new URL(two.image).pathname).split('.')[1]);
  });

  it('answers 404, never a 500, for a wrong version or an unknown article, and renders nothing for them', async () => {
    const version = path.basename(new URL((await tagsOf(first.slug)).image).pathname).split('.')[1]!;
    const before = fs.existsSync(path.join(cacheDir, 'articles')) ? fs.readdirSync(path.join(cacheDir, 'articles')).sort() : [];
    for (const url of [
      `/articles/art/${first.slug}.0123456789abcdef.png`,
      `/articles/art/${second.slug}.${version}.png`,
      `/articles/art/no-such-article.${version}.png`,
      `/articles/art/${first.slug}.png`,
      `/articles/art/${first.slug}.${version.toUpperCase()}.png`,
      `/articles/art/${first.slug}.${version}.svg`,
      `/articles/art/${first.slug}.${version}.png.png`,
      `/articles/art/..%2F${first.slug}.${version}.png`,
    ]) {
      const res = await request(site.app).get(url);
      expect([url, res.status]).toEqual([url, 404]);
    }
    const after = fs.existsSync(path.join(cacheDir, 'articles')) ? fs.readdirSync(path.join(cacheDir, 'articles')).sort() : [];
    expect(after).toEqual(before);
  });
});
