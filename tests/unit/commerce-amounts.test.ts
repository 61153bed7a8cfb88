import { formatKc, formatUsd } from '../../server/platform/commerce/orders.service';

describe('receipt amounts', () => {
  it('formats cents as dollars with thousands separators', () => {
    expect(formatUsd(1499)).toBe('$14.99');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
  });

  it('formats Karma Coins with thousands separators', () => {
    expect(formatKc(1500)).toBe('1,500 Karma Coins');
    expect(formatKc(1)).toBe('1 Karma Coin');
  });
});
