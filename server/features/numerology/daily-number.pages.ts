import { z } from 'zod';
import { addDays, dailyPageRange, horoscopeToday, inRange } from '../../../shared/horoscopes/horoscopes';
import { personalYear } from '../../../shared/numerology/numerology';
import { formatLongDate, parseIsoDate } from '../../../shared/site/calendar';
import { href, hrefTemplate, ROUTES } from '../../../shared/routes';
import { DailyNumberPage, type DailyNumberPageProps, type DayNumberView } from '../../../views/numerology/daily-number-page';
import { numberText } from '../../content/numerology/library';
import { definePage, PageRedirect, type AnyPage, type PageContext } from '../../http/page-module';
import { sessionStatus } from '../../session/member-session';
import { dailyNumber, truncateText } from './daily-number';
import { memberBirthDate } from './member-birth-date';
import { numberHref } from './number-links';
import { dayWorking, personalDayWorking } from './working';
import { siteArticleJsonLd } from '../crawlers';

/**
 * The number of the day (`/daily-number[/{date}]`, `/vip/daily-number[/{date}]`), spec 2 §2-§6,
 * §9: for a visitor the number is hidden apart from a sign-up prompt; a member gets the date
 * navigation (90 days back, 2 ahead), everyone's number with its text cut to 325 characters and
 * a Read More link, and their personal day number from their birth date. VIP members are sent to
 * the VIP page and everyone else away from it.
 */

const DAY_TABS = ['Yesterday', 'Today', 'Tomorrow'] as const;
type DailyRoutes = typeof ROUTES.dailyNumber | typeof ROUTES.vipDailyNumber;
const dayHref = (at: DailyRoutes, date?: string) => (date ? href(at.dated, { date }) : href(at.base));

function everyoneView(date: string): DayNumberView {
  const day = dailyNumber(date);
  const shown = truncateText(day.content);
  return {
    number: day.number,
    title: day.title,
    keywords: numberText(day.number).keywords,
    text: shown.text,
    truncated: shown.truncated,
    pageHref: numberHref(day.number),
    moreHref: day.url,
    working: dayWorking(date),
  };
}

function dailyPages(vip: boolean): AnyPage[] {
  const routes = vip ? ROUTES.vipDailyNumber : ROUTES.dailyNumber;
  async function load(context: PageContext<{ date?: string }>): Promise<DailyNumberPageProps & { isToday: boolean }> {
    const requested = context.params.date;
    const isVip = sessionStatus(context.req).user?.vip === true;
    // Spec 2 §4: a VIP member belongs on the VIP page, everyone else on the ordinary one.
    if (vip && !isVip) throw new PageRedirect(dayHref(ROUTES.dailyNumber, requested));
    if (!vip && isVip) throw new PageRedirect(dayHref(ROUTES.vipDailyNumber, requested));
    const today = horoscopeToday();
    const range = dailyPageRange(today);
    const date = requested ?? today;
    if (!parseIsoDate(date) || !inRange(range, date)) throw new PageRedirect(href(routes.base));
    // Spec 2 §2: the link to the numerology pages carries the day.
    const numerologyHref = href(ROUTES.numerology, {}, { today: date });
    const base = {
      heading: vip ? 'Your VIP Number of the Day' : 'Number of the Day',
      breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Numerology', href: href(ROUTES.numerology) }, { label: 'Number of the Day' }],
      date,
      numerologyHref,
      isToday: !requested,
    };
    if (!context.memberUuid) return { ...base, kind: 'visitor', signupHref: href(ROUTES.signup), loginHref: href(ROUTES.login) };

    const birthDate = await memberBirthDate(context);
    const everyone = everyoneView(date);
    const own = birthDate ? dailyNumber(date, birthDate).personal_number : null;
    return {
      ...base,
      kind: 'member',
      tabs: { items: [-1, 0, 1].map((step, index) => ({ key: addDays(today, step), label: DAY_TABS[index]!, href: dayHref(routes, step === 0 ? undefined : addDays(today, step)) })), current: date, label: 'Day' },
      dateNav: { date, min: range.min, max: range.max, action: href(routes.base), hrefFor: (day: string) => dayHref(routes, day), picker: { hrefTemplate: hrefTemplate(routes.dated, {}), autosubmit: true } },
      everyone,
      personal:
        birthDate && own
          ? {
              kind: 'number',
              number: {
                number: own,
                title: numberText(own).title,
                text: numberText(own).personalDay,
                pageHref: numberHref(own, 'personal-day'),
                working: personalDayWorking(personalYear(birthDate, Number(date.slice(0, 4))), date),
              },
              numbersHref: `${numerologyHref}#calculator`,
            }
          : { kind: 'no-birth-date', settingsHref: href(ROUTES.settings) },
      related: [
        { label: 'Numerology calculator', href: numerologyHref },
        { label: `Number ${everyone.number}: ${everyone.title}`, href: everyone.pageHref },
        { label: 'Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
      ],
      vip,
      ...(!vip ? { vipLink: isVip ? href(ROUTES.vipDailyNumber.base) : href(ROUTES.vipMembership) } : {}),
    };
  }
  const head = (data: Awaited<ReturnType<typeof load>>, context: Pick<PageContext, 'config'>) => ({
    title: data.isToday ? data.heading : `${data.heading}: ${formatLongDate(data.date)}`,
    // The number itself is for members (spec 2 §6): the description does not give it away.
    description: `The numerology number of the day for ${formatLongDate(data.date)}: what the day’s number suggests, and for members their own personal day number.`,
    ogType: 'article' as const,
    // Every dated page shows a visitor the same sign-up prompt: only the undated page is for search engines.
    ...(vip || !data.isToday ? { noindex: true } : {}),
    jsonLd: siteArticleJsonLd(context.config, { headline: data.heading, datePublished: data.date, path: dayHref(routes, data.isToday ? undefined : data.date) }),
  });
  return [
    definePage({
      path: routes.base,
      query: z.object({ date: z.string().max(20).optional() }).passthrough(),
      load: (context) => {
        if (context.query.date) throw new PageRedirect(dayHref(routes, context.query.date));
        return load(context);
      },
      head,
      View: DailyNumberPage,
    }),
    definePage({ path: routes.dated, params: z.object({ date: z.string().max(20) }), load, head, View: DailyNumberPage }),
  ];
}

export const dailyNumberPages: AnyPage[] = [...dailyPages(false), ...dailyPages(true)];
