import type { BackgroundWorker } from './platform-service';

export interface PeriodicWorkerOptions {
  /** How long between passes once one ends. */
  intervalMs: number;
  /** How long after a kick the extra pass starts (the reply that kicked leaves first). Default 100 ms. */
  kickDelayMs?: number;
  /** Work done once at start, before the first pass (and awaited by drain and stop). */
  beforeFirstPass?: () => Promise<void>;
}

/**
 * The lifecycle every platform background worker shares: a pass at start, then one every
 * `intervalMs`; one pass at a time in this process, and one more when kicked meanwhile; `drain`
 * runs a pass now and resolves when it is done; `stop` lets a running pass finish. `pass` should
 * log and swallow its own failures, or they end that pass only.
 */
export function createPeriodicWorker(pass: () => Promise<void>, options: PeriodicWorkerOptions): BackgroundWorker & { kick(): void } {
  const kickDelayMs = options.kickDelayMs ?? 100;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let ready: Promise<void> | undefined;

  function runDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await ready;
      do {
        again = false;
        await pass().catch(() => undefined);
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (!started) return;
    timer = setTimeout(() => void runDue().then(schedule), options.intervalMs);
    timer.unref();
  }

  return {
    start(): void {
      if (started) return;
      started = true;
      ready = options.beforeFirstPass?.();
      void runDue().then(schedule);
    },
    kick(): void {
      if (!started) return;
      setTimeout(() => {
        if (started) void runDue();
      }, kickDelayMs).unref();
    },
    async drain(): Promise<void> {
      await ready;
      await runDue();
      if (running) await running;
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      await ready;
      if (running) await running;
    },
  };
}
