import type { Browser, Page } from 'playwright-core';
import { signupPayload } from '../support/signup-payload';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

const WIDTHS = [375, 1280];

async function hydrated(page: Page, island = 'account-menu'): Promise<void> {
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' });
}

async function newMember(browser: Browser, javaScriptEnabled: boolean, width: number, firstName: string) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const payload = signupPayload({ first_name: firstName });
  const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: payload });
  expect(signup.status()).toBe(200);
  return { context, email: payload.email as string, password: payload.password as string };
}

/** Issue #9, items 1, 3, 4, 12, 13, 14 (the account menu) and 17, as a person meets them. */
describe('logging in and out in a real browser', () => {
  it.each(WIDTHS)('without JavaScript at %i px: Log In is a page, the account menu opens, Log Out is a form', async (width) => {
    const { context, email, password } = await newMember(live.browser, false, width, 'Noscript');
    await context.clearCookies();
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
    await page.getByText('Karma Coins').waitFor();
    await page.getByRole('link', { name: 'Your Readings' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${live.site.url}/credits`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await page.locator('summary', { hasText: 'My Account' }).count()).toBe(0);
    await context.close();
  });

  it.each(WIDTHS)('with JavaScript at %i px, #logout logs out on a page without dialogs', async (width) => {
    const { context } = await newMember(live.browser, true, width, 'Hashout');
    const page = await context.newPage();
    await page.goto(`${live.site.url}/credits#logout`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    const status = await page.evaluate(() => fetch('/api/user/status').then((r) => r.json()));
    expect(status).toEqual({ logged_in: false });
    await context.close();
  });

  it.each(WIDTHS)('with JavaScript at %i px, Log In opens the dialog, which offers Forgot Your Password in a new tab', async (width) => {
    const { context, email } = await newMember(live.browser, true, width, 'Forgetful');
    await context.clearCookies();
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
    const { context, email } = await newMember(live.browser, true, width, 'Twice');
    await context.clearCookies();
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
