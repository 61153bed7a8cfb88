import { DECK_STORIES } from '../../server/content/tarot/deck-stories';
import { SPREAD_TEXTS } from '../../server/content/tarot/spreads';
import { SYNTHESIS } from '../../server/content/tarot/synthesis';
import { deckStorySchema, spreadTextSchema, synthesisSchema } from '../../server/content/tarot/types';
import { DECKS } from '../../shared/tarot/decks';
import { cardByRank } from '../../shared/tarot/tarot';

/** Every string under a value, in order. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
};
const sentencesOf = (paragraphs: string[]) =>
  paragraphs
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?][”’]?)\s+/))
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
const repeated = (items: string[]) => items.filter((item, index) => items.indexOf(item) !== index);

const spreadProse = SPREAD_TEXTS.flatMap((spread) => [spread.intro, ...spread.positions.map((position) => position.meaning)]);
const synthesisProse = strings(SYNTHESIS);
const deckProse = DECK_STORIES.flatMap((deck) => [deck.summary, deck.story]);

describe('the spreads (server/content/tarot/spreads.ts)', () => {
  it('parses with its schema', () => {
    for (const spread of SPREAD_TEXTS) expect(spreadTextSchema.safeParse(spread).success).toBe(true);
  });

  it('has the four spreads in order, each with its positions numbered from 1', () => {
    expect(SPREAD_TEXTS.map((spread) => spread.code)).toEqual(['three-card', 'celtic-cross', 'yes-no', 'daily-reflection']);
    const counts = Object.fromEntries(SPREAD_TEXTS.map((spread) => [spread.code, spread.positions.length]));
    expect(counts).toEqual({ 'three-card': 3, 'celtic-cross': 10, 'yes-no': 1, 'daily-reflection': 3 });
    for (const spread of SPREAD_TEXTS) {
      expect(spread.positions.map((position) => position.position)).toEqual(spread.positions.map((_, index) => index + 1));
      const names = spread.positions.map((position) => position.name);
      expect(repeated(names)).toEqual([]);
    }
  });

  it('keeps the Celtic Cross’s ten places in the traditional order', () => {
    const names = SPREAD_TEXTS.find((spread) => spread.code === 'celtic-cross')!.positions.map((position) => position.name.toLowerCase());
    const expected = [/heart/, /cross/, /foundation/, /recent past/, /crown|may come/, /near future/, /yourself/, /surroundings/, /hopes and fears/, /outcome/];
    expected.forEach((pattern, index) => expect(names[index]).toMatch(pattern));
  });
});

describe('the synthesis (server/content/tarot/synthesis.ts)', () => {
  it('parses with its schema', () => {
    expect(synthesisSchema.safeParse(SYNTHESIS).success).toBe(true);
  });

  it('has a sentence set for every pattern the reader looks for', () => {
    expect(SYNTHESIS.manyMajors.length).toBeGreaterThanOrEqual(4);
    expect(SYNTHESIS.noMajors.length).toBeGreaterThanOrEqual(3);
    expect(SYNTHESIS.manyReversed.length).toBeGreaterThanOrEqual(4);
    expect(SYNTHESIS.allUpright.length).toBeGreaterThanOrEqual(3);
    expect(SYNTHESIS.openings.length).toBeGreaterThanOrEqual(5);
    expect(SYNTHESIS.closings.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(SYNTHESIS.suitDominant)).toEqual(['wands', 'cups', 'swords', 'coins']);
    expect(Object.keys(SYNTHESIS.suitMissing)).toEqual(['wands', 'cups', 'swords', 'coins']);
    expect(Object.keys(SYNTHESIS.court)).toEqual(['page', 'knight', 'queen', 'king']);
    expect(Object.keys(SYNTHESIS.sameNumber)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('names a court card in every court sentence, and a count in every same-number sentence', () => {
    for (const sentence of strings(SYNTHESIS.court)) expect(sentence).toContain('{card}');
    for (const sentence of strings(SYNTHESIS.sameNumber)) expect(sentence).toContain('{count}');
  });

  it('has at least 20 pairs, each of two real cards in deck order', () => {
    const keys = Object.keys(SYNTHESIS.pairs);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const key of keys) {
      const [first, second, ...rest] = key.split('+');
      expect(rest).toEqual([]);
      const a = cardByRank(first ?? '');
      const b = cardByRank(second ?? '');
      expect(a && b && a.id < b.id ? key : `not two cards in deck order: ${key}`).toBe(key);
    }
  });

  it('uses only the placeholders the reader fills', () => {
    for (const text of synthesisProse) for (const placeholder of text.match(/\{[^}]*\}/g) ?? []) expect(['{card}', '{card2}', '{suit}', '{count}']).toContain(placeholder);
    for (const text of [...strings(SYNTHESIS.manyMajors), ...strings(SYNTHESIS.noMajors), ...strings(SYNTHESIS.openings), ...strings(SYNTHESIS.closings)]) expect(text).not.toMatch(/\{/);
  });
});

describe('the deck stories (server/content/tarot/deck-stories.ts)', () => {
  it('parses with its schema', () => {
    for (const deck of DECK_STORIES) expect(deckStorySchema.safeParse(deck).success).toBe(true);
  });

  it('tells the story of every deck offered, in the decks’ order', () => {
    expect(DECK_STORIES.map((deck) => deck.slug)).toEqual(DECKS.filter((deck) => deck.active).map((deck) => deck.slug));
  });

  it('says the Mandala deck is for contemplation, not readings', () => {
    const mandala = DECK_STORIES.find((deck) => deck.slug === 'mandala')!;
    expect(mandala.story).toMatch(/contemplation/);
    expect(mandala.story).toMatch(/not a tarot deck/);
  });
});

describe('the writing of all three files', () => {
  const all = [...spreadProse, ...synthesisProse, ...deckProse];

  it('never repeats a sentence', () => {
    expect(repeated(sentencesOf(all))).toEqual([]);
  });

  it('uses typographic apostrophes and quotes, no emoji and no exclamation marks', () => {
    for (const text of all) {
      expect(text).not.toMatch(/['"]/);
      expect(text).not.toMatch(/!/);
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('promises no certain future', () => {
    for (const text of all) expect(text).not.toMatch(/\bwill (happen|come|bring|be)\b/i);
  });
});
