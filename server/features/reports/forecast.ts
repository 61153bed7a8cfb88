import { ASPECT_NAMES, POINT_NAMES, pointOf, type NatalAspectType, type NatalChart } from '../../../shared/reports/natal';
import type { ReportChapter, ReportSection } from '../../../shared/reports/report';
import { MONTH_NAMES } from '../../../shared/site/calendar';
import { FORECAST_FRAMING, houseTransitText, sunMonthText } from '../../content/forecast/library';
import { transitText } from '../../content/transits/library';
import { ordinal } from './interpret';
import { findTransits, houseSegments, TRANSITING_PLANETS, type ForecastTransit, type TransitingPlanet } from './transits';

/**
 * The three forecasts (issue #26, spec 3 §2-§3, §9): twelve months from the first of a month, read
 * from the slow planets' transits to the natal chart (./transits.ts) and the houses they and the
 * Sun move through, in the writing of server/content/forecast and server/content/transits.
 *
 * - The yearly forecast: `chapter_1` the introduction, then one chapter per month (the Sun's house
 *   that month, and each transit read in the month it begins, or the first month when it began
 *   before), then the closing.
 * - The big-picture forecasts: the introduction, one chapter per slow planet (the houses it crosses
 *   in date order, then its transits), the year month by month (the Sun's houses), the closing.
 *   The love forecast reads every text for love.
 * - Houses: the chart's own with a birth time; for the big-picture forecasts, cast for where the
 *   reader lives now when those cusps are given (they need the birth time too); without a birth
 *   time, solar houses (whole signs from the Sun's sign). Each is said in the introduction.
 * - A text is shown once: a second transit with the same text, or a month whose Sun is in a house
 *   already read, says so in a sentence of its own. Dates are UTC calendar dates.
 */

export type ForecastCode = 'yearly-forecast-redux' | 'big-picture-forecast-redux' | 'big-picture-love-forecast-redux';
export const FORECAST_MONTHS = 12;

/** A transit active today, as 'More For Today' lists it (spec 3 §3 "Transit"); dates YYYY-MM-DD. */
export interface TodayTransit {
  title: string;
  header: string;
  dates: { start: string; end: string; peak: string };
  body: string;
  tags: string[];
}

export interface ForecastInput {
  chart: NatalChart;
  code: ForecastCode;
  /** YYYY-MM-01. */
  forecastDate: string;
  today: Date;
  /** The cusps cast for where the reader lives now (the big-picture forecasts). */
  relocated?: { cusps: number[]; label: string };
}

/** 'March 3, 2027': an instant's UTC calendar date. */
export function formatForecastDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
/** 'YYYY-MM-DD' of an instant (UTC). */
export const forecastDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

const name = (id: TransitingPlanet | ForecastTransit['point']) => POINT_NAMES[id].name;
const TITLE_WORD: Record<NatalAspectType, string> = { conjunction: 'conjunct', sextile: 'sextile', square: 'square', trine: 'trine', opposition: 'opposite' };
const VERB: Record<NatalAspectType, string> = { conjunction: 'passes over', sextile: 'sextiles', square: 'squares', trine: 'trines', opposition: 'opposes' };
const NOUN: Record<NatalAspectType, string> = { conjunction: 'conjunction with', sextile: 'sextile to', square: 'square to', trine: 'trine to', opposition: 'opposition to' };

/** 'Jupiter trine your Sun'. */
export const transitTitle = (transit: ForecastTransit): string => `${name(transit.transiting)} ${TITLE_WORD[transit.type]} your ${name(transit.point)}`;

const listed = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** 'Jupiter trines your Sun from … to …, exact on …' */
export function transitDatesLine(transit: ForecastTransit): string {
  const exacts = [...new Set(transit.exacts.map(formatForecastDate))];
  const peak = exacts.length > 0 ? `exact on ${listed(exacts)}` : `coming closest on ${formatForecastDate(transit.peak)} without quite reaching the exact aspect`;
  return `${name(transit.transiting)} ${VERB[transit.type]} your ${name(transit.point)} from ${formatForecastDate(transit.start)} to ${formatForecastDate(transit.end)}, ${peak}.`;
}

interface Month {
  year: number;
  /** 1-12. */
  month: number;
  label: string;
  start: Date;
  end: Date;
}

function monthsFrom(forecastDate: string): Month[] {
  const match = /^(\d{4})-(\d{2})-01$/.exec(forecastDate);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) throw new Error(`A forecast starts on the first of a month (YYYY-MM-01), not ${forecastDate}`);
  const [year, month] = [Number(match[1]), Number(match[2])];
  return Array.from({ length: FORECAST_MONTHS }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 1 + index, 1));
    const end = new Date(Date.UTC(year, month + index, 1));
    return { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, label: `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`, start, end };
  });
}

type HouseFrame = { kind: 'natal' | 'relocated' | 'solar'; cusps: number[]; label?: string };

/** Whose houses the forecast reads (see the top of the file). */
function houseFrame(input: ForecastInput): HouseFrame {
  const { chart, code, relocated } = input;
  if (chart.houses === null) {
    const first = Math.floor(pointOf(chart, 'sun')!.longitude / 30) * 30;
    return { kind: 'solar', cusps: Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360) };
  }
  if (relocated && code !== 'yearly-forecast-redux') return { kind: 'relocated', cusps: relocated.cusps, label: relocated.label };
  return { kind: 'natal', cusps: chart.houses.map((house) => house.cusp) };
}

/** What one report has shown already, so no text is shown twice. */
class Shown {
  readonly transitTexts = new Map<string, ForecastTransit>();
  constructor(readonly love: boolean) {}

  /** A transit's chapter: its dates, then its text (or, when the text was shown for another transit, a pointer to it). */
  transit(transit: ForecastTransit): ReportChapter {
    const key = `${transit.transiting}-${transit.point}-${transit.kind}`;
    const earlier = this.transitTexts.get(key);
    let body: string;
    if (earlier) body = `What is said above of ${transitTitle(earlier)} holds for this ${transit.type} as well, since both are ${transit.kind} aspects between the same two points.`;
    else {
      const text = transitText(transit.transiting, transit.point, transit.kind);
      body = this.love ? text.love : text.text;
      this.transitTexts.set(key, transit);
    }
    return { title: transitTitle(transit), paragraphs: [transitDatesLine(transit), body] };
  }
}

/**
 * Each month's chapter on the Sun: where it is that month, and the reading of one house it is in.
 * The Sun crosses every house in a year, but a month can hold three houses and a house can lie in
 * one month only, so the houses are matched to the months (an augmenting-path matching) to read
 * as many as possible, each month trying the house it is in at mid-month first, then the others,
 * longest stay first. A month left without a house of its own says which month read it.
 */
function sunChapters(months: Month[], cusps: readonly number[], love: boolean): ReportChapter[] {
  const day = (iso: string) => `${MONTH_NAMES[new Date(iso).getUTCMonth()]} ${new Date(iso).getUTCDate()}`;
  const plans = months.map((month) => {
    const segments = houseSegments('sun', cusps, month.start, month.end);
    const noon15 = Date.UTC(month.year, month.month - 1, 15, 12);
    const middle = segments.find((segment) => Date.parse(segment.start) <= noon15 && noon15 < Date.parse(segment.end))!.house;
    const span = (segment: { start: string; end: string }) => Date.parse(segment.end) - Date.parse(segment.start);
    const others = [...segments].sort((x, y) => span(y) - span(x)).map((segment) => segment.house);
    return { segments, middle, candidates: [...new Set([middle, ...others])] };
  });
  const monthOfHouse = new Map<number, number>();
  const assign = (index: number, visited: Set<number>): boolean => {
    for (const house of plans[index]!.candidates) {
      if (visited.has(house)) continue;
      visited.add(house);
      const holder = monthOfHouse.get(house);
      if (holder === undefined || assign(holder, visited)) {
        monthOfHouse.set(house, index);
        return true;
      }
    }
    return false;
  };
  plans.forEach((_, index) => assign(index, new Set()));
  const houseOfMonth = new Map([...monthOfHouse].map(([house, index]) => [index, house]));
  return months.map((month, index) => {
    const { segments, middle } = plans[index]!;
    const [first, ...rest] = segments;
    const where =
      rest.length === 0
        ? `All through ${month.label} the Sun is in your ${ordinal(first!.house)} House.`
        : `In ${month.label} the Sun starts in your ${ordinal(first!.house)} House, then ${listed(rest.map((segment) => `enters your ${ordinal(segment.house)} on ${day(segment.start)}`))}.`;
    const house = houseOfMonth.get(index);
    if (house === undefined) {
      const reader = months[monthOfHouse.get(middle)!]!.label;
      return { title: `The Sun in Your ${ordinal(middle)} House Again`, paragraphs: [where, `The reading of your ${ordinal(middle)} House under ${reader} holds for ${month.label} as well, so give its themes a second, steadier look now.`] };
    }
    const text = sunMonthText(house);
    return { title: `The Sun in Your ${ordinal(house)} House`, paragraphs: [where, love ? text.love : text.text] };
  });
}

function introduction(input: ForecastInput, frame: HouseFrame, months: Month[], transits: ForecastTransit[], love: boolean): ReportSection {
  const framing = input.code === 'yearly-forecast-redux' ? FORECAST_FRAMING.yearly : love ? FORECAST_FRAMING.love : FORECAST_FRAMING.big_picture;
  const span = `This forecast reads the twelve months from ${months[0]!.label} through ${months.at(-1)!.label} for ${input.chart.name}, with every date given by the calendar in Greenwich (UTC).`;
  const chapters: ReportChapter[] = [{ title: 'About This Forecast', paragraphs: [framing, span] }];
  if (frame.kind === 'solar') {
    chapters.push({
      title: 'Your Houses Without a Birth Time',
      paragraphs: [FORECAST_FRAMING.solar_houses, 'Without a birth time the Moon’s place on your birth day is uncertain by several degrees, so its transits are left out here, as are those to the Ascendant and Midheaven, which the birth time decides.'],
    });
  }
  if (frame.kind === 'relocated') chapters.push({ title: 'Your Houses Where You Live Now', paragraphs: [FORECAST_FRAMING.relocated, `The houses in this forecast are cast for ${frame.label}.`] });
  const beyond = (transit: ForecastTransit) =>
    Date.parse(transit.peak) >= months.at(-1)!.end.getTime() ? ', after these twelve months' : Date.parse(transit.peak) < months[0]!.start.getTime() ? ', before these twelve months' : '';
  chapters.push(
    transits.length === 0
      ? { title: 'The Year at a Glance', paragraphs: ['No slow planet comes within orb of a close aspect to your chart in these twelve months, so the houses they cross tell the story of the year.'] }
      : {
          title: 'The Year at a Glance',
          paragraphs: [`In these twelve months the slow planets make ${transits.length === 1 ? 'one transit' : `${transits.length} transits`} to your chart. In the order of their peaks:`],
          list: [...transits].sort((a, b) => Date.parse(a.peak) - Date.parse(b.peak)).map((transit) => `${transitTitle(transit)}: at its peak on ${formatForecastDate(transit.peak)}${beyond(transit)}.`),
        },
  );
  return { code: 'chapter_1', title: 'Introduction', chapters };
}

const closingSection = (number: number, love: boolean): ReportSection => ({
  code: `chapter_${number}`,
  title: 'Looking Ahead',
  chapters: [{ title: love ? 'Carrying Love Forward' : 'Carrying the Year Forward', paragraphs: [love ? FORECAST_FRAMING.closing_love : FORECAST_FRAMING.closing] }],
});

const inMonth = (iso: string, month: Month) => Date.parse(iso) >= month.start.getTime() && Date.parse(iso) < month.end.getTime();

/** The yearly forecast's months: the Sun, the transits beginning, and the dates of those read earlier. */
function yearlyMonths(months: Month[], frame: HouseFrame, transits: ForecastTransit[], shown: Shown): ReportSection[] {
  const suns = sunChapters(months, frame.cusps, shown.love);
  const readIn = new Map<ForecastTransit, Month>();
  for (const transit of transits) readIn.set(transit, months.find((month) => inMonth(transit.start, month)) ?? months[0]!);
  return months.map((month, index) => {
    const chapters: ReportChapter[] = [suns[index]!];
    for (const transit of transits.filter((each) => readIn.get(each) === month)) chapters.push(shown.transit(transit));
    const events: { at: number; sentence: string }[] = [];
    for (const transit of transits.filter((each) => readIn.get(each) !== month)) {
      const what = `${name(transit.transiting)}’s ${NOUN[transit.type]} your ${name(transit.point)}, read in ${readIn.get(transit)!.label},`;
      for (const exact of transit.exacts.filter((each) => inMonth(each, month))) events.push({ at: Date.parse(exact), sentence: `${what} is exact on ${formatForecastDate(exact)}.` });
      if (inMonth(transit.end, month)) events.push({ at: Date.parse(transit.end), sentence: `${what} draws to a close on ${formatForecastDate(transit.end)}.` });
    }
    if (events.length > 0) chapters.push({ title: 'Also This Month', paragraphs: [events.sort((a, b) => a.at - b.at).map((event) => event.sentence).join(' ')] });
    return { code: `chapter_${index + 2}`, title: month.label, chapters };
  });
}

/** Where a planet is during the forecast: 'for the whole of this forecast', 'from … to …', 'and again'. */
function houseDatesLine(planet: TransitingPlanet, house: number, segments: { house: number; start: string; end: string }[], months: Month[]): string {
  const first = months[0]!.start.toISOString();
  const last = months.at(-1)!.end.toISOString();
  const spans = segments
    .filter((segment) => segment.house === house)
    .map((segment) => {
      if (segment.start === first && segment.end === last) return 'for the whole of this forecast';
      if (segment.start === first) return `from the start of this forecast until ${formatForecastDate(segment.end)}`;
      if (segment.end === last) return `from ${formatForecastDate(segment.start)} to the end of this forecast`;
      return `from ${formatForecastDate(segment.start)} to ${formatForecastDate(segment.end)}`;
    });
  return `${name(planet)} is in your ${ordinal(house)} House ${spans.join(' and again ')}.`;
}

/** The big-picture forecasts' chapter for one slow planet: its houses in date order, then its transits. */
function planetSection(planet: TransitingPlanet, number: number, months: Month[], frame: HouseFrame, transits: ForecastTransit[], shown: Shown): ReportSection {
  const segments = houseSegments(planet, frame.cusps, months[0]!.start, months.at(-1)!.end);
  const houses = [...new Set(segments.map((segment) => segment.house))];
  const chapters: ReportChapter[] = houses.map((house) => {
    const text = houseTransitText(planet, house);
    return { title: `${name(planet)} in Your ${ordinal(house)} House`, paragraphs: [houseDatesLine(planet, house, segments, months), shown.love ? text.love : text.text] };
  });
  const own = transits.filter((transit) => transit.transiting === planet);
  chapters.push(...own.map((transit) => shown.transit(transit)));
  if (own.length === 0) {
    chapters.push({
      title: `${name(planet)} and Your Chart`,
      paragraphs: [`${name(planet)} makes no close aspect to the planets and points of your chart in these twelve months, so its work this year is done through the house it crosses.`],
    });
  }
  return { code: `chapter_${number}`, title: name(planet), chapters };
}

/** The forecast's transits active at an instant, as 'More For Today' shows them. */
function todayList(input: ForecastInput, transits: ForecastTransit[], from: Date, to: Date, love: boolean): TodayTransit[] {
  const now = input.today.getTime();
  const pool = now >= from.getTime() && now < to.getTime() ? transits : findTransits(input.chart, input.today, input.today);
  return pool
    .filter((transit) => Date.parse(transit.start) <= now && now <= Date.parse(transit.end))
    .map((transit) => {
      const text = transitText(transit.transiting, transit.point, transit.kind);
      return {
        title: transitTitle(transit),
        header: `${name(transit.transiting)} ${ASPECT_NAMES[transit.type].glyph} ${name(transit.point)}`,
        dates: { start: forecastDay(transit.start), end: forecastDay(transit.end), peak: forecastDay(transit.peak) },
        body: love ? text.love : text.text,
        tags: [transit.transiting, transit.point, transit.type, transit.kind],
      };
    });
}

/** A forecast's sections, its 'More For Today' list and its transits (the twelve months'). */
export function forecastReport(input: ForecastInput): { sections: ReportSection[]; today: TodayTransit[]; transits: ForecastTransit[] } {
  const months = monthsFrom(input.forecastDate);
  const from = months[0]!.start;
  const to = months.at(-1)!.end;
  const love = input.code === 'big-picture-love-forecast-redux';
  const frame = houseFrame(input);
  const transits = findTransits(input.chart, from, to);
  const shown = new Shown(love);
  const sections: ReportSection[] = [introduction(input, frame, months, transits, love)];
  if (input.code === 'yearly-forecast-redux') {
    sections.push(...yearlyMonths(months, frame, transits, shown));
  } else {
    TRANSITING_PLANETS.forEach((planet, index) => sections.push(planetSection(planet, index + 2, months, frame, transits, shown)));
    sections.push({
      code: `chapter_${sections.length + 1}`,
      title: 'Month by Month',
      chapters: sunChapters(months, frame.cusps, love).map((chapter, index) => ({ ...chapter, title: `${months[index]!.label}: ${chapter.title}` })),
    });
  }
  sections.push(closingSection(sections.length + 1, love));
  return { sections, today: todayList(input, transits, from, to, love), transits };
}
