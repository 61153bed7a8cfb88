import request from 'supertest';
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

describe('tarot card images', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite');
  });
  afterAll(() => site.close());

  it.each([
    ['universal-waite', 'the-tower'],
    ['woodland-kin', 'three-of-swords'],
    ['mandala', 'king-of-coins'],
  ])('renders %s %s as a 600 x 1040 PNG, cached for a month', async (deck, rank) => {
    const res = await request(site.app).get(`/tarot/images/${deck}/${rank}.png`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const body = res.body as Buffer;
    expect(pngSize(body)).toEqual({ width: 600, height: 1040 });
    expect(body.length).toBeGreaterThan(10_000);
    // The second request is served from memory: the same bytes.
    const again = await request(site.app).get(`/tarot/images/${deck}/${rank}.png`).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
  });

  it('serves the SVG with its accessible name', async () => {
    const res = await request(site.app).get('/tarot/images/moon-garden/the-star.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    expect(text).toContain('<title');
    expect(text).toContain('The Star, Moon Garden deck');
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
