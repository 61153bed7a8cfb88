/**
 * Load benchmark of the real server: `npm run bench` (builds the client first).
 *
 * Starts `node --import tsx server/index.ts` in production mode on a free loopback port with a
 * throwaway SQLite database, loads each path of BENCH_PATHS with autocannon, measures the
 * gzipped JavaScript every HTML page makes the browser download, and prints a Markdown table
 * ready to paste into the README.
 *
 * Environment: BENCH_DURATION (seconds per path, default 10), BENCH_CONNECTIONS (default 10).
 * Progress and warnings go to stderr; the table alone goes to stdout.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { HOROSCOPE_LIBRARY } from '../../server/content/horoscopes/library';
import { composeHoroscope } from '../../server/horoscope/compose';
import { periodSky } from '../../server/horoscope/period-sky';
import { chart } from '../../server/sky/chart';
import { addDays, horoscopeToday } from '../../shared/domain/horoscopes';
import { findAspectEvents, findIngresses, findLunations, findMoonSignChanges, findStations } from '../../server/sky/search';

/** The paths to load, in table order. Add more here (location prefix lookups, new pages...). */
const BENCH_PATHS: readonly string[] = [
  '/',
  '/privacy-policy',
  '/healthz',
  '/api/mail/email_list',
  '/api/location/cities?prefix=spr',
  '/api/location/cities?prefix=springfiel',
  '/api/sky/chart?utc=1990-04-15T18:30:00Z&lat=40.7128&lon=-74.006',
  // Horoscopes: composed once for the period, then rendered from the cache.
  '/daily-horoscope/aries',
  '/weekly-horoscope/leo',
  `/api/horoscope/daily/aries/${horoscopeToday()}`,
];

/**
 * Birth-place autocomplete: prefixes of 3 to 10 letters of real place names, each asked one at a
 * time (one connection), so the figure is the answer time a person typing would see.
 */
const PLACE_NAMES = [
  'springfield', 'sao paulo', 'zurich', 'amsterdam', 'los angeles', 'manchester', 'saint petersburg', 'johannesburg',
  'melbourne', 'guadalajara', 'krakow', 'san francisco', 'philadelphia', 'birmingham', 'barcelona', 'copenhagen',
  'stockholm', 'frankfurt', 'hamburg', 'marseille', 'montreal', 'vancouver', 'edinburgh', 'glasgow', 'liverpool',
  'rotterdam', 'antwerp', 'brussels', 'lisbon', 'valencia', 'seville', 'naples', 'florence', 'venice', 'vienna',
  'budapest', 'bucharest', 'warsaw', 'istanbul', 'ankara', 'jerusalem', 'cairo', 'casablanca', 'lagos', 'nairobi',
  'mumbai', 'bangalore', 'chennai', 'kolkata', 'karachi', 'lahore', 'dhaka', 'bangkok', 'singapore', 'jakarta',
  'manila', 'shanghai', 'beijing', 'shenzhen', 'hong kong', 'taipei', 'seoul', 'osaka', 'tokyo', 'sydney',
  'brisbane', 'auckland', 'wellington', 'honolulu', 'anchorage', 'seattle', 'portland', 'denver', 'phoenix',
  'houston', 'dallas', 'austin', 'san antonio', 'chicago', 'detroit', 'cleveland', 'columbus', 'indianapolis',
  'nashville', 'atlanta', 'charlotte', 'miami', 'orlando', 'boston', 'baltimore', 'pittsburgh', 'buffalo',
  'minneapolis', 'milwaukee', 'kansas city', 'saint louis', 'new orleans', 'salt lake city', 'las vegas', 'toronto',
];
/** Every distinct prefix of 3 to 10 letters: the first pass meets each one cold. */
const PREFIXES = [...new Set(PLACE_NAMES.flatMap((name) => [3, 4, 5, 6, 7, 8, 9, 10].map((length) => name.slice(0, length).trim())))].filter(
  (prefix) => prefix.length >= 3,
);
const PREFIX_ROUNDS = positiveIntFromEnv('BENCH_PREFIX_ROUNDS', 5);

const WARMUP_SECONDS = 1;
const HEALTH_POLL_MS = 100;
const HEALTH_TIMEOUT_MS = 30_000;
/** A one-off page or script fetch gives up after this (a health poll after 1 s). */
const FETCH_TIMEOUT_MS = 10_000;
/** Time the server gets to shut down gracefully on SIGTERM before it is killed. */
const SHUTDOWN_GRACE_MS = 5_000;
/** Only the tail of the server's output is kept, enough to explain a failure. */
const OUTPUT_TAIL_BYTES = 64 * 1024;

const DURATION_SECONDS = positiveIntFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = positiveIntFromEnv('BENCH_CONNECTIONS', 10);

const ROOT = process.cwd();
const PUBLIC_DIR = path.join(ROOT, 'public');

interface Row {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Gzipped bytes of the page's JavaScript; null when the response is not HTML. */
  jsGzipBytes: number | null;
}

/** Everything that must be undone however the run ends. */
interface Resources {
  tmpDir?: string;
  server?: ChildProcess;
}
const resources: Resources = {};

/** Bounded, rolling capture of a stream, so a chatty server can neither block nor eat memory. */
class OutputTail {
  private text = '';
  append(chunk: Buffer): void {
    this.text += chunk.toString('utf8');
    if (this.text.length > OUTPUT_TAIL_BYTES) this.text = this.text.slice(-OUTPUT_TAIL_BYTES);
  }
  toString(): string {
    return this.text.trim();
  }
}
const serverStdout = new OutputTail();
const serverStderr = new OutputTail();

function positiveIntFromEnv(name: string, fallback: number): number {
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

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function warn(message: string): void {
  process.stderr.write(`[bench] WARNING: ${message}\n`);
}

/** The benchmark must never be pointed at another machine: refuse anything but loopback. */
function assertLoopback(url: string | URL): void {
  const { hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || (net.isIPv4(host) && host.startsWith('127.'));
  if (!loopback) throw new Error(`Refusing to send requests to ${hostname}: only loopback targets are allowed.`);
}

/** Asks the OS for a free port. Another process could take it before the server binds; unlikely. */
async function findFreePort(): Promise<number> {
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

function serverOutput(): string {
  const parts = [];
  const stderr = serverStderr.toString();
  const stdout = serverStdout.toString();
  if (stderr) parts.push(`--- server stderr ---\n${stderr}`);
  if (stdout) parts.push(`--- server stdout ---\n${stdout}`);
  return parts.length > 0 ? parts.join('\n') : '(the server printed nothing)';
}

/**
 * Lines the server wrote that signal trouble: pino JSON records at warn (40) or above on stdout,
 * and anything at all on stderr. The plain "is serving" banner on stdout is not a problem.
 */
function serverProblems(): string[] {
  const fromStdout = serverStdout
    .toString()
    .split('\n')
    .filter((line) => {
      try {
        const record = JSON.parse(line) as { level?: unknown };
        return typeof record.level === 'number' && record.level >= 40;
      } catch {
        return false;
      }
    });
  const fromStderr = serverStderr.toString().split('\n').filter((line) => line.trim() !== '');
  return [...fromStdout, ...fromStderr];
}

/** Lets the bench reach the in-process platform directly, beside the site's proxy. */
const PLATFORM = { id: 'starlit-web', key: randomBytes(24).toString('hex') };

function startServer(port: number, platformPort: number, tmpDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(tmpDir, 'bench.db')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PLATFORM_PORT: String(platformPort),
      PARTNER_ID: PLATFORM.id,
      PARTNER_KEY: PLATFORM.key,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Always drain the pipes: a full pipe would stall the server mid-benchmark.
  child.stdout?.on('data', (chunk: Buffer) => serverStdout.append(chunk));
  child.stderr?.on('data', (chunk: Buffer) => serverStderr.append(chunk));
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exitDescription(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `code ${String(child.exitCode)}`;
}

/** Polls /healthz until it answers 200; fails early if the server dies, or after HEALTH_TIMEOUT_MS. */
async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const url = `${baseUrl}/healthz`;
  assertLoopback(url);
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`The server exited (${exitDescription(child)}) before becoming healthy.\n${serverOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(HEALTH_POLL_MS * 10) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(
    `The server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${lastProblem}).\n${serverOutput()}`,
  );
}

async function load(url: string, durationSeconds: number): Promise<autocannon.Result> {
  assertLoopback(url);
  return autocannon({ url, connections: CONNECTIONS, duration: durationSeconds });
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** Every script the page executes or preloads: `<script src>` plus `<link rel="modulepreload">`. */
function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributesOf(tag).get('src');
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (rel.includes('modulepreload') && href) urls.add(href);
  }
  return [...urls];
}

/**
 * The bytes of one script: from public/ when the URL maps to a file there (what the static
 * middleware serves), otherwise over HTTP from the benchmarked server itself.
 */
async function scriptBytes(url: URL): Promise<Buffer> {
  const relative = decodeURIComponent(url.pathname);
  const file = path.resolve(PUBLIC_DIR, `.${relative}`);
  const insidePublic = file.startsWith(PUBLIC_DIR + path.sep);
  if (insidePublic && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    return fs.readFileSync(file);
  }
  assertLoopback(url);
  // fetch undoes any Content-Encoding, so this is the plain script, gzipped below like the rest.
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Fetches a path once. For HTML, returns the gzip -9 size of the JavaScript it loads (0 for a
 * page with no script); for anything else, null.
 */
async function measurePageJs(baseUrl: string, pathname: string): Promise<number | null> {
  const pageUrl = new URL(pathname, baseUrl);
  assertLoopback(pageUrl);
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const body = await response.text();
  if (!response.ok) warn(`GET ${pathname} answered ${response.status} before the benchmark.`);
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return null;

  let total = 0;
  for (const src of scriptUrls(body)) {
    const url = new URL(src, pageUrl);
    // A third-party script would be a finding in itself; it is never fetched (loopback only).
    if (url.origin !== pageUrl.origin) {
      warn(`${pathname} loads a script from another origin, not counted: ${url.href}`);
      continue;
    }
    total += zlib.gzipSync(await scriptBytes(url), { level: 9 }).length;
  }
  return total;
}

async function benchPath(baseUrl: string, pathname: string, server: ChildProcess): Promise<Row> {
  const url = new URL(pathname, baseUrl).href;
  const jsGzipBytes = await measurePageJs(baseUrl, pathname);

  log(`${pathname}: warm-up ${WARMUP_SECONDS} s, then ${CONNECTIONS} connections for ${DURATION_SECONDS} s`);
  // Warm-up lets V8 optimise the hot paths and fills any caches; its numbers are thrown away.
  await load(url, WARMUP_SECONDS);
  const result = await load(url, DURATION_SECONDS);

  // A server that died mid-run makes every later number meaningless: stop here.
  if (hasExited(server)) {
    throw new Error(`The server exited (${exitDescription(server)}) while loading ${pathname}.\n${serverOutput()}`);
  }
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
      .join(', ');
    warn(
      `${pathname}: ${result.non2xx} non-2xx responses${codes ? ` (${codes})` : ''}, ` +
        `${result.errors} errors (${result.timeouts} timeouts) out of ${result.requests.total} requests.`,
    );
  }
  return {
    path: pathname,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    jsGzipBytes,
  };
}

/** autocannon's latency histogram has a 1 ms resolution, so decimals would be false precision. */
interface PrefixRow {
  target: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function summarise(target: string, times: number[]): PrefixRow {
  const sorted = [...times].sort((a, b) => a - b);
  return { target, requests: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1]! };
}

/**
 * Sequential prefix lookups, each timed on its own: what one person typing would wait. The first
 * pass meets every prefix for the first time (nothing cached); later passes repeat them, as the
 * many people who type the same popular names do.
 */
async function prefixLatency(target: string, endpoint: string, headers: Record<string, string>): Promise<PrefixRow[]> {
  assertLoopback(endpoint);
  // Plain node:http on one kept-alive socket: the lightest client, so its own pauses stay out of the figures.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (prefix: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${endpoint}?prefix=${encodeURIComponent(prefix)}`, { agent, headers, timeout: FETCH_TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${target} answered ${response.statusCode} for "${prefix}"`)),
        );
      });
      request.on('timeout', () => request.destroy(new Error(`${target} did not answer "${prefix}" in time`)));
      request.on('error', reject);
    });
  log(`${target}: ${PREFIXES.length} distinct prefixes, then ${PREFIX_ROUNDS} repeat rounds, one request at a time`);
  await ask('zzzz'); // opens the connection and makes sure the city index is built
  const cold: number[] = [];
  for (const prefix of PREFIXES) cold.push(await ask(prefix));
  const warm: number[] = [];
  for (let round = 0; round < PREFIX_ROUNDS; round++) for (const prefix of PREFIXES) warm.push(await ask(prefix));
  agent.destroy();
  return [summarise(`${target}, first time`, cold), summarise(`${target}, repeated`, warm)];
}

function prefixTable(rows: PrefixRow[]): string {
  const lines = ['| prefix lookup (3-10 letters) | requests | p50 ms | p99 ms | max ms |', '|:--|--:|--:|--:|--:|'];
  for (const row of rows) lines.push(`| ${row.target} | ${row.requests} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.max.toFixed(2)} |`);
  return lines.join('\n');
}

/**
 * The sky engine in this process, without HTTP: a natal chart (12 bodies, Placidus houses,
 * aspects) at many instants and places, and the searches a week's horoscope makes (every exact
 * aspect among the Sun to Pluto, the Moon's sign changes, ingresses, stations and lunations).
 */
/** The sky engine's speed goal: one natal chart. */
const NATAL_CHART_GOAL_MS = 5;

function engineTimings(): PrefixRow[] {
  const instant = (i: number) => new Date(Date.UTC(1900, 0, 1) + ((i * 7_919) % 73_000) * 86_400_000 + ((i * 3_613) % 86_400) * 1000);
  const natal = (i: number) => chart({ utc: instant(i), latitude: -60 + ((i * 37) % 120), longitude: -180 + ((i * 53) % 360) });
  for (let i = 0; i < 200; i++) natal(i); // warm-up
  const charts: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = performance.now();
    natal(i);
    charts.push(performance.now() - started);
  }
  const planets = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
  const weeks: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = new Date(Date.UTC(2026, 0, 5) + i * 7 * 86_400_000);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    const started = performance.now();
    findAspectEvents(start, end, planets);
    findMoonSignChanges(start, end);
    for (const body of planets.slice(2)) findIngresses(body, start, end);
    for (const body of planets.slice(2)) findStations(body, start, end);
    findLunations(start, end);
    weeks.push(performance.now() - started);
  }
  // A horoscope day: its sky found once (shared by the twelve signs and every slant), then one
  // sign's text composed from it.
  const days: number[] = [];
  const composed: number[] = [];
  for (let i = 0; i < 20; i++) {
    const day = addDays('2026-03-01', i);
    let started = performance.now();
    const sky = periodSky('day', day);
    days.push(performance.now() - started);
    started = performance.now();
    composeHoroscope(HOROSCOPE_LIBRARY, 'aries', 'daily', sky);
    composed.push(performance.now() - started);
  }
  return [
    summarise('natal chart: 12 bodies, Placidus, aspects', charts),
    summarise("a week's searches: aspects, ingresses, stations, lunations, Moon signs", weeks),
    summarise("a horoscope day's sky (once a day for every sign)", days),
    summarise('one daily horoscope composed from that sky', composed),
  ];
}

function engineTable(rows: PrefixRow[]): string {
  const lines = ['| sky engine, in process | runs | p50 ms | p99 ms | max ms |', '|:--|--:|--:|--:|--:|'];
  for (const row of rows) lines.push(`| ${row.target} | ${row.requests} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.max.toFixed(2)} |`);
  return lines.join('\n');
}

function formatMs(value: number): string {
  return String(Math.round(value));
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function markdownTable(rows: Row[]): string {
  const header = ['path', 'req/s', 'p50 ms', 'p99 ms', 'JS gzip (KB)'];
  const body = rows.map((row) => [
    `\`${row.path}\``,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    formatMs(row.p50Ms),
    formatMs(row.p99Ms),
    row.jsGzipBytes === null ? 'n/a' : (row.jsGzipBytes / 1024).toFixed(1),
  ]);
  // Pad the columns so the table also reads well as plain text; Markdown ignores the spaces.
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const numeric = header.map((_, i) => i > 0);
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (numeric[i] ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

function machineLine(): string {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `Measured on ${model}, ${cpus.length} cores, ${memoryGiB} GiB RAM, Node ${process.version}, ${today()}; ` +
    `autocannon with ${CONNECTIONS} connections for ${DURATION_SECONDS} s per path after a ${WARMUP_SECONDS} s warm-up.`
  );
}

/** Stops the server (SIGTERM, then SIGKILL after a grace period) and removes the temp dir. */
async function cleanup(): Promise<void> {
  const { server, tmpDir } = resources;
  resources.server = undefined;
  resources.tmpDir = undefined;
  if (server && !hasExited(server)) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const graceful = await Promise.race([exited.then(() => true), sleep(SHUTDOWN_GRACE_MS).then(() => false)]);
    if (!graceful) {
      warn(`the server did not stop within ${SHUTDOWN_GRACE_MS / 1000} s of SIGTERM; killing it.`);
      server.kill('SIGKILL');
      await exited;
    }
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
}

/** Last resort when the process exits without running cleanup() (e.g. process.exit elsewhere). */
function cleanupSync(): void {
  if (resources.server && !hasExited(resources.server)) resources.server.kill('SIGKILL');
  if (resources.tmpDir) fs.rmSync(resources.tmpDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  // First, while no server of ours competes for the CPU.
  log('timing the sky engine in process');
  const engineRows = engineTimings();
  // The sky engine's goal (issue #11): a natal chart in under 5 ms. Measured here, never asserted by a test's timer.
  const natal = engineRows[0]!;
  if (natal.p50 >= NATAL_CHART_GOAL_MS) warn(`a natal chart takes ${natal.p50.toFixed(2)} ms (p50), above the goal of ${NATAL_CHART_GOAL_MS} ms.`);

  resources.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  assertLoopback(baseUrl);

  log(`starting the server on ${baseUrl} (database in ${resources.tmpDir})`);
  const platformPort = await findFreePort();
  const server = startServer(port, platformPort, resources.tmpDir);
  resources.server = server;
  await waitForHealthy(baseUrl, server);

  const prefixRows = [
    ...await prefixLatency('platform `/location/cities?prefix=`', `http://127.0.0.1:${platformPort}/location/cities`, {
      'X-Partner-Id': PLATFORM.id,
      'X-Partner-Key': PLATFORM.key,
    }),
    ...await prefixLatency('site `/api/location/cities?prefix=`', `${baseUrl}/api/location/cities`, {}),
  ];

  const rows: Row[] = [];
  for (const pathname of BENCH_PATHS) rows.push(await benchPath(baseUrl, pathname, server));

  // Anything the server logged at warn level or above while under load deserves a look.
  const problems = serverProblems();
  if (problems.length > 0) {
    warn(`the server logged ${problems.length} problem line(s) while under load; the last ones:\n${problems.slice(-10).join('\n')}`);
  }
  const failing = rows.filter((row) => row.non2xx > 0 || row.errors > 0).map((row) => row.path);
  if (failing.length > 0) warn(`non-2xx responses or errors on ${failing.join(', ')}: those rows do not measure success.`);

  process.stdout.write(`\n${markdownTable(rows)}\n\n${prefixTable(prefixRows)}\n\n${engineTable(engineRows)}\n\n${machineLine()}\n`);
}

// Whole-run deadline: startup, each path's warm-up and run, plus generous slack for fetches and
// shutdown. autocannon honours its duration, so this only fires if something hangs.
const deadlineMs =
  HEALTH_TIMEOUT_MS + 120_000 + BENCH_PATHS.length * ((WARMUP_SECONDS + DURATION_SECONDS) * 1000 + 3 * FETCH_TIMEOUT_MS) + 60_000;
const watchdog = setTimeout(() => {
  process.stderr.write(`[bench] FAILED: the benchmark did not finish within ${Math.round(deadlineMs / 1000)} s.\n`);
  void cleanup().finally(() => process.exit(1));
}, deadlineMs);
watchdog.unref();

let interrupted = false;
process.once('exit', cleanupSync);
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  log('interrupted; stopping the server');
  void cleanup().finally(() => process.exit(130));
});

main()
  .then(async () => {
    await cleanup();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(`[bench] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    await cleanup();
    process.exit(1);
  });
