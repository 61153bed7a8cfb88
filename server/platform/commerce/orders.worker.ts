import type { Logger } from 'pino';
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
 * order, and on a timer, so a receipt that could not be sent is tried again).
 */
export function createOrdersWorker(orders: OrdersService, logger: Logger, options: OrdersWorkerOptions = {}): BackgroundWorker & { kick(): void } {
  const pollMs = options.pollMs ?? 30_000;
  const kickDelayMs = options.kickDelayMs ?? 50;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let reconciled: Promise<void> | undefined;

  function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await reconciled;
      do {
        again = false;
        try {
          await orders.sendReceipts();
        } catch (error) {
          logger.warn({ err: error }, 'a receipt could not be sent; it will be tried again');
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (!started) return;
    timer = setTimeout(() => void runDue().then(schedule), pollMs);
    timer.unref();
  }

  return {
    start(): void {
      if (started) return;
      started = true;
      reconciled = orders.reconcile().then(
        (count) => {
          if (count > 0) logger.info({ orders: count }, 'interrupted orders reconciled');
        },
        (error: unknown) => logger.error({ err: error }, 'could not reconcile interrupted orders'),
      );
      void runDue().then(schedule);
    },
    kick(): void {
      if (!started) return;
      setTimeout(() => {
        if (started) void runDue();
      }, kickDelayMs).unref();
    },
    async drain(): Promise<void> {
      await reconciled;
      await runDue();
      if (running) await running;
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      await reconciled;
      if (running) await running;
    },
  };
}
