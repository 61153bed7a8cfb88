import type { ArtId, SectionId } from './sections';
import { SECTION_NAMES } from './sections';
import { href, ROUTES } from '../routes';

/**
 * The site's navigation (spec 1 §2 "Navigation"): the full intended menu, written once, and the
 * one rule that turns it into what a page shows. Every entry names a path; a link is shown only
 * when that path is a page of the route table (members' pages only to members), so nothing in the
 * header or footer can lead to a 404, and a section appears by itself when its pages are built.
 */

/** The site's paths that answer a page, and who may open each (`member`: members only, visitors are sent home). */
export type LiveRoutes = ReadonlyMap<string, 'public' | 'member'>;

/** One entry of the menu data. */
export interface NavLink {
  label: string;
  href: string;
  /** Where a logged-in member goes instead (spec 1 §2: submenu links may have a logged-in variant). */
  loggedInHref?: string;
  loggedInLabel?: string;
  /** Only for visitors, or only for members. */
  audience?: 'visitors' | 'members';
  /** Opens in a new tab (with rel="noopener"). */
  newTab?: boolean;
  /** Also in the header's account menu (spec 1 §2: Your Readings, VIP link, birth chart, settings). */
  accountMenu?: boolean;
  /** With JavaScript, the in-page route it opens instead (`login-signup`, `login`); the page without. */
  route?: string;
}

/** A featured page of a section, shown under "Latest" until articles exist. */
export interface FeaturedPage {
  title: string;
  href: string;
}

export type NavGroupId = 'my-account' | SectionId | 'help';

export interface NavGroupData {
  id: NavGroupId;
  label: string;
  icon: ArtId;
  /** One line under the group's title in the menu. */
  blurb: string;
  links: NavLink[];
  featured: FeaturedPage[];
  /** A promo message slot in the submenu (spec 1 §9 placements). */
  promoPlacement?: 'psychic-nav-links';
}

/** A link as the markup needs it: the viewer's label and address, and the new-tab attributes. */
export interface ResolvedLink {
  label: string;
  href: string;
  route?: string;
  target?: '_blank';
  rel?: 'noopener';
}

export interface ResolvedFeatured extends ResolvedLink {
  /** Shown below 900 px (phones, portrait tablets) and from 900 px (desktop). */
  mobile: boolean;
  desktop: boolean;
}

export interface ResolvedGroup {
  id: NavGroupId;
  /** The in-page anchor that opens the menu at this group: `nav-my-account`, `nav-{section}`. */
  anchor: string;
  label: string;
  icon: ArtId;
  blurb: string;
  links: ResolvedLink[];
  featured: ResolvedFeatured[];
  promoPlacement?: 'psychic-nav-links';
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

export interface NavViewer {
  loggedIn: boolean;
  /** subscriptions.vip */
  vip: boolean;
}

/** The menu breakpoint (spec 1 §9: desktop 900px). */
export const DESKTOP_MENU_MIN_WIDTH = 900;

export const TOP_NAV: NavLink[] = [
  { label: 'Today', href: href(ROUTES.horoscopes.daily.base) },
  { label: 'Free Tarot Reading', href: href(ROUTES.readings.free), loggedInLabel: 'Readings', loggedInHref: href(ROUTES.readingsHub) },
  { label: 'Love', href: href(ROUTES.loveAndCompatibility) },
  { label: 'Tarot', href: href(ROUTES.tarot) },
  { label: 'Psychic Advice', href: href(ROUTES.psychicAdvisors) },
];

/** The VIP link of the account menu (spec 1 §2). */
export function vipLink(vip: boolean): NavLink {
  return vip
    ? { label: 'My VIP Membership', href: href(ROUTES.vipDailyHoroscope.base), audience: 'members', accountMenu: true }
    : { label: 'Try Our VIP Membership', href: href(ROUTES.vipMembership), audience: 'members', accountMenu: true };
}

/** My Account: for visitors Sign Up and Log In; for members the account menu's links (spec 1 §2). */
export function accountLinks(viewer: NavViewer): NavLink[] {
  return [
    { label: 'Sign Up', href: href(ROUTES.signup), audience: 'visitors', route: 'login-signup' },
    { label: 'Log In', href: href(ROUTES.login), audience: 'visitors', route: 'login' },
    { label: 'Your Readings', href: href(ROUTES.journal), audience: 'members', accountMenu: true },
    vipLink(viewer.vip),
    { label: 'Your Birth Chart', href: href(ROUTES.yourBirthChart), audience: 'members', accountMenu: true },
    { label: 'Buy Karma Coins', href: href(ROUTES.karmaCoins), audience: 'members' },
    { label: 'Transactions', href: href(ROUTES.transactions), audience: 'members', accountMenu: true },
    { label: 'Account Settings', href: href(ROUTES.settings), audience: 'members', accountMenu: true },
    { label: 'Profiles Manager', href: href(ROUTES.profilesManager), audience: 'members' },
  ];
}

const section = (id: SectionId, icon: ArtId, blurb: string, links: NavLink[], featured: FeaturedPage[], extra: Partial<NavGroupData> = {}): NavGroupData => ({
  id,
  label: SECTION_NAMES[id],
  icon,
  blurb,
  links,
  featured,
  ...extra,
});

/** The content sections, in the rail's order, with their submenus and featured pages. */
export const NAV_SECTIONS: NavGroupData[] = [
  section(
    'horoscopes',
    'horoscopes',
    "Your sign's day, week and love life.",
    [
      { label: 'Daily Horoscope', href: href(ROUTES.horoscopes.daily.base) },
      { label: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { label: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base) },
    ],
    [
      { title: 'Your Daily Horoscope', href: href(ROUTES.horoscopes.daily.base) },
      { title: 'Your Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { title: 'This Week in Love', href: href(ROUTES.horoscopes['weekly-love'].base) },
      { title: 'Your Birth Chart', href: href(ROUTES.yourBirthChart) },
      { title: 'The Essential Birth Chart Report', href: href(ROUTES.essentialBirthChart) },
    ],
  ),
  section(
    'astrology',
    'astrology',
    "Birth charts and how two charts meet.",
    [
      { label: 'Your Birth Chart', href: href(ROUTES.yourBirthChart) },
      { label: 'Compatibility', href: href(ROUTES.loveCompatibility) },
      { label: 'Chinese Compatibility', href: href(ROUTES.chineseCompatibility) },
    ],
    [
      { title: 'Your Free Birth Chart', href: href(ROUTES.yourBirthChart) },
      { title: 'The Essential Birth Chart Report', href: href(ROUTES.essentialBirthChart) },
    ],
  ),
  section(
    'tarot',
    'tarot',
    "Readings and the meaning of every card.",
    [
      { label: 'Tarot', href: href(ROUTES.tarot) },
      { label: 'Free Tarot Reading', href: href(ROUTES.readings.free) },
      { label: 'Celtic Cross Reading', href: href(ROUTES.readings['celtic-cross']) },
      { label: 'Daily Reflection', href: href(ROUTES.readings['daily-reflection']) },
    ],
    [
      { title: 'Your Free Tarot Reading', href: href(ROUTES.readings.free) },
      { title: 'The Celtic Cross', href: href(ROUTES.readings['celtic-cross']) },
      { title: 'A Card a Day: Daily Reflection', href: href(ROUTES.readings['daily-reflection']) },
      { title: 'Learn the Cards', href: href(ROUTES.tarot) },
    ],
  ),
  section(
    'readings',
    'readings',
    "Readings and reports, free and in depth.",
    [
      { label: 'Readings & Reports', href: href(ROUTES.readings.free), loggedInHref: href(ROUTES.readingsHub), loggedInLabel: 'Readings & Reports' },
      { label: 'Free I Ching Reading', href: href(ROUTES.freeIChing) },
      { label: 'Karma Coins', href: href(ROUTES.karmaCoins) },
    ],
    [
      { title: 'Free Tarot Reading', href: href(ROUTES.readings.free) },
      { title: 'Free I Ching Reading', href: href(ROUTES.freeIChing) },
      { title: 'The Celtic Cross', href: href(ROUTES.readings['celtic-cross']) },
      { title: 'The Essential Birth Chart Report', href: href(ROUTES.essentialBirthChart) },
    ],
  ),
  section(
    'love',
    'love',
    "Compatibility and the stars of the heart.",
    [
      { label: 'Love & Compatibility', href: href(ROUTES.loveAndCompatibility) },
      { label: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { label: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base) },
    ],
    [
      { title: 'How Compatible Are You?', href: href(ROUTES.loveAndCompatibility) },
      { title: 'Your Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { title: 'This Week in Love', href: href(ROUTES.horoscopes['weekly-love'].base) },
      { title: 'Chinese Compatibility', href: href(ROUTES.chineseCompatibility) },
    ],
  ),
  section(
    'numerology',
    'numerology',
    "The numbers in your name and birth date.",
    [{ label: 'Numerology', href: href(ROUTES.numerology) }],
    [{ title: 'Your Numbers', href: href(ROUTES.numerology) }],
  ),
  section(
    'psychics',
    'psychics',
    "Talk it through with an advisor.",
    // The advisor marketplace is a partner's widget (spec 2 §1): it opens beside the site, in a new tab.
    [{ label: 'Psychic Advisors', href: href(ROUTES.psychicAdvisors), newTab: true }],
    [{ title: 'Ask a Psychic Today', href: href(ROUTES.psychicAdvisors) }],
    { promoPlacement: 'psychic-nav-links' },
  ),
];

/** The help pages: in the menu's last group and in the footer. */
export const HELP_LINKS: NavLink[] = [
  { label: 'Contact Us', href: href(ROUTES.service) },
  { label: 'FAQ', href: href(ROUTES.faq) },
  { label: 'Privacy Policy', href: href(ROUTES.policies['privacy-policy']) },
  { label: 'Terms of Use', href: href(ROUTES.policies['terms-of-use']) },
  { label: 'Cookie Policy', href: href(ROUTES.policies['cookie-policy']) },
];

export const FOOTER_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: href(ROUTES.policies['privacy-policy']) },
  { label: 'Terms of Use', href: href(ROUTES.policies['terms-of-use']) },
  { label: 'Cookie Policy', href: href(ROUTES.policies['cookie-policy']) },
  { label: 'Credits', href: href(ROUTES.credits) },
  { label: 'FAQ', href: href(ROUTES.faq) },
  { label: 'Contact Us', href: href(ROUTES.service) },
];

/** The links of the header's account menu for a member, of pages that exist. */
export function accountMenuLinks(live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  return resolveLinks(
    accountLinks(viewer).filter((link) => link.accountMenu),
    live,
    viewer,
  );
}

/** The whole menu data, My Account first and Help last. */
export function navGroups(viewer: NavViewer): NavGroupData[] {
  return [
    {
      id: 'my-account',
      label: 'My Account',
      icon: 'account',
      blurb: viewer.loggedIn ? 'Your readings, your balance and your settings.' : 'Sign up free to keep your birth details, readings and Karma Coins in one place.',
      links: accountLinks(viewer),
      featured: [],
    },
    ...NAV_SECTIONS,
    { id: 'help', label: 'Help', icon: 'help', blurb: 'Answers, our policies and a way to reach us.', links: HELP_LINKS, featured: [] },
  ];
}

/** The path of a link, without query or fragment: what the route table knows. */
export function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? href;
}

/** Whether a page exists for this viewer: a members' page is shown to members only. */
export function isLive(href: string, live: LiveRoutes, viewer: NavViewer): boolean {
  const access = live.get(pathOf(href));
  return access === 'public' || (access === 'member' && viewer.loggedIn);
}

/** One link for this viewer, or undefined when it is not for them or its page does not exist. */
export function resolveLink(link: NavLink, live: LiveRoutes, viewer: NavViewer): ResolvedLink | undefined {
  if (link.audience === 'visitors' && viewer.loggedIn) return undefined;
  if (link.audience === 'members' && !viewer.loggedIn) return undefined;
  const href = viewer.loggedIn && link.loggedInHref ? link.loggedInHref : link.href;
  const label = viewer.loggedIn && link.loggedInLabel ? link.loggedInLabel : link.label;
  if (!isLive(href, live, viewer)) return undefined;
  return { label, href, ...(link.route ? { route: link.route } : {}), ...(link.newTab ? { target: '_blank', rel: 'noopener' } : {}) };
}

export function resolveLinks(links: NavLink[], live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  return links.flatMap((link) => resolveLink(link, live, viewer) ?? []);
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

/** The featured pages of a section for one breakpoint, from those whose pages exist. */
export function featuredFor(group: NavGroupData, breakpoint: Breakpoint, live: LiveRoutes, viewer: NavViewer): ResolvedLink[] {
  const [start, end] = featuredRange(group.id, breakpoint);
  return resolveLinks(
    group.featured.map((page) => ({ label: page.title, href: page.href })),
    live,
    viewer,
  ).slice(start, end);
}

/** Both breakpoints' featured pages in one list, each marked with where it shows (CSS hides the rest). */
function featuredBoth(group: NavGroupData, live: LiveRoutes, viewer: NavViewer): ResolvedFeatured[] {
  const mobile = featuredFor(group, 'mobile', live, viewer);
  const desktop = featuredFor(group, 'desktop', live, viewer);
  const all = resolveLinks(
    group.featured.map((page) => ({ label: page.title, href: page.href })),
    live,
    viewer,
  );
  return all
    .filter((link) => mobile.some((shown) => shown.href === link.href) || desktop.some((shown) => shown.href === link.href))
    .map((link) => ({ ...link, mobile: mobile.some((shown) => shown.href === link.href), desktop: desktop.some((shown) => shown.href === link.href) }));
}

function resolveGroup(group: NavGroupData, live: LiveRoutes, viewer: NavViewer): ResolvedGroup | undefined {
  const links = resolveLinks(group.links, live, viewer);
  const featured = featuredBoth(group, live, viewer);
  // A section with no live link is not shown (its featured pages alone do not make a submenu).
  if (links.length === 0) return undefined;
  return {
    id: group.id,
    anchor: `nav-${group.id}`,
    label: group.label,
    icon: group.icon,
    blurb: group.blurb,
    links,
    featured,
    ...(group.promoPlacement ? { promoPlacement: group.promoPlacement } : {}),
  };
}

/** What a page's header and footer show to this viewer, given the pages that exist. */
export function buildNavigation(live: LiveRoutes, viewer: NavViewer): SiteNavigation {
  const menu = navGroups(viewer).flatMap((group) => resolveGroup(group, live, viewer) ?? []);
  return {
    top: resolveLinks(TOP_NAV, live, viewer),
    menu,
    bar: menu.filter((group) => group.id !== 'my-account' && group.id !== 'help'),
    footer: resolveLinks(FOOTER_LINKS, live, viewer),
  };
}

/** The live routes of a list of pages: paths without parameters, members' pages marked. */
export function liveRoutesOf(pages: readonly { path: string; member?: boolean }[]): LiveRoutes {
  return new Map(pages.filter((page) => !page.path.includes(':')).map((page) => [page.path, page.member ? 'member' : 'public'] as const));
}
