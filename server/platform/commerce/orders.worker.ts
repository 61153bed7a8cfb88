import type { Logger } from 'pino';
import { createPeriodicWorker } from '../periodic-worker';
import type { BackgroundWorker } from '../platform-service';
import type { OrdersService } from './orders.service';

export interface OrdersWorkerOptions {
  /** How often to look for unsent receipts. Default 30 s. */
  pollMs?: number;
  /** How long after an order is paid its receipt goes out (the paying reply leaves first). Default 50 ms. */
  kickDelayMs?: number;
}

/**
 * The orders' background work: at start, the reconciliation of orders a crashed process left
 * 'charging'; then the receipt of every paid order, sent once and marked (kicked after each paid
 * order, and on a timer, so a receipt that could not be sent is tried again), and the orders
 * abandoned at the gateway's approval page given up, so their vouchers are free again.
 */
export function createOrdersWorker(orders: OrdersService, logger: Logger, options: OrdersWorkerOptions = {}): BackgroundWorker & { kick(): void } {
  return createPeriodicWorker(
    async () => {
      try {
        await orders.sendReceipts();
      } catch (error) {
        logger.warn({ err: error }, 'a receipt could not be sent; it will be tried again');
      }
      try {
        await orders.expireApprovals();
      } catch (error) {
        logger.warn({ err: error }, 'abandoned approvals could not be given up; they will be tried again');
      }
    },
    {
      intervalMs: options.pollMs ?? 30_000,
      kickDelayMs: options.kickDelayMs ?? 50,
      beforeFirstPass: () =>
        orders.reconcile().then(
          (count) => {
            if (count > 0) logger.info({ orders: count }, 'interrupted orders reconciled');
          },
          (error: unknown) => logger.error({ err: error }, 'could not reconcile interrupted orders'),
        ),
    },
  );
}
