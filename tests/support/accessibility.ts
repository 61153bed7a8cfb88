import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { liveSiteInBrowser } from './live-site';
import { signupPayload } from './signup-payload';

/**
 * The accessibility check of every page type (tests/e2e/accessibility-*.spec.ts, one file per
 * part of the site so no one file is the run's long pole). Each page: the full WCAG 2.1 AA axe
 * run at desktop width, and in the dark theme again the rules colours decide; at phone width
 * (375 px) the cheap checks that a phone layout can break: nothing wider than the screen, and
 * axe's target-size rule (taps of at least 24 x 24 px, or spaced apart). The site header, the same
 * cached header on every page, is checked with the home page (`header: true`) and the dialogs, and
 * left out elsewhere: each other page checks what is its own. A failing check keeps a full-page picture in
 * test-artifacts/failures/; `SCREENSHOT_DIR=... npm test` keeps one of every page at both widths
 * in both themes, to look at.
 */

export interface PageToCheck {
  path: string;
  /** Seen by a logged-in member (who bought a coin package and opened a PayPal-style payment). */
  member?: boolean;
  /** A selector that is there once the page's islands are ready. */
  ready?: string;
  /** The name of a button the visitor presses before the check (the spread's "Draw my cards"). */
  press?: string;
  /** Scrolled to before the check (an island that hydrates when it comes near the screen). */
  scrollTo?: string;
  /**
   * The site header is checked with this page. It is the same cached header on every page, so it
   * is checked on the home page (a visitor's and a member's) and with every dialog, and
   * navigation.spec.ts checks its open menus; the other pages check what is their own.
   */
  header?: boolean;
}

export interface DialogToCheck {
  route: string;
  name: string | RegExp;
  member?: boolean;
}

const DESKTOP = 1280;
const PHONE = 375;
/** Both colour themes, as the system asks for them (no `theme` cookie: the site follows the system). */
const THEMES = ['light', 'dark'] as const;
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const FAILURE_DIR = path.resolve('test-artifacts/failures');

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What a page's axe runs leave out: the shared header, checked with the home page and the dialogs. */
export const SHARED_HEADER: readonly string[] = ['.site-header'];

/** axe's findings on the page (whose axe-core the caller added once, after the page loaded), but for what `exclude` selects. */
export async function axeViolations(page: Page, only: { type: 'tag' | 'rule'; values: string[] }, exclude: readonly string[] = []): Promise<string[]> {
  // Only violations are wanted: axe then keeps one node of each passing rule instead of all of them.
  const results = await page.evaluate(
    ([runOnly, left]) => (window as unknown as { axe: typeof axe }).axe.run(left.length > 0 ? { exclude: left.map((selector) => [selector]) } : document, { runOnly, resultTypes: ['violations'] }),
    [only, exclude] as const,
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const fileName = (label: string) => `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`;

/** Runs a page's checks; when one fails, keeps a picture of the page as it was. */
async function keepingAPictureOnFailure(page: Page, label: string, checks: () => Promise<void>): Promise<void> {
  try {
    await checks();
  } catch (error) {
    fs.mkdirSync(FAILURE_DIR, { recursive: true });
    await page.screenshot({ path: path.join(FAILURE_DIR, fileName(label)), fullPage: true }).catch(() => undefined);
    throw error;
  }
}

async function screenshotByHand(page: Page, label: string, fullPage = true): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, fileName(label)), fullPage });
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * A Celtic Cross the member pays for with coins (the welcome offer: 750), drawn with cards turned
 * every way: its result page's path.
 */
async function celticCrossResult(context: BrowserContext, url: string): Promise<string> {
  const headers = { Origin: url };
  const dealt = await context.request.post(`${url}/api/product/deal/celtic-cross`, { headers });
  const { deal, deck_code, fan } = (await dealt.json()) as { deal: string; deck_code: string; fan: number[] };
  const turns = ['upright', 'right', 'reverse', 'upright', 'left', 'upright', 'reverse', 'upright', 'right', 'upright'];
  const cards = fan.slice(0, 10).map((card_id, index) => ({ card_id, orientation: turns[index], position: index + 1 }));
  const held = await context.request.post(`${url}/api/product/submit/celtic-cross`, { headers, data: { deal, deck_code, question: 'Where is this year taking me?', cards } });
  const checkout = `${url}${((await held.json()) as { forwarding_url: string }).forwarding_url}`;
  const order = /name="order_uuid" value="([0-9a-f-]{36})"/.exec(await (await context.request.get(checkout)).text())![1]!;
  const paid = await context.request.post(checkout, { headers, form: { intent: 'pay-kc', order_uuid: order, upc: 'celtic-cross', deal, use_voucher: 'on' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const confirm = await (await context.request.get(`${url}${paid.headers().location}`)).text();
  return /href="(\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+)"/.exec(confirm)![1]!;
}

/**
 * Birth reports for London, 15 April 1990: the Essential Birth Chart Report paid by card
 * ({report}) and a sample without a birth time ({sample}); their /report/{slug} paths.
 */
async function birthReports(context: BrowserContext, url: string): Promise<{ report: string; sample: string; cosmic: string }> {
  const headers = { Origin: url };
  const details = (time: string | undefined) => ({
    person_1_name: { first: 'Ana' },
    person_1_birth_date: '1990-04-15',
    ...(time ? { person_1_birth_time: time } : {}),
    person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 },
    gender: 'female',
  });
  /** A paid report bought by card: its /report path. */
  const bought = async (code: string, time: string | undefined) => {
    const held = (await (await context.request.post(`${url}/api/product/submit/${code}`, { headers, data: details(time) })).json()) as { forwarding_url: string };
    const deal = new URL(held.forwarding_url, url).searchParams.get('deal')!;
    const nonce = `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
    const paid = await context.request.post(`${url}/api/checkout/submit`, { headers, data: { 'purchase-package': 'payment-usd', upc: code, deal, order_uuid: randomUUID(), payment_method_nonce: nonce } });
    expect(paid.status()).toBe(200);
    return `/report/${deal}`;
  };
  const sample = (await (await context.request.post(`${url}/api/product/submit/essential-birth-sample`, { headers, data: details(undefined) })).json()) as { forwarding_url: string };
  return { report: await bought('essential-birth-redux', '14:30'), sample: sample.forwarding_url, cosmic: await bought('cosmic-profile-report-redux', '14:30') };
}

/**
 * The member's purchases that some paths name: {order} (a coin package bought by card), {token}
 * (a PayPal-style approval) and, when asked for, {celtic} (a Celtic Cross reading's result) and
 * {report} and {sample} (birth reports).
 */
async function makeMember(context: BrowserContext, url: string, needs: { reading: boolean; reports: boolean }): Promise<Record<string, string>> {
  const signup = await context.request.post(`${url}/api/member/signup`, { headers: { Origin: url }, data: signupPayload({ first_name: 'Vega' }) });
  expect(signup.status()).toBe(200);
  // A coin package bought with the sandbox's test card 4242 4242 4242 4242 (its nonce), for /confirm.
  const order = randomUUID();
  const nonce = `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const bought = await context.request.post(`${url}/api/checkout/submit`, {
    headers: { Origin: url },
    data: { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: order, payment_method_nonce: nonce },
  });
  expect(bought.status()).toBe(200);
  const celtic = needs.reading ? await celticCrossResult(context, url) : '';
  const reports = needs.reports ? await birthReports(context, url) : { report: '', sample: '', cosmic: '' };
  // The checkout's PayPal button, without following its redirect: the approval page's token.
  const paypal = await context.request.post(`${url}/checkout?upc=celtic-cross`, {
    headers: { Origin: url },
    form: { order_uuid: randomUUID(), upc: 'celtic-cross', intent: 'paypal' },
    maxRedirects: 0,
  });
  const token = /\/sandbox\/approve\/([^/?#]+)/.exec(paypal.headers().location ?? '')?.[1];
  expect(token).toBeTruthy();
  return { order, token: token!, celtic, ...reports };
}

/** The rules whose outcome a colour theme can change: run again in the second theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The tests of one part of the site: its pages (and dialogs) against a live site of its own. Each
 * page loads once, at desktop width in the light theme, for the full WCAG 2.1 AA run; the browser
 * then switches to the dark theme (the site follows the system's) for the rules colours can
 * change, and narrows to a phone (the layout follows the width; so do the islands) for the
 * overflow and tap-target checks.
 */
export function checkAccessibility(pages: PageToCheck[], dialogs: DialogToCheck[] = [], options: { locations?: boolean } = {}): void {
  const live = liveSiteInBrowser({ consentBanner: true, ...options });
  let member: BrowserContext;
  let visitor: BrowserContext;
  let made: Record<string, string> = {};
  beforeAll(async () => {
    // The site's CSP allows only its own scripts; the test's checker is let in, into every page
    // as it opens (quicker than adding it to each page afterwards).
    visitor = await live.browser.newContext({ bypassCSP: true, colorScheme: 'light' });
    member = await live.browser.newContext({ bypassCSP: true, colorScheme: 'light' });
    for (const context of [visitor, member]) await context.addInitScript({ content: axe.source });
    if (pages.some((page) => page.member) || dialogs.some((dialog) => dialog.member)) made = await makeMember(member, live.site.url, { reading: pages.some((page) => page.path.includes('{celtic}')), reports: pages.some((page) => /\{(report|sample|cosmic)\}/.test(page.path)) });
  });
  afterAll(async () => {
    await visitor?.close();
    await member?.close();
  });

  /** Desktop, light: every WCAG 2.1 AA rule. Dark: the rules of colour. Both: nothing sideways. */
  async function checkBothThemes(page: Page, label: string, width: number, exclude: readonly string[], extra: () => Promise<void> = async () => {}): Promise<void> {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshotByHand(page, `${label}-${width}-${theme}`);
      await keepingAPictureOnFailure(page, `${label}-${width}-${theme}`, async () => {
        expect(await axeViolations(page, theme === 'light' ? { type: 'tag', values: WCAG_21_AA } : { type: 'rule', values: COLOUR_RULES }, exclude)).toEqual([]);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
        await extra();
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  /** A phone: nothing sideways, and axe's target-size rule (taps of 24 x 24 px, or spaced apart). */
  async function checkPhone(page: Page, label: string, exclude: readonly string[], extra: () => Promise<void> = async () => {}): Promise<void> {
    await page.setViewportSize({ width: PHONE, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshotByHand(page, `${label}-${PHONE}-light`);
    if (SCREENSHOT_DIR) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshotByHand(page, `${label}-${PHONE}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await keepingAPictureOnFailure(page, `${label}-${PHONE}`, async () => {
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE);
      await extra();
      // The consent banner sticks to the screen's bottom edge until the page ends: on a page a
      // little taller than the phone, the footer's links lie under it until the visitor
      // scrolls down, where the banner settles after them. Checked there, as a visitor reaches them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await axeViolations(page, { type: 'rule', values: ['target-size'] }, exclude)).toEqual([]);
    });
  }

  if (pages.length > 0) {
    it.each(pages)('$path: no WCAG 2.1 AA violation in either theme; on a phone nothing sideways and every tap target big enough', async (check) => {
      const page = await (check.member ? member : visitor).newPage();
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await page.goto(`${live.site.url}${check.path.replace(/\{(\w+)\}/g, (_, key: string) => made[key] ?? '')}`);
      if (check.scrollTo) await page.locator(check.scrollTo).scrollIntoViewIfNeeded();
      // A visitor's first touch of the header, or of a form that waits for them, brings its islands to life (issue #29).
      if (check.ready) await page.locator('.site-header').dispatchEvent('pointerover');
      if (check.ready) await page.locator('main [data-hydrate="interaction"]').evaluateAll((islands) => islands.forEach((island) => island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
      if (check.press) await page.getByRole('button', { name: check.press }).click();
      if (check.ready) await page.waitForSelector(check.ready, { state: 'attached' });
      if (check.scrollTo) await page.evaluate(() => window.scrollTo(0, 0));
      const exclude = check.header ? [] : SHARED_HEADER;
      await checkBothThemes(page, check.path, DESKTOP, exclude);
      await checkPhone(page, check.path, exclude);
      await page.close();
    });
  }

  if (dialogs.length > 0) {
    it.each(dialogs)('#$route: no WCAG 2.1 AA violation in either theme, and it fits a phone', async ({ route, name, member: asMember }) => {
      const page = await (asMember ? member : visitor).newPage();
      await page.setViewportSize({ width: DESKTOP, height: 900 });
      await page.goto(`${live.site.url}/#${route}`);
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      // Nor inside the dialog: nothing in it is cut off or scrolls sideways.
      const fits = async () => expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await checkBothThemes(page, `dialog-${route}`, DESKTOP, [], fits);
      await checkPhone(page, `dialog-${route}`, [], fits);
      await page.close();
    });
  }
}
