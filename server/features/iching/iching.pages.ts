import { z } from 'zod';
import { changedAt, hexagramOf, hexagramShape, type HexagramShape } from '../../../shared/iching/hexagrams';
import { href, ROUTES } from '../../../shared/routes';
import { HexagramPage, IChingIndexPage, type HexagramLink } from '../../../views/iching/iching-pages';
import { ICHING_INTRO } from '../../content/iching-intro';
import { ALL_HEXAGRAM_TEXTS, hexagramSlug, hexagramText, hexagramTextBySlug, trigramText } from '../../content/iching/library';
import { definePage, type AnyPage } from '../../http/page-module';
import { hexagramHref, hexagramLink } from './hexagram-links';
import type { CollectionPage, ListItem, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { siteArticleJsonLd } from '../crawlers';

/**
 * The I Ching's pages (issue #24, spec 2 §2): `/i-ching`, the 64 hexagrams in the King Wen order,
 * and `/i-ching/hexagrams/{slug}`, each drawn with its trigrams, judgement, image and six lines,
 * and the hexagrams its lines lead to.
 */

const ICHING_CRUMBS = [
  { label: 'Home', href: href(ROUTES.home) },
  { label: 'I Ching', href: href(ROUTES.iching) },
];

const more = () => [
  {
    id: 'iching-more',
    title: 'More I Ching',
    links: [
      { label: 'The Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
      { label: 'All 64 hexagrams', href: href(ROUTES.iching) },
    ],
  },
];

const indexPage = definePage({
  path: ROUTES.iching,
  load: () => ({
    intro: [...ICHING_INTRO],
    hexagrams: ALL_HEXAGRAM_TEXTS.map((text) => hexagramLink(text.number)),
    breadcrumb: [ICHING_CRUMBS[0]!, { label: 'I Ching' }],
    related: more(),
    current: href(ROUTES.iching),
  }),
  head: (data, context) => ({
    title: 'The I Ching: All 64 Hexagrams and What They Mean',
    description: 'The 64 hexagrams of the I Ching in the King Wen order, each with its judgement, image, trigrams and six lines, in plain modern English.',
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'CollectionPage',
      name: 'The I Ching: the 64 Hexagrams',
      mainEntity: { '@type': 'ItemList', itemListElement: data.hexagrams.map((hexagram, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: `${hexagram.number}. ${hexagram.name}`, url: `${context.config.SITE_URL}${hexagram.href}` })) },
    } satisfies WithContext<CollectionPage>,
  }),
  View: IChingIndexPage,
});

/** The hexagram with its lines upside down (its partner in most of the King Wen pairs). */
const reversedOf = (shape: HexagramShape) => hexagramOf([...shape.lines].reverse());
const oppositeOf = (shape: HexagramShape) => hexagramOf(shape.lines.map((line) => (line === 1 ? 0 : 1)));

const hexagramPage = definePage({
  path: ROUTES.hexagram,
  // An unknown slug is the 404 page, like any address no page has.
  params: z.object({ slug: z.enum(ALL_HEXAGRAM_TEXTS.map(hexagramSlug) as [string, ...string[]]) }),
  load: ({ params }) => {
    const text = hexagramTextBySlug(params.slug)!;
    const shape = hexagramShape(text.number)!;
    const view = (trigram: HexagramShape['upper']) => ({ name: trigram.name, symbol: trigram.symbol, ...trigramText(trigram.slug) });
    const reversed = reversedOf(shape);
    const link = (number: number): HexagramLink => hexagramLink(number);
    return {
      number: text.number,
      name: text.name,
      pinyin: text.pinyin,
      chinese: text.chinese,
      lines: [...shape.lines],
      keywords: text.keywords,
      summary: text.summary,
      judgement: text.judgement,
      image: text.image,
      upper: view(shape.upper),
      lower: view(shape.lower),
      lineTexts: text.lines.map((line, index) => ({ text: line, becomes: link(changedAt(text.number, index).number) })),
      opposite: link(oppositeOf(shape).number),
      reversed: reversed.number === text.number ? null : link(reversed.number),
      previous: text.number > 1 ? link(text.number - 1) : null,
      next: text.number < 64 ? link(text.number + 1) : null,
      breadcrumb: [...ICHING_CRUMBS, { label: `${text.number}. ${text.name}` }],
      related: more(),
    };
  },
  head: (data, context) => ({
    title: `I Ching Hexagram ${data.number}: ${data.name} (${data.pinyin})`,
    description: `Hexagram ${data.number}, ${data.name}: ${data.upper.name} above ${data.lower.name}. ${hexagramText(data.number).summary}`.slice(0, 300),
    ogType: 'article' as const,
    jsonLd: siteArticleJsonLd(context.config, { headline: `Hexagram ${data.number}: ${data.name}`, about: 'I Ching', path: hexagramHref(data.number) }),
  }),
  View: HexagramPage,
});

export const ichingPages: AnyPage[] = [indexPage, hexagramPage];
