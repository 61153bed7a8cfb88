import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import * as supportTickets from './migrations/009-support-tickets';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';
import type { SupportTables } from './support.tables';

/** The support service: contact-form tickets, stored first and then emailed. */
export const supportService = definePlatformService({
  name: 'support',
  migrations: { '009-support-tickets': supportTickets },
  start: ({ database, logger }, ports) => ({ routes: supportRoutes(createSupportService(tablesOf<SupportTables>(database), ports, logger)) }),
});
