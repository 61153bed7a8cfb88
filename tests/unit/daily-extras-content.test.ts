import { CHINESE_ELEMENTS, CHINESE_SIGNS } from '../../shared/chinese-zodiac/chinese-zodiac';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { ALL_CHINESE_SIGN_TEXTS, ALL_ELEMENT_TEXTS } from '../../server/content/chinese-zodiac/library';
import { allPairTexts, COMPATIBILITY_SLANTS, pairsOf, pairText } from '../../server/content/compatibility/library';
import { ICHING_INTRO } from '../../server/content/iching-intro';
import { ALL_HEXAGRAM_TEXTS, hexagramSlug, trigramText } from '../../server/content/iching/library';
import { ALL_NUMBER_TEXTS } from '../../server/content/numerology/library';
import { repeatedSentences, wordCount } from '../../server/content/text-rules';

/** Every string of five words or more in a piece of content, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? (wordCount(value) >= 5 ? [value] : []) : Array.isArray(value) ? value.flatMap(textsOf) : typeof value === 'object' && value ? Object.values(value).flatMap(textsOf) : [];

describe('the I Ching writing', () => {
  it('has the 64 hexagrams in order, each with a judgement, an image, a day text and six lines, and unique names', () => {
    expect(ALL_HEXAGRAM_TEXTS.map((text) => text.number)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
    for (const text of ALL_HEXAGRAM_TEXTS) expect(text.lines).toHaveLength(6);
    expect(new Set(ALL_HEXAGRAM_TEXTS.map(hexagramSlug)).size).toBe(64);
    expect(ALL_HEXAGRAM_TEXTS.reduce((sum, text) => sum + wordCount(textsOf(text).join(' ')), 0)).toBeGreaterThan(30_000);
    expect(trigramText('thunder').quality).toBeTruthy();
  });

  it('never repeats a sentence', () => {
    expect(repeatedSentences([...ALL_HEXAGRAM_TEXTS.flatMap(textsOf), ...ICHING_INTRO])).toEqual([]);
  });
});

describe('the numerology writing', () => {
  it('has every number the reductions give, 1-9 and the master numbers, with a text for each use', () => {
    expect(ALL_NUMBER_TEXTS.map((text) => text.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    expect(new Set(ALL_NUMBER_TEXTS.map((text) => text.title)).size).toBe(12);
  });

  it('opens each day text with sentences that stand before Read More (325 characters)', () => {
    for (const text of ALL_NUMBER_TEXTS) expect(text.day.slice(0, 325)).toMatch(/[.!?]/);
  });

  it('never repeats a sentence', () => {
    expect(repeatedSentences(ALL_NUMBER_TEXTS.flatMap(textsOf))).toEqual([]);
  });
});

describe('the Chinese zodiac writing', () => {
  it('has the twelve signs and the five elements, in order', () => {
    expect(ALL_CHINESE_SIGN_TEXTS.map((text) => text.sign)).toEqual([...CHINESE_SIGNS]);
    expect(ALL_ELEMENT_TEXTS.map((text) => text.element)).toEqual([...CHINESE_ELEMENTS]);
  });

  it('never repeats a sentence', () => {
    expect(repeatedSentences([...ALL_CHINESE_SIGN_TEXTS, ...ALL_ELEMENT_TEXTS].flatMap(textsOf))).toEqual([]);
  });
});

describe('the compatibility writing', () => {
  it('has all 78 pairs in each slant, each sign with each, itself included', () => {
    for (const slant of COMPATIBILITY_SLANTS) expect(allPairTexts(slant)).toHaveLength(78);
    for (const [a, b] of pairsOf(ZODIAC_SIGNS.map((sign) => sign.slug))) {
      expect(pairText('love', a, b)).toBeDefined();
      expect(pairText('friendship', b, a)).toBe(pairText('friendship', a, b));
    }
    for (const [a, b] of pairsOf(CHINESE_SIGNS)) expect(pairText('chinese', a, b)).toBeDefined();
    expect(pairText('love', 'aries', 'rat')).toBeUndefined();
  });

  it('never repeats a sentence, in a slant or across slants, and no two pairs share a headline', () => {
    const all = COMPATIBILITY_SLANTS.flatMap((slant) => allPairTexts(slant));
    expect(repeatedSentences(all.flatMap(textsOf))).toEqual([]);
    expect(new Set(all.map((pair) => pair.headline.toLowerCase())).size).toBe(all.length);
  });
});
