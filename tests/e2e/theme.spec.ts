import type { Page } from 'playwright-core';
import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The body colours of the two themes (tokens.css --paper). */
const LIGHT_PAPER = 'rgb(251, 250, 255)';
const DARK_PAPER = 'rgb(16, 13, 36)';

describe('the colour theme toggle in a real browser', () => {
  it('follows the system by default, switches to dark by keyboard, and a reload is dark from the first byte', async () => {
    const context = await live.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/`);
    // The toggle's code waits for the visitor: the page starts with its plain form.
    await wakeHeader(page);
    expect(await page.locator('[data-island="theme-toggle"]').getAttribute('data-hydrated')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await backgroundOf(page)).toBe(LIGHT_PAPER);
    await expect(page.getByRole('button', { name: 'System theme' }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Keyboard only: tab from the brand link past the search box and the section bar to the toggle, then along it to Dark, and press Enter.
    await page.getByRole('link', { name: /Starlit/ }).first().focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'Dark theme')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dark theme');
    // Focus reaching it brought its code: Dark now switches in place.
    await page.waitForSelector('[data-island="theme-toggle"][data-hydrated="true"]', { state: 'attached' });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await backgroundOf(page)).toBe(DARK_PAPER);
    await expect(page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(page.url()).toBe(`${live.site.url}/`);

    // The server renders the choice, so there is no flash of the light theme before scripts run.
    const html = await (await context.request.get(`${live.site.url}/privacy-policy`)).text();
    expect(html).toContain('<html lang="en" data-theme="dark">');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await backgroundOf(page)).toBe(DARK_PAPER);

    // Back to the system's choice: the cookie is gone and the attribute with it.
    await page.getByRole('button', { name: 'System theme' }).focus();
    await page.waitForSelector('[data-island="theme-toggle"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'System theme' }).press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === undefined);
    expect(await backgroundOf(page)).toBe(LIGHT_PAPER);
    expect((await context.cookies()).find((cookie) => cookie.name === 'theme')).toBeUndefined();
    const plain = await (await context.request.get(`${live.site.url}/privacy-policy`)).text();
    expect(plain).toContain('<html lang="en">');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the toggle is a form, and with no choice the system preference applies', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/privacy-policy`);
    expect(await backgroundOf(page)).toBe(DARK_PAPER);
    await page.getByRole('button', { name: 'Light theme' }).click();
    await page.waitForURL(`${live.site.url}/privacy-policy`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await backgroundOf(page)).toBe(LIGHT_PAPER);
    await expect(page.getByRole('button', { name: 'Light theme' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'System theme' }).click();
    await page.waitForURL(`${live.site.url}/privacy-policy`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await backgroundOf(page)).toBe(DARK_PAPER);
    await context.close();
  });
});
