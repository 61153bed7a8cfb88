import { z } from 'zod';

/**
 * The tarot writing (spec 2, issue #12): original text for each of the 78 cards, the spreads'
 * positions, and the synthesis that reads a spread as a whole. Validated when the server starts.
 * Card facts (names, suits, numbers, ranks) are in shared/tarot/tarot.ts.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const paragraph = (min: number, max: number) =>
  z
    .string()
    .refine((text) => words(text) >= min && words(text) <= max, `between ${min} and ${max} words`)
    .refine((text) => /^[A-Z"“‘(]/.test(text) && /[.!?]["”’)]?$/.test(text), 'whole sentences');
const keyword = z.string().min(3).max(40).regex(/^[a-z][a-z ’'-]*$/, 'lower-case words');

/** One card's text. The paragraphs together are at least 300 words (checked by the content test). */
export const cardTextSchema = z.object({
  /** canonical_rank, as in shared/tarot/tarot.ts. */
  rank: z.string(),
  keywords: z.object({ upright: z.array(keyword).min(4).max(6), reversed: z.array(keyword).min(4).max(6) }),
  /** What the picture shows, in the project's own description (the art is drawn from it): 40-90 words. */
  image: paragraph(40, 90),
  /** The card upright: 70-130 words. */
  upright: paragraph(70, 130),
  /** The card reversed: 50-100 words. */
  reversed: paragraph(50, 100),
  /** In love and relationships: 35-80 words. */
  love: paragraph(35, 80),
  /** In work and money: 35-80 words. */
  work: paragraph(35, 80),
  /** As advice: 25-60 words. */
  advice: paragraph(25, 60),
  /** The card's leaning in a yes-or-no reading, and one sentence why (10-40 words). */
  yesNo: z.enum(['yes', 'no', 'maybe']),
  yesNoNote: paragraph(10, 40),
});
export type CardText = z.infer<typeof cardTextSchema>;

/** A spread's positions: what each place in the layout asks of its card. */
export const spreadTextSchema = z.object({
  /** 'three-card', 'celtic-cross', 'yes-no', 'daily-reflection'. */
  code: z.string(),
  name: z.string(),
  /** The spread's introduction on its page: 40-120 words. */
  intro: paragraph(40, 120),
  positions: z.array(
    z.object({
      /** 1-based place in the layout. */
      position: z.number().int().min(1),
      name: z.string().min(3).max(40),
      /** What this position asks of the card drawn into it: 20-60 words. */
      meaning: paragraph(20, 60),
    }),
  ),
});
export type SpreadText = z.infer<typeof spreadTextSchema>;

/**
 * The synthesis: sentences that read the spread as a whole, chosen by what the cards have in
 * common. `{card}` and `{card2}` are card names, `{suit}` a suit name, `{count}` a number word.
 */
export const synthesisSchema = z.object({
  /** Half or more of the cards are Major Arcana: 4 sentences. */
  manyMajors: z.array(paragraph(15, 60)).min(4),
  /** No Major Arcana at all: 3 sentences. */
  noMajors: z.array(paragraph(15, 60)).min(3),
  /** One suit holds most of the cards: 3 sentences per suit. */
  suitDominant: z.object({ wands: z.array(paragraph(15, 60)).min(3), cups: z.array(paragraph(15, 60)).min(3), swords: z.array(paragraph(15, 60)).min(3), coins: z.array(paragraph(15, 60)).min(3) }),
  /** A suit missing from a spread of five or more cards: 2 sentences per suit. */
  suitMissing: z.object({ wands: z.array(paragraph(15, 60)).min(2), cups: z.array(paragraph(15, 60)).min(2), swords: z.array(paragraph(15, 60)).min(2), coins: z.array(paragraph(15, 60)).min(2) }),
  /** Several reversed cards (half or more): 4 sentences. */
  manyReversed: z.array(paragraph(15, 60)).min(4),
  /** All cards upright: 3 sentences. */
  allUpright: z.array(paragraph(15, 60)).min(3),
  /** A court card in the spread (Page, Knight, Queen, King): 2 sentences per court rank, with {card}. */
  court: z.object({ page: z.array(paragraph(15, 60)).min(2), knight: z.array(paragraph(15, 60)).min(2), queen: z.array(paragraph(15, 60)).min(2), king: z.array(paragraph(15, 60)).min(2) }),
  /** Two or more cards of the same number (two Fives, three Aces): 2 sentences per number 1-10, with {count}. */
  sameNumber: z.record(z.string(), z.array(paragraph(15, 60)).min(2)),
  /** Named pairs of related cards appearing together ('the-tower+the-star'): 1-2 sentences each, at least 20 pairs. */
  pairs: z.record(z.string(), z.array(paragraph(15, 70)).min(1)),
  /** Openings and closings of an interpretation: 5 each. */
  openings: z.array(paragraph(15, 60)).min(5),
  closings: z.array(paragraph(15, 60)).min(5),
});
export type SynthesisText = z.infer<typeof synthesisSchema>;

/** A deck's story on its page: 120-260 words, plus a one-line summary (10-30 words). */
export const deckStorySchema = z.object({ slug: z.string(), summary: paragraph(10, 30), story: paragraph(120, 260) });
export type DeckStory = z.infer<typeof deckStorySchema>;
