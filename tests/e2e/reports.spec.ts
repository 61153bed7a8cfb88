import type { Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser({ locations: true });
const CHART = '/readings-reports/astrology-reports/your-birth-chart';

/** Fills the birth details form (desktop selects) for Ana, born 15 April 1990 at 2:30 PM in London. */
async function fillBirthDetails(page: Page, options: { time?: boolean; member?: boolean } = {}): Promise<void> {
  const form = page.locator('form.birth-chart-form');
  // A member's form starts filled from their own profile: a new person is another tab (the tabs come with the island).
  if (options.member) {
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('link', { name: 'New Profile' }).click();
  }
  await form.getByLabel('Name', { exact: true }).fill('Ana');
  await form.getByLabel('Month').selectOption('4');
  await form.getByLabel('Day').selectOption('15');
  await form.getByLabel('Year').selectOption('1990');
  if (options.time === false) await form.getByLabel('I don’t know my birth time').check();
  else {
    await form.getByLabel('Hour').selectOption('2');
    await form.getByLabel('Minute').selectOption('30');
    await form.getByLabel('AM or PM').selectOption('pm');
  }
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('State or region').fill('England');
  await form.getByLabel('Country').fill('United Kingdom');
}

describe('the birth chart and reports in a real browser', () => {
  it('with JavaScript off, a visitor draws a chart from the plain form, at a phone’s width', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}${CHART}`);
    await fillBirthDetails(page);
    await page.getByRole('button', { name: 'GET YOUR CHART' }).click();
    await page.waitForURL(/your-birth-chart\?name=Ana/);
    await page.getByRole('heading', { name: 'Ana’s Birth Chart' }).waitFor();
    await page.getByText('Cast for 1990-04-15 13:30 UTC (local clocks at UTC+01:00)').waitFor();
    expect(await page.locator('svg.chart-wheel').count()).toBe(1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('a visitor on a phone draws a chart with the phone’s own date and time pickers and a town chosen from the suggestions', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${CHART}`);
    const form = page.locator('form.birth-chart-form');
    // The form comes alive when the visitor reaches it: here, by typing the name.
    await form.getByLabel('Name', { exact: true }).fill('Ana');
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    await form.getByLabel('Birth date', { exact: true }).fill('1990-04-15');
    await form.getByLabel('Birth time', { exact: true }).fill('14:30');
    await form.getByLabel('Town or city').pressSequentially('Londo');
    await page.getByRole('option', { name: 'London, England, United Kingdom' }).click();
    await page.getByRole('button', { name: 'GET YOUR CHART' }).click();
    await page.getByRole('heading', { name: 'Ana’s Birth Chart' }).waitFor();
    await page.getByText('Cast for 1990-04-15 13:30 UTC (local clocks at UTC+01:00)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a date select the visitor tapped before the form came alive stays a select until they leave it', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}${CHART}`);
    const form = page.locator('form.birth-chart-form');
    // The plain form's month select, reached first (which brings the form alive) and chosen.
    const month = form.getByLabel('Month');
    await month.focus();
    await month.selectOption('4');
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    // Alive, and still the select in use, with the month chosen.
    expect(await form.locator('select[name="birth_date_month"]').inputValue()).toBe('4');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('birth_date_month');
    // Left: the phone's own date picker takes the selects' place, the month kept in what it posts.
    await form.getByLabel('Name', { exact: true }).focus();
    await form.getByLabel('Birth date', { exact: true }).waitFor();
    expect(await form.locator('select[name="birth_date_month"]').count()).toBe(0);
    expect(await form.locator('input[type="hidden"][name="birth_date_month"]').inputValue()).toBe('4');
    await context.close();
  });

  it('a visitor draws a chart at 1280 px, then a planet on the wheel leads to its row of the table by keyboard', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${CHART}`);
    await fillBirthDetails(page);
    await page.getByRole('button', { name: 'GET YOUR CHART' }).click();
    await page.getByRole('heading', { name: 'Ana’s Birth Chart' }).waitFor();
    const sun = page.getByRole('link', { name: /^Sun in Aries 25°19′, house 9$/ });
    await sun.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#planet-sun$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member switches between their own profile and a friend’s, and gets the friend’s chart', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const headers = { Origin: live.site.url };
    expect((await context.request.post(`${live.site.url}/api/member/signup`, { headers, data: signupPayload({ first_name: 'Vega' }) })).status()).toBe(200);
    const friend = await context.request.post(`${live.site.url}/api/member/profile`, {
      headers,
      data: { first_name: 'Theo', gender: 'male', birth_date: '1985-11-02', birth_time: '07:15', birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 } },
    });
    expect(friend.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${live.site.url}${CHART}`);
    // Their profile has a birth place: their own chart first (spec 3 §4), the form for another below.
    await page.getByRole('heading', { name: 'Vega’s Birth Chart' }).waitFor();
    await page.locator('#another-chart').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    const name = page.locator('form.birth-chart-form').getByLabel('Name', { exact: true });
    // Your Profile first: the member's own details, locked.
    expect(await name.inputValue()).toBe('Vega');
    expect(await name.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Friend Profiles' }).click();
    await page.getByText('Please choose a Friend Profile above.').waitFor();
    await page.getByRole('button', { name: 'Theo' }).click();
    expect(await name.inputValue()).toBe('Theo');
    await page.getByRole('button', { name: 'GET YOUR CHART' }).click();
    await page.waitForURL(/\/report\/[A-Za-z0-9_-]+/);
    await page.getByRole('heading', { name: 'Free Birth Chart: Theo' }).waitFor();
    await page.getByText('Born November 2, 1985 at 7:15 AM in London').waitFor();
    await context.close();
  });

  it('a member buys the Essential Birth Chart Report with Karma Coins, reads it, and prints it', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Vega' }) });
    expect(signup.status()).toBe(200);
    const page = await context.newPage();
    // Coins first (the sandbox's test card), then the report.
    const coins = await context.request.post(`${live.site.url}/api/checkout/submit`, {
      headers: { Origin: live.site.url },
      data: { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: crypto.randomUUID(), payment_method_nonce: `sbx_succeed_visa_4242_${crypto.randomUUID().replace(/-/g, '').slice(0, 22)}` },
    });
    expect(coins.status()).toBe(200);
    await page.goto(`${live.site.url}/readings-reports/astrology-reports/essential-birth-chart`);
    await fillBirthDetails(page, { member: true });
    await page.getByRole('button', { name: 'GET MY REPORT' }).click();
    await page.waitForURL(/\/checkout\?upc=essential-birth-redux&deal=/);
    await page.getByRole('button', { name: 'Pay with Karma Coins' }).click();
    await page.waitForURL(/\/confirm\?order=/);
    await page.locator('.confirm-order dd', { hasText: 'Essential Birth Chart Report' }).waitFor();
    await page.locator('a[href^="/report/"]').first().click();
    await page.waitForURL(/\/report\/[A-Za-z0-9_-]+$/);
    await page.getByRole('heading', { name: 'Essential Birth Chart Report: Ana' }).waitFor();
    await page.locator('#your-report-planets-in-houses').waitFor();
    // On paper: the navigation goes, the print footer comes.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.report-tabs').isVisible()).toBe(false);
    expect(await page.locator('.print-footer').isVisible()).toBe(true);
    await context.close();
  });

  it('a member adds the birth time a sample was missing, and the houses appear', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Vega' }) });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/readings-reports/astrology-reports/essential-birth-chart`);
    await fillBirthDetails(page, { time: false, member: true });
    await page.getByRole('button', { name: 'Read my free sample' }).click();
    await page.waitForURL(/\/report\/[A-Za-z0-9_-]+/);
    expect(await page.locator('#house-positions').count()).toBe(0);
    await page.getByLabel('Birth time (for example 2:30 PM or 14:30)').fill('2:30 PM');
    await page.getByRole('button', { name: 'Add birth time' }).click();
    await page.getByText('Your birth time has been added.').waitFor();
    await page.locator('#house-positions').waitFor();
    await context.close();
  });
});
