import request from 'supertest';
import { sitePages } from '../../server/http/page-registry';
import { signedUpMember } from '../support/members';
import { startTestSite, type TestSite } from '../support/test-site';

/**
 * Every page type a search engine may index is reachable from the home page within three clicks,
 * by a visitor and by a member (issue #23): a breadth-first walk over plain `<a href>` links (what
 * works with JavaScript off), so the menus, the section landings and the related links must carry
 * it. The other audience's links, which the header carries hidden, are not followed.
 *
 * Which page types count is worked out, not listed: every pattern of the page registry except the
 * members' pages (the account menu reaches those), the development pages (`/dev/`) and the pages
 * that only a form's post leads to (`FORM_TARGETS`). A type the walk did not reach is then visited:
 * if it answers 200 at its own address without `noindex`, the test fails. A pattern with
 * parameters counts as reached by any instance (a card, a sign's day, a glossary term).
 */

const MAX_CLICKS = 3;

/** Pages no link leads to: a form's post sends the visitor there (both are noindex). */
const FORM_TARGETS: Record<string, string> = {
  '/readings-reports/tarot-readings/result/:reading_id': 'a reading’s result: posting a reading form leads there',
  '/sandbox/approve/:token': 'the sandbox payment approval: the checkout form leads there',
  '/readings-reports/i-ching/cast/:lines': 'an I Ching reading: casting on the free reading page leads there',
};

/** Page types only a member is given links to (visitors are not, by the spec): judged for members only. */
const MEMBERS_LINKED: Record<string, string> = {
  '/daily-number/:date': 'spec 2 §6: date navigation on the number of the day is for members; visitors see a sign-up prompt (the dated pages are noindex)',
};

const PAGES = sitePages();
const PATTERNS = PAGES.map((page) => ({ path: page.path, member: page.member === true, match: new RegExp(`^${page.path.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`) }));
/** The pattern a path belongs to, in the router's order (a fixed segment before a parameter). */
const patternOf = (path: string) => PATTERNS.find((pattern) => pattern.match.test(path))?.path;
const hasParams = (pattern: string) => pattern.includes(':');
const pathOf = (href: string) => href.split(/[?#]/, 1)[0]!;
/** The nearest shorter pattern of the registry that this one extends: `/vip/daily-horoscope` of `/vip/daily-horoscope/:sign`. */
function parentPattern(pattern: string): string | undefined {
  const segments = pattern.split('/');
  for (let length = segments.length - 1; length > 1; length--) {
    const parent = segments.slice(0, length).join('/');
    if (PATTERNS.some((each) => each.path === parent)) return parent;
  }
  return undefined;
}

/**
 * Every `<a href>` of a page that stays on the site, without its fragment (fragments are in-page
 * routes), leaving out the other audience's links the header carries hidden (`<li hidden>`).
 */
function internalLinks(html: string): string[] {
  const shown = html.replace(/<li\b[^>]*\shidden=""[^>]*>[\s\S]*?<\/li>/g, '');
  const hrefs = [...shown.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/dev/') && pathOf(href) !== '/logout').map((href) => href.split('#')[0]!);
}

interface Fetched {
  status: number;
  /** Where the page was, after redirects. */
  finalPath: string;
  noindex: boolean;
  links: string[];
}

/** The page types that count, unless a visit shows them noindex or not a page of their own. */
const CANDIDATES = PATTERNS.filter((pattern) => !pattern.member && !pattern.path.startsWith('/dev/') && !(pattern.path in FORM_TARGETS)).map((pattern) => pattern.path);

/** Fetches each address once, and keeps every page it fetched. */
function fetcher(agent: ReturnType<typeof request.agent>) {
  const seen = new Map<string, Promise<Fetched>>();
  const get = (url: string): Promise<Fetched> => {
    let page = seen.get(url);
    if (!page) {
      page = agent
        .get(url)
        .redirects(5)
        .then((res) => ({
          status: res.status,
          finalPath: new URL(res.redirects.at(-1) ?? url, 'http://site.test').pathname,
          noindex: /<meta name="robots" content="noindex"/.test(res.text),
          links: res.status === 200 ? internalLinks(res.text) : [],
        }));
      seen.set(url, page);
    }
    return page;
  };
  return { get, fetched: () => Promise.all(seen.values()) };
}
type Fetcher = ReturnType<typeof fetcher>;

/**
 * Breadth-first from `/`: the links of the pages at 0, 1 and 2 clicks are the pages at 1, 2 and 3.
 * One page of each pattern is opened (pages of one type link to the same types), the first found;
 * the walk stops early once every candidate type is seen. Returns each pattern reached with its
 * click count and the way there.
 */
async function walkFromHome({ get }: Fetcher) {
  const reached = new Map<string, { clicks: number; trail: string[] }>([['/', { clicks: 0, trail: ['/'] }]]);
  let level: { href: string; trail: string[] }[] = [{ href: '/', trail: ['/'] }];
  for (let clicks = 1; clicks <= MAX_CLICKS && level.length > 0; clicks++) {
    const pages = await Promise.all(level.map(async (entry) => ({ entry, page: await get(entry.href) })));
    const next: typeof level = [];
    for (const { entry, page } of pages) {
      for (const href of page.links) {
        const pattern = patternOf(pathOf(href));
        if (!pattern || reached.has(pattern)) continue;
        const trail = [...entry.trail, href];
        reached.set(pattern, { clicks, trail });
        next.push({ href, trail });
      }
    }
    if (CANDIDATES.every((pattern) => reached.has(pattern))) break;
    level = next;
  }
  return reached;
}

/**
 * The candidate types the walk did not reach, judged: `missed`, those indexable for this viewer
 * (each a failure), and `unlinked`, those no page links to at all (a failure too). A fixed type is
 * judged at its own address; a type with parameters by an instance some page links to, looked for
 * beyond three clicks, unless its nearest fixed ancestor is no indexable page for this viewer (the
 * VIP's own pages: `/vip/daily-horoscope` sends everyone else to the ordinary page and is noindex
 * for VIPs, and so are the pages under it).
 */
async function judgeUnreached({ get, fetched }: Fetcher, reached: ReadonlyMap<string, unknown>, member: boolean) {
  const instances = new Map<string, string>();
  const opened = new Set<string>();
  /** An instance of the pattern any page links to; opens one page of each new type until found or none is left. */
  const instanceOf = async (wanted: string): Promise<string | undefined> => {
    for (;;) {
      for (const page of await fetched()) {
        for (const href of page.links) {
          const pattern = patternOf(pathOf(href));
          if (pattern && !instances.has(pattern)) instances.set(pattern, href);
        }
      }
      if (instances.has(wanted)) return instances.get(wanted);
      const unopened = [...instances].filter(([pattern]) => !opened.has(pattern));
      if (unopened.length === 0) return undefined;
      for (const [pattern] of unopened) opened.add(pattern);
      await Promise.all(unopened.map(([, href]) => get(href)));
    }
  };
  const indexable = async (pattern: string): Promise<boolean | undefined> => {
    const instance = hasParams(pattern) ? await instanceOf(pattern) : pattern;
    if (!instance) return undefined;
    const page = await get(instance);
    return page.status === 200 && patternOf(page.finalPath) === pattern && !page.noindex;
  };
  /** Whether the nearest ancestor page that can be judged is no indexable page for this viewer. */
  const underUnindexable = async (pattern: string): Promise<boolean> => {
    const parent = parentPattern(pattern);
    if (!parent) return false;
    const verdict = hasParams(parent) ? undefined : await indexable(parent);
    return verdict === undefined ? underUnindexable(parent) : !verdict;
  };
  const missed: string[] = [];
  const unlinked: string[] = [];
  for (const pattern of CANDIDATES.filter((each) => !reached.has(each) && (member || !(each in MEMBERS_LINKED)))) {
    // A type under a page that is not indexable is not looked for (no need to search the whole site).
    if (hasParams(pattern) && (await underUnindexable(pattern))) continue;
    const verdict = await indexable(pattern);
    if (verdict === true) missed.push(pattern);
    if (verdict === undefined) unlinked.push(pattern);
  }
  return { missed, unlinked };
}

describe('every indexable page type within three clicks of the home page', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it.each(['visitor', 'member'] as const)('as a %s', async (who) => {
    const agent = who === 'member' ? (await signedUpMember(site)).agent : request.agent(site.app);
    const pages = fetcher(agent);
    const reached = await walkFromHome(pages);
    // Sanity: the walk went through the menus and the section landings, three clicks deep.
    expect([...reached.keys()]).toEqual(
      expect.arrayContaining(['/tarot', '/tarot/cards/:rank', '/daily-horoscope/:sign/:date', '/daily-tarot-card', '/tarot/weekly-tarot-card-reading/:sign/:week', '/readings-reports', '/tarot/decks']),
    );
    const { missed, unlinked } = await judgeUnreached(pages, reached, who === 'member');
    // Indexable page types more than three clicks from the home page, or not linked from anywhere.
    expect(missed).toEqual([]);
    expect(unlinked).toEqual([]);
  }, 60_000);
});
