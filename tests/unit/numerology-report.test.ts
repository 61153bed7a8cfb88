import { challenges, forecastMonths, maturity, numerologyReport, personality, personalMonth, pinnacles, rootOf } from '../../server/features/reports/numerology-report';
import { forecastMonthText, NUMEROLOGY_REPORT_FRAMING } from '../../server/content/numerology-report/library';
import { personalMonthText } from '../../server/content/cosmic/library';
import { repeatedSentences } from '../../server/content/text-rules';
import { personalDay, reduce } from '../../shared/numerology/numerology';
import { reportWords, type ReportSection } from '../../shared/reports/report';

const textsOf = (sections: readonly ReportSection[]) => sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]).filter(Boolean);
const section = (sections: readonly ReportSection[], code: string) => sections.find((each) => each.code === code)!;
const MONTH_TITLE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}: Personal Month (\d|11\/2|22\/4|33\/6)$/;

describe('the numerology report’s own reductions', () => {
  it('reads a master number at its root', () => {
    expect([1, 9, 11, 22, 33, 0].map(rootOf)).toEqual([1, 9, 2, 4, 6, 0]);
  });

  it('finds the personality number from the consonants, Y among them, each part reduced first', () => {
    // Ana 5 (N); Maria 4 + 9 = 13, 4 (M, R); Lopez 3 + 7 + 8 = 18, 9 (L, P, Z): 5 + 4 + 9 = 18, then 9.
    expect(personality('Ana María López')).toBe(9);
    // John 1 + 8 + 5 = 14, 5; Smith 1 + 4 + 2 + 8 = 15, 6: 11, a master number, kept.
    expect(personality('John Smith')).toBe(11);
    // Lynn 3 + 7 + 5 + 5 = 20, 2; Wynn 5 + 7 + 5 + 5 = 22, kept: 24, then 6.
    expect(personality('Lynn Wynn')).toBe(6);
    expect(personality('Aiea')).toBeNull();
    expect(personality('李小龍')).toBeNull();
  });

  it('adds the life path and the expression for the maturity number, keeping master numbers', () => {
    expect(maturity(5, 6)).toBe(11);
    expect(maturity(2, 8)).toBe(1); // 10
    expect(maturity(11, 22)).toBe(33);
    expect(maturity(9, 9)).toBe(9); // 18
  });

  it('finds the four pinnacles and the ages they change at (36 less the life path’s root, then nine years each)', () => {
    // 1990-11-29: month 11, day 29 gives 11, year 1 (master numbers kept); life path 5, so the first ends at 31.
    expect(pinnacles('1990-11-29')).toEqual([
      { number: 22, from: 0, to: 31 }, // 11 + 11
      { number: 3, from: 31, to: 40 }, // 11 + 1 = 12
      { number: 7, from: 40, to: 49 }, // 22 + 3 = 25
      { number: 3, from: 49, to: null }, // 11 + 1
    ]);
    // 1984-07-04: 7, 4 and 1984 gives 22; the life path 33 reads at its root 6, so the first ends at 30.
    expect(pinnacles('1984-07-04').map((period) => [period.number, period.to])).toEqual([[11, 30], [8, 39], [1, 48], [11, null]]);
    // 1958-08-16: 8, 7 (16) and 5 (1958 is 23); life path 2, so 34.
    expect(pinnacles('1958-08-16').map((period) => period.number)).toEqual([6, 3, 9, 4]);
    expect(pinnacles('1958-08-16')[0]!.to).toBe(34);
  });

  it('finds the four challenges from the single digits of the date (0-8)', () => {
    // 11, 29 and 1990 as single digits: 2, 2, 1. 2 − 2 = 0; 2 − 1 = 1; 1 − 0 = 1; 2 − 1 = 1.
    expect(challenges('1990-11-29').map((period) => period.number)).toEqual([0, 1, 1, 1]);
    // 7, 4 and 1984 (22, so 4): 3, 0, 3, 3.
    expect(challenges('1984-07-04').map((period) => period.number)).toEqual([3, 0, 3, 3]);
    // 8, 7 and 5: 1, 2, 1, 3.
    expect(challenges('1958-08-16').map((period) => period.number)).toEqual([1, 2, 1, 3]);
    expect(challenges('1958-08-16').map((period) => period.from)).toEqual([0, 34, 43, 52]);
  });

  it('adds the calendar month to the personal year for the personal month, as the personal day counts it', () => {
    // Born 11-29: personal year 5 in 2026, 33 in 2027.
    expect(personalMonth('1990-11-29', 2026, 11)).toBe(7); // 5 + 11 = 16
    expect(personalMonth('1990-11-29', 2026, 12)).toBe(8); // 5 + 3
    expect(personalMonth('1990-11-29', 2027, 1)).toBe(7); // 33 + 1 = 34
    expect(personalMonth('1990-11-29', 2027, 5)).toBe(11); // 33 + 5 = 38, then 11, kept
    expect(personalMonth('1990-11-29', 2027, 10)).toBe(7); // October reduces to 1
    expect(personalDay('1990-11-29', '2027-05-01')).toBe(reduce(personalMonth('1990-11-29', 2027, 5) + 1));
  });

  it('counts twelve months from the first of a month, across a year end', () => {
    const months = forecastMonths('1990-11-29', '2026-11-01');
    expect(months).toHaveLength(12);
    expect(months.map((month) => `${month.year}-${month.month}`)).toEqual(['2026-11', '2026-12', ...Array.from({ length: 10 }, (_, index) => `2027-${index + 1}`)]);
    expect(months.map((month) => month.personalYear)).toEqual([5, 5, ...Array(10).fill(33)]);
  });
});

describe('the Numerology Forecast (numerology-forecast-redux)', () => {
  const ana = numerologyReport({ name: 'Ana María López', birthDate: '1990-11-29', forecastDate: '2026-11-01' });

  it('has its sections by code, in reading order', () => {
    expect(ana.map((each) => each.code)).toEqual(['introduction', 'life_path', 'expression', 'soul_urge', 'personality', 'birthday', 'maturity', 'pinnacles', 'challenges', 'personal_year', 'months', 'closing']);
    expect(section(ana, 'life_path').chapters[0]!.title).toBe('Life Path 5: The Adventurer');
    expect(section(ana, 'maturity').chapters[0]!.paragraphs[0]).toBe('Your life path and your expression make it: 5 + 6 = 11.');
    expect(section(ana, 'introduction').chapters[0]!.paragraphs).toContain(NUMEROLOGY_REPORT_FRAMING.intro);
    expect(section(ana, 'pinnacles').chapters.map((chapter) => chapter.title)).toEqual(['First Pinnacle, from birth to 31: 22', 'Second Pinnacle, from 31 to 40: 3', 'Third Pinnacle, from 40 to 49: 7', 'Fourth Pinnacle, from 49 onwards: 3']);
    // 35 at the start of the forecast: the second pinnacle and challenge are the present ones.
    expect(section(ana, 'pinnacles').chapters[1]!.paragraphs).toContain('At 35, this is the pinnacle you are living under now.');
  });

  it('reads twelve months, and a forecast crossing a year end gives both personal years', () => {
    const months = section(ana, 'months').chapters.filter((chapter) => MONTH_TITLE.test(chapter.title));
    expect(months).toHaveLength(12);
    expect(months.map((chapter) => chapter.title.split(':')[0])).toEqual(['November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027', 'April 2027', 'May 2027', 'June 2027', 'July 2027', 'August 2027', 'September 2027', 'October 2027']);
    expect(months[0]!.title).toBe('November 2026: Personal Month 7');
    expect(months[6]!.title).toBe('May 2027: Personal Month 11/2');
    expect(section(ana, 'personal_year').chapters.map((chapter) => chapter.title)).toEqual(['2026: Personal Year 5', '2027: Personal Year 33']);
    expect(months[2]!.paragraphs[0]).toContain('turns your personal year over from Five to Thirty-Three');
  });

  it('reads a month number’s return as a return, and its third visit briefly, naming where it was read', () => {
    const months = section(ana, 'months').chapters.filter((chapter) => MONTH_TITLE.test(chapter.title));
    // Seven: November 2026, January 2027, October 2027.
    expect(months[0]!.paragraphs).toEqual([forecastMonthText(7, 1)]);
    expect(months[2]!.paragraphs).toContain(forecastMonthText(7, 2));
    expect(months[11]!.paragraphs[0]).toContain('third time in these twelve months, after November 2026 and January 2027');
    expect(months[11]!.paragraphs).toContain(personalMonthText(7));
    const glance = section(ana, 'months').chapters[0]!;
    expect(glance.paragraphs[0]).toContain('For starting something new, look to April 2027, under One.');
  });

  it('reads a repeated pinnacle or challenge once, then names where it was read', () => {
    const fourth = section(ana, 'pinnacles').chapters[3]!.paragraphs;
    expect(fourth.at(-1)).toContain('Your Fourth Pinnacle brings back Three, the number of your Second');
    const lessons = section(ana, 'challenges').chapters.map((chapter) => chapter.paragraphs.at(-1)!);
    expect(lessons[2]).toContain('already met you as your Second Challenge');
    expect(lessons[3]).toContain('already met you as your Second Challenge');
  });

  it('prints no sentence twice, and runs past 3,000 words, for realistic names and dates', () => {
    const people = [
      ['Ana María López', '1990-11-29', '2026-11-01'],
      ['Oliver James Brown', '1984-07-04', '2026-09-01'],
      ['Priya Sharma', '1979-02-14', '2027-01-01'],
      ['Mary-Jane O’Neil Watson', '2001-12-22', '2026-12-01'],
      ['John Smith', '1960-01-01', '2026-02-01'],
      ['Chloe Martin', '1999-03-10', '2029-06-01'],
    ] as const;
    for (const [name, birthDate, forecastDate] of people) {
      const report = numerologyReport({ name, birthDate, forecastDate });
      expect([name, repeatedSentences(textsOf(report))]).toEqual([name, []]);
      expect([name, reportWords(report) >= 3000]).toEqual([name, true]);
    }
  });

  it('differs for two people wherever their numbers differ', () => {
    const ben = numerologyReport({ name: 'Ben Okafor', birthDate: '1987-05-03', forecastDate: '2026-11-01' });
    const titles = (report: readonly ReportSection[], code: string) => section(report, code).chapters.map((chapter) => chapter.title);
    const paragraphs = (report: readonly ReportSection[], code: string) => section(report, code).chapters.flatMap((chapter) => chapter.paragraphs);
    // A chapter's title carries its number: where the numbers differ, so does the text.
    const differing = ana.map((each) => each.code).filter((code) => titles(ana, code).join() !== titles(ben, code).join());
    expect(differing).toEqual(expect.arrayContaining(['life_path', 'soul_urge', 'pinnacles', 'challenges', 'personal_year', 'months']));
    for (const code of differing) expect([code, paragraphs(ben, code)]).not.toEqual([code, paragraphs(ana, code)]);
    // Both have expression Six: the same reading there, as it should be.
    expect(paragraphs(ben, 'expression')).toEqual(paragraphs(ana, 'expression'));
  });

  it('notes a name given as one word, and leaves out what a name cannot give', () => {
    const single = numerologyReport({ name: 'Madonna', birthDate: '1958-08-16', forecastDate: '2026-01-01' });
    expect(section(single, 'expression').intro).toBe(NUMEROLOGY_REPORT_FRAMING.firstNameOnly);
    expect(section(single, 'personal_year').chapters).toHaveLength(1);
    expect(section(ana, 'expression').intro).toBeUndefined();
    const noVowels = numerologyReport({ name: 'Lynn Wynn', birthDate: '1996-03-07', forecastDate: '2026-05-01' });
    expect(section(noVowels, 'soul_urge').chapters[0]!.title).toBe('No Soul Urge Number');
    const noLetters = numerologyReport({ name: '李小龍', birthDate: '1940-11-27', forecastDate: '2027-03-01' });
    expect(noLetters.map((each) => each.code)).not.toContain('expression');
    expect(noLetters.map((each) => each.code)).not.toContain('maturity');
    expect(section(noLetters, 'introduction').chapters[0]!.paragraphs[1]).toContain('no letters from A to Z');
    expect(repeatedSentences(textsOf(noLetters))).toEqual([]);
  });

  it('refuses a date that is not one, or a forecast not starting on the first', () => {
    expect(() => numerologyReport({ name: 'Ana', birthDate: '1990-02-30', forecastDate: '2026-11-01' })).toThrow(RangeError);
    expect(() => numerologyReport({ name: 'Ana', birthDate: '1990-11-29', forecastDate: '2026-11-15' })).toThrow(RangeError);
    expect(() => numerologyReport({ name: 'Ana', birthDate: '29/11/1990', forecastDate: '2026-11-01' })).toThrow(RangeError);
  });
});
