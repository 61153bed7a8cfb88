import type { Description, KcPackage, Price, Upsell } from '../../../shared/store/catalogue';
import type { TeeupResponse } from '../../../shared/store/store.contract';
import { CATALOGUE, catalogueItem, KC_PACKAGES } from '../../content/catalogue/catalogue';
import type { CatalogueItem } from '../../content/catalogue/types';
import { AppError } from '../../errors';
import type { CatalogueEntry } from '../ports';

export const NO_SUCH_PRODUCT = 'That product does not exist.';

/**
 * The store's catalogue (issue #13), read from server/content/catalogue: every product's
 * description, price and teeup, the coin packages, and the `catalogue` port the commerce service
 * prices orders from. The content is checked at load, so these are plain lookups.
 */
export function createCatalogueService(items: readonly CatalogueItem[] = CATALOGUE, find: (code: string) => CatalogueItem | undefined = catalogueItem) {
  const known = (code: string): CatalogueItem => {
    const item = find(code);
    if (!item) throw new AppError('not_found', NO_SUCH_PRODUCT);
    return item;
  };
  const upsell = (code: string): Upsell => {
    const target = known(code);
    return { upsell_upc: code, description: { product_url: target.description.product_url, product_name: target.description.product_name } };
  };

  return {
    products: (): { description: Description; price: Price }[] => items.map(({ description, price }) => ({ description, price })),
    price: (upc: string): Price => known(upc).price,
    description: (slug: string): Description => known(slug).description,
    teeup: (upc: string): TeeupResponse => {
      const item = known(upc);
      return { teeup: item.teeup, description: item.description, price: item.price, upsells: item.upsells.map(upsell) };
    },
    kcPackages: (): readonly KcPackage[] => KC_PACKAGES,
    /** The `catalogue` port: a product by code, undefined for an unknown one. */
    product(upc: string): CatalogueEntry | undefined {
      const item = find(upc);
      if (!item) return undefined;
      return { description: item.description, price: item.price, ...(item.kc_granted !== undefined ? { kc_granted: item.kc_granted } : {}) };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
