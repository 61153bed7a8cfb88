import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { axeViolations, COLOUR_RULES, WCAG_21_AA } from '../support/accessibility';
import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();
const EMPTY = 'No new notifications today. Check back tomorrow! In the meantime, get insight with your daily horoscope.';
const bell = (page: Page) => page.locator('.notification-bell-button');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Daily Insight Feed' });

/** Reaches the bell (its code comes then) and opens the panel with the keyboard, as a screen reader user would. */
async function openPanel(page: Page): Promise<void> {
  await bell(page).focus();
  await page.waitForSelector('.notification-bell-button[aria-expanded="false"]');
  await page.keyboard.press('Enter');
  await panel(page).locator('.notification-list, .notification-empty').first().waitFor();
}

/** The full WCAG 2.1 AA run in the light theme, then the colour rules in the dark. */
async function axeBothThemes(page: Page): Promise<void> {
  await page.addScriptTag({ content: axe.source });
  expect(await axeViolations(page, { type: 'tag', values: WCAG_21_AA })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { type: 'rule', values: COLOUR_RULES })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function memberContext(): Promise<BrowserContext> {
  const context = await live.browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Vega', birth_date: '1990-04-12' }) });
  expect(signup.status()).toBe(200);
  return context;
}

describe('the Daily Insight Feed in a real browser (spec 1 §2, §4)', () => {
  const today = horoscopeToday();

  it('a visitor: the bell opens the panel, a click marks an item read in session storage, Escape closes it; all read shows the empty text', async () => {
    const context = await live.browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/`);
    // Nothing of the bell is fetched before the visitor reaches it.
    expect(await page.locator('[data-island="notification-bell"]').getAttribute('data-hydrate')).toBe('interaction');
    expect(await page.locator('[data-testid="notification-dot"]').count()).toBe(1);
    await openPanel(page);
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    await expect(panel(page).evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await axeBothThemes(page);

    // Mark as read: the item moves to "Read today", and session storage holds it under NCLOState.
    await panel(page).locator(`[data-code="tarot-card-${today}"]`).getByRole('button', { name: /Mark as read/ }).click();
    await panel(page).locator(`.notification-read-today [data-code="tarot-card-${today}"]`).waitFor({ state: 'attached' });
    const stored = await page.evaluate(() => ({ lo: sessionStorage.getItem('NCLOState'), li: sessionStorage.getItem('NCLIState'), icon: sessionStorage.getItem('NCIconLO'), stamp: Number(sessionStorage.getItem('NCTimestamp')) }));
    expect(JSON.parse(stored.lo!)).toEqual([`tarot-card-${today}`]);
    expect(stored).toMatchObject({ li: null, icon: 'true' });
    expect(stored.stamp - Math.floor(Date.now() / 60_000)).toBeGreaterThanOrEqual(959);

    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await expect(bell(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // All read: the empty text, word for word, its last words a link to the daily horoscopes; no dot on the next page.
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel(page).locator('.notification-empty').textContent()).resolves.toBe(EMPTY);
    expect(await panel(page).getByRole('link', { name: 'get insight with your daily horoscope' }).getAttribute('href')).toBe('/daily-horoscope');
    expect(await page.locator('[data-testid="notification-dot"]').count()).toBe(0);
    await page.goto(`${live.site.url}/tarot`);
    expect(await page.locator('[data-testid="notification-dot"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member: clicking an item marks it read on the server and opens its page; the state comes back from the server', async () => {
    const context = await memberContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/`);
    await openPanel(page);
    const horoscope = panel(page).locator(`[data-code="daily-horoscope-${today}-aries"]`);
    await expect(horoscope.locator('.notification-title').textContent()).resolves.toBe('Your Aries horoscope for today');
    await horoscope.getByRole('link').click();
    await page.waitForURL(`${live.site.url}/daily-horoscope/aries`);
    const feed = (await (await context.request.get(`${live.site.url}/api/notifications/feed`)).json()) as { items: { code: string; viewed: boolean }[] };
    expect(feed.items.filter((item) => item.viewed).map((item) => item.code)).toEqual([`daily-horoscope-${today}-aries`]);
    // Logged in and logged out are kept apart.
    expect(await page.evaluate(() => [JSON.parse(sessionStorage.getItem('NCLIState') ?? '[]'), sessionStorage.getItem('NCLOState')])).toEqual([[`daily-horoscope-${today}-aries`], null]);
    await openPanel(page);
    await panel(page).locator(`.notification-read-today [data-code="daily-horoscope-${today}-aries"]`).waitFor({ state: 'attached' });
    await axeBothThemes(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, opening the site menu closes the panel', async () => {
    const context = await live.browser.newContext({ colorScheme: 'light', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await wakeHeader(page);
    await openPanel(page);
    const width = await panel(page).evaluate((element) => element.getBoundingClientRect().right);
    expect(width).toBeLessThanOrEqual(375);
    await page.locator('summary.nav-burger').click();
    await panel(page).waitFor({ state: 'detached' });
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('without JavaScript the bell is a link to the /notifications page, whose forms mark items read', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await bell(page).click();
    await page.waitForURL(`${live.site.url}/notifications`);
    await page.locator(`[data-code="hexagram-${today}"]`).getByRole('button', { name: 'Mark as read' }).click();
    await page.waitForURL(`${live.site.url}/notifications`);
    await page.locator(`#read-heading`).waitFor();
    expect(await page.locator(`.is-read[data-code="hexagram-${today}"]`).count()).toBe(1);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.locator('.notification-empty').textContent()).resolves.toBe(EMPTY);
    await context.close();
  });

  it('the /notifications page passes axe in both themes', async () => {
    const page = await live.browser.newPage({ colorScheme: 'light', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.goto(`${live.site.url}/notifications`);
    await axeBothThemes(page);
    await page.close();
  });
});
