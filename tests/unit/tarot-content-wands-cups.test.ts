import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { cardTextSchema } from '../../server/content/tarot/types';
import { WANDS_CUPS_TEXTS } from '../../server/content/tarot/wands-cups';

const FIELDS = ['image', 'upright', 'reversed', 'love', 'work', 'advice', 'yesNoNote'] as const;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const owned = TAROT_CARDS.filter((card) => card.suit === 'wands' || card.suit === 'cups');

describe('the Wands and Cups texts (server/content/tarot/wands-cups.ts)', () => {
  it('parses every entry with the card schema', () => {
    for (const text of WANDS_CUPS_TEXTS) expect(() => cardTextSchema.parse(text)).not.toThrow();
  });

  it('holds exactly the 28 cards, Ace of Wands to King of Cups, in order', () => {
    expect(WANDS_CUPS_TEXTS.map((text) => text.rank)).toEqual(owned.map((card) => card.rank));
    expect(WANDS_CUPS_TEXTS).toHaveLength(28);
  });

  it('gives every card at least 300 words', () => {
    for (const text of WANDS_CUPS_TEXTS) {
      const total = FIELDS.reduce((sum, field) => sum + words(text[field]), 0);
      expect({ rank: text.rank, total: total >= 300 }).toEqual({ rank: text.rank, total: true });
    }
  });

  it('names the right number of suit symbols in the pip cards’ pictures', () => {
    owned.forEach((card, index) => {
      if (card.court || card.number === 1) return;
      const symbol = card.suit === 'wands' ? 'wands|staves|staffs' : 'cups';
      const pattern = new RegExp(`\\b${NUMBER_WORDS[card.number - 1]}\\b[\\w\\s-]{0,30}?\\b(${symbol})\\b`, 'i');
      expect({ rank: card.rank, matches: pattern.test(WANDS_CUPS_TEXTS[index]?.image ?? '') }).toEqual({ rank: card.rank, matches: true });
    });
  });

  it('shows the suit’s symbol in every ace’s and court card’s picture', () => {
    owned.forEach((card, index) => {
      if (!card.court && card.number !== 1) return;
      const symbol = card.suit === 'wands' ? /\bwand\b/i : /\bcup\b/i;
      expect({ rank: card.rank, shows: symbol.test(WANDS_CUPS_TEXTS[index]?.image ?? '') }).toEqual({ rank: card.rank, shows: true });
    });
  });

  it('never repeats a sentence anywhere in the file', () => {
    const sentences = WANDS_CUPS_TEXTS.flatMap((text) => FIELDS.flatMap((field) => text[field].split(/(?<=[.!?][”’)]?)\s+/))).map((sentence) => sentence.trim().toLowerCase());
    const seen = new Set<string>();
    const repeated = sentences.filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)));
    expect(repeated).toEqual([]);
  });

  it('uses typographic apostrophes and quotes, and no exclamation piles', () => {
    const text = WANDS_CUPS_TEXTS.flatMap((entry) => [...FIELDS.map((field) => entry[field]), ...entry.keywords.upright, ...entry.keywords.reversed]).join(' ');
    expect(text).not.toMatch(/['"]/);
    expect(text).not.toMatch(/!!/);
  });
});
