import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser({ consentBanner: true });

const WIDTHS = [375, 1280];
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

async function openHome(width: number, javaScriptEnabled = true) {
  const context = await live.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${live.site.url}/`);
  if (javaScriptEnabled) {
    // The banner's code comes when the visitor reaches it (pointer, touch or focus); until then its plain form works.
    await wakeHeader(page);
    expect(await page.locator('[data-island="consent-banner"]').getAttribute('data-hydrated')).toBeNull();
    await banner(page).hover();
    await page.waitForSelector('[data-island="consent-banner"][data-hydrated="true"]', { state: 'attached' });
  }
  return page;
}

describe.each(WIDTHS)('the consent banner at %i px', (width) => {
  it('declining hides it, sets the shown cookie for a day, and it stays hidden after a reload', async () => {
    const page = await openHome(width);
    const errors = collectConsoleErrors(page);
    await banner(page).waitFor();
    if (SCREENSHOT_DIR) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `consent-banner-${width}.png`) });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `consent-banner-${width}-full.png`), fullPage: true });
    }
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const shown = await cookieNamed(page, 'POLICY_CONSENT_SHOWN');
    expect(shown?.value).toBe('1');
    const hoursLeft = (shown!.expires - Date.now() / 1000) / 3600;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(await cookieNamed(page, 'PRIVACY_POLICY_CONSENT')).toBeUndefined();
    await page.reload();
    await page.locator('main').waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('accepting sets both cookies for a year', async () => {
    const page = await openHome(width);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await banner(page).waitFor({ state: 'detached' });
    for (const name of ['PRIVACY_POLICY_CONSENT', 'POLICY_CONSENT_SHOWN']) {
      const cookie = await cookieNamed(page, name);
      expect((cookie!.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(364);
    }
    await page.reload();
    await page.locator('main').waitFor();
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });

  it('works by keyboard alone: Tab reaches its buttons, Enter chooses, focus goes to the page', async () => {
    const page = await openHome(width);
    await page.locator('.site-footer a').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie Policy');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dismiss the cookie notice');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect((await cookieNamed(page, 'POLICY_CONSENT_SHOWN'))?.value).toBe('1');
    await page.context().close();
  });

  it('never hides the footer: at the end of the page the banner sits below it', async () => {
    const page = await openHome(width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('.site-footer').boundingBox();
    const bar = await banner(page).boundingBox();
    expect(bar!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });

  it('without JavaScript, declining posts a plain form and comes back to the page without the banner', async () => {
    const page = await openHome(width, false);
    await page.goto(`${live.site.url}/privacy-policy`);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`${live.site.url}/privacy-policy`);
    expect(await banner(page).count()).toBe(0);
    expect((await cookieNamed(page, 'POLICY_CONSENT_SHOWN'))?.value).toBe('1');
    await page.context().close();
  });
});
