import { horoscopeRange, horoscopeToday, inRange, periodEnd, periodStart, shiftPeriod, weekStart } from '../../shared/horoscopes/horoscopes';

describe('horoscope periods', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across the year
    expect(periodStart('month', '2026-11-23')).toBe('2026-11-01');
    expect(periodEnd('month', '2026-12-01')).toBe('2027-01-01');
    expect(periodEnd('week', '2026-11-23')).toBe('2026-11-30');
    expect(shiftPeriod('month', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftPeriod('day', '2024-03-01', -1)).toBe('2024-02-29');
  });

  it('keeps daily pages to 90 days back and 2 ahead, the daily horoscope 3 ahead (spec 2 §5)', () => {
    const today = '2026-11-23';
    expect(horoscopeRange('daily', today)).toEqual({ min: '2026-08-25', max: '2026-11-26' });
    expect(horoscopeRange('daily-love', today)).toEqual({ min: '2026-08-25', max: '2026-11-25' });
    expect(inRange(horoscopeRange('daily', today), '2026-08-24')).toBe(false);
    expect(inRange(horoscopeRange('daily', today), '2026-11-27')).toBe(false);
  });

  it('keeps weekly horoscopes to last week and up to 13 days ahead, so next week is always there', () => {
    // Wednesday 25 November: last week starts on the 16th; next week (from the 30th) is in reach.
    const range = horoscopeRange('weekly', '2026-11-25');
    expect(range).toEqual({ min: '2026-11-16', max: '2026-12-08' });
    expect(inRange(range, '2026-11-15')).toBe(false);
    expect(inRange(horoscopeRange('weekly-love', '2026-11-29'), weekStart('2026-12-06'))).toBe(true);
  });

  it('keeps monthly horoscopes to last month, this month and next month', () => {
    expect(horoscopeRange('monthly', '2026-12-31')).toEqual({ min: '2026-11-01', max: '2027-01-31' });
  });

  it('names today in New York, where the horoscopes’ days begin', () => {
    expect(horoscopeToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(horoscopeToday(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });
});
