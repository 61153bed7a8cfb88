/**
 * `npm run lighthouse` (issue #29): Lighthouse's mobile audit (simulated throttling) of one page
 * of each listed type, in the system Chromium, against the built server in production mode on a
 * throwaway SQLite database. Prints a Markdown table of the four scores and the paint timings,
 * ready for tests/bench/README.md. Each page is audited LIGHTHOUSE_RUNS times (3 unless set) and
 * the table shows the median run, as Lighthouse's own `computeMedianRun` picks it (the run nearest
 * the median first paint and time to interactive), with every run's performance score beside it:
 * on a 2-core machine the browser, the server and Lighthouse share the cores, and one run's
 * Total Blocking Time moves by a hundred milliseconds from run to run. CHROMIUM_PATH names another
 * Chromium; LIGHTHOUSE_PAGES, a comma-separated list of paths, audits only those of the list (say,
 * one page after a change).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchServerEnv, findFreePort, SERVER_NODE_ARGS } from './bench-basics';

/** The page types of issue #29, a visitor's view of each. */
const PAGES: readonly [string, string][] = [
  ['home', '/'],
  ['daily horoscope', '/daily-horoscope/aries'],
  ['card', '/tarot/cards/the-fool'],
  ['deck list', '/tarot/decks'],
  ['a reading', '/readings-reports/tarot-readings/free'],
  ['the store', '/readings-reports'],
  ['birth chart', '/readings-reports/astrology-reports/your-birth-chart'],
  ['article', '/articles/elements-and-modalities-of-the-zodiac'],
  ['a report', '/readings-reports/astrology-reports/essential-birth-chart'],
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((each) => each.trim()).filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

async function startSite(tmpDir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await findFreePort();
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...benchServerEnv(port, path.join(tmpDir, 'lighthouse.db'), randomBytes(32).toString('hex')),
      MAIL_OUTBOX_DIR: path.join(tmpDir, 'outbox'),
      IMAGE_CACHE_DIR: path.join(tmpDir, 'images'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    if (healthy) return { url, server };
    await sleep(200);
  }
  server.kill('SIGKILL');
  throw new Error('the server did not answer /healthz within a minute');
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : String(Math.round(value * 100)));
const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

async function main(): Promise<void> {
  // Both are ES modules only: imported, not required.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-lighthouse-'));
  const { url, server } = await startSite(tmpDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const lines = ['| page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT ms | CLS | each run\'s performance |', '|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|:--|'];
  try {
    for (const [label, pagePath] of PAGES.filter(([, listed]) => !ONLY || ONLY.includes(listed))) {
      // The first visit renders the page; Lighthouse then measures what a visitor gets (the cached page).
      await fetch(`${url}${pagePath}`).then((res) => res.arrayBuffer());
      process.stderr.write(`[lighthouse] ${pagePath}\n`);
      const audit = async () => {
        const result = await lighthouse(`${url}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        return result.lhr;
      };
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      let lost = 0;
      while (runs.length < RUNS) {
        const run = await audit();
        // A run that could not score a category (a lost trace, say) says nothing about the page: say why, and run it again.
        if (CATEGORIES.some((id) => typeof run.categories[id]?.score !== 'number')) {
          const errors = Object.values(run.audits).flatMap((each) => (each.errorMessage ? [`${each.id}: ${each.errorMessage}`] : []));
          process.stderr.write(`  not scored (${run.runtimeError?.message ?? errors.slice(0, 3).join('; ')}); running it again\n`);
          if (++lost > 2) throw new Error(`Lighthouse could not score ${pagePath} in three tries`);
          continue;
        }
        runs.push(run);
      }
      const lhr = computeMedianRun(runs) as (typeof runs)[number];
      const { categories, audits } = lhr;
      const metric = (id: string) => audits[id]?.numericValue;
      lines.push(
        `| ${label} | \`${pagePath}\` | ${CATEGORIES.map((id) => score(categories[id]?.score)).join(' | ')} | ${seconds(metric('first-contentful-paint'))} | ${seconds(metric('largest-contentful-paint'))} | ${Math.round(metric('total-blocking-time') ?? 0)} | ${(metric('cumulative-layout-shift') ?? 0).toFixed(3)} | ${runs.map((run) => score(run.categories.performance?.score)).join(', ')} |`,
      );
      const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'metricSavings');
      for (const audit of failing.slice(0, 8)) process.stderr.write(`  ${audit.id}: ${audit.title} (${score(audit.score)})\n`);
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  process.stdout.write(`\n${lines.join('\n')}\n\nLighthouse ${(JSON.parse(fs.readFileSync(path.join('node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version}, mobile with simulated throttling, system Chromium; ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.\n`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
