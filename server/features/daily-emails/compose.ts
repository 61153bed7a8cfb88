import { horoscopeHref, SLANTS, type HoroscopeSlant } from '../../../shared/horoscopes/horoscopes';
import { formatSignDates, ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import type { ListEmailContent } from '../../../shared/platform-api/mail.platform';
import { href, ROUTES } from '../../../shared/routes';
import { formatLongDate } from '../../../shared/site/calendar';
import { firstSentence } from '../../../shared/site/sentences';
import { numberText } from '../../content/numerology/library';
import { horoscopeFor, type PersonalReading } from '../horoscopes';
import { dailyNumber } from '../numerology';

/**
 * The words of each daily list's email (issue #28), from the same writers as the site's pages, so
 * an email says what its page says that day. Each returns the content and a key: readers whose
 * email would be word for word the same share one key (a sign's horoscope for a day), so the mail
 * service is handed each distinct email once per batch.
 */

export interface Composed {
  key: string;
  content: ListEmailContent;
}

const signOf = (slug: ZodiacSlug) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!;
const weekdayAndDate = (date: string) => `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}, ${formatLongDate(date)}`;

/** The horoscope lists: what they are called in the email. */
const HOROSCOPE_LISTS = {
  dailyhoroscope: { slant: 'daily', what: 'horoscope', when: (date: string) => `for ${weekdayAndDate(date)}` },
  dle: { slant: 'daily-love', what: 'love horoscope', when: (date: string) => `for ${weekdayAndDate(date)}` },
  weekly_love: { slant: 'weekly-love', what: 'love horoscope', when: (date: string) => `for the week of ${formatLongDate(date)}` },
} as const satisfies Record<string, { slant: HoroscopeSlant; what: string; when: (date: string) => string }>;
export type HoroscopeList = keyof typeof HOROSCOPE_LISTS;
export const isHoroscopeList = (list: string): list is HoroscopeList => list in HOROSCOPE_LISTS;

/** A sign's daily, daily love or weekly love horoscope for the day (a week's Monday), whole; without a sign, all twelve in brief. */
export function horoscopeEmail(list: HoroscopeList, date: string, sign: ZodiacSlug | undefined, siteUrl: string): Composed {
  const { slant, what, when } = HOROSCOPE_LISTS[list];
  const info = SLANTS[slant];
  if (!sign) {
    const sections = ZODIAC_SIGNS.map((each) => {
      const slug = each.slug as ZodiacSlug;
      return {
        heading: `${each.name} (${formatSignDates(each)})`,
        paragraphs: [firstSentence(horoscopeFor(slant, slug, date).interp.split('\n')[0]!, 300)],
        link: { label: `Read ${each.name}’s ${what}`, url: siteUrl + horoscopeHref(info.routes, slug, date) },
      };
    });
    return {
      key: `${list}:all:${date}`,
      content: {
        subject: `Your ${what} ${when(date)}`,
        preview: `All twelve signs, in brief. Add your birth date and we will send only yours.`,
        heading: `The twelve signs’ ${what}s ${when(date)}`,
        sections: [
          {
            paragraphs: ['We do not know your birthday yet, so here is every sign in brief. Add your birth date in your settings and this email will bring your own sign’s reading, whole.'],
            link: { label: 'Add your birth date', url: siteUrl + href(ROUTES.settings) },
          },
          ...sections,
        ],
        cta: { label: `See all ${info.name.toLowerCase()}s`, url: siteUrl + href(info.base) },
      },
    };
  }
  const horoscope = horoscopeFor(slant, sign, date);
  const paragraphs = horoscope.interp.split('\n').filter(Boolean);
  const name = signOf(sign).name;
  return {
    key: `${list}:${sign}:${date}`,
    content: {
      subject: `${name}: your ${what} ${when(date)}`,
      preview: firstSentence(paragraphs[0] ?? '', 190),
      heading: `${name} ${what} ${when(date)}`,
      sections: [{ paragraphs }],
      cta: { label: `Read it on the site`, url: siteUrl + horoscopeHref(info.routes, sign, date) },
    },
  };
}

/** The number of the day, and with a birth date the reader's own personal day number. */
export function numberEmail(date: string, birthDate: string | null, siteUrl: string): Composed {
  const today = dailyNumber(date, birthDate ?? undefined);
  const sections: ListEmailContent['sections'] = [{ heading: `${today.number}: ${today.title}`, paragraphs: [today.content], link: { label: `More about ${today.number}`, url: siteUrl + today.url } }];
  if (today.personal_number !== null) {
    const own = numberText(today.personal_number);
    sections.push({ heading: `Your personal day: ${today.personal_number}, ${own.title}`, paragraphs: [own.personalDay] });
  } else {
    sections.push({
      paragraphs: ['Add your birth date in your settings and this email will also bring your personal day number: the day as it meets your own numbers.'],
      link: { label: 'Add your birth date', url: siteUrl + href(ROUTES.settings) },
    });
  }
  return {
    key: `number_of_the_day:${date}:${today.personal_number ?? 'none'}`,
    content: {
      subject: `Your number of the day for ${weekdayAndDate(date)}: ${today.number}`,
      preview: firstSentence(today.content, 190),
      heading: `The number of the day for ${weekdayAndDate(date)}`,
      sections,
      cta: { label: 'See your numbers on the site', url: siteUrl + href(ROUTES.dailyNumber.dated, { date }) },
    },
  };
}

/** The VIP personal daily horoscope, written from the member's own chart; without a birth date, a note saying what it needs. */
export function personalEmail(memberUuid: string, date: string, reading: PersonalReading | null, siteUrl: string): Composed {
  if (!reading) {
    return {
      key: `dh_dailyhoroscope:no-birth-date`,
      content: {
        subject: `Your personal horoscope needs your birth date`,
        preview: 'Add it once and this email brings a reading written from your own chart every morning.',
        heading: 'Your personal horoscope needs your birth date',
        sections: [{ paragraphs: ['Your personal daily horoscope is written from your own birth chart, and we do not have your birth date yet. Add it in your settings (with your birth time and place if you know them) and tomorrow’s email will bring your reading.'] }],
        cta: { label: 'Add your birth date', url: siteUrl + href(ROUTES.settings) },
      },
    };
  }
  const sun = signOf(reading.signs.sun);
  const signs = [`Sun in ${sun.name}`, reading.signs.moon && `Moon in ${signOf(reading.signs.moon).name}`, reading.signs.rising && `${signOf(reading.signs.rising).name} rising`].filter(Boolean).join(' · ');
  return {
    key: `personal:${memberUuid}:${date}`,
    content: {
      subject: `For you: your personal horoscope for ${weekdayAndDate(date)}`,
      preview: firstSentence(reading.paragraphs[0] ?? '', 190),
      heading: `For you, ${weekdayAndDate(date)}`,
      sections: [{ paragraphs: reading.paragraphs }, { paragraphs: [`Your chart: ${signs}.${reading.leavesOut ? ` ${reading.leavesOut}` : ''}`] }],
      cta: { label: 'Read it on the site', url: siteUrl + horoscopeHref(ROUTES.vipDailyHoroscope, sun.slug, date) },
    },
  };
}
