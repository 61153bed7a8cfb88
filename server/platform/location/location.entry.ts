import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { importLocations } from './location.import';
import { locationRoutes } from './location.routes';
import { createLocationService } from './location.service';
import type { LocationTables } from './location.tables';
import * as locations from './migrations/003-locations';

/** The location service: countries, states and cities from GeoNames, time zones from the IANA database. */
export const locationService = definePlatformService({
  name: 'location',
  migrations: { '003-locations': locations },
  async seed(database, options, logger) {
    if (options.locations === false) return;
    const result = await importLocations(tablesOf<LocationTables>(database));
    if (result.imported) logger.info({ locations: result }, 'location data imported');
  },
  start({ database }) {
    const location = createLocationService(tablesOf<LocationTables>(database));
    return { routes: locationRoutes(location), warm: async () => void (await location.warm()) };
  },
});
