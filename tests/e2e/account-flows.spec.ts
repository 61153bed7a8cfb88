import type { Browser, Page } from 'playwright-core';
import { signupPayload } from '../support/signup-payload';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

const WIDTHS = [375, 1280];

async function hydrated(page: Page, island = 'account-menu'): Promise<void> {
  // A visitor's page starts its islands when the visitor reaches them (issue #29): the header's first.
  await page.locator('.site-header').dispatchEvent('pointerover');
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' });
}

/** A few members made once (signups are limited per address); each test borrows one. */
const members: { email: string; password: string }[] = [];
beforeAll(async () => {
  for (const firstName of ['Noscript', 'Hashout', 'Forgetful', 'Twice']) {
    const payload = signupPayload({ first_name: firstName });
    const signup = await live.browser.newContext().then(async (context) => {
      const response = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: payload });
      await context.close();
      return response.status();
    });
    expect(signup).toBe(200);
    members.push({ email: payload.email as string, password: payload.password as string });
  }
});

/** A browser context at this width, logged in as member `index` when `loggedIn`. */
async function memberContext(browser: Browser, javaScriptEnabled: boolean, width: number, index: number, loggedIn = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const { email, password } = members[index]!;
  if (loggedIn) {
    const login = await context.request.post(`${live.site.url}/api/user/login`, { headers: { Origin: live.site.url }, data: { email, password } });
    expect(login.status()).toBe(200);
  }
  return { context, email, password };
}

/** Issue #9, items 1, 3, 4, 12, 13, 14 (the account menu) and 17, as a person meets them. */
describe('logging in and out in a real browser', () => {
  it.each(WIDTHS)('without JavaScript at %i px: Log In is a page, the account menu opens, Log Out is a form', async (width) => {
    const { context, email, password } = await memberContext(live.browser, false, width, 0, false);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/credits`);
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(`${live.site.url}/login`);
    const main = page.locator('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('wrong-password');
    await main.getByRole('button', { name: 'LOG IN' }).click();
    await main.getByText('Password did not match this email').waitFor();
    expect(await main.getByRole('link', { name: 'Forgot Your Password?' }).getAttribute('target')).toBe('_blank');
    await main.getByLabel('Password').fill(password);
    await main.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL(`${live.site.url}/`);

    await page.goto(`${live.site.url}/credits`);
    await page.locator('summary', { hasText: 'My Account' }).click();
    await page.locator('#account-menu-list').getByText('Karma Coins').waitFor();
    await page.getByRole('link', { name: 'Your Readings' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${live.site.url}/credits`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await page.locator('summary', { hasText: 'My Account' }).count()).toBe(0);
    await context.close();
  });

  it.each(WIDTHS)('with JavaScript at %i px, the 404 page shows a member their menu, and #logout logs out on a page without dialogs', async (width) => {
    const { context } = await memberContext(live.browser, true, width, 1);
    const page = await context.newPage();
    const missing = await page.goto(`${live.site.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign Up' }).count()).resolves.toBe(0);
    await page.goto(`${live.site.url}/credits#logout`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    const status = await page.evaluate(() => fetch('/api/user/status').then((r) => r.json()));
    expect(status).toEqual({ logged_in: false });
    await context.close();
  });

  it.each(WIDTHS)('with JavaScript at %i px, Log In opens the dialog, which offers Forgot Your Password in a new tab', async (width) => {
    const { context, email } = await memberContext(live.browser, true, width, 2, false);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await page.getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'LOG IN' }).click();
    await dialog.getByText('Password did not match this email').waitFor();
    const forgot = dialog.getByRole('link', { name: 'Forgot Your Password?' });
    const [tab] = await Promise.all([context.waitForEvent('page'), forgot.click()]);
    await tab.waitForURL(`${live.site.url}/password-reset`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it.each(WIDTHS)('at %i px, signing up with an email that has an account goes to login with the email and the message', async (width) => {
    const { context, email } = await memberContext(live.browser, true, width, 3, false);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/#login-signup`);
    const signup = page.getByRole('dialog', { name: 'Let Us Get to Know You' });
    await signup.getByLabel('Your name').fill('Twice');
    if (width < 600) {
      await signup.getByLabel('Month').fill('04');
      await signup.getByLabel('Day').fill('12');
      await signup.getByLabel('Year').fill('1990');
    } else {
      await signup.getByLabel('Birth date (mm/dd/yyyy)').fill('04/12/1990');
    }
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password').fill('another-password');
    await signup.getByLabel(/I accept the/).check();
    await signup.getByRole('button', { name: 'SIGN UP' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByText('An account already uses this email address. Please log in instead.').waitFor();
    await expect(login.getByLabel('Email').inputValue()).resolves.toBe(email);
    expect(new URL(page.url()).hash).toBe('#login');
    await context.close();
  });

  it.each(WIDTHS)('without JavaScript at %i px, the newsletter box and /signup check the email on the server and say it once', async (width) => {
    const { context, email } = await memberContext(live.browser, false, width, 3, false);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await page.getByLabel('Your email address').fill('not an email');
    await page.getByRole('button', { name: 'SIGN ME UP' }).click();
    await page.waitForURL(/\/signup\?context=newsletter/);
    await page.locator('main').getByText('Please enter a valid email').waitFor();
    await expect(page.getByRole('heading', { name: 'Your Subscription Awaits!' }).count()).resolves.toBe(1);

    await page.goto(`${live.site.url}/signup`);
    await page.getByLabel('Your name').fill('Taken');
    await page.getByLabel('Birth date (mm/dd/yyyy)').fill('04/12/1990');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await page.getByText('An account already uses this email address. Please log in instead.').waitFor();
    await expect(page.getByText(/An account already uses this email address/).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Log in with this email' }).click();
    await expect(page.locator('main').getByLabel('Email').inputValue()).resolves.toBe(email);
    await context.close();
  });

  it.each(WIDTHS)('at %i px, a reset link that no longer works says so at once and offers a new one', async (width) => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/password-reset?key=${'k'.repeat(43)}`);
    await page.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
    await page.getByText('This password reset link has expired or was already used. Please ask for a new one.').waitFor();
    await expect(page.getByLabel('New password').count()).resolves.toBe(0);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'SEND ME A NEW LINK' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it.each([320, 375, 599])('the signup dialog fits %i px without sideways scrolling', async (width) => {
    const context = await live.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/#login-signup`);
    const dialog = page.getByRole('dialog', { name: 'Let Us Get to Know You' });
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.getByText('Please accept before continuing').waitFor();
    const sizes = await page.evaluate(() => {
      const box = document.querySelector('[role="dialog"]')!;
      // Any box that scrolls sideways inside the dialog (the hidden honeypot is meant to clip).
      const wide = [...box.querySelectorAll('*:not(.honeypot)')].filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible');
      return { page: document.documentElement.scrollWidth, dialog: box.scrollWidth - box.clientWidth, scrollers: wide.map((element) => `${element.tagName}.${element.className} ${element.scrollWidth}/${element.clientWidth}`), button: box.querySelector('button[type="submit"]')!.getBoundingClientRect().right };
    });
    expect(sizes.page).toBeLessThanOrEqual(width);
    expect(sizes.dialog).toBeLessThanOrEqual(0);
    expect(sizes.scrollers).toEqual([]);
    expect(sizes.button).toBeLessThanOrEqual(width);
    await context.close();
  });
});
