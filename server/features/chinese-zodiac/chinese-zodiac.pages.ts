import { z } from 'zod';
import { CHINESE_ELEMENT_NAMES, CHINESE_ELEMENTS, CHINESE_SIGN_NAMES, CHINESE_SIGNS, chineseYear, FIRST_YEAR, LAST_YEAR } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { CHINESE_DATE_MESSAGES, ChineseDateSchema } from '../../../shared/chinese-zodiac/chinese-zodiac.contract';
import { chineseYearOf, signOfYear, yearsOfSign } from '../../../shared/chinese-zodiac/sign-years';
import { checkForm, type FieldErrors } from '../../../shared/forms/form-schema';
import { horoscopeToday } from '../../../shared/horoscopes/horoscopes';
import { href, ROUTES } from '../../../shared/routes';
import { parseIsoDate } from '../../../shared/site/calendar';
import { ChineseSignPage } from '../../../views/chinese-zodiac/chinese-sign-page';
import { ChineseZodiacPage } from '../../../views/chinese-zodiac/chinese-zodiac-page';
import { chineseSignText, elementText } from '../../content/chinese-zodiac/library';
import { definePage, PageRedirect, type AnyPage } from '../../http/page-module';
import { signMatchesHref } from '../compatibility';
import { ELEMENT_HANZI, signFacts, signHref, signLinks, yearView } from './sign-facts';
import type { Article, WebApplication, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { siteImage, siteOrganization, undatedPublished } from '../crawlers';

/**
 * The Chinese zodiac (issue #24, spec 2 §2, §4, §5): the calculator at `/astrology/chinese-zodiac`,
 * a plain GET form the server checks and sends on to the sign (303), and each sign's page at
 * `/astrology/chinese-zodiac/{sign}`, with `?year=` the element of that year.
 */

const CALCULATOR = href(ROUTES.chineseZodiac);
const today = () => parseIsoDate(horoscopeToday())!;
/** The Chinese year today falls in. */
const currentChineseYear = () => {
  const { year, month, day } = today();
  return chineseYear(year, month, day)!;
};

const field = z.string().max(10).optional();

const calculatorPage = definePage({
  path: ROUTES.chineseZodiac,
  query: z.object({ month: field, day: field, year: field }),
  load: ({ query }) => {
    let errors: FieldErrors = {};
    // The form was sent (even empty): check it, and go to the sign when the date is one.
    if (query.month !== undefined || query.day !== undefined || query.year !== undefined) {
      const checked = checkForm(ChineseDateSchema, query);
      const found = checked.success ? chineseYear(checked.data.year, checked.data.month, checked.data.day) : null;
      if (found) throw new PageRedirect(signHref(found.sign, found.year));
      errors = checked.success ? { day: CHINESE_DATE_MESSAGES.tooEarly } : checked.errors;
    }
    const thisYear = currentChineseYear();
    const lastYear = today().year;
    return {
      action: CALCULATOR,
      lastYear,
      values: { month: query.month, day: query.day, year: query.year },
      errors,
      signs: signLinks(thisYear.year),
      thisYear: { ...yearView(thisYear), signName: CHINESE_SIGN_NAMES[thisYear.sign] },
      elements: CHINESE_ELEMENTS.map((element, index) => ({
        element,
        name: CHINESE_ELEMENT_NAMES[element],
        hanzi: ELEMENT_HANZI[element][0],
        pinyin: ELEMENT_HANZI[element][1],
        digits: `years ending in ${(2 * index + 4) % 10} or ${(2 * index + 5) % 10}`,
      })),
    };
  },
  head: (_data, context) => ({
    title: 'Chinese Zodiac Calculator: What Is My Chinese Sign?',
    description:
      'Find your Chinese zodiac sign and element from your date of birth. The calculator counts each year from Chinese New Year, so January and February birthdays get the right animal.',
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'WebApplication',
      name: 'Chinese Zodiac Calculator',
      applicationCategory: 'LifestyleApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      url: `${context.config.SITE_URL}${CALCULATOR}`,
    } satisfies WithContext<WebApplication>,
  }),
  View: ChineseZodiacPage,
});

const signPage = definePage({
  path: ROUTES.chineseSign,
  // An unknown sign is the 404 page; a year that is not one of 1900-2100 is the 400 page.
  params: z.object({ sign: z.enum(CHINESE_SIGNS) }),
  query: z.object({
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .refine((year) => year >= FIRST_YEAR && year <= LAST_YEAR)
      .optional(),
  }),
  load: ({ params, query }) => {
    const { sign } = params;
    // A year of another sign belongs on that sign's page.
    if (query.year !== undefined && signOfYear(query.year) !== sign) throw new PageRedirect(signHref(signOfYear(query.year), query.year));
    const facts = signFacts(sign);
    const text = chineseSignText(sign);
    const now = currentChineseYear();
    const chosen = query.year === undefined ? null : chineseYearOf(query.year)!;
    const years = yearsOfSign(sign);
    const next = years.find((year) => year.year > now.year) ?? null;
    return {
      ...facts,
      text: { traits: text.traits, personality: text.personality, strengths: text.strengths, challenges: text.challenges, love: text.love, work: text.work },
      years: years.map((year) => yearView(year, chosen?.year)),
      yourYear: chosen
        ? { ...yearView(chosen, chosen.year), hanzi: ELEMENT_HANZI[chosen.element][0], pinyin: ELEMENT_HANZI[chosen.element][1], nature: elementText(chosen.element).nature, inSigns: elementText(chosen.element).inSigns }
        : null,
      nextYear: next ? yearView(next) : null,
      signs: signLinks(now.year),
      calculator: CALCULATOR,
      breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Chinese Zodiac', href: CALCULATOR }, { label: facts.name }],
      related: [
        {
          id: 'chinese-zodiac-more',
          title: 'Chinese zodiac',
          links: [
            { label: 'Chinese Zodiac Calculator', href: CALCULATOR },
            { label: `This year: the ${CHINESE_ELEMENT_NAMES[now.element]} ${CHINESE_SIGN_NAMES[now.sign]}`, href: signHref(now.sign, now.year) },
            { label: `The ${facts.name}’s matches`, href: signMatchesHref('chinese', sign) },
            { label: 'Chinese Compatibility', href: href(ROUTES.chineseCompatibility) },
          ],
        },
      ],
      current: signHref(sign),
    };
  },
  head: (data, context) => ({
    title: data.yourYear ? `${data.yourYear.elementName} ${data.name} (${data.yourYear.year}): Chinese Zodiac Sign` : `The ${data.name}: Chinese Zodiac Sign, Years and Personality`,
    description: `The ${data.name} in the Chinese zodiac (${data.text.traits.slice(0, 3).join(', ')}): personality, strengths, challenges, love and work, and every ${data.name} year from 1900 to 2100 with its element.`,
    ogType: 'article',
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'Article',
      headline: `The ${data.name} in the Chinese Zodiac`,
      about: `${data.name} (Chinese zodiac)`,
      url: `${context.config.SITE_URL}${data.current}`,
      image: siteImage(context.config),
      datePublished: undatedPublished(),
      author: siteOrganization(context.config),
    } satisfies WithContext<Article>,
  }),
  View: ChineseSignPage,
});

export const chineseZodiacPages: AnyPage[] = [calculatorPage, signPage];
