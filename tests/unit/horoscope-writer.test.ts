import { HOROSCOPE_LIBRARY } from '../../server/content/horoscopes/library';
import { composeHoroscope, solarHouse, wordCount, type ComposedHoroscope, type Transit } from '../../server/features/horoscopes/compose';
import { periodSky } from '../../server/features/horoscopes/period-sky';
import { ASPECTS } from '../../server/features/horoscopes/sky/aspects';
import { bodyPosition } from '../../server/features/horoscopes/sky/bodies';
import { addDays, type HoroscopeSlant } from '../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';

const SIGNS = ZODIAC_SIGNS.map((sign) => sign.slug);
const FIRST_DAY = '2026-10-01';
/** Forty days: every pair of days within 30 of each other is compared. */
const DAYS = Array.from({ length: 40 }, (_, index) => addDays(FIRST_DAY, index));

const daily = new Map<string, ComposedHoroscope>();
function dailyOf(slant: HoroscopeSlant, sign: (typeof SIGNS)[number], day: string): ComposedHoroscope {
  const key = `${slant}:${sign}:${day}`;
  if (!daily.has(key)) daily.set(key, composeHoroscope(HOROSCOPE_LIBRARY, sign, slant, periodSky('day', day)));
  return daily.get(key)!;
}

const separation = (a: number, b: number) => {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
};

/** Whether a transit's `exact` is what the engine says happens at that instant. */
function exactHolds(transit: Transit): boolean {
  if (!transit.exact) return true;
  const at = new Date(transit.exact);
  switch (transit.kind) {
    case 'aspect': {
      const angle = ASPECTS.find((aspect) => aspect.type === transit.aspect)!.angle;
      return Math.abs(separation(bodyPosition(transit.body, at).longitude, bodyPosition(transit.target!, at).longitude) - angle) < 0.02;
    }
    case 'ingress': {
      const longitude = bodyPosition(transit.body, at).longitude;
      const intoSign = longitude % 30;
      return (intoSign < 0.02 || intoSign > 29.98) && bodyPosition(transit.body, new Date(at.getTime() + 3_600_000)).sign === transit.sign;
    }
    case 'station':
      return Math.abs(bodyPosition(transit.body, at).speed) < 0.005;
    case 'lunation': {
      const elongation = separation(bodyPosition('moon', at).longitude, bodyPosition('sun', at).longitude);
      return transit.phase === 'new-moon' ? elongation < 0.02 : Math.abs(elongation - 180) < 0.02;
    }
    default:
      return true;
  }
}

describe('the horoscope writer', () => {
  it('reads a sign as the first solar house', () => {
    expect(solarHouse('aries', 'aries')).toBe(1);
    expect(solarHouse('aries', 'taurus')).toBe(2);
    expect(solarHouse('pisces', 'aries')).toBe(2);
    expect(solarHouse('taurus', 'aries')).toBe(12);
  });

  it('writes the same text for the same sign, slant and date', () => {
    const sky = periodSky('day', '2026-11-23');
    const first = composeHoroscope(HOROSCOPE_LIBRARY, 'leo', 'daily', sky);
    const again = composeHoroscope(HOROSCOPE_LIBRARY, 'leo', 'daily', sky);
    expect(again).toEqual(first);
    expect(first.paragraphs.join(' ')).not.toContain('{');
  });

  it.each(['daily', 'daily-love'] as const)('never repeats a paragraph of a sign’s %s horoscope within 30 days', (slant) => {
    const repeats: string[] = [];
    for (const sign of SIGNS) {
      const seen = new Map<string, number>();
      DAYS.forEach((day, index) => {
        for (const paragraph of dailyOf(slant, sign, day).paragraphs) {
          const earlier = seen.get(paragraph);
          if (earlier !== undefined && index - earlier < 30) repeats.push(`${sign} ${DAYS[earlier]} and ${day}`);
          seen.set(paragraph, index);
        }
      });
    }
    expect(repeats).toEqual([]);
  });

  it.each(['daily', 'daily-love'] as const)('never gives two signs a shared paragraph on the same day (%s)', (slant) => {
    for (const day of DAYS) {
      const paragraphs = SIGNS.flatMap((sign) => dailyOf(slant, sign, day).paragraphs);
      expect(new Set(paragraphs).size).toBe(paragraphs.length);
    }
  });

  it.each(['daily', 'daily-love'] as const)('writes %s horoscopes of 150 to 300 words', (slant) => {
    for (const day of DAYS)
      for (const sign of SIGNS) {
        const words = wordCount(dailyOf(slant, sign, day).paragraphs.join(' '));
        if (words < 150 || words > 300) expect(`${sign} ${day}: ${words} words`).toBe('150 to 300 words');
      }
  });

  it('gives every transit an exact time that is true to the engine', () => {
    const transits = [
      ...DAYS.slice(0, 10).flatMap((day) => dailyOf('daily', 'virgo', day).transits),
      ...composeHoroscope(HOROSCOPE_LIBRARY, 'aries', 'weekly', periodSky('week', '2026-11-23')).transits,
      ...composeHoroscope(HOROSCOPE_LIBRARY, 'pisces', 'monthly', periodSky('month', '2026-11-01')).transits,
    ];
    expect(transits.length).toBeGreaterThan(20);
    expect(new Set(transits.map((transit) => transit.kind))).toEqual(new Set(['moon-sign', 'aspect', 'ingress', 'station', 'lunation']));
    expect(transits.filter((transit) => !exactHolds(transit))).toEqual([]);
  });

  it('reads the Moon’s sign of the day in the reader’s houses', () => {
    // 2026-11-23: the Moon is in Taurus all day in New York, the 2nd house for Aries.
    const { transits, paragraphs } = dailyOf('daily', 'aries', '2026-11-23');
    expect(transits[0]).toMatchObject({ kind: 'moon-sign', sign: 'taurus' });
    expect(HOROSCOPE_LIBRARY.houses.moonInHouse[2].general.some((sentence) => paragraphs[0]!.includes(sentence))).toBe(true);
  });

  it('writes weekly and monthly horoscopes from that period’s events', () => {
    const month = composeHoroscope(HOROSCOPE_LIBRARY, 'pisces', 'monthly', periodSky('month', '2026-11-01'));
    // November 2026: a new moon on the 9th and a full moon on the 24th, Mercury and Venus turning direct.
    expect(month.transits.filter((transit) => transit.kind === 'lunation').map((transit) => transit.phase)).toEqual(['new-moon', 'full-moon']);
    expect(month.transits.filter((transit) => transit.kind === 'station').map((transit) => transit.body)).toEqual(['mercury', 'venus']);
    const week = composeHoroscope(HOROSCOPE_LIBRARY, 'leo', 'weekly-love', periodSky('week', '2026-11-23'));
    expect(week.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(wordCount(week.paragraphs.join(' '))).toBeGreaterThan(120);
  });
});
