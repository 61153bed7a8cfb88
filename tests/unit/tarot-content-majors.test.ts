import { MAJOR_TEXTS } from '../../server/content/tarot/majors';
import { cardTextSchema } from '../../server/content/tarot/types';
import { TAROT_CARDS } from '../../shared/tarot/tarot';

const FIELDS = ['image', 'upright', 'reversed', 'love', 'work', 'advice', 'yesNoNote'] as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = MAJOR_TEXTS.flatMap((card) => FIELDS.flatMap((field) => card[field].split(/(?<=[.!?][”’)]?)\s+/))).map((sentence) => sentence.trim().toLowerCase());

describe('the Major Arcana writing (server/content/tarot/majors.ts)', () => {
  it('has the 22 Major Arcana, The Fool to The World, in order', () => {
    const majors = TAROT_CARDS.filter((card) => card.suit === 'major').map((card) => card.rank);
    expect(majors).toHaveLength(22);
    expect(MAJOR_TEXTS.map((card) => card.rank)).toEqual(majors);
  });

  it('matches the card schema, entry by entry', () => {
    for (const card of MAJOR_TEXTS) {
      const result = cardTextSchema.safeParse(card);
      expect({ rank: card.rank, issues: result.success ? [] : result.error.issues }).toEqual({ rank: card.rank, issues: [] });
    }
  });

  it('gives every card at least 300 words', () => {
    for (const card of MAJOR_TEXTS) {
      const total = FIELDS.reduce((sum, field) => sum + words(card[field]), 0);
      expect({ rank: card.rank, enough: total >= 300 }).toEqual({ rank: card.rank, enough: true });
    }
  });

  it('never repeats a sentence or a keyword list', () => {
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
    const lists = MAJOR_TEXTS.flatMap((card) => [card.keywords.upright.join(','), card.keywords.reversed.join(',')]);
    expect(new Set(lists).size).toBe(lists.length);
  });

  it('uses typographic apostrophes and quotes, and no exclamation marks or emoji', () => {
    for (const card of MAJOR_TEXTS)
      for (const text of [...FIELDS.map((field) => card[field]), ...card.keywords.upright, ...card.keywords.reversed]) {
        expect({ rank: card.rank, text, straight: /['"]/.test(text) }).toEqual({ rank: card.rank, text, straight: false });
        expect({ rank: card.rank, text, loud: /!|\p{Extended_Pictographic}/u.test(text) }).toEqual({ rank: card.rank, text, loud: false });
      }
  });
});
