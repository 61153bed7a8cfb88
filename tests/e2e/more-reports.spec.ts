import { randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

/**
 * The other reports in a real browser (issue #26): a compatibility report from two saved
 * profiles paid with Karma Coins, a Cosmic Profile without a birth time, and a yearly forecast
 * read and printed.
 */

const live = liveSiteInBrowser({ locations: true });
const REPORTS = '/readings-reports/astrology-reports';
const LONDON = { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 };

/** A member (Vega, born 12 April 1990 at 8:30 AM in Springfield) with 6,000 Karma Coins bought by the sandbox's test card. */
async function memberWithCoins(): Promise<BrowserContext> {
  const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const headers = { Origin: live.site.url };
  expect((await context.request.post(`${live.site.url}/api/member/signup`, { headers, data: signupPayload({ first_name: 'Vega' }) })).status()).toBe(200);
  const coins = await context.request.post(`${live.site.url}/api/checkout/submit`, {
    headers,
    data: { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-6000', order_uuid: randomUUID(), payment_method_nonce: `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}` },
  });
  expect(coins.status()).toBe(200);
  return context;
}

/**
 * The teeup form, once its island is ready (the profile tabs come with it). A member's with saved
 * profiles starts when seen, anyone else's when reached: the pointer goes to it, as a visitor's would.
 */
async function hydratedForm(page: Page) {
  await page.locator('form.birth-chart-form').hover();
  await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
  return page.locator('form.birth-chart-form');
}

/** From the report's checkout, paid with coins, to the report itself. */
async function payWithCoins(page: Page, upc: string, product: string): Promise<void> {
  await page.waitForURL(new RegExp(`/checkout\\?upc=${upc}&deal=`));
  await page.getByRole('button', { name: 'Pay with Karma Coins' }).click();
  await page.waitForURL(/\/confirm\?order=/);
  await page.locator('.confirm-order dd', { hasText: product }).waitFor();
  await page.locator('a[href^="/report/"]').first().click();
  await page.waitForURL(/\/report\/[A-Za-z0-9_-]+$/);
}

describe('the other reports in a real browser', () => {
  it('a member buys a compatibility report for themselves and a saved friend with Karma Coins, and reads its Summary and chapters', async () => {
    const context = await memberWithCoins();
    const friend = await context.request.post(`${live.site.url}/api/member/profile`, {
      headers: { Origin: live.site.url },
      data: { first_name: 'Theo', gender: 'male', birth_date: '1985-11-02', birth_time: '07:15', birth_location: LONDON },
    });
    expect(friend.status()).toBe(200);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${REPORTS}/compatibility-report`);
    await page.getByRole('heading', { name: 'Person 1: your birth details' }).waitFor();
    let form = await hydratedForm(page);
    // Person 1: the member's own profile, the Your Profile tab (the first), locked.
    await page.getByRole('link', { name: 'Your Profile', exact: true }).click();
    const name = form.getByLabel('Name', { exact: true });
    expect(await name.inputValue()).toBe('Vega');
    expect(await name.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'ENTER PERSON 2' }).click();
    // Person 2: Person 1 carried, the friend chosen from the Friend Profiles tab.
    await page.getByRole('heading', { name: 'Person 2: their birth details' }).waitFor();
    await page.getByText('Person 1: Vega, born April 12, 1990.').waitFor();
    form = await hydratedForm(page);
    await page.getByRole('link', { name: /Friend Profiles/ }).click();
    await page.getByText('Please choose a Friend Profile above.').waitFor();
    await page.getByRole('button', { name: 'Theo' }).click();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Theo');
    await page.getByRole('button', { name: 'GET MY REPORT' }).click();
    await payWithCoins(page, 'astrology-compatibility-redux', 'Astrology Compatibility Report');
    await page.getByRole('heading', { name: 'Astrology Compatibility Report: Vega and Theo', exact: true }).waitFor();
    // The Summary names both, side by side; Your Report has its sections and their chapters.
    const summary = page.locator('#summary');
    await summary.getByRole('heading', { name: 'Summary', level: 2 }).waitFor();
    expect(await summary.locator('#summary-person-1-title').innerText()).toBe('Vega');
    expect(await summary.locator('#summary-person-2-title').innerText()).toBe('Theo');
    expect(await summary.locator('table.chart-table thead th').allInnerTexts()).toEqual(['Planet', 'Vega', 'Theo']);
    const report = page.locator('#your-report');
    await report.getByRole('heading', { name: 'Your Report', level: 2 }).waitFor();
    expect(await report.locator('section.report-part[id^="your-report-"]').count()).toBeGreaterThan(1);
    expect(await report.locator('section.report-chapter[id$="-chapter-1"]').count()).toBeGreaterThan(1);
    // The chapters' list leads to them (the full report's is not disabled).
    expect(await report.locator('.report-chapters-nav [aria-disabled="true"]').count()).toBe(0);
    await page.locator('#glossary').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member buys a Cosmic Profile without a birth time: seven chapters, Moon and Rising waiting for it and saying why', async () => {
    const context = await memberWithCoins();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${REPORTS}/cosmic-profile`);
    const form = await hydratedForm(page);
    await page.getByRole('link', { name: 'New Profile' }).click();
    await form.getByLabel('Name', { exact: true }).fill('Ana');
    await form.getByLabel('Month').selectOption('4');
    await form.getByLabel('Day').selectOption('15');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('I don’t know my birth time').check();
    await form.getByLabel('Town or city').pressSequentially('Londo');
    await page.getByRole('option', { name: 'London, England, United Kingdom' }).click();
    await page.getByRole('button', { name: 'GET MY PROFILE' }).click();
    await payWithCoins(page, 'cosmic-profile-report-redux', 'Cosmic Profile Report');
    await page.getByRole('heading', { name: 'Cosmic Profile Report: Ana' }).waitFor();
    const chapters = page.locator('#your-report details.cosmic-chapter');
    expect(await chapters.count()).toBe(7);
    expect(await page.locator('#your-report .cosmic-number').allInnerTexts()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await page.locator('#your-report .cosmic-system').allInnerTexts()).toEqual([
      'Your Sun Sign',
      'Your Moon Sign',
      'Your Rising Sign',
      'Your Chinese Zodiac Sign',
      'Your Tarot Birth Card',
      'Your Life Path Number',
      'Your Celtic Tree Sign',
    ]);
    // The page says why two of them wait, and each placeholder says so itself, with no sign named.
    await page.getByText('Without a birth time, your Moon and Rising signs (2 and 3) wait for it').waitFor();
    for (const id of ['chapter-2', 'chapter-3']) {
      const chapter = page.locator(`#${id}`);
      expect(await chapter.locator('.cosmic-value').innerText()).toBe('Needs your birth time');
      await chapter.locator('summary').click();
      expect(await chapter.locator('p').first().innerText()).toMatch(/birth time/i);
    }
    expect(await page.locator('#chapter-1 .cosmic-value').innerText()).toBe('Aries');
    // The form to add the time is there.
    await page.getByRole('heading', { name: 'Add your birth time' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor’s Relationship Potential form waits while they sign up in the dialog, then goes on as typed to its checkout', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${REPORTS}/relationship-potential`);
    const person = async (name: string, day: string) => {
      const form = await hydratedForm(page);
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Month').selectOption('6');
      await form.getByLabel('Day').selectOption(day);
      await form.getByLabel('Year').selectOption('1992');
      await form.getByLabel('I don’t know my birth time').check();
      await form.getByLabel('Town or city').pressSequentially('Londo');
      await page.getByRole('option', { name: 'London, England, United Kingdom' }).click();
    };
    // Person 1 is checked without an account: nothing is stored yet.
    await person('Mira', '3');
    await page.getByRole('button', { name: 'ENTER PERSON 2' }).click();
    await page.getByRole('heading', { name: 'Person 2: their birth details' }).waitFor();
    await page.getByText('Person 1: Mira, born June 3, 1992.').waitFor();
    await person('Jonah', '21');
    await page.getByRole('button', { name: 'GET MY REPORT' }).click();
    // The visitor is asked to sign up for the report; the form waits.
    const dialog = page.getByRole('dialog', { name: 'Your Report Awaits!' });
    await dialog.waitFor();
    await dialog.getByLabel('Your name').fill('Mira');
    await dialog.getByLabel('Birth date (mm/dd/yyyy)').fill('06/03/1992');
    await dialog.getByLabel('Email').fill(`mira.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('starry-night-7');
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'GET MY REPORT!' }).click();
    // Once a member, the form goes as typed: both people are held for checkout.
    await page.waitForURL(/\/checkout\?upc=relationship-potential-redux&deal=/);
    await page.getByText('Relationship Potential').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member buys a yearly forecast, reads its first chapter and More For Today, and prints it', async () => {
    const context = await memberWithCoins();
    // A forecast's first view works out a year of transits (under a second alone, far longer beside the whole suite).
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${REPORTS}/yearly-forecast`);
    await hydratedForm(page);
    // The member's own profile fills the form.
    await page.getByRole('button', { name: 'GET MY REPORT' }).click();
    await payWithCoins(page, 'yearly-forecast-redux', 'Yearly Forecast');
    await page.getByRole('heading', { name: 'Yearly Forecast: Vega' }).waitFor();
    // The first chapter open, the introduction; the others closed; More For Today after them.
    expect(await page.locator('details#chapter-1').getAttribute('open')).not.toBeNull();
    expect(await page.locator('details#chapter-1 .cosmic-system').innerText()).toBe('Introduction');
    expect(await page.locator('#your-report details.report-fold').count()).toBeGreaterThanOrEqual(12);
    expect(await page.locator('details#chapter-2').getAttribute('open')).toBeNull();
    await page.getByRole('heading', { name: 'More For Today', level: 2 }).waitFor();
    // The print menu: printing the whole report calls the browser's print.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.waitForSelector('[data-island="print-menu"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('button', { name: 'Print More For Today' }).waitFor();
    await page.getByRole('button', { name: 'Print the whole report' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // One section alone: the page marks it for the print stylesheet.
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('button', { name: 'Print More For Today' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.printSection)).toBe('more-for-today');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#more-for-today').isVisible()).toBe(true);
    expect(await page.locator('#your-report').isVisible()).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    // On paper, the whole report: the navigation goes, the print footer comes.
    expect(await page.locator('#your-report').isVisible()).toBe(true);
    expect(await page.locator('.report-tabs').isVisible()).toBe(false);
    expect(await page.locator('.print-footer').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
