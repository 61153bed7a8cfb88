import { SPREAD_POSITIONS } from '../tarot/reading.contract';
import { href, ROUTES } from '../routes';

/**
 * The tarot readings on sale (issue #12): each spread's product code, name, number of positions
 * and whether it is paid. The free three-card and yes-or-no readings cost nothing; the Celtic
 * Cross and the Daily Reflection are paid: a member's submission is held on its deal and goes to
 * checkout (issue #13). Their prices are the catalogue's alone (server/content/catalogue, read
 * through the product service); a content test keeps `paid` equal to it.
 */
export interface ReadingProduct {
  code: string;
  name: string;
  positions: number;
  /** Paid at checkout (its price is in the catalogue); false: free. */
  paid: boolean;
}

export const READING_PRODUCTS: readonly ReadingProduct[] = [
  { code: 'three-card', name: 'Free Three-Card Reading', positions: SPREAD_POSITIONS['three-card']!, paid: false },
  { code: 'yes-no', name: 'Yes or No Reading', positions: SPREAD_POSITIONS['yes-no']!, paid: false },
  { code: 'celtic-cross', name: 'Celtic Cross Reading', positions: SPREAD_POSITIONS['celtic-cross']!, paid: true },
  { code: 'daily-reflection', name: 'Daily Reflection Reading', positions: SPREAD_POSITIONS['daily-reflection']!, paid: true },
];

export const readingProduct = (code: string): ReadingProduct | undefined => READING_PRODUCTS.find((product) => product.code === code);

export const isPaidReading = (code: string): boolean => readingProduct(code)?.paid ?? false;

/** Where a saved reading is read. */
export const readingUrl = (readingId: string): string => href(ROUTES.readingResult, { reading_id: readingId });
