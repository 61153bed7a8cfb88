import request from 'supertest';
import { sitePages } from '../../server/http/page-registry';

const PAGE_ROUTES = sitePages();
import { signedUpMember } from '../support/members';
import { startTestSite, type TestSite } from '../support/test-site';

/** Every `<a href>` of the page's header and footer, fragments left out (they are in-page routes). */
function headerAndFooterLinks(html: string): string[] {
  const parts = [...html.matchAll(/<header[\s>][\s\S]*?<\/header>/g), ...html.matchAll(/<footer[\s>][\s\S]*?<\/footer>/g)].map((match) => match[0]);
  const hrefs = parts.flatMap((part) => [...part.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')));
  return hrefs.filter((href) => !href.startsWith('#'));
}

/**
 * No link in the header or footer may lead to a 404 (the navigation shows only pages of the route
 * table): every page a visitor or a member can open is fetched, and every link its header and
 * footer hold is followed.
 */
describe('header and footer links', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  const paths = [...PAGE_ROUTES.map((page) => page.path).filter((path) => !path.includes(':')), '/no-such-page'];

  it.each(['visitor', 'member'] as const)('as a %s, every header and footer link of every page answers (no 404)', async (who) => {
    const agent = who === 'member' ? (await signedUpMember(site)).agent : request.agent(site.app);
    const checked = new Map<string, number>();
    const broken: string[] = [];
    let pagesSeen = 0;
    for (const path of paths) {
      const page = await agent.get(path).redirects(5);
      // Pages that do not exist here (the development outbox) are not reachable, so not checked.
      if (page.status === 404 && path !== '/no-such-page') continue;
      pagesSeen += 1;
      const links = headerAndFooterLinks(page.text);
      expect(links.length).toBeGreaterThan(5);
      for (const href of links) {
        if (!checked.has(href)) checked.set(href, (await agent.get(href).redirects(5)).status);
        const status = checked.get(href)!;
        if (status === 404 || status >= 500) broken.push(`${path}: ${href} answers ${status}`);
      }
    }
    expect(broken).toEqual([]);
    expect(pagesSeen).toBeGreaterThan(10);
    // The menu's groups of today, as a sanity check that links were found at all.
    expect([...checked.keys()]).toEqual(expect.arrayContaining(['/', '/service', '/service/frequently-asked-questions', '/privacy-policy']));
    if (who === 'member') expect([...checked.keys()]).toEqual(expect.arrayContaining(['/member/journal', '/member/settings']));
    else expect([...checked.keys()]).toEqual(expect.arrayContaining(['/signup', '/login']));
    // About 70 pages and their menus' links: a few seconds alone, longer beside the rest of the suite.
  }, 120_000);
});

/** Every `<a href>` of a page that stays on the site (fragments, other sites and mailto left out), without its fragment. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#')[0]!);
}

/** The route pattern a path belongs to (`/tarot/cards/:rank`), or undefined for a path no page has. */
const PATTERNS = PAGE_ROUTES.map((page) => ({ path: page.path, match: new RegExp(`^${page.path.replace(/:[a-z_A-Z]+/g, '[^/]+')}$`) }));
const patternOf = (href: string) => PATTERNS.find((pattern) => pattern.match.test(href.split('?')[0]!))?.path;

/** At most this many links of one page type with parameters are requested. */
const PER_PATTERN = 12;

/**
 * The links to request: every link to a page without parameters, and of each page type with
 * parameters (a sign's day, a card in a deck, a pair of signs) up to PER_PATTERN, spread evenly
 * over the links in address order so the first and the last (the edges of a date range, the
 * ends of a list) are always among them. One page type's links come from one piece of code and
 * differ only in their parameters; hundreds of them would add minutes, not checks.
 */
function sampled(links: Map<string, string>): [string, string][] {
  const byPattern = new Map<string, [string, string][]>();
  for (const entry of [...links].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const pattern = patternOf(entry[0]) ?? entry[0];
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), entry]);
  }
  return [...byPattern].flatMap(([pattern, entries]) => {
    if (!pattern.includes(':') || entries.length <= PER_PATTERN) return entries;
    const step = (entries.length - 1) / (PER_PATTERN - 1);
    return Array.from({ length: PER_PATTERN }, (_, index) => entries[Math.round(index * step)]!);
  });
}

/**
 * No internal link of any page type answers 404: from every page without a parameter, the crawl
 * follows links to one page of each route pattern it has not seen (a card, a deck, a sign's day,
 * a glossary term …), as a visitor and as a member; the internal links of every page seen are then
 * requested once each (up to PER_PATTERN of a page type with parameters).
 */
describe('every internal link of every page type', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it.each(['visitor', 'member'] as const)('as a %s, answers (no 404, no 5xx)', async (who) => {
    const agent = who === 'member' ? (await signedUpMember(site)).agent : request.agent(site.app);
    const queue: string[] = PAGE_ROUTES.map((page) => page.path).filter((path) => !path.includes(':') && !path.startsWith('/dev/') && path !== '/logout');
    const typesSeen = new Set<string>(queue);
    const links = new Map<string, string>();
    // What each page the crawl opened answered, so no page is requested twice.
    const answered = new Map<string, number>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      const page = await agent.get(path).redirects(5);
      answered.set(path, page.status);
      if (page.status !== 200) continue;
      for (const href of internalLinks(page.text)) {
        if (!links.has(href)) links.set(href, path);
        const type = patternOf(href);
        if (type && !typesSeen.has(type) && !href.startsWith('/logout') && !href.startsWith('/dev/')) {
          typesSeen.add(type);
          queue.push(href);
        }
      }
    }
    const broken: string[] = [];
    for (const [href, from] of sampled(links)) {
      // Logging out from a link would end the crawl's session; it is a POST form anyway.
      if (href.startsWith('/logout')) continue;
      const status = answered.get(href) ?? (await agent.get(href).redirects(5)).status;
      if (status === 404 || status >= 500) broken.push(`${from}: ${href} answers ${status}`);
    }
    expect(broken).toEqual([]);
    // Page types with a parameter were reached by links, not only the fixed ones.
    expect([...typesSeen]).toEqual(expect.arrayContaining(['/tarot/cards/:rank', '/tarot/cards/:rank/:deck', '/tarot/decks/:slug', '/daily-horoscope/:sign', '/astrology/glossary/:term']));
    expect(links.size).toBeGreaterThan(200);
  }, 300_000);
});

