import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer, type ConsoleMessage, type Page } from 'playwright-core';

/** Where the system's Chromium is on Debian (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The flags this sandboxed machine needs (no sandbox as root, no network but loopback). */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** The environment key under which the global set-up hands its browser server to the specs. */
export const BROWSER_ENDPOINT_KEY = 'STARLIT_BROWSER_WS';

export type ChromiumFound = { path: string; source: string } | { why: string };

/**
 * The Chromium the browser specs drive: `CHROMIUM_PATH` when it names a file, else the system's,
 * else the one the npm package `@sparticuz/chromium` carries inside itself (unpacked to the
 * temporary directory on first use: no download at install time, which this machine and many
 * CI hosts cannot make).
 */
export async function findChromium(): Promise<ChromiumFound> {
  const tried: string[] = [];
  const asked = process.env.CHROMIUM_PATH;
  if (asked) {
    if (fs.existsSync(asked)) return { path: asked, source: 'CHROMIUM_PATH' };
    tried.push(`CHROMIUM_PATH=${asked} does not exist`);
  }
  if (fs.existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'the system Chromium' };
  tried.push(`${SYSTEM_CHROMIUM} does not exist`);
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return { path: await packaged.executablePath(), source: 'the Chromium of the npm package @sparticuz/chromium' };
  } catch (error) {
    tried.push(`@sparticuz/chromium could not unpack its Chromium (${(error as Error).message.split('\n')[0]})`);
  }
  return { why: tried.join('; ') };
}

/** Starts one headless Chromium that every browser spec of the run connects to. */
export function launchBrowserServer(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, headless: true, args: ARGS });
}

/**
 * A browser for a spec file: a connection to the run's browser server (the global set-up starts
 * one), or, for a spec run without it, a Chromium of its own. Closing it closes only what is its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_KEY];
  if (endpoint) return chromium.connect(endpoint);
  const found = await findChromium();
  if ('why' in found) throw new Error(`No Chromium to drive: ${found.why}. Install it with "apt-get install chromium" or set CHROMIUM_PATH.`);
  return chromium.launch({ executablePath: found.path, headless: true, args: ARGS });
}

/** Every console error and uncaught exception a page reports, with where it came from. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * What a visitor's first touch of the header does (issue #29: a visitor's page fetches React only
 * when an island must come alive): the page's few on-demand lines fetch the boot module, and the
 * account menu hydrates. A member's account menu starts with the page; this only waits for it.
 */
/**
 * Wakes an island that waits for the visitor (`hydrate="interaction"`) as their pointer would, and
 * waits until it has hydrated: for tests of what the island does once alive.
 */
export async function wakeIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"]`).first().dispatchEvent('pointerover');
  await page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, { state: 'attached' });
}

export async function wakeHeader(page: Page): Promise<void> {
  await page.locator('.site-header').dispatchEvent('pointerover');
  await page.waitForSelector('[data-island="account-menu"][data-hydrated="true"]', { state: 'attached' });
}
