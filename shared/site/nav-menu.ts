import type { ArtId, SectionId } from './sections';
import { SECTION_NAMES } from './sections';
import { href, ROUTES } from '../routes';

/**
 * The site's full intended menu (spec 1 §2 "Navigation"), written once: the top nav, My Account,
 * the sections with their submenus and featured pages, Help and the footer. What a page shows of
 * it is decided in ./navigation.ts (only pages that exist, each viewer's variant).
 *
 * Between them the sections' submenus and the section landings reach every public page type
 * (tests/integration/site-crawl.test.ts). A section's featured pages ("Latest") are other real pages
 * than its submenu's, never a repeat of one (tests/unit/navigation.test.tsx).
 */

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
  /** While its own page does not exist yet, the link leads to this section's first live submenu link. */
  orSection?: SectionId;
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
  /** The members' line, where it differs. */
  loggedInBlurb?: string;
  links: NavLink[];
  featured: FeaturedPage[];
  /** The submenu's promo message slots (spec 1 §9 placements), in order. */
  promoPlacements?: NavPromoPlacement[];
}

/** The placements a submenu may show (spec 1 §9): the Psychics submenu's links and, where other submenus show articles, its article. */
export type NavPromoPlacement = 'psychic-nav-links' | 'psychic-nav-article';

export interface NavViewer {
  loggedIn: boolean;
  /** subscriptions.vip */
  vip: boolean;
}

/** Spec 1 §2: Today, Readings (Free Tarot Reading for logged-out), Love, Tarot, Psychic Advice; each while its section exists. */
export const TOP_NAV: NavLink[] = [
  { label: 'Today', href: href(ROUTES.horoscopes.daily.base) },
  { label: 'Free Tarot Reading', href: href(ROUTES.readings.free), loggedInLabel: 'Readings', loggedInHref: href(ROUTES.readingsHub) },
  { label: 'Love', href: href(ROUTES.loveAndCompatibility), orSection: 'love' },
  { label: 'Tarot', href: href(ROUTES.tarot) },
  { label: 'Psychic Advice', href: href(ROUTES.psychicAdvisors), orSection: 'psychics' },
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

/**
 * The content sections, in the rail's order, with their submenus and featured pages. Featured
 * pages show by position (see `featuredRange` in ./navigation.ts: on phones the tarot's first two,
 * the horoscopes' third and fourth, the readings' first four), so the order matters.
 */
export const NAV_SECTIONS: NavGroupData[] = [
  section(
    'horoscopes',
    'horoscopes',
    'Your sign’s day, week, month and year, and its love life.',
    [
      { label: 'Daily Horoscope', href: href(ROUTES.horoscopes.daily.base) },
      { label: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { label: 'Weekly Horoscope', href: href(ROUTES.horoscopes.weekly.base) },
      { label: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base) },
      { label: 'Monthly Horoscope', href: href(ROUTES.horoscopes.monthly.base) },
      { label: 'Birthday Horoscope', href: href(ROUTES.birthdayHoroscope.base) },
    ],
    [
      { title: 'Your Free Birth Chart', href: href(ROUTES.yourBirthChart) },
      { title: 'The Twelve Signs', href: href(ROUTES.astrology) },
      { title: 'Your Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
      { title: 'A Tarot Card for Your Sign This Week', href: href(ROUTES.weeklyTarot.base) },
      { title: 'What the Planets Mean', href: href(ROUTES.glossary) },
    ],
  ),
  section(
    'astrology',
    'astrology',
    'The signs, the planets, birth charts and how two charts meet.',
    [
      { label: 'Astrology', href: href(ROUTES.astrology) },
      { label: 'Astrology Glossary', href: href(ROUTES.glossary) },
      { label: 'Your Birth Chart', href: href(ROUTES.yourBirthChart) },
      { label: 'Compatibility', href: href(ROUTES.loveCompatibility) },
      { label: 'Chinese Compatibility', href: href(ROUTES.chineseCompatibility) },
      { label: 'Chinese Zodiac', href: href(ROUTES.chineseZodiac) },
    ],
    [
      { title: 'The Essential Birth Chart Report', href: href(ROUTES.essentialBirthChart) },
      { title: 'The Year Ahead: Your Birthday Horoscope', href: href(ROUTES.birthdayHoroscope.base) },
      { title: 'Your Month Ahead', href: href(ROUTES.horoscopes.monthly.base) },
      { title: 'Mercury, the Messenger', href: href(ROUTES.glossaryTerm, { term: 'mercury' }) },
      { title: 'Aries, the First Sign', href: href(ROUTES.signs.aries) },
    ],
  ),
  section(
    'tarot',
    'tarot',
    'Readings, a card for each day and week, and the meaning of every card.',
    [
      { label: 'Learn Tarot', href: href(ROUTES.tarot) },
      { label: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
      { label: 'Weekly Tarot Reading', href: href(ROUTES.weeklyTarot.base) },
      { label: 'Free Tarot Reading', href: href(ROUTES.readings.free) },
      { label: 'Celtic Cross Reading', href: href(ROUTES.readings['celtic-cross']) },
      { label: 'Tarot Decks', href: href(ROUTES.tarotDecks) },
    ],
    [
      { title: 'Yes or No? Ask the Cards', href: href(ROUTES.readings['yes-no']) },
      { title: 'The Gilded Hour Deck', href: href(ROUTES.tarotDeck, { slug: 'gilded-hour' }) },
      { title: 'The Fool: Where Every Journey Starts', href: href(ROUTES.tarotCard, { rank: 'the-fool' }) },
      { title: 'A Card a Day: Daily Reflection', href: href(ROUTES.readings['daily-reflection']) },
    ],
  ),
  section(
    'readings',
    'readings',
    'Readings and reports, free and in depth.',
    [
      { label: 'Readings & Reports', href: href(ROUTES.readingsHub) },
      { label: 'Free Tarot Reading', href: href(ROUTES.readings.free) },
      { label: 'Yes or No Reading', href: href(ROUTES.readings['yes-no']) },
      { label: 'Daily Reflection Reading', href: href(ROUTES.readings['daily-reflection']) },
      { label: 'Free I Ching Reading', href: href(ROUTES.freeIChing) },
      { label: 'Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
      { label: 'The I Ching', href: href(ROUTES.iching) },
      { label: 'Karma Coins', href: href(ROUTES.karmaCoins) },
    ],
    [
      { title: 'The Celtic Cross', href: href(ROUTES.readings['celtic-cross']) },
      { title: 'The Essential Birth Chart Report', href: href(ROUTES.essentialBirthChart) },
      { title: 'Your Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
      { title: 'A Tarot Card for Your Sign This Week', href: href(ROUTES.weeklyTarot.base) },
      { title: 'A Reflection Every Morning', href: href(ROUTES.dailyReflectionMembership) },
    ],
  ),
  section(
    'love',
    'love',
    'Compatibility and the stars of the heart.',
    [
      { label: 'Love & Compatibility', href: href(ROUTES.loveAndCompatibility) },
      { label: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
      { label: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base) },
      { label: 'Compatibility', href: href(ROUTES.loveCompatibility) },
      { label: 'Friendship Compatibility', href: href(ROUTES.friendshipCompatibility) },
      { label: 'Chinese Compatibility', href: href(ROUTES.chineseCompatibility) },
    ],
    [
      { title: 'The Lovers: Tarot Card Meaning', href: href(ROUTES.tarotCard, { rank: 'the-lovers' }) },
      { title: 'Venus, Planet of Love', href: href(ROUTES.glossaryTerm, { term: 'venus' }) },
      { title: 'A Love Question? Ask Yes or No', href: href(ROUTES.readings['yes-no']) },
      { title: 'Two of Cups: a Meeting of Hearts', href: href(ROUTES.tarotCard, { rank: 'two-of-cups' }) },
    ],
  ),
  section(
    'numerology',
    'numerology',
    'The numbers in your name and birth date.',
    [
      { label: 'Numerology', href: href(ROUTES.numerology) },
      { label: 'Number of the Day', href: href(ROUTES.dailyNumber.base) },
    ],
    [
      { title: 'Eleven, the First Master Number', href: href(ROUTES.numerologyNumber, { number: 11 }) },
      { title: 'Your Chinese Zodiac Sign', href: href(ROUTES.chineseZodiac) },
      { title: 'The Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
      { title: 'The I Ching’s 64 Hexagrams', href: href(ROUTES.iching) },
    ],
  ),
  section(
    'psychics',
    'psychics',
    'Talk it through with an advisor.',
    // The advisor marketplace is a partner's widget (spec 2 §1): it opens beside the site, in a new tab.
    [{ label: 'Psychic Advisors', href: href(ROUTES.psychicAdvisors) }],
    // Spec 1 §2: the Psychics submenu shows no featured pages, at any width; its slots are promo
    // messages: one beside its links, and one where the other submenus show their articles.
    [],
    { promoPlacements: ['psychic-nav-links', 'psychic-nav-article'] },
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
  { label: 'Articles', href: href(ROUTES.articles) },
  { label: 'Privacy Policy', href: href(ROUTES.policies['privacy-policy']) },
  { label: 'Terms of Use', href: href(ROUTES.policies['terms-of-use']) },
  { label: 'Cookie Policy', href: href(ROUTES.policies['cookie-policy']) },
  { label: 'Credits', href: href(ROUTES.credits) },
  { label: 'FAQ', href: href(ROUTES.faq) },
  { label: 'Contact Us', href: href(ROUTES.service) },
];

/** The whole menu data, My Account first and Help last. */
export function navGroups(viewer: NavViewer): NavGroupData[] {
  return [
    {
      id: 'my-account',
      label: 'My Account',
      icon: 'account',
      blurb: 'Sign up free to keep your birth details, readings and Karma Coins in one place.',
      loggedInBlurb: 'Your readings, your balance and your settings.',
      links: accountLinks(viewer),
      featured: [],
    },
    ...NAV_SECTIONS,
    { id: 'help', label: 'Help', icon: 'help', blurb: 'Answers, our policies and a way to reach us.', links: HELP_LINKS, featured: [] },
  ];
}
