import request from 'supertest';
import { DRT_UPC, VIP_UPC } from '../../shared/store/catalogue';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

describe.each(PAGE_ENGINES)('the catalogue API on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  const get = (path: string) => request(site.app).get(`/api${path}`);
  const expectPublic = (res: request.Response) => expect(res.headers['cache-control']).toBe('public, max-age=300');

  it('answers a product’s price, dollars and coins, publicly cacheable', async () => {
    const res = await get('/commerce/price/celtic-cross').expect(200);
    expectPublic(res);
    expect(res.body.price).toEqual({
      usd: { current: 1499, original: 1499, message: '', billing_type: 'one_time' },
      kc: { current: 1500, original: 1500, message: '', billing_type: 'one_time' },
    });
    const vip = await get(`/commerce/price/${VIP_UPC}`).expect(200);
    expect(vip.body.price.kc).toBeNull();
    expect(vip.body.price.usd).toMatchObject({ current: 999, billing_type: 'monthly' });
    const sale = await get('/commerce/price/essential-birth-redux').expect(200);
    expect(sale.body.price.usd.original).toBeGreaterThan(sale.body.price.usd.current);
  });

  it('answers a product’s description by slug', async () => {
    const res = await get('/product/description/daily-reflection').expect(200);
    expectPublic(res);
    expect(res.body.description).toMatchObject({
      code: 'daily-reflection',
      slug: 'daily-reflection',
      type: 'Reading',
      product_name: 'Daily Reflection Reading',
      product_url: '/readings-reports/tarot-readings/daily-reflection',
      divination: 'tarot',
      free: false,
      available: true,
    });
    const report = await get('/product/description/love-languages-redux').expect(200);
    expect(report.body.description).toMatchObject({ type: 'Report', available: true, product_url: '/readings-reports/astrology-reports/love-languages' });
  });

  it('answers a teeup with its description, price and upsells named and linked', async () => {
    const res = await get(`/product/description/${VIP_UPC}/teeup`).expect(200);
    expectPublic(res);
    expect(res.body.teeup).toMatchObject({ code: VIP_UPC, upsell_upc: null, headline: 'Become a VIP' });
    expect(res.body.description.product_url).toBe('/readings-reports/subscription/vip-membership');
    expect(res.body.price.usd.current).toBe(999);
    expect(res.body.upsells).toEqual([
      { upsell_upc: 'celtic-cross', description: { product_url: '/readings-reports/tarot-readings/celtic-cross', product_name: 'Celtic Cross Reading' } },
      { upsell_upc: DRT_UPC, description: { product_url: '/readings-reports/subscription/daily-reflection', product_name: 'Daily Reflection Subscription' } },
    ]);
    const sample = await get('/product/description/essential-birth-sample/teeup').expect(200);
    expect(sample.body.teeup.upsell_upc).toBe('essential-birth-redux');
  });

  it('lists the four Karma Coin packages, smallest first', async () => {
    const res = await get('/product/karmacoin-packages').expect(200);
    expectPublic(res);
    expect(res.body.packages.map((each: { label: string; kc: number; price: { current: number } }) => [each.label, each.kc, each.price.current])).toEqual([
      ['1,000 Karma Coins', 1000, 999],
      ['2,750 Karma Coins (10% Bonus)', 2750, 2499],
      ['6,000 Karma Coins (20% Bonus)', 6000, 4999],
      ['13,000 Karma Coins (30% Bonus)', 13000, 9999],
    ]);
  });

  it('answers an unknown product with 404, not cached', async () => {
    for (const path of ['/commerce/price/no-such-thing', '/product/description/no-such-thing', '/product/description/no-such-thing/teeup']) {
      const res = await get(path).expect(404);
      expect(res.body.error.message).toBe('That product does not exist.');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers malformed codes with 400, never 500', async () => {
    for (const code of ['Celtic-Cross', 'a'.repeat(81), 'x%00y', 'drop%20table', '%E2%98%83', '..%2F..']) {
      for (const path of [`/commerce/price/${code}`, `/product/description/${code}`, `/product/description/${code}/teeup`]) {
        const res = await get(path).expect(400);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
