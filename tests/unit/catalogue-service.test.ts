import { VIP_UPC } from '../../shared/store/catalogue';
import { createCatalogueService, NO_SUCH_PRODUCT } from '../../server/platform/product/catalogue.service';

describe('the catalogue service', () => {
  const catalogue = createCatalogueService();

  it('offers the commerce service each product with its price, and the coins a package grants', () => {
    expect(catalogue.product('celtic-cross')).toMatchObject({ description: { code: 'celtic-cross', type: 'Reading' }, price: { usd: { current: 1499 } } });
    expect(catalogue.product('celtic-cross')!.kc_granted).toBeUndefined();
    expect(catalogue.product('karma-coins-6000')).toMatchObject({ kc_granted: 6000, price: { kc: null } });
    expect(catalogue.product(VIP_UPC)!.price.usd.billing_type).toBe('monthly');
    expect(catalogue.product('no-such-thing')).toBeUndefined();
  });

  it('refuses an unknown code with a 404 that says so', () => {
    for (const read of [catalogue.price, catalogue.description, catalogue.teeup]) {
      expect(() => read('no-such-thing')).toThrow(NO_SUCH_PRODUCT);
      try {
        read('no-such-thing');
      } catch (error) {
        expect((error as { code: string }).code).toBe('not_found');
      }
    }
  });

  it('names and links each upsell of a teeup, in the catalogue’s order', () => {
    const teeup = catalogue.teeup('three-card');
    expect(teeup.upsells.map((upsell) => upsell.upsell_upc)).toEqual(['celtic-cross', 'daily-reflection', VIP_UPC]);
    expect(teeup.upsells[0]!.description).toEqual({ product_url: '/readings-reports/tarot-readings/celtic-cross', product_name: 'Celtic Cross Reading' });
    expect(teeup.description.code).toBe('three-card');
  });

  it('lists every product once in the catalogue call', () => {
    const codes = catalogue.products().map((product) => product.description.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(24);
  });
});
