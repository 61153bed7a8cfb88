import { SLANTS, type HoroscopeSlant } from '../../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import type { HoroscopeLibrary } from '../../content/horoscopes/library';
import type { AspectFamily, HouseNumber, HousePlanet, Slant, StationPlanet } from '../../content/horoscopes/types';
import { ASPECT_PAIRS, HOUSE_PLANETS, SKY_PLANETS } from '../../content/horoscopes/types';
import type { AspectType } from './sky/aspects';
import { PLANET_NAMES, type PlanetId } from './sky/bodies';
import type { PeriodSky, SkyAspect, SkyLunation, SkyStation, SkyStay } from './period-sky';

/**
 * Writes one sign's horoscope from its period's sky: the sign is the first solar house, each
 * event is read in the house it falls in, and the library's sentences are chosen by rotation
 * (a pool of 31 read one entry a day never repeats within 30 days) so the same sign, slant and
 * date always give the same text. Pure: the sky and the library come in, text and reasons go out.
 */

/** One reason behind a horoscope (the JSON API's `transits` and the "Why this reading" list). */
export interface Transit {
  kind: 'aspect' | 'ingress' | 'station' | 'lunation' | 'moon-sign';
  body: PlanetId;
  target?: PlanetId;
  aspect?: AspectType;
  sign?: ZodiacSlug;
  /** For a lunation: new-moon or full-moon; for a station: retrograde or direct. */
  phase?: string;
  exact?: string;
  start?: string;
  end?: string;
}

export interface ComposedHoroscope {
  paragraphs: string[];
  transits: Transit[];
}

const FAMILY: Record<AspectType, AspectFamily> = { conjunction: 'conjunction', sextile: 'flowing', trine: 'flowing', square: 'tense', opposition: 'tense' };
const ASPECT_WEIGHT: Record<AspectType, number> = { conjunction: 5, opposition: 4, square: 4, trine: 3, sextile: 2 };
const BODY_WEIGHT: Record<Slant, Record<PlanetId, number>> = {
  general: { sun: 4, moon: 2, mercury: 3, venus: 3, mars: 3, jupiter: 3, saturn: 3, uranus: 2, neptune: 2, pluto: 2 },
  love: { sun: 3, moon: 3, mercury: 2, venus: 6, mars: 4, jupiter: 3, saturn: 2, uranus: 2, neptune: 3, pluto: 2 },
};

const signIndex = (sign: ZodiacSlug) => ZODIAC_SIGNS.findIndex((each) => each.slug === sign);

/** The solar house a sign is for a reader: their own sign is the first. */
export function solarHouse(reader: ZodiacSlug, sign: ZodiacSlug): HouseNumber {
  return ((((signIndex(sign) - signIndex(reader)) % 12) + 12) % 12) + 1 as HouseNumber;
}

const pick = <T>(pool: readonly T[], turn: number): T => pool[((turn % pool.length) + pool.length) % pool.length]!;
const iso = (date: Date | undefined) => date?.toISOString();
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The number of days, weeks or months since 1970: what turns the rotation pools. */
function turnOf(sky: PeriodSky): number {
  const days = Math.round(Date.parse(`${sky.date}T00:00:00Z`) / 86_400_000);
  if (sky.period === 'day') return days;
  if (sky.period === 'week') return Math.floor((days + 3) / 7);
  const [year, month] = sky.date.split('-').map(Number);
  return year! * 12 + month! - 1;
}

interface Writer {
  library: HoroscopeLibrary;
  reader: ZodiacSlug;
  slant: Slant;
  turn: number;
  salt: number;
}

function area(writer: Writer, house: HouseNumber, turn: number): string {
  return pick(writer.library.houses.houseAreas[house][writer.slant], turn + house);
}

function pairKey(a: PlanetId, b: PlanetId): { key: string; swapped: boolean } {
  const [first, second] = SKY_PLANETS.indexOf(a) <= SKY_PLANETS.indexOf(b) ? [a, b] : [b, a];
  return { key: `${first}-${second}`, swapped: first !== a };
}

function aspectSentence(writer: Writer, aspect: SkyAspect, turn: number): string {
  const house = solarHouse(writer.reader, aspect.sign);
  const family = FAMILY[aspect.type];
  const { key } = pairKey(aspect.a, aspect.b);
  const place = area(writer, house, turn);
  const pairs = writer.library.aspects.aspects as Record<string, Record<AspectFamily, Record<Slant, string[]>>>;
  if (ASPECT_PAIRS.includes(key)) return pick(pairs[key]![family][writer.slant], turn).replace('{area}', place);
  const [a, b] = key.split('-') as [PlanetId, PlanetId];
  return pick(writer.library.aspects.slowAspects[family][writer.slant], turn)
    .replace('{a}', PLANET_NAMES[a])
    .replace('{b}', PLANET_NAMES[b])
    .replace('{area}', place);
}

function planetSentence(writer: Writer, body: HousePlanet, sign: ZodiacSlug, turn: number): string {
  return pick(writer.library.planets.planetInHouse[body][solarHouse(writer.reader, sign)][writer.slant], turn);
}

function stationSentence(writer: Writer, station: SkyStation, turn: number): string {
  const pool = writer.library.planets.stations[station.body as StationPlanet][station.kind][writer.slant];
  return pick(pool, turn).replace('{area}', area(writer, solarHouse(writer.reader, station.sign), turn));
}

function lunationSentence(writer: Writer, lunation: SkyLunation, turn: number): string {
  return pick(writer.library.planets.lunations[lunation.kind][writer.slant], turn).replace('{area}', area(writer, solarHouse(writer.reader, lunation.sign), turn));
}

function aspectScore(aspect: SkyAspect, slant: Slant, sky: PeriodSky): number {
  const middle = (sky.startUtc.getTime() + sky.endUtc.getTime()) / 2;
  const span = sky.endUtc.getTime() - sky.startUtc.getTime();
  // Closer to the middle of the period reads stronger; anything exact inside it keeps at least half.
  const closeness = 1 / (1 + Math.abs(aspect.exact.getTime() - middle) / span);
  return ASPECT_WEIGHT[aspect.type] * (BODY_WEIGHT[slant][aspect.a] + BODY_WEIGHT[slant][aspect.b]) * closeness;
}

const ranked = (aspects: SkyAspect[], slant: Slant, sky: PeriodSky) =>
  [...aspects].sort((x, y) => aspectScore(y, slant, sky) - aspectScore(x, slant, sky) || x.exact.getTime() - y.exact.getTime());

const aspectTransit = (aspect: SkyAspect): Transit => ({
  kind: 'aspect',
  body: aspect.a,
  target: aspect.b,
  aspect: aspect.type,
  sign: aspect.sign,
  exact: iso(aspect.exact),
  start: iso(aspect.start),
  end: iso(aspect.end),
});
const stayTransit = (stay: SkyStay, kind: 'moon-sign' | 'ingress'): Transit => ({
  kind,
  body: stay.body,
  sign: stay.sign,
  ...(kind === 'ingress' && stay.start ? { exact: iso(stay.start) } : {}),
  start: iso(stay.start),
  end: iso(stay.end),
});
const stationTransit = (station: SkyStation): Transit => ({ kind: 'station', body: station.body, sign: station.sign, phase: station.kind, exact: iso(station.exact) });
const lunationTransit = (lunation: SkyLunation): Transit => ({ kind: 'lunation', body: 'moon', target: 'sun', sign: lunation.sign, phase: lunation.kind, exact: iso(lunation.exact) });

const inside = (sky: PeriodSky, at: Date) => at >= sky.startUtc && at < sky.endUtc;

/** The event that closes a horoscope: a lunation, then a station, then an ingress, else a planet's house. */
function highlight(writer: Writer, sky: PeriodSky, preferred: readonly HousePlanet[]): { sentence: string; transit: Transit } {
  const lunation = sky.lunations.find((each) => inside(sky, each.exact)) ?? sky.lunations[0];
  if (lunation) return { sentence: lunationSentence(writer, lunation, writer.turn), transit: lunationTransit(lunation) };
  const station = sky.stations[0];
  if (station) return { sentence: stationSentence(writer, station, writer.turn), transit: stationTransit(station) };
  const ingress = sky.ingresses.find((each) => (HOUSE_PLANETS as readonly string[]).includes(each.body));
  if (ingress) {
    const stay = sky.stays.find((each) => each.body === ingress.body && each.sign === ingress.sign) ?? { body: ingress.body, sign: ingress.sign, start: ingress.exact };
    return { sentence: planetSentence(writer, ingress.body as HousePlanet, ingress.sign, writer.turn), transit: stayTransit(stay, 'ingress') };
  }
  const body = pick(preferred, writer.turn + writer.salt);
  const stay = sky.stays.find((each) => each.body === body)!;
  return { sentence: planetSentence(writer, body, stay.sign, writer.turn), transit: stayTransit(stay, 'ingress') };
}

function composeDay(writer: Writer, sky: PeriodSky): ComposedHoroscope {
  const { library, slant, turn, salt } = writer;
  const sign = ZODIAC_SIGNS[signIndex(writer.reader)]!;
  // The Moon's sign at midday: the last of its signs that began before the middle of the day.
  const middleOfDay = (sky.startUtc.getTime() + sky.endUtc.getTime()) / 2;
  const moonStayNow = sky.moonStays.filter((stay) => (stay.start?.getTime() ?? 0) <= middleOfDay).at(-1) ?? sky.moonStays[0]!;
  const moonHouse = solarHouse(writer.reader, moonStayNow.sign);
  const transits: Transit[] = [stayTransit(moonStayNow, 'moon-sign')];

  const opening = [
    pick(library.rotations.dailyOpenings[sign.element][slant], turn + salt),
    pick(library.periods.signNotes[writer.reader][slant], turn),
    pick(library.houses.moonInHouse[moonHouse][slant], turn + Math.floor(turn / 28)),
  ];

  const moonAspects = ranked(
    sky.aspects.filter((aspect) => aspect.a === 'moon' || aspect.b === 'moon'),
    slant,
    sky,
  );
  const otherAspects = ranked(
    sky.aspects.filter((aspect) => aspect.a !== 'moon' && aspect.b !== 'moon'),
    slant,
    sky,
  );
  const chosen = [moonAspects[0], otherAspects[0]].filter((aspect): aspect is SkyAspect => aspect !== undefined);
  const middle = chosen.map((aspect, index) => aspectSentence(writer, aspect, turn + index));
  transits.push(...chosen.map(aspectTransit));
  if (chosen.length === 0) {
    // A day without an aspect near it (rare): Mercury's house keeps the paragraph the sign's own.
    const mercury = sky.stays.find((stay) => stay.body === 'mercury')!;
    middle.push(planetSentence(writer, 'mercury', mercury.sign, turn));
    transits.push(stayTransit(mercury, 'ingress'));
  }
  middle.push(pick(library.rotations.practical[slant], turn + salt));

  const preferred: readonly HousePlanet[] = slant === 'love' ? ['venus', 'mars'] : ['sun', 'mercury', 'venus', 'mars'];
  const closing = highlight(writer, sky, preferred);
  transits.push(closing.transit);
  const last = [closing.sentence, pick(library.rotations.closings[slant], turn + salt)];

  const paragraphs = [opening, middle, last];
  // Keep within 150-300 words: add the Sun's house on a thin day, drop the second aspect on a full one.
  const words = () => paragraphs.flat().reduce((sum, text) => sum + wordCount(text), 0);
  if (words() < 150) {
    const sun = sky.stays.find((stay) => stay.body === 'sun')!;
    const extra = planetSentence(writer, 'sun', sun.sign, turn + 1);
    if (!last.includes(extra)) {
      last.splice(1, 0, extra);
      transits.push(stayTransit(sun, 'ingress'));
    }
  }
  if (words() > 300 && chosen.length > 1) {
    // The transits start [Moon's sign, first aspect, second aspect]: the second goes with its sentence.
    middle.splice(1, 1);
    transits.splice(2, 1);
  }
  return { paragraphs: paragraphs.map((sentences) => sentences.join(' ')), transits };
}

function composeLonger(writer: Writer, sky: PeriodSky): ComposedHoroscope {
  const { library, slant, turn, salt } = writer;
  const sign = ZODIAC_SIGNS[signIndex(writer.reader)]!;
  const transits: Transit[] = [];
  const lead: HousePlanet = slant === 'love' ? 'venus' : 'sun';
  const leadStay = sky.stays.find((stay) => stay.body === lead)!;
  const opening =
    sky.period === 'week' ? pick(library.periods.weeklyOpenings[sign.element][slant], turn + salt) : pick(library.periods.monthlyOpenings[sign.element], turn + salt);
  const first = [opening, pick(library.periods.signNotes[writer.reader][slant], turn + 1), planetSentence(writer, lead, leadStay.sign, turn)];
  transits.push(stayTransit(leadStay, 'ingress'));

  const aspects = ranked(sky.aspects, slant, sky).slice(0, sky.period === 'week' ? 3 : 4);
  const second = aspects.map((aspect, index) => aspectSentence(writer, aspect, turn + index));
  transits.push(...aspects.map(aspectTransit));

  const third: string[] = [];
  for (const lunation of sky.lunations.filter((each) => inside(sky, each.exact))) {
    third.push(lunationSentence(writer, lunation, turn));
    transits.push(lunationTransit(lunation));
  }
  for (const station of sky.stations.filter((each) => inside(sky, each.exact)).slice(0, 2)) {
    third.push(stationSentence(writer, station, turn));
    transits.push(stationTransit(station));
  }
  const ingressLimit = sky.period === 'week' ? 1 : 3;
  for (const ingress of sky.ingresses.filter((each) => inside(sky, each.exact) && each.body !== lead && (HOUSE_PLANETS as readonly string[]).includes(each.body)).slice(0, ingressLimit)) {
    third.push(planetSentence(writer, ingress.body as HousePlanet, ingress.sign, turn + 1));
    transits.push({ kind: 'ingress', body: ingress.body, sign: ingress.sign, exact: iso(ingress.exact) });
  }
  if (third.length === 0) {
    const other: HousePlanet = slant === 'love' ? 'mars' : pick(['mercury', 'mars', 'venus'] as const, turn);
    const stay = sky.stays.find((each) => each.body === other)!;
    third.push(planetSentence(writer, other, stay.sign, turn));
    transits.push(stayTransit(stay, 'ingress'));
  }
  const paragraphs = [first, second, third].filter((sentences) => sentences.length > 0).map((sentences) => sentences.join(' '));
  return { paragraphs, transits };
}

/** One sign's horoscope for a slant and its period's sky. */
export function composeHoroscope(library: HoroscopeLibrary, reader: ZodiacSlug, slant: HoroscopeSlant, sky: PeriodSky): ComposedHoroscope {
  const writer: Writer = { library, reader, slant: SLANTS[slant].love ? 'love' : 'general', turn: turnOf(sky), salt: signIndex(reader) * 7 };
  return sky.period === 'day' ? composeDay(writer, sky) : composeLonger(writer, sky);
}

