import { TRIGRAMS, type TrigramSlug } from '../../../shared/iching/hexagrams';
import { HEXAGRAMS_01_32 } from './hexagrams-01-32';
import { HEXAGRAMS_33_64 } from './hexagrams-33-64';
import { TRIGRAM_TEXTS } from './trigrams';
import { hexagramTextSchema, trigramTextSchema, type HexagramText, type TrigramText } from './types';

/**
 * The I Ching writing, checked when the server starts: the 64 hexagrams in the King Wen order,
 * each name once, and the eight trigrams. A gap stops the start.
 */
const HEXAGRAMS: readonly HexagramText[] = [...HEXAGRAMS_01_32, ...HEXAGRAMS_33_64].map((text) => hexagramTextSchema.parse(text));
HEXAGRAMS.forEach((text, index) => {
  if (text.number !== index + 1) throw new Error(`I Ching text ${index} should be hexagram ${index + 1}, not ${text.number}`);
});
const TRIGRAMS_TEXT: readonly TrigramText[] = TRIGRAM_TEXTS.map((text) => trigramTextSchema.parse(text));
for (const trigram of TRIGRAMS) if (!TRIGRAMS_TEXT.some((text) => text.slug === trigram.slug)) throw new Error(`No text for the ${trigram.slug} trigram`);

/** A hexagram's address slug, from its English name: 'the-creative', 'peace'. */
export const hexagramSlug = (text: Pick<HexagramText, 'name'>): string =>
  text.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const BY_SLUG = new Map(HEXAGRAMS.map((text) => [hexagramSlug(text), text]));
if (BY_SLUG.size !== HEXAGRAMS.length) throw new Error('Two hexagrams have the same name');

export const ALL_HEXAGRAM_TEXTS = HEXAGRAMS;
/** A hexagram's text by King Wen number (every hexagram 1-64 has one). */
export const hexagramText = (number: number): HexagramText => HEXAGRAMS[number - 1]!;
export const hexagramTextBySlug = (slug: string): HexagramText | undefined => BY_SLUG.get(slug);
export const trigramText = (slug: TrigramSlug): TrigramText => TRIGRAMS_TEXT.find((text) => text.slug === slug)!;
