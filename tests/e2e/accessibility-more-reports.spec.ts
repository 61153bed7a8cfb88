import { randomBytes, randomUUID } from 'node:crypto';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { thisMonth } from '../../shared/reports/forecast-date';
import { axeViolations, COLOUR_RULES, SHARED_HEADER, WCAG_21_AA } from '../support/accessibility';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

/**
 * The other reports (issue #26) against axe-core, as tests/support/accessibility.ts checks every
 * page type: the full WCAG 2.1 AA run at desktop width in the light theme, the colour rules again
 * in the dark theme, and at a phone's width nothing sideways and every tap target big enough.
 * The pages: the compatibility report's teeup form (Person 1, then Person 2), a big-picture
 * forecast's (with its start date and current location), and each kind of report view. One
 * member, one page reused: the reports are made through the API and paid by the sandbox's card.
 */

const live = liveSiteInBrowser({ consentBanner: true, locations: true });
const REPORTS = '/readings-reports/astrology-reports';
const DESKTOP = 1280;
const PHONE = 375;

const LONDON = { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 };
const ANA = { person_1_name: { first: 'Ana' }, person_1_birth_date: '1990-04-15', person_1_birth_time: '14:30', person_1_birth_location: LONDON, gender: 'female' };
const THEO = { person_2_name: { first: 'Theo' }, person_2_birth_date: '1985-11-02', person_2_birth_time: '07:15', person_2_birth_location: LONDON, person_2_gender: 'male' };

/** One report submitted (and, when paid, paid by card): its /report/{slug} path. */
async function reportOf(context: BrowserContext, code: string, body: Record<string, unknown>): Promise<string> {
  const url = live.site.url;
  const headers = { Origin: url };
  const held = await context.request.post(`${url}/api/product/submit/${code}`, { headers, data: body });
  expect(held.status()).toBe(200);
  const forwarding = ((await held.json()) as { forwarding_url: string }).forwarding_url;
  if (forwarding.startsWith('/report/')) return forwarding;
  const deal = new URL(forwarding, url).searchParams.get('deal')!;
  const nonce = `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
  const paid = await context.request.post(`${url}/api/checkout/submit`, { headers, data: { 'purchase-package': 'payment-usd', upc: code, deal, order_uuid: randomUUID(), payment_method_nonce: nonce } });
  expect(paid.status()).toBe(200);
  return `/report/${deal}`;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The page as loaded: both themes at desktop width, then a phone. */
async function checkPage(page: Page): Promise<void> {
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await axeViolations(page, { type: 'tag', values: WCAG_21_AA }, SHARED_HEADER)).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { type: 'rule', values: COLOUR_RULES }, SHARED_HEADER)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: PHONE, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE);
  // The consent banner settles after the footer once the page is scrolled to its end (as in tests/support/accessibility.ts).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await axeViolations(page, { type: 'rule', values: ['target-size'] }, SHARED_HEADER)).toEqual([]);
}

/** Goes to a path with the page at desktop width, its islands ready. */
async function open(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await page.goto(`${live.site.url}${path}`);
  await page.waitForLoadState('load');
}

describe('the other reports: no WCAG 2.1 AA violation in either theme, nothing sideways on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  const reports: Record<string, string> = {};

  beforeAll(async () => {
    // The site's CSP allows only its own scripts; the checker is let in, into every page as it opens.
    context = await live.browser.newContext({ bypassCSP: true, colorScheme: 'light' });
    await context.addInitScript({ content: axe.source });
    context.setDefaultTimeout(15_000);
    const url = live.site.url;
    expect((await context.request.post(`${url}/api/member/signup`, { headers: { Origin: url }, data: signupPayload({ first_name: 'Vega' }) })).status()).toBe(200);
    const forecast = { forecast_date: thisMonth(), forecast_duration: 12 };
    const made = await Promise.all([
      reportOf(context, 'astrology-compatibility-redux', { ...ANA, ...THEO }),
      reportOf(context, 'astrology-compatibility-sample', { ...ANA, ...THEO }),
      reportOf(context, 'relationship-potential-redux', { ...ANA, ...THEO }),
      reportOf(context, 'yearly-forecast-redux', { ...ANA, ...forecast }),
      reportOf(context, 'big-picture-love-forecast-redux', { ...ANA, ...forecast, person_1_location: LONDON }),
      reportOf(context, 'numerology-forecast-redux', { ...ANA, ...forecast }),
    ]);
    [reports.compatibility, reports.sample, reports.relationship, reports.yearly, reports.love, reports.numerology] = made;
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the compatibility report’s page, Person 1’s view then Person 2’s', async () => {
    await open(page, `${REPORTS}/compatibility-report`);
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('heading', { name: 'Person 1: your birth details' }).waitFor();
    await checkPage(page);
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    // The member's own profile fills Person 1.
    await page.getByRole('button', { name: 'ENTER PERSON 2' }).click();
    await page.getByRole('heading', { name: 'Person 2: their birth details' }).waitFor();
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    await checkPage(page);
  });

  it('the big-picture forecast’s page, with its start date and where the reader lives now', async () => {
    await open(page, `${REPORTS}/big-picture-forecast`);
    await page.waitForSelector('[data-island="birth-chart-form"][data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('group', { name: 'Report start date' }).waitFor();
    await page.getByRole('group', { name: 'Where you live now' }).waitFor();
    await checkPage(page);
  });

  it.each([
    ['the full compatibility report', 'compatibility', '#summary'],
    ['the compatibility sample', 'sample', '#your-report'],
    ['the relationship potential report', 'relationship', '#your-report'],
    ['the yearly forecast', 'yearly', '#more-for-today'],
    ['the big-picture love forecast', 'love', '#more-for-today'],
    ['the numerology forecast', 'numerology', '#your-report'],
  ])('%s', async (_label, key, part) => {
    await open(page, reports[key]!);
    await page.locator(part).waitFor();
    await page.waitForSelector('[data-island="print-menu"][data-hydrated="true"]', { state: 'attached' });
    await checkPage(page);
  });
});
