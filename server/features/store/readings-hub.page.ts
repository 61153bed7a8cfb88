import { z } from 'zod';
import type { Upsell } from '../../../shared/store/catalogue';
import { CatalogueContract } from '../../../shared/platform-api/product.platform';
import { filterCatalogue, isFiltered, readCatalogueFilter, sortCatalogue, type TeaserItem } from '../../../shared/store/catalogue-filter';
import { sessionStatus } from '../../session/member-session';
import { teaserItem } from '../../../views/store/product-teasers';
import { ReadingsHubPage } from '../../../views/store/readings-hub-page';
import { definePage } from '../../http/page-module';
import { offerSuggestedReading } from './suggested-reading';
import { ROUTES } from '../../../shared/routes';

/** A filter parameter: one value or a few (a repeated one reads as its first); anything unknown reads as "any". */
const facet = z.union([z.string().max(40), z.array(z.string().max(40)).max(8)]).optional();

/**
 * `/readings-reports`, the readings hub (spec 1 §2, spec 2 §2 "Product catalogue with filters"):
 * every product of the catalogue as a teaser, readings first, with the filter (`?divination=tarot
 * &topic=love&free=1&on_sale=1`, filtered here for the plain form and in place by the island), and
 * the SUGGESTED READING button. The spec makes it a members' page; visitors see it too, with an
 * invitation to sign up, rather than being sent away from what they could buy.
 */
export const readingsHubPage = definePage({
  path: ROUTES.readingsHub,
  // Its suggested reading is the visitor's own (the upsells_used cookie).
  cache: false,
  query: z.object({ divination: facet, topic: facet, free: facet, on_sale: facet }),
  load: async (context) => {
    const filter = readCatalogueFilter(context.query);
    let items: TeaserItem[] = [];
    let unavailable = false;
    try {
      items = sortCatalogue((await context.platform.call(CatalogueContract)).products.map(teaserItem));
    } catch (error) {
      // The hub still answers (filter, links, sign-up) and says the list is missing.
      context.logger.warn({ err: error }, 'readings hub: the catalogue did not load');
      unavailable = true;
    }
    // The hub suggests among what can be bought today: the readings and reports that are not free.
    const upsells: Upsell[] = items
      .filter((item) => item.href && !item.free && (item.type === 'Reading' || item.type === 'Report'))
      .map((item) => ({ upsell_upc: item.code, description: { product_url: item.href!, product_name: item.product_name } }));
    // The suggestion is this visitor's (and sets their cookie): no shared cache may keep the page.
    context.res.set('Cache-Control', 'no-store');
    return {
      items,
      filter,
      shownCount: filterCatalogue(items, filter).length,
      unavailable,
      loggedIn: sessionStatus(context.req).logged_in,
      vip: sessionStatus(context.req).user?.vip === true,
      suggestion: offerSuggestedReading(context, upsells),
    };
  },
  head: ({ filter }) => ({
    title: 'Readings and Reports',
    description: 'Tarot readings, astrology and numerology reports, and memberships: filter by divination, topic, free or on sale, and find the reading for your question.',
    ...(isFiltered(filter) ? { noindex: true } : {}),
  }),
  View: ReadingsHubPage,
});
