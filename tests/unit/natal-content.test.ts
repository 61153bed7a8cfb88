import { ALL_NATAL_TEXTS, aspectText, IMPOSSIBLE_ASPECTS, NATAL_FRAMING, NATAL_GLOSSARY, planetInHouse, planetInSign, risingText } from '../../server/content/natal/library';
import { ASPECT_KINDS, HOUSES, NATAL_PLANETS, SIGN_SLUGS } from '../../server/content/natal/types';
import { repeatedSentences, wordCount } from '../../server/content/text-rules';

/** The birth-chart writing (issue #25): complete, of real length, and no sentence written twice anywhere in it. */
describe('the birth-chart interpretation library', () => {
  it('has every planet in every sign and every house, and every aspect a pair can make', () => {
    for (const planet of NATAL_PLANETS) {
      for (const sign of SIGN_SLUGS) expect(wordCount(planetInSign(planet, sign))).toBeGreaterThanOrEqual(110);
      for (const house of HOUSES) expect(wordCount(planetInHouse(planet, house))).toBeGreaterThanOrEqual(80);
    }
    let aspects = 0;
    for (const [index, a] of NATAL_PLANETS.entries()) {
      for (const b of NATAL_PLANETS.slice(index + 1)) {
        for (const kind of ASPECT_KINDS) {
          const text = aspectText(a, b, kind);
          if (IMPOSSIBLE_ASPECTS.includes(`${a}-${b}-${kind}`)) expect(text).toBeUndefined();
          else {
            expect(wordCount(text!)).toBeGreaterThanOrEqual(60);
            // Either order of the pair reads the same text.
            expect(aspectText(b, a, kind)).toBe(text);
            aspects += 1;
          }
        }
      }
    }
    expect(aspects).toBe(45 * 3 - 5);
    for (const sign of SIGN_SLUGS) expect(wordCount(risingText(sign))).toBeGreaterThanOrEqual(110);
  });

  it('has the glossary of spec 3 §2 and the help of spec 3 §3', () => {
    expect(NATAL_GLOSSARY.planets).toHaveLength(10);
    expect(NATAL_GLOSSARY.elements).toHaveLength(4);
    expect(NATAL_GLOSSARY.houses).toHaveLength(12);
    expect(NATAL_GLOSSARY.aspects.map((entry) => entry.aspect)).toEqual(['conjunction', 'sextile', 'square', 'trine', 'opposition']);
    expect(Object.keys(NATAL_FRAMING.help).sort()).toEqual(['aspect_key', 'aspects', 'houses', 'no_birth_time', 'planets']);
    // The key names the wheel's colours as it draws them.
    for (const colour of ['blue', 'red', 'green']) expect(NATAL_FRAMING.help.aspect_key).toContain(colour);
  });

  it('is some 48,000 words with no sentence written twice', () => {
    const words = ALL_NATAL_TEXTS.reduce((sum, text) => sum + wordCount(text), 0);
    expect(words).toBeGreaterThan(45_000);
    expect(repeatedSentences(ALL_NATAL_TEXTS)).toEqual([]);
  });
});
