import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { signupPayload } from '../support/signup-payload';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser({ consentBanner: true });

/** Every page type, as a visitor or as a member. */
const PAGES: { path: string; member?: boolean; ready?: string; scrollTo?: string }[] = [
  { path: '/', ready: '[data-island="account-menu"][data-hydrated="true"]' },
  { path: '/signup', ready: '[data-island="signup-form"][data-hydrated="true"]' },
  { path: '/login', ready: '[data-island="account-menu"][data-hydrated="true"]' },
  { path: '/logout', member: true },
  { path: '/password-reset' },
  { path: '/privacy-policy' },
  { path: '/credits' },
  { path: '/service', ready: '[data-island="contact-form"][data-hydrated="true"]' },
  { path: '/service/frequently-asked-questions' },
  { path: '/astrology/scorpio' },
  { path: '/astrology/glossary' },
  { path: '/astrology/glossary/houses' },
  { path: '/articles/bios/starlit-astrology-desk' },
  // The horoscopes: a sign picker, a day with its date picker hydrated, a week, the general
  // horoscope, a member's own reading, and the birthday horoscope.
  { path: '/astrology' },
  { path: '/daily-horoscope' },
  { path: '/daily-horoscope/aries', scrollTo: '.daily-bar', ready: '[data-island="date-picker"][data-hydrated="true"]' },
  { path: '/weekly-horoscope/leo' },
  { path: '/daily-horoscope/general' },
  { path: '/daily-love-horoscope/pisces', member: true },
  { path: '/birthday-horoscope' },
  { path: '/birthday-horoscope/aries/04-15' },
  { path: '/daily-tarot-card', member: true },
  { path: '/tarot/weekly-tarot-card-reading/leo' },
  // Tarot: the landing with the Learn Tarot browser, a card in the default deck and in another, the
  // Mandala deck (no selector), the deck list filtered and not, and a deck page.
  { path: '/tarot', ready: '[data-island="card-finder"][data-hydrated="true"]' },
  { path: '/tarot/cards/the-fool', ready: '[data-island="deck-selector"][data-hydrated="true"]' },
  { path: '/tarot/cards/queen-of-cups/moon-garden', ready: '[data-island="card-finder"][data-hydrated="true"]' },
  { path: '/tarot/cards/the-star/mandala' },
  { path: '/tarot/decks', ready: 'body:has([data-island="deck-filter"][data-hydrated="true"]):has([data-island="deck-finder"][data-hydrated="true"])' },
  { path: '/tarot/decks?theme=animal&theme=love' },
  { path: '/tarot/decks/woodland-kin', ready: '[data-island="deck-selector"][data-hydrated="true"]' },
  { path: '/no-such-page' },
  // The birth place hydrates when it scrolls near the screen; the field after it is scrolled to.
  { path: '/member/settings', member: true, ready: '[data-island="place-fields"][data-hydrated="true"]', scrollTo: '#settings-deck' },
  { path: '/member/settings/profiles-manager', member: true, ready: '[data-island="profiles-manager"][data-hydrated="true"]' },
  { path: '/member/settings/profiles-manager?add=1', member: true, ready: '[data-island="profiles-manager"][data-hydrated="true"]' },
  { path: '/member/journal', member: true },
  // The member's ledger: the coin package bought before the tests, as a table (stacked rows on a phone).
  { path: '/member/transactions', member: true },
  // The tarot readings: the spread screen once dealt (its fan), the yes-or-no card pre-selected.
  { path: '/readings-reports/tarot-readings/free', ready: '.spread-fan' },
  { path: '/readings-reports/tarot-readings/celtic-cross?deck=starlit-night', ready: '.spread-fan' },
  { path: '/readings-reports/tarot-readings/yes-no', member: true, ready: '.spread-card[aria-pressed="true"]' },
  { path: '/readings-reports/tarot-readings/daily-reflection', ready: '.spread-fan' },
  { path: '/member/text-messages', member: true },
  // The store: the packages as a visitor sees them and the member's card form; checkout for a
  // reading; /confirm after a coin package bought by card; the sandbox's PayPal-style approval page
  // ({order} and {token} are the member's, made before the tests). The readings hub and the
  // membership pages.
  { path: '/store/karma-coins' },
  { path: '/store/karma-coins', member: true, ready: '[data-island="checkout-form"][data-hydrated="true"]' },
  { path: '/checkout?upc=celtic-cross', member: true, ready: '[data-island="checkout-form"][data-hydrated="true"]' },
  { path: '/confirm?order={order}', member: true },
  { path: '/sandbox/approve/{token}', member: true },
  { path: '/readings-reports', ready: '[data-island="catalogue-filter"][data-hydrated="true"]' },
  { path: '/readings-reports', member: true, ready: '[data-island="catalogue-filter"][data-hydrated="true"]' },
  { path: '/readings-reports/subscription/vip-membership' },
  { path: '/readings-reports/subscription/daily-reflection', member: true },
  // The date picker's sample hydrates when it scrolls near the screen.
  { path: '/styleguide', scrollTo: '#sg-date-picker', ready: '#sg-date-picker [data-island="date-picker"][data-hydrated="true"]' },
];

const WIDTHS = [375, 1280];
/** Both colour themes, as the system asks for them (no `theme` cookie: the site follows the system). */
const THEMES = ['light', 'dark'] as const;

/** Set SCREENSHOT_DIR to keep a picture of every page at every width, to look at. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

describe.each(THEMES)('every page type in a real browser, %s theme', (theme) => {
  let member: BrowserContext;
  let visitor: BrowserContext;
  /** What the member's purchases made: the paths' {order} and {token}. */
  let made: Record<string, string> = {};
  beforeAll(async () => {
    // The site's CSP allows only its own scripts; the test's checker is let in.
    visitor = await live.browser.newContext({ bypassCSP: true, colorScheme: theme });
    member = await live.browser.newContext({ bypassCSP: true, colorScheme: theme });
    const signup = await member.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Vega' }) });
    expect(signup.status()).toBe(200);
    // A coin package bought with the sandbox's test card 4242 4242 4242 4242 (its nonce), for /confirm.
    const order = randomUUID();
    const nonce = `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
    const bought = await member.request.post(`${live.site.url}/api/checkout/submit`, {
      headers: { Origin: live.site.url },
      data: { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: order, payment_method_nonce: nonce },
    });
    expect(bought.status()).toBe(200);
    // The checkout's PayPal button, without following its redirect: the approval page's token.
    const paypal = await member.request.post(`${live.site.url}/checkout?upc=celtic-cross`, {
      headers: { Origin: live.site.url },
      form: { order_uuid: randomUUID(), upc: 'celtic-cross', intent: 'paypal' },
      maxRedirects: 0,
    });
    const token = /\/sandbox\/approve\/([^/?#]+)/.exec(paypal.headers().location ?? '')?.[1];
    expect(token).toBeTruthy();
    made = { order, token: token! };
  });
  afterAll(async () => {
    await visitor?.close();
    await member?.close();
  });

  it.each(PAGES)('$path has no WCAG 2.1 AA violation at phone and desktop widths', async ({ path: pagePath, member: asMember, ready, scrollTo }) => {
    const page = await (asMember ? member : visitor).newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${live.site.url}${pagePath.replace(/\{(\w+)\}/g, (_, key: string) => made[key] ?? '')}`);
      if (scrollTo) await page.locator(scrollTo).scrollIntoViewIfNeeded();
      if (ready) await page.waitForSelector(ready, { state: 'attached' });
      if (scrollTo) await page.evaluate(() => window.scrollTo(0, 0));
      if (SCREENSHOT_DIR) {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${theme}.png`;
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
      }
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.close();
  });
});

describe.each(THEMES)('every dialog in a real browser, %s theme', (theme) => {
  const DIALOGS: { route: string; name: string | RegExp; member?: boolean }[] = [
    { route: 'login', name: 'Log In' },
    { route: 'login-signup', name: /Sign Up|Get to Know You/ },
    { route: 'sms', name: /text/i, member: true },
    { route: 'service', name: 'Contact Us' },
  ];

  it.each(DIALOGS)('#$route has no WCAG 2.1 AA violation and fits a phone', async ({ route, name, member: asMember }) => {
    const context = await live.browser.newContext({ bypassCSP: true, colorScheme: theme });
    if (asMember) {
      const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Lyra' }) });
      expect(signup.status()).toBe(200);
    }
    const page = await context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${live.site.url}/#${route}`);
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      if (SCREENSHOT_DIR) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dialog-${route}-${width}-${theme}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Nor inside the dialog: nothing in it is cut off or scrolls sideways.
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
