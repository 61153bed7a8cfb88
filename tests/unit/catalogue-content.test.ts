import { DIVINATIONS, DRT_UPC, KC_PACKAGE_UPCS, SUBSCRIPTION_UPCS, TOPICS, VIP_UPC } from '../../shared/store/catalogue';
import { coinPackagePercent } from '../../shared/store/price-display';
import { READING_PRODUCTS } from '../../shared/store/reading-products';
import { CATALOGUE, catalogueItem, KC_PACKAGES } from '../../server/content/catalogue/catalogue';

const REPORTS = [
  'astrology-compatibility-redux',
  'astrology-compatibility-sample',
  'cosmic-profile-report-redux',
  'essential-birth-redux',
  'essential-birth-sample',
  'free-birth-chart-redux',
  'numerology-forecast-redux',
  'yearly-forecast-redux',
  'big-picture-forecast-redux',
  'big-picture-love-forecast-redux',
  'relationship-potential-redux',
  'love-languages-redux',
  'relationship-dynamics-redux',
];

const sentencesOf = (text: string) => text.split(/\n\n|(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => sentence.split(/\s+/).length >= 5);

describe('the store catalogue', () => {
  it('holds every product of the store, each code unique and equal to its slug and teeup code', () => {
    const codes = CATALOGUE.map((entry) => entry.description.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['three-card', 'yes-no', 'celtic-cross', 'daily-reflection', 'i-ching-free', ...REPORTS, ...SUBSCRIPTION_UPCS]) expect(codes).toContain(code);
    for (const entry of CATALOGUE) {
      expect(entry.description.slug).toBe(entry.description.code);
      expect(entry.teeup.code).toBe(entry.description.code);
    }
  });

  it('sells the tarot readings, paid exactly where reading-products.ts says so (prices live in the catalogue alone)', () => {
    for (const product of READING_PRODUCTS) {
      const entry = catalogueItem(product.code)!;
      expect(entry.description.type).toBe('Reading');
      expect(entry.description.available).toBe(true);
      expect(entry.price.usd.current > 0).toBe(product.paid);
      expect(entry.description.free).toBe(!product.paid);
      expect(entry.description.product_name).toBe(product.name);
    }
    expect(catalogueItem('celtic-cross')!.price.kc!.current).toBe(1500);
    expect(catalogueItem('daily-reflection')!.price.kc!.current).toBe(500);
  });

  it('sells every report at its page, and the free I Ching reading at its page', () => {
    expect(catalogueItem('i-ching-free')!.description).toMatchObject({ available: true, free: true, product_url: '/readings-reports/i-ching/free' });
    const onSale: Record<string, string> = {
      'essential-birth-redux': '/readings-reports/astrology-reports/essential-birth-chart',
      'essential-birth-sample': '/readings-reports/astrology-reports/essential-birth-chart',
      'free-birth-chart-redux': '/readings-reports/astrology-reports/your-birth-chart',
      'cosmic-profile-report-redux': '/readings-reports/astrology-reports/cosmic-profile',
      'astrology-compatibility-redux': '/readings-reports/astrology-reports/compatibility-report',
      'astrology-compatibility-sample': '/readings-reports/astrology-reports/compatibility-report',
      'relationship-potential-redux': '/readings-reports/astrology-reports/relationship-potential',
      'love-languages-redux': '/readings-reports/astrology-reports/love-languages',
      'relationship-dynamics-redux': '/readings-reports/astrology-reports/relationship-dynamics',
      'yearly-forecast-redux': '/readings-reports/astrology-reports/yearly-forecast',
      'big-picture-forecast-redux': '/readings-reports/astrology-reports/big-picture-forecast',
      'big-picture-love-forecast-redux': '/readings-reports/astrology-reports/big-picture-love-forecast',
      'numerology-forecast-redux': '/readings-reports/astrology-reports/numerology-forecast',
    };
    for (const code of REPORTS) {
      const entry = catalogueItem(code)!;
      expect(entry.description.available).toBe(true);
      expect(entry.description.type).toBe('Report');
      expect(entry.description.product_url).toBe(onSale[code]);
      if (!entry.description.free) {
        expect(entry.price.usd.current).toBeGreaterThanOrEqual(999);
        expect(entry.price.usd.current).toBeLessThanOrEqual(3499);
        expect(entry.price.kc!.current).toBe(Math.round(entry.price.usd.current / 100) * 100);
      }
    }
    for (const code of ['astrology-compatibility-sample', 'essential-birth-sample', 'free-birth-chart-redux', 'i-ching-free']) expect(catalogueItem(code)!.description.free).toBe(true);
    expect(catalogueItem('essential-birth-redux')!.description.on_sale).toBe(true);
  });

  it('keeps prices consistent: a sale only when the original is higher, free products at 0, coins only for readings and reports', () => {
    for (const { description, price } of CATALOGUE) {
      expect(description.on_sale).toBe(price.usd.original > price.usd.current);
      expect(price.usd.original).toBeGreaterThanOrEqual(price.usd.current);
      if (price.kc) expect(price.kc.original).toBeGreaterThanOrEqual(price.kc.current);
      if (description.free) {
        expect(price.usd.current).toBe(0);
        expect(price.kc?.current ?? 0).toBe(0);
      } else expect(price.usd.current).toBeGreaterThan(0);
      expect(price.kc === null).toBe(description.type === 'Subscription' || description.type === 'Karma Coins');
      expect(price.usd.billing_type).toBe(description.type === 'Subscription' ? 'monthly' : 'one_time');
    }
  });

  it('gives readings and reports their facets, and packages and subscriptions none', () => {
    for (const { description } of CATALOGUE) {
      if (description.type === 'Reading' || description.type === 'Report') {
        expect(DIVINATIONS).toContain(description.divination);
        expect(TOPICS).toContain(description.topic);
      } else {
        expect(description.divination).toBeNull();
        expect(description.topic).toBeNull();
      }
    }
  });

  it('sells four Karma Coin packages by card, each granting the coins of its label', () => {
    expect(KC_PACKAGES.map((each) => [each.label, each.price.current])).toEqual([
      ['1,000 Karma Coins', 999],
      ['2,750 Karma Coins (10% Bonus)', 2499],
      ['6,000 Karma Coins (20% Bonus)', 4999],
      ['13,000 Karma Coins (30% Bonus)', 9999],
    ]);
    // The checkout form accepts exactly these codes as a coin package.
    expect(KC_PACKAGES.map((each) => each.upc)).toEqual([...KC_PACKAGE_UPCS]);
    for (const each of KC_PACKAGES) {
      expect(each.kc).toBe(Number(each.label.split(' ')[0]!.replace(/,/g, '')));
      const entry = catalogueItem(each.upc)!;
      expect(entry.kc_granted).toBe(each.kc);
      expect(entry.description.product_url).toBe('/store/karma-coins');
      expect(entry.price.kc).toBeNull();
    }
    expect(KC_PACKAGES.map((each) => coinPackagePercent(each.label))).toEqual([null, 10, 20, 30]);
  });

  it('describes the two subscriptions as spec 1 does', () => {
    const vip = catalogueItem(VIP_UPC)!;
    expect(vip.price.usd).toMatchObject({ current: 999, billing_type: 'monthly' });
    expect(vip.teeup.headline).toBe('Become a VIP');
    expect(vip.description.product_url).toBe('/readings-reports/subscription/vip-membership');
    expect(vip.description.subheader).toContain('$20 value');
    expect(vip.description.long_description).toMatch(/free reading/);
    expect(vip.description.long_description).toMatch(/ad/);
    const drt = catalogueItem(DRT_UPC)!;
    expect(drt.price.usd).toMatchObject({ current: 799, billing_type: 'monthly' });
    expect(drt.description.product_url).toBe('/readings-reports/subscription/daily-reflection');
    expect(30 * 499 - 799).toBeGreaterThan(14000);
    expect(drt.description.subheader).toContain('over $140');
  });

  it('writes complete copy of sane lengths', () => {
    for (const { description, teeup } of CATALOGUE) {
      for (const field of ['long_name', 'product_name', 'message', 'subheader', 'short_description', 'long_description'] as const) expect(description[field].length).toBeGreaterThan(0);
      expect(description.product_name.length).toBeLessThanOrEqual(60);
      expect(description.message.length).toBeLessThanOrEqual(120);
      expect(description.short_description.length).toBeLessThanOrEqual(320);
      const paragraphs = description.long_description.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(teeup.points.length).toBeGreaterThanOrEqual(2);
      expect(teeup.headline.length).toBeGreaterThan(0);
      expect(teeup.button_text.length).toBeGreaterThan(0);
    }
  });

  it('repeats no sentence across products', () => {
    const seen = new Map<string, string>();
    for (const { description, teeup } of CATALOGUE) {
      const own = new Set([description.message, description.subheader, ...sentencesOf(description.short_description), ...sentencesOf(description.long_description), ...teeup.points.filter((point) => point.split(/\s+/).length >= 5)]);
      for (const sentence of own) {
        expect([sentence, seen.get(sentence)]).toEqual([sentence, undefined]);
        seen.set(sentence, description.code);
      }
    }
  });

  it('suggests only products that exist and are on sale', () => {
    for (const entry of CATALOGUE) {
      for (const upc of entry.upsells) expect(catalogueItem(upc)?.description.available).toBe(true);
      if (entry.teeup.upsell_upc) expect(catalogueItem(entry.teeup.upsell_upc)).toBeDefined();
    }
  });
});
