import { CHINESE_ELEMENTS, CHINESE_SIGNS, chineseYear, FIRST_YEAR, LAST_YEAR, type ChineseSign } from '../../shared/chinese-zodiac/chinese-zodiac';
import { CALCULATOR_RANGE, calculatorYears, ChineseDateSchema, daysToOffer, ELEMENT_SLUGS, SIGN_SLUGS } from '../../shared/chinese-zodiac/chinese-zodiac.contract';
import { chineseYearOf, signOfYear, yearsOfSign } from '../../shared/chinese-zodiac/sign-years';
import { checkForm } from '../../shared/forms/form-schema';

const date = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const yearOn = (iso: string) => chineseYear(...date(iso));

/** Chinese New Year's Day in years across the calendar's range (published dates), with the sign and element it starts. */
const NEW_YEARS: [string, ChineseSign, string][] = [
  ['1900-01-31', 'rat', 'metal'],
  ['1912-02-18', 'rat', 'water'],
  ['1949-01-29', 'ox', 'earth'],
  ['1950-02-17', 'tiger', 'metal'],
  ['1966-01-21', 'horse', 'fire'],
  ['1976-01-31', 'dragon', 'fire'],
  ['1985-02-20', 'ox', 'wood'],
  ['1996-02-19', 'rat', 'fire'],
  ['2000-02-05', 'dragon', 'metal'],
  ['2008-02-07', 'rat', 'earth'],
  ['2020-01-25', 'rat', 'metal'],
  ['2023-01-22', 'rabbit', 'water'],
  ['2024-02-10', 'dragon', 'wood'],
  ['2025-01-29', 'snake', 'wood'],
  ['2026-02-17', 'horse', 'fire'],
  ['2030-02-03', 'dog', 'metal'],
  ['2050-01-23', 'horse', 'metal'],
  ['2100-02-09', 'monkey', 'metal'],
];

describe('the Chinese year of a date (shared/chinese-zodiac)', () => {
  it('turns at Chinese New Year, not on January 1: 1985-02-19 is a Rat, 1985-02-20 an Ox', () => {
    expect(yearOn('1985-02-19')).toMatchObject({ year: 1984, sign: 'rat', element: 'wood', yin: false, starts: '1984-02-02', ends: '1985-02-19' });
    expect(yearOn('1985-02-20')).toMatchObject({ year: 1985, sign: 'ox', element: 'wood', yin: true, starts: '1985-02-20', ends: '1986-02-08' });
    expect(yearOn('2024-02-09')).toMatchObject({ year: 2023, sign: 'rabbit', element: 'water' });
    expect(yearOn('2024-02-10')).toMatchObject({ year: 2024, sign: 'dragon', element: 'wood' });
    expect(yearOn('1985-01-01')!.sign).toBe('rat');
  });

  it.each(NEW_YEARS)('begins a new year on %s (%s, %s), the day before still the year before', (newYear, sign, element) => {
    const [year] = date(newYear);
    expect(yearOn(newYear)).toMatchObject({ year, sign, element, starts: newYear });
    const before = yearOn(dayBefore(newYear));
    if (year === FIRST_YEAR) expect(before).toBeNull();
    else expect(before).toMatchObject({ year: year - 1, sign: CHINESE_SIGNS[(CHINESE_SIGNS.indexOf(sign) + 11) % 12], ends: dayBefore(newYear) });
  });

  it('covers 1900-01-31 to 2100-12-31 and refuses other dates and impossible ones', () => {
    expect(chineseYear(1900, 1, 31)).toMatchObject({ year: 1900, sign: 'rat' });
    expect(chineseYear(2100, 12, 31)).toMatchObject({ year: 2100, sign: 'monkey', ends: '2100-12-31' });
    for (const [year, month, day] of [
      [1900, 1, 30],
      [1899, 12, 31],
      [2101, 1, 1],
      [2023, 2, 29],
      [1900, 2, 29],
      [2024, 4, 31],
      [2024, 13, 1],
      [2024, 0, 1],
      [2024, 1, 0],
      [2024, 1, 32],
      [2024.5, 1, 1],
      [Number.NaN, 1, 1],
    ]) expect(chineseYear(year!, month!, day!)).toBeNull();
    expect(chineseYear(2000, 2, 29)).not.toBeNull();
  });

  it('gives each year the element of its heavenly stem (the last digit of the year it began in), yang on even digits', () => {
    const byDigit = ['metal', 'metal', 'water', 'water', 'wood', 'wood', 'fire', 'fire', 'earth', 'earth'];
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      const found = chineseYearOf(year)!;
      expect([year, found.year, found.element, found.yin, found.sign]).toEqual([year, year, byDigit[year % 10], year % 2 === 1, signOfYear(year)]);
    }
  });

  it('starts every Chinese year between January 21 and February 20, the day after the last one ended', () => {
    let previous = chineseYearOf(FIRST_YEAR)!;
    expect(previous.starts).toBe('1900-01-31');
    for (let year = FIRST_YEAR + 1; year <= LAST_YEAR; year++) {
      const current = chineseYearOf(year)!;
      expect(current.starts >= `${year}-01-21` && current.starts <= `${year}-02-20`).toBe(true);
      expect(current.starts).toBe(dayAfter(previous.ends));
      previous = current;
    }
    expect(chineseYearOf(FIRST_YEAR - 1)).toBeNull();
    expect(chineseYearOf(LAST_YEAR + 1)).toBeNull();
  });
});

describe('a sign’s years (shared/chinese-zodiac/sign-years.ts)', () => {
  it('lists each sign’s Chinese years from 1900 to 2100, twelve apart, all 201 once', () => {
    const all = CHINESE_SIGNS.flatMap((sign) => {
      const years = yearsOfSign(sign);
      expect(years.every((year) => year.sign === sign)).toBe(true);
      years.slice(1).forEach((year, index) => expect(year.year - years[index]!.year).toBe(12));
      expect(years[0]!.year - FIRST_YEAR).toBeLessThan(12);
      expect(LAST_YEAR - years.at(-1)!.year).toBeLessThan(12);
      return years.map((year) => year.year);
    });
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index));
    expect(yearsOfSign('rat').map((year) => year.year)).toEqual(expect.arrayContaining([1900, 1984, 1996, 2008, 2020, 2092]));
    expect(yearsOfSign('rat')[0]).toMatchObject({ element: 'metal', starts: '1900-01-31', ends: '1901-02-18' });
    expect(yearsOfSign('pig').length).toBe(16);
    expect(yearsOfSign('monkey').at(-1)).toMatchObject({ year: 2100, element: 'metal', ends: '2100-12-31' });
    expect(signOfYear(1984)).toBe('rat');
    expect(signOfYear(1899)).toBe('pig');
  });
});

describe('the calculator’s date (shared/chinese-zodiac/chinese-zodiac.contract.ts)', () => {
  it('copies the calendar’s names and range, which the browser cannot load', () => {
    expect([...SIGN_SLUGS]).toEqual([...CHINESE_SIGNS]);
    expect([...ELEMENT_SLUGS]).toEqual([...CHINESE_ELEMENTS]);
    expect([CALCULATOR_RANGE.first.year, CALCULATOR_RANGE.lastYear]).toEqual([FIRST_YEAR, LAST_YEAR]);
    const { year, month, day } = CALCULATOR_RANGE.first;
    expect(chineseYear(year, month, day)).not.toBeNull();
    expect(chineseYear(year, month, day - 1)).toBeNull();
  });

  it('requires month, day and year, each with "This field is required"', () => {
    const required = { month: 'This field is required', day: 'This field is required', year: 'This field is required' };
    expect(checkForm(ChineseDateSchema, {}).errors).toEqual(required);
    expect(checkForm(ChineseDateSchema, { month: '', day: ' ', year: '' }).errors).toEqual(required);
    expect(checkForm(ChineseDateSchema, { month: '2', day: '', year: '1985' }).errors).toEqual({ day: 'This field is required' });
  });

  it('reads the selects’ text as numbers and refuses what is not a date, naming the field', () => {
    expect(checkForm(ChineseDateSchema, { month: '02', day: '19', year: '1985' })).toMatchObject({ success: true, data: { month: 2, day: 19, year: 1985 } });
    const errors = (input: Record<string, unknown>) => checkForm(ChineseDateSchema, input).errors;
    expect(errors({ month: '13', day: '40', year: 'abc' })).toEqual({ month: 'Choose a month from 1 to 12.', day: 'Choose a day from 1 to 31.', year: 'Choose a year from 1900 to 2100.' });
    expect(errors({ month: '1', day: '40', year: '2000' })).toEqual({ day: 'Choose a day from 1 to 31.' });
    expect(Object.keys(errors({ month: '0', day: '1', year: '2000' }))).toEqual(['month']);
    expect(Object.keys(errors({ month: '1.5', day: '1', year: '2000' }))).toEqual(['month']);
    expect(Object.keys(errors({ month: ['1', '2'], day: '1', year: '2000' }))).toEqual(['month']);
    expect(Object.keys(errors({ month: '1', day: '-1', year: '2000' }))).toEqual(['day']);
    expect(errors({ month: '1', day: '1', year: '1899' })).toEqual({ year: 'Choose a year from 1900 to 2100.' });
    expect(errors({ month: '1', day: '1', year: '2101' })).toEqual({ year: 'Choose a year from 1900 to 2100.' });
    expect(errors({ month: '2', day: '30', year: '2024' })).toEqual({ day: 'February 2024 has only 29 days.' });
    expect(errors({ month: '2', day: '29', year: '2023' })).toEqual({ day: 'February 2023 has only 28 days.' });
    expect(errors({ month: '4', day: '31', year: '1990' })).toEqual({ day: 'April 1990 has only 30 days.' });
    expect(errors({ month: '1', day: '30', year: '1900' }).day).toMatch(/starts at Chinese New Year 1900, on January 31, 1900/);
    expect(checkForm(ChineseDateSchema, { month: '1', day: '31', year: '1900' }).success).toBe(true);
    expect(checkForm(ChineseDateSchema, { month: '12', day: '31', year: '2100' }).success).toBe(true);
  });

  it('lists 102 years, this year down 101 years back, and the days the month has in that year', () => {
    const years = calculatorYears(2026);
    expect([years.length, years[0], years.at(-1)]).toEqual([102, 2026, 1925]);
    expect([daysToOffer(undefined, undefined), daysToOffer(2, undefined), daysToOffer(2, 2023), daysToOffer(2, 2024), daysToOffer(2, 1900), daysToOffer(4, 2023), daysToOffer(12, undefined)]).toEqual([31, 29, 28, 29, 28, 30, 31]);
  });
});
