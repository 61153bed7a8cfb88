import { formatSignDates, signForDate, ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';

describe('zodiac signs', () => {
  it.each([
    [3, 21, 'aries'],
    [4, 19, 'aries'],
    [4, 20, 'taurus'],
    [12, 21, 'sagittarius'],
    [12, 22, 'capricorn'],
    [1, 1, 'capricorn'],
    [1, 19, 'capricorn'],
    [1, 20, 'aquarius'],
    [2, 29, 'pisces'],
    [3, 20, 'pisces'],
  ])('%i/%i is %s', (month, day, slug) => {
    expect(signForDate(month, day).slug).toBe(slug);
  });

  it('every day of a leap year belongs to exactly one sign', () => {
    const counts = new Map<string, number>();
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const slug = signForDate(date.getUTCMonth() + 1, date.getUTCDate()).slug;
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
  });

  it('refuses impossible dates', () => {
    expect(() => signForDate(13, 1)).toThrow(RangeError);
    expect(() => signForDate(2, 30)).toThrow(RangeError);
  });

  it('formats the date range for people', () => {
    expect(formatSignDates(ZODIAC_SIGNS[0]!)).toBe('March 21 – April 19');
  });
});
