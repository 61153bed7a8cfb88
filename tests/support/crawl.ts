import type request from 'supertest';
import { sitePages } from '../../server/http/page-registry';

/**
 * One crawl of the site for the whole-site checks (tests/integration/site-crawl.test.ts): every
 * page is requested once per viewer and kept, and the link, promise, reach and HTML checks read
 * what was kept instead of each walking the site again.
 */

export const PAGES = sitePages();
const PATTERNS = PAGES.map((page) => ({ path: page.path, member: page.member === true, match: new RegExp(`^${page.path.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`) }));

/** The path without its query and fragment. */
export const pathOf = (href: string): string => href.split(/[?#]/, 1)[0]!;
/** The route pattern a path belongs to, in the router's order (a fixed segment before a parameter), or undefined. */
export const patternOf = (href: string): string | undefined => PATTERNS.find((pattern) => pattern.match.test(pathOf(href)))?.path;
export const hasParams = (pattern: string): boolean => pattern.includes(':');
export const isMemberPattern = (pattern: string): boolean => PATTERNS.some((each) => each.path === pattern && each.member);

/** The nearest shorter pattern of the registry that this one extends: `/vip/daily-horoscope` of `/vip/daily-horoscope/:sign`. */
export function parentPattern(pattern: string): string | undefined {
  const segments = pattern.split('/');
  for (let length = segments.length - 1; length > 1; length--) {
    const parent = segments.slice(0, length).join('/');
    if (PATTERNS.some((each) => each.path === parent)) return parent;
  }
  return undefined;
}

/** Links a crawl never follows: logging out would end its session, and the development pages are not the site's. */
const unfollowed = (href: string) => href.startsWith('/dev/') || pathOf(href) === '/logout';

/** Every `<a href>` of some HTML that stays on the site, without its fragment (fragments are in-page routes). */
export function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#')[0]!);
}

/** The links a viewer sees: the other audience's, which the header carries hidden (`<li hidden>`), left out. */
export function shownLinks(html: string): string[] {
  return internalLinks(html.replace(/<li\b[^>]*\shidden=""[^>]*>[\s\S]*?<\/li>/g, '')).filter((href) => !unfollowed(href));
}

/** Every `<a href>` of the page's header and footer, fragments left out. */
export function headerAndFooterLinks(html: string): string[] {
  const parts = [...html.matchAll(/<header[\s>][\s\S]*?<\/header>/g), ...html.matchAll(/<footer[\s>][\s\S]*?<\/footer>/g)].map((match) => match[0]);
  return parts.flatMap((part) => [...part.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))).filter((href) => !href.startsWith('#'));
}

export interface Fetched {
  url: string;
  status: number;
  /** Where the page was, after redirects. */
  finalPath: string;
  /** The HTML of a page (any status), or '' for anything else. */
  html: string;
  noindex: boolean;
  /** The final response's Cache-Control header ('' without one). */
  cacheControl: string;
}

/** Fetches each address once for one viewer and keeps every page it fetched. */
export function fetcher(agent: ReturnType<typeof request.agent>) {
  const seen = new Map<string, Promise<Fetched>>();
  const get = (url: string): Promise<Fetched> => {
    let page = seen.get(url);
    if (!page) {
      page = agent
        .get(url)
        .redirects(5)
        .then((res) => {
          const html = /text\/html/.test(String(res.headers['content-type'])) ? res.text : '';
          return { url, status: res.status, finalPath: new URL(res.redirects.at(-1) ?? url, 'http://site.test').pathname, html, noindex: /<meta name="robots" content="noindex"/.test(html), cacheControl: String(res.headers['cache-control'] ?? '') };
        });
      seen.set(url, page);
    }
    return page;
  };
  return { get, fetched: () => Promise.all(seen.values()) };
}
export type Fetcher = ReturnType<typeof fetcher>;

/**
 * One page of each page type: every fixed page of the registry (and a missing one, for the 404
 * page's header), then one page of each pattern some page links to that was not seen yet, and so
 * on. Returns the pages read (status 200) and every internal link they hold, with a page it is on.
 */
export async function pageOfEachType({ get }: Fetcher): Promise<{ pages: Fetched[]; links: Map<string, string> }> {
  const queue: string[] = [...PAGES.map((page) => page.path).filter((path) => !hasParams(path) && !unfollowed(path)), '/no-such-page'];
  const typesSeen = new Set<string>(queue);
  const pages: Fetched[] = [];
  const links = new Map<string, string>();
  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length);
    for (const page of await Promise.all(batch.map(get))) {
      if (!page.html) continue;
      if (page.status === 200) pages.push(page);
      for (const href of internalLinks(page.html)) {
        if (!links.has(href)) links.set(href, page.url);
        const type = patternOf(href);
        if (type && !typesSeen.has(type) && !unfollowed(href)) {
          typesSeen.add(type);
          queue.push(href);
        }
      }
    }
  }
  return { pages, links };
}

/**
 * The links to request: every link to a page without parameters, and of each page type with
 * parameters (a sign's day, a card in a deck) up to `perPattern`, spread evenly in address order
 * so the first and the last (the edges of a date range, the ends of a list) are among them.
 */
export function sampled(links: ReadonlyMap<string, string>, perPattern: number): [string, string][] {
  const byPattern = new Map<string, [string, string][]>();
  for (const entry of [...links].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const pattern = patternOf(entry[0]) ?? entry[0];
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), entry]);
  }
  return [...byPattern].flatMap(([pattern, entries]) => {
    if (!hasParams(pattern) || entries.length <= perPattern) return entries;
    const step = (entries.length - 1) / (perPattern - 1);
    return Array.from({ length: perPattern }, (_, index) => entries[Math.round(index * step)]!);
  });
}

/**
 * Breadth-first from `/` over the links a viewer sees: the links of the pages at 0, 1 and 2 clicks
 * are the pages at 1, 2 and 3. One page of each pattern is opened (the first found); the walk
 * stops once every candidate is reached. Returns each pattern reached with its click count and trail.
 */
export async function walkFromHome({ get }: Fetcher, candidates: readonly string[], maxClicks: number) {
  const reached = new Map<string, { clicks: number; trail: string[] }>([['/', { clicks: 0, trail: ['/'] }]]);
  let level: { href: string; trail: string[] }[] = [{ href: '/', trail: ['/'] }];
  for (let clicks = 1; clicks <= maxClicks && level.length > 0; clicks++) {
    const pages = await Promise.all(level.map(async (entry) => ({ entry, page: await get(entry.href) })));
    const next: typeof level = [];
    for (const { entry, page } of pages) {
      for (const href of page.status === 200 ? shownLinks(page.html) : []) {
        const pattern = patternOf(href);
        if (!pattern || reached.has(pattern)) continue;
        const trail = [...entry.trail, href];
        reached.set(pattern, { clicks, trail });
        next.push({ href, trail });
      }
    }
    if (candidates.every((pattern) => reached.has(pattern))) break;
    level = next;
  }
  return reached;
}

/**
 * The candidate types the walk did not reach, judged: `missed`, those indexable for this viewer,
 * and `unlinked`, those no page links to at all (both failures). A fixed type is judged at its own
 * address; a type with parameters by an instance some page links to, looked for beyond the walk,
 * unless its nearest fixed ancestor is no indexable page for this viewer (the VIP's own pages).
 */
export async function judgeUnreached({ get, fetched }: Fetcher, candidates: readonly string[], reached: ReadonlyMap<string, unknown>) {
  const instances = new Map<string, string>();
  const opened = new Set<string>();
  /** An instance of the pattern any page links to; opens one page of each new type until found or none is left. */
  const instanceOf = async (wanted: string): Promise<string | undefined> => {
    for (;;) {
      for (const page of await fetched()) {
        for (const href of page.status === 200 ? shownLinks(page.html) : []) {
          const pattern = patternOf(href);
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
  const underUnindexable = async (pattern: string): Promise<boolean> => {
    const parent = parentPattern(pattern);
    if (!parent) return false;
    const verdict = hasParams(parent) ? undefined : await indexable(parent);
    return verdict === undefined ? underUnindexable(parent) : !verdict;
  };
  const missed: string[] = [];
  const unlinked: string[] = [];
  for (const pattern of candidates.filter((each) => !reached.has(each))) {
    if (hasParams(pattern) && (await underUnindexable(pattern))) continue;
    const verdict = await indexable(pattern);
    if (verdict === true) missed.push(pattern);
    if (verdict === undefined) unlinked.push(pattern);
  }
  return { missed, unlinked };
}
