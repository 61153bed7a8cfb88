import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

describe('the home page in a real browser', () => {
  it('opens the login dialog on #login and closes it with Escape, leaving an empty hash', async () => {
    const page = await live.browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/`);
    await wakeHeader(page);
    await page.getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    expect(new URL(page.url()).hash).toBe('#login');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('login-email');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(page.url()).toBe(`${live.site.url}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opening the page at /#login shows the dialog straight away, and Back closes an opened one', async () => {
    const page = await live.browser.newPage();
    await page.goto(`${live.site.url}/#login`);
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });

  it('renders its content with JavaScript disabled', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Today in the stars');
    await expect(page.locator('.home-sign-tiles li').count()).resolves.toBe(12);
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('remembers the sign a visitor chooses without JavaScript, on a phone and on a desktop', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    // A phone chooses with the select; everything of today is on the first screen.
    await page.getByRole('combobox', { name: 'Your sign' }).selectOption('virgo');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    // The choice is a form post; wait for the page it leads to.
    await page.getByRole('heading', { level: 2, name: 'Virgo today' }).waitFor({ state: 'visible' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'sign')?.value).toBe('virgo');
    // Opened again: the sign's horoscope, the card of the day and a free reading on the first screen.
    await page.goto(`${live.site.url}/`);
    for (const shown of [page.getByRole('link', { name: 'Full horoscope for Virgo' }), page.locator('.home-today .home-card .home-panel-title a'), page.locator('.home-reading .button')]) {
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    // A desktop chooses with a button per sign.
    await context.clearCookies();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${live.site.url}/`);
    await page.getByRole('button', { name: 'Pisces' }).click();
    // The choice is a form post; wait for the page it leads to.
    await page.getByRole('heading', { level: 2, name: 'Pisces today' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it.each(['/', '/privacy-policy', '/terms-of-use', '/cookie-policy', '/credits'])('%s loads with no console error', async (path) => {
    const page = await live.browser.newPage();
    const errors = collectConsoleErrors(page);
    const response = await page.goto(`${live.site.url}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    if (path === '/') await wakeHeader(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the 404 page loads its styles and scripts with no error beyond the 404 itself', async () => {
    const page = await live.browser.newPage();
    const errors = collectConsoleErrors(page);
    const response = await page.goto(`${live.site.url}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('We could not find that page');
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
    await page.close();
  });
});
