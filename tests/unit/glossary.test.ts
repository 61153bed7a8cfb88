import { GLOSSARY, glossaryEntry, glossaryProse, glossaryWordCount } from '../../server/content/astrology-glossary';
import { GLOSSARY_ASPECTS, GLOSSARY_IDS, GLOSSARY_PATH, GLOSSARY_PLANETS, GLOSSARY_TERMS, glossaryHref, glossaryIdOf } from '../../shared/horoscopes/glossary';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';

describe('the astrology glossary (server/content/astrology-glossary.ts)', () => {
  it('explains every planet, the lunar nodes, the five aspects and every term the horoscopes name', () => {
    expect([...GLOSSARY_PLANETS]).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
    expect([...GLOSSARY_ASPECTS]).toEqual(['conjunction', 'sextile', 'square', 'trine', 'opposition']);
    expect([...GLOSSARY_TERMS].sort()).toEqual(['applying-aspect', 'full-moon', 'houses', 'ingress', 'lunar-nodes', 'new-moon', 'orb', 'retrograde', 'solar-houses', 'station']);
    expect(GLOSSARY.map((entry) => entry.id)).toEqual([...GLOSSARY_IDS]);
    for (const id of GLOSSARY_IDS) expect(glossaryEntry(id)?.id).toBe(id);
  });

  it('keeps each explanation short: 120 to 250 words', () => {
    for (const entry of GLOSSARY) {
      const words = glossaryWordCount(entry);
      expect({ id: entry.id, short: words >= 120 && words <= 250 }).toEqual({ id: entry.id, short: true });
      expect(entry.summary.length).toBeLessThanOrEqual(160);
    }
  });

  it('lists the twelve houses, a line each', () => {
    const houses = glossaryEntry('houses')!;
    expect(houses.items).toHaveLength(12);
    expect(houses.items![0]!.label).toBe('First house');
    expect(houses.items![11]!.label).toBe('Twelfth house');
  });

  it('explains solar houses with the reader’s sign as the first house', () => {
    expect(glossaryEntry('solar-houses')!.body.join(' ')).toContain('your sign is the first house');
  });

  it('names the signs each planet rules as shared/horoscopes/zodiac.ts does', () => {
    for (const sign of ZODIAC_SIGNS) expect(glossaryEntry(sign.ruler.toLowerCase())!.body.join(' ')).toContain(sign.name);
  });

  it('never repeats a sentence or a summary', () => {
    const sentences = GLOSSARY.flatMap(glossaryProse)
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .map((sentence) => sentence.trim().toLowerCase());
    expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
    const summaries = GLOSSARY.map((entry) => entry.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });
});

describe('glossaryHref (shared/horoscopes/glossary.ts)', () => {
  it('links a sign to its sign page, and planets, aspects and terms to their glossary pages', () => {
    expect(glossaryHref('sign', 'aries')).toBe('/astrology/aries');
    expect(glossaryHref('sign', 'Pisces')).toBe('/astrology/pisces');
    expect(glossaryHref('planet', 'mercury')).toBe('/astrology/glossary/mercury');
    expect(glossaryHref('planet', 'Moon')).toBe('/astrology/glossary/moon');
    expect(glossaryHref('aspect', 'trine')).toBe('/astrology/glossary/trine');
    expect(glossaryHref('term', 'retrograde')).toBe('/astrology/glossary/retrograde');
    expect(glossaryHref('term', 'new-moon')).toBe('/astrology/glossary/new-moon');
  });

  it('understands the sky engine’s names: both nodes, a station’s direction, the Moon’s sign change', () => {
    expect(glossaryHref('planet', 'true-node')).toBe('/astrology/glossary/lunar-nodes');
    expect(glossaryHref('planet', 'mean-node')).toBe('/astrology/glossary/lunar-nodes');
    expect(glossaryHref('term', 'station-direct')).toBe('/astrology/glossary/station');
    expect(glossaryHref('term', 'moon-sign')).toBe('/astrology/glossary/ingress');
    expect(glossaryIdOf('separating')).toBe('applying-aspect');
  });

  it('links anything unknown to the glossary index, never to a missing page', () => {
    expect(glossaryHref('planet', 'vulcan')).toBe(GLOSSARY_PATH);
    expect(glossaryHref('sign', 'ophiuchus')).toBe(GLOSSARY_PATH);
    expect(glossaryHref('term', '../admin')).toBe(GLOSSARY_PATH);
  });
});
