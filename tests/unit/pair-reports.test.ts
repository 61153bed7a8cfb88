import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { NATAL_PLANET_IDS, pointOf, type NatalChart } from '../../shared/reports/natal';
import { reportWords, sectionAnchor, type ReportSection } from '../../shared/reports/report';
import { planetInSign } from '../../server/content/natal/library';
import { pairText, placementText, relationshipFraming } from '../../server/content/relationship/library';
import { RELATIONSHIP_REPORTS, type RelationshipReport } from '../../server/content/relationship/types';
import { compositeSignText, dynamicsMarsText, dynamicsSaturnText, elementPair, loveLanguageText, potentialText, synastryText } from '../../server/content/synastry/library';
import { repeatedSentences } from '../../server/content/text-rules';
import { castChart } from '../../server/features/reports/natal-chart';
import { compatibilityReport, relationshipReport, type CompatibilityReport } from '../../server/features/reports/pair-reports';
import { compositeChart, midpoint, synastryAspects, synastryOrb } from '../../server/features/reports/synastry';

const LONDON = { cityId: 2643743, label: 'London, England, United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const NEW_YORK = { cityId: 5128581, label: 'New York, New York, United States', latitude: 40.71427, longitude: -74.00597, timezone: 'America/New_York' };
const real = (name: string, utc: string, timeKnown: boolean, place = LONDON): NatalChart =>
  castChart({ utc: new Date(utc), offsetSeconds: 0, timeKnown, houses: 'placidus', name, gender: 'female', birthDate: utc.slice(0, 10), birthTime: timeKnown ? utc.slice(11, 16) : null, place });

/** Six births: Ana and Cleo both Aries Suns; Dev and Eve both Aquarius Suns without a birth time. */
const ANA = real('Ana', '1990-04-15T13:30:00Z', true);
const BEN = real('Ben', '1985-09-02T04:10:00Z', true, NEW_YORK);
const CLEO = real('Cleo', '1993-04-05T22:45:00Z', true);
const DEV = real('Dev', '1963-02-11T12:00:00Z', false);
const EVE = real('Eve', '1971-01-28T12:00:00Z', false);
const FINN = real('Finn', '1988-07-20T17:05:00Z', true, NEW_YORK);
const PAIRS: [NatalChart, NatalChart][] = [
  [ANA, BEN],
  [ANA, CLEO],
  [DEV, EVE],
  [BEN, FINN],
  [CLEO, DEV],
];
const name = ([a, b]: [NatalChart, NatalChart]) => `${a.name} and ${b.name}`;

/** A chart with the planets at the longitudes given (the rest at 0°), for hand-checked aspects. */
function fake(who: string, longitudes: Record<string, number>, moonDay?: [number, number]): NatalChart {
  const at = (longitude: number) => ({ sign: ZODIAC_SIGNS[Math.floor(longitude / 30)]!.slug, degree: longitude % 30 });
  const chart: NatalChart = {
    name: who,
    gender: 'female',
    birthDate: '2000-01-01',
    birthTime: moonDay ? null : '12:00',
    place: LONDON,
    utc: '2000-01-01T12:00:00Z',
    offsetSeconds: 0,
    houseSystem: 'placidus',
    points: NATAL_PLANET_IDS.map((id) => ({ id, longitude: longitudes[id] ?? 0, ...at(longitudes[id] ?? 0), retrograde: false })),
    houses: moonDay ? null : [],
    aspects: [],
  };
  if (moonDay) chart.moonDay = { from: at(moonDay[0]).sign, to: at(moonDay[1]).sign, fromDegree: at(moonDay[0]).degree, toDegree: at(moonDay[1]).degree };
  return chart;
}
const C = { sun: 10, moon: 75.5, mercury: 352, venus: 45, mars: 160, jupiter: 357, saturn: 222 };
const D = { sun: 17.5, moon: 254.2, mercury: 101.5, venus: 108, mars: 284.9, jupiter: 41, saturn: 2 };
const listed = (one: NatalChart, two: NatalChart) => synastryAspects(one, two).map((aspect) => `${aspect.a} ${aspect.type} ${aspect.b} ${aspect.orb.toFixed(1)}`);

describe('synastry (issue #26)', () => {
  it('finds each of person 1’s planets against each of person 2’s within the orbs, closest first', () => {
    // Worked by hand: e.g. Venus 45° to Mars 284.9° is 120.1° apart (a trine 0.1° off); Jupiter 357° to Saturn 2° is 5° across 0° Aries.
    expect(listed(fake('C', C), fake('D', D))).toEqual([
      'venus trine mars 0.1',
      'saturn trine mercury 0.5',
      'mars trine jupiter 1.0',
      'saturn opposition jupiter 1.0',
      'moon opposition moon 1.3',
      'sun square mercury 1.5',
      'mars sextile mercury 1.5',
      'moon sextile sun 2.0',
      'saturn sextile mars 2.9',
      'venus sextile venus 3.0',
      'venus sextile mercury 3.5',
      'mercury trine venus 4.0',
      'venus conjunction jupiter 4.0',
      'sun trine moon 4.2',
      'mars square moon 4.2',
      'sun square mars 4.9',
      'mars trine mars 4.9',
      'jupiter conjunction saturn 5.0',
      'saturn trine venus 6.0',
      'sun conjunction sun 7.5',
      'mercury square moon 7.8',
      'sun square venus 8.0',
      'sun conjunction saturn 8.0',
    ]);
    // The orbs: 8° with the Sun or Moon, 6° without; sextiles 5° and 4°.
    expect([synastryOrb('sun', 'venus', 'square'), synastryOrb('venus', 'mars', 'trine'), synastryOrb('moon', 'mars', 'sextile'), synastryOrb('venus', 'mars', 'sextile')]).toEqual([8, 6, 5, 4]);
    // D's Venus a fifth of a degree later: the Sun's square (8.2°) and Saturn's trine (6.2°) both drop out; a fifth earlier, both stay.
    const later = listed(fake('C', C), fake('D', { ...D, venus: 108.2 }));
    expect(later.filter((line) => / venus /.test(line) && /^(sun|saturn) /.test(line))).toEqual([]);
    const earlier = listed(fake('C', C), fake('D', { ...D, venus: 107.8 }));
    expect(earlier).toEqual(expect.arrayContaining(['sun square venus 7.8', 'saturn trine venus 5.8']));
    expect(synastryAspects(fake('C', C), fake('D', D)).find((aspect) => aspect.a === 'moon' && aspect.b === 'sun')?.kind).toBe('flowing');
  });

  it('keeps an untimed Moon’s contact only when it holds from the day’s first minute to its last', () => {
    // C's Moon runs from 69° to 82° that day: against D's Moon at 254.2° it stays in opposition (5.2° to 7.8°); against D's Sun at 17.5° the sextile is 8.5° off at dawn.
    const untimed = listed(fake('C', C, [69, 82]), fake('D', D));
    expect(untimed).toContain('moon opposition moon 1.3');
    expect(untimed.some((line) => line.startsWith('moon sextile sun'))).toBe(false);
    expect(untimed.filter((line) => !line.startsWith('moon '))).toEqual(listed(fake('C', C), fake('D', D)).filter((line) => !line.startsWith('moon ')));
  });

  it('makes the composite chart from the midpoints along the shorter arc', () => {
    expect(midpoint(350, 10)).toBeCloseTo(0, 9);
    expect(midpoint(10, 350)).toBeCloseTo(0, 9);
    expect(midpoint(100, 200)).toBeCloseTo(150, 9);
    const sun = compositeChart(fake('E', { sun: 350 }), fake('F', { sun: 10 })).find((point) => point.id === 'sun')!;
    expect([sun.sign, sun.degree]).toEqual(['aries', 0]);
    const venus = compositeChart(fake('E', { venus: 200 }), fake('F', { venus: 100 })).find((point) => point.id === 'venus')!;
    expect([venus.sign, venus.degree]).toEqual(['virgo', 0]);
    // An untimed Moon from 28° to 41° against a Moon at 30°: the midpoint runs from 29° Aries to 5°30′ Taurus.
    const moon = compositeChart(fake('E', { moon: 34.5 }, [28, 41]), fake('F', { moon: 30 })).find((point) => point.id === 'moon')!;
    expect([moon.sign, moon.signs]).toEqual(['taurus', ['aries', 'taurus']]);
  });
});

const paragraphs = (sections: readonly ReportSection[]) => sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]).filter(Boolean);
/** The compatibility report as one list of sections: the summary's three parts, then Your Report. */
const whole = (report: CompatibilityReport): ReportSection[] => [
  { code: 'summary_overview', title: 'Overview', chapters: [{ title: 'Overview', paragraphs: report.summary.overview }] },
  { code: 'summary_person_1', title: 'Person 1', chapters: report.summary.person1 },
  { code: 'summary_person_2', title: 'Person 2', chapters: report.summary.person2 },
  ...report.sections,
];
const sign = (chart: NatalChart, id: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn') => pointOf(chart, id)!.sign;
const element = (chart: NatalChart, id: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars') => ZODIAC_SIGNS.find((each) => each.slug === sign(chart, id))!.element;
const reports = new Map<string, CompatibilityReport>();
const compatibility = (a: NatalChart, b: NatalChart) => {
  if (!reports.has(a.name + b.name)) reports.set(a.name + b.name, compatibilityReport(a, b));
  return reports.get(a.name + b.name)!;
};

describe('the compatibility report (issue #26, spec 3 §2)', () => {
  it.each(PAIRS.map((pair) => [name(pair), pair] as const))('%s: sections by code, 3,000 words or more, no sentence twice', (_, [a, b]) => {
    const report = compatibility(a, b);
    const codes = report.sections.map((section) => section.code);
    expect(codes.at(-1)).toBe('composite');
    for (const code of codes) expect(['core_contacts', 'attraction', 'emotional_bond', 'communication', 'commitment', 'composite']).toContain(code);
    expect(report.sections.map((section) => sectionAnchor(section.code))).toContain('your-report-composite');
    expect(report.sections.every((section) => section.chapters.length > 0)).toBe(true);
    expect(reportWords(whole(report))).toBeGreaterThanOrEqual(3000);
    expect(repeatedSentences(paragraphs(whole(report)))).toEqual([]);
    // Every contact is read once under its text's key; the composite reads its four planets.
    const texts = paragraphs(report.sections);
    for (const aspect of synastryAspects(a, b)) expect(texts).toContain(synastryText(aspect.a, aspect.b, aspect.kind));
    const composite = compositeChart(a, b);
    for (const id of ['sun', 'moon', 'venus', 'mars'] as const) expect(texts).toContain(compositeSignText(id, composite.find((point) => point.id === id)!.sign));
    expect(report.summary.overview).toContain(potentialText('suns', elementPair(element(a, 'sun'), element(b, 'sun'))));
    expect(report.summary.person1[0]!.title).toMatch(/^Your Sun in /);
    expect(report.summary.person2[0]!.title).toMatch(new RegExp(`^${b.name}’s Sun in `));
  });

  it('prints a shared sign’s text once, and refers back to it for person 2', () => {
    const report = compatibility(ANA, CLEO);
    expect(sign(ANA, 'sun')).toBe(sign(CLEO, 'sun'));
    expect(report.summary.person1[0]!.paragraphs).toEqual([planetInSign('sun', 'aries')]);
    expect(report.summary.person2[0]!.paragraphs[0]).toMatch(/^Cleo’s Sun is in Aries as well, .* so the reading of your Sun in Aries above describes Cleo too\./);
    expect(paragraphs(whole(report)).filter((text) => text === planetInSign('sun', 'aries'))).toHaveLength(1);
  });

  it('without birth times: no Rising sign, and says why', () => {
    const report = compatibility(DEV, EVE);
    for (const chapters of [report.summary.person1, report.summary.person2]) expect(chapters.at(-1)!.title).toMatch(/Rising Sign$/);
    expect(report.summary.person2.at(-1)!.paragraphs[0]).toMatch(/^Eve’s birth time is not known/);
    expect(report.summary.overview[0]).toMatch(/Neither birth time is known/);
  });

  it('reads two different pairs differently', () => {
    const one = new Set(paragraphs(whole(compatibility(ANA, BEN))));
    const two = paragraphs(whole(compatibility(BEN, FINN)));
    expect(two.filter((text) => one.has(text)).length).toBeLessThan(two.length / 3);
  });

  it('swapping the people changes the names, not the contacts', () => {
    const forward = synastryAspects(ANA, BEN);
    const back = synastryAspects(BEN, ANA);
    expect(back.map((aspect) => `${aspect.b}-${aspect.a}-${aspect.type}`).sort()).toEqual(forward.map((aspect) => `${aspect.a}-${aspect.b}-${aspect.type}`).sort());
    const texts = (report: CompatibilityReport) => new Set(report.sections.flatMap((section) => section.chapters.map((chapter) => chapter.paragraphs.at(-1))));
    expect(texts(compatibility(BEN, ANA))).toEqual(texts(compatibility(ANA, BEN)));
    const titles = (report: CompatibilityReport) => report.sections.flatMap((section) => section.chapters.map((chapter) => chapter.title)).join(' ');
    expect(titles(compatibility(ANA, BEN))).toMatch(/Ben’s/);
    expect(titles(compatibility(ANA, BEN))).not.toMatch(/Ana’s/);
    expect(titles(compatibility(BEN, ANA))).toMatch(/Ana’s/);
    expect(titles(compatibility(BEN, ANA))).not.toMatch(/Ben’s/);
  });
});

describe('the relationship reports (issue #26)', () => {
  const cases = RELATIONSHIP_REPORTS.flatMap((report) => PAIRS.map((pair) => [report, name(pair), pair] as const));
  it.each(cases)('%s, %s: introduction to closing, 3,000 words or more, no sentence twice', (report, _, [a, b]) => {
    const sections = relationshipReport(report, a, b);
    expect(sections.map((section) => section.code)).toEqual(['introduction', 'person_1', 'person_2', 'together', ...(sections.some((section) => section.code === 'contacts') ? ['contacts'] : []), 'closing']);
    expect(sections[0]!.chapters[0]!.paragraphs[0]).toBe(relationshipFraming(report).intro);
    expect(sections.at(-1)!.chapters[0]!.paragraphs).toEqual([relationshipFraming(report).closing]);
    expect(reportWords(sections)).toBeGreaterThanOrEqual(3000);
    expect(repeatedSentences(paragraphs(sections))).toEqual([]);
    const texts = paragraphs(sections);
    // What the framing promises is there.
    const read: Record<RelationshipReport, string[]> = {
      potential: [placementText('potential', 'sun', sign(a, 'sun')), placementText('potential', 'saturn', sign(a, 'saturn')), pairText('potential', elementPair(element(a, 'venus'), element(b, 'venus'))), potentialText('suns', elementPair(element(a, 'sun'), element(b, 'sun')))],
      languages: [placementText('languages', 'mercury', sign(b, 'mercury')), pairText('languages', elementPair(element(a, 'mercury'), element(b, 'mercury'))), loveLanguageText('venus', sign(a, 'venus')), loveLanguageText('moon', sign(a, 'moon'))],
      dynamics: [placementText('dynamics', 'mars', sign(a, 'mars')), pairText('dynamics', elementPair(element(a, 'moon'), element(b, 'moon'))), dynamicsMarsText(elementPair(element(a, 'mars'), element(b, 'mars')))],
    };
    for (const text of read[report]) expect(texts).toContain(text);
    if (report === 'languages' && sign(a, 'venus') !== sign(b, 'venus')) expect(texts).toContain(loveLanguageText('venus', sign(b, 'venus')));
    if (report === 'dynamics') {
      for (const aspect of synastryAspects(a, b).filter((each) => (each.a === 'saturn') !== (each.b === 'saturn') && each.a !== 'jupiter' && each.b !== 'jupiter')) {
        expect(texts).toContain(dynamicsSaturnText((aspect.a === 'saturn' ? aspect.b : aspect.a) as 'sun', aspect.kind));
      }
    }
  });

  it('refers back where both people share a placement, and the pairs read differently', () => {
    const [, , person2] = relationshipReport('potential', ANA, CLEO);
    expect(person2!.chapters[0]!.paragraphs[0]).toMatch(/^Cleo’s Sun is in Aries as well/);
    const one = new Set(paragraphs(relationshipReport('dynamics', ANA, BEN)));
    const two = paragraphs(relationshipReport('dynamics', BEN, FINN));
    expect(two.filter((text) => one.has(text)).length).toBeLessThan(two.length / 3);
  });
});
