import { latestArticles } from '../articles';
import { z } from 'zod';
import { dailyPageRange, horoscopeToday, inRange } from '../../../shared/horoscopes/horoscopes';
import { birthdayNumber, letterValue, type NumerologyNumber } from '../../../shared/numerology/numerology';
import { formatIsoDate, latestToday, parseIsoDate } from '../../../shared/site/calendar';
import { href, ROUTES } from '../../../shared/routes';
import { NumberPage } from '../../../views/numerology/number-page';
import { NumerologyPage } from '../../../views/numerology/numerology-page';
import type { NumberPart } from '../../../views/numerology/numerology-parts';
import { ALL_NUMBER_TEXTS, numberText } from '../../content/numerology/library';
import type { NumberText } from '../../content/numerology/types';
import { definePage, type AnyPage, type PageContext } from '../../http/page-module';
import { calculate, firstSentences } from './calculator';
import { NUMBER_KINDS, NUMEROLOGY_INTRO, NUMEROLOGY_LEDE, REDUCTION_RULES } from './intro';
import { memberBirthDate } from './member-birth-date';
import { allNumberLinks, numberHref, numberLink, NUMBER_SLUGS } from './number-links';
import { siteArticleJsonLd } from '../crawlers';

/**
 * Numerology's pages (issue #24): `/numerology`, what the numbers are, how they are reduced and
 * the free calculator (a plain GET form), and `/numerology/numbers/{number}`, each of the twelve
 * numbers in every place it turns up.
 */

const CRUMBS = [
  { label: 'Home', href: href(ROUTES.home) },
  { label: 'Numerology', href: href(ROUTES.numerology) },
];

/** The Pythagorean chart, from the same letter values the reductions use. */
const CHART = Array.from({ length: 9 }, (_, index) => ({
  value: index + 1,
  letters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((letter) => letterValue(letter.toLowerCase()) === index + 1),
}));

/** The day a link brought (`?today=`, from the number of the day) when it is one of the daily pages' days. */
function linkedDay(today: string | undefined, current: string): string | undefined {
  return today && parseIsoDate(today) && inRange(dailyPageRange(current), today) ? today : undefined;
}

const dailyNumberHref = (date: string | undefined, current: string) => (date && date !== current ? href(ROUTES.dailyNumber.dated, { date }) : href(ROUTES.dailyNumber.base));

const landingQuery = z.object({ birth_date: z.string().optional(), name: z.string().optional(), today: z.string().optional() }).passthrough();

async function loadLanding(context: PageContext<unknown, z.infer<typeof landingQuery>>) {
  const current = horoscopeToday();
  const today = linkedDay(context.query.today, current);
  const year = Number((today ?? current).slice(0, 4));
  let calculator = calculate(context.query, year);
  // A member who has not sent the form sees their own numbers, from the birth date in their settings.
  if (!calculator.sent && context.memberUuid) {
    const birthDate = await memberBirthDate(context);
    if (birthDate) {
      const own = calculate({ birth_date: birthDate }, year);
      calculator = own.results ? { ...own, fromSettings: true } : { ...calculator, values: { ...calculator.values, birth_date: birthDate } };
    }
  }
  return {
    articles: latestArticles(3, ['numerology']),
    lede: NUMEROLOGY_LEDE,
    intro: [...NUMEROLOGY_INTRO],
    kinds: [...NUMBER_KINDS],
    rules: [...REDUCTION_RULES],
    chart: CHART,
    numbers: allNumberLinks(),
    calculator,
    action: href(ROUTES.numerology),
    ...(today ? { today } : {}),
    dateMax: formatIsoDate(latestToday()),
    dailyLink: { href: dailyNumberHref(today, current), label: today ? 'Back to the Number of the Day' : 'See the Number of the Day' },
    breadcrumb: [CRUMBS[0]!, { label: 'Numerology' }],
    related: [
      {
        id: 'numerology-more',
        title: 'More numerology',
        links: [
          { label: 'Number of the Day', href: dailyNumberHref(today, current) },
          { label: 'The twelve numbers', href: `${href(ROUTES.numerology)}#numbers-title` },
          { label: 'Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
        ],
      },
    ],
    current: href(ROUTES.numerology),
  };
}

const landingPage = definePage({
  path: ROUTES.numerology,
  // Each field is checked by the calculator, its problems shown under it; a repeated field is a 400.
  query: landingQuery,
  load: loadLanding,
  head: () => ({
    title: 'Numerology Calculator: Life Path, Expression and Soul Urge Numbers',
    description: 'Find your life path, expression, soul urge, birthday number and personal year from your birth date and name, free, with what each number means and how it is reduced.',
  }),
  View: NumerologyPage,
});

/** The parts of a number's page, in order: the calculator's five, then the day's two. */
const SECTIONS: readonly { id: NumberPart; title: (number: number) => string; text: keyof Pick<NumberText, 'lifePath' | 'expression' | 'soulUrge' | 'birthday' | 'personalYear' | 'day' | 'personalDay'> }[] = [
  { id: 'life-path', title: (n) => `${n} as a life path number`, text: 'lifePath' },
  { id: 'expression', title: (n) => `${n} as an expression number`, text: 'expression' },
  { id: 'soul-urge', title: (n) => `${n} as a soul urge number`, text: 'soulUrge' },
  { id: 'birthday', title: (n) => `${n} as a birthday number`, text: 'birthday' },
  { id: 'personal-year', title: (n) => `A personal year ${n}`, text: 'personalYear' },
  { id: 'day', title: (n) => `${n} as the number of the day`, text: 'day' },
  { id: 'personal-day', title: (n) => `A personal day ${n}`, text: 'personalDay' },
];

/** The master number a digit is the sum of, and back: 2 and 11, 4 and 22, 6 and 33. */
function kinOf(number: NumerologyNumber) {
  if (number > 9) return { kind: 'master-of' as const, link: numberLink(((number / 11) * 2) as NumerologyNumber) };
  if (number === 2 || number === 4 || number === 6) return { kind: 'has-master' as const, link: numberLink(((number / 2) * 11) as NumerologyNumber) };
  return null;
}

/** The days of the month whose birthday number is `number`. */
const birthdaysOf = (number: NumerologyNumber) => Array.from({ length: 31 }, (_, index) => index + 1).filter((day) => birthdayNumber(`2000-01-${String(day).padStart(2, '0')}`) === number);

const numberPage = definePage({
  path: ROUTES.numerologyNumber,
  // Anything but 1-9, 11, 22 or 33 is the 404 page, like any address no page has.
  params: z.object({ number: z.enum(NUMBER_SLUGS) }),
  load: ({ params }) => {
    const number = Number(params.number) as NumerologyNumber;
    const text = numberText(number);
    const index = ALL_NUMBER_TEXTS.findIndex((each) => each.number === number);
    const neighbour = (at: number) => (ALL_NUMBER_TEXTS[at] ? numberLink(ALL_NUMBER_TEXTS[at].number) : null);
    return {
      number,
      title: text.title,
      keywords: text.keywords,
      essence: text.essence,
      birthdays: birthdaysOf(number),
      kin: kinOf(number),
      sections: SECTIONS.map((section) => ({ id: section.id, title: section.title(number), text: text[section.text] })),
      previous: index > 0 ? neighbour(index - 1) : null,
      next: neighbour(index + 1),
      calculatorHref: `${href(ROUTES.numerology)}#calculator`,
      breadcrumb: [...CRUMBS, { label: `${number}: ${text.title}` }],
      related: [
        {
          id: 'numerology-more',
          title: 'Numerology',
          links: [
            { label: 'Find your numbers', href: href(ROUTES.numerology) },
            { label: 'Number of the Day', href: href(ROUTES.dailyNumber.base) },
          ],
        },
        { id: 'numerology-numbers', title: 'The twelve numbers', links: allNumberLinks().map((link) => ({ label: `${link.number}: ${link.title}`, href: link.href })) },
      ],
      current: numberHref(number),
    };
  },
  head: (data, context) => ({
    title: `Numerology Number ${data.number}: ${data.title}`,
    description: firstSentences(`${data.title}: ${data.keywords.join(', ')}. ${data.essence}`, 200),
    ogType: 'article' as const,
    jsonLd: siteArticleJsonLd(context.config, { headline: `Number ${data.number}: ${data.title}`, about: 'Numerology', path: numberHref(data.number) }),
  }),
  View: NumberPage,
});

export const numerologyPages: AnyPage[] = [landingPage, numberPage];
