import type { Price } from './catalogue';

/**
 * How prices are shown (issue #13; spec 1 §9): pure rules shared by pages and islands. Money is
 * integer cents; Karma Coins are integer coins.
 */

/** Spec 1 §9: a sale is shown when the original dollar price is greater than the current one. */
export const saleShown = (price: Price): boolean => price.usd.original > price.usd.current;

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
