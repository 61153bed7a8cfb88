import { HOROSCOPE_SLANTS, SLANTS } from '../../../shared/horoscopes/horoscopes';
import { ROUTES } from '../../../shared/routes';
import { CATALOGUE } from '../../content/catalogue/catalogue';
import type { AnyPage } from '../../http/page-module';
import { LEFT_OUT, PAGE_ADDRESSES, type AddressContext } from './page-addresses';
import { isDisallowed, type RobotsRule } from './robots';
import { MAX_URLS_PER_SITEMAP, type SitemapUrl } from './sitemap-xml';
import { CONTENT_RELEASED, notAfter } from './sitemap-dates';

/**
 * The child sitemaps of `/sitemap.xml`: each page type of the route registry belongs to the
 * first section whose rule holds for its pattern, and `pages` takes the rest, so a new fixed page
 * is listed without a line here. Sections are worked out from the route table, never a list of
 * addresses.
 */

export const SECTION_NAMES = ['products', 'articles', 'tarot', 'compatibility', 'horoscopes', 'iching', 'numerology', 'pages'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** The fixed start of a pattern: `/astrology/compatibility` of `/astrology/compatibility/:slant/:pair`. */
const fixedStart = (pattern: string): string => pattern.split('/:')[0]!.replace(/\/$/, '');

/** The patterns at or below any of these (a pattern's fixed start counts: the compatibility bases are below the pair's). */
const under =
  (...roots: string[]) =>
  (pattern: string): boolean =>
    roots.map(fixedStart).some((root) => fixedStart(pattern) === root || pattern.startsWith(`${root}/`));

/** The store's product pages: every page the catalogue sells something on, and the store's front page. */
const PRODUCT_PAGES = new Set<string>([ROUTES.readingsHub, ...CATALOGUE.filter((entry) => entry.description.available).map((entry) => entry.description.product_url)]);

const SECTION_RULES: Record<SectionName, (pattern: string) => boolean> = {
  products: (pattern) => PRODUCT_PAGES.has(pattern),
  articles: under(ROUTES.articles),
  tarot: under(ROUTES.tarot, ROUTES.dailyTarotCard.base),
  compatibility: under(ROUTES.loveAndCompatibility, ROUTES.compatibilityPair),
  // The signs and everything astrological under /astrology (the glossary, the Chinese zodiac) go with the horoscopes.
  horoscopes: under(...HOROSCOPE_SLANTS.map((slant) => SLANTS[slant].base), ROUTES.birthdayHoroscope.base, ROUTES.astrology),
  iching: under(ROUTES.iching, ROUTES.dailyHexagram.base),
  numerology: under(ROUTES.numerology, ROUTES.dailyNumber.base),
  pages: () => true,
};

export const sectionOf = (pattern: string): SectionName => SECTION_NAMES.find((name) => SECTION_RULES[name](pattern))!;

const hasParams = (pattern: string): boolean => pattern.includes('/:');

/**
 * Whether a page type is listed at all: not a member's page, not kept out by robots.txt, not
 * left out for a reason (`LEFT_OUT`), and, when it has parameters, with a way to list them.
 */
export function isListed(page: AnyPage, rules: readonly RobotsRule[]): boolean {
  if (page.member || isDisallowed(page.path, rules) || page.path in LEFT_OUT) return false;
  return !hasParams(page.path) || page.path in PAGE_ADDRESSES;
}

/** Every listed address of one page type, each lastmod no later than today. */
function addressesOf(page: AnyPage, context: AddressContext): SitemapUrl[] {
  const lister = PAGE_ADDRESSES[page.path];
  const urls = lister ? lister(context) : [{ path: page.path, lastmod: CONTENT_RELEASED }];
  return urls.map((url) => ({ path: url.path, lastmod: notAfter(url.lastmod, context.clock.today) }));
}

export interface ChildSitemap {
  /** Its file name without `.xml`: the section's name, numbered (`tarot-2`) past the protocol's 50,000 addresses. */
  name: string;
  urls: SitemapUrl[];
}

/**
 * The child sitemaps, in `SECTION_NAMES` order, each address once and none that robots.txt
 * disallows; an empty section has no sitemap.
 */
export function childSitemaps(pages: readonly AnyPage[], rules: readonly RobotsRule[], context: AddressContext): ChildSitemap[] {
  const bySection = new Map<SectionName, Map<string, SitemapUrl>>(SECTION_NAMES.map((name) => [name, new Map()]));
  for (const page of pages) {
    if (!isListed(page, rules)) continue;
    const section = bySection.get(sectionOf(page.path))!;
    for (const url of addressesOf(page, context)) if (!isDisallowed(url.path, rules) && !section.has(url.path)) section.set(url.path, url);
  }
  return [...bySection].flatMap(([name, urls]) => {
    const all = [...urls.values()];
    const parts = Math.ceil(all.length / MAX_URLS_PER_SITEMAP);
    return Array.from({ length: parts }, (_, index) => ({ name: index === 0 ? name : `${name}-${index + 1}`, urls: all.slice(index * MAX_URLS_PER_SITEMAP, (index + 1) * MAX_URLS_PER_SITEMAP) }));
  });
}
