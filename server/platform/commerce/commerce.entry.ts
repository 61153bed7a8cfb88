import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { commerceRoutes } from './commerce.routes';
import type { CommerceTables } from './commerce.tables';
import { createCreditsService } from './credits.service';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import * as commerce from './migrations/032-commerce';
import * as sandboxGateway from './migrations/033-sandbox-gateway';
import * as oneOrderPerDeal from './migrations/035-one-order-per-deal';
import { createOrderLinks, orderLinkRoutes } from './order-links';
import { createOrdersService } from './orders.service';
import { createOrdersWorker } from './orders.worker';
import { createRenewalWorker } from './renewal-worker';
import { createSubscriptionsService } from './subscriptions.service';
import { subscriptionRoutes } from './subscriptions.routes';
import type { BackgroundWorker } from '../platform-service';
import { joinRouters } from '../../http/mount-contract';

/** The commerce service: orders, payments through the gateway, subscriptions, receipts (issue #13). */
export const commerceService = definePlatformService({
  name: 'commerce',
  migrations: { '032-commerce': commerce, '033-sandbox-gateway': sandboxGateway, '035-one-order-per-deal': oneOrderPerDeal },
  start: ({ database, config, logger }, ports) => {
    const db = tablesOf<CommerceTables>(database);
    const now = () => new Date();
    const gateway = createSandboxGateway(db, { siteUrl: config.SITE_URL, now });
    const subscriptions = createSubscriptionsService(db, gateway, ports, now, { siteUrl: config.SITE_URL, logger });
    const credits = createCreditsService(db, now);
    const orders = createOrdersService(db, gateway, ports, { subscriptions, credits }, {
      siteUrl: config.SITE_URL,
      now,
      logger,
      reconcileGraceMs: config.PAYMENT_RECONCILE_GRACE_MS,
      // Only tests set it (tests/integration/commerce-crash.test.ts).
      fault: config.STARLIT_FAULT,
    });
    const receipts = createOrdersWorker(orders, logger);
    orders.onPaid(() => receipts.kick());
    const renewals = createRenewalWorker(
      {
        // A renewal writes its paid order; its receipt goes out with the others.
        renew: async (at) => {
          const result = await subscriptions.renew(at);
          if (result.renewed > 0) receipts.kick();
          return result;
        },
      },
      logger,
    );
    const routes = joinRouters(commerceRoutes(orders, gateway), subscriptionRoutes(subscriptions), orderLinkRoutes(createOrderLinks(db, ports)));
    return { routes, offers: { vouchers: orders.vouchers }, worker: bothWorkers(receipts, renewals) };
  },
});

/** The service's one background worker: the receipts (after the start-up reconciliation) and the renewals. */
function bothWorkers(...workers: BackgroundWorker[]): BackgroundWorker {
  return {
    start: () => workers.forEach((worker) => worker.start()),
    drain: async () => {
      for (const worker of workers) await worker.drain();
      // Renewals write paid orders whose receipts the first worker sends.
      await workers[0]!.drain();
    },
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
