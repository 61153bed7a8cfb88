import type { Logger } from 'pino';
import type { BackgroundWorker } from '../platform-service';
import type { SubscriptionsService } from './subscriptions.service';

/** How often the renewal job looks for due subscriptions. */
export const RENEWAL_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the renewal job once at start and then every few minutes. One run at a time in this
 * process; runs of other processes may overlap, which the renewals themselves make safe.
 */
export function createRenewalWorker(subscriptions: Pick<SubscriptionsService, 'renew'>, logger: Logger, options: { intervalMs?: number } = {}): BackgroundWorker {
  const intervalMs = options.intervalMs ?? RENEWAL_INTERVAL_MS;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function run(): Promise<void> {
    running ??= (async () => {
      try {
        const tally = await subscriptions.renew();
        if (tally.renewed + tally.failed + tally.ended > 0) logger.info(tally, 'subscription renewals ran');
      } catch (error) {
        logger.error({ err: error }, 'the subscription renewals could not run; they will be tried at the next run');
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (!started) return;
    timer = setTimeout(() => {
      void run().then(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    start(): void {
      if (started) return;
      started = true;
      void run().then(schedule);
    },
    async drain(): Promise<void> {
      if (running) await running;
      await run();
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
