import type { ZodiacSlug } from './horoscopes/zodiac';

/**
 * The site's addresses, written once (issue #22): every path pattern a page module serves, and the
 * few that are not page modules (listed in `PAGELESS_ROUTES`). The page modules take their `path`
 * from here and every internal link is built from here with `href()` (shared/href.ts), so changing
 * a pattern moves the page and all its links together, and a link to a pattern that is gone does
 * not typecheck.
 *
 * Patterns are Express's: `:name` segments are parameters. Families of pages (the horoscopes of a
 * slant, the twelve sign pages) are grouped so code can pick a pattern by slant, sign or slug.
 *
 * Server code and views write `href(ROUTES.tarotCard, { rank })`. Browser code on every page (the
 * account menu, the header's dialogs, the consent banner and the theme toggle, with the shared
 * modules they import) keeps this table out of the home page's JavaScript budget: a fixed path is
 * a literal checked against it, `'/login' satisfies RoutePattern`, and a path with parameters is
 * `href('/tarot/cards/:rank', { rank })` from shared/href.ts; a renamed pattern fails both.
 */
export const ROUTES = {
  home: '/',

  // The account.
  signup: '/signup',
  login: '/login',
  logout: '/logout',
  passwordReset: '/password-reset',
  consent: '/consent',
  theme: '/theme',
  settings: '/member/settings',
  profilesManager: '/member/settings/profiles-manager',
  textMessages: '/member/text-messages',
  newsletter: '/member/newsletter',
  journal: '/member/journal',
  transactions: '/member/transactions',
  /** A list email's signed unsubscribe link (`?token=`), and its RFC 8058 one-click POST. */
  emailUnsubscribe: '/email/unsubscribe',

  // Help and policies.
  service: '/service',
  faq: '/service/frequently-asked-questions',
  credits: '/credits',
  policies: {
    'privacy-policy': '/privacy-policy',
    'terms-of-use': '/terms-of-use',
    'cookie-policy': '/cookie-policy',
  },

  // Horoscopes: per slant a sign picker (`base`), a sign's current period and a sign's period by date.
  horoscopes: {
    daily: { base: '/daily-horoscope', sign: '/daily-horoscope/:sign', dated: '/daily-horoscope/:sign/:date' },
    'daily-love': { base: '/daily-love-horoscope', sign: '/daily-love-horoscope/:sign', dated: '/daily-love-horoscope/:sign/:date' },
    weekly: { base: '/weekly-horoscope', sign: '/weekly-horoscope/:sign', dated: '/weekly-horoscope/:sign/:date' },
    'weekly-love': { base: '/astrology/weekly-love-horoscopes', sign: '/astrology/weekly-love-horoscopes/:sign', dated: '/astrology/weekly-love-horoscopes/:sign/:date' },
    monthly: { base: '/monthly-horoscope', sign: '/monthly-horoscope/:sign', dated: '/monthly-horoscope/:sign/:date' },
  },
  vipDailyHoroscope: { base: '/vip/daily-horoscope', sign: '/vip/daily-horoscope/:sign', dated: '/vip/daily-horoscope/:sign/:date' },
  birthdayHoroscope: { base: '/birthday-horoscope', sign: '/birthday-horoscope/:sign', day: '/birthday-horoscope/:sign/:monthDay' },

  // Astrology.
  astrology: '/astrology',
  /** One page module per sign, so none shadows another `/astrology/...` page. */
  signs: {
    aries: '/astrology/aries',
    taurus: '/astrology/taurus',
    gemini: '/astrology/gemini',
    cancer: '/astrology/cancer',
    leo: '/astrology/leo',
    virgo: '/astrology/virgo',
    libra: '/astrology/libra',
    scorpio: '/astrology/scorpio',
    sagittarius: '/astrology/sagittarius',
    capricorn: '/astrology/capricorn',
    aquarius: '/astrology/aquarius',
    pisces: '/astrology/pisces',
  } as const satisfies Record<ZodiacSlug, string>,
  glossary: '/astrology/glossary',
  glossaryTerm: '/astrology/glossary/:term',
  articles: '/articles',
  article: '/articles/:slug',
  articleArt: '/articles/art/:file',
  authorBio: '/articles/bios/:author_slug',

  // Tarot.
  tarot: '/tarot',
  tarotCards: '/tarot/cards',
  tarotCard: '/tarot/cards/:rank',
  tarotCardInDeck: '/tarot/cards/:rank/:deck',
  tarotDecks: '/tarot/decks',
  tarotDeck: '/tarot/decks/:slug',
  tarotImage: '/tarot/images/:deck/:file',
  dailyTarotCard: { base: '/daily-tarot-card', dated: '/daily-tarot-card/:date' },
  vipDailyTarotCard: { base: '/vip/daily-tarot-card', dated: '/vip/daily-tarot-card/:date' },
  weeklyTarot: { base: '/tarot/weekly-tarot-card-reading', sign: '/tarot/weekly-tarot-card-reading/:sign', dated: '/tarot/weekly-tarot-card-reading/:sign/:week' },

  // I Ching.
  iching: '/i-ching',
  hexagram: '/i-ching/hexagrams/:slug',
  dailyHexagram: { base: '/daily-hexagram', dated: '/daily-hexagram/:date' },
  vipDailyHexagram: { base: '/vip/daily-hexagram', dated: '/vip/daily-hexagram/:date' },
  ichingCast: '/readings-reports/i-ching/cast/:lines',

  // Numerology.
  numerology: '/numerology',
  numerologyNumber: '/numerology/numbers/:number',
  dailyNumber: { base: '/daily-number', dated: '/daily-number/:date' },
  vipDailyNumber: { base: '/vip/daily-number', dated: '/vip/daily-number/:date' },

  // The Chinese zodiac and compatibility.
  chineseZodiac: '/astrology/chinese-zodiac',
  chineseSign: '/astrology/chinese-zodiac/:sign',
  loveAndCompatibility: '/love-and-compatibility',
  loveCompatibility: '/astrology/compatibility/love/',
  friendshipCompatibility: '/astrology/compatibility/friendship/',
  chineseCompatibility: '/astrology/compatibility/chinese/',
  compatibilityPair: '/astrology/compatibility/:slant/:pair',

  // Readings, memberships and the store.
  readingsHub: '/readings-reports',
  /** The reading entry pages, by the slug of their address. */
  readings: {
    free: '/readings-reports/tarot-readings/free',
    'celtic-cross': '/readings-reports/tarot-readings/celtic-cross',
    'yes-no': '/readings-reports/tarot-readings/yes-no',
    'daily-reflection': '/readings-reports/tarot-readings/daily-reflection',
  },
  readingResult: '/readings-reports/tarot-readings/result/:reading_id',
  vipMembership: '/readings-reports/subscription/vip-membership',
  dailyReflectionMembership: '/readings-reports/subscription/daily-reflection',
  karmaCoins: '/store/karma-coins',
  checkout: '/checkout',
  checkoutReturn: '/checkout/return',
  confirm: '/confirm',
  sandboxApproval: '/sandbox/approve/:token',

  // Development and design.
  styleguide: '/styleguide',
  outbox: '/dev/outbox',
  outboxMessage: '/dev/outbox/:file',
  outboxRaw: '/dev/outbox/:file/raw',

  freeIChing: '/readings-reports/i-ching/free',

  // The birth chart and reports (issue #25).
  yourBirthChart: '/readings-reports/astrology-reports/your-birth-chart',
  /** The chart of the query's birth details as a file: `chart.svg`, `chart.png` (downloads) or `share.png` (1200 x 630). */
  yourBirthChartFile: '/readings-reports/astrology-reports/your-birth-chart/:file',
  essentialBirthChart: '/readings-reports/astrology-reports/essential-birth-chart',
  cosmicProfile: '/readings-reports/astrology-reports/cosmic-profile',
  compatibilityReport: '/readings-reports/astrology-reports/compatibility-report',
  relationshipPotential: '/readings-reports/astrology-reports/relationship-potential',
  loveLanguages: '/readings-reports/astrology-reports/love-languages',
  relationshipDynamics: '/readings-reports/astrology-reports/relationship-dynamics',
  yearlyForecast: '/readings-reports/astrology-reports/yearly-forecast',
  bigPictureForecast: '/readings-reports/astrology-reports/big-picture-forecast',
  bigPictureLoveForecast: '/readings-reports/astrology-reports/big-picture-love-forecast',
  numerologyForecast: '/readings-reports/astrology-reports/numerology-forecast',
  report: '/report/:slug',
  /** A member's report's chart as a file, for its owner: `chart.svg` or `chart.png`. */
  reportChartFile: '/report/:slug/:file',

  // The site's own search (issue #27): the results page of the header's box.
  search: '/search',

  // Psychic advice: independent advisors from a partner marketplace (issue #27).
  psychicAdvisors: '/daily-psychic-advisors',

  // The Daily Insight Feed (issue #28): the header bell's page, which works without JavaScript.
  notifications: '/notifications',
} as const;

/** The string leaves of a (nested) object of patterns. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** One of the site's path patterns: `/tarot/cards/:rank`. */
export type RoutePattern = Leaves<typeof ROUTES>;

/** The parameter names of a pattern: `'rank' | 'deck'` for `/tarot/cards/:rank/:deck`. */
export type RouteParamName<P extends string> = P extends `${infer Head}/${infer Rest}` ? RouteParamName<Head> | RouteParamName<Rest> : P extends `:${infer Name}` ? Name : never;

/** What a pattern's parameters take: each one, required. */
export type RouteParams<P extends string> = { [K in RouteParamName<P>]: string | number };

/**
 * The patterns that are not page modules, and why. The route test holds both lists true: every
 * other pattern has a page, and none of these has one.
 */
export const PAGELESS_ROUTES = {
  '/theme': "The theme toggle's plain form target: a POST the page router answers with a redirect.",
  '/tarot/images/:deck/:file': 'Card art, served by the media router (server/features/tarot/media/tarot-images.ts).',
  '/articles/art/:file': "An article's drawing (SVG) and its share picture (PNG), served by the articles' art router (server/features/articles/article-art.ts).",
  '/readings-reports/astrology-reports/your-birth-chart/:file': "A chart's wheel as an SVG or PNG file and its share picture, served by the chart files router (server/features/reports/chart-files.ts).",
  '/report/:slug/:file': "A member's report's wheel as an SVG or PNG file, served by the chart files router (server/features/reports/chart-files.ts).",
} as const satisfies Partial<Record<RoutePattern, string>>;

function leaves(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);
}

/** Every pattern of `ROUTES`, in its order. */
export const ROUTE_PATTERNS: readonly RoutePattern[] = /* @__PURE__ */ leaves(ROUTES) as RoutePattern[];

export { href, hrefTemplate, type HrefArgs, type HrefQuery } from './href';
