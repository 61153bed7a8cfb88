import type { Price } from '../../shared/store/catalogue';
import { coinPackagePercent, formatBalance, formatKc, formatUsd, priceHidden, salePercent, saleShown } from '../../shared/store/price-display';

const side = (current: number, original = current) => ({ current, original, message: '', billing_type: 'one_time' as const });
const price = (current: number, original = current): Price => ({ usd: side(current, original), kc: side(Math.round(current / 10)) });

describe('price display rules (spec 1 §9)', () => {
  it('shows a sale only when the original dollar price is greater than the current one', () => {
    expect(saleShown(price(1999, 2999))).toBe(true);
    expect(saleShown(price(1999, 1999))).toBe(false);
    expect(saleShown(price(2999, 1999))).toBe(false);
    expect(saleShown(price(0, 0))).toBe(false);
  });

  it('gives the sale as a whole percent of the original price, 0 without a sale', () => {
    expect(salePercent(price(1500, 2000))).toBe(25);
    expect(salePercent(price(1999, 2999))).toBe(33);
    expect(salePercent(price(1999))).toBe(0);
    expect(salePercent(price(0, 1000))).toBe(100);
  });

  it('hides a zero dollar price unless a subscription exists', () => {
    expect(priceHidden(price(0))).toBe(true);
    expect(priceHidden(price(0), { subscription: false })).toBe(true);
    expect(priceHidden(price(0), { subscription: true })).toBe(false);
    expect(priceHidden(price(1499))).toBe(false);
  });

  it('hides the price when the teeup has an upsell_upc', () => {
    expect(priceHidden(price(1499), { teeup: { upsell_upc: 'vip-monthly-subscription' } })).toBe(true);
    expect(priceHidden(price(0), { subscription: true, teeup: { upsell_upc: 'vip-monthly-subscription' } })).toBe(true);
    expect(priceHidden(price(1499), { teeup: { upsell_upc: null } })).toBe(false);
    expect(priceHidden(price(1499), { teeup: null })).toBe(false);
  });

  it('reads a coin package’s percent from its label', () => {
    expect(coinPackagePercent('6,000 Karma Coins (20% Bonus)')).toBe(20);
    expect(coinPackagePercent('2,750 Karma Coins (10% bonus)')).toBe(10);
    expect(coinPackagePercent('13,000 Karma Coins (30% Bonus)')).toBe(30);
    expect(coinPackagePercent('1,000 Karma Coins')).toBeNull();
    expect(coinPackagePercent('20% of nothing')).toBeNull();
  });

  it('shows a Karma Coin balance with the locale’s thousands separators', () => {
    expect(formatBalance(1234567, 'en-US')).toBe('1,234,567');
    expect(formatBalance(1500)).toBe('1,500');
    expect(formatBalance(999, 'en-US')).toBe('999');
    expect(formatBalance(0, 'en-US')).toBe('0');
    expect(formatBalance(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatBalance(-2500, 'en-US')).toBe('-2,500');
  });

  it('writes dollars from cents with two decimals and thousands separators', () => {
    expect(formatUsd(1499)).toBe('$14.99');
    expect(formatUsd(500)).toBe('$5.00');
    expect(formatUsd(7)).toBe('$0.07');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123400)).toBe('$1,234.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-250)).toBe('-$2.50');
  });

  it('writes coins as Karma Coins', () => {
    expect(formatKc(1500)).toBe('1,500 Karma Coins');
    expect(formatKc(13000)).toBe('13,000 Karma Coins');
    expect(formatKc(1)).toBe('1 Karma Coin');
  });
});
