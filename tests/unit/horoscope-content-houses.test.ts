import { HOUSE_TEXTS } from '../../server/content/horoscopes/houses';
import { HOUSES, housesSchema } from '../../server/content/horoscopes/types';

const houseKeys = HOUSES.map(String) as `${(typeof HOUSES)[number]}`[];
const pools: string[][] = houseKeys.flatMap((house) => [
  HOUSE_TEXTS.houseAreas[house].general,
  HOUSE_TEXTS.houseAreas[house].love,
  HOUSE_TEXTS.moonInHouse[house].general,
  HOUSE_TEXTS.moonInHouse[house].love,
]);
const everything = pools.flat();
const firstFiveWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 5).join(' ');

describe('the houses of the horoscope library (server/content/horoscopes/houses.ts)', () => {
  it('matches its schema', () => {
    expect(housesSchema.safeParse(HOUSE_TEXTS).success).toBe(true);
  });

  it('has 4 general and 4 love area phrases and Moon sentences for every house', () => {
    for (const house of houseKeys) {
      expect(HOUSE_TEXTS.houseAreas[house].general.length).toBeGreaterThanOrEqual(4);
      expect(HOUSE_TEXTS.houseAreas[house].love.length).toBeGreaterThanOrEqual(4);
      expect(HOUSE_TEXTS.moonInHouse[house].general.length).toBeGreaterThanOrEqual(4);
      expect(HOUSE_TEXTS.moonInHouse[house].love.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('never repeats a phrase or a sentence', () => {
    expect(new Set(everything).size).toBe(everything.length);
  });

  it('starts no two sentences of a pool with the same five words', () => {
    for (const pool of pools) expect(new Set(pool.map(firstFiveWords)).size).toBe(pool.length);
  });

  it('writes area phrases that slot into a sentence, and uses typographic apostrophes', () => {
    for (const house of houseKeys)
      for (const area of [...HOUSE_TEXTS.houseAreas[house].general, ...HOUSE_TEXTS.houseAreas[house].love]) expect(area).toMatch(/^your [a-z]/);
    for (const text of everything) expect(text).not.toContain("'");
  });
});
