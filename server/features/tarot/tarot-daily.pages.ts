import { z } from 'zod';
import { parseIsoDate } from '../../../shared/site/calendar';
import { DEFAULT_DECK_ID, favoriteDeckId, findDeck, type Deck } from '../../../shared/tarot/decks';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { addDays, horoscopeRange, horoscopeToday, inRange, periodEnd, shiftPeriod, weekStart } from '../../../shared/horoscopes/horoscopes';
import { cardHref, cardImageSrc, deckHref } from '../../../shared/tarot/tarot-pages';
import { formatSignDates, ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { href, hrefTemplate, ROUTES } from '../../../shared/routes';
import { HoroscopePickerPage } from '../../../views/horoscopes';
import { TarotDailyPage, type DrawnCardView } from '../../../views/tarot/tarot-daily-page';
import { cardText } from '../../content/tarot/library';
import { sessionStatus } from '../../session/member-session';
import { cardOfTheDay, weeklyCard, type DrawnCard } from './daily-card';
import { definePage, PageRedirect, type AnyPage, type PageContext } from '../../http/page-module';
import type { Article, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import type { Config } from '../../config';
import { siteOrganization } from '../crawlers';

/**
 * The tarot card of the day (`/daily-tarot-card[/{date}]`, `/vip/daily-tarot-card[/{date}]`) and
 * the weekly tarot reading (`/tarot/weekly-tarot-card-reading/{sign}/{weekStartDate}`), spec 2
 * §2-§6: date limits of the daily pages (90 days back, 2 ahead) and of weeks (last week to 13
 * days ahead), the "everyone" card and a member's own, and the VIP redirects of the horoscopes.
 */

const WEEKLY = ROUTES.weeklyTarot;
type DailyRoutes = typeof ROUTES.dailyTarotCard | typeof ROUTES.vipDailyTarotCard;

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isVip = (context: PageContext) => sessionStatus(context.req).user?.vip === true;

/** The deck a member reads with: their favourite (spec 2 §4 rules), else the default. */
async function deckFor(context: PageContext): Promise<Deck> {
  if (!context.memberUuid) return findDeck(DEFAULT_DECK_ID)!;
  const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
  const chosen = findDeck(favoriteDeckId(member.favorite_deck_id) ?? DEFAULT_DECK_ID);
  return chosen && chosen.type === 'tarot' ? chosen : findDeck(DEFAULT_DECK_ID)!;
}

/** A day's or a week's card as an Article: its picture is the card everyone drew, as the PNG a crawler can read. */
function dailyArticle(data: { heading: string; date: string; everyone: { image: string } }, config: Config): WithContext<Article> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: data.heading,
    datePublished: data.date,
    image: `${config.SITE_URL}${data.everyone.image.replace(/\.svg$/, '.png')}`,
    author: siteOrganization(config),
  };
}

function view({ card, reversed }: DrawnCard, deck: Deck): DrawnCardView {
  const text = cardText(card.rank);
  return {
    name: card.name,
    rank: card.rank,
    reversed,
    image: cardImageSrc(deck.slug, card.rank),
    alt: `${card.name}${reversed ? ' (reversed)' : ''}, ${deck.name} deck`,
    href: cardHref(card.rank, deck.slug),
    keywords: reversed ? text.keywords.reversed : text.keywords.upright,
    paragraphs: [reversed ? text.reversed : text.upright, text.advice],
    deck: { name: deck.name, href: deckHref(deck.slug) },
  };
}

const DAY_TABS = ['Yesterday', 'Today', 'Tomorrow'] as const;
const WEEK_TABS = ['Last Week', 'This Week', 'Next Week'] as const;

function dailyPages(vip: boolean): AnyPage[] {
  const routes = vip ? ROUTES.vipDailyTarotCard : ROUTES.dailyTarotCard;
  /** A day's page, or the base without a date. */
  const dayHref = (at: DailyRoutes, date?: string) => (date ? href(at.dated, { date }) : href(at.base));
  async function load(context: PageContext<{ date?: string }>) {
    const requested = context.params.date;
    // Spec 2 §4: a VIP member belongs on the VIP page, everyone else on the ordinary one.
    if (vip && !isVip(context)) throw new PageRedirect(dayHref(ROUTES.dailyTarotCard, requested));
    if (!vip && isVip(context)) throw new PageRedirect(dayHref(ROUTES.vipDailyTarotCard, requested));
    const today = horoscopeToday();
    const range = horoscopeRange('daily-love', today);
    const date = requested ?? today;
    if (!parseIsoDate(date) || !inRange(range, date)) throw new PageRedirect(href(routes.base));
    const deck = await deckFor(context);
    const tabs = [-1, 0, 1].map((step, index) => ({ key: addDays(today, step), label: DAY_TABS[index]!, href: dayHref(routes, step === 0 ? undefined : addDays(today, step)) }));
    return {
      heading: vip ? 'Your VIP Tarot Card of the Day' : 'Tarot Card of the Day',
      kicker: 'Daily tarot',
      breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Tarot', href: href(ROUTES.tarot) }, { label: 'Card of the Day' }],
      date,
      tabs: { items: tabs, current: date, label: 'Day' },
      dateNav: { date, min: range.min, max: range.max, action: href(routes.base), hrefFor: (day: string) => dayHref(routes, day), picker: { hrefTemplate: hrefTemplate(routes.dated, {}), autosubmit: true } },
      everyone: view(cardOfTheDay(date), deck),
      personal: context.memberUuid ? { kind: 'card' as const, card: view(cardOfTheDay(date, context.memberUuid), deck) } : { kind: 'visitor' as const, signupHref: href(ROUTES.signup), loginHref: href(ROUTES.login) },
      vip,
      // Spec 2 §2: the VIP link (Readings); for anyone but a VIP member it offers the membership.
      ...(!vip ? { vipLink: isVip(context) ? href(ROUTES.vipDailyTarotCard.base) : href(ROUTES.vipMembership) } : {}),
      why: 'Everyone’s card is drawn for the date, so every visitor meets the same card today; a member’s own card is drawn for them and the date. Both stay the same all day and change at midnight, New York time.',
      aside: { links: [{ label: 'Learn Tarot: all 78 cards', href: href(ROUTES.tarot) }, { label: 'Weekly tarot reading', href: href(WEEKLY.base) }, { label: 'A free three-card reading', href: href(ROUTES.readings.free) }] },
      isToday: !requested,
    };
  }
  const head = (data: Awaited<ReturnType<typeof load>>, context: Pick<PageContext, 'config'>) => ({
    title: data.isToday ? data.heading : `${data.heading}: ${LONG.format(utc(data.date))}`,
    description: `The tarot card of the day for ${LONG.format(utc(data.date))}: ${data.everyone.name}${data.everyone.reversed ? ' reversed' : ''}, what it means and what it suggests.`,
    ogType: 'article' as const,
    ...(vip ? { noindex: true } : {}),
    jsonLd: dailyArticle(data, context.config),
  });
  const params = z.object({ date: z.string().max(20) });
  return [
    definePage({ path: routes.base, query: z.object({ date: z.string().max(20).optional() }).passthrough(), load: (context) => {
      if (context.query.date) throw new PageRedirect(dayHref(routes, context.query.date));
      return load(context);
    }, head, View: TarotDailyPage }),
    definePage({ path: routes.dated, params, load, head, View: TarotDailyPage }),
  ];
}

const SIGN = z.enum(ZODIAC_SIGNS.map((sign) => sign.slug) as [ZodiacSlug, ...ZodiacSlug[]]);
const signChoices = () => ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name, dates: formatSignDates(sign), href: href(WEEKLY.sign, { sign: sign.slug }) }));

async function loadWeekly(context: PageContext<{ sign: ZodiacSlug; week?: string }>) {
  const { sign, week: requested } = context.params;
  const today = horoscopeToday();
  const range = horoscopeRange('weekly', today);
  const date = requested ?? today;
  if (!parseIsoDate(date) || !inRange(range, date)) throw new PageRedirect(href(WEEKLY.base));
  const start = weekStart(date);
  if (requested && requested !== start) throw new PageRedirect(href(WEEKLY.dated, { sign, week: start }));
  const thisWeek = weekStart(today);
  const name = ZODIAC_SIGNS.find((each) => each.slug === sign)!.name;
  const deck = await deckFor(context);
  const tabs = [-1, 0, 1].map((step, index) => {
    const at = shiftPeriod('week', thisWeek, step);
    return { key: at, label: WEEK_TABS[index]!, href: step === 0 ? href(WEEKLY.sign, { sign }) : href(WEEKLY.dated, { sign, week: at }) };
  });
  const last = addDays(periodEnd('week', start), -1);
  return {
    heading: `${name} Weekly Tarot Reading`,
    kicker: formatSignDates(ZODIAC_SIGNS.find((each) => each.slug === sign)!),
    breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Tarot', href: href(ROUTES.tarot) }, { label: 'Weekly Tarot Reading', href: href(WEEKLY.base) }, { label: name }],
    date: start,
    dateLabel: `${SHORT.format(utc(start))} to ${LONG.format(utc(last))}`,
    tabs: { items: tabs, current: start, label: 'Week' },
    dateNav: {
      date: start,
      min: range.min,
      max: range.max,
      action: href(WEEKLY.sign, { sign }),
      unit: 'week' as const,
      label: 'Choose a day in the week',
      hrefFor: (day: string) => href(WEEKLY.dated, { sign, week: weekStart(day) }),
      // The picker fills in a day: the week's page takes any day of it.
      picker: { hrefTemplate: hrefTemplate(WEEKLY.dated, { sign }, { week: 'date' }), autosubmit: true },
    },
    everyone: view(weeklyCard(sign, start), deck),
    vip: false,
    why: `Each sign draws one card for the week, Monday to Sunday: the same for every ${name} all week. Read it beside the ${name} weekly horoscope.`,
    aside: {
      chooser: { signs: signChoices(), action: href(WEEKLY.base), current: sign },
      links: [
        { label: `${name} Weekly Horoscope`, href: href(ROUTES.horoscopes.weekly.sign, { sign }) },
        { label: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
        { label: 'Learn Tarot: all 78 cards', href: href(ROUTES.tarot) },
      ],
    },
    isToday: !requested,
    sign,
  };
}

const weeklyHead = (data: Awaited<ReturnType<typeof loadWeekly>>, context: Pick<PageContext, 'config'>) => ({
  title: data.isToday ? data.heading : `${data.heading}: week of ${LONG.format(utc(data.date))}`,
  description: `The tarot card for ${data.heading.replace(' Weekly Tarot Reading', '')} this week: ${data.everyone.name}${data.everyone.reversed ? ' reversed' : ''}, and what it suggests for the days ahead.`,
  ogType: 'article' as const,
  jsonLd: dailyArticle(data, context.config),
});

const weeklyPages: AnyPage[] = [
  definePage({
    path: WEEKLY.base,
    query: z.object({ sign: z.string().max(20).optional() }).passthrough(),
    load: ({ query }) => {
      if (query.sign && SIGN.safeParse(query.sign).success) throw new PageRedirect(href(WEEKLY.sign, { sign: query.sign }));
      return { name: 'Weekly Tarot Reading', base: href(WEEKLY.base), slant: 'weekly' as const, signs: signChoices(), generalHref: '' };
    },
    head: () => ({ title: 'Weekly Tarot Reading', description: 'Choose your sign for its tarot card of the week, drawn each Monday, with what it means for the days ahead.' }),
    View: HoroscopePickerPage,
  }),
  definePage({
    path: WEEKLY.sign,
    params: z.object({ sign: SIGN }),
    query: z.object({ date: z.string().max(20).optional() }).passthrough(),
    load: (context) => {
      if (context.query.date) throw new PageRedirect(href(WEEKLY.dated, { sign: context.params.sign, week: context.query.date }));
      return loadWeekly(context);
    },
    head: weeklyHead,
    View: TarotDailyPage,
  }),
  definePage({ path: WEEKLY.dated, params: z.object({ sign: SIGN, week: z.string().max(20) }), load: loadWeekly, head: weeklyHead, View: TarotDailyPage }),
];

export const tarotDailyPages: AnyPage[] = [...dailyPages(false), ...dailyPages(true), ...weeklyPages];
