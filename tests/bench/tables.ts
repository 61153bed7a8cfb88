import os from 'node:os';
import type { PrefixRow } from './engine-timings';

/** The bench's Markdown tables, ready to paste into tests/bench/README.md (npm run bench). */

export interface Row {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Gzipped bytes of the page's JavaScript; null when the response is not HTML. */
  jsGzipBytes: number | null;
}

export function prefixTable(rows: PrefixRow[]): string {
  const lines = ['| prefix lookup (3-10 letters) | requests | p50 ms | p99 ms | max ms |', '|:--|--:|--:|--:|--:|'];
  for (const row of rows) lines.push(`| ${row.target} | ${row.requests} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.max.toFixed(2)} |`);
  return lines.join('\n');
}

export function formatMs(value: number): string {
  return String(Math.round(value));
}

export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function markdownTable(rows: Row[]): string {
  // Issue #29: each rate beside the same server's static file, so figures compare across machines.
  const staticRate = rows.find((row) => row.path.endsWith('(static file)'))?.requestsPerSecond;
  const header = ['path', 'req/s', 'x static', 'p50 ms', 'p99 ms', 'JS gzip (KB)'];
  const body = rows.map((row) => [
    `\`${row.path}\``,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    staticRate ? (row.requestsPerSecond / staticRate).toFixed(2) : 'n/a',
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

/** What the figures were measured on, and how. */
export function machineLine(load: { connections: number; durationSeconds: number; warmupSeconds: number }): string {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `Measured on ${model}, ${cpus.length} cores, ${memoryGiB} GiB RAM, Node ${process.version}, ${today()}; ` +
    `autocannon with ${load.connections} connections for ${load.durationSeconds} s per path after a ${load.warmupSeconds} s warm-up.`
  );
}

/** The daily emails' run: how long 10,000 took, and the home page meanwhile beside the home page alone. */
interface HomeFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface DailyEmailsRow {
  subscribers: number;
  /** From the first email's arrival to the last's. */
  seconds: number;
  home: HomeFigures;
  /** The same server, the same load, once the emails are sent. */
  homeAfter: HomeFigures;
  homeBefore: Row | undefined;
}

export function dailyEmailsTable(row: DailyEmailsRow): string {
  const rate = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = [
    '| daily emails (npm start\'s schedule, in its own process, to a local SMTP catcher) | value |',
    '|:--|--:|',
    `| subscribers of the daily horoscope, each sent one email | ${row.subscribers.toLocaleString('en-US')} |`,
    `| seconds from the first email to the last | ${row.seconds.toFixed(1)} |`,
    `| emails per second | ${rate(row.subscribers / row.seconds)} |`,
    `| \`/\` meanwhile, under the same load as above: req/s, p50 ms, p99 ms | ${rate(row.home.requestsPerSecond)}, ${formatMs(row.home.p50Ms)}, ${formatMs(row.home.p99Ms)} |`,
  ];
  lines.push(`| \`/\` on the same server right after, nothing to send: req/s, p50 ms, p99 ms | ${rate(row.homeAfter.requestsPerSecond)}, ${formatMs(row.homeAfter.p50Ms)}, ${formatMs(row.homeAfter.p99Ms)} |`);
  if (row.homeBefore) lines.push(`| \`/\` alone (the table above): req/s, p50 ms, p99 ms | ${rate(row.homeBefore.requestsPerSecond)}, ${formatMs(row.homeBefore.p50Ms)}, ${formatMs(row.homeBefore.p99Ms)} |`);
  return lines.join('\n');
}
