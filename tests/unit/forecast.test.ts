import { FORECAST_FRAMING } from '../../server/content/forecast/library';
import { repeatedSentences } from '../../server/content/text-rules';
import { transitText } from '../../server/content/transits/library';
import { houses } from '../../server/features/horoscopes/sky/houses';
import { findAspectTimes } from '../../server/features/horoscopes/sky/search';
import { forecastReport, formatForecastDate, transitTitle, type ForecastCode } from '../../server/features/reports/forecast';
import { castChart } from '../../server/features/reports/natal-chart';
import { findTransits, MERGE_GAP_DAYS, separationFrom, TRANSIT_ORBS } from '../../server/features/reports/transits';
import { pointOf, type NatalChart } from '../../shared/reports/natal';
import { reportWords, type ReportSection } from '../../shared/reports/report';

const MINUTE = 60_000;
const DAY = 86_400_000;
const LONDON = { cityId: 2643743, label: 'London, England, United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const NEW_YORK = { cityId: 5128581, label: 'New York, New York, United States', latitude: 40.71427, longitude: -74.00597, timezone: 'America/New_York' };
const chartOf = (utc: string, timeKnown: boolean, place = LONDON): NatalChart =>
  castChart({ utc: new Date(utc), offsetSeconds: 0, timeKnown, houses: 'placidus', name: 'Ana', gender: 'female', birthDate: utc.slice(0, 10), birthTime: timeKnown ? utc.slice(11, 16) : null, place });

/** Four births: three with a time, one without (an Aquarius Sun). */
const ANA = chartOf('1990-04-15T13:30:00Z', true);
const BEN = chartOf('1985-09-02T04:10:00Z', true, NEW_YORK);
const CLEO = chartOf('1972-12-24T22:45:00Z', true, NEW_YORK);
const DEV = chartOf('1963-02-11T12:00:00Z', false);
const CODES: ForecastCode[] = ['yearly-forecast-redux', 'big-picture-forecast-redux', 'big-picture-love-forecast-redux'];
const TODAY = new Date('2026-12-10T12:00:00Z');
const FROM = new Date('2026-11-01T00:00:00Z');
const TO = new Date('2027-11-01T00:00:00Z');
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The twelve months from November 2026, across the year end. */
const MONTHS = ['November 2026', 'December 2026', ...MONTH_NAMES.slice(0, 10).map((month) => `${month} 2027`)];

const paragraphs = (sections: readonly ReportSection[]) => sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]).filter(Boolean);
/** Each report once: the assembly is what is tested, not its speed. */
const reports = new Map<string, ReturnType<typeof forecastReport>>();
const report = (chart: NatalChart, code: ForecastCode) => {
  const key = `${chart.utc}-${code}`;
  if (!reports.has(key)) reports.set(key, forecastReport({ chart, code, forecastDate: '2026-11-01', today: TODAY }));
  return reports.get(key)!;
};

describe('the forecasts’ transits (issue #26)', () => {
  const transits = findTransits(ANA, FROM, TO);

  it('finds each transit’s exact hits where the sky engine’s root-finding puts them, to the minute', () => {
    expect(transits.length).toBeGreaterThan(5);
    for (const transit of transits) {
      const natal = pointOf(ANA, transit.point)!.longitude;
      const engine = findAspectTimes(transit.transiting, { longitude: natal }, transit.type, new Date(Date.parse(transit.start) - DAY), new Date(Date.parse(transit.end) + DAY));
      expect(transit.exacts).toHaveLength(engine.length);
      transit.exacts.forEach((exact, i) => expect(Math.abs(Date.parse(exact) - engine[i]!.getTime())).toBeLessThan(MINUTE));
      if (engine.length > 0) expect(transit.exacts).toContain(transit.peak);
      expect(transit.start <= transit.peak && transit.peak <= transit.end).toBe(true);
    }
    // A retrograde loop: three exact hits in one transit, the peak the one nearest the middle.
    const loop = transits.find((transit) => transit.exacts.length === 3)!;
    expect(loop.peak).toBe(loop.exacts[1]);
  });

  it('starts and ends each transit where the separation crosses the orb, found to the minute, even outside the range asked for', () => {
    for (const transit of transits) {
      const natal = pointOf(ANA, transit.point)!.longitude;
      const orb = TRANSIT_ORBS[transit.transiting];
      const separation = (ms: number) => separationFrom(transit.transiting, natal, transit.type, new Date(ms));
      for (const edge of [Date.parse(transit.start), Date.parse(transit.end)]) {
        expect(edge % MINUTE).toBe(0);
        expect(Math.abs(separation(edge) - orb)).toBeLessThan(0.001);
      }
      expect(separation(Date.parse(transit.start) - DAY)).toBeGreaterThan(orb);
      expect(separation(Date.parse(transit.end) + DAY)).toBeGreaterThan(orb);
      expect(separation(Date.parse(transit.peak))).toBeLessThan(orb);
      // In orb at some moment of the twelve months.
      expect(Date.parse(transit.start) < TO.getTime() && Date.parse(transit.end) > FROM.getTime()).toBe(true);
    }
    expect(transits.some((transit) => Date.parse(transit.start) < FROM.getTime())).toBe(true);
    expect(transits.some((transit) => Date.parse(transit.end) > TO.getTime())).toBe(true);
  });

  it('keeps a retrograde loop as one transit, sorted by start, with its kind', () => {
    expect(transits.map((transit) => transit.start)).toEqual([...transits.map((transit) => transit.start)].sort());
    const keys = transits.map((transit) => `${transit.transiting}-${transit.point}-${transit.type}`);
    for (const key of new Set(keys)) {
      const same = transits.filter((_, i) => keys[i] === key);
      for (let i = 1; i < same.length; i++) expect(Date.parse(same[i]!.start) - Date.parse(same[i - 1]!.end)).toBeGreaterThan(MERGE_GAP_DAYS * DAY);
    }
    expect(transits.every((transit) => ({ conjunction: 'conjunction', sextile: 'flowing', trine: 'flowing', square: 'tense', opposition: 'tense' })[transit.type] === transit.kind)).toBe(true);
  });

  it('without a birth time, leaves out the Moon, the Ascendant and the Midheaven', () => {
    const points = new Set(findTransits(DEV, FROM, TO).map((transit) => transit.point));
    expect(points.size).toBeGreaterThan(0);
    for (const point of ['moon', 'ascendant', 'midheaven'] as const) expect(points.has(point)).toBe(false);
    // With a birth time they are read.
    expect(transits.some((transit) => transit.point === 'ascendant' || transit.point === 'midheaven')).toBe(true);
  });
});

describe('the yearly forecast', () => {
  it('runs twelve months across the year end: the introduction, November 2026 to October 2027, the closing', () => {
    const { sections } = report(ANA, 'yearly-forecast-redux');
    expect(sections.map((section) => section.code)).toEqual(Array.from({ length: 14 }, (_, i) => `chapter_${i + 1}`));
    expect(sections.map((section) => section.title)).toEqual(['Introduction', ...MONTHS, 'Looking Ahead']);
    expect(sections[0]!.chapters[0]!.paragraphs[0]).toBe(FORECAST_FRAMING.yearly);
    expect(sections.at(-1)!.chapters[0]!.paragraphs).toEqual([FORECAST_FRAMING.closing]);
    // Every month opens with the Sun's house; the Sun crosses all twelve in a year, each read once.
    const sunTitles = sections.slice(1, 13).map((section) => section.chapters[0]!.title);
    expect(new Set(sunTitles).size).toBe(12);
  });

  it('reads each transit once, in the month it begins (the first month when it began before), with its dates', () => {
    const { sections, transits } = report(ANA, 'yearly-forecast-redux');
    for (const transit of transits) {
      const holders = sections.filter((section) => section.chapters.some((chapter) => chapter.title === transitTitle(transit)));
      expect(holders).toHaveLength(1);
      const begins = new Date(Math.max(Date.parse(transit.start), FROM.getTime()));
      expect(holders[0]!.title).toBe(`${MONTH_NAMES[begins.getUTCMonth()]} ${begins.getUTCFullYear()}`);
      const chapter = holders[0]!.chapters.find((each) => each.title === transitTitle(transit))!;
      expect(chapter.paragraphs[0]).toContain(`from ${formatForecastDate(transit.start)} to ${formatForecastDate(transit.end)}`);
      expect(chapter.paragraphs[1]).toBe(transitText(transit.transiting, transit.point, transit.kind).text);
    }
  });

  it('without a birth time, reads solar houses and says so', () => {
    const { sections, transits } = report(DEV, 'yearly-forecast-redux');
    expect(paragraphs(sections)).toContain(FORECAST_FRAMING.solar_houses);
    expect(transits.some((transit) => ['moon', 'ascendant', 'midheaven'].includes(transit.point))).toBe(false);
    // An Aquarius Sun: the Sun is in the first solar house (Aquarius) in mid-February.
    expect(sections.find((section) => section.title === 'February 2027')!.chapters[0]!.title).toBe('The Sun in Your First House');
    expect(sections.find((section) => section.title === 'August 2027')!.chapters[0]!.title).toBe('The Sun in Your Seventh House');
  });

  it('reads two charts differently', () => {
    const first = paragraphs(report(ANA, 'yearly-forecast-redux').sections);
    const second = new Set(paragraphs(report(BEN, 'yearly-forecast-redux').sections));
    expect(first.filter((paragraph) => !second.has(paragraph)).length).toBeGreaterThan(first.length / 2);
  });
});

describe('the big-picture forecasts', () => {
  it('read each slow planet’s houses and transits, the year month by month, and the closing', () => {
    const { sections, transits } = report(ANA, 'big-picture-forecast-redux');
    expect(sections.map((section) => section.title)).toEqual(['Introduction', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Month by Month', 'Looking Ahead']);
    expect(sections.map((section) => section.code)).toEqual(Array.from({ length: 8 }, (_, i) => `chapter_${i + 1}`));
    expect(sections[0]!.chapters[0]!.paragraphs[0]).toBe(FORECAST_FRAMING.big_picture);
    const jupiter = sections[1]!.chapters.map((chapter) => chapter.title);
    expect(jupiter[0]).toMatch(/^Jupiter in Your \w+ House$/);
    for (const transit of transits.filter((each) => each.transiting === 'jupiter')) expect(jupiter).toContain(transitTitle(transit));
    expect(sections[6]!.chapters.map((chapter) => chapter.title.split(':')[0])).toEqual(MONTHS);
  });

  it('the love forecast reads the same year for love', () => {
    const general = report(ANA, 'big-picture-forecast-redux');
    const love = report(ANA, 'big-picture-love-forecast-redux');
    expect(love.sections.map((section) => section.title)).toEqual(general.sections.map((section) => section.title));
    expect(love.sections[0]!.chapters[0]!.paragraphs[0]).toBe(FORECAST_FRAMING.love);
    expect(love.sections.at(-1)!.chapters[0]!.paragraphs).toEqual([FORECAST_FRAMING.closing_love]);
    const transit = love.transits[0]!;
    expect(paragraphs(love.sections)).toContain(transitText(transit.transiting, transit.point, transit.kind).love);
    // What the two share is only the dates and the framing of houses: no general reading is left in the love forecast.
    const loveTexts = new Set(paragraphs(love.sections));
    const readings = general.sections.slice(1).flatMap((section) => section.chapters.flatMap((chapter) => chapter.paragraphs.slice(1)));
    expect(readings.length).toBeGreaterThan(20);
    expect(readings.filter((paragraph) => loveTexts.has(paragraph))).toEqual([]);
  });

  it('casts the houses for where the reader lives now when given, and says so; the yearly forecast keeps the birth houses', () => {
    const losAngeles = houses(new Date(ANA.utc), 34.05223, -118.24368).cusps;
    const relocated = forecastReport({ chart: ANA, code: 'big-picture-forecast-redux', forecastDate: '2026-11-01', today: TODAY, relocated: { cusps: losAngeles, label: 'Los Angeles, California, United States' } });
    const texts = paragraphs(relocated.sections);
    expect(texts).toContain(FORECAST_FRAMING.relocated);
    expect(texts.join(' ')).toContain('Los Angeles, California, United States');
    expect(relocated.sections[1]!.chapters[0]!.title).not.toBe(report(ANA, 'big-picture-forecast-redux').sections[1]!.chapters[0]!.title);
    const yearly = forecastReport({ chart: ANA, code: 'yearly-forecast-redux', forecastDate: '2026-11-01', today: TODAY, relocated: { cusps: losAngeles, label: 'Los Angeles' } });
    expect(paragraphs(yearly.sections)).toEqual(paragraphs(report(ANA, 'yearly-forecast-redux').sections));
  });
});

describe('every forecast', () => {
  it.each(CODES)('%s: no sentence repeats, and it reaches 3,000 words, on four charts', (code) => {
    for (const chart of [ANA, BEN, CLEO, DEV]) {
      const { sections } = report(chart, code);
      expect(repeatedSentences(paragraphs(sections))).toEqual([]);
      expect(reportWords(sections)).toBeGreaterThanOrEqual(3000);
    }
  });

  it('lists the transits active today (More For Today), with their dates, text and tags', () => {
    const { today, transits } = report(ANA, 'yearly-forecast-redux');
    const active = transits.filter((transit) => Date.parse(transit.start) <= TODAY.getTime() && TODAY.getTime() <= Date.parse(transit.end));
    expect(today.map((item) => item.title)).toEqual(active.map(transitTitle));
    expect(today.length).toBeGreaterThan(0);
    const first = today[0]!;
    expect(first.dates).toEqual({ start: active[0]!.start.slice(0, 10), end: active[0]!.end.slice(0, 10), peak: active[0]!.peak.slice(0, 10) });
    expect(first.body).toBe(transitText(active[0]!.transiting, active[0]!.point, active[0]!.kind).text);
    expect(first.tags).toEqual([active[0]!.transiting, active[0]!.point, active[0]!.type, active[0]!.kind]);
    expect(report(ANA, 'big-picture-love-forecast-redux').today[0]!.body).toBe(transitText(active[0]!.transiting, active[0]!.point, active[0]!.kind).love);
    // A forecast for later years still lists what is active today.
    const later = forecastReport({ chart: ANA, code: 'yearly-forecast-redux', forecastDate: '2028-03-01', today: TODAY });
    expect(later.today.map((item) => item.title)).toEqual(today.map((item) => item.title));
  });

  it('formats dates for the page and refuses a start that is not the first of a month', () => {
    expect(formatForecastDate('2027-03-03T23:59:00.000Z')).toBe('March 3, 2027');
    expect(() => forecastReport({ chart: ANA, code: 'yearly-forecast-redux', forecastDate: '2026-11-15', today: TODAY })).toThrow('first of a month');
  });
});
