import { checkForm } from '../../shared/forms/form-schema';
import { birthChartFormSchema, birthChartYears, chartSearch, ChartQuerySchema } from '../../shared/reports/birth-chart.form';
import { pointOf, type NatalChart } from '../../shared/reports/natal';
import { reportWords } from '../../shared/reports/report';
import { repeatedSentences } from '../../server/content/text-rules';
import { castChart, houseOf } from '../../server/features/reports/natal-chart';
import { bigThree, essentialReport } from '../../server/features/reports/interpret';
import { spreadApart } from '../../views/reports/chart-wheel';

const TODAY = () => ({ year: 2026, month: 11, day: 26 });
const schema = birthChartFormSchema(TODAY);
const LONDON = { cityId: 2643743, label: 'London, England, United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const TROMSO = { cityId: 3133880, label: 'Tromsø, Troms og Finnmark, Norway', latitude: 69.6489, longitude: 18.95508, timezone: 'Europe/Oslo' };

const filled = {
  birth_name: 'Ana',
  gender: 'female',
  birth_date_month: '4',
  birth_date_day: '15',
  birth_date_year: '1990',
  birth_time_hour: '2',
  birth_time_minute: '30',
  birth_time_ampm: 'pm',
  birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: '2643743' },
};

function chartOf(utc: string, timeKnown: boolean, place = LONDON, houses: 'placidus' | 'whole-sign' = 'placidus'): NatalChart {
  return castChart({ utc: new Date(utc), offsetSeconds: 3600, timeKnown, houses, name: 'Ana', gender: 'female', birthDate: utc.slice(0, 10), birthTime: timeKnown ? '14:30' : null, place });
}

describe('the birth chart form (spec 3 §5)', () => {
  it('turns the spec’s fields into birth details: 12-hour time to 24, female and am by default', () => {
    const checked = checkForm(schema, filled);
    expect(checked.success && checked.data).toEqual({ name: 'Ana', gender: 'female', birth_date: '1990-04-15', birth_time: '14:30', birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 }, houses: 'placidus' });
    const midnight = checkForm(schema, { ...filled, gender: '', birth_time_hour: '12', birth_time_minute: '5', birth_time_ampm: '' });
    expect(midnight.success && [midnight.data.gender, midnight.data.birth_time]).toEqual(['female', '00:05']);
    const noon = checkForm(schema, { ...filled, birth_time_hour: '12', birth_time_ampm: 'pm' });
    expect(noon.success && noon.data.birth_time).toBe('12:30');
  });

  it('says ‘This field is required’ under each missing field, and unknown counts as a time', () => {
    const checked = checkForm(schema, { birth_name: ' ' });
    expect(checked.success).toBe(false);
    expect(checked.errors).toEqual({
      birth_name: 'This field is required',
      birth_date_month: 'This field is required',
      birth_date_day: 'This field is required',
      birth_date_year: 'This field is required',
      birth_time_hour: 'This field is required',
      birth_time_minute: 'This field is required',
      'birth_location.country': 'This field is required',
      'birth_location.city': 'This field is required',
    });
    const unknown = checkForm(schema, { ...filled, birth_time_hour: '', birth_time_minute: '', birth_time_unknown: 'on' });
    expect(unknown.success && unknown.data.birth_time).toBeNull();
  });

  it('refuses a day that does not exist and a date in the future', () => {
    expect(checkForm(schema, { ...filled, birth_date_month: '2', birth_date_day: '30' }).errors).toEqual({ birth_date_day: 'Please choose a date that exists.' });
    expect(checkForm(schema, { ...filled, birth_date_year: '2027' }).errors).toEqual({ birth_date_year: 'The birth date cannot be in the future.' });
    expect(checkForm(schema, { ...filled, birth_date_year: '1899' }).errors).toEqual({ birth_date_year: 'This field is required' });
  });

  it('lists the years from this year down to 1900 (spec 3 §9)', () => {
    const years = birthChartYears(TODAY());
    expect([years[0], years.at(-1), years.length]).toEqual([2026, 1900, 127]);
  });

  it('writes the chart’s address so that it reads back as the same details', () => {
    const search = chartSearch({ name: 'Ana Lucía', gender: 'male', birth_date: '1990-04-15', birth_time: null, city_id: 2643743, houses: 'equal' });
    expect(ChartQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))).toEqual({ name: 'Ana Lucía', gender: 'male', date: '1990-04-15', time: 'unknown', city_id: 2643743, houses: 'equal' });
    expect(ChartQuerySchema.safeParse({ name: 'A', date: '1990-02-30', time: '14:30', city_id: '1' }).success).toBe(false);
    expect(ChartQuerySchema.safeParse({ name: 'A', date: '1990-02-03', time: '25:30', city_id: '1' }).success).toBe(false);
  });
});

describe('the natal chart', () => {
  it('places every planet in the house between its cusps, the Ascendant in the first', () => {
    expect(houseOf(5, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])).toBe(1);
    expect(houseOf(345, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])).toBe(12);
    const chart = chartOf('1990-04-15T13:30:00Z', true);
    expect(chart.houses).toHaveLength(12);
    expect(pointOf(chart, 'ascendant')).toMatchObject({ sign: 'leo', house: 1 });
    expect(pointOf(chart, 'sun')).toMatchObject({ sign: 'aries', house: 9 });
    expect(chart.points.map((point) => point.id)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'north-node', 'ascendant', 'midheaven']);
  });

  it('without a birth time has no houses, angles or Moon aspects, and gives the Moon’s signs over the day', () => {
    // 1990-04-03: the Moon left Cancer for Leo that day.
    const chart = chartOf('1990-04-03T11:00:00Z', false);
    expect(chart.houses).toBeNull();
    expect(pointOf(chart, 'ascendant')).toBeUndefined();
    expect(chart.points.every((point) => point.house === undefined)).toBe(true);
    expect(chart.aspects.some((aspect) => aspect.a === 'moon' || aspect.b === 'moon')).toBe(false);
    expect(chart.moonDay).toMatchObject({ from: 'cancer', to: 'leo' });
    expect(bigThree(chart)[1]!.paragraphs[1]).toContain('moved from Cancer into Leo');
  });

  it('says when Placidus cannot be drawn near the pole (Porphyry instead), and draws Whole Sign there', () => {
    const december = chartOf('1990-12-21T11:00:00Z', true, TROMSO);
    expect(december.fallback).toBe('porphyry');
    expect(chartOf('1990-12-21T11:00:00Z', true, TROMSO, 'whole-sign').fallback).toBeUndefined();
  });

  it('spreads crowded glyphs at least 8.5° apart, keeping their order round the wheel', () => {
    const shown = spreadApart([10, 11, 12, 13, 200]);
    for (let i = 0; i < 3; i++) expect((shown[i + 1]! - shown[i]! + 360) % 360).toBeGreaterThanOrEqual(8.49);
    // Centred over the true places (mean 11.5°).
    const unwrapped = shown.slice(0, 4).map((longitude) => (longitude > 180 ? longitude - 360 : longitude));
    expect(unwrapped.reduce((sum, longitude) => sum + longitude, 0) / 4).toBeCloseTo(11.5, 5);
    expect(shown[4]).toBe(200);
  });
});

describe('the Essential Birth Report', () => {
  it('reads over 4,000 words for a chart with a birth time, with no sentence twice', () => {
    for (const utc of ['1990-04-15T13:30:00Z', '1975-09-02T04:10:00Z', '2003-01-30T22:45:00Z']) {
      const sections = essentialReport(chartOf(utc, true));
      expect(reportWords(sections)).toBeGreaterThan(4000);
      expect(repeatedSentences(sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]))).toEqual([]);
      expect(sections.map((section) => section.code)).toEqual(['big_three', 'planets_in_signs', 'planets_in_houses', 'angles', 'aspects', 'balance', 'closing']);
    }
  });

  it('differs where two charts differ', () => {
    const a = essentialReport(chartOf('1990-04-15T13:30:00Z', true)).flatMap((section) => section.chapters.flatMap((chapter) => chapter.paragraphs));
    const b = essentialReport(chartOf('1990-04-15T23:30:00Z', true)).flatMap((section) => section.chapters.flatMap((chapter) => chapter.paragraphs));
    // Ten hours later: the same Sun, another Moon degree, another Rising and other houses.
    expect(a[0]).toBe(b[0]);
    expect(a.filter((paragraph) => !b.includes(paragraph)).length).toBeGreaterThan(10);
  });

  it('reads a polar birth in full, on Porphyry houses where Placidus has none', () => {
    const chart = chartOf('1990-12-21T11:00:00Z', true, TROMSO);
    expect(chart.fallback).toBe('porphyry');
    const sections = essentialReport(chart);
    expect(sections.map((section) => section.code)).toContain('planets_in_houses');
    expect(reportWords(sections)).toBeGreaterThan(4000);
    expect(repeatedSentences(sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]))).toEqual([]);
  });

  it('without a birth time leaves out the houses and angles and says why', () => {
    const sections = essentialReport(chartOf('1990-04-03T11:00:00Z', false));
    expect(sections.map((section) => section.code)).toEqual(['big_three', 'planets_in_signs', 'aspects', 'balance', 'closing']);
    expect(sections[0]!.chapters[2]!.title).toBe('Your Rising Sign');
  });
});
