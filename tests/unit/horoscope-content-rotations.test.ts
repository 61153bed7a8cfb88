import { ROTATIONS } from '../../server/content/horoscopes/rotations';
import { rotationsSchema } from '../../server/content/horoscopes/types';

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
const SLANTS = ['general', 'love'] as const;

/** Every pool in the file, named for the failure messages. */
const pools: [string, string[]][] = [
  ...ELEMENTS.flatMap((element) => SLANTS.map((slant): [string, string[]] => [`dailyOpenings.${element}.${slant}`, ROTATIONS.dailyOpenings[element][slant]])),
  ...SLANTS.map((slant): [string, string[]] => [`practical.${slant}`, ROTATIONS.practical[slant]]),
  ...SLANTS.map((slant): [string, string[]] => [`closings.${slant}`, ROTATIONS.closings[slant]]),
];
const all = pools.flatMap(([, sentences]) => sentences);
const firstFive = (sentence: string) => sentence.toLowerCase().replace(/[^a-z’' ]/g, '').split(/\s+/).slice(0, 5).join(' ');

describe('the daily rotation pools (server/content/horoscopes/rotations.ts)', () => {
  it('parses with its schema', () => {
    expect(() => rotationsSchema.parse(ROTATIONS)).not.toThrow();
  });

  it('has 31 general and 31 love sentences in every pool', () => {
    for (const [name, sentences] of pools) expect([name, sentences.length]).toEqual([name, 31]);
    expect(all.length).toBe(372);
  });

  it('never repeats a sentence', () => {
    const seen = new Set<string>();
    const repeated = all.filter((sentence) => (seen.has(sentence.toLowerCase()) ? true : (seen.add(sentence.toLowerCase()), false)));
    expect(repeated).toEqual([]);
  });

  it('never starts two sentences of a pool with the same five words', () => {
    for (const [name, sentences] of pools) {
      const starts = sentences.map(firstFive);
      const shared = starts.filter((start, index) => starts.indexOf(start) !== index);
      expect([name, shared]).toEqual([name, []]);
    }
  });

  it('writes sentences of 12 to 45 words, with typographic apostrophes and no placeholders', () => {
    for (const sentence of all) {
      const words = sentence.split(/\s+/).length;
      expect([sentence, words >= 12 && words <= 45]).toEqual([sentence, true]);
      expect(sentence).not.toMatch(/['{}]/);
    }
  });
});
