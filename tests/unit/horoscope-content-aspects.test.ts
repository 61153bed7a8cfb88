import { ASPECT_TEXTS } from '../../server/content/horoscopes/aspects';
import { ASPECT_FAMILIES, ASPECT_PAIRS, aspectsSchema, SKY_PLANETS } from '../../server/content/horoscopes/types';

/** One pair's sentences; the record is keyed by any string, so a missing pair fails loudly here. */
const pairTexts = (pair: string) => {
  const texts = ASPECT_TEXTS.aspects[pair];
  if (!texts) throw new Error(`no sentences for ${pair}`);
  return texts;
};

/** Every pool of the file by name: the sentence pools and the natal theme phrases. */
const pools: [string, string[]][] = [
  ...ASPECT_PAIRS.flatMap((pair) =>
    ASPECT_FAMILIES.flatMap((family): [string, string[]][] => [
      [`${pair} ${family} general`, pairTexts(pair)[family].general],
      [`${pair} ${family} love`, pairTexts(pair)[family].love],
    ]),
  ),
  ...ASPECT_FAMILIES.flatMap((family): [string, string[]][] => [
    [`slow ${family} general`, ASPECT_TEXTS.slowAspects[family].general],
    [`slow ${family} love`, ASPECT_TEXTS.slowAspects[family].love],
  ]),
  ...SKY_PLANETS.map((planet): [string, string[]] => [`natal theme ${planet}`, ASPECT_TEXTS.natalThemes[planet]]),
  ...SKY_PLANETS.flatMap((planet) => ASPECT_FAMILIES.map((family): [string, string[]] => [`transit ${planet} ${family}`, ASPECT_TEXTS.natalTransits[planet][family]])),
];
const all = pools.flatMap(([, texts]) => texts);
const capitalised = (planet: string) => planet.charAt(0).toUpperCase() + planet.slice(1);

describe('the aspect sentences (server/content/horoscopes/aspects.ts)', () => {
  it('parses with its schema', () => {
    const result = aspectsSchema.safeParse(ASPECT_TEXTS);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has the pool sizes asked for', () => {
    expect(Object.keys(ASPECT_TEXTS.aspects).sort()).toEqual([...ASPECT_PAIRS].sort());
    for (const pair of ASPECT_PAIRS)
      for (const family of ASPECT_FAMILIES) {
        expect(pairTexts(pair)[family].general.length).toBeGreaterThanOrEqual(2);
        expect(pairTexts(pair)[family].love.length).toBeGreaterThanOrEqual(1);
      }
    for (const family of ASPECT_FAMILIES) {
      expect(ASPECT_TEXTS.slowAspects[family].general.length).toBeGreaterThanOrEqual(3);
      expect(ASPECT_TEXTS.slowAspects[family].love.length).toBeGreaterThanOrEqual(3);
    }
    for (const planet of SKY_PLANETS) {
      expect(ASPECT_TEXTS.natalThemes[planet].length).toBeGreaterThanOrEqual(3);
      for (const family of ASPECT_FAMILIES) expect(ASPECT_TEXTS.natalTransits[planet][family].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('never repeats a sentence or a phrase', () => {
    expect(all.filter((text, index) => all.indexOf(text) !== index)).toEqual([]);
  });

  it('starts no two sentences of a pool with the same five words', () => {
    for (const [name, texts] of pools) {
      const starts = texts.map((text) => text.toLowerCase().split(/\s+/).slice(0, 5).join(' '));
      expect({ name, repeated: starts.filter((start, index) => starts.indexOf(start) !== index) }).toEqual({ name, repeated: [] });
    }
  });

  it('names both planets of a pair, and says "today" only for the Moon', () => {
    for (const pair of ASPECT_PAIRS) {
      const [a, b] = pair.split('-').map(capitalised);
      for (const family of ASPECT_FAMILIES)
        for (const text of [...pairTexts(pair)[family].general, ...pairTexts(pair)[family].love]) {
          expect(text).toContain(a);
          expect(text).toContain(b);
          if (!pair.includes('moon')) expect(text).not.toMatch(/\btoday\b/i);
        }
    }
    const slow = ASPECT_FAMILIES.flatMap((family) => [...ASPECT_TEXTS.slowAspects[family].general, ...ASPECT_TEXTS.slowAspects[family].love]);
    for (const text of slow) expect(text).not.toMatch(/\btoday\b/i);
  });

  it('names the transiting planet in each transit sentence, and reads at 12 to 45 words', () => {
    for (const planet of SKY_PLANETS)
      for (const family of ASPECT_FAMILIES) for (const text of ASPECT_TEXTS.natalTransits[planet][family]) expect(text).toContain(capitalised(planet));
    for (const [name, texts] of pools) {
      if (name.startsWith('natal theme')) continue;
      for (const text of texts) {
        const words = text.split(/\s+/).length;
        expect({ text, ok: words >= 12 && words <= 45 }).toEqual({ text, ok: true });
      }
    }
  });
});
