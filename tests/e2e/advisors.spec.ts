import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { ADVISOR_OFFER, ADVISOR_PLACEMENTS, ADVISOR_SLIDER_SIZE } from '../../shared/advisors/advisors';
import { axeViolations, WCAG_21_AA } from '../support/accessibility';
import { collectConsoleErrors } from '../support/browser';
import { startFakeAdvisorProvider, type FakeAdvisorProvider } from '../support/fake-advisor-provider';
import { liveSiteInBrowser } from '../support/live-site';

/**
 * Issue #27, the psychic advisors in a real browser: /daily-psychic-advisors with the recorded
 * marketplace (tests/support/fake-advisor-provider.ts) behind the site, its slider of three
 * advisors, their links and the keyboard, axe in both themes; and the page with no marketplace.
 */

const PAGE = '/daily-psychic-advisors';
const AFFILIATE = { aid: 'starlit-e2e', campaign: 'advisors' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const slider = (page: Page) => page.getByRole('list', { name: 'Advisors from our partner marketplace' });
const cards = (page: Page) => slider(page).locator('.advisor-card');
const cardLinks = (page: Page) => slider(page).locator('.card-title a');

describe('the advisor slider in a real browser, with a marketplace configured', () => {
  let provider: FakeAdvisorProvider;
  beforeAll(async () => {
    provider = await startFakeAdvisorProvider();
  });
  afterAll(() => provider?.close());
  const live = liveSiteInBrowser({
    env: () => ({ ADVISOR_PROVIDER_URL: provider.url, ADVISOR_AFFILIATE_PARAMS: new URLSearchParams(AFFILIATE).toString() }),
  });

  it('shows three advisors: picture, name, listing title, rating and count, online or offline, and the offer', async () => {
    const context = await live.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${PAGE}`);
    expect(await cards(page).count()).toBe(ADVISOR_SLIDER_SIZE);
    const recorded = provider.listings().slice(0, ADVISOR_SLIDER_SIZE);

    for (const [index, card] of (await cards(page).all()).entries()) {
      const listing = recorded[index]!;
      const name = listing.speakerName as string;
      // The picture, through the site (never from the marketplace's host), loaded and named.
      const picture = card.getByRole('img', { name, exact: true });
      await picture.scrollIntoViewIfNeeded();
      await picture.evaluate((img: HTMLImageElement) => img.decode());
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(new URL((await picture.evaluate((img: HTMLImageElement) => img.currentSrc)) ?? '').origin).toBe(live.site.url);

      // The name is the card's heading and its link, which says it opens a new tab.
      expect(await card.getByRole('heading').getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }).count()).toBe(1);
      expect(await card.locator('.advisor-listing').innerText()).toBe(listing.listingTitle);
      const rating = await card.locator('.advisor-rating').innerText();
      if ((listing.ratingCount as number) > 0) {
        expect(rating).toContain(`${(listing.averageRating as number).toFixed(1)} out of 5 (${(listing.ratingCount as number).toLocaleString('en-US')} ratings)`);
      } else {
        expect(rating).toBe('No ratings yet');
      }
      // chatAvailability 0 is offline, anything else online; said in words.
      expect(await card.locator('.advisor-status').innerText()).toBe(listing.chatAvailability === 0 ? 'Offline' : 'Online now');
      expect(await card.locator('.advisor-offer').innerText()).toBe(ADVISOR_OFFER.label);
    }
    expect(await cards(page).locator('.advisor-status').allInnerTexts()).toEqual(['Online now', 'Offline', 'Online now']);

    // What the page shows is what GET /api/keen gives the same placement.
    const api = await page.request.get(`${live.site.url}/api/keen?size=${ADVISOR_SLIDER_SIZE}&tid=${ADVISOR_PLACEMENTS.landingSlider}`);
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { data: { speakerName: string; detailsUrl: string }[]; offer: typeof ADVISOR_OFFER };
    expect(body.offer).toEqual(ADVISOR_OFFER);
    expect(body.data.map((advisor) => advisor.speakerName)).toEqual(await cards(page).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))));
    expect(body.data.map((advisor) => advisor.detailsUrl)).toEqual(await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each name opens the marketplace in a new tab, without an opener, with the affiliate parameters and the placement', async () => {
    const context = await live.browser.newContext({ viewport: DESKTOP });
    // The marketplace is not on this machine: its pages are answered here.
    await context.route('https://advisors.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Advisor</title><p>An advisor</p>' }));
    const page = await context.newPage();
    await page.goto(`${live.site.url}${PAGE}`);
    const recorded = provider.listings().slice(0, ADVISOR_SLIDER_SIZE);
    for (const [index, link] of (await cardLinks(page).all()).entries()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
      // Screen readers hear that it opens a new tab.
      expect(await link.textContent()).toBe(`${recorded[index]!.speakerName as string} (opens in a new tab)`);
      const address = new URL((await link.getAttribute('href'))!);
      const listed = new URL(recorded[index]!.detailsUrl as string);
      expect(`${address.origin}${address.pathname}`).toBe(`${listed.origin}${listed.pathname}`);
      // The marketplace's own parameters stay; the site's are added.
      for (const [key, value] of listed.searchParams) expect(address.searchParams.get(key)).toBe(value);
      expect(Object.fromEntries(['aid', 'campaign', 'tid'].map((key) => [key, address.searchParams.get(key)]))).toEqual({ ...AFFILIATE, tid: ADVISOR_PLACEMENTS.landingSlider });
    }

    // Chosen from the keyboard: Enter on the focused name opens the advisor's page in a new tab.
    const first = cardLinks(page).first();
    await first.focus();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(await first.getAttribute('href'));
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The site's page stays where it was.
    expect(page.url()).toBe(`${live.site.url}${PAGE}`);
    await context.close();
  });

  it('is worked by the keyboard: Tab moves card to card with a visible focus, and on a phone the row scrolls to the focused card', async () => {
    const context = await live.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${PAGE}`);
    const names = await cardLinks(page).allInnerTexts();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
    const ringOf = (index: number) => cards(page).nth(index).evaluate((card) => getComputedStyle(card).outlineStyle);

    // From the sentence before the slider, Tab reaches each advisor in turn, then leaves the slider.
    await page.locator('#advisors-slider-title').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    for (const [index, name] of names.entries()) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(name);
      expect(await ringOf(index)).toBe('solid');
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(names[0]);

    // A phone: one row that scrolls sideways; focus brings each card into the row's view.
    await page.setViewportSize(PHONE);
    const row = slider(page);
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(names[2]);
    await page.waitForFunction(() => (document.querySelector('.advisor-slider') as HTMLElement).scrollLeft > 0);
    const seen = await row.boundingBox();
    const last = await cards(page).nth(2).boundingBox();
    expect(last!.x).toBeGreaterThanOrEqual(seen!.x - 1);
    expect(last!.x + last!.width).toBeLessThanOrEqual(seen!.x + seen!.width + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['the slider', PAGE, ADVISOR_SLIDER_SIZE],
    ['the list under an article', '/articles/inside-a-psychic-reading', 1],
  ] as const)('axe: no WCAG 2.1 AA violation with %s, in the light and the dark theme, and on a phone', async (_what, path, shown) => {
    // The site's CSP allows only its own scripts; the checker is let in.
    const context = await live.browser.newContext({ viewport: DESKTOP, bypassCSP: true, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${live.site.url}${path}`);
    expect(await page.locator('.advisor-card').count()).toBe(shown);
    await page.addScriptTag({ content: axe.source });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect([theme, await axeViolations(page, { type: 'tag', values: WCAG_21_AA })]).toEqual([theme, []]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(PHONE);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await axeViolations(page, { type: 'tag', values: WCAG_21_AA })).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await axeViolations(page, { type: 'rule', values: ['target-size'] })).toEqual([]);
    await context.close();
  });
});

describe('the advisors page in a real browser, with no marketplace configured', () => {
  const live = liveSiteInBrowser();

  it('reads as an introduction with the site’s own guides and tools: no widget, no partner, no console error', async () => {
    const context = await live.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${PAGE}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Psychic Advisors');
    const main = await page.locator('main').innerText();
    expect(main).toContain('has no psychics of its own');
    expect(main).toContain('not a prediction');
    expect(main).not.toMatch(/partner marketplace|could not be loaded|10 Minutes/);
    expect(await page.locator('.advisor-slider, .advisor-card').count()).toBe(0);
    expect(await page.locator('main a[rel~="sponsored"], main a[target="_blank"]').count()).toBe(0);
    // Read before you book, and the site's own ways to work a question through.
    const reading = page.getByRole('region', { name: 'Read before you book' });
    expect(await reading.locator('a[href^="/articles/"]').count()).toBeGreaterThanOrEqual(4);
    const practice = page.getByRole('region', { name: 'Work it through yourself' });
    expect(await practice.getByRole('link').allInnerTexts()).toEqual(['Free Tarot Reading', 'Yes or No Tarot', 'Tarot Card of the Day', 'Daily Horoscope', 'Free I Ching Reading', 'Learn Tarot']);
    await practice.getByRole('link', { name: 'Free Tarot Reading' }).click();
    await page.waitForURL(`${live.site.url}/readings-reports/tarot-readings/free`);
    // A placement asking anyway gets nobody, calmly.
    const api = await page.request.get(`${live.site.url}/api/keen?size=3`);
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual({ data: [], offer: ADVISOR_OFFER });
    expect(errors).toEqual([]);
    await context.close();
  });
});
