import { Router } from 'express';
import { definePlatformService } from '../platform-service';
import * as commerce from './migrations/032-commerce';
import * as sandboxGateway from './migrations/033-sandbox-gateway';

/** The commerce service: orders, payments through the gateway, subscriptions (issue #13). Routes arrive with the orders service. */
export const commerceService = definePlatformService({
  name: 'commerce',
  migrations: { '032-commerce': commerce, '033-sandbox-gateway': sandboxGateway },
  start: () => ({ routes: Router() }),
});
