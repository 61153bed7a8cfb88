import { PERIOD_TEXTS } from '../../server/content/horoscopes/periods';
import { periodsSchema } from '../../server/content/horoscopes/types';

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

const signPools = SIGNS.flatMap((sign) => [PERIOD_TEXTS.signNotes[sign].general, PERIOD_TEXTS.signNotes[sign].love]);
const weeklyPools = ELEMENTS.flatMap((element) => [PERIOD_TEXTS.weeklyOpenings[element].general, PERIOD_TEXTS.weeklyOpenings[element].love]);
const monthlyPools = ELEMENTS.map((element) => PERIOD_TEXTS.monthlyOpenings[element]);
const pools: string[][] = [...signPools, ...weeklyPools, ...monthlyPools];
const everything = pools.flat();
const firstFiveWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 5).join(' ');

describe('the periods of the horoscope library (server/content/horoscopes/periods.ts)', () => {
  it('matches its schema', () => {
    expect(periodsSchema.safeParse(PERIOD_TEXTS).success).toBe(true);
  });

  it('has 5 + 5 notes per sign, 8 + 8 weekly openings and 10 monthly openings per element', () => {
    for (const sign of SIGNS) {
      expect(PERIOD_TEXTS.signNotes[sign].general.length).toBeGreaterThanOrEqual(5);
      expect(PERIOD_TEXTS.signNotes[sign].love.length).toBeGreaterThanOrEqual(5);
    }
    for (const element of ELEMENTS) {
      expect(PERIOD_TEXTS.weeklyOpenings[element].general.length).toBeGreaterThanOrEqual(8);
      expect(PERIOD_TEXTS.weeklyOpenings[element].love.length).toBeGreaterThanOrEqual(8);
      expect(PERIOD_TEXTS.monthlyOpenings[element].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('never repeats a sentence', () => {
    expect(new Set(everything).size).toBe(everything.length);
  });

  it('starts no two sentences of a pool with the same five words', () => {
    for (const pool of pools) expect(new Set(pool.map(firstFiveWords)).size).toBe(pool.length);
  });

  it('keeps each pool to its own time span, with typographic apostrophes', () => {
    for (const text of signPools.flat()) expect(text).not.toMatch(/\b(today|tonight|this week|this month)\b/i);
    for (const text of weeklyPools.flat()) expect(text).not.toMatch(/\b(today|tonight|this month)\b/i);
    for (const text of monthlyPools.flat()) expect(text).not.toMatch(/\b(today|tonight|this week)\b/i);
    for (const text of everything) expect(text).not.toContain("'");
  });
});
