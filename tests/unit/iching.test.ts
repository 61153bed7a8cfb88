import { castLines } from '../../server/features/iching/cast';
import { hexagramOfTheDay } from '../../server/features/iching/daily-hexagram';
import { CAST_VALUES, changedAt, coinsValue, HEXAGRAM_SHAPES, hexagramOf, hexagramShape, readCast, TRIGRAMS } from '../../shared/iching/hexagrams';

const name = (number: number) => {
  const shape = hexagramShape(number)!;
  return `${shape.upper.name} over ${shape.lower.name}`;
};

describe('the hexagrams (shared/iching/hexagrams.ts)', () => {
  it('numbers all 64 line patterns once, 1 to 64', () => {
    expect(HEXAGRAM_SHAPES.map((shape) => shape.number)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
    expect(new Set(HEXAGRAM_SHAPES.map((shape) => shape.lines.join(''))).size).toBe(64);
    for (const shape of HEXAGRAM_SHAPES) expect(hexagramOf(shape.lines).number).toBe(shape.number);
  });

  it('follows the King Wen order', () => {
    // The doubled trigrams, and pairs every book gives.
    expect([1, 2, 29, 30, 51, 52, 57, 58].map(name)).toEqual(['Heaven over Heaven', 'Earth over Earth', 'Water over Water', 'Fire over Fire', 'Thunder over Thunder', 'Mountain over Mountain', 'Wind over Wind', 'Lake over Lake']);
    expect([3, 4, 11, 12, 31, 32, 63, 64].map(name)).toEqual(['Water over Thunder', 'Mountain over Water', 'Earth over Heaven', 'Heaven over Earth', 'Lake over Mountain', 'Thunder over Wind', 'Water over Fire', 'Fire over Water']);
    expect(hexagramShape(24)!.lines).toEqual([1, 0, 0, 0, 0, 0]);
    expect(hexagramShape(23)!.lines).toEqual([0, 0, 0, 0, 0, 1]);
    // Outside the two symmetric pairs, each odd hexagram's partner is itself upside down.
    for (let odd = 1; odd < 64; odd += 2) {
      const partner = hexagramOf([...hexagramShape(odd)!.lines].reverse()).number;
      const flipped = hexagramOf(hexagramShape(odd)!.lines.map((line) => (line ? 0 : 1))).number;
      expect(partner === odd + 1 || flipped === odd + 1).toBe(true);
    }
  });

  it('has the eight trigrams, each a distinct three-line figure', () => {
    expect(new Set(TRIGRAMS.map((trigram) => trigram.lines.join(''))).size).toBe(8);
  });

  it('changes one line into the neighbouring hexagram', () => {
    expect(changedAt(1, 0).number).toBe(44);
    expect(changedAt(2, 5).number).toBe(23);
    expect(changedAt(11, 3).number).toBe(34);
  });
});

describe('a cast by the three-coin method', () => {
  it('adds heads as 3 and tails as 2', () => {
    expect(coinsValue([false, false, false])).toBe(6);
    expect(coinsValue([true, false, false])).toBe(7);
    expect(coinsValue([true, true, false])).toBe(8);
    expect(coinsValue([true, true, true])).toBe(9);
  });

  it('reads the primary and the relating hexagram: 9 turns yin, 6 turns yang', () => {
    expect(readCast([7, 7, 7, 7, 7, 7])).toEqual({ primary: hexagramShape(1), relating: null, changing: [] });
    expect(readCast([9, 9, 9, 9, 9, 9]).relating?.number).toBe(2);
    const cast = readCast([6, 7, 8, 8, 8, 8]);
    expect(cast.primary.lines).toEqual([0, 1, 0, 0, 0, 0]);
    expect(cast.relating!.lines).toEqual([1, 1, 0, 0, 0, 0]);
    expect(cast.changing).toEqual([0]);
  });

  it('gives 6, 7, 8 and 9 with chances 1/8, 3/8, 3/8, 1/8 (chi-square over 48,000 lines)', () => {
    const counts = new Map(CAST_VALUES.map((value) => [value, 0]));
    for (let i = 0; i < 8000; i++) for (const value of castLines()) counts.set(value, counts.get(value)! + 1);
    const total = 48_000;
    const expected = { 6: total / 8, 7: (3 * total) / 8, 8: (3 * total) / 8, 9: total / 8 };
    const chiSquare = CAST_VALUES.reduce((sum, value) => sum + (counts.get(value)! - expected[value]) ** 2 / expected[value], 0);
    // Three degrees of freedom: above 30.66 happens by chance one run in a million; four equal
    // chances, or a coin that favours heads 55:45, land in the thousands and the hundreds.
    expect(chiSquare).toBeLessThan(30.66);
  });
});

describe('the hexagram of the day', () => {
  it('is the same all day for everyone, differs from day to day, and a birth date gives one’s own', () => {
    expect(hexagramOfTheDay('2026-11-26')).toBe(hexagramOfTheDay('2026-11-26'));
    const month = Array.from({ length: 30 }, (_, day) => hexagramOfTheDay(`2026-11-${String(day + 1).padStart(2, '0')}`));
    expect(new Set(month).size).toBeGreaterThan(10);
    const own = Array.from({ length: 30 }, (_, day) => hexagramOfTheDay('2026-11-26', `1990-01-${String(day + 1).padStart(2, '0')}`));
    expect(new Set(own).size).toBeGreaterThan(10);
    for (const number of [...month, ...own]) expect(number >= 1 && number <= 64).toBe(true);
  });
});
