/**
 * The I Ching's structure (issue #24): the eight trigrams, the 64 hexagrams in the King Wen
 * order, and the rules that turn six cast lines into a primary and a relating hexagram. Pure
 * data and functions, shared by the pages, the API and the reports. Texts are in
 * server/content/iching/.
 *
 * Lines run from the bottom (index 0) to the top (index 5): 1 is solid (yang), 0 broken (yin).
 */

export type Line = 0 | 1;
export type Lines = readonly [Line, Line, Line, Line, Line, Line];

export const TRIGRAMS = [
  { slug: 'heaven', name: 'Heaven', pinyin: 'Qián', chinese: '乾', symbol: '☰', lines: [1, 1, 1] },
  { slug: 'lake', name: 'Lake', pinyin: 'Duì', chinese: '兌', symbol: '☱', lines: [1, 1, 0] },
  { slug: 'fire', name: 'Fire', pinyin: 'Lí', chinese: '離', symbol: '☲', lines: [1, 0, 1] },
  { slug: 'thunder', name: 'Thunder', pinyin: 'Zhèn', chinese: '震', symbol: '☳', lines: [1, 0, 0] },
  { slug: 'wind', name: 'Wind', pinyin: 'Xùn', chinese: '巽', symbol: '☴', lines: [0, 1, 1] },
  { slug: 'water', name: 'Water', pinyin: 'Kǎn', chinese: '坎', symbol: '☵', lines: [0, 1, 0] },
  { slug: 'mountain', name: 'Mountain', pinyin: 'Gèn', chinese: '艮', symbol: '☶', lines: [0, 0, 1] },
  { slug: 'earth', name: 'Earth', pinyin: 'Kūn', chinese: '坤', symbol: '☷', lines: [0, 0, 0] },
] as const;
export type Trigram = (typeof TRIGRAMS)[number];
export type TrigramSlug = Trigram['slug'];

const ORDER: readonly TrigramSlug[] = ['heaven', 'thunder', 'water', 'mountain', 'earth', 'wind', 'fire', 'lake'];
/**
 * The King Wen number of each pair: a row per lower trigram, a column per upper trigram, both in
 * the order of ORDER. Hexagram 11 (Peace) is Earth over Heaven: row heaven, column earth.
 */
const KING_WEN: readonly (readonly number[])[] = [
  [1, 34, 5, 26, 11, 9, 14, 43],
  [25, 51, 3, 27, 24, 42, 21, 17],
  [6, 40, 29, 4, 7, 59, 64, 47],
  [33, 62, 39, 52, 15, 53, 56, 31],
  [12, 16, 8, 23, 2, 20, 35, 45],
  [44, 32, 48, 18, 46, 57, 50, 28],
  [13, 55, 63, 22, 36, 37, 30, 49],
  [10, 54, 60, 41, 19, 61, 38, 58],
];

const trigramBySlug = (slug: TrigramSlug): Trigram => TRIGRAMS.find((trigram) => trigram.slug === slug)!;
const trigramOf = (lines: readonly Line[]): Trigram => TRIGRAMS.find((trigram) => trigram.lines.every((line, index) => line === lines[index]))!;

export interface HexagramShape {
  number: number;
  lines: Lines;
  lower: Trigram;
  upper: Trigram;
}

/** The 64 shapes, by number (index 0 is hexagram 1). */
export const HEXAGRAM_SHAPES: readonly HexagramShape[] = (() => {
  const shapes: HexagramShape[] = [];
  KING_WEN.forEach((row, lowerIndex) =>
    row.forEach((number, upperIndex) => {
      const lower = trigramBySlug(ORDER[lowerIndex]!);
      const upper = trigramBySlug(ORDER[upperIndex]!);
      shapes[number - 1] = { number, lower, upper, lines: [...lower.lines, ...upper.lines] as unknown as Lines };
    }),
  );
  return shapes;
})();

export const hexagramShape = (number: number): HexagramShape | undefined => (Number.isInteger(number) ? HEXAGRAM_SHAPES[number - 1] : undefined);

/** The hexagram six lines make. */
export function hexagramOf(lines: readonly Line[]): HexagramShape {
  const lower = trigramOf(lines.slice(0, 3));
  const upper = trigramOf(lines.slice(3, 6));
  return HEXAGRAM_SHAPES[KING_WEN[ORDER.indexOf(lower.slug)]![ORDER.indexOf(upper.slug)]! - 1]!;
}

/** The hexagram a hexagram turns into when the line at `index` (0 bottom to 5 top) changes. */
export function changedAt(number: number, index: number): HexagramShape {
  const lines = [...hexagramShape(number)!.lines];
  lines[index] = lines[index] === 1 ? 0 : 1;
  return hexagramOf(lines);
}

/**
 * A cast line by the three-coin method: heads count 3, tails 2, so three coins sum to 6 (old yin,
 * changing), 7 (young yang), 8 (young yin) or 9 (old yang, changing), with chances 1/8, 3/8,
 * 3/8 and 1/8.
 */
export type CastValue = 6 | 7 | 8 | 9;
export const CAST_VALUES: readonly CastValue[] = [6, 7, 8, 9];

/** What three coins (true for heads) make. */
export const coinsValue = (coins: readonly [boolean, boolean, boolean]): CastValue => coins.reduce<number>((sum, heads) => sum + (heads ? 3 : 2), 0) as CastValue;

export const isChanging = (value: CastValue): boolean => value === 6 || value === 9;

/** The primary hexagram of six cast values, the relating one (changing lines turned), and which lines change. */
export function readCast(values: readonly CastValue[]): { primary: HexagramShape; relating: HexagramShape | null; changing: number[] } {
  const primary = hexagramOf(values.map((value) => (value % 2 === 1 ? 1 : 0)));
  const changing = values.flatMap((value, index) => (isChanging(value) ? [index] : []));
  if (changing.length === 0) return { primary, relating: null, changing };
  const relating = hexagramOf(values.map((value) => (value === 9 ? 0 : value === 6 ? 1 : value % 2 === 1 ? 1 : 0)));
  return { primary, relating, changing };
}

/** The three coins that make a cast value, heads first (heads count 3, tails 2). */
export const coinsOf = (value: CastValue): [boolean, boolean, boolean] => [value >= 7, value >= 8, value === 9];

/** A cast as an address segment: its six values, bottom first ('789768'); null for anything else. */
export function parseCast(text: string): CastValue[] | null {
  return /^[6-9]{6}$/.test(text) ? ([...text].map(Number) as CastValue[]) : null;
}
