import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import * as tarotReadings from './migrations/013-tarot-readings';
import * as staleDeals from './migrations/014-stale-deals';
import { productRoutes } from './product.routes';
import type { ProductTables } from './product.tables';
import { createReadingsService } from './readings.service';

/** The product service: tarot deals and the readings made from them (saved to the member's journal through the memberJournal port). */
export const productService = definePlatformService({
  name: 'product',
  migrations: { '013-tarot-readings': tarotReadings, '014-stale-deals': staleDeals },
  start: ({ database }, ports) => ({ routes: productRoutes(createReadingsService(tablesOf<ProductTables>(database), ports, () => new Date())) }),
});
