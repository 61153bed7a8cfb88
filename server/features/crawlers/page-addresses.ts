import { articleHref } from '../../../shared/articles/articles';
import { allPairs, COMPATIBILITY_SLANTS, slantSigns } from '../../../shared/compatibility/pairs';
import { CHINESE_SIGNS } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { GLOSSARY_IDS, glossaryTermHref } from '../../../shared/horoscopes/glossary';
import { dailyPageRange, HOROSCOPE_SLANTS, horoscopeHref, horoscopeRange, periodStart, SLANTS, type PeriodKind } from '../../../shared/horoscopes/horoscopes';
import { signForDate, ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { href, ROUTES, type RoutePattern } from '../../../shared/routes';
import { daysInMonth } from '../../../shared/site/calendar';
import { TAROT_CARDS } from '../../../shared/tarot/tarot';
import { cardHref, deckHref, isDefaultDeck, shownDecks } from '../../../shared/tarot/tarot-pages';
import { supportAddress, type Config } from '../../config';
import { ARTICLES } from '../../content/articles';
import { AUTHORS, authorHref } from '../../content/authors';
import { ALL_HEXAGRAM_TEXTS, hexagramSlug } from '../../content/iching/library';
import { NUMEROLOGY_NUMBERS } from '../../content/numerology/types';
import { POLICY_SLUGS, policyDocument } from '../../content/policies';
import { pairHref, signMatchesHref } from '../compatibility';
import type { SitemapUrl } from './sitemap-xml';
import { CONTENT_RELEASED, laterOf, periodsAllowed, type SitemapClock } from './sitemap-dates';

/**
 * The addresses of each page type, from the data its page reads: every card in every deck the
 * tarot pages show, every article, every allowed date of a dated page, every compatibility
 * pair. A fixed page not named here is listed at its own path, dated `CONTENT_RELEASED`; a page
 * type with parameters not named here is not listed (the crawler tests name any such gap).
 */

export interface AddressContext {
  config: Config;
  clock: SitemapClock;
}
type Lister = (context: AddressContext) => SitemapUrl[];

/** Undated content: the release date. */
const released = (path: string): SitemapUrl => ({ path, lastmod: CONTENT_RELEASED });

/** A page that shows the current day, week or month: it changed when that period began. */
const current =
  (path: string, period: PeriodKind): Lister =>
  ({ clock }) => [{ path, lastmod: periodStart(period, clock.today) }];

/** The sign pages of the horoscopes also read "general": the period's sky for every sign. */
const HOROSCOPE_SIGNS = ['general', ...ZODIAC_SIGNS.map((sign) => sign.slug)];

/** Each horoscope slant: its sign picker, each sign's current period and each sign's allowed periods (spec 2 §5). */
function horoscopeAddresses(): [RoutePattern, Lister][] {
  return HOROSCOPE_SLANTS.flatMap((slant): [RoutePattern, Lister][] => {
    const { routes, period } = SLANTS[slant];
    return [
      [routes.base, current(routes.base, period)],
      [routes.sign, ({ clock }) => HOROSCOPE_SIGNS.map((sign) => ({ path: horoscopeHref(routes, sign), lastmod: periodStart(period, clock.today) }))],
      [
        routes.dated,
        ({ clock }) => {
          const starts = periodsAllowed(period, (today) => horoscopeRange(slant, today), clock);
          return HOROSCOPE_SIGNS.flatMap((sign) => starts.map((start) => ({ path: horoscopeHref(routes, sign, start), lastmod: start })));
        },
      ],
    ];
  });
}

/** A birthday's reading is of this year's sky: it changed on New Year's Day (or with a later release). */
function birthdayAddresses({ clock }: AddressContext): SitemapUrl[] {
  const lastmod = laterOf(CONTENT_RELEASED, `${clock.today.slice(0, 4)}-01-01`);
  const pad = (value: number) => String(value).padStart(2, '0');
  const urls: SitemapUrl[] = [];
  // Every day of a leap year: 29 February has its page too.
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(2024, month); day++) {
      urls.push({ path: href(ROUTES.birthdayHoroscope.day, { sign: signForDate(month, day).slug, monthDay: `${pad(month)}-${pad(day)}` }), lastmod });
    }
  }
  return urls;
}

/** The list and a byline's page change when an article they list is published. */
function newestPublished(articles: readonly { published: string }[]): string {
  return articles.reduce((newest, article) => laterOf(newest, article.published), '') || CONTENT_RELEASED;
}

/** The weekly tarot reading goes as far back and ahead as the weekly horoscope. */
const WEEKLY_RANGE = (today: string) => horoscopeRange('weekly', today);

export const PAGE_ADDRESSES: Partial<Record<RoutePattern, Lister>> = {
  // The home page shows the day's card, sky and horoscopes.
  [ROUTES.home]: current(ROUTES.home, 'day'),
  ...Object.fromEntries(POLICY_SLUGS.map((slug): [RoutePattern, Lister] => [ROUTES.policies[slug], ({ config }) => [{ path: ROUTES.policies[slug], lastmod: policyDocument(slug, config.SITE_NAME, supportAddress(config)).updated }]])),

  // Articles: each is dated by its publication.
  [ROUTES.articles]: () => [{ path: href(ROUTES.articles), lastmod: newestPublished(ARTICLES) }],
  [ROUTES.article]: () => ARTICLES.map((article) => ({ path: articleHref(article.slug), lastmod: article.published })),
  [ROUTES.authorBio]: () => AUTHORS.map((author) => ({ path: authorHref(author.slug), lastmod: newestPublished(ARTICLES.filter((article) => article.author === author.slug)) })),

  // Tarot: every card in every deck the pages show (the default deck's without its slug), every deck.
  [ROUTES.tarotCard]: () => TAROT_CARDS.map((card) => released(cardHref(card.rank))),
  [ROUTES.tarotCardInDeck]: () => shownDecks().filter((deck) => !isDefaultDeck(deck)).flatMap((deck) => TAROT_CARDS.map((card) => released(cardHref(card.rank, deck.slug)))),
  [ROUTES.tarotDeck]: () => shownDecks().map((deck) => released(deckHref(deck.slug))),
  [ROUTES.dailyTarotCard.base]: current(ROUTES.dailyTarotCard.base, 'day'),
  [ROUTES.dailyTarotCard.dated]: ({ clock }) => periodsAllowed('day', dailyPageRange, clock).map((date) => ({ path: href(ROUTES.dailyTarotCard.dated, { date }), lastmod: date })),
  [ROUTES.weeklyTarot.sign]: ({ clock }) => ZODIAC_SIGNS.map((sign) => ({ path: href(ROUTES.weeklyTarot.sign, { sign: sign.slug }), lastmod: periodStart('week', clock.today) })),
  [ROUTES.weeklyTarot.dated]: ({ clock }) =>
    ZODIAC_SIGNS.flatMap((sign) => periodsAllowed('week', WEEKLY_RANGE, clock).map((week) => ({ path: href(ROUTES.weeklyTarot.dated, { sign: sign.slug, week }), lastmod: week }))),

  // Horoscopes, birthdays and the astrology reference.
  ...(Object.fromEntries(horoscopeAddresses()) as Partial<Record<RoutePattern, Lister>>),
  [ROUTES.birthdayHoroscope.sign]: () => ZODIAC_SIGNS.map((sign) => released(href(ROUTES.birthdayHoroscope.sign, { sign: sign.slug }))),
  [ROUTES.birthdayHoroscope.day]: birthdayAddresses,
  [ROUTES.glossaryTerm]: () => GLOSSARY_IDS.map((term) => released(glossaryTermHref(term))),
  [ROUTES.chineseSign]: () => CHINESE_SIGNS.map((sign) => released(href(ROUTES.chineseSign, { sign }))),

  // Compatibility: every pair of every slant, and each sign's page of its matches.
  [ROUTES.compatibilityPair]: () =>
    COMPATIBILITY_SLANTS.flatMap((slant) => [...slantSigns(slant).map((sign) => signMatchesHref(slant, sign.slug)), ...allPairs(slant).map(([first, second]) => pairHref(slant, first, second))]).map(released),

  // The I Ching and numerology.
  [ROUTES.hexagram]: () => ALL_HEXAGRAM_TEXTS.map((text) => released(href(ROUTES.hexagram, { slug: hexagramSlug(text) }))),
  [ROUTES.dailyHexagram.base]: current(ROUTES.dailyHexagram.base, 'day'),
  [ROUTES.dailyHexagram.dated]: ({ clock }) => periodsAllowed('day', dailyPageRange, clock).map((date) => ({ path: href(ROUTES.dailyHexagram.dated, { date }), lastmod: date })),
  [ROUTES.numerologyNumber]: () => NUMEROLOGY_NUMBERS.map((number) => released(href(ROUTES.numerologyNumber, { number }))),
  [ROUTES.dailyNumber.base]: current(ROUTES.dailyNumber.base, 'day'),
};

/**
 * Page types a visitor can reach that are not in the sitemaps, and why. Members' pages and what
 * robots.txt disallows are left out without being named here.
 */
export const LEFT_OUT: Partial<Record<RoutePattern, string>> = {
  [ROUTES.tarotCards]: 'always redirects: to the Learn Tarot browser on /tarot, or (with ?card=) to that card’s page',
  [ROUTES.login]: 'noindex: the login form',
  [ROUTES.signup]: 'noindex: the sign-up form',
  [ROUTES.logout]: 'noindex: the log-out form',
  [ROUTES.passwordReset]: 'noindex: the password reset form (its links carry a secret key)',
  [ROUTES.consent]: 'noindex: the cookie choices form',
  [ROUTES.styleguide]: 'noindex: the design reference for the people building the site',
  [ROUTES.readingResult]: 'noindex: one visitor’s tarot reading, reached by posting a reading form',
  [ROUTES.ichingCast]: 'noindex: one I Ching cast, reached by casting on the free reading page',
  [ROUTES.dailyNumber.dated]: 'noindex: a visitor sees the same sign-up prompt on every date; /daily-number is the page for search engines',
  [ROUTES.emailUnsubscribe]: 'noindex: reached only from a signed link in an email (its address carries the signature)',
  [ROUTES.notifications]: 'noindex: one reader’s Daily Insight Feed and what they have read of it; the daily pages it links are listed',
};
