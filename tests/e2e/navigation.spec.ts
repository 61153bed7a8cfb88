import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();

async function hydrated(page: Page): Promise<void> {
  await wakeHeader(page);
  await page.waitForSelector('.nav-menu[data-enhanced]', { state: 'attached' });
}

const menuOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDetailsElement>('details.nav-menu')!.open);
/** aria-expanded follows the toggle event, which comes a task after the click. */
const expanded = (page: Page, selector: string, value: 'true' | 'false') =>
  page.waitForFunction(([wanted, state]) => document.querySelector(wanted!)?.getAttribute('aria-expanded') === state, [selector, value] as const);
const activeIs = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Presses Tab until the focused element matches, as a keyboard user would reach it. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await activeIs(page, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('the site menu in a real browser', () => {
  it('at 375 px: opens, follows a submenu link, opens again, and closes when the window grows past 900 px', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/`);
    await hydrated(page);
    const burger = page.locator('summary.nav-burger');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('aria-controls')).toBe('nav-menu-panel');
    await burger.click();
    expect(await menuOpen(page)).toBe(true);
    await expanded(page, 'summary.nav-burger', 'true');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    // My Account first: Sign Up and Log In for a visitor.
    await menu.getByRole('heading', { name: 'My Account' }).waitFor();
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    // The rail switches the right panel in place.
    await menu.getByRole('link', { name: 'Help' }).click();
    await menu.getByRole('heading', { name: 'Help' }).waitFor();
    expect(await menu.getByRole('heading', { name: 'My Account' }).isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe('true');
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${live.site.url}/service`);
    await hydrated(page);
    await page.locator('summary.nav-burger').click();
    expect(await menuOpen(page)).toBe(true);
    // Log In in the menu opens the dialog in place (#login), closing the menu.
    await page.locator('.nav-menu-panel').getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#login');
    expect(await menuOpen(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('summary.nav-burger').click();
    // The top leaderboard ad's place is hidden while the menu is open.
    expect(await page.locator('.ad-leaderboard').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1024, height: 740 });
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details.nav-menu')!.open);
    expect(await page.locator('summary.nav-burger').getAttribute('aria-expanded')).toBe('false');
    // And back down: crossing 900 px the other way closes it too.
    await page.locator('summary.nav-burger').click();
    await page.setViewportSize({ width: 600, height: 740 });
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details.nav-menu')!.open);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([375, 1280])('by keyboard at %i px: Tab to Menu, Enter opens with focus inside, Escape closes and focus returns', async (width) => {
    const context = await live.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await hydrated(page);
    await tabTo(page, 'summary.nav-burger');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('.nav-menu-panel') !== null);
    expect(await menuOpen(page)).toBe(true);
    expect(await activeIs(page, '[data-nav-panel="nav-my-account"]')).toBe(true);
    // Tab order: the rail (My Account, the sections, Help), then the open panel's links.
    await page.keyboard.press('Tab');
    expect(await activeIs(page, '[data-nav-panel="nav-horoscopes"]')).toBe(true);
    await tabTo(page, '[data-nav-panel="nav-help"]');
    await page.keyboard.press('Enter');
    expect(await activeIs(page, '#nav-help')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contact Us');
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    expect(await activeIs(page, 'summary.nav-burger')).toBe(true);
    expect(await page.locator('summary.nav-burger').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('by keyboard, the account menu: Tab to it, Enter opens with focus inside, Escape closes and focus returns', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Keyboard' }) });
    expect(signup.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await hydrated(page);
    await tabTo(page, 'summary.account-button');
    expect(await page.locator('summary.account-button').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('.account-menu-list') !== null);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your Readings');
    await expanded(page, 'summary.account-button', 'true');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details.account-menu')!.open);
    expect(await activeIs(page, 'summary.account-button')).toBe(true);
    expect(await page.locator('summary.account-button').getAttribute('aria-expanded')).toBe('false');
    // The site menu's My Account holds the member's links and balance.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, 'summary.nav-burger');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Your Readings' }).waitFor();
    expect(await menu.locator('.nav-coins').textContent()).toBe(', Karma Coin balance: 0 coins');
    expect(await menu.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    await context.close();
  });

  it('at 375 px, a login in the dialog switches the top nav to Readings and the menu to the member\'s links at once; a logout switches them back', async () => {
    const payload = signupPayload({ first_name: 'Switch' });
    const elsewhere = await live.browser.newContext();
    expect((await elsewhere.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: payload })).status()).toBe(200);
    await elsewhere.close();
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/tarot`);
    await hydrated(page);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => document.body.setAttribute('data-same-page', ''));
    const top = page.getByRole('navigation', { name: 'Popular' });
    expect(await top.getByRole('link').allTextContents()).toEqual(['Today', 'Free Tarot Reading', 'Love', 'Tarot', 'Psychic Advice']);
    await page.locator('.account-links').getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email').fill(payload.email);
    await dialog.getByLabel('Password').fill(payload.password);
    await dialog.getByRole('button', { name: 'LOG IN' }).click();
    await dialog.waitFor({ state: 'detached' });
    await top.getByRole('link', { name: 'Readings', exact: true }).waitFor();
    expect(await top.getByRole('link').allTextContents()).toEqual(['Today', 'Readings', 'Love', 'Tarot', 'Psychic Advice']);
    expect(await top.getByRole('link', { name: 'Readings', exact: true }).getAttribute('href')).toBe('/readings-reports');
    await page.locator('summary.nav-burger').click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Your Readings' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    expect(await menu.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('summary.account-button').click();
    await page.locator('.account-menu-list').getByRole('button', { name: 'Log Out' }).click();
    await top.getByRole('link', { name: 'Free Tarot Reading' }).waitFor();
    expect(await top.getByRole('link').allTextContents()).toEqual(['Today', 'Free Tarot Reading', 'Love', 'Tarot', 'Psychic Advice']);
    await page.locator('summary.nav-burger').click();
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Your Readings' }).count()).toBe(0);
    expect(await page.evaluate(() => document.body.hasAttribute('data-same-page'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['nav-my-account', 'nav-help'])('#%s opens the menu at that group, with focus on it', async (anchor) => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/#${anchor}`);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('details.nav-menu')!.open);
    expect(await page.locator(`#${anchor}`).isVisible()).toBe(true);
    expect(await page.locator(`[data-nav-panel="${anchor}"]`).getAttribute('aria-current')).toBe('true');
    await page.waitForFunction((id) => document.activeElement?.id === id, anchor);
    // No dialog took the fragment for its route.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('without JavaScript the menu opens, its rail switches groups and its links work', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await page.locator('summary.nav-burger').click();
    expect(await menuOpen(page)).toBe(true);
    const menu = page.locator('.nav-menu-panel');
    expect(await menu.locator('#nav-my-account').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await menu.getByRole('link', { name: 'Help' }).click();
    expect(new URL(page.url()).hash).toBe('#nav-help');
    expect(await menu.locator('#nav-help').isVisible()).toBe(true);
    expect(await menu.locator('#nav-my-account').isVisible()).toBe(false);
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${live.site.url}/service/frequently-asked-questions`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A page without islands has the same menu.
    await page.locator('summary.nav-burger').click();
    await page.locator('.nav-menu-panel').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(`${live.site.url}/login`);
    await context.close();
  });

  it('without JavaScript, /#nav-help opens the menu at Help', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/#nav-help`);
    expect(await menuOpen(page)).toBe(true);
    expect(await page.locator('#nav-help').isVisible()).toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('open, in the %s theme, has no WCAG 2.1 AA violation at phone and desktop widths, for visitors and members', async (theme) => {
    for (const who of ['visitor', 'member']) {
      const context = await live.browser.newContext({ bypassCSP: true, colorScheme: theme });
      if (who === 'member') {
        const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Axe' }) });
        expect(signup.status()).toBe(200);
      }
      const page = await context.newPage();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // A fresh load each time: the same address again would only be a fragment navigation, and
        // growing past 900 px has just closed the menu (as it should).
        await page.goto('about:blank');
        await page.goto(`${live.site.url}/#nav-my-account`);
        await hydrated(page);
        await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('details.nav-menu')!.open);
        expect([who, width, await axeViolations(page)]).toEqual([who, width, []]);
        await page.locator('[data-nav-panel="nav-help"]').click();
        expect([who, width, await axeViolations(page)]).toEqual([who, width, []]);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await context.close();
    }
  }, 90_000);
});
