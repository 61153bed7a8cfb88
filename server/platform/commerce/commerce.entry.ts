import { Router } from 'express';
import { definePlatformService } from '../platform-service';
import * as commerce from './migrations/016-commerce';
import * as sandboxGateway from './migrations/017-sandbox-gateway';

/** The commerce service: orders, payments through the gateway, subscriptions (issue #13). Routes arrive with the orders service. */
export const commerceService = definePlatformService({
  name: 'commerce',
  migrations: { '016-commerce': commerce, '017-sandbox-gateway': sandboxGateway },
  start: () => ({ routes: Router() }),
});
