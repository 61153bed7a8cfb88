import { glossaryHref } from '../../../shared/horoscopes/glossary';
import { HOROSCOPE_TIME_ZONE, type TextPart, type TransitLine } from '../../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { PLANET_NAMES, type PlanetId } from './sky/bodies';
import type { Transit } from './compose';
import type { PersonalTransit } from './personal';
import { LruCache } from '../../cache/lru-cache';

export type { TextPart, TransitLine };

/**
 * The "Why this reading" list in words: each transit as a line of text whose planet, aspect and
 * sign each link to their short explanation, and when it is exact, or from when to when.
 */


const WHEN = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const WHEN_WITH_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** Formatters are built once: building one costs about what a whole horoscope page does. */
const YEAR_ONLY = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, year: 'numeric' });

/** Instants said recently: every page of a day's horoscopes names the same few. */
const said = new LruCache<string>(2000);

/** An instant as readers of the horoscopes' zone say it; the year only when it is not `year`. */
export function formatInstant(iso: string, year?: number): string {
  const key = `${iso} ${year}`;
  const known = said.get(key);
  if (known !== undefined) return known;
  const date = new Date(iso);
  const sameYear = year === undefined || Number(YEAR_ONLY.format(date)) === year;
  const text = (sameYear ? WHEN : WHEN_WITH_YEAR).format(date);
  said.set(key, text);
  return text;
}

const planet = (id: PlanetId, prefix = 'the '): TextPart[] => [
  ...(prefix && (id === 'sun' || id === 'moon') ? [{ text: prefix }] : []),
  { text: PLANET_NAMES[id], href: glossaryHref('planet', id) },
];
const sign = (slug: ZodiacSlug): TextPart => ({ text: ZODIAC_SIGNS.find((each) => each.slug === slug)!.name, href: glossaryHref('sign', slug) });
const capitalizeFirst = (parts: TextPart[]): TextPart[] =>
  parts.map((part, index) => (index === 0 ? { ...part, text: part.text.charAt(0).toUpperCase() + part.text.slice(1) } : part));

const DAY_ONLY = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, month: 'long', day: 'numeric' });

function when(transit: { exact?: string; start?: string; end?: string }, year: number, kind: Transit['kind']): string {
  if (transit.exact && kind === 'aspect' && transit.start && transit.end) {
    // An aspect is felt while it is within orb: say when it is exact and the days it spans.
    return `exact ${formatInstant(transit.exact, year)}, in orb ${DAY_ONLY.format(new Date(transit.start))} to ${DAY_ONLY.format(new Date(transit.end))}`;
  }
  if (transit.exact && kind !== 'ingress') return `exact ${formatInstant(transit.exact, year)}`;
  const parts: string[] = [];
  if (transit.start) parts.push(`from ${formatInstant(transit.start, year)}`);
  if (transit.end) parts.push(`until ${formatInstant(transit.end, year)}`);
  return parts.join(' ');
}

/** Lines already written, by transit: a horoscope and its transits are made once a period and shown on every view of it. */
const described = new WeakMap<Transit, { year: number; line: TransitLine }>();

/** One transit of a horoscope as a line of the "Why this reading" list (the same object for the same transit and year: read it, never change it). */
export function describeTransit(transit: Transit, year: number): TransitLine {
  const known = described.get(transit);
  if (known?.year === year) return known.line;
  const line = writeTransit(transit, year);
  described.set(transit, { year, line });
  return line;
}

function writeTransit(transit: Transit, year: number): TransitLine {
  let parts: TextPart[];
  switch (transit.kind) {
    case 'moon-sign':
      parts = [...planet('moon'), { text: ' in ' }, sign(transit.sign!)];
      break;
    case 'ingress':
      parts = [...planet(transit.body), { text: ' in ' }, sign(transit.sign!)];
      break;
    case 'station':
      parts = [...planet(transit.body), { text: ' turns ' }, { text: transit.phase === 'retrograde' ? 'retrograde' : 'direct', href: glossaryHref('term', transit.phase === 'retrograde' ? 'retrograde' : 'station') }, { text: ' in ' }, sign(transit.sign!)];
      break;
    case 'lunation':
      parts = [{ text: transit.phase === 'new-moon' ? 'New Moon' : 'Full Moon', href: glossaryHref('term', transit.phase!) }, { text: ' in ' }, sign(transit.sign!)];
      break;
    case 'aspect':
      parts = [...planet(transit.body), { text: ' ' }, { text: transit.aspect!, href: glossaryHref('aspect', transit.aspect!) }, { text: ' ' }, ...planet(transit.target!, '')];
      break;
  }
  const line: TransitLine = { parts: capitalizeFirst(parts), when: when(transit, year, transit.kind) };
  if (transit.exact) line.exact = transit.exact;
  if (transit.kind === 'ingress' && transit.start) line.exact = transit.start;
  return line;
}

/** A transit to the member's own chart: "Mars square your natal Sun". */
export function describePersonalTransit(transit: PersonalTransit, year: number): TransitLine {
  const parts: TextPart[] = [
    ...planet(transit.body),
    { text: ' ' },
    { text: transit.aspect, href: glossaryHref('aspect', transit.aspect) },
    { text: ' your natal ' },
    ...planet(transit.natal, ''),
  ];
  return {
    parts: capitalizeFirst(parts),
    when: transit.exact ? `exact ${formatInstant(transit.exact, year)}` : `within ${transit.orb.toFixed(1)}° of exact`,
    ...(transit.exact ? { exact: transit.exact } : {}),
  };
}
