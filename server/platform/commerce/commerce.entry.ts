import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { commerceRoutes } from './commerce.routes';
import type { CommerceTables } from './commerce.tables';
import { createCreditsService } from './credits.service';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import * as commerce from './migrations/016-commerce';
import * as sandboxGateway from './migrations/017-sandbox-gateway';
import { createOrdersService } from './orders.service';
import { createOrdersWorker } from './orders.worker';
import { createSubscriptionsService } from './subscriptions.service';

/** How long an order may stay 'charging' before a starting process treats it as interrupted. */
const RECONCILE_GRACE_MS = Number(process.env.STARLIT_RECONCILE_GRACE_MS ?? 60_000);

/** The commerce service: orders, payments through the gateway, subscriptions, receipts (issue #13). */
export const commerceService = definePlatformService({
  name: 'commerce',
  migrations: { '016-commerce': commerce, '017-sandbox-gateway': sandboxGateway },
  start: ({ database, config, logger }, ports) => {
    const db = tablesOf<CommerceTables>(database);
    const now = () => new Date();
    const gateway = createSandboxGateway(db, { siteUrl: config.SITE_URL, now });
    const subscriptions = createSubscriptionsService(db, gateway, ports, now);
    const credits = createCreditsService(db, now);
    const orders = createOrdersService(db, gateway, ports, { subscriptions, credits }, {
      siteUrl: config.SITE_URL,
      now,
      logger,
      reconcileGraceMs: Number.isFinite(RECONCILE_GRACE_MS) && RECONCILE_GRACE_MS >= 0 ? RECONCILE_GRACE_MS : 60_000,
      // Read once at start; only tests set it (tests/integration/commerce-crash.test.ts).
      fault: process.env.STARLIT_FAULT,
    });
    const worker = createOrdersWorker(orders, logger);
    orders.onPaid(() => worker.kick());
    return { routes: commerceRoutes(orders, gateway), offers: { vouchers: orders.vouchers }, worker };
  },
});
