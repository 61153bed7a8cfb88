import autocannon from 'autocannon';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { addSubscribers } from '../support/subscribers';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { everyTable } from '../support/test-site';
import { log } from './bench-basics';
import type { DailyEmailsRow, Row } from './tables';

export interface DailyEmailsBench {
  /** The bench's database folder (`bench.db`). */
  tmpDir: string;
  subscribers: number;
  durationSeconds: number;
  connections: number;
  /** The home page's row of the main table. */
  homeBefore: Row | undefined;
  stop(): Promise<void>;
  /** Starts the server again on the same database with these settings; answers its URL once healthy. */
  start(env: Record<string, string>): Promise<string>;
  /** Throws when the server died. */
  checkAlive(): void;
  load(url: string, durationSeconds: number): Promise<autocannon.Result>;
}

/**
 * The daily emails (issue #28): `subscribers` subscribers of the daily horoscope, all in their
 * morning, sent by the schedule `npm start` runs (a process the server forks) to a local SMTP
 * catcher, while the home page is loaded as in the main table; then the home page again on the
 * same server with nothing to send. The subscribers are written in while the server is stopped; the
 * schedule's first pass starts 5 s after its process.
 */
export async function benchDailyEmails(bench: DailyEmailsBench): Promise<DailyEmailsRow> {
  const count = bench.subscribers.toLocaleString('en-US');
  const catcher = await startSmtpCatcher({ keep: false });
  try {
    await bench.stop();
    const database = openDatabase(`sqlite:${path.join(bench.tmpDir, 'bench.db')}`);
    // An offset that puts every subscriber at noon now, whenever the bench runs.
    const timezone = ((12 - new Date().getUTCHours() + 36) % 24) - 12;
    log(`writing ${count} subscribers of the daily horoscope (UTC${timezone >= 0 ? '+' : ''}${timezone}, noon there)`);
    await addSubscribers(everyTable(database), bench.subscribers, { lists: ['dailyhoroscope'], timezone, prefix: 'bench' });
    await database.close();
    const url = await bench.start({ SMTP_URL: catcher.url, DAILY_EMAILS: 'on' });

    log("waiting for the schedule's first pass");
    await within(catcher.waitFor(1), 60_000, 'no daily email arrived within 60 s of the start');
    const started = performance.now();
    log(`the first email arrived; loading / with ${bench.connections} connections until all ${count} have`);
    let finish: (result: autocannon.Result) => void = () => undefined;
    const loaded = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const instance = autocannon({ url: `${url}/`, connections: bench.connections, duration: 300 }, (_error, result) => finish(result));
    await within(catcher.waitFor(bench.subscribers), 300_000, `only ${catcher.count()} of ${bench.subscribers} emails arrived within 5 minutes`);
    const seconds = (performance.now() - started) / 1000;
    instance.stop();
    const home = await loaded;
    bench.checkAlive();
    log(`/ again for ${bench.durationSeconds} s, the emails sent`);
    const after = await bench.load(`${url}/`, bench.durationSeconds);
    const figures = (result: autocannon.Result) => ({ requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 });
    return { subscribers: bench.subscribers, seconds, home: figures(home), homeAfter: figures(after), homeBefore: bench.homeBefore };
  } finally {
    await catcher.close();
  }
}

async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
