import type { Logger } from 'pino';
import { createPeriodicWorker } from '../periodic-worker';
import type { BackgroundWorker } from '../platform-service';
import type { SubscriptionsService } from './subscriptions.service';

/** How often the renewal job looks for due subscriptions. */
export const RENEWAL_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the renewal job once at start and then every few minutes. One run at a time in this
 * process; runs of other processes may overlap, which the renewals themselves make safe.
 */
export function createRenewalWorker(subscriptions: Pick<SubscriptionsService, 'renew'>, logger: Logger, options: { intervalMs?: number } = {}): BackgroundWorker {
  return createPeriodicWorker(
    async () => {
      try {
        const tally = await subscriptions.renew();
        if (tally.renewed + tally.failed + tally.ended > 0) logger.info(tally, 'subscription renewals ran');
      } catch (error) {
        logger.error({ err: error }, 'the subscription renewals could not run; they will be tried at the next run');
      }
    },
    { intervalMs: options.intervalMs ?? RENEWAL_INTERVAL_MS },
  );
}
