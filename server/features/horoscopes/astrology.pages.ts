import type { Article, DefinedTerm, DefinedTermSet, Organization, WithContext } from 'schema-dts';
import { z } from 'zod';
import { GLOSSARY_ASPECTS, GLOSSARY_IDS, GLOSSARY_PLANETS, GLOSSARY_TERMS, glossaryHref, glossaryTermHref, type GlossaryId } from '../../../shared/horoscopes/glossary';
import { SLANTS } from '../../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS, formatSignDates, type ZodiacSign } from '../../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../../shared/routes';
import type { PlanetId } from '../../../views/ui/art/planet-glyphs';
import { AstrologyLandingPage } from '../../../views/horoscopes/astrology-landing-page';
import { GlossaryIndexPage, type GlossaryIndexEntry } from '../../../views/horoscopes/glossary-index-page';
import { GlossaryPage } from '../../../views/horoscopes/glossary-page';
import { SignPage } from '../../../views/horoscopes/sign-page';
import type { Config } from '../../config';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { HOROSCOPE_AUTHOR_SLUG, authorBySlug, authorHref } from '../../content/authors';
import { GLOSSARY, glossaryEntry, type GlossaryEntry } from '../../content/astrology-glossary';
import { signContent } from '../../content/signs';
import { PageRedirect, definePage, type AnyPage } from '../../http/page-module';
import { bylineOrganization, siteImage, siteOrganization, undatedPublished } from '../crawlers';

/**
 * The astrology reference pages, all static (no JavaScript): the twelve sign pages
 * (`/astrology/{sign}`, one module each, so they never shadow other `/astrology/...` paths), the
 * glossary and its entries. Each sends its own title, description and
 * canonical URL, and its structured data as JSON-LD in the body.
 */

const SCHEMA = SCHEMA_ORG;
const publisher = siteOrganization;
const houseAuthor = (config: Config): Organization => bylineOrganization(config, HOROSCOPE_AUTHOR_SLUG);

/** The one address of a page: another spelling (`/astrology/Aries`, a trailing slash) is sent there. Returns the address. */
function requireCanonical(path: string, requested: string): string {
  if (requested !== path) throw new PageRedirect(path);
  return path;
}

const signPage = (sign: ZodiacSign): AnyPage =>
  definePage({
    path: ROUTES.signs[sign.slug],
    interactive: false,
    load: ({ config, req }) => {
      const path = requireCanonical(href(ROUTES.signs[sign.slug]), req.path);
      const content = signContent(sign.slug);
      const author = authorBySlug(HOROSCOPE_AUTHOR_SLUG)!;
      const dates = formatSignDates(sign);
      const headline = `${sign.name}: Dates, Traits, Love and Compatibility`;
      return {
        sign,
        dates,
        emblem: content.emblem,
        description: content.description,
        headline,
        rulerHref: glossaryHref('planet', sign.ruler),
        glossaryHref: href(ROUTES.glossary),
        intro: content.intro,
        strengths: content.strengths,
        challenges: content.challenges,
        love: content.love,
        work: content.work,
        element: content.element,
        modality: content.modality,
        ruler: content.ruler,
        compatible: content.compatible.map((match) => ({ slug: match.sign, name: ZODIAC_SIGNS.find((other) => other.slug === match.sign)!.name, reason: match.reason })),
        author: { name: author.name, href: authorHref(author.slug) },
        jsonLd: {
          '@context': SCHEMA,
          '@type': 'Article',
          headline,
          description: content.description,
          url: `${config.SITE_URL}${path}`,
          mainEntityOfPage: `${config.SITE_URL}${path}`,
          image: siteImage(config),
          datePublished: undatedPublished(),
          inLanguage: 'en',
          about: { '@type': 'Thing', name: `${sign.name} (astrology)` },
          author: houseAuthor(config),
          publisher: publisher(config),
        } satisfies WithContext<Article>,
      };
    },
    head: ({ headline, description, jsonLd }) => ({ title: headline, description, ogType: 'article', jsonLd }),
    View: SignPage,
  });

/** `/astrology/aries` … `/astrology/pisces`. */
export const signPages: AnyPage[] = ZODIAC_SIGNS.map(signPage);

/** `/astrology`: the section's front page, the twelve signs and where to read on. */
export const astrologyLandingPage = definePage({
  path: ROUTES.astrology,
  interactive: false,
  load: () => ({
    signs: ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name, dates: formatSignDates(sign), href: href(ROUTES.signs[sign.slug]) })),
    links: [
      { title: 'Daily Horoscope', href: href(SLANTS.daily.base), text: 'Today’s reading for your sign, written from where the Moon and planets really are.' },
      { title: 'Weekly Horoscope', href: href(SLANTS.weekly.base), text: 'The week ahead, Monday to Sunday: its aspects, ingresses, stations and lunations.' },
      { title: 'Monthly Horoscope', href: href(SLANTS.monthly.base), text: 'The month’s new and full moons, and the planets changing signs.' },
      { title: 'Birthday Horoscope', href: href(ROUTES.birthdayHoroscope.base), text: 'The year that starts on your birthday.' },
      { title: 'Astrology Glossary', href: href(ROUTES.glossary), text: 'What the planets, aspects, houses, retrogrades and lunations mean.' },
    ],
  }),
  head: () => ({
    title: 'Astrology: the Twelve Signs, Horoscopes and Glossary',
    description: 'The twelve zodiac signs, horoscopes written from the real sky each day, week and month, and a plain-English glossary of the planets and aspects.',
  }),
  View: AstrologyLandingPage,
});

const NODE_GLYPH: PlanetId = 'true-node';

function glyphOf(entry: GlossaryEntry): PlanetId | undefined {
  if (entry.kind === 'planet') return entry.id as PlanetId;
  return entry.id === 'lunar-nodes' ? NODE_GLYPH : undefined;
}

const hrefOf = glossaryTermHref;

function indexEntries(ids: readonly GlossaryId[]): GlossaryIndexEntry[] {
  return ids.map((id) => {
    const entry = glossaryEntry(id)!;
    return { href: hrefOf(id), name: entry.name, summary: entry.summary, glyph: glyphOf(entry) };
  });
}

const glossaryTitle = 'Astrology Glossary';
const glossaryIntro =
  'Short, plain explanations of the planets, signs, aspects and sky events that our horoscopes are built from. Each transit listed under a horoscope links to one of these.';

/** `/astrology/glossary`. */
export const glossaryIndexPage = definePage({
  path: ROUTES.glossary,
  interactive: false,
  load: ({ config }) => ({
    title: glossaryTitle,
    intro: glossaryIntro,
    planets: indexEntries(GLOSSARY_PLANETS),
    signs: ZODIAC_SIGNS.map((sign) => ({ sign, dates: formatSignDates(sign) })),
    aspects: indexEntries(GLOSSARY_ASPECTS),
    terms: indexEntries(GLOSSARY_TERMS),
    startHere: (['solar-houses', 'houses', 'retrograde', 'new-moon', 'orb'] as const).map((id) => ({ href: hrefOf(id), label: glossaryEntry(id)!.name })),
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'DefinedTermSet',
      name: `${config.SITE_NAME} astrology glossary`,
      description: glossaryIntro,
      url: `${config.SITE_URL}${href(ROUTES.glossary)}`,
      inLanguage: 'en',
      publisher: publisher(config),
      hasDefinedTerm: GLOSSARY.map((entry) => ({ '@type': 'DefinedTerm', name: entry.name, description: entry.summary, url: `${config.SITE_URL}${hrefOf(entry.id)}` })),
    } satisfies WithContext<DefinedTermSet>,
  }),
  head: ({ title, jsonLd }) => ({
    jsonLd,
    title,
    description: 'An astrology glossary in plain English: the ten planets, the lunar nodes, the five major aspects, retrogrades, stations, ingresses, lunations and the houses.',
    ogType: 'article',
  }),
  View: GlossaryIndexPage,
});

const relatedOf = (ids: readonly GlossaryId[]) => ids.map((id) => ({ href: hrefOf(id), label: glossaryEntry(id)!.name }));

/** `/astrology/glossary/{id}`: an unknown id is the 404 page. */
export const glossaryPage = definePage({
  path: ROUTES.glossaryTerm,
  params: z.object({ term: z.enum(GLOSSARY_IDS as [GlossaryId, ...GlossaryId[]]) }),
  interactive: false,
  load: ({ params, config, req }) => {
    const entry = glossaryEntry(params.term)!;
    const path = requireCanonical(hrefOf(entry.id), req.path);
    return {
      ...entry,
      glyph: glyphOf(entry),
      rules: entry.kind === 'planet' ? ZODIAC_SIGNS.filter((sign) => sign.ruler.toLowerCase() === entry.id).map((sign) => ({ slug: sign.slug, name: sign.name })) : [],
      related: [
        { id: 'related-planets', title: 'Planets', links: relatedOf(GLOSSARY_PLANETS) },
        { id: 'related-aspects', title: 'Aspects', links: relatedOf(GLOSSARY_ASPECTS) },
        { id: 'related-terms', title: 'Terms and events', links: relatedOf(GLOSSARY_TERMS) },
      ],
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'DefinedTerm',
        name: entry.name,
        description: entry.summary,
        url: `${config.SITE_URL}${path}`,
        // No inLanguage: a DefinedTerm is not a CreativeWork (its set, the glossary, says the language).
        inDefinedTermSet: { '@type': 'DefinedTermSet', name: `${config.SITE_NAME} astrology glossary`, url: `${config.SITE_URL}${href(ROUTES.glossary)}` },
      } satisfies WithContext<DefinedTerm>,
    };
  },
  head: ({ name, summary, jsonLd }) => ({ title: `${name.replace(/^The /, '')}: ${glossaryTitle}`, description: summary, ogType: 'article', jsonLd }),
  View: GlossaryPage,
});
