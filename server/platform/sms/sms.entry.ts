import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import * as sms from './migrations/008-sms';
import { smsOptions } from './sms-setup';
import { smsRoutes } from './sms.routes';
import { createSmsService } from './sms.service';
import type { SmsTables } from './sms.tables';

/** The SMS service: double opt-in text consent and the carrier keywords. */
export const smsService = definePlatformService({
  name: 'sms',
  migrations: { '008-sms': sms },
  start: ({ database, config }, ports) => ({ routes: smsRoutes(createSmsService(tablesOf<SmsTables>(database), smsOptions(config), ports)) }),
});
