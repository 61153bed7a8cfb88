import { runDailyEmails, type DailyEmailsSettings } from './daily-emails';

/** How often the schedule looks for readers whose morning has come (and for retries that are due). */
export const PASS_INTERVAL_MS = 5 * 60_000;

export interface DailyEmailsSchedule {
  /** Stops the timer and waits for a running pass to end. */
  stop(): Promise<void>;
}

/**
 * The daily emails' schedule in a site process (`npm start`): a pass shortly after start, then one
 * every `PASS_INTERVAL_MS` after the last ends. A pass that fails is logged; the next tries again.
 * Several processes may each run one: the mail service sends every email once.
 */
export function startDailyEmails(settings: DailyEmailsSettings, { intervalMs = PASS_INTERVAL_MS, firstPassDelayMs = 5_000 } = {}): DailyEmailsSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      await runDailyEmails(settings);
    } catch (error) {
      settings.logger.error({ err: error }, 'daily emails: the pass failed; the next one tries again');
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(firstPassDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
