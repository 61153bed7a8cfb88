import type { Article, WithContext } from 'schema-dts';
import { z } from 'zod';
import { MONTH_NAMES } from '../../../shared/site/calendar';
import { horoscopeToday } from '../../../shared/horoscopes/horoscopes';
import { formatSignDates, signForDate, ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../../shared/routes';
import { BirthdayPage, BirthdayPickerPage, BirthdaySignPage } from '../../../views/horoscopes/birthday-horoscope-page';
import { birthdayReading } from './birthday';
import { describeTransit } from './describe';
import { definePage, PageRedirect, type AnyPage } from '../../http/page-module';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { HOROSCOPE_AUTHOR_SLUG } from '../../content/authors';
import { bylineOrganization, siteImage, siteOrganization, undatedPublished } from '../crawlers';

/**
 * The birthday horoscope (spec 2 §2): `/birthday-horoscope/{sign}/{MM-DD}`, the sign derived from
 * the date (a wrong sign in the address redirects to the right one), with a lookup by date or by
 * sign at `/birthday-horoscope` and each sign's birthdays at `/birthday-horoscope/{sign}`.
 */

const BIRTHDAY = ROUTES.birthdayHoroscope;
const SIGN = z.enum(ZODIAC_SIGNS.map((sign) => sign.slug) as [ZodiacSlug, ...ZodiacSlug[]]);
const LEAP_YEAR = 2024;
const pad = (value: number) => String(value).padStart(2, '0');
const monthDay = (month: number, day: number) => `${pad(month)}-${pad(day)}`;
const daysIn = (month: number) => new Date(Date.UTC(LEAP_YEAR, month, 0)).getUTCDate();

/** Month and day from "MM-DD", or null when that day does not exist (29 February does). */
function parseMonthDay(text: string): { month: number; day: number } | null {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month) ? { month, day } : null;
}

const hrefOf = (month: number, day: number) => href(BIRTHDAY.day, { sign: signForDate(month, day).slug, monthDay: monthDay(month, day) });
const signName = (slug: ZodiacSlug) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
const signLinks = () => ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name, dates: formatSignDates(sign), href: href(BIRTHDAY.sign, { sign: sign.slug }) }));

const pickerPage = definePage({
  path: BIRTHDAY.base,
  query: z.object({ month: z.string().max(4).optional(), day: z.string().max(4).optional() }).passthrough(),
  interactive: false,
  load: ({ query }) => {
    const chosen = query.month && query.day ? parseMonthDay(`${pad(Number(query.month))}-${pad(Number(query.day))}`) : null;
    if (chosen) throw new PageRedirect(hrefOf(chosen.month, chosen.day));
    return { months: MONTH_NAMES.map((name, index) => ({ value: index + 1, name })), signs: signLinks(), error: query.month || query.day ? 'Please choose a month and a day that exist together.' : undefined };
  },
  head: () => ({ title: 'Birthday Horoscope', description: 'Your birthday horoscope: the year ahead from your birthday, read from where the planets stand on it this year.' }),
  View: BirthdayPickerPage,
});

const signPage = definePage({
  path: BIRTHDAY.sign,
  params: z.object({ sign: SIGN }),
  interactive: false,
  load: ({ params }) => {
    const sign = ZODIAC_SIGNS.find((each) => each.slug === params.sign)!;
    const days: { label: string; href: string }[] = [];
    for (let month = 1; month <= 12; month++)
      for (let day = 1; day <= daysIn(month); day++)
        if (signForDate(month, day).slug === sign.slug) days.push({ label: `${MONTH_NAMES[month - 1]} ${day}`, href: hrefOf(month, day) });
    return { sign: sign.slug, name: sign.name, dates: formatSignDates(sign), days };
  },
  head: (data) => ({ title: `${data.name} Birthday Horoscopes`, description: `Birthday horoscopes for every ${data.name} birthday, ${data.dates}.` }),
  View: BirthdaySignPage,
});

const birthdayPage = definePage({
  path: BIRTHDAY.day,
  params: z.object({ sign: SIGN, monthDay: z.string().max(10) }),
  interactive: false,
  load: ({ params }) => {
    const date = parseMonthDay(params.monthDay);
    if (!date) throw new PageRedirect(href(BIRTHDAY.base));
    const sign = signForDate(date.month, date.day).slug;
    if (sign !== params.sign) throw new PageRedirect(href(BIRTHDAY.day, { sign, monthDay: params.monthDay }));
    const year = Number(horoscopeToday().slice(0, 4));
    const reading = birthdayReading(sign, date.month, date.day, year);
    const label = `${MONTH_NAMES[date.month - 1]} ${date.day}`;
    return {
      sign,
      name: signName(sign),
      label,
      year,
      paragraphs: reading.paragraphs,
      why: reading.transits.map((transit) => describeTransit(transit, year)),
      previous: hrefOf(date.day === 1 ? (date.month === 1 ? 12 : date.month - 1) : date.month, date.day === 1 ? daysIn(date.month === 1 ? 12 : date.month - 1) : date.day - 1),
      next: hrefOf(date.day === daysIn(date.month) ? (date.month % 12) + 1 : date.month, date.day === daysIn(date.month) ? 1 : date.day + 1),
      signs: signLinks(),
    };
  },
  head: (data, context) => ({
    title: `${data.label} Birthday Horoscope (${data.name})`,
    description: `Born on ${data.label}? Your ${data.name} birthday horoscope for ${data.year}: the year ahead from where Jupiter, Saturn and Venus stand on your birthday.`,
    ogType: 'article',
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'Article',
      headline: `${data.label} Birthday Horoscope`,
      about: data.name,
      url: `${context.config.SITE_URL}${context.req.path}`,
      image: siteImage(context.config),
      // The reading is of this year's sky: new on 1 January (or with a later release), as the sitemap dates it.
      datePublished: undatedPublished(`${data.year}-01-01`),
      author: bylineOrganization(context.config, HOROSCOPE_AUTHOR_SLUG),
      publisher: siteOrganization(context.config),
    } satisfies WithContext<Article>,
  }),
  View: BirthdayPage,
});

export const birthdayHoroscopePages: AnyPage[] = [pickerPage, signPage, birthdayPage];
