import type { Price, Teeup } from './catalogue';

/**
 * How prices are shown (issue #13; spec 1 §9). Pure rules shared by the pages and the islands:
 * no React, no requests. Money is integer cents; Karma Coins are integer coins.
 */

/** Spec 1 §9: a sale is shown when the original dollar price is greater than the current one. */
export const saleShown = (price: Price): boolean => price.usd.original > price.usd.current;

/** The sale's saving as a whole percent of the original dollar price (0 when there is no sale). */
export function salePercent(price: Price): number {
  if (!saleShown(price) || price.usd.original === 0) return 0;
  return Math.round(((price.usd.original - price.usd.current) / price.usd.original) * 100);
}

/**
 * Spec 1 §9: the price is hidden when the dollar price is 0 (unless a subscription exists, which
 * then shows what it includes) or when the teeup has an upsell_upc (the upsell speaks instead).
 */
export function priceHidden(price: Price, context: { subscription?: boolean; teeup?: Pick<Teeup, 'upsell_upc'> | null } = {}): boolean {
  if (context.teeup?.upsell_upc) return true;
  return price.usd.current === 0 && !context.subscription;
}

/** Spec 1 §9: a coin package's bonus percent is read from its label ('(20% Bonus)' → 20); none → null. */
export function coinPackagePercent(label: string): number | null {
  const match = /\((\d{1,3})%\s*Bonus\)/i.exec(label);
  return match ? Number(match[1]) : null;
}

/** Spec 1 §9: a Karma Coin balance with the locale's thousands separators (1234 → '1,234' in en-US). */
export const formatBalance = (coins: number, locale = 'en-US'): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(coins);

/** Cents as dollars: 1499 → '$14.99', 123400 → '$1,234.00'. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}$${formatBalance(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** 1500 → '1,500 Karma Coins' (one coin is '1 Karma Coin'). */
export const formatKc = (coins: number): string => `${formatBalance(coins)} Karma Coin${coins === 1 ? '' : 's'}`;
