import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';

/** How long after an unexpected exit the schedule's process is started again. */
const RESTART_DELAY_MS = 30_000;
/** How long it gets to finish a pass after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

export interface DailyEmailsProcess {
  stop(): Promise<void>;
}

/**
 * `npm start`'s daily emails: `server/daily-emails.ts --schedule` forked as a child process, so
 * composing, rendering and sending a morning's emails never waits in the pages' event loop (on
 * this 2-core machine it runs on the other core, below the site in the CPU's queue). Restarted 30 s after an unexpected exit; it exits
 * by itself if this process dies (its IPC channel closes). Sends stay exactly once whatever happens
 * to it: the mail service's claims (server/features/daily-emails/README.md).
 */
export function forkDailyEmails(logger: Logger): DailyEmailsProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;

  const start = () => {
    // The same Node options as this process (--import tsx), the same environment.
    // It lowers its own priority once it has loaded (server/daily-emails.ts).
    child = fork(path.join(__dirname, 'daily-emails.ts'), ['--schedule'], { stdio: 'inherit' });
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      logger.error({ code, signal }, `the daily emails' process exited; starting it again in ${RESTART_DELAY_MS / 1000} s`);
      restart = setTimeout(start, RESTART_DELAY_MS);
      restart.unref();
    });
  };
  start();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const killer = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
