import { SPREAD_POSITIONS } from '../api/reading.contract';

/**
 * The tarot readings on sale (issue #12): each spread's product code, name, number of positions
 * and price. The free three-card and yes-or-no readings cost nothing; the Celtic Cross and the
 * Daily Reflection are paid: a member's submission is held on its deal and goes to checkout
 * (issue #13). Prices are integer cents and equal the catalogue's (server/content/catalogue).
 */
export interface ReadingProduct {
  code: string;
  name: string;
  positions: number;
  /** null: free. */
  priceCents: number | null;
}

export const READING_PRODUCTS: readonly ReadingProduct[] = [
  { code: 'three-card', name: 'Free Three-Card Reading', positions: SPREAD_POSITIONS['three-card']!, priceCents: null },
  { code: 'yes-no', name: 'Yes or No Reading', positions: SPREAD_POSITIONS['yes-no']!, priceCents: null },
  { code: 'celtic-cross', name: 'Celtic Cross Reading', positions: SPREAD_POSITIONS['celtic-cross']!, priceCents: 1499 },
  { code: 'daily-reflection', name: 'Daily Reflection Reading', positions: SPREAD_POSITIONS['daily-reflection']!, priceCents: 499 },
];

export const readingProduct = (code: string): ReadingProduct | undefined => READING_PRODUCTS.find((product) => product.code === code);

export const isPaidReading = (code: string): boolean => (readingProduct(code)?.priceCents ?? null) !== null;

/** Where a saved reading is read. */
export const readingUrl = (readingId: string): string => `/readings-reports/tarot-readings/result/${readingId}`;
