import { ageOn, birthYearList, earliestBirthDate, formatIsoDate, formatUsDate, parseDate as parseBirthDate, timezoneHours, todayIn, type CalendarDate as YMD } from '../../shared/site/calendar';

/** The signup form's dates (spec 1 §5): parsing what a person types, the year list, ages and time zones. Split from signup-validation.test.ts. */

/** Every test passes this date explicitly: 15 June 2025. */
const TODAY: YMD = { year: 2025, month: 6, day: 15 };

describe('parseBirthDate', () => {
  it.each<[string, YMD]>([
    ['03/21/1990', { year: 1990, month: 3, day: 21 }],
    ['3/1/1990', { year: 1990, month: 3, day: 1 }],
    ['12/31/1999', { year: 1999, month: 12, day: 31 }],
    ['1990-03-21', { year: 1990, month: 3, day: 21 }],
    ['  1990-03-21 ', { year: 1990, month: 3, day: 21 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['2004-02-29', { year: 2004, month: 2, day: 29 }],
  ])('reads %p as a calendar date', (text, expected) => {
    expect(parseBirthDate(text)).toEqual(expected);
  });

  it.each([
    ['02/30/2000', 'no 30 February'],
    ['2001-02-29', 'no 29 February outside a leap year'],
    ['02/29/1900', '1900 is not a leap year'],
    ['04/31/2000', 'April has 30 days'],
    ['13/01/2000', 'no month 13'],
    ['00/10/2000', 'no month 0'],
    ['01/00/2000', 'no day 0'],
    ['21/03/1990', 'day-first order is not accepted'],
    ['1990-3-21', 'the ISO form needs two-digit month and day'],
    ['03/21/90', 'the year needs four digits'],
    ['03-21-1990', 'dashes only in the ISO form'],
    ['1990/03/21', 'slashes only in the US form'],
    ['03/21/1990x', 'trailing text'],
    ['0000-01-01', 'year 0'],
    ['', 'empty text'],
    ['yesterday', 'words'],
  ])('rejects %p (%s)', (text) => {
    expect(parseBirthDate(text)).toBeNull();
  });
});

describe('date formatting', () => {
  it('formats the payload date as YYYY-MM-DD with zero padding', () => {
    expect(formatIsoDate({ year: 1990, month: 3, day: 1 })).toBe('1990-03-01');
    expect(formatIsoDate({ year: 987, month: 12, day: 31 })).toBe('0987-12-31');
  });

  it('formats a date shown to a person as mm/dd/yyyy', () => {
    expect(formatUsDate({ year: 1924, month: 1, day: 1 })).toBe('01/01/1924');
  });

  it('round-trips both accepted forms to the same ISO text', () => {
    const us = parseBirthDate('7/4/1976');
    const iso = parseBirthDate('1976-07-04');
    expect(us && formatIsoDate(us)).toBe('1976-07-04');
    expect(iso && formatIsoDate(iso)).toBe('1976-07-04');
  });
});

describe('the signup year list', () => {
  it('runs from 16 years back down to 101 years back', () => {
    const years = birthYearList(TODAY);
    expect(years[0]).toBe(2009);
    expect(years[years.length - 1]).toBe(1924);
    expect(years).toHaveLength(86);
    expect(years.every((year, i) => i === 0 || years[i - 1] === year + 1)).toBe(true);
  });

  it('puts the earliest birth date on 1 January of the last year in the list', () => {
    expect(earliestBirthDate(TODAY)).toEqual({ year: 1924, month: 1, day: 1 });
    expect(earliestBirthDate({ year: 2025, month: 12, day: 31 })).toEqual({ year: 1924, month: 1, day: 1 });
  });
});

describe('ageOn', () => {
  it('counts whole years, turning older exactly on the birthday', () => {
    expect(ageOn({ year: 2009, month: 6, day: 15 }, TODAY)).toBe(16);
    expect(ageOn({ year: 2009, month: 6, day: 16 }, TODAY)).toBe(15);
    expect(ageOn({ year: 2009, month: 7, day: 1 }, TODAY)).toBe(15);
    expect(ageOn({ year: 2009, month: 5, day: 31 }, TODAY)).toBe(16);
  });

  it('counts a 29 February birthday on 1 March in non-leap years, not on 28 February', () => {
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2024, month: 2, day: 28 })).toBe(15);
    expect(ageOn(leapling, { year: 2024, month: 2, day: 29 })).toBe(16);
    expect(ageOn(leapling, { year: 2025, month: 2, day: 28 })).toBe(16);
    expect(ageOn(leapling, { year: 2025, month: 3, day: 1 })).toBe(17);
  });

  it('gives a negative age for a birth date in the future', () => {
    expect(ageOn({ year: 2026, month: 1, day: 1 }, TODAY)).toBe(-1);
  });
});

describe('timezoneHours', () => {
  const dateWithOffset = (minutes: number) => {
    const date = new Date(Date.UTC(2025, 5, 15, 12));
    jest.spyOn(date, 'getTimezoneOffset').mockReturnValue(minutes);
    return date;
  };

  it.each([
    [300, -5],
    [240, -4],
    [-330, 5.5],
    [-345, 5.75],
    [-60, 1],
    [600, -10],
  ])('turns getTimezoneOffset() %p into %p hours', (minutes, hours) => {
    expect(timezoneHours(dateWithOffset(minutes))).toBe(hours);
  });

  it('gives 0, not -0, for UTC', () => {
    expect(Object.is(timezoneHours(dateWithOffset(0)), 0)).toBe(true);
  });
});

describe('todayIn', () => {
  it("gives each zone's date, the moment it turns, though it keeps each answer for its minute", () => {
    const zone = 'America/New_York';
    // New York's midnight between 26 and 27 November 2026 is 05:00 UTC.
    expect(todayIn(zone, new Date('2026-11-27T04:59:59.999Z'))).toEqual({ year: 2026, month: 11, day: 26 });
    expect(todayIn(zone, new Date('2026-11-27T05:00:00.000Z'))).toEqual({ year: 2026, month: 11, day: 27 });
    expect(todayIn(zone, new Date('2026-11-27T04:59:30.000Z'))).toEqual({ year: 2026, month: 11, day: 26 });
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:29:59.000Z'))).toEqual({ year: 2026, month: 11, day: 26 });
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:30:00.000Z'))).toEqual({ year: 2026, month: 11, day: 27 });
    // An answer handed out is the caller's own.
    const date = todayIn(zone, new Date('2026-11-27T05:00:10.000Z'));
    date.day = 1;
    expect(todayIn(zone, new Date('2026-11-27T05:00:20.000Z')).day).toBe(27);
  });
});
