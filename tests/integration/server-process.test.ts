import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { addSubscribers } from '../support/subscribers';
import { createTestDatabase, everyTable } from '../support/test-site';

/** Every process a test started, stopped after the file even when a test timed out before its own `finally`. */
const started = new Set<ChildProcessWithoutNullStreams>();

function startServer(env: Record<string, string>, entry = 'server/index.ts'): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Resolves with the first URL the process prints after `is serving` / `are serving`. */
function servedUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /(?:is|are) serving (http:\/\/[\w.]+:\d+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`process exited early: ${stdout}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The daily emails' processes `npm start` forks (`server/daily-emails.ts --schedule`), by pid. */
function scheduleProcesses(): string[] {
  const found = spawnSync('pgrep', ['-f', 'daily-emails.ts --schedule'], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean);
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-process-'));
  });
  afterAll(async () => {
    // SIGTERM, so a site stops the daily emails' process it forked (SIGKILL would leave it running).
    await Promise.all(
      [...started].map((child) => {
        const exited = exitOf(child);
        child.kill('SIGTERM');
        return exited;
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start on bad configuration, naming every bad key', async () => {
    const child = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', SESSION_SECRET: 'short' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await expect(exitOf(child)).resolves.toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    for (const key of ['PORT', 'DATABASE_URL', 'SESSION_SECRET']) expect(stderr).toContain(`${key}:`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('migrates, seeds, prints its URL, serves, and shuts down cleanly on SIGTERM', async () => {
    const child = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      SESSION_SECRET: 'a'.repeat(40),
      // The daily emails' process is the next test's.
      DAILY_EMAILS: 'off',
    });
    const exited = exitOf(child);
    const url = await servedUrl(child);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    await expect(health.json()).resolves.toEqual({ status: 'ok', database: 'sqlite' });
    const lists = await fetch(`${url}/api/mail/email_list`);
    expect(lists.status).toBe(200);
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
    // A first start on a fresh database imports the world's places; with the suite beside it on two cores (on a slow
    // day it took over a minute), give it two and a half.
  }, 150_000);

  it('runs the platform as its own process, and the site reaches it through PLATFORM_URL; the site forks the daily emails, which send through it', async () => {
    // A copy of the run's template with the world's places: neither process imports them again.
    const testDb = await createTestDatabase('sqlite', { locations: true });
    const partner = { PARTNER_KEY: 'k'.repeat(32), DATABASE_URL: testDb.url };
    const catcher = await startSmtpCatcher();
    const platform = startServer({ ...partner, PLATFORM_PORT: String(await freePort()), HOST: '127.0.0.1', SMTP_URL: catcher.url }, 'server/platform/main.ts');
    const platformExited = exitOf(platform);
    try {
      const platformUrl = await servedUrl(platform);
      const refused = await fetch(`${platformUrl}/mail/email_list`);
      expect(refused.status).toBe(401);
      // A subscriber whose morning it is now (noon their time).
      const [reader] = await addSubscribers(everyTable(testDb.database), 1, { lists: ['dailyhoroscope'], timezone: ((12 - new Date().getUTCHours() + 36) % 24) - 12, prefix: 'process' });
      const site = startServer({ ...partner, PORT: '0', PLATFORM_URL: platformUrl, SESSION_SECRET: 'b'.repeat(40) });
      const siteExited = exitOf(site);
      try {
        const siteUrl = await servedUrl(site);
        const lists = await fetch(`${siteUrl}/api/mail/email_list`);
        expect(lists.status).toBe(200);
        expect(((await lists.json()) as { lists: unknown[] }).lists).toHaveLength(6);
        // The schedule's first pass, a few seconds after the site starts, in the process it forked.
        await catcher.waitFor(1);
        expect(catcher.messages.map((mail) => mail.to)).toEqual([[reader!.email]]);
        // One schedule process, below the site in the CPU's queue: every thread of it (a niceness is a thread's on Linux).
        const [schedule, ...others] = scheduleProcesses();
        expect(others).toEqual([]);
        const threads = fs.readdirSync(`/proc/${schedule}/task`);
        expect(threads.length).toBeGreaterThan(1);
        expect(threads.map((thread) => os.getPriority(Number(thread)))).toEqual(threads.map(() => 19));
      } finally {
        site.kill('SIGTERM');
        await siteExited;
      }
      // Stopping the site stops its daily emails' process.
      expect(scheduleProcesses()).toEqual([]);
    } finally {
      platform.kill('SIGTERM');
      await expect(platformExited).resolves.toBe(0);
      await catcher.close();
      await testDb.drop();
    }
    // Two processes started one after the other, each loading the whole site (the decks' art too), then the
    // site's daily emails' process and its first pass: with the suite beside it on two cores (over 120 s once), give it three minutes.
    // With four busy loops beside it on two cores it took 62 s.
  }, 180_000);

  it('the site refuses PLATFORM_URL without PARTNER_KEY', async () => {
    const child = startServer({ PLATFORM_URL: 'http://127.0.0.1:3100', DATABASE_URL: `sqlite:${path.join(dir, 'nokey.db')}` });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await expect(exitOf(child)).resolves.toBe(1);
    expect(stderr).toContain('PARTNER_KEY: required when PLATFORM_URL is set');
    expect(fs.existsSync(path.join(dir, 'nokey.db'))).toBe(false);
  });
});
