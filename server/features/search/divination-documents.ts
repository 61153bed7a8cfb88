import { CHINESE_ELEMENT_NAMES, CHINESE_ELEMENTS, CHINESE_SIGN_NAMES, CHINESE_SIGNS, FIRST_YEAR, LAST_YEAR, type ChineseSign } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { signOfYear } from '../../../shared/chinese-zodiac/sign-years';
import { hexagramShape } from '../../../shared/iching/hexagrams';
import { href, ROUTES } from '../../../shared/routes';
import { ALL_CHINESE_SIGN_TEXTS, ALL_ELEMENT_TEXTS, chineseSignText } from '../../content/chinese-zodiac/library';
import { ICHING_INTRO } from '../../content/iching-intro';
import { ALL_HEXAGRAM_TEXTS, hexagramSlug } from '../../content/iching/library';
import type { HexagramText } from '../../content/iching/types';
import { ALL_NUMBER_TEXTS } from '../../content/numerology/library';
import type { NumberText } from '../../content/numerology/types';
import { metaLength, searchDocument, type SearchCrumb, type SearchDocument } from './search-document';

/** The I Ching (the 64 hexagrams), numerology (the twelve numbers) and the Chinese zodiac (the twelve signs). */

const ICHING: SearchCrumb = { label: 'I Ching', href: href(ROUTES.iching) };
const NUMEROLOGY: SearchCrumb = { label: 'Numerology', href: href(ROUTES.numerology) };
const CHINESE: SearchCrumb = { label: 'Chinese Zodiac', href: href(ROUTES.chineseZodiac) };

function hexagramDocument(text: HexagramText): SearchDocument {
  const shape = hexagramShape(text.number)!;
  return searchDocument({
    url: href(ROUTES.hexagram, { slug: hexagramSlug(text) }),
    title: `I Ching Hexagram ${text.number}: ${text.name} (${text.pinyin})`,
    crumb: `${text.number}. ${text.name}`,
    category: 'i-ching',
    trail: [ICHING],
    description: `Hexagram ${text.number}, ${text.name}: ${shape.upper.name} above ${shape.lower.name}. ${text.summary}`.slice(0, 300),
    body: [`Hexagram ${text.number}.`, `Keywords: ${text.keywords.join(', ')}.`, text.judgement, text.image, ...text.lines],
  });
}

function numberDocument(text: NumberText): SearchDocument {
  return searchDocument({
    url: href(ROUTES.numerologyNumber, { number: text.number }),
    title: `Numerology Number ${text.number}: ${text.title}`,
    crumb: `${text.number}: ${text.title}`,
    category: 'numerology',
    trail: [NUMEROLOGY],
    description: metaLength(`${text.title}: ${text.keywords.join(', ')}. ${text.essence}`, 200),
    body: [
      `Number ${text.number}.`,
      text.essence,
      `${text.number} as a life path number. ${text.lifePath}`,
      `${text.number} as an expression number. ${text.expression}`,
      `${text.number} as a soul urge number. ${text.soulUrge}`,
      `${text.number} as a birthday number. ${text.birthday}`,
      `A personal year ${text.number}. ${text.personalYear}`,
    ],
  });
}

/**
 * "1990 Metal Horse": each year of the sign from 1900 to 2100 with its element, by the cycles of
 * twelve animals and ten stems (two years to an element), so "horse 1990" finds the Horse. The
 * calendar's exact new-year dates are the sign page's business, not the search's.
 */
function signYears(sign: ChineseSign): string {
  const years: string[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    if (signOfYear(year) !== sign) continue;
    const element = CHINESE_ELEMENTS[Math.floor((((year - 4) % 10) + 10) % 10 / 2)]!;
    years.push(`${year} ${CHINESE_ELEMENT_NAMES[element]} ${CHINESE_SIGN_NAMES[sign]}`);
  }
  return years.join(', ');
}

function chineseSignDocument(sign: ChineseSign): SearchDocument {
  const text = chineseSignText(sign);
  const name = CHINESE_SIGN_NAMES[sign];
  return searchDocument({
    url: href(ROUTES.chineseSign, { sign }),
    title: `The ${name}: Chinese Zodiac Sign, Years and Personality`,
    crumb: name,
    category: 'chinese-zodiac',
    trail: [CHINESE],
    description: `The ${name} in the Chinese zodiac (${text.traits.slice(0, 3).join(', ')}): personality, strengths, challenges, love and work, and every ${name} year from 1900 to 2100 with its element.`,
    body: [
      `Year of the ${name}.`,
      `Traits: ${text.traits.join(', ')}.`,
      text.personality,
      text.strengths,
      text.challenges,
      text.love,
      text.work,
      signYears(sign),
    ],
  });
}

/** The landing pages and every hexagram, number and Chinese sign. */
export function divinationDocuments(): SearchDocument[] {
  return [
    searchDocument({
      url: href(ROUTES.iching),
      title: 'The I Ching: All 64 Hexagrams and What They Mean',
      crumb: 'I Ching',
      category: 'i-ching',
      trail: [],
      description: 'The 64 hexagrams of the I Ching in the King Wen order, each with its judgement, image, trigrams and six lines, in plain modern English.',
      body: [...ICHING_INTRO, ALL_HEXAGRAM_TEXTS.map((text) => `${text.number}. ${text.name}`).join(', ')],
    }),
    ...ALL_HEXAGRAM_TEXTS.map(hexagramDocument),
    searchDocument({
      url: href(ROUTES.dailyHexagram.base),
      title: 'Hexagram of the Day',
      category: 'i-ching',
      trail: [ICHING],
      description: 'The I Ching hexagram of the day, the same for everyone, and what it suggests for the day.',
      body: ['Daily hexagram, I Ching of the day.'],
    }),
    searchDocument({
      url: href(ROUTES.numerology),
      title: 'Numerology Calculator: Life Path, Expression and Soul Urge Numbers',
      crumb: 'Numerology',
      category: 'numerology',
      trail: [],
      description: 'Find your life path, expression, soul urge, birthday number and personal year from your birth date and name, free, with what each number means and how it is reduced.',
      body: ['Numerology calculator. Life path number from the birth date; expression, soul urge and personality numbers from the name; master numbers 11, 22 and 33.', ALL_NUMBER_TEXTS.map((text) => `${text.number}: ${text.title}`).join(', ')],
    }),
    ...ALL_NUMBER_TEXTS.map(numberDocument),
    searchDocument({
      url: href(ROUTES.dailyNumber.base),
      title: 'Number of the Day',
      category: 'numerology',
      trail: [NUMEROLOGY],
      description: 'The numerology number of the day: what the day’s number suggests, and for members their own personal day number.',
      body: ['Daily number, universal day number, personal day number.'],
    }),
    searchDocument({
      url: href(ROUTES.chineseZodiac),
      title: 'Chinese Zodiac Calculator: What Is My Chinese Sign?',
      crumb: 'Chinese Zodiac',
      category: 'chinese-zodiac',
      trail: [],
      description: 'Find your Chinese zodiac sign and element from your date of birth. The calculator counts each year from Chinese New Year, so January and February birthdays get the right animal.',
      body: [
        'Chinese zodiac calculator, Chinese New Year, the twelve animals and five elements.',
        ALL_CHINESE_SIGN_TEXTS.map((text) => `${CHINESE_SIGN_NAMES[text.sign]}: ${text.traits.join(', ')}`).join('; '),
        ...ALL_ELEMENT_TEXTS.map((text) => `${CHINESE_ELEMENT_NAMES[text.element]}: ${text.nature}`),
      ],
    }),
    ...CHINESE_SIGNS.map(chineseSignDocument),
  ];
}
