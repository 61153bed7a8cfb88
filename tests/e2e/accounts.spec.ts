import { wakeHeader } from '../support/browser';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { listSmsOutbox } from '../../server/platform/sms/sms-transport';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser({ locations: true });

async function openHome(page: Page): Promise<void> {
  await page.goto(`${live.site.url}/`);
  // Dialog islands wait for their route; the account menu starts with the page.
  await wakeHeader(page);
}

describe('member accounts in a real browser', () => {
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'starry-night-7';

  it('signs up a new member, who is then logged in and sees the account menu', async () => {
    const page = await live.browser.newPage();
    await openHome(page);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Let Us Get to Know You' });
    await dialog.waitFor();
    // Submitting empty shows the spec's messages.
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.getByText('Please enter your name.').waitFor();
    await dialog.getByText('Please enter your birth date').waitFor();
    await dialog.getByText('Please accept before continuing').waitFor();

    await dialog.getByLabel('Your name').fill('Luna');
    await dialog.getByLabel('Birth date (mm/dd/yyyy)').fill('04/12/1990');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#sms');
    const status = await page.evaluate(() => fetch('/api/user/status').then((r) => r.json()));
    expect(status).toMatchObject({ logged_in: true, user: { email, username: 'Luna' } });

    // The text-message offer follows a plain signup.
    const sms = page.getByRole('dialog', { name: 'Get Our Offers by Text' });
    await sms.waitFor();
    await sms.getByLabel('Mobile number (US)').fill('(917) 555-0148');
    await sms.getByRole('checkbox').check();
    await sms.getByRole('button', { name: 'TEXT ME' }).click();
    const step = page.getByRole('dialog', { name: 'Just One More Step' });
    await step.getByText('(917) 555-0148').waitFor();
    const texts = listSmsOutbox(path.join(live.site.outboxDir, 'sms')).filter((text) => text.to === '+19175550148');
    expect(texts).toHaveLength(1);
    await step.getByRole('button', { name: 'DONE' }).click();
    await step.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it('on a phone, signup asks for the birth date in separate month, day and year fields', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await openHome(page);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Let Us Get to Know You' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Birth date (mm/dd/yyyy)').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(dialog.getByText('Required', { exact: true }).count()).resolves.toBe(3);

    const year = new Date().getFullYear();
    await dialog.getByLabel('Your name').fill('Pip');
    await dialog.getByLabel('Month').fill('6');
    await dialog.getByLabel('Day').fill('15');
    await dialog.getByLabel('Year').fill(String(year - 10));
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.getByText('You must be at least 16 years of age to signup.').waitFor();

    const mobileEmail = `mobile.${Date.now()}@example.com`;
    await dialog.getByLabel('Year').fill('1994');
    await dialog.getByLabel('Email').fill(mobileEmail);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = await page.evaluate(() => fetch('/api/user/status').then((r) => r.json()));
    expect(status).toMatchObject({ logged_in: true, user: { email: mobileEmail, birth_date: '1994-06-15' } });
    await context.close();
  });

  it('the newsletter box signs a visitor up for the daily horoscope emails', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await openHome(page);
    const box = page.getByRole('region', { name: 'Get Your Free Daily Horoscopes by Email!' });
    const letters = `letters.${Date.now()}@example.com`;
    // The box hydrates once it scrolls into view (before that, the same form opens /signup).
    await box.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter-box"][data-hydrated="true"]', { state: 'attached' });
    await box.getByLabel('Your email address').fill(letters);
    await box.getByRole('button', { name: 'SIGN ME UP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Subscription Awaits!' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(letters);
    await dialog.getByLabel('Your name').fill('Lyra');
    await dialog.getByLabel('Birth date (mm/dd/yyyy)').fill('1993-06-02');
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'SIGN UP' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'You’re Subscribed!' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await live.site.settle();
    const lists = await page.evaluate(async () => {
      const { user } = await fetch('/api/user/status').then((r) => r.json());
      const { subscriptions } = await fetch(`/api/mail/subscription/${user.member_uuid}`).then((r) => r.json());
      return subscriptions.filter((list: { subscribed: boolean }) => list.subscribed).map((list: { code: string }) => list.code);
    });
    expect(lists).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']);
    await context.close();
  });

  it('logs out, fails with a wrong password and sees the message, then logs in', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await openHome(page);
    // Log in first (a fresh browser), then log out through the account menu.
    await page.getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'LOG IN' }).click();
    await page.locator('summary', { hasText: 'My Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    await page.waitForFunction(() => window.location.hash === '');

    await page.getByRole('link', { name: 'Log In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'LOG IN' }).click();
    await dialog.getByText('Password did not match this email').waitFor();

    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'LOG IN' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    await context.close();
  });

  it('a login for an unknown email moves to signup with the email and password carried over', async () => {
    const page = await live.browser.newPage();
    await openHome(page);
    await page.getByRole('link', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill('new.person@example.com');
    await login.getByLabel('Password').fill('a-new-password');
    await login.getByRole('button', { name: 'LOG IN' }).click();
    const signup = page.getByRole('dialog', { name: 'Let Us Get to Know You' });
    await signup.waitFor();
    expect(new URL(page.url()).hash).toBe('#signup');
    await expect(signup.getByLabel('Email').inputValue()).resolves.toBe('new.person@example.com');
    await expect(signup.getByLabel('Password').inputValue()).resolves.toBe('a-new-password');
    await page.close();
  });

  it('the birth place box finds places as you type and fills the choice', async () => {
    const page = await live.browser.newPage();
    await openHome(page);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    const place = page.getByRole('combobox', { name: 'Birth place (optional)' });
    await place.fill('Springf');
    const option = page.getByRole('option', { name: 'Springfield, Missouri, United States' });
    await option.waitFor();
    await place.press('Enter');
    await expect(place.inputValue()).resolves.toBe('Springfield, Missouri, United States');
    await page.close();
  });

  it('resets a forgotten password through the emailed link, then logs in with it', async () => {
    const page = await live.browser.newPage();
    await page.goto(`${live.site.url}/password-reset`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'SEND ME A LINK' }).click();
    await page.getByText('If an account uses that email address, we have sent it a link').waitFor();
    await live.site.settle();

    const entry = listOutbox(live.site.outboxDir).find((mail) => mail.to.includes(email) && /reset/i.test(mail.subject))!;
    const text = readMessagePart(readOutboxMessage(live.site.outboxDir, entry.file)!, 'text/plain')!;
    const link = new URL(/(http\S+password-reset\?key=\S+)/.exec(text)![1]!);
    // The email links to SITE_URL; this test's server listens on its own port.
    await page.goto(`${live.site.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-start');
    await page.getByRole('button', { name: 'SAVE MY NEW PASSWORD' }).click();
    await page.getByText('You can log in with your new password now.', { exact: false }).waitFor();

    // The reset page fetches no script with the page: its Log In goes to the /login page.
    await page.locator('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(`${live.site.url}/login`);
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill('a-fresh-start');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    await page.close();
  });

  it('signs up with JavaScript turned off, through the plain signup page', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(`${live.site.url}/signup`);
    await page.getByLabel('Your name').fill('Orion');
    await page.getByLabel('Birth date (mm/dd/yyyy)').fill('11/02/1979');
    await page.getByLabel('Town or city').fill('Zurich');
    await page.getByLabel('Country').fill('Switzerland');
    await page.getByLabel('Email', { exact: true }).fill(`nojs.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('plain-form-pass');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    // As the dialog goes to #sms, the plain form goes on to the text-message offer, also a plain form.
    await page.waitForURL(`${live.site.url}/member/text-messages`);
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    await page.getByRole('button', { name: 'TEXT ME' }).click();
    await page.getByText('Please provide your telephone number').waitFor();
    await page.getByText('Please agree before continuing').waitFor();
    await page.getByLabel('Mobile number (US)').fill('(917) 555-0199');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'TEXT ME' }).click();
    await page.getByRole('heading', { name: 'Just One More Step' }).waitFor();
    await page.getByText('(917) 555-0199').waitFor();
    await context.close();
  });
});
