import { SIGN_CONTENT, countWords, signProse, signWordCount } from '../../server/content/signs';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';

const ELEMENT_ORDER = ['fire', 'earth', 'air', 'water'];
const degreeOf = (slug: string) => ZODIAC_SIGNS.findIndex((sign) => sign.slug === slug) * 30;
const sentencesOf = (texts: string[]) => texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).map((sentence) => sentence.trim().toLowerCase());

describe('the sign pages’ words (server/content/signs.ts)', () => {
  it('has all twelve signs, once each, in zodiac order', () => {
    expect(SIGN_CONTENT.map((content) => content.slug)).toEqual(ZODIAC_SIGNS.map((sign) => sign.slug));
  });

  it('gives every sign 350 to 500 words, with an introduction, strengths, challenges, love, work, element, modality and ruler', () => {
    for (const content of SIGN_CONTENT) {
      expect(signWordCount(content)).toBeGreaterThanOrEqual(350);
      expect(signWordCount(content)).toBeLessThanOrEqual(500);
      expect(countWords(content.intro)).toBeGreaterThanOrEqual(50);
      expect(content.strengths.length).toBeGreaterThanOrEqual(3);
      expect(content.challenges.length).toBeGreaterThanOrEqual(3);
      for (const part of [content.love, content.work]) expect(countWords(part)).toBeGreaterThanOrEqual(40);
    }
  });

  it('names each sign’s own element, modality and ruler in their paragraphs', () => {
    for (const content of SIGN_CONTENT) {
      const sign = ZODIAC_SIGNS.find((entry) => entry.slug === content.slug)!;
      expect(content.element.toLowerCase()).toContain(sign.element);
      expect(content.modality.toLowerCase()).toContain(sign.modality);
      expect(content.ruler).toContain(sign.ruler);
    }
  });

  it('matches signs by element or aspect: every compatible sign is a trine or a sextile away, and its reason says which', () => {
    for (const content of SIGN_CONTENT) {
      expect(content.compatible.length).toBeGreaterThanOrEqual(3);
      expect(content.compatible.length).toBeLessThanOrEqual(4);
      for (const match of content.compatible) {
        const separation = Math.abs(degreeOf(content.slug) - degreeOf(match.sign)) % 360;
        const angle = Math.min(separation, 360 - separation);
        expect({ sign: content.slug, match: match.sign, trineOrSextile: angle === 60 || angle === 120 }).toEqual({ sign: content.slug, match: match.sign, trineOrSextile: true });
        const own = ZODIAC_SIGNS.find((sign) => sign.slug === content.slug)!;
        const other = ZODIAC_SIGNS.find((sign) => sign.slug === match.sign)!;
        if (angle === 120) expect(other.element).toBe(own.element);
        // A sextile joins fire with air, or earth with water.
        else expect(Math.abs(ELEMENT_ORDER.indexOf(other.element) - ELEMENT_ORDER.indexOf(own.element))).toBe(2);
        expect(match.reason).toMatch(angle === 120 ? /trine|element|shares your fire|third (fire|water) sign/i : /sextile/i);
      }
    }
  });

  it('never repeats a sentence across the twelve pages, and writes to the reader', () => {
    const sentences = sentencesOf(SIGN_CONTENT.flatMap(signProse));
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
    for (const content of SIGN_CONTENT) expect(signProse(content).join(' ')).toMatch(/\byou(r)?\b/);
    for (const content of SIGN_CONTENT) expect(content.description.length).toBeLessThanOrEqual(160);
  });
});
