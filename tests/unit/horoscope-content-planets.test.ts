import { PLANET_TEXTS } from '../../server/content/horoscopes/planets';
import { HOUSE_PLANETS, HOUSES, planetsSchema, STATION_PLANETS } from '../../server/content/horoscopes/types';

type Pool = { name: string; sentences: string[] };

const pools: Pool[] = [
  ...HOUSE_PLANETS.flatMap((planet) =>
    HOUSES.flatMap((house) =>
      (['general', 'love'] as const).map((slant) => ({ name: `planetInHouse.${planet}.${house}.${slant}`, sentences: PLANET_TEXTS.planetInHouse[planet][`${house}`][slant] })),
    ),
  ),
  ...STATION_PLANETS.flatMap((planet) =>
    (['retrograde', 'direct'] as const).flatMap((station) =>
      (['general', 'love'] as const).map((slant) => ({ name: `stations.${planet}.${station}.${slant}`, sentences: PLANET_TEXTS.stations[planet][station][slant] })),
    ),
  ),
  ...(['new-moon', 'full-moon'] as const).flatMap((phase) =>
    (['general', 'love'] as const).map((slant) => ({ name: `lunations.${phase}.${slant}`, sentences: PLANET_TEXTS.lunations[phase][slant] })),
  ),
];
const all = pools.flatMap((pool) => pool.sentences);
const firstWords = (text: string, count: number) => text.toLowerCase().split(/\s+/).slice(0, count).join(' ');

describe('the planets writing library (server/content/horoscopes/planets.ts)', () => {
  it('matches its schema', () => {
    expect(() => planetsSchema.parse(PLANET_TEXTS)).not.toThrow();
  });

  it('has the pool sizes it was asked for', () => {
    for (const planet of HOUSE_PLANETS)
      for (const house of HOUSES) {
        expect(PLANET_TEXTS.planetInHouse[planet][`${house}`].general).toHaveLength(2);
        expect(PLANET_TEXTS.planetInHouse[planet][`${house}`].love).toHaveLength(1);
      }
    for (const planet of STATION_PLANETS)
      for (const station of ['retrograde', 'direct'] as const) {
        expect(PLANET_TEXTS.stations[planet][station].general).toHaveLength(2);
        expect(PLANET_TEXTS.stations[planet][station].love).toHaveLength(2);
      }
    for (const phase of ['new-moon', 'full-moon'] as const) {
      expect(PLANET_TEXTS.lunations[phase].general).toHaveLength(3);
      expect(PLANET_TEXTS.lunations[phase].love).toHaveLength(3);
    }
    expect(all).toHaveLength(324 + 64 + 12);
  });

  it('never repeats a sentence, nor the first five words of a sentence within a pool', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const pool of pools) {
      const openings = pool.sentences.map((text) => firstWords(text, 5));
      expect({ pool: pool.name, unique: new Set(openings).size }).toEqual({ pool: pool.name, unique: openings.length });
    }
  });

  it('names the planet in its own sentences, and keeps periods open (no "today", "this week", "this month")', () => {
    for (const planet of HOUSE_PLANETS)
      for (const house of HOUSES)
        for (const text of [...PLANET_TEXTS.planetInHouse[planet][`${house}`].general, ...PLANET_TEXTS.planetInHouse[planet][`${house}`].love])
          expect({ planet, text, named: text.toLowerCase().includes(planet) }).toEqual({ planet, text, named: true });
    for (const planet of STATION_PLANETS)
      for (const station of ['retrograde', 'direct'] as const)
        for (const text of [...PLANET_TEXTS.stations[planet][station].general, ...PLANET_TEXTS.stations[planet][station].love])
          expect({ planet, text, named: text.toLowerCase().includes(planet) }).toEqual({ planet, text, named: true });
    for (const text of all) expect(text).not.toMatch(/\b(today|tonight|this (week|month|year))\b/i);
  });

  it('writes sentences of 12 to 45 words, with typographic apostrophes and no exclamation marks', () => {
    for (const text of all) {
      const words = text.split(/\s+/).length;
      expect({ text, fits: words >= 12 && words <= 45 }).toEqual({ text, fits: true });
      expect(text).not.toMatch(/['!]/);
    }
  });
});
