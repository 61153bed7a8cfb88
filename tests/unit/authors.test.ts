import { AUTHORS, HOROSCOPE_AUTHOR_SLUG, authorBySlug, authorHref } from '../../server/content/authors';

const author = authorBySlug(HOROSCOPE_AUTHOR_SLUG)!;
const text = [author.intro, ...author.sections.flatMap((section) => section.paragraphs)].join(' ');

describe('the horoscope byline (server/content/authors.ts)', () => {
  it('is one of two house bylines (the other signs the articles), found by its slug', () => {
    expect(AUTHORS.map((entry) => entry.slug)).toEqual(['starlit-astrology-desk', 'starlit-editors']);
    expect(author.name).toBe('The Starlit Astrology Desk');
    expect(authorHref(author.slug)).toBe('/articles/bios/starlit-astrology-desk');
    expect(authorBySlug('madame-zora')).toBeUndefined();
    expect(authorBySlug('')).toBeUndefined();
  });

  it('says how the horoscopes are made: astronomy-engine positions, aspects, ingresses, stations, lunations, solar houses, written sentences, determinism, the Why panel', () => {
    for (const fact of ['astronomy-engine', 'the Sun, the Moon and the planets', 'aspects', 'ingress', 'station', 'new and full moons', 'first house', 'library of sentences', 'each planet, each house and each kind of aspect', 'same sign and the same day always give the same reading', 'Why this reading']) {
      expect(text).toContain(fact);
    }
    const words = text.split(/\s+/).length;
    expect(words).toBeGreaterThan(250);
    expect(words).toBeLessThan(700);
  });

  it('claims no credentials, no invented people and no psychic ability', () => {
    expect(text).not.toMatch(/\b(PhD|certified|degree in|years of experience|award|renowned|gifted psychic|clairvoyant|intuitive reader)\b/i);
    expect(text).toMatch(/nobody behind this byline claims psychic powers/);
    // No personal names: only the byline and the planets are capitalised nouns after "by".
    expect(text).not.toMatch(/\bby [A-Z][a-z]+ [A-Z][a-z]+/);
  });

  it('never repeats a sentence', () => {
    const sentences = text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim().toLowerCase());
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
