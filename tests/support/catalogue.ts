import type { Description } from '../../shared/store/catalogue';

/** A product's description for tests: a tarot reading on love, available, neither free nor on sale, its words made from the code. Override any field. */
export const productDescription = (code: string, extra: Partial<Description> = {}): Description => ({
  code,
  slug: code,
  type: 'Reading',
  long_name: code,
  product_name: code,
  message: `${code} message`,
  subheader: '',
  short_description: `${code} in short`,
  long_description: '',
  product_url: `/readings-reports/tarot-readings/${code}`,
  divination: 'tarot',
  topic: 'love',
  free: false,
  on_sale: false,
  available: true,
  ...extra,
});
