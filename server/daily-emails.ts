import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/database';
import { parseDailyEmailsArguments, runDailyEmails, SEND_HOUR, startDailyEmails, USAGE, type DailyEmailsSchedule } from './features/daily-emails';
import { createPlatformClient } from './http/platform-client';
import { createLogger } from './logger';
import { prepareDatabase, startPlatform } from './platform/platform';

/**
 * The daily lists' emails as their own process, against the configured database and mail settings
 * (SMTP_URL, or the outbox folder):
 *
 * - `npm run daily-emails [-- --date YYYY-MM-DD] [--list code ...]`: one pass by hand, then exit.
 *   Without --date it sends what the schedule would send now (each subscriber's day from 6 a.m.
 *   their time); with --date, that day's emails to every subscriber. Either way an email already
 *   sent is never sent again. Exits 1 when a send failed.
 * - `--schedule`: the schedule, until SIGTERM or until the process that forked it goes away.
 *   `npm start` forks this (server/index.ts), so the emails are composed, rendered and sent on
 *   another core and another event loop than the pages.
 *
 * Without PLATFORM_URL it runs the platform services in this process, on a loopback port of its
 * own, so the mail service that sends is this process's.
 */
/** Long enough for a batch of 500 sent to a slow mail server; the site's own calls keep the short default. */
const DELIVERY_TIMEOUT_MS = 120_000;

/**
 * The niceness of the schedule's process (0 normal, 19 lowest): at 19 the home page kept its
 * figures while 10,000 emails went out; at 10 it lost a fifth of its rate (tests/bench/README.md).
 * Taken once the process has loaded, not at fork: loading the site's modules at 19 on a machine
 * whose cores are busy took minutes (the CPU gives a niceness-19 process about 1/70 of a
 * niceness-0 one's share), while a pass for a morning's subscribers needs little.
 */
const BACKGROUND_PRIORITY = 19;

/**
 * Lowers every thread of this process to BACKGROUND_PRIORITY: on Linux a niceness is a thread's,
 * and V8's and libuv's threads (garbage collection, compression) were started with the process.
 * Threads started later take the main thread's.
 */
function lowerPriority(): void {
  const threads = fs.existsSync('/proc/self/task') ? fs.readdirSync('/proc/self/task').map(Number) : [0];
  for (const thread of threads) os.setPriority(thread, BACKGROUND_PRIORITY);
}

/** Columns padded to their widest cell: the list's name to the left, the counts to the right. */
function table(head: string[], rows: (string | number)[][]): string {
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: (string | number)[]) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  const parsed = parseDailyEmailsArguments(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const values = parsed.arguments;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  const database = openDatabase(config.DATABASE_URL);
  const partnerKey = config.PARTNER_KEY ?? randomBytes(24).toString('base64url');
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  try {
    // Up to date, but the world's places are left to `npm start` (a test database has none and needs none).
    await prepareDatabase(database, logger, { locations: false });
    let platformUrl = config.PLATFORM_URL;
    if (!platformUrl) {
      platform = await startPlatform({ database, config, partnerId: config.PARTNER_ID, partnerKey, logger: logger.child({ service: 'platform' }), runWorkers: false });
      platformUrl = platform.url;
    }
    const client = createPlatformClient({ baseUrl: platformUrl, partnerId: config.PARTNER_ID, partnerKey, timeoutMs: DELIVERY_TIMEOUT_MS, keepAlive: false });
    if (values.schedule) {
      // Below the site in the CPU's queue: a morning's emails take what the pages leave.
      try {
        lowerPriority();
      } catch (error) {
        logger.warn({ err: error }, "could not lower the daily emails' process priority");
      }
      await runSchedule(startDailyEmails({ platform: client, siteUrl: config.SITE_URL, logger: logger.child({ job: 'daily-emails' }) }));
      return 0;
    }
    const summaries = await runDailyEmails({ platform: client, siteUrl: config.SITE_URL, logger }, { ...(values.date ? { date: values.date } : {}), ...(values.lists ? { lists: values.lists } : {}) });
    console.log(values.date ? `Daily emails for ${values.date}, to every subscriber:` : `Daily emails due now (each subscriber's day, from ${SEND_HOUR} a.m. their time):`);
    console.log(table(['list', 'sent', 'skipped', 'not yet morning', 'failed', 'given up'], summaries.map((each) => [each.list, each.sent, each.skipped, each.waiting, each.failed, each.abandoned])));
    console.log(config.SMTP_URL ? 'Sent through SMTP_URL.' : `Written to ${config.MAIL_OUTBOX_DIR} (no SMTP_URL is set).`);
    const failed = summaries.reduce((sum, each) => sum + each.failed + each.abandoned, 0);
    if (failed > 0) console.log(`${failed} could not be sent; the log says why. Failed ones are tried again by the next pass (npm start runs one every 5 minutes).`);
    return failed > 0 ? 1 : 0;
  } finally {
    await platform?.close();
    await database.close();
  }
}

/** Until SIGTERM or SIGINT, or until the parent that forked this process exits (its IPC channel closes). */
async function runSchedule(schedule: DailyEmailsSchedule): Promise<void> {
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
    process.once('disconnect', resolve);
  });
  await schedule.stop();
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
