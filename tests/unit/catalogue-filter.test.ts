import {
  catalogueCountText,
  catalogueFilterHref,
  filterCatalogue,
  isFiltered,
  NO_FILTER,
  readCatalogueFilter,
  sortCatalogue,
  type CatalogItem,
} from '../../shared/store/catalogue-filter';

const item = (code: string, facets: Partial<CatalogItem> = {}): CatalogItem => ({
  code,
  product_name: code,
  short_description: '',
  divination: null,
  topic: null,
  free: false,
  on_sale: false,
  ...facets,
});

const LOVE_TAROT = item('love-tarot', { divination: 'tarot', topic: 'love', on_sale: true });
const FREE_TAROT = item('free-tarot', { divination: 'tarot', topic: 'life', free: true });
const LOVE_CHART = item('love-chart', { divination: 'astrology', topic: 'love' });
const NUMBERS = item('numbers', { divination: 'numerology', topic: 'self', on_sale: true });
const ALL = [LOVE_TAROT, FREE_TAROT, LOVE_CHART, NUMBERS];

describe('the catalogue filter (spec 2 §2, §4)', () => {
  it('lets everything through when nothing is chosen, in the given order', () => {
    expect(filterCatalogue(ALL, NO_FILTER)).toEqual(ALL);
  });

  it('keeps only the products matching every chosen facet', () => {
    expect(filterCatalogue(ALL, { ...NO_FILTER, divination: 'tarot' })).toEqual([LOVE_TAROT, FREE_TAROT]);
    expect(filterCatalogue(ALL, { ...NO_FILTER, topic: 'love' })).toEqual([LOVE_TAROT, LOVE_CHART]);
    expect(filterCatalogue(ALL, { ...NO_FILTER, divination: 'tarot', topic: 'love' })).toEqual([LOVE_TAROT]);
    expect(filterCatalogue(ALL, { ...NO_FILTER, free: true })).toEqual([FREE_TAROT]);
    expect(filterCatalogue(ALL, { ...NO_FILTER, onSale: true })).toEqual([LOVE_TAROT, NUMBERS]);
    expect(filterCatalogue(ALL, { ...NO_FILTER, free: true, onSale: true })).toEqual([]);
  });

  it('reads the plain form’s query and ignores values it does not know', () => {
    expect(readCatalogueFilter({ divination: 'tarot', topic: 'love', free: '1', on_sale: '1' })).toEqual({ divination: 'tarot', topic: 'love', free: true, onSale: true });
    expect(readCatalogueFilter({ free: 'on', on_sale: 'true' })).toEqual({ ...NO_FILTER, free: true, onSale: true });
    expect(readCatalogueFilter({ divination: 'palmistry', topic: '', free: '0', on_sale: 'yes please' })).toEqual(NO_FILTER);
    expect(readCatalogueFilter({ divination: ['astrology', 'tarot'], topic: { love: '1' } })).toEqual({ ...NO_FILTER, divination: 'astrology' });
    expect(readCatalogueFilter({})).toEqual(NO_FILTER);
  });

  it('writes the same address the plain form sends, and the bare hub for no filter', () => {
    const filter = { divination: 'i-ching' as const, topic: 'future' as const, free: true, onSale: true };
    expect(catalogueFilterHref(filter)).toBe('/readings-reports?divination=i-ching&topic=future&free=1&on_sale=1');
    expect(readCatalogueFilter(Object.fromEntries(new URLSearchParams(catalogueFilterHref(filter).split('?')[1])))).toEqual(filter);
    expect(catalogueFilterHref(NO_FILTER)).toBe('/readings-reports');
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });

  it('says how many are shown', () => {
    expect(catalogueCountText(4, 4)).toBe('All 4 products');
    expect(catalogueCountText(2, 4)).toBe('2 of 4 products');
    expect(catalogueCountText(0, 4)).toBe('No products match these filters.');
  });

  it('puts readings first, then reports, subscriptions and coins; coming soon after what is on sale', () => {
    const sorted = sortCatalogue([
      { type: 'Karma Coins' as const, product_name: 'Coins', href: '/store/karma-coins' },
      { type: 'Report' as const, product_name: 'A report', href: '/r' },
      { type: 'Reading' as const, product_name: 'Zodiac reading', href: '/z' },
      { type: 'Reading' as const, product_name: 'Another reading', href: null },
      { type: 'Subscription' as const, product_name: 'VIP', href: '/v' },
      { type: 'Reading' as const, product_name: 'Angel reading', href: '/a' },
    ]);
    expect(sorted.map((each) => each.product_name)).toEqual(['Angel reading', 'Zodiac reading', 'Another reading', 'A report', 'VIP', 'Coins']);
  });
});
