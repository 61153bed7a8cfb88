import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';

export interface JobsTable {
  job_id: string;
  kind: string;
  /** The job's input as JSON. */
  payload: string;
  /** Epoch ms when it is due; while a worker holds it, when its lease ends. */
  run_at: number;
  attempts: number;
  last_error: string | null;
  created_at: number;
}

type Db = Kysely<MemberTables>;

export interface ClaimedJob {
  job_id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Data access for `member_jobs`, the member service's outbox. */
export const jobsData = {
  /** Adds a job; call it inside the transaction of the change that owes it. */
  async enqueue(db: Db, kind: string, payload: unknown, at: number): Promise<string> {
    const job_id = randomUUID();
    await db.insertInto('member_jobs').values({ job_id, kind, payload: JSON.stringify(payload), run_at: at, attempts: 0, last_error: null, created_at: at }).execute();
    return job_id;
  },

  /**
   * Takes one due job for `leaseMs`: a compare-and-set on its `run_at`, so of several workers
   * (threads of one process or other processes, on either engine) exactly one wins it.
   */
  async claimNext(db: Db, at: number, leaseMs: number): Promise<ClaimedJob | undefined> {
    const due = await db.selectFrom('member_jobs').select(['job_id', 'run_at']).where('run_at', '<=', at).orderBy('run_at').orderBy('job_id').limit(10).execute();
    for (const candidate of due) {
      const result = await db
        .updateTable('member_jobs')
        .set((eb) => ({ run_at: at + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where('job_id', '=', candidate.job_id)
        .where('run_at', '=', candidate.run_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const row = await db.selectFrom('member_jobs').select(['job_id', 'kind', 'payload', 'attempts']).where('job_id', '=', candidate.job_id).executeTakeFirst();
      if (row) return { job_id: row.job_id, kind: row.kind, payload: JSON.parse(row.payload) as unknown, attempts: Number(row.attempts) };
    }
    return undefined;
  },

  async finish(db: Db, jobId: string): Promise<void> {
    await db.deleteFrom('member_jobs').where('job_id', '=', jobId).execute();
  },

  async retryAt(db: Db, jobId: string, at: number, error: string): Promise<void> {
    await db.updateTable('member_jobs').set({ run_at: at, last_error: error.slice(0, 500) }).where('job_id', '=', jobId).execute();
  },
};
