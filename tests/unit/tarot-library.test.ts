import { cardText, deckStory, SPREADS, TAROT_SYNTHESIS } from '../../server/content/tarot/library';
import { DECKS } from '../../shared/tarot/decks';
import { TAROT_CARDS } from '../../shared/tarot/tarot';

const FIELDS = ['image', 'upright', 'reversed', 'love', 'work', 'advice', 'yesNoNote'] as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.match(/[^.!?]+[.!?]+["”’)]?/g)?.map((sentence) => sentence.trim()) ?? [];

describe('the tarot writing as a whole', () => {
  it('has every card, at least 300 words each', () => {
    for (const card of TAROT_CARDS) {
      const text = cardText(card.rank);
      const total = FIELDS.reduce((sum, field) => sum + words(text[field]), 0);
      if (total < 300) expect(`${card.rank}: ${total} words`).toBe('300 words or more');
    }
  });

  it('never gives two cards, or two fields, the same sentence, across all its files', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const card of TAROT_CARDS)
      for (const field of FIELDS)
        for (const sentence of sentences(cardText(card.rank)[field])) {
          if (sentence.split(/\s+/).length < 5) continue;
          const where = `${card.rank}.${field}`;
          if (seen.has(sentence)) repeated.push(`${where} repeats ${seen.get(sentence)}: ${sentence}`);
          else seen.set(sentence, where);
        }
    expect(repeated).toEqual([]);
  });

  it('has the four spreads, the synthesis and a story for every deck', () => {
    expect(SPREADS.map((spread) => [spread.code, spread.positions.length])).toEqual([
      ['three-card', 3],
      ['celtic-cross', 10],
      ['yes-no', 1],
      ['daily-reflection', 3],
    ]);
    expect(Object.keys(TAROT_SYNTHESIS.pairs).length).toBeGreaterThanOrEqual(20);
    for (const deck of DECKS.filter((each) => each.active)) expect(deckStory(deck.slug).story.length).toBeGreaterThan(500);
  });
});
