import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, WCAG_21_AA } from '../support/accessibility';
import { collectConsoleErrors, wakeHeader } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/** A new member (signed up with `ipe` only), logged in in a context of their own. */
async function memberContext(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  const context = await live.browser.newContext({ viewport: DESKTOP, ...options });
  const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ subscribe_lists: ['ipe'] }) });
  expect(signup.status()).toBe(200);
  return context;
}

const box = (page: Page) => page.getByRole('region', { name: 'Get Your Free Daily Horoscopes by Email!' });

async function subscribedLists(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { lists } = await fetch('/api/member/subscribe-box').then((r) => r.json());
    return lists.filter((list: { subscribed: boolean }) => list.subscribed).map((list: { code: string }) => list.code);
  });
}

/** Issue #28, "Mail lists": the members' subscribe box (spec 1 §4) in a real browser. */
describe('the members’ subscribe box', () => {
  it('a member signs up in the box above the footer: view 2, whose button goes to the daily horoscope', async () => {
    const context = await memberContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/tarot`);
    const signUp = box(page);
    await signUp.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="subscribe-box"][data-hydrated="true"]', { state: 'attached' });
    // A member is never asked for an email address: it is the account's.
    expect(await signUp.getByLabel('Your email address').count()).toBe(0);
    await signUp.getByRole('button', { name: 'SIGN ME UP' }).click();
    const done = page.getByRole('region', { name: 'You’re Subscribed!' });
    await done.waitFor();
    // The island did it in place: no page load.
    expect(new URL(page.url()).pathname).toBe('/tarot');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('subscribe-box-heading');
    const button = done.getByRole('link', { name: 'READ TODAY’S HOROSCOPE' });
    expect(await button.getAttribute('href')).toBe('/daily-horoscope');
    expect((await subscribedLists(page)).sort()).toEqual(['dailyhoroscope', 'dle', 'ipe', 'weekly_love']);
    await button.click();
    await page.waitForURL(`${live.site.url}/daily-horoscope`);
    // Nothing left to offer: the box is gone.
    await wakeHeader(page);
    expect(await page.getByRole('button', { name: 'SIGN ME UP' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member who left the daily love horoscope is sent to it by view 2', async () => {
    const context = await memberContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/tarot`);
    await page.evaluate(async () => {
      const { user } = await fetch('/api/user/status').then((r) => r.json());
      await fetch(`/api/mail/subscription/${user.member_uuid}/dle`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    });
    await page.reload();
    await box(page).scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="subscribe-box"][data-hydrated="true"]', { state: 'attached' });
    await box(page).getByRole('button', { name: 'SIGN ME UP' }).click();
    const link = page.getByRole('link', { name: 'READ TODAY’S LOVE HOROSCOPE' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/daily-love-horoscope');
    await context.close();
  });

  it.each([375, 1280])('without JavaScript at %i px the box is a plain form that shows view 2, and is gone once nothing remains', async (width) => {
    const context = await memberContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${live.site.url}/tarot`);
    await box(page).getByRole('button', { name: 'SIGN ME UP' }).click();
    await page.waitForURL(`${live.site.url}/member/newsletter`);
    const done = page.getByRole('region', { name: 'You’re Subscribed!' });
    await done.waitFor();
    expect(await done.getByRole('link', { name: 'READ TODAY’S HOROSCOPE' }).getAttribute('href')).toBe('/daily-horoscope');
    await page.goto(`${live.site.url}/tarot`);
    expect(await page.getByRole('button', { name: 'SIGN ME UP' }).count()).toBe(0);
    await context.close();
  });

  it('axe: no WCAG 2.1 AA violation in view 1 and view 2, in the light and the dark theme, and on a phone', async () => {
    // The site's CSP allows only its own scripts; the checker is let in.
    const context = await memberContext({ bypassCSP: true });
    const check = async (page: Page) => {
      await page.addScriptTag({ content: axe.source });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect([theme, await axeViolations(page, { type: 'tag', values: WCAG_21_AA })]).toEqual([theme, []]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(PHONE);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await axeViolations(page, { type: 'rule', values: ['target-size'] })).toEqual([]);
      await page.setViewportSize(DESKTOP);
    };
    const page = await context.newPage();
    await page.goto(`${live.site.url}/tarot`);
    await box(page).scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="subscribe-box"][data-hydrated="true"]', { state: 'attached' });
    await check(page);
    await box(page).getByRole('button', { name: 'SIGN ME UP' }).click();
    await page.getByRole('region', { name: 'You’re Subscribed!' }).waitFor();
    await check(page);
    // The plain form's page, at view 2.
    await page.goto(`${live.site.url}/member/newsletter?type=newsletter`);
    await check(page);
    await context.close();
  });
});
