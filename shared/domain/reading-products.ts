import { SPREAD_POSITIONS } from '../api/reading.contract';

/**
 * The tarot readings on sale (issue #12): each spread's product code, name, number of positions
 * and price. The free three-card and yes-or-no readings cost nothing; the Celtic Cross and the
 * Daily Reflection are paid, and until the store issue connects checkout their submission stops
 * at the point of payment with `PAID_READING_MESSAGE` (402). Prices are integer cents.
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

/** What a paid spread's submission answers until the store sells readings. */
export const PAID_READING_MESSAGE = 'This reading is part of a paid product. Checkout opens soon: the store is being built.';

/** '$14.99' (whole dollars keep their cents: '$5.00'). */
export const formatPrice = (cents: number): string => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Where a saved reading is read. */
export const readingUrl = (readingId: string): string => `/readings-reports/tarot-readings/result/${readingId}`;
