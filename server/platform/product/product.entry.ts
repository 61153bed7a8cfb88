import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { createCatalogueService } from './catalogue.service';
import * as tarotReadings from './migrations/013-tarot-readings';
import * as staleDeals from './migrations/014-stale-deals';
import * as heldReadings from './migrations/034-held-readings';
import { productRoutes } from './product.routes';
import type { ProductTables } from './product.tables';
import { createReadingsService } from './readings.service';

/**
 * The product service: the store's catalogue (offered to the commerce service as the `catalogue`
 * port), tarot deals and the readings made from them (saved to the member's journal through the
 * memberJournal port), and paid readings held until paid (the `readings` port).
 */
export const productService = definePlatformService({
  name: 'product',
  migrations: { '013-tarot-readings': tarotReadings, '014-stale-deals': staleDeals, '034-held-readings': heldReadings },
  start: ({ database }, ports) => {
    const readings = createReadingsService(tablesOf<ProductTables>(database), ports, () => new Date());
    const catalogue = createCatalogueService();
    return {
      routes: productRoutes(readings, catalogue),
      offers: { catalogue: { product: catalogue.product }, readings: { held: readings.held, fulfil: readings.fulfil } },
    };
  },
});
