import type { Article, WithContext } from 'schema-dts';
import { z } from 'zod';
import { VIP_UPC } from '../../../shared/store/catalogue';
import { heldSubscription, unsubscribePageAction } from '../store';
import { parseIsoDate } from '../../../shared/site/calendar';
import {
  HOROSCOPE_SLANTS,
  horoscopeHref,
  horoscopeRange,
  horoscopeToday,
  inRange,
  periodEnd,
  periodStart,
  shiftPeriod,
  SLANTS,
  TAB_LABELS,
  addDays,
  type HoroscopeRoutes,
  type HoroscopeSlant,
} from '../../../shared/horoscopes/horoscopes';
import { href, hrefTemplate, ROUTES } from '../../../shared/routes';
import { formatSignDates, ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { GeneralHoroscopePage, HoroscopePickerPage } from '../../../views/horoscopes/horoscope-picker-page';
import { HoroscopePage, type PersonalView } from '../../../views/horoscopes/horoscope-page';
import type { SignChoice } from '../../../views/horoscopes/horoscope-parts';
import { describePersonalTransit, describeTransit } from './describe';
import { horoscopeFor } from './horoscopes';
import { memberNatal } from './member-natal';
import { personalReading } from './personal';
import { sessionStatus } from '../../session/member-session';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import type { Config } from '../../config';
import { HOROSCOPE_AUTHOR_SLUG } from '../../content/authors';
import { bylineOrganization, siteImage, siteOrganization } from '../crawlers';
import { definePage, PageRedirect, type AnyPage, type PageContext } from '../../http/page-module';
import { LruCache } from '../../cache/lru-cache';

/**
 * The horoscope pages of spec 2 (§2 paths, tab rows and widgets; §4 login states; §5 date
 * limits): for each slant a sign picker at its base, `{base}/{sign}` for today and
 * `{base}/{sign}/{YYYY-MM-DD}` for another period, and the GENERAL HOROSCOPE at
 * `{base}/general`; the VIP daily horoscope at `/vip/daily-horoscope` likewise.
 */

const SIGN_OR_GENERAL = z.enum(['general', ...ZODIAC_SIGNS.map((sign) => sign.slug)] as [string, ...string[]]);
const signParams = z.object({ sign: SIGN_OR_GENERAL });
const datedParams = z.object({ sign: SIGN_OR_GENERAL, date: z.string().max(20) });
const chooseQuery = z.object({ sign: z.string().max(20).optional() }).passthrough();
const dateQuery = z.object({ date: z.string().max(20).optional() }).passthrough();

const signName = (slug: ZodiacSlug) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
const signChoices = (routes: HoroscopeRoutes): SignChoice[] => ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name, dates: formatSignDates(sign), href: horoscopeHref(routes, sign.slug) }));
const isVipViewer = (context: PageContext) => sessionStatus(context.req).user?.vip === true;

const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "November 23 to 29, 2026" for a week, "November 2026" for a month. */
function periodLabel(slant: HoroscopeSlant, start: string): string | undefined {
  const { period } = SLANTS[slant];
  if (period === 'month') return MONTH.format(utcDate(start));
  if (period === 'week') return `${DAY.format(utcDate(start))} to ${DAY_YEAR.format(utcDate(addDays(periodEnd('week', start), -1)))}`;
  return undefined;
}

/** The other horoscopes of a sign, its birthday horoscopes, its weekly tarot card and the card of the day, for the aside. */
function relatedLinks(slant: HoroscopeSlant, sign: ZodiacSlug) {
  const links = HOROSCOPE_SLANTS.filter((each) => each !== slant).map((each) => ({ label: `${signName(sign)} ${SLANTS[each].name}`, href: horoscopeHref(SLANTS[each].routes, sign) }));
  return [
    ...links,
    { label: `${signName(sign)} Birthday Horoscope`, href: href(ROUTES.birthdayHoroscope.sign, { sign }) },
    { label: `${signName(sign)} Weekly Tarot Reading`, href: href(ROUTES.weeklyTarot.sign, { sign }) },
    { label: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
    { label: `All about ${signName(sign)}`, href: href(ROUTES.signs[sign]) },
  ];
}

async function personalView(context: PageContext, slant: HoroscopeSlant, start: string): Promise<PersonalView> {
  if (!context.memberUuid) return { kind: 'visitor', loginHref: href(ROUTES.login), signupHref: href(ROUTES.signup) };
  const natal = await memberNatal(context);
  if (!natal) return { kind: 'no-birth-date', settingsHref: href(ROUTES.settings) };
  const reading = personalReading(natal, SLANTS[slant].period, start);
  const year = Number(start.slice(0, 4));
  const signs = [`Sun in ${signName(reading.signs.sun)}`, reading.signs.moon && `Moon in ${signName(reading.signs.moon)}`, reading.signs.rising && `${signName(reading.signs.rising)} rising`]
    .filter(Boolean)
    .join(' · ');
  return {
    kind: 'reading',
    paragraphs: reading.paragraphs,
    transits: reading.transits.map((transit) => describePersonalTransit(transit, year)),
    signs: `Your chart: ${signs}`,
    leavesOut: reading.leavesOut,
    settingsHref: href(ROUTES.settings),
  };
}

interface Where {
  slant: HoroscopeSlant;
  vip: boolean;
}

const routesOf = ({ slant, vip }: Where): HoroscopeRoutes => (vip ? ROUTES.vipDailyHoroscope : SLANTS[slant].routes);

/** The same page in another version of the horoscope: its picker, a sign's page or a sign's date. */
const sameIn = (routes: HoroscopeRoutes, at?: { sign: string; date?: string | undefined }) => (at ? horoscopeHref(routes, at.sign, at.date) : href(routes.base));

/**
 * Spec 2 §4: a VIP member on an ordinary daily page goes to the VIP one; anyone else on a VIP
 * page goes to the ordinary one (so logging in or out and reloading lands on the right version).
 */
function vipRedirect(context: PageContext, where: Where, at?: { sign: string; date?: string | undefined }): void {
  if (where.vip && !isVipViewer(context)) throw new PageRedirect(sameIn(SLANTS.daily.routes, at));
  if (!where.vip && where.slant === 'daily' && isVipViewer(context)) throw new PageRedirect(sameIn(ROUTES.vipDailyHoroscope, at));
}

/**
 * What a sign's page (or the general one) shows every reader, for a version of the horoscope, a
 * date asked for (or none) and the horoscope day: the same for everyone, so worked out once.
 */
function forEveryone(where: Where, sign: string, requested: string | undefined, today: string) {
  const { slant } = where;
  const info = SLANTS[slant];
  const routes = routesOf(where);
  const base = routes.base;
  const range = horoscopeRange(slant, today);
  const date = requested ?? today;
  // Spec 2 §5: a date that is not a date, or is outside the limits, goes back to the base URL.
  if (!parseIsoDate(date) || !inRange(range, date)) throw new PageRedirect(href(routes.base));
  const start = periodStart(info.period, date);
  if (requested && start !== requested) throw new PageRedirect(horoscopeHref(routes, sign, start));
  const todayStart = periodStart(info.period, today);
  const tabs = [-1, 0, 1].map((step, index) => {
    const at = shiftPeriod(info.period, todayStart, step);
    return { key: at, label: TAB_LABELS[info.period][index]!, href: step === 0 ? horoscopeHref(routes, sign) : horoscopeHref(routes, sign, at) };
  });
  const year = Number(start.slice(0, 4));
  const dateNav = {
    date: start,
    min: range.min,
    max: range.max,
    action: horoscopeHref(routes, sign),
    hrefFor: (day: string) => horoscopeHref(routes, sign, periodStart(info.period, day)),
    label: info.period === 'day' ? 'Choose a day' : info.period === 'week' ? 'Choose a day in the week' : 'Choose a day in the month',
    unit: info.period,
    picker: { hrefTemplate: hrefTemplate(routes.dated, { sign }), autosubmit: true },
  };
  const common = { tabs: { items: tabs, current: start, label: info.period === 'day' ? 'Day' : info.period === 'week' ? 'Week' : 'Month' }, dateNav, base, start };

  if (sign === 'general') {
    const horoscopes = ZODIAC_SIGNS.map((each) => ({ ...horoscopeFor(slant, each.slug, start), name: each.name, href: horoscopeHref(routes, each.slug, start === todayStart ? undefined : start) }));
    const why = [...new Map(horoscopes.flatMap((each) => each.transits).map((transit) => [JSON.stringify(transit), transit])).values()]
      .filter((transit) => transit.kind !== 'ingress' || transit.exact)
      .sort((x, y) => (x.exact ?? x.start ?? '').localeCompare(y.exact ?? y.start ?? ''))
      .map((transit) => describeTransit(transit, year));
    return {
      kind: 'general' as const,
      slant,
      title: `General ${info.name}`,
      heading: `${info.name}: the sky for every sign`,
      periodLabel: periodLabel(slant, start),
      description: `The ${info.name.toLowerCase()} for every sign, with the movements of the Sun, Moon and planets behind it.`,
      breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: info.name, href: href(routes.base) }, { label: 'General' }],
      why,
      teasers: horoscopes.map((each) => ({ sign: each.sign, name: each.name, href: each.href, first: each.interp.split('\n')[0]! })),
      signs: signChoices(routes),
      ...common,
    };
  }

  const slug = sign as ZodiacSlug;
  const horoscope = horoscopeFor(slant, slug, start);
  const name = signName(slug);
  return {
    kind: 'sign' as const,
    slant,
    period: info.period,
    title: `${name} ${info.name}${requested ? ` for ${periodLabel(slant, start) ?? DAY_YEAR.format(utcDate(start))}` : ''}`,
    description: `${name} ${info.name.toLowerCase()}: ${horoscope.interp.split('\n')[0]!.slice(0, 120).replace(/\s+\S*$/, '')}…`,
    heading: `${name} ${where.vip ? 'VIP Daily Horoscope' : info.name}`,
    kicker: formatSignDates(ZODIAC_SIGNS.find((each) => each.slug === slug)!),
    breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: where.vip ? 'VIP Daily Horoscope' : info.name, href: href(routes.base) }, { label: name }],
    sign: slug,
    signName: name,
    date: start,
    periodLabel: periodLabel(slant, start),
    paragraphs: horoscope.interp.split('\n'),
    author: { name: horoscope.author, href: href(ROUTES.authorBio, { author_slug: horoscope.author_slug }) },
    why: horoscope.transits.map((transit) => describeTransit(transit, year)),
    vip: where.vip,
    signs: signChoices(routes),
    chooser: { action: href(routes.base), label: 'Choose Another Sign' },
    related: relatedLinks(slant, slug),
    isToday: !requested,
    ...common,
  };
}

/** Up to a thousand versions, signs and dates (a few KB each), the least read dropped first; a new horoscope day makes new keys. */
const EVERYONE = new LruCache<ReturnType<typeof forEveryone>>(1000);

async function loadSign(context: PageContext<{ sign: string; date?: string }>, where: Where, requested: string | undefined) {
  const sign = context.params.sign;
  vipRedirect(context, where, { sign, date: requested });
  const today = horoscopeToday();
  const key = `${where.slant}\n${where.vip}\n${sign}\n${requested ?? ''}\n${today}`;
  let shared = EVERYONE.get(key);
  if (!shared) {
    shared = forEveryone(where, sign, requested, today);
    EVERYONE.set(key, shared);
  }
  if (shared.kind === 'general') return shared;
  return {
    ...shared,
    personal: await personalView(context, where.slant, shared.start),
    // Spec 2 §2: the VIP link (Horoscopes); for anyone but a VIP member it offers the membership.
    ...(!where.vip ? { vipLink: isVipViewer(context) ? horoscopeHref(ROUTES.vipDailyHoroscope, shared.sign) : href(ROUTES.vipMembership) } : {}),
  };
}

type SignData = Extract<Awaited<ReturnType<typeof loadSign>>, { kind: 'sign' }>;
type GeneralData = Extract<Awaited<ReturnType<typeof loadSign>>, { kind: 'general' }>;
type HoroscopeData = SignData | GeneralData;

function HoroscopeView(data: HoroscopeData) {
  return data.kind === 'general' ? GeneralHoroscopePage(data) : HoroscopePage(data);
}

function headOf(data: HoroscopeData, routes: HoroscopeRoutes, config: Config) {
  const url = `${config.SITE_URL}${data.kind === 'sign' ? horoscopeHref(routes, data.sign, data.isToday ? undefined : data.date) : horoscopeHref(routes, 'general')}`;
  const jsonLd: WithContext<Article> = {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: data.title,
    description: data.description,
    datePublished: data.start,
    url: url,
    image: siteImage(config),
    // The Astrology Desk signs every horoscope, the general one too.
    author: data.kind === 'sign' ? { '@type': 'Organization', name: data.author.name, url: `${config.SITE_URL}${data.author.href}` } : bylineOrganization(config, HOROSCOPE_AUTHOR_SLUG),
    publisher: siteOrganization(config),
    ...(data.kind === 'sign' ? { about: data.signName } : {}),
  };
  return {
    title: data.title,
    description: data.description,
    ogType: 'article' as const,
    ...(data.kind === 'sign' && data.vip ? { noindex: true } : {}),
    jsonLd,
  };
}

function pagesFor(where: Where): AnyPage[] {
  const routes = routesOf(where);
  const base = routes.base;
  const info = SLANTS[where.slant];
  const picker = definePage({
    path: routes.base,
    query: chooseQuery,
    load: async (context) => {
      const chosen = context.query.sign;
      if (chosen && SIGN_OR_GENERAL.safeParse(chosen).success) throw new PageRedirect(horoscopeHref(routes, chosen));
      vipRedirect(context, where);
      return {
        name: where.vip ? 'VIP Daily Horoscope' : info.name,
        base,
        slant: where.slant,
        signs: signChoices(routes),
        generalHref: horoscopeHref(routes, 'general'),
        today: horoscopeToday(),
        // The VIP page shows the member's membership and its Unsubscribe dialog (spec 1 §2, §4).
        ...(where.vip ? { membership: await heldSubscription(context, VIP_UPC, href(routes.base)) } : {}),
      };
    },
    head: (data) => ({
      title: data.name,
      description: `Choose your sign for the ${data.name.toLowerCase()}, written each ${info.period} from where the Sun, Moon and planets really are.`,
      ...(where.vip ? { noindex: true } : {}),
    }),
    View: HoroscopePickerPage,
    ...(where.vip ? { actions: { unsubscribe: unsubscribePageAction } } : {}),
  });
  const today = definePage({
    path: routes.sign,
    params: signParams,
    query: dateQuery,
    load: (context) => {
      // The date picker's plain GET form: `?date=` goes to that date's page.
      if (context.query.date) throw new PageRedirect(horoscopeHref(routes, context.params.sign, parseIsoDate(context.query.date) ? context.query.date : undefined));
      return loadSign(context, where, undefined);
    },
    head: (data, context) => headOf(data, routes, context.config),
    View: HoroscopeView,
  });
  const dated = definePage({
    path: routes.dated,
    params: datedParams,
    load: (context) => loadSign(context, where, context.params.date),
    head: (data, context) => headOf(data, routes, context.config),
    View: HoroscopeView,
  });
  return [picker, today, dated];
}

export const horoscopePages: AnyPage[] = [...HOROSCOPE_SLANTS.flatMap((slant) => pagesFor({ slant, vip: false })), ...pagesFor({ slant: 'daily', vip: true })];
