import net from 'node:net';
import path from 'node:path';

/** What every part of the bench (npm run bench) shares: settings from the environment, its log, and the loopback guard. */

/** A one-off page or script fetch gives up after this (a health poll after 1 s). */
export const FETCH_TIMEOUT_MS = 10_000;
export const PUBLIC_DIR = path.join(process.cwd(), 'public');

export function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    // Read at load time, before anything is started: nothing to clean up, so exit right away.
    process.stderr.write(`[bench] FAILED: ${name} must be a positive integer, got "${raw}".\n`);
    process.exit(1);
  }
  return value;
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export function warn(message: string): void {
  process.stderr.write(`[bench] WARNING: ${message}\n`);
}

/** The benchmark must never be pointed at another machine: refuse anything but loopback. */
export function assertLoopback(url: string | URL): void {
  const { hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
  if (!loopback) throw new Error(`Refusing to send requests to ${hostname}: only loopback targets are allowed.`);
}

/** Asks the OS for a free loopback port. Another process could take it before the server binds; unlikely. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * How a measured server is started: as `npm start` starts it (package.json, which a unit test
 * keeps the same). A rendered page allocates about half a megabyte, so a 16 MB young generation
 * was swept every 15 pages; at 64 MB the sweeps are a quarter as many and the GC time a third less.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx', 'server/index.ts'];

/** What a measured server runs with: production mode on loopback, quiet, on a throwaway SQLite file, without the daily emails' schedule. */
export function benchServerEnv(port: number, databaseFile: string, sessionSecret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${databaseFile}`,
    SESSION_SECRET: sessionSecret,
    DAILY_EMAILS: 'off',
  };
}
