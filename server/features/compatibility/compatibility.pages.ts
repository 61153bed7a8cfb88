import { z } from 'zod';
import { COMPATIBILITY_SLANTS, isCompatibilitySlant, orderedPair, otherSlant, readPairSegment, slantSigns, type CompatibilitySlant } from '../../../shared/compatibility/pairs';
import { entryId } from '../../../shared/compatibility/chooser';
import { href, ROUTES } from '../../../shared/routes';
import { CompatibilityBasePage, CompatibilityPairOrSignPage, type CompatibilityPairProps, type CompatibilitySignProps } from '../../../views/compatibility/compatibility-pages';
import type { Config } from '../../config';
import { pairText, type CompatibilitySlant as ContentSlant } from '../../content/compatibility/library';
import { AppError } from '../../errors';
import { definePage, PageRedirect, type AnyPage } from '../../http/page-module';
import { BASE_ROUTES, baseHref, chooserProps, pairHref, signMatchesHref, signRef } from './compatibility-links';
import { SLANT_COPY } from './compatibility-copy';
import type { Article, CollectionPage, ListItem, Thing, WithContext } from 'schema-dts';
import { SCHEMA_ORG, type JsonLd } from '../../../shared/site/json-ld';
import { siteImage, siteOrganization, undatedPublished } from '../crawlers';

/**
 * The compatibility pages (issue #24, spec 2 §2, §3, §4): each slant's base (love, friendship,
 * chinese), with the chooser and a link to every one of its 78 pairs; a pair's page at
 * `/astrology/compatibility/{slant}/{first}-and-{second}`; and a sign's page at
 * `/astrology/compatibility/{slant}/{sign}`, where the chooser's `#!` addresses lead.
 */

const SCHEMA = SCHEMA_ORG;
const SLANT_CONTENT: Record<CompatibilitySlant, ContentSlant> = { love: 'love', friendship: 'friendship', chinese: 'chinese' };

const publisher = siteOrganization;

const notFound = () => new AppError('not_found', 'No such page.');

/** Another spelling of a page's address (capitals, a trailing slash, the pair the other way round) goes to its own, for good. */
function requireCanonical(path: string, requested: string): string {
  if (requested !== path) throw new PageRedirect(path, 301);
  return path;
}

const landingCrumb = { label: 'Love & Compatibility', href: href(ROUTES.loveAndCompatibility) };

/** The aside of every compatibility page: the three slants, and where love goes on from here. */
function relatedLinks(): CompatibilityPairProps['related'] {
  return [
    { id: 'compat-slants', title: 'Compatibility', links: COMPATIBILITY_SLANTS.map((slant) => ({ label: SLANT_COPY[slant].baseTitle, href: baseHref(slant) })) },
    {
      id: 'compat-love',
      title: 'Love and the stars',
      links: [
        { label: 'Love & Compatibility', href: href(ROUTES.loveAndCompatibility) },
        { label: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base) },
        { label: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base) },
        { label: 'Chinese Zodiac Calculator', href: href(ROUTES.chineseZodiac) },
      ],
    },
  ];
}

/** A sign of the slant, or '' for none: what the plain chooser form sends (any case). */
const chosenSign = (slant: CompatibilitySlant) =>
  z
    .string()
    .max(20)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['', ...slantSigns(slant).map((sign) => sign.slug)]))
    .optional();

function basePage(slant: CompatibilitySlant): AnyPage {
  const copy = SLANT_COPY[slant];
  const path = BASE_ROUTES[slant];
  return definePage({
    path,
    // The chooser without JavaScript: a GET form to the base (spec 2 §3's path and hash).
    query: z.object({ path: chosenSign(slant), hash: chosenSign(slant) }),
    load: ({ query, req, config, memberUuid }) => {
      const [first, second] = [query.path ?? '', query.hash ?? ''];
      if (first && second) throw new PageRedirect(pairHref(slant, first, second), 303);
      // One sign alone: its page, every match it has.
      if (first || second) throw new PageRedirect(signMatchesHref(slant, first || second), 303);
      const url = `${config.SITE_URL}${requireCanonical(href(path), req.path)}`;
      const signs = slantSigns(slant);
      const groups = signs.map((sign) => ({
        sign: signRef(slant, sign.slug),
        href: signMatchesHref(slant, sign.slug),
        partners: signs.map((partner) => ({ sign: signRef(slant, partner.slug), href: pairHref(slant, sign.slug, partner.slug) })),
      }));
      const pairs = signs.flatMap((sign, index) => signs.slice(index).map((partner) => ({ name: `${sign.name} and ${partner.name}`, url: `${config.SITE_URL}${pairHref(slant, sign.slug, partner.slug)}` })));
      return {
        title: copy.baseTitle,
        kicker: 'Compatibility',
        lede: copy.lede,
        intro: copy.intro,
        ...(slant === 'chinese' ? { introLink: { label: 'Find your Chinese sign by your birth date', href: href(ROUTES.chineseZodiac) } } : {}),
        breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, landingCrumb, { label: copy.baseTitle }],
        related: relatedLinks(),
        current: href(path),
        chooser: chooserProps(slant, 'compat-chooser', memberUuid !== undefined),
        groups,
        jsonLd: {
          '@context': SCHEMA,
          '@type': 'CollectionPage',
          name: copy.baseHeadTitle,
          description: copy.baseDescription,
          url,
          inLanguage: 'en',
          publisher: publisher(config),
          mainEntity: { '@type': 'ItemList', numberOfItems: pairs.length, itemListElement: pairs.map((pair, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: pair.name, url: pair.url })) },
        } satisfies WithContext<CollectionPage>,
      };
    },
    head: ({ jsonLd }) => ({ title: copy.baseHeadTitle, description: copy.baseDescription, jsonLd }),
    View: CompatibilityBasePage,
  });
}

/** `/astrology/compatibility/love/`, `/friendship/` and `/chinese/`. */
export const compatibilityBasePages: AnyPage[] = COMPATIBILITY_SLANTS.map(basePage);

type PairOrSign = (CompatibilityPairProps | CompatibilitySignProps) & { description: string; headTitle: string; jsonLd: JsonLd };

function pairPageData(slant: CompatibilitySlant, a: string, b: string, config: Config): PairOrSign {
  const copy = SLANT_COPY[slant];
  const [firstSlug, secondSlug] = orderedPair(slant, a, b)!;
  const text = pairText(SLANT_CONTENT[slant], firstSlug, secondSlug)!;
  const [first, second] = [signRef(slant, firstSlug), signRef(slant, secondSlug)];
  const title = `${first.name} and ${second.name}`;
  const path = pairHref(slant, firstSlug, secondSlug);
  const other = otherSlant(slant);
  const matches = [first, ...(first.slug === second.slug ? [] : [second])].map((sign) => ({ label: `${sign.name} with every sign`, href: signMatchesHref(slant, sign.slug) }));
  return {
    kind: 'pair',
    title,
    kicker: copy.kicker,
    lede: text.headline,
    breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, landingCrumb, { label: copy.baseTitle, href: baseHref(slant) }, { label: title }],
    related: [{ id: 'compat-more', title: 'More matches', links: [...matches, { label: copy.everyMatch, href: baseHref(slant) }] }, ...relatedLinks()],
    current: path,
    first,
    second,
    writing: { headline: text.headline, summary: text.summary, attraction: text.attraction, clash: text.clash, makeItWork: text.makeItWork },
    ...(other ? { other: { label: SLANT_COPY[other].pairInSlant(title), href: pairHref(other, firstSlug, secondSlug) } } : {}),
    base: { label: copy.everyMatch, href: baseHref(slant) },
    headTitle: copy.pairHeadTitle(title),
    description: text.summary,
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Article',
      headline: `${copy.pairHeadTitle(title)}: ${text.headline}`,
      description: text.summary,
      url: `${config.SITE_URL}${path}`,
      mainEntityOfPage: `${config.SITE_URL}${path}`,
      image: siteImage(config),
      datePublished: undatedPublished(),
      inLanguage: 'en',
      about: [first, second].map((sign): Thing => ({ '@type': 'Thing', name: `${sign.name} (${slant === 'chinese' ? 'Chinese zodiac' : 'astrology'})`, url: `${config.SITE_URL}${sign.href}` })),
      author: publisher(config),
      publisher: publisher(config),
    } satisfies WithContext<Article>,
  };
}

function signPageData(slant: CompatibilitySlant, slug: string, loggedIn: boolean, config: Config): PairOrSign {
  const copy = SLANT_COPY[slant];
  const sign = signRef(slant, slug);
  const path = signMatchesHref(slant, slug);
  const other = otherSlant(slant);
  const entries = slantSigns(slant).map(({ slug: partnerSlug }) => {
    const text = pairText(SLANT_CONTENT[slant], slug, partnerSlug)!;
    const partner = signRef(slant, partnerSlug);
    return {
      id: entryId(partnerSlug),
      title: `${sign.name} and ${partner.name}`,
      partner,
      href: pairHref(slant, slug, partnerSlug),
      writing: { headline: text.headline, summary: text.summary, attraction: text.attraction, clash: text.clash, makeItWork: text.makeItWork },
    };
  });
  const title = copy.signTitle(sign.name);
  return {
    kind: 'sign',
    title,
    kicker: copy.kicker,
    lede: copy.signLede(sign.name),
    breadcrumb: [{ label: 'Home', href: href(ROUTES.home) }, landingCrumb, { label: copy.baseTitle, href: baseHref(slant) }, { label: sign.name }],
    related: [
      {
        id: 'compat-sign',
        title: `More about ${sign.name}`,
        links: [
          { label: slant === 'chinese' ? `The ${sign.name} in the Chinese zodiac` : `${sign.name}: traits, dates and ruler`, href: sign.href },
          ...(other ? [{ label: SLANT_COPY[other].signTitle(sign.name), href: signMatchesHref(other, slug) }] : []),
          { label: copy.everyMatch, href: baseHref(slant) },
        ],
      },
      ...relatedLinks(),
    ],
    current: path,
    sign,
    chooser: chooserProps(slant, 'compat-chooser', loggedIn, { path: slug, reveal: true }),
    entries,
    headTitle: copy.signHeadTitle(sign.name),
    description: `${copy.signLede(sign.name)} For each match: what draws the two together, where they clash and how to make it work.`,
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'CollectionPage',
      name: copy.signHeadTitle(sign.name),
      description: copy.signLede(sign.name),
      url: `${config.SITE_URL}${path}`,
      inLanguage: 'en',
      about: { '@type': 'Thing', name: `${sign.name} (${slant === 'chinese' ? 'Chinese zodiac' : 'astrology'})`, url: `${config.SITE_URL}${sign.href}` },
      publisher: publisher(config),
      hasPart: entries.map((entry): Article => ({ '@type': 'Article', headline: `${entry.title}: ${entry.writing.headline}`, url: `${config.SITE_URL}${entry.href}` })),
    } satisfies WithContext<CollectionPage>,
  };
}

/**
 * `/astrology/compatibility/{slant}/{pair}`: a pair (`aries-and-leo`; the other order, capitals or
 * a trailing slash go there with a 301), or one sign (`aries`), the page the chooser's
 * `{base}{path}#!{hash}` addresses open. Anything else, or a sign of another slant, is the 404 page.
 */
export const compatibilityPairPage = definePage({
  path: ROUTES.compatibilityPair,
  params: z.object({ slant: z.string().max(20), pair: z.string().max(60) }),
  load: ({ params, req, config, memberUuid }): PairOrSign => {
    const slant = params.slant.toLowerCase();
    if (!isCompatibilitySlant(slant)) throw notFound();
    const segment = readPairSegment(slant, params.pair.toLowerCase());
    if (!segment) throw notFound();
    if (segment.kind === 'sign') {
      requireCanonical(signMatchesHref(slant, segment.sign), req.path);
      return signPageData(slant, segment.sign, memberUuid !== undefined, config);
    }
    requireCanonical(pairHref(slant, segment.first, segment.second), req.path);
    return pairPageData(slant, segment.first, segment.second, config);
  },
  head: (data) => ({ title: data.headTitle, description: data.description, ogType: data.kind === 'pair' ? ('article' as const) : ('website' as const), jsonLd: data.jsonLd }),
  View: CompatibilityPairOrSignPage,
});
