import { createPeriodicWorker } from '../periodic-worker';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { jobsData } from './jobs.data';
import type { MemberTables } from './member.tables';

/** What a kind of job does with its payload; it throws to be tried again later. */
export type JobHandlers = Record<string, (payload: unknown) => Promise<void>>;

export interface JobWorkerOptions {
  /** How long a worker holds a job before another may take it (a crashed worker's jobs wait this long). */
  leaseMs?: number;
  /** How often to look for due jobs. */
  pollMs?: number;
  /**
   * How long after a job is written this process starts on it: long enough for the reply that
   * wrote it to be on its way, so what the job does (a lookup, an email) never holds up or
   * shapes the timing of that reply.
   */
  kickDelayMs?: number;
  now?: () => number;
}

/** Waits before the n-th retry: 10 s doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The member service's outbox worker: takes due jobs one at a time and runs their handler;
 * a finished job is deleted, a failed one waits and is tried again. Started with the platform;
 * jobs written before a crash are done after the restart.
 */
export function createJobWorker(db: Kysely<MemberTables>, handlers: JobHandlers, logger: Logger, options: JobWorkerOptions = {}) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 5_000;
  const now = options.now ?? Date.now;
  const kickDelayMs = options.kickDelayMs ?? 100;

  async function runOne(): Promise<boolean> {
    const job = await jobsData.claimNext(db, now(), leaseMs);
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await jobsData.finish(db, job.job_id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, job: job.job_id, kind: job.kind, attempts: job.attempts }, 'job failed; it will be tried again');
      await jobsData.retryAt(db, job.job_id, now() + retryDelayMs(job.attempts), message);
    }
    return true;
  }

  // One pass runs due jobs until none is left; kicked when new jobs are written.
  return createPeriodicWorker(
    async () => {
      try {
        while (await runOne());
      } catch (error) {
        logger.error({ err: error }, 'the job worker could not read its jobs');
      }
    },
    { intervalMs: pollMs, kickDelayMs },
  );
}
export type JobWorker = ReturnType<typeof createJobWorker>;
