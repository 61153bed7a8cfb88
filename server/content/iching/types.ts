import { z } from 'zod';
import { TRIGRAMS, type TrigramSlug } from '../../../shared/iching/hexagrams';
import { keyword, paragraph } from '../text-rules';

/**
 * The I Ching writing (issue #24): the project's own text for each of the 64 hexagrams, in the
 * King Wen order. The structure (lines, trigrams, which hexagram a changing line makes) is in
 * shared/iching/hexagrams.ts; this is only what the hexagrams say. Validated when the server
 * starts (./library.ts).
 */
export const hexagramTextSchema = z.object({
  /** King Wen number, 1-64. */
  number: z.number().int().min(1).max(64),
  /** The English name the site uses ('The Creative'); unique, and the page's slug is made from it. */
  name: z.string().min(3).max(40),
  /** The Chinese name in pinyin with tone marks ('Qián'), and in characters ('乾'). */
  pinyin: z.string().min(1).max(20),
  chinese: z.string().min(1).max(4),
  keywords: z.array(keyword).min(3).max(5),
  /** One or two sentences for lists and the page description: 15-40 words. */
  summary: paragraph(15, 40),
  /** The judgement: what the hexagram means as a whole, 80-150 words. */
  judgement: paragraph(80, 150),
  /** The image: what the two trigrams, one above the other, picture, and what a wise person takes from it: 50-110 words. */
  image: paragraph(50, 110),
  /** The hexagram as the day's hexagram (the daily page): practical, addressed to the reader, 60-120 words. */
  today: paragraph(60, 120),
  /** The six lines, bottom (first) to top (last): what each line says when it is a changing line, 35-80 words each. */
  lines: z.array(paragraph(35, 80)).length(6),
});
export type HexagramText = z.infer<typeof hexagramTextSchema>;

/** What each trigram stands for, on the hexagram pages. */
export const trigramTextSchema = z.object({
  slug: z.enum(TRIGRAMS.map((trigram) => trigram.slug) as [TrigramSlug, ...TrigramSlug[]]),
  /** Its attribute in a word or two ('strength', 'the joyous'). */
  quality: z.string().min(3).max(30),
  /** 30-70 words. */
  text: paragraph(30, 70),
});
export type TrigramText = z.infer<typeof trigramTextSchema>;
