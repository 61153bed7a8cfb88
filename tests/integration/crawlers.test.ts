import { JSDOM } from 'jsdom';
import request from 'supertest';
import { ARTICLES } from '../../server/content/articles';
import { CATALOGUE } from '../../server/content/catalogue/catalogue';
import { LEFT_OUT } from '../../server/features/crawlers/page-addresses';
import { periodsAllowed } from '../../server/features/crawlers/sitemap-dates';
import { SITEMAP_NAMESPACE, urlsetXml } from '../../server/features/crawlers/sitemap-xml';
import { addDays, horoscopeRange, horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { formatIsoDate, latestToday, parseIsoDate } from '../../shared/site/calendar';
import { fetcher, isMemberPattern, judgeUnreached, PAGES, patternOf } from '../support/crawl';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * Issue #27, what crawlers need: /robots.txt, the sitemap index and its children. The sitemaps
 * are judged against the site itself: every page type a visitor can index is listed, a sample of
 * every listed type answers 200 with its own canonical address and no noindex, and what is left
 * out is a member's page, kept out by robots.txt, or named with its reason.
 */

const SITE = 'http://starlit.test';
/** Listed addresses of one page type requested as a visitor, spread over the list (its first and last among them). */
const PER_PATTERN = 2;
/** Pages no link leads to: a form's post sends the visitor there (each is noindex), as in site-crawl.test.ts. */
const FORM_TARGETS = ['/readings-reports/tarot-readings/result/:reading_id', '/sandbox/approve/:token', '/readings-reports/i-ching/cast/:lines'];
const CANDIDATES = PAGES.map((page) => page.path).filter((pattern) => !isMemberPattern(pattern) && !pattern.startsWith('/dev/') && !FORM_TARGETS.includes(pattern));
/** The children the issue names, at least. */
const EXPECTED_CHILDREN = ['pages', 'articles', 'tarot', 'horoscopes', 'iching', 'compatibility', 'products'];

interface Listed {
  loc: string;
  lastmod: string;
}

/** A sitemaps.org document: its root element's name, and each entry's loc and lastmod. Throws when it is not well-formed XML. */
function readSitemap(xml: string): { root: string; namespace: string | null; entries: Listed[] } {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  const text = (parent: Element, name: string) => parent.getElementsByTagNameNS(SITEMAP_NAMESPACE, name)[0]?.textContent ?? '';
  const items = [...doc.documentElement.children].filter((child) => child.namespaceURI === SITEMAP_NAMESPACE);
  return { root: doc.documentElement.localName, namespace: doc.documentElement.namespaceURI, entries: items.map((item) => ({ loc: text(item, 'loc'), lastmod: text(item, 'lastmod') })) };
}

const pathOfLoc = (loc: string) => loc.slice(SITE.length);
/** What every address of a pattern starts with: `/report/` of `/report/:slug`. */
const fixedStart = (pattern: string) => pattern.split(':')[0]!;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe.each(PAGE_ENGINES)('what crawlers read, on %s', (engine) => {
  let site: TestSite;
  const children = new Map<string, Listed[]>();
  let robots = '';

  beforeAll(async () => {
    site = await startTestSite(engine);
    robots = (await request(site.app).get('/robots.txt').expect(200)).text;
    const index = readSitemap((await request(site.app).get('/sitemap.xml').expect(200)).text);
    for (const { loc } of index.entries) {
      const name = /\/sitemaps\/([a-z0-9-]+)\.xml$/.exec(loc)?.[1] ?? loc;
      const child = readSitemap((await request(site.app).get(pathOfLoc(loc)).expect(200)).text);
      expect([name, child.root, child.namespace]).toEqual([name, 'urlset', SITEMAP_NAMESPACE]);
      children.set(name, child.entries);
    }
  }, 60_000);
  afterAll(() => site.close());

  const allListed = () => [...children.values()].flat();
  const disallowed = () => [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
  const isDisallowed = (path: string) => disallowed().some((prefix) => path.startsWith(prefix));

  it('robots.txt lets crawlers read the public site, keeps them out of private and noindex areas, and names the sitemap', async () => {
    const response = await request(site.app).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = robots.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(disallowed()).toEqual(expect.arrayContaining(['/member/', '/checkout', '/confirm', '/api/', '/report/', '/sandbox/', '/dev/', '/vip/']));
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Every member page and every VIP page of the registry is kept out, whatever its address.
    const open = PAGES.filter((page) => page.member || page.path.startsWith('/vip/')).filter((page) => !isDisallowed(fixedStart(page.path)));
    expect(open.map((page) => page.path)).toEqual([]);
    // The public site is not.
    for (const path of ['/', '/tarot', '/daily-horoscope/aries', '/articles', '/readings-reports', '/login']) expect([path, isDisallowed(path)]).toEqual([path, false]);
  });

  it('the sitemap index lists each child sitemap, each a sitemaps.org urlset under 50,000 addresses', async () => {
    const response = await request(site.app).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const index = readSitemap(response.text);
    expect([index.root, index.namespace]).toEqual(['sitemapindex', SITEMAP_NAMESPACE]);
    expect(index.entries.map((entry) => entry.loc)).toEqual(expect.arrayContaining(EXPECTED_CHILDREN.map((name) => `${SITE}/sitemaps/${name}.xml`)));
    for (const [name, entries] of children) {
      expect([name, entries.length > 0 && entries.length <= 50_000]).toEqual([name, true]);
      // The index dates each child by its newest page.
      const newest = entries.map((entry) => entry.lastmod).sort().at(-1);
      expect(index.entries.find((entry) => entry.loc === `${SITE}/sitemaps/${name}.xml`)?.lastmod).toBe(newest);
    }
    const child = await request(site.app).get('/sitemaps/tarot.xml').expect(200);
    expect(child.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(child.headers['cache-control']).toBe('public, max-age=3600');
    // No session cookie for a crawler.
    expect(child.headers['set-cookie']).toBeUndefined();
    for (const missing of ['/sitemaps/nothing.xml', '/sitemaps/tarot.txt', '/sitemaps/..%2Fsitemap.xml', `/sitemaps/${'a'.repeat(5000)}.xml`]) {
      await request(site.app).get(missing).expect(404);
    }
  });

  it('lists every address once, absolute, of no member page and nothing robots.txt keeps out', () => {
    const locs = allListed().map((entry) => entry.loc);
    expect(locs.length).toBeGreaterThan(3000);
    expect(locs.length).toBe(new Set(locs).size);
    expect(locs.filter((loc) => !loc.startsWith(`${SITE}/`))).toEqual([]);
    expect(locs.filter((loc) => isMemberPattern(patternOf(pathOfLoc(loc)) ?? ''))).toEqual([]);
    expect(locs.filter((loc) => isDisallowed(pathOfLoc(loc)))).toEqual([]);
    expect(locs.filter((loc) => patternOf(pathOfLoc(loc)) === undefined)).toEqual([]);
  });

  it('has a page of every type a visitor can index, and leaves out only members’ pages, robots.txt’s, and page types named with a reason', async () => {
    const listedTypes = new Map(allListed().map((entry) => [patternOf(pathOfLoc(entry.loc))!, true]));
    // Every page type of the registry is listed, or accounted for.
    const unaccounted = PAGES.filter((page) => !listedTypes.has(page.path) && !page.member && !isDisallowed(fixedStart(page.path)) && !(page.path in LEFT_OUT));
    expect(unaccounted.map((page) => page.path)).toEqual([]);
    // Judged as the whole-site crawl judges reach: an unlisted type a visitor can index (200, its own address, no noindex) is missed.
    const fetch = fetcher(request.agent(site.app));
    await fetch.get('/');
    const { missed, unlinked } = await judgeUnreached(fetch, CANDIDATES, listedTypes);
    expect(missed).toEqual([]);
    // A type no visitor's page links to is one the sitemaps leave out for a reason.
    expect(unlinked.filter((pattern) => !(pattern in LEFT_OUT))).toEqual([]);
  }, 120_000);

  it('a sample of each listed page type answers a visitor with 200, no redirect, no noindex and its listed address as canonical', async () => {
    const byType = new Map<string, string[]>();
    for (const { loc } of allListed()) {
      const type = patternOf(pathOfLoc(loc))!;
      byType.set(type, [...(byType.get(type) ?? []), loc]);
    }
    const sample = [...byType.values()].flatMap((locs) => {
      if (locs.length <= PER_PATTERN) return locs;
      const step = (locs.length - 1) / (PER_PATTERN - 1);
      return Array.from({ length: PER_PATTERN }, (_, index) => locs[Math.round(index * step)]!);
    });
    expect(byType.size).toBeGreaterThan(60);
    const problems: string[] = [];
    const agent = request.agent(site.app);
    for (const loc of sample) {
      const response = await agent.get(pathOfLoc(loc)).redirects(0);
      if (response.status !== 200) problems.push(`${loc} answers ${response.status}${response.headers.location ? ` to ${response.headers.location}` : ''}`);
      else if (/<meta name="robots" content="noindex"/.test(response.text)) problems.push(`${loc} is noindex`);
      else if (canonicalOf(response.text) !== loc) problems.push(`${loc} has the canonical address ${canonicalOf(response.text)}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('dates every address with a real date no later than today, and each article by its publication', () => {
    const today = formatIsoDate(latestToday());
    const wrong = allListed().filter((entry) => !/^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod) || !parseIsoDate(entry.lastmod) || entry.lastmod > today);
    expect(wrong).toEqual([]);
    const articles = new Map(children.get('articles')!.map((entry) => [entry.loc, entry.lastmod]));
    for (const article of ARTICLES) expect([article.slug, articles.get(`${SITE}/articles/${article.slug}`)]).toEqual([article.slug, article.published]);
    // A dated page is dated by its own day, until its day is still to come.
    const horoscopeDay = allListed().find((entry) => /\/daily-horoscope\/aries\/\d{4}-\d{2}-01$/.test(entry.loc))!;
    expect(horoscopeDay.lastmod).toBe(horoscopeDay.loc.slice(-10));
  });

  it('lists a sign’s horoscopes for the dates the pages allow, and the pages refuse the days either side', async () => {
    const today = horoscopeToday();
    const range = horoscopeRange('daily', today);
    const dates = allListed()
      .map((entry) => /\/daily-horoscope\/aries\/(\d{4}-\d{2}-\d{2})$/.exec(entry.loc)?.[1])
      .filter((date): date is string => date !== undefined)
      .sort();
    // The whole range (its first day left out in the last hour of a day, when a kept copy would outlive it).
    expect([dates[0] === range.min || dates[0] === addDays(range.min, 1), dates.at(-1)]).toEqual([true, range.max]);
    expect(dates.length).toBeGreaterThanOrEqual(93);
    expect(dates.every((date) => date >= range.min && date <= range.max)).toBe(true);
    for (const outside of [addDays(range.min, -1), addDays(range.max, 1)]) {
      expect((await request(site.app).get(`/daily-horoscope/aries/${outside}`).expect(303)).headers.location).toBe('/daily-horoscope');
    }
    // Every sign, and the general horoscope, of every slant.
    const weekly = allListed().filter((entry) => /\/weekly-horoscope\/[a-z]+$/.test(entry.loc));
    expect(weekly).toHaveLength(13);
    expect(allListed().some((entry) => entry.loc.includes('/vip/'))).toBe(false);
  });

  it('lists every product page of the catalogue and every card in every shown deck', () => {
    const products = new Set(children.get('products')!.map((entry) => pathOfLoc(entry.loc)));
    const onSale = CATALOGUE.filter((entry) => entry.description.available).map((entry) => entry.description.product_url);
    expect(onSale.filter((url) => !products.has(url))).toEqual([]);
    const tarot = children.get('tarot')!.map((entry) => pathOfLoc(entry.loc));
    expect(tarot.filter((path) => /^\/tarot\/cards\/[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(path))).toHaveLength(78 * 5);
    expect(tarot).toEqual(expect.arrayContaining(['/tarot/cards/the-fool', '/tarot/cards/the-fool/mandala', '/tarot/decks/woodland-kin']));
    // A retired deck has no pages.
    expect(tarot.some((path) => path.includes('moon-garden'))).toBe(false);
    expect(children.get('iching')!.filter((entry) => entry.loc.includes('/i-ching/hexagrams/'))).toHaveLength(64);
  });

  it('leaves out the oldest day in the last hour of a day, when a kept copy would outlive it', () => {
    const range = (today: string) => ({ min: addDays(today, -2), max: addDays(today, 1) });
    expect(periodsAllowed('day', range, { today: '2026-03-10', todayWhenStale: '2026-03-10' })).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
    expect(periodsAllowed('day', range, { today: '2026-03-10', todayWhenStale: '2026-03-11' })).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    const weeks = periodsAllowed('week', (today) => horoscopeRange('weekly', today), { today: '2026-11-26', todayWhenStale: '2026-11-26' });
    expect(weeks).toEqual(['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodsAllowed('month', (today) => horoscopeRange('monthly', today), { today: '2026-12-31', todayWhenStale: '2027-01-01' })).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('writes addresses XML-escaped', () => {
    const xml = urlsetXml(SITE, [{ path: '/a?b=1&c=<2>', lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>http://starlit.test/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(readSitemap(xml).entries).toEqual([{ loc: `${SITE}/a?b=1&c=<2>`, lastmod: '2026-01-01' }]);
  });

  it('lists no page of a type it says it leaves out', () => {
    const types = new Set(allListed().map((entry) => patternOf(pathOfLoc(entry.loc))!));
    expect([...types].filter((type) => type in LEFT_OUT)).toEqual([]);
  });
});
