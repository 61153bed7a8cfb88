import type { KcPackage } from '../../../shared/store/catalogue';
import { PACKAGE_ENTRIES, SUBSCRIPTION_ENTRIES } from './packages';
import { READING_ENTRIES } from './readings';
import { REPORT_ENTRIES } from './reports';
import { catalogueEntrySchema, type CatalogueItem } from './types';

/**
 * The store's catalogue (issue #13), checked when the server starts: every entry against its
 * schema, codes unique, and every upsell naming a product that is on sale. A gap stops the start.
 */
export const CATALOGUE: readonly CatalogueItem[] = [...READING_ENTRIES, ...REPORT_ENTRIES, ...PACKAGE_ENTRIES, ...SUBSCRIPTION_ENTRIES].map((entry) => {
  const parsed = catalogueEntrySchema.safeParse(entry);
  if (!parsed.success) throw new Error(`Catalogue entry ${entry.description.code}: ${parsed.error.message}`);
  return parsed.data;
});

const BY_CODE = new Map(CATALOGUE.map((entry) => [entry.description.code, entry]));
if (BY_CODE.size !== CATALOGUE.length) throw new Error('Two catalogue entries share a code');
for (const entry of CATALOGUE) {
  for (const upc of [...entry.upsells, ...(entry.teeup.upsell_upc ? [entry.teeup.upsell_upc] : [])]) {
    const target = BY_CODE.get(upc);
    if (!target) throw new Error(`Catalogue entry ${entry.description.code} suggests ${upc}, which does not exist`);
    if (!target.description.available && entry.upsells.includes(upc)) throw new Error(`Catalogue entry ${entry.description.code} suggests ${upc}, which is not on sale`);
  }
}

/** A product by its code (= slug = UPC); undefined for an unknown one. */
export const catalogueItem = (code: string): CatalogueItem | undefined => BY_CODE.get(code);

/** The Karma Coin packages, smallest first (spec 1 §9). */
export const KC_PACKAGES: readonly KcPackage[] = CATALOGUE.filter((entry) => entry.description.type === 'Karma Coins')
  .map((entry) => ({ upc: entry.description.code, label: entry.description.product_name, kc: entry.kc_granted!, price: entry.price.usd }))
  .sort((a, b) => a.kc - b.kc);
