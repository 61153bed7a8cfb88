import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { createCatalogueService } from './catalogue.service';
import * as tarotReadings from './migrations/013-tarot-readings';
import * as staleDeals from './migrations/014-stale-deals';
import * as heldReadings from './migrations/034-held-readings';
import * as productReports from './migrations/037-product-reports';
import * as reportInputs from './migrations/038-report-inputs';
import { productRoutes } from './product.routes';
import type { ProductTables } from './product.tables';
import { createReadingsService } from './readings.service';
import { createReportsService } from './reports.service';

/**
 * The product service: the store's catalogue (offered to the commerce service as the `catalogue`
 * port), tarot deals and the readings made from them (saved to the member's journal through the
 * memberJournal port), birth reports (issue #25), and paid readings and reports held until paid
 * (the `readings` port).
 */
export const productService = definePlatformService({
  name: 'product',
  migrations: { '013-tarot-readings': tarotReadings, '014-stale-deals': staleDeals, '034-held-readings': heldReadings, '037-product-reports': productReports, '038-report-inputs': reportInputs },
  start: ({ database }, ports) => {
    const readings = createReadingsService(tablesOf<ProductTables>(database), ports, () => new Date());
    const reports = createReportsService(tablesOf<ProductTables>(database), ports, () => new Date());
    const catalogue = createCatalogueService();
    return {
      routes: productRoutes(readings, reports, catalogue),
      offers: {
        catalogue: { product: catalogue.product },
        // A held item is a tarot deal or a paid report, by its id: both are paid for the same way.
        readings: {
          held: async (id: string, memberUuid: string) => (await reports.held(id, memberUuid)) ?? readings.held(id, memberUuid),
          fulfil: async (id: string, memberUuid: string) => (await reports.fulfil(id, memberUuid)) ?? readings.fulfil(id, memberUuid),
        },
      },
    };
  },
});
