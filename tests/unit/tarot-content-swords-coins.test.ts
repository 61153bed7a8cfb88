import { SWORDS_COINS_TEXTS } from '../../server/content/tarot/swords-coins';
import { cardTextSchema } from '../../server/content/tarot/types';
import { TAROT_CARDS } from '../../shared/tarot/tarot';

const owned = TAROT_CARDS.filter((card) => card.suit === 'swords' || card.suit === 'coins');
const fields = ['image', 'upright', 'reversed', 'love', 'work', 'advice', 'yesNoNote'] as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the Swords and Coins card texts (server/content/tarot/swords-coins.ts)', () => {
  it('matches the card schema, entry by entry', () => {
    for (const text of SWORDS_COINS_TEXTS) expect(() => cardTextSchema.parse(text)).not.toThrow();
  });

  it('has exactly Ace of Swords to King of Swords, then Ace of Coins to King of Coins, in order', () => {
    expect(owned).toHaveLength(28);
    expect(SWORDS_COINS_TEXTS.map((text) => text.rank)).toEqual(owned.map((card) => card.rank));
  });

  it('gives every card at least 300 words', () => {
    for (const text of SWORDS_COINS_TEXTS) {
      const total = fields.reduce((sum, field) => sum + words(text[field]), 0);
      expect({ rank: text.rank, total, enough: total >= 300 }).toEqual({ rank: text.rank, total, enough: true });
    }
  });

  it('draws the right number of suit symbols on the pip cards, and the suit symbol on the court cards', () => {
    for (const card of owned) {
      const text = SWORDS_COINS_TEXTS.find((entry) => entry.rank === card.rank);
      const image = text?.image.toLowerCase() ?? '';
      const symbol = card.suit === 'swords' ? 'sword' : 'coin';
      expect({ rank: card.rank, symbol: image.includes(symbol) }).toEqual({ rank: card.rank, symbol: true });
      if (card.number === 1) expect({ rank: card.rank, ok: new RegExp(`\\b(a|one|single) (\\w+ )*${symbol}\\b`).test(image) }).toEqual({ rank: card.rank, ok: true });
      else if (!card.court) expect({ rank: card.rank, ok: new RegExp(`\\b${NUMBER_WORDS[card.number - 1]} (\\w+ )*${symbol}s\\b`).test(image) }).toEqual({ rank: card.rank, ok: true });
    }
  });

  it('calls the suit Coins, and writes with typographic quotes and no exclamation piles', () => {
    for (const text of SWORDS_COINS_TEXTS) {
      const prose = fields.map((field) => text[field]).join(' ');
      expect(prose).not.toMatch(/pentacle/i);
      expect(prose).not.toMatch(/['"]/);
      expect(prose).not.toMatch(/!/);
      expect(prose).not.toMatch(/\bwill happen\b/i);
    }
  });

  it('never repeats a sentence anywhere in the file', () => {
    const sentences = SWORDS_COINS_TEXTS.flatMap((text) => fields.flatMap((field) => text[field].split(/(?<=[.!?][”’)]?)\s+/)))
      .map((sentence) => sentence.trim().toLowerCase())
      .filter(Boolean);
    const seen = new Set<string>();
    const repeated = sentences.filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)));
    expect(repeated).toEqual([]);
  });

  it('does not open a field the same way on many cards', () => {
    for (const field of fields) {
      const openings = SWORDS_COINS_TEXTS.map((text) => text[field].toLowerCase().split(/\s+/).slice(0, 2).join(' '));
      const counts = new Map<string, number>();
      for (const opening of openings) counts.set(opening, (counts.get(opening) ?? 0) + 1);
      const common = [...counts].filter(([, count]) => count > 4).map(([opening]) => `${field}: ${opening}`);
      expect(common).toEqual([]);
    }
  });
});
