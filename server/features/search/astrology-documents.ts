import { GLOSSARY_IDS, glossaryTermHref } from '../../../shared/horoscopes/glossary';
import { HOROSCOPE_SLANTS, SLANTS, type SlantInfo } from '../../../shared/horoscopes/horoscopes';
import { formatSignDates, ZODIAC_SIGNS, type ZodiacSign } from '../../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../../shared/routes';
import { GLOSSARY, glossaryProse, type GlossaryEntry } from '../../content/astrology-glossary';
import { signContent, signProse } from '../../content/signs';
import { searchDocument, type SearchCrumb, type SearchDocument } from './search-document';

/**
 * Astrology and the horoscopes: the twelve sign pages, the astrology landing, the glossary and
 * its terms; each horoscope's sign picker and each sign's horoscope landing page (today's, whose
 * words change every period, is found by the sign and the horoscope's name, not by its text; no
 * dated page is indexed); the birthday horoscope and its twelve signs.
 */

/**
 * A sign's name finds some sixty pages; its own page comes first, then its horoscopes, then the
 * pages that list it among others (compatibility-documents.ts weighs those).
 */
const SIGN_PAGE_BOOST = 1.5;
const SIGN_LANDING_BOOST = 0.9;
const BIRTHDAY_SIGN_BOOST = 0.8;

const ASTROLOGY: SearchCrumb = { label: 'Astrology', href: href(ROUTES.astrology) };
const GLOSSARY_CRUMB: SearchCrumb = { label: 'Glossary', href: href(ROUTES.glossary) };

/** What every page about a sign is also found by: its name, dates, element, modality and ruler. */
const signFacts = (sign: ZodiacSign) => `${sign.name} (${formatSignDates(sign)}): a ${sign.modality} ${sign.element} sign ruled by ${sign.ruler}. ${sign.summary}`;

function signDocument(sign: ZodiacSign): SearchDocument {
  const content = signContent(sign.slug);
  return searchDocument({
    url: href(ROUTES.signs[sign.slug]),
    title: `${sign.name}: Dates, Traits, Love and Compatibility`,
    crumb: sign.name,
    category: 'astrology',
    trail: [ASTROLOGY],
    description: content.description,
    body: [signFacts(sign), `Symbol: ${content.emblem}.`, ...signProse(content)],
    boost: SIGN_PAGE_BOOST,
  });
}

function glossaryDocument(entry: GlossaryEntry): SearchDocument {
  return searchDocument({
    url: glossaryTermHref(entry.id),
    title: `${entry.name.replace(/^The /, '')}: Astrology Glossary`,
    crumb: entry.name,
    category: 'astrology',
    trail: [ASTROLOGY, GLOSSARY_CRUMB],
    description: entry.summary,
    body: glossaryProse(entry),
  });
}

function horoscopeDocuments(info: SlantInfo): SearchDocument[] {
  const picker: SearchCrumb = { label: info.name, href: href(info.routes.base) };
  const each = info.period === 'day' ? 'day' : info.period === 'week' ? 'week' : 'month';
  return [
    searchDocument({
      url: href(info.routes.base),
      title: info.name,
      category: 'horoscopes',
      trail: [],
      description: `Choose your sign for the ${info.name.toLowerCase()}, written each ${each} from where the Sun, Moon and planets really are.`,
      body: [`${info.name} for every zodiac sign.`, ZODIAC_SIGNS.map((sign) => sign.name).join(', ')],
    }),
    ...ZODIAC_SIGNS.map((sign) =>
      searchDocument({
        url: href(info.routes.sign, { sign: sign.slug }),
        title: `${sign.name} ${info.name}`,
        crumb: sign.name,
        category: 'horoscopes',
        trail: [picker],
        description: `The ${info.name.toLowerCase()} for ${sign.name} (${formatSignDates(sign)}), written each ${each} from the real sky: the Moon and planets moving through your solar houses${info.love ? ', read for love and relationships' : ''}.`,
        body: [signFacts(sign), `${sign.name} horoscope${info.love ? ', love horoscope' : ''}.`],
        boost: SIGN_LANDING_BOOST,
      }),
    ),
  ];
}

function birthdayDocuments(): SearchDocument[] {
  const base = ROUTES.birthdayHoroscope;
  const picker: SearchCrumb = { label: 'Birthday Horoscope', href: href(base.base) };
  return [
    searchDocument({
      url: href(base.base),
      title: 'Birthday Horoscope',
      category: 'horoscopes',
      trail: [],
      description: 'Your birthday horoscope: the year ahead from your birthday, read from where the planets stand on it this year.',
      body: ['Birthday horoscope for every day of the year and every sign. Solar return, the year ahead.'],
    }),
    ...ZODIAC_SIGNS.map((sign) =>
      searchDocument({
        url: href(base.sign, { sign: sign.slug }),
        title: `${sign.name} Birthday Horoscopes`,
        crumb: sign.name,
        category: 'horoscopes',
        trail: [picker],
        description: `Birthday horoscopes for every ${sign.name} birthday, ${formatSignDates(sign)}.`,
        body: [signFacts(sign), `${sign.name} birthday horoscope: the year ahead.`],
        boost: BIRTHDAY_SIGN_BOOST,
      }),
    ),
  ];
}

/** The astrology pages and the horoscopes' landing pages. */
export function astrologyDocuments(): SearchDocument[] {
  const glossaryEntries = GLOSSARY_IDS.map((id) => GLOSSARY.find((entry) => entry.id === id)!);
  return [
    searchDocument({
      url: href(ROUTES.astrology),
      title: 'Astrology: the Twelve Signs, Horoscopes and Glossary',
      crumb: 'Astrology',
      category: 'astrology',
      trail: [],
      description: 'The twelve zodiac signs, horoscopes written from the real sky each day, week and month, and a plain-English glossary of the planets and aspects.',
      body: ZODIAC_SIGNS.map(signFacts),
    }),
    ...ZODIAC_SIGNS.map(signDocument),
    searchDocument({
      url: href(ROUTES.glossary),
      title: 'Astrology Glossary',
      crumb: 'Glossary',
      category: 'astrology',
      trail: [ASTROLOGY],
      description: 'An astrology glossary in plain English: the ten planets, the lunar nodes, the five major aspects, retrogrades, stations, ingresses, lunations and the houses.',
      body: glossaryEntries.map((entry) => `${entry.name}: ${entry.summary}`),
    }),
    ...glossaryEntries.map(glossaryDocument),
    ...HOROSCOPE_SLANTS.flatMap((slant) => horoscopeDocuments(SLANTS[slant])),
    ...birthdayDocuments(),
  ];
}
