import fs from 'node:fs';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { buildClient } from '../../server/build/build-client';
import { BROWSER_ENDPOINT_KEY, findChromium, launchBrowserServer } from './browser';
import { buildTemplates } from './template-databases';

/** What the tear-down closes: jest hands the set-up's globals to the tear-down, and only to it. */
export const running = ((globalThis as { starlitTestRun?: { browser?: BrowserServer } }).starlitTestRun ??= {});

type Selected = { selectProjects?: string[] | undefined };
const selected = (config: Selected, project: string) => !config.selectProjects || config.selectProjects.includes(project);

/**
 * Once per run, before any test file: the browser bundles when missing, the template databases
 * of each engine (every test file's database is a copy), and one Chromium for every browser
 * spec. Says which optional suites are off.
 */
export default async function globalSetup(config: Selected): Promise<void> {
  if (!fs.existsSync(path.resolve('public/build/manifest.json'))) await buildClient();
  if (!process.env.TEST_POSTGRES_URL) {
    process.stdout.write('\n  PostgreSQL tests are SKIPPED: set TEST_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.\n');
  }
  if (!process.env.TEST_REDIS_URL) {
    process.stdout.write('  Redis session tests are SKIPPED: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them.\n\n');
  }
  const work: Promise<unknown>[] = [];
  if (selected(config, 'integration') || selected(config, 'e2e')) work.push(buildTemplates());
  if (selected(config, 'e2e')) {
    work.push(
      (async () => {
        const found = await findChromium();
        // Without one, the specs say why when they start (tests/support/run-tests.ts skips them loudly first).
        if ('why' in found) return;
        running.browser = await launchBrowserServer(found.path);
        process.env[BROWSER_ENDPOINT_KEY] = running.browser.wsEndpoint();
      })(),
    );
  }
  await Promise.all(work);
}
