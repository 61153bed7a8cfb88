import { allPairs, COMPATIBILITY_SLANTS, signOf, slantSigns, type CompatibilitySlant } from '../../../shared/compatibility/pairs';
import { href, ROUTES } from '../../../shared/routes';
import { allPairTexts, pairText } from '../../content/compatibility/library';
import { baseHref, pairHref, signMatchesHref } from '../compatibility';
import { searchDocument, type SearchCrumb, type SearchDocument } from './search-document';

/**
 * Love and compatibility: the section's landing, each slant's page of every pair, each sign's
 * page of its twelve matches, and the 78 pairs of each slant (love, friendship, Chinese zodiac).
 */

const LANDING: SearchCrumb = { label: 'Love & Compatibility', href: href(ROUTES.loveAndCompatibility) };

/** A sign's name finds its pairs and match lists too: they follow the sign's own pages (astrology-documents.ts). */
const PAIR_BOOST = 0.9;
const MATCHES_BOOST = 0.8;

interface SlantWords {
  name: string;
  /** What the slant reads a pair as ("in love", "as friends"). */
  as: string;
  description: string;
  pairTitle: (pair: string) => string;
  signTitle: (name: string) => string;
}

const SLANT_WORDS: Record<CompatibilitySlant, SlantWords> = {
  love: {
    name: 'Love Compatibility',
    as: 'in love',
    description: 'How the twelve zodiac signs get on in love, all 78 pairs: what draws two signs together, where they clash and how to make it work.',
    pairTitle: (pair) => `${pair} Love Compatibility`,
    signTitle: (name) => `${name} Love Compatibility With Every Sign`,
  },
  friendship: {
    name: 'Friendship Compatibility',
    as: 'as friends',
    description: 'How the twelve zodiac signs get on as friends, all 78 pairs: what they enjoy together, where they rub each other up the wrong way and how to keep the friendship going.',
    pairTitle: (pair) => `${pair} Friendship Compatibility`,
    signTitle: (name) => `${name} Friendship Compatibility With Every Sign`,
  },
  chinese: {
    name: 'Chinese Zodiac Compatibility',
    as: 'in the Chinese zodiac',
    description: 'How the twelve animals of the Chinese zodiac get on, all 78 pairs: the allies, secret friends and clashes of the tradition, and what each pair can make of them.',
    pairTitle: (pair) => `${pair} Compatibility in the Chinese Zodiac`,
    signTitle: (name) => `${name} Compatibility With Every Chinese Zodiac Sign`,
  },
};

function slantDocuments(slant: CompatibilitySlant): SearchDocument[] {
  const words = SLANT_WORDS[slant];
  const base: SearchCrumb = { label: words.name, href: baseHref(slant) };
  const nameOf = (slug: string) => signOf(slant, slug)!.name;
  const pairs = allPairs(slant).map(([first, second]) => {
    const text = pairText(slant, first, second)!;
    const pair = `${nameOf(first)} and ${nameOf(second)}`;
    return searchDocument({
      url: pairHref(slant, first, second),
      title: words.pairTitle(pair),
      crumb: pair,
      category: 'compatibility',
      trail: [LANDING, base],
      description: text.summary,
      body: [`${pair} ${words.as}: ${text.headline}.`, text.attraction, text.clash, text.makeItWork],
      boost: PAIR_BOOST,
    });
  });
  const signs = slantSigns(slant).map((sign) =>
    searchDocument({
      url: signMatchesHref(slant, sign.slug),
      title: words.signTitle(sign.name),
      crumb: sign.name,
      category: 'compatibility',
      trail: [LANDING, base],
      description: `How ${sign.name} gets on ${words.as} with each of the twelve signs, itself included. For each match: what draws the two together, where they clash and how to make it work.`,
      body: slantSigns(slant).map((partner) => `${sign.name} and ${partner.name}: ${pairText(slant, sign.slug, partner.slug)!.headline}.`),
      boost: MATCHES_BOOST,
    }),
  );
  const front = searchDocument({
    url: baseHref(slant),
    title: words.name,
    category: 'compatibility',
    trail: [LANDING],
    description: words.description,
    body: allPairTexts(slant).map((text) => `${nameOf(text.signs[0])} and ${nameOf(text.signs[1])}: ${text.headline}.`),
  });
  return [front, ...signs, ...pairs];
}

export function compatibilityDocuments(): SearchDocument[] {
  return [
    searchDocument({
      url: href(ROUTES.loveAndCompatibility),
      title: 'Love & Compatibility: Zodiac and Chinese Zodiac Matches',
      crumb: 'Love & Compatibility',
      category: 'compatibility',
      trail: [],
      description: 'Every pair of signs read three ways, as lovers, as friends and by the animals of the Chinese zodiac, with the love horoscopes that follow Venus, Mars and the Moon.',
      body: COMPATIBILITY_SLANTS.map((slant) => `${SLANT_WORDS[slant].name}: ${SLANT_WORDS[slant].description}`),
    }),
    ...COMPATIBILITY_SLANTS.flatMap(slantDocuments),
  ];
}
