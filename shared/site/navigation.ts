import { NAV_SECTIONS, TOP_NAV, FOOTER_LINKS, accountLinks, navGroups, type NavGroupData, type NavGroupId, type NavLink, type NavPromoPlacement, type NavViewer } from './nav-menu';
import type { ArtId } from './sections';

export * from './nav-menu';

/**
 * The one rule that turns the site's menu data (./nav-menu.ts, spec 1 §2 "Navigation") into what a
 * page shows. Every entry names a path; a link is shown only when that path is a page of the route
 * table (members' pages only to members), so nothing in the header or footer can lead to a 404,
 * and a section appears by itself when its pages are built.
 *
 * A page whose header can learn of a login or logout in place (it runs the account-menu island)
 * carries both audiences' links, each marked with its `audience`; the markup hides the other
 * audience's, and client/lib/nav-enhance.ts switches them on the `app:user` event.
 */

/**
 * The site's page patterns, and who may open each (`member`: members only, visitors are sent
 * home). Fixed paths are looked up as they are; a pattern with parameters (`/tarot/decks/:slug`)
 * makes any path of its shape a page.
 */
export type LiveRoutes = ReadonlyMap<string, 'public' | 'member'>;

export type Audience = 'visitors' | 'members';

/** A link as the markup needs it: the viewer's label and address, and the new-tab attributes. */
export interface ResolvedLink {
  label: string;
  href: string;
  route?: string;
  target?: '_blank';
  rel?: 'noopener';
  /** Set when the page carries both audiences' links and this one is for one of them only. */
  audience?: Audience;
}

export interface ResolvedFeatured extends ResolvedLink {
  /** Shown below 900 px (phones, portrait tablets) and from 900 px (desktop). */
  mobile: boolean;
  desktop: boolean;
  /** A featured article's drawing and its text alternative (spec 1 §3). */
  picture_frag?: string;
  image_alt?: string;
}

/** A featured article of a section's menu (spec 1 §3: url, title, picture_frag, image_alt). */
export interface FeaturedArticle {
  url: string;
  title: string;
  picture_frag: string;
  image_alt: string;
}

/** The newest articles of each section, which its "Latest" shows instead of its featured pages. */
export type NavLatest = Partial<Record<NavGroupId, readonly FeaturedArticle[]>>;

export interface ResolvedGroup {
  id: NavGroupId;
  /** The in-page anchor that opens the menu at this group: `nav-my-account`, `nav-{section}`. */
  anchor: string;
  label: string;
  icon: ArtId;
  /** The viewer's line under the title; with both audiences, each audience's when they differ. */
  blurb: string;
  blurbs?: Record<Audience, string>;
  links: ResolvedLink[];
  featured: ResolvedFeatured[];
  promoPlacements?: NavPromoPlacement[];
}

export interface SiteNavigation {
  /** The top nav of phones and portrait tablets (spec 1 §2). */
  top: ResolvedLink[];
  /** The hamburger menu's rail: My Account, then the sections, then Help. */
  menu: ResolvedGroup[];
  /** The desktop bar: the content sections only (My Account and Help have their own places). */
  bar: ResolvedGroup[];
  footer: ResolvedLink[];
}

export interface NavOptions {
  /** Carry both audiences' links, the viewer's shown (the page switches them on login and logout). */
  bothAudiences?: boolean;
  /** Each section's newest articles, for its "Latest" (a section without any shows its featured pages). */
  latest?: NavLatest;
}

/** The menu breakpoint (spec 1 §9: desktop 900px). */
export const DESKTOP_MENU_MIN_WIDTH = 900;

/** Which audience a viewer is. */
export const audienceOf = (viewer: Pick<NavViewer, 'loggedIn'>): Audience => (viewer.loggedIn ? 'members' : 'visitors');

/** Whether a link marked for an audience is hidden from this viewer. */
export const hiddenFrom = (link: { audience?: Audience | undefined }, loggedIn: boolean): boolean => link.audience !== undefined && link.audience !== audienceOf({ loggedIn });

/** The links of the header's account menu for a member, of pages that exist. */
export function accountMenuLinks(live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  return resolveLinks(
    accountLinks(viewer).filter((link) => link.accountMenu),
    live,
    viewer,
  );
}

/** The path of a link, without query or fragment: what the route table knows. */
export function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? href;
}

const patternRegExps = new Map<string, RegExp>();
function patternMatches(pattern: string, path: string): boolean {
  let regExp = patternRegExps.get(pattern);
  if (!regExp) {
    regExp = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z_]+/g, '[^/]+')}$`);
    patternRegExps.set(pattern, regExp);
  }
  return regExp.test(path);
}

/** Who may open a path: its fixed page, else the first pattern with parameters it fits. */
function accessOf(path: string, live: LiveRoutes): 'public' | 'member' | undefined {
  const exact = live.get(path);
  if (exact) return exact;
  for (const [pattern, access] of live) if (pattern.includes(':') && patternMatches(pattern, path)) return access;
  return undefined;
}

/** Whether a page exists for this viewer: a members' page is shown to members only. */
export function isLive(href: string, live: LiveRoutes, viewer: NavViewer): boolean {
  const access = accessOf(pathOf(href), live);
  return access === 'public' || (access === 'member' && viewer.loggedIn);
}

/** One link for this viewer, or undefined when it is not for them or its page does not exist. */
export function resolveLink(link: NavLink, live: LiveRoutes, viewer: NavViewer): ResolvedLink | undefined {
  if (link.audience === 'visitors' && viewer.loggedIn) return undefined;
  if (link.audience === 'members' && !viewer.loggedIn) return undefined;
  let href = viewer.loggedIn && link.loggedInHref ? link.loggedInHref : link.href;
  const label = viewer.loggedIn && link.loggedInLabel ? link.loggedInLabel : link.label;
  if (!isLive(href, live, viewer)) {
    // Not built yet: the section it names, at its first live page (spec 1 §2's top nav "Love").
    const section = link.orSection && NAV_SECTIONS.find((group) => group.id === link.orSection);
    const first = section ? section.links.find((each) => !each.orSection && resolveLink(each, live, viewer)) : undefined;
    if (!first) return undefined;
    href = resolveLink(first, live, viewer)!.href;
  }
  return { label, href, ...(link.route ? { route: link.route } : {}), ...(link.newTab ? { target: '_blank', rel: 'noopener' } : {}) };
}

export function resolveLinks(links: NavLink[], live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  return links.flatMap((link) => resolveLink(link, live, viewer) ?? []);
}

const sameLink = (a: ResolvedLink, b: ResolvedLink) => a.label === b.label && a.href === b.href && a.route === b.route && a.target === b.target;

/**
 * The links for both audiences: one entry where visitors and members see the same, else each
 * audience's own, marked. A member's variants follow the viewer's VIP status (a visitor's: none).
 */
export function resolveLinksForBoth(links: NavLink[], live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  const asVisitor: NavViewer = { loggedIn: false, vip: false };
  const asMember: NavViewer = { loggedIn: true, vip: viewer.loggedIn && viewer.vip };
  return links.flatMap((link) => {
    const forVisitors = resolveLink(link, live, asVisitor);
    const forMembers = resolveLink(link, live, asMember);
    if (forVisitors && forMembers && sameLink(forVisitors, forMembers)) return [forVisitors];
    return [...(forVisitors ? [{ ...forVisitors, audience: 'visitors' as const }] : []), ...(forMembers ? [{ ...forMembers, audience: 'members' as const }] : [])];
  });
}

export type Breakpoint = 'mobile' | 'desktop';

/**
 * Which of a section's featured pages show (spec 1 §2, "Latest"): below 900 px two for tarot, the
 * third and fourth for horoscopes, four for readings and none elsewhere; from 900 px four, except
 * none for psychics. Positions are [start, end) in the section's list of live pages.
 */
export function featuredRange(id: NavGroupId, breakpoint: Breakpoint): [number, number] {
  if (breakpoint === 'desktop') return id === 'psychics' || id === 'my-account' || id === 'help' ? [0, 0] : [0, 4];
  if (id === 'tarot') return [0, 2];
  if (id === 'horoscopes') return [2, 4];
  if (id === 'readings') return [0, 4];
  return [0, 0];
}

/**
 * A section's newest articles when it has any (spec 1 §2 "Latest"); otherwise its featured pages
 * whose pages exist, in order, leaving out any that its own submenu already links to (for either
 * audience): "Latest" never repeats the list above it.
 */
function liveFeatured(group: NavGroupData, live: LiveRoutes, viewer: NavViewer, latest: NavLatest = {}): (ResolvedLink & Pick<ResolvedFeatured, 'picture_frag' | 'image_alt'>)[] {
  const articles = latest[group.id] ?? [];
  if (articles.length > 0) {
    const byUrl = new Map(articles.map((article) => [article.url, article]));
    return resolveLinks(
      articles.map((article) => ({ label: article.title, href: article.url })),
      live,
      viewer,
    ).map((link) => ({ ...link, picture_frag: byUrl.get(link.href)!.picture_frag, image_alt: byUrl.get(link.href)!.image_alt }));
  }
  const listed = new Set(resolveLinksForBoth(group.links, live, viewer).map((link) => pathOf(link.href)));
  return resolveLinks(
    group.featured.map((page) => ({ label: page.title, href: page.href })),
    live,
    viewer,
  ).filter((link) => !listed.has(pathOf(link.href)));
}

/** The featured pages of a section for one breakpoint, from those whose pages exist. */
export function featuredFor(group: NavGroupData, breakpoint: Breakpoint, live: LiveRoutes, viewer: NavViewer, latest?: NavLatest): ResolvedLink[] {
  const [start, end] = featuredRange(group.id, breakpoint);
  return liveFeatured(group, live, viewer, latest).slice(start, end);
}

/** Both breakpoints' featured pages in one list, each marked with where it shows (CSS hides the rest). */
function featuredBoth(group: NavGroupData, live: LiveRoutes, viewer: NavViewer, latest?: NavLatest): ResolvedFeatured[] {
  const all = liveFeatured(group, live, viewer, latest);
  const shownAt = (breakpoint: Breakpoint) => {
    const [start, end] = featuredRange(group.id, breakpoint);
    return new Set(all.slice(start, end).map((link) => link.href));
  };
  const mobile = shownAt('mobile');
  const desktop = shownAt('desktop');
  return all.filter((link) => mobile.has(link.href) || desktop.has(link.href)).map((link) => ({ ...link, mobile: mobile.has(link.href), desktop: desktop.has(link.href) }));
}

function resolveGroup(group: NavGroupData, live: LiveRoutes, viewer: NavViewer, both: boolean, latest?: NavLatest): ResolvedGroup | undefined {
  const links = both ? resolveLinksForBoth(group.links, live, viewer) : resolveLinks(group.links, live, viewer);
  // A section with no live link is not shown (its featured pages alone do not make a submenu).
  if (links.length === 0) return undefined;
  const memberBlurb = group.loggedInBlurb ?? group.blurb;
  return {
    id: group.id,
    anchor: `nav-${group.id}`,
    label: group.label,
    icon: group.icon,
    blurb: viewer.loggedIn ? memberBlurb : group.blurb,
    ...(both && memberBlurb !== group.blurb ? { blurbs: { visitors: group.blurb, members: memberBlurb } } : {}),
    links,
    featured: featuredBoth(group, live, viewer, latest),
    ...(group.promoPlacements ? { promoPlacements: group.promoPlacements } : {}),
  };
}

/** What a page's header and footer show to this viewer, given the pages that exist. */
export function buildNavigation(live: LiveRoutes, viewer: NavViewer, options: NavOptions = {}): SiteNavigation {
  const both = options.bothAudiences === true;
  const menu = navGroups(viewer).flatMap((group) => resolveGroup(group, live, viewer, both, options.latest) ?? []);
  return {
    top: both ? resolveLinksForBoth(TOP_NAV, live, viewer) : resolveLinks(TOP_NAV, live, viewer),
    menu,
    bar: menu.filter((group) => group.id !== 'my-account' && group.id !== 'help'),
    footer: resolveLinks(FOOTER_LINKS, live, viewer),
  };
}

/** The live routes of a list of pages: their patterns (with parameters too), members' pages marked. */
export function liveRoutesOf(pages: readonly { path: string; member?: boolean }[]): LiveRoutes {
  return new Map(pages.map((page) => [page.path, page.member ? 'member' : 'public'] as const));
}

const NO_LATEST: NavLatest = {};
const builtNavigations = new WeakMap<LiveRoutes, WeakMap<NavLatest, Map<string, SiteNavigation>>>();

/**
 * `buildNavigation`, built once per set of live routes, latest articles and kind of viewer: they
 * change with a deploy, not per request, so every page reuses the same navigation (never mutated).
 */
export function siteNavigation(live: LiveRoutes, viewer: NavViewer, options: NavOptions = {}): SiteNavigation {
  const latest = options.latest ?? NO_LATEST;
  let byLatest = builtNavigations.get(live);
  if (!byLatest) builtNavigations.set(live, (byLatest = new WeakMap()));
  let byViewer = byLatest.get(latest);
  if (!byViewer) byLatest.set(latest, (byViewer = new Map()));
  const key = `${viewer.loggedIn} ${viewer.vip} ${options.bothAudiences === true}`;
  let nav = byViewer.get(key);
  if (!nav) byViewer.set(key, (nav = buildNavigation(live, viewer, options)));
  return nav;
}
