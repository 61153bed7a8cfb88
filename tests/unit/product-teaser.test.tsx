import { renderToStaticMarkup } from 'react-dom/server';
import type { Description, Price } from '../../shared/store/catalogue';
import { priceHidden, saleShown } from '../../shared/store/price-display';
import { teaserItem, teaserPrice, usdText } from '../../views/store/product-teasers';
import { ProductTeaser } from '../../views/ui/product-teaser';
import { productDescription } from '../support/catalogue';

const side = (current: number, original = current, billing_type: 'one_time' | 'monthly' = 'one_time') => ({ current, original, message: '', billing_type });
const price = (usd: ReturnType<typeof side>, kc: ReturnType<typeof side> | null = null): Price => ({ usd, kc });

const description = (extra: Partial<Description> = {}): Description =>
  productDescription('love-tarot', { long_name: 'Love Tarot Reading', product_name: 'Love Tarot', message: 'What the cards say of your heart', short_description: 'A spread for love', product_url: '/readings-reports/tarot-readings/love', ...extra });

describe('price display (spec 1 §9)', () => {
  it('shows a sale only when the original dollar price is greater than the current one', () => {
    expect(saleShown(price(side(999, 1499)))).toBe(true);
    expect(saleShown(price(side(999, 999)))).toBe(false);
    expect(teaserPrice(description(), price(side(999, 1499), side(500)))).toEqual({ current: '$9.99', original: '$14.99', coins: 'or 500 Karma Coins' });
  });

  it('hides a price of $0 unless it is a subscription, and any price whose teeup has an upsell', () => {
    expect(priceHidden(price(side(0)), { subscription: false })).toBe(true);
    expect(priceHidden(price(side(0, 999, 'monthly')), { subscription: true })).toBe(false);
    expect(priceHidden(price(side(499)), { subscription: false, teeup: { upsell_upc: 'bigger-reading' } })).toBe(true);
    expect(teaserPrice(description(), price(side(0)))).toBeNull();
    expect(teaserPrice(description(), price(side(499)), 'bigger-reading')).toBeNull();
  });

  it('labels free products Free, and monthly prices a month', () => {
    expect(teaserPrice(description({ free: true }), price(side(0)))).toEqual({ current: 'Free' });
    expect(teaserPrice(description({ type: 'Subscription' }), price(side(999, 999, 'monthly')))).toEqual({ current: '$9.99 a month' });
    expect(usdText(123456)).toBe('$1,234.56');
  });

  it('shows a product coming soon without a link or a price', () => {
    const soon = teaserItem({ description: description({ available: false }), price: price(side(499)) });
    expect(soon.href).toBeNull();
    const html = renderToStaticMarkup(<ProductTeaser item={soon} />);
    expect(html).toContain('Coming soon');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('$4.99');
  });

  it('links a product on sale to its page with the original price struck through', () => {
    const html = renderToStaticMarkup(<ProductTeaser item={teaserItem({ description: description(), price: price(side(999, 1499)) })} />);
    expect(html).toContain('href="/readings-reports/tarot-readings/love"');
    expect(html).toMatch(/<s class="product-price-original">.*\$14\.99<\/s>/);
    expect(html).toContain('$9.99');
  });
});
