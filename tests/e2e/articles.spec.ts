import type { Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();
const titles = (page: Page) => page.locator('.article-grid .card-title').allTextContents();

/** The articles list's pager (spec 1 §4): in place with JavaScript, pushing ?page=; plain links without it. */
describe('paging through the articles in a real browser', () => {
  it('with JavaScript, a page is shown in place and pushed to the address, fetched once, and Back returns', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/articles`);
    const first = await titles(page);
    expect(first).toHaveLength(9);
    // The island comes alive when the pointer reaches the list.
    await page.locator('.article-pager').hover();
    await page.locator('[data-island="articles-pager"][data-hydrated="true"]').waitFor();
    // A marker on the window survives only if the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/content/articles/get')) calls.push(request.url());
    });
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${live.site.url}/articles?page=2`);
    await page.locator('.article-pager [aria-current="page"]', { hasText: '2' }).waitFor();
    const second = await titles(page);
    expect(second).toHaveLength(9);
    expect(second.some((title) => first.includes(title))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Back shows page 1 again from what was loaded; page 2 again asks nothing new.
    await page.goBack();
    await page.waitForURL(`${live.site.url}/articles`);
    await page.locator('.article-pager [aria-current="page"]', { hasText: '1' }).waitFor();
    expect(await titles(page)).toEqual(first);
    await page.getByRole('link', { name: 'Older articles' }).click();
    await page.waitForURL(`${live.site.url}/articles?page=2`);
    expect(calls).toEqual([`${live.site.url}/api/content/articles/get?page=2`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an article fetches no script until the visitor reaches the search box, whose autocomplete then works', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${live.site.url}/articles/inside-a-psychic-reading`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const box = page.getByRole('combobox', { name: 'Search the site' });
    // Typing at once, before the code arrives: the letters are kept and suggested for.
    await box.focus();
    await box.pressSequentially('celtic');
    await page.locator('[data-island="search-box"][data-hydrated="true"]').waitFor();
    expect(scripts.some((file) => /^\/build\/boot-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    expect(await box.inputValue()).toBe('celtic');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the pager is plain links to each page’s own address', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/articles`);
    await page.getByRole('link', { name: 'Older articles' }).click();
    await page.waitForURL(`${live.site.url}/articles?page=2`);
    await page.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(`${live.site.url}/articles?page=3`);
    expect((await titles(page)).length).toBeGreaterThan(0);
    await page.getByRole('link', { name: (await titles(page))[0]! }).click();
    await page.waitForURL(/\/articles\/[a-z0-9-]+$/);
    expect(await page.locator('.article-figure img').getAttribute('alt')).toBeTruthy();
    await context.close();
  });
});
