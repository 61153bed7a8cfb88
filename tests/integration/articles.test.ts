import request from 'supertest';
import { isStaticPage } from '../support/html';
import { ARTICLES_PER_PAGE } from '../../shared/articles/articles';
import { ARTICLES } from '../../server/content/articles';
import { signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const PAGES = Math.ceil(ARTICLES.length / ARTICLES_PER_PAGE);
const NEWEST = ARTICLES[0]!;

/** Issue #27: the articles list and its API, each article, the bylines' bios and the menus' "Latest", on both databases. */
describe.each(ENGINES)('the articles on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('lists nine articles a page, newest first, each page its own address, with links to every page', async () => {
    const first = decode((await request(site.app).get('/articles').expect(200)).text);
    const linked = (html: string) => [...html.matchAll(/<h3 class="card-title"><a href="\/articles\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(linked(first)).toEqual(ARTICLES.slice(0, ARTICLES_PER_PAGE).map((article) => article.slug));
    expect(first).toContain(`<a href="/articles?page=2" rel="next" data-page="2">Older articles</a>`);
    expect(first).toContain('<link rel="canonical" href="http://starlit.test/articles"');
    const last = decode((await request(site.app).get(`/articles?page=${PAGES}`).expect(200)).text);
    expect(linked(last)).toEqual(ARTICLES.slice((PAGES - 1) * ARTICLES_PER_PAGE).map((article) => article.slug));
    expect(last).toContain(`<title>Articles, Page ${PAGES} of ${PAGES} | Starlit</title>`);
    expect(last).not.toContain('Older articles');
    // One address per page: ?page=1 is /articles.
    expect((await request(site.app).get('/articles?page=1').expect(301)).headers.location).toBe('/articles');
  });

  it('answers a page out of range with the 404 page and nonsense with a 400, never a 500', async () => {
    await request(site.app).get(`/articles?page=${PAGES + 1}`).expect(404);
    await request(site.app).get('/articles?page=1000000000').expect(404);
    for (const bad of ['0', '-1', '2.5', 'two', '1e400', `${'9'.repeat(400)}`]) {
      const response = await request(site.app).get(`/articles?page=${bad}`);
      expect([bad, response.status]).toEqual([bad, 400]);
    }
    await request(site.app).get('/articles/no-such-article').expect(404);
    await request(site.app).get(`/articles/${'a'.repeat(10_000)}`).expect(404);
    await request(site.app).get('/articles/bios/nobody').expect(404);
  });

  it('GET /api/content/articles/get answers a page as data, filters by topic and byline, and refuses bad input with 4xx', async () => {
    const answer = (await request(site.app).get('/api/content/articles/get?page=2').expect(200)).body;
    expect(answer).toMatchObject({ page: 2, pages: PAGES, total: ARTICLES.length, params: {} });
    expect(answer.data.map((card: { slug: string }) => card.slug)).toEqual(ARTICLES.slice(ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE).map((article) => article.slug));
    expect(answer.data[0]).toEqual({
      slug: expect.any(String),
      url: `/articles/${answer.data[0].slug}`,
      title: expect.any(String),
      topic: expect.any(String),
      topic_name: expect.any(String),
      author: { name: expect.any(String), url: expect.stringMatching(/^\/articles\/bios\//) },
      published: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      published_display: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
      description: expect.any(String),
      picture_frag: `/articles/art/${answer.data[0].slug}.svg`,
      image_alt: expect.any(String),
    });
    const tarot = (await request(site.app).get('/api/content/articles/get?topic=tarot').expect(200)).body;
    expect(tarot.data.length).toBeGreaterThanOrEqual(4);
    expect(tarot.data.every((card: { topic: string }) => card.topic === 'tarot')).toBe(true);
    expect(tarot.params).toEqual({ topic: 'tarot' });
    const desk = (await request(site.app).get('/api/content/articles/get?author=starlit-astrology-desk').expect(200)).body;
    expect(desk.data.every((card: { topic: string }) => card.topic === 'astrology')).toBe(true);
    const nobody = (await request(site.app).get('/api/content/articles/get?author=nobody').expect(200)).body;
    expect(nobody).toMatchObject({ data: [], page: 1, pages: 1, total: 0 });

    expect((await request(site.app).get('/api/content/articles/get?page=1000000000').expect(404)).body.error.message).toMatch(/no page 1000000000/);
    for (const query of ['page=0', 'page=abc', 'topic=gardening', `author=${'x'.repeat(10_000)}`, 'author=<script>']) {
      const response = await request(site.app).get(`/api/content/articles/get?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(JSON.stringify(response.body)).not.toContain('<script>');
    }
  });

  it('shows an article with its drawing, byline, date, related pages and more to read, as an Article with a breadcrumb', async () => {
    const html = decode((await request(site.app).get(`/articles/${NEWEST.slug}`).expect(200)).text);
    expect(html).toContain(`<h1`);
    expect(html).toContain(NEWEST.title);
    expect(html).toContain(`<img src="/articles/art/${NEWEST.slug}.svg" alt="${NEWEST.image_alt}" width="640" height="360"`);
    expect(html).toMatch(/By <a href="\/articles\/bios\/[a-z-]+">The Starlit [A-Za-z ]+<\/a> · <time dateTime="\d{4}-\d{2}-\d{2}">/);
    for (const paragraph of NEWEST.sections.flatMap((section) => section.paragraphs).slice(0, 3)) expect(html).toContain(paragraph);
    for (const link of NEWEST.related) expect(html).toContain(`href="${link.href}"`);
    expect(html).toContain('>More to read<');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<meta property="og:type" content="article"');
    // A static page: no JavaScript until the visitor reaches the search box.
    expect(isStaticPage(html)).toBe(true);
  });

  it('serves each drawing as SVG a cache may keep, and nothing else under its path', async () => {
    const art = await request(site.app).get(`/articles/art/${NEWEST.slug}.svg`).expect(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(String(art.body ?? art.text)).toContain('<svg');
    await request(site.app).get('/articles/art/no-such-drawing.svg').expect(404);
    await request(site.app).get(`/articles/art/${NEWEST.slug}.png`).expect(404);
    await request(site.app).get('/articles/art/..%2F..%2Fpackage.json').expect(404);
  });

  it('lists each byline’s articles on its bio, and both bylines from the list', async () => {
    const editors = decode((await request(site.app).get('/articles/bios/starlit-editors').expect(200)).text);
    const signed = ARTICLES.filter((article) => article.author === 'starlit-editors');
    expect(signed.length).toBeGreaterThan(10);
    for (const article of signed) expect(editors).toContain(`href="/articles/${article.slug}"`);
    expect(editors).toContain('>Articles by the Starlit Editors<');
    const list = decode((await request(site.app).get('/articles').expect(200)).text);
    expect(list).toContain('href="/articles/bios/starlit-editors"');
    expect(list).toContain('href="/articles/bios/starlit-astrology-desk"');
  });

  it('shows real articles with their drawings as the menus’ “Latest”, to visitors and members', async () => {
    const { agent } = await signedUpMember(site);
    for (const client of [request(site.app), agent]) {
      const html = decode((await client.get('/tarot').expect(200)).text);
      const latest = [...html.matchAll(/<a class="nav-featured-link nav-featured-article" href="(\/articles\/[a-z0-9-]+)"><span>([^<]+)<\/span><img src="([^"]+)" alt="([^"]+)"/g)];
      expect(latest.length).toBeGreaterThanOrEqual(8);
      for (const [, url, title, picture, alt] of latest) {
        const article = ARTICLES.find((each) => `/articles/${each.slug}` === url)!;
        expect([title, picture, alt]).toEqual([article.title, `/articles/art/${article.slug}.svg`, article.image_alt]);
      }
      // The tarot section's newest tarot articles come first in its "Latest".
      const tarot = ARTICLES.filter((article) => article.topic === 'tarot').slice(0, 2);
      for (const article of tarot) expect(html).toContain(`href="/articles/${article.slug}"`);
    }
  });

  it('the numerology and love landings lead to their newest articles', async () => {
    for (const [path, topic] of [['/numerology', 'numerology'], ['/love-and-compatibility', 'love']] as const) {
      const html = (await request(site.app).get(path).expect(200)).text;
      for (const article of ARTICLES.filter((each) => each.topic === topic).slice(0, 3)) expect([path, html.includes(`href="/articles/${article.slug}"`)]).toEqual([path, true]);
    }
  });
});
