import type { AnyPage } from '../../http/page-module';

/**
 * `/robots.txt`: the whole public site may be crawled; what is nobody's to read (members' pages,
 * payments, the JSON API, development pages) or is noindex and useless to a search engine (the
 * VIP pages, search results) is kept out. Rules are prefixes, as robots.txt reads them.
 *
 * Pages that are noindex but open to anyone (log in, sign up, a reading's result) are not listed
 * here on purpose: a crawler must fetch a page to see its noindex, and a disallowed page can
 * still be indexed from links to it, without its content.
 */

export interface RobotsRule {
  /** A path prefix: `/member/` keeps out everything under it, `/checkout` also `/checkout/return`. */
  path: string;
  why: string;
}

const ALWAYS_DISALLOWED: readonly RobotsRule[] = [
  { path: '/member/', why: "a member's own pages (settings, journal, transactions, texts)" },
  { path: '/checkout', why: 'paying for an order, and the return from a payment' },
  { path: '/confirm', why: "an order's confirmation, for the member who paid" },
  { path: '/report/', why: "a member's bought report and its chart files" },
  { path: '/sandbox/', why: "the test payment gateway's approval pages" },
  { path: '/api/', why: 'the JSON API the pages call' },
  { path: '/dev/', why: 'development pages (the email outbox)' },
  { path: '/vip/', why: 'the VIP daily pages: noindex, and a visitor is sent to the ordinary page' },
];

/** The site search's results page, once the registry has one: noindex, and endless in number. */
const SEARCH_RULE: RobotsRule = { path: '/search', why: "the site search's results: one page per query" };

/** The rules for this route table: the search rule only once a page serves `/search`. */
export function disallowRules(pages: readonly Pick<AnyPage, 'path'>[]): RobotsRule[] {
  const hasSearch = pages.some((page) => page.path === SEARCH_RULE.path || page.path.startsWith(`${SEARCH_RULE.path}/`));
  return [...ALWAYS_DISALLOWED, ...(hasSearch ? [SEARCH_RULE] : [])];
}

/** Whether robots.txt keeps crawlers away from a path (or a pattern: its fixed start decides). */
export const isDisallowed = (path: string, rules: readonly RobotsRule[]): boolean => rules.some((rule) => path.startsWith(rule.path));

/** The file itself: one group for every crawler, then the sitemap index's absolute address. */
export function robotsTxt(siteUrl: string, rules: readonly RobotsRule[]): string {
  return ['User-agent: *', 'Allow: /', ...rules.map((rule) => `Disallow: ${rule.path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
