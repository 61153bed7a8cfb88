import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { listUnsubscribeLink } from '../../server/list-unsubscribe';
import { axeViolations, COLOUR_RULES, WCAG_21_AA } from '../support/accessibility';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

/** The site signs links with this secret; the test signs its link with the same configuration. */
const live = liveSiteInBrowser({ env: () => ({ SESSION_SECRET: 'unsubscribe-browser-spec-secret-0123456789' }) });

/** A new member on the daily horoscope list: their id and address. */
async function subscriber(): Promise<{ memberUuid: string; email: string }> {
  const context = await live.browser.newContext();
  const payload = signupPayload({ first_name: 'Lyra', subscribe_lists: ['ipe', 'dailyhoroscope'] });
  const reply = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: payload });
  expect(reply.status()).toBe(200);
  const memberUuid = ((await reply.json()) as { user: { member_uuid: string } }).user.member_uuid;
  await context.close();
  await live.site.settle();
  return { memberUuid, email: payload.email as string };
}

/** The link a daily horoscope email carries, pointing at the live site (the config names SITE_URL starlit.test). */
function emailLink(memberUuid: string, list = 'dailyhoroscope', now?: Date): string {
  const link = new URL(listUnsubscribeLink(live.site.config, { memberUuid, list, ...(now ? { now } : {}) }));
  return `${live.site.url}${link.pathname}${link.search}`;
}

/**
 * Full WCAG 2.1 AA in the light theme, the colour rules in the dark one; nothing wider than the
 * screen. axe needs JavaScript: a page seen without it is checked as it was served, its markup put
 * into a page of the same site, at the same width, that runs scripts.
 */
async function noAxeViolations(seen: Page, width: number, javaScript: boolean): Promise<void> {
  let page = seen;
  if (!javaScript) {
    page = await seen.context().browser()!.newPage({ bypassCSP: true, viewport: { width, height: 900 } });
    await page.goto(`${live.site.url}/credits`);
    await page.setContent(await seen.content(), { waitUntil: 'load' });
  }
  await page.addScriptTag({ content: axe.source });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await axeViolations(page, { type: 'tag', values: WCAG_21_AA })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { type: 'rule', values: COLOUR_RULES })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (page !== seen) await page.close();
}

const standing = (memberUuid: string) =>
  live.site.tables.selectFrom('mail_subscriptions').select('subscribed').where('member_uuid', '=', memberUuid).where('list_code', '=', 'dailyhoroscope').executeTakeFirstOrThrow();

describe('the email unsubscribe screen, from the link in an email', () => {
  it.each([
    { javaScript: false, width: 375 },
    { javaScript: true, width: 1280 },
  ])('JavaScript $javaScript at $width px: ask, #opt-out, #opt-in, each without a login and with no axe violation in either theme', async ({ javaScript, width }) => {
    const { memberUuid, email } = await subscriber();
    const context = await live.browser.newContext({ javaScriptEnabled: javaScript, bypassCSP: true, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const link = emailLink(memberUuid);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from Daily Horoscope?' }).waitFor();
    const main = page.locator('main');
    await main.getByText(`${email[0]}•••@example.com`).waitFor();
    expect(await main.textContent()).not.toContain(email);
    await noAxeViolations(page, width, javaScript);
    expect((await standing(memberUuid)).subscribed).toBe(1);

    await main.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL((url) => url.hash === '#opt-out');
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await expect(page.locator('#opt-out').getByText('You have been unsubscribed from Daily Horoscope.').isVisible()).resolves.toBe(true);
    expect((await standing(memberUuid)).subscribed).toBe(0);
    await noAxeViolations(page, width, javaScript);

    await page.locator('#opt-out').getByRole('button', { name: 'Resubscribe' }).click();
    await page.waitForURL((url) => url.hash === '#opt-in');
    await page.getByRole('heading', { level: 1, name: 'You are subscribed again' }).waitFor();
    await expect(page.locator('#opt-in').getByText('You are subscribed to Daily Horoscope again.').isVisible()).resolves.toBe(true);
    expect((await standing(memberUuid)).subscribed).toBe(1);
    await noAxeViolations(page, width, javaScript);
    await context.close();
  });

  it('an expired link says so, with a way to the settings, and passes axe in both themes', async () => {
    const { memberUuid } = await subscriber();
    const context = await live.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(emailLink(memberUuid, 'dailyhoroscope', new Date(Date.now() - 120 * 24 * 60 * 60 * 1000)));
    expect(response?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'This unsubscribe link cannot be used' }).waitFor();
    await page.getByRole('alert').getByText(/This unsubscribe link has expired/).waitFor();
    await noAxeViolations(page, 1280, true);
    await context.close();
  });
});
