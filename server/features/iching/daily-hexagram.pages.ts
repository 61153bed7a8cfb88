import { z } from 'zod';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { addDays, dailyPageRange, horoscopeToday, inRange } from '../../../shared/horoscopes/horoscopes';
import { hexagramShape } from '../../../shared/iching/hexagrams';
import { parseIsoDate } from '../../../shared/site/calendar';
import { href, hrefTemplate, ROUTES } from '../../../shared/routes';
import { DailyHexagramPage, type DayHexagramView } from '../../../views/iching/daily-hexagram-page';
import { hexagramText } from '../../content/iching/library';
import { definePage, PageRedirect, type AnyPage, type PageContext } from '../../http/page-module';
import { sessionStatus } from '../../session/member-session';
import { hexagramOfTheDay } from './daily-hexagram';
import { hexagramHref } from './hexagram-links';
import { siteArticleJsonLd } from '../crawlers';

/**
 * The hexagram of the day (`/daily-hexagram[/{date}]`, `/vip/daily-hexagram[/{date}]`), spec 2
 * §2-§6: the date limits of the daily pages (90 days back, 2 ahead), everyone's hexagram and a
 * member's own from their birth date, and the VIP redirects of the other daily pages.
 */

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const DAY_TABS = ['Yesterday', 'Today', 'Tomorrow'] as const;
type DailyRoutes = typeof ROUTES.dailyHexagram | typeof ROUTES.vipDailyHexagram;

function view(number: number): DayHexagramView {
  const text = hexagramText(number);
  return { number, name: text.name, pinyin: text.pinyin, lines: [...hexagramShape(number)!.lines], keywords: text.keywords, paragraphs: [text.today, text.judgement], href: hexagramHref(number) };
}

async function birthDateOf(context: PageContext): Promise<string | undefined> {
  if (!context.memberUuid) return undefined;
  const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
  return member.birth_date || undefined;
}

function dailyPages(vip: boolean): AnyPage[] {
  const routes = vip ? ROUTES.vipDailyHexagram : ROUTES.dailyHexagram;
  const dayHref = (at: DailyRoutes, date?: string) => (date ? href(at.dated, { date }) : href(at.base));
  async function load(context: PageContext<{ date?: string }>) {
    const requested = context.params.date;
    const isVip = sessionStatus(context.req).user?.vip === true;
    // Spec 2 §4: a VIP member belongs on the VIP page, everyone else on the ordinary one.
    if (vip && !isVip) throw new PageRedirect(dayHref(ROUTES.dailyHexagram, requested));
    if (!vip && isVip) throw new PageRedirect(dayHref(ROUTES.vipDailyHexagram, requested));
    const today = horoscopeToday();
    const range = dailyPageRange(today);
    const date = requested ?? today;
    if (!parseIsoDate(date) || !inRange(range, date)) throw new PageRedirect(href(routes.base));
    const birthDate = await birthDateOf(context);
    return {
      heading: vip ? 'Your VIP Hexagram of the Day' : 'Hexagram of the Day',
      kicker: 'I Ching',
      breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: 'I Ching', href: href(ROUTES.iching) }, { label: 'Hexagram of the Day' }],
      date,
      tabs: { items: [-1, 0, 1].map((step, index) => ({ key: addDays(today, step), label: DAY_TABS[index]!, href: dayHref(routes, step === 0 ? undefined : addDays(today, step)) })), current: date, label: 'Day' },
      dateNav: { date, min: range.min, max: range.max, action: href(routes.base), hrefFor: (day: string) => dayHref(routes, day), picker: { hrefTemplate: hrefTemplate(routes.dated, {}), autosubmit: true } },
      everyone: view(hexagramOfTheDay(date)),
      personal: context.memberUuid
        ? birthDate
          ? { kind: 'hexagram' as const, hexagram: view(hexagramOfTheDay(date, birthDate)) }
          : { kind: 'no-birth-date' as const, settingsHref: href(ROUTES.settings) }
        : { kind: 'visitor' as const, signupHref: href(ROUTES.signup), loginHref: href(ROUTES.login) },
      vip,
      ...(!vip ? { vipLink: isVip ? href(ROUTES.vipDailyHexagram.base) : href(ROUTES.vipMembership) } : {}),
      isToday: !requested,
    };
  }
  const head = (data: Awaited<ReturnType<typeof load>>, context: Pick<PageContext, 'config'>) => ({
    title: data.isToday ? data.heading : `${data.heading}: ${LONG.format(utc(data.date))}`,
    description: `The I Ching hexagram of the day for ${LONG.format(utc(data.date))}: ${data.everyone.number}, ${data.everyone.name}, and what it suggests for the day.`,
    ogType: 'article' as const,
    ...(vip ? { noindex: true } : {}),
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
      View: DailyHexagramPage,
    }),
    definePage({ path: routes.dated, params: z.object({ date: z.string().max(20) }), load, head, View: DailyHexagramPage }),
  ];
}

export const dailyHexagramPages: AnyPage[] = [...dailyPages(false), ...dailyPages(true)];
