import { href, ROUTES } from '../routes';
import { ZODIAC_SIGNS, type ZodiacSlug } from './zodiac';

/**
 * The astrology glossary's entries by id (their texts are server/content/astrology-glossary.ts), and
 * where each lives: `/astrology/glossary/{id}` for planets, aspects and terms, `/astrology/{sign}`
 * for a sign (a sign's glossary entry is its sign page).
 */

export const GLOSSARY_PATH = ROUTES.glossary;

export const GLOSSARY_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export const GLOSSARY_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export const GLOSSARY_TERMS = ['lunar-nodes', 'retrograde', 'station', 'ingress', 'new-moon', 'full-moon', 'solar-houses', 'houses', 'orb', 'applying-aspect'] as const;

export type GlossaryPlanetId = (typeof GLOSSARY_PLANETS)[number];
export type GlossaryAspectId = (typeof GLOSSARY_ASPECTS)[number];
export type GlossaryTermId = (typeof GLOSSARY_TERMS)[number];
export type GlossaryId = GlossaryPlanetId | GlossaryAspectId | GlossaryTermId;

/** Every entry with a page of its own under /astrology/glossary, in the index's order. */
export const GLOSSARY_IDS: readonly GlossaryId[] = [...GLOSSARY_PLANETS, ...GLOSSARY_ASPECTS, ...GLOSSARY_TERMS];

export type GlossaryKind = 'planet' | 'sign' | 'aspect' | 'term';

/** Other names the sky engine and the horoscopes use for an entry (a node's two versions, a station's direction, ...). */
const ALIASES: Readonly<Record<string, GlossaryId>> = {
  'mean-node': 'lunar-nodes',
  'true-node': 'lunar-nodes',
  'north-node': 'lunar-nodes',
  'south-node': 'lunar-nodes',
  node: 'lunar-nodes',
  nodes: 'lunar-nodes',
  'station-retrograde': 'station',
  'station-direct': 'station',
  stations: 'station',
  direct: 'station',
  'moon-sign': 'ingress',
  'solar-house': 'solar-houses',
  house: 'houses',
  applying: 'applying-aspect',
  separating: 'applying-aspect',
  'separating-aspect': 'applying-aspect',
};

const IDS = new Set<string>(GLOSSARY_IDS);
const SIGNS = new Set<string>(ZODIAC_SIGNS.map((sign) => sign.slug));

/** The glossary id an engine name stands for (`true-node` is `lunar-nodes`), or undefined when there is none. */
export function glossaryIdOf(id: string): GlossaryId | undefined {
  const key = id.trim().toLowerCase();
  if (IDS.has(key)) return key as GlossaryId;
  return ALIASES[key];
}

/** An entry's page: `/astrology/glossary/{id}`. */
export const glossaryTermHref = (id: GlossaryId): string => href(ROUTES.glossaryTerm, { term: id });

/**
 * Where the short explanation of a planet, sign, aspect or term lives, for the links of a
 * horoscope's "Why this reading" list. A sign links to its sign page; a planet, aspect or term to
 * its glossary page (the engine's names are accepted too: `true-node`, `station-direct`,
 * `moon-sign`). Anything unknown links to the glossary's index, so a link never leads to a 404.
 */
export function glossaryHref(kind: GlossaryKind, id: string): string {
  const key = id.trim().toLowerCase();
  if (kind === 'sign') return SIGNS.has(key) ? href(ROUTES.signs[key as ZodiacSlug]) : href(ROUTES.glossary);
  const entry = glossaryIdOf(key);
  return entry ? glossaryTermHref(entry) : href(ROUTES.glossary);
}
