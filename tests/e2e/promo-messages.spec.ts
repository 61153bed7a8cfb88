import type { Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

/** Console errors other than card pictures not found (the art is served by another part of the site). */
const realErrors = (errors: string[]) => errors.filter((error) => !/\/tarot\/images\//.test(error) && !/Failed to load resource/.test(error));

/** Scrolls a placement's slot into view (it hydrates when visible) and waits for its message. */
async function messageOf(page: Page, placement: string): Promise<string> {
  const slot = page.locator(`.promo-slot[data-promo-placement="${placement}"]`);
  await slot.scrollIntoViewIfNeeded();
  const message = slot.locator('.promo-message');
  await message.waitFor({ timeout: 10_000 });
  return (await message.textContent()) ?? '';
}

describe('promo messages in a real browser (spec 1 §9)', () => {
  it('a card page shows its tarot-page message with the card and deck filled in, moving nothing above it', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/tarot/cards/ace-of-cups/woodland-kin`);
    const other = page.locator('#other-decks');
    const before = await other.boundingBox();
    expect(await messageOf(page, 'tarot-page')).toBe('See the Ace of Cups as the Woodland Kin deck draws it, then explore the whole deck.');
    // The slot is last in the body: the message's arrival moved nothing the visitor was reading.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await other.boundingBox()).toEqual(before);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the readings hub shows its catalogue message; following its link keeps an internal promo and lands on a clean address', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/readings-reports`);
    expect(await messageOf(page, 'text-catalog')).toContain('New to readings? The three-card reading is free.');
    await page.locator('.promo-text-catalog a', { hasText: 'three-card reading' }).click();
    await page.waitForURL(`${live.site.url}/readings-reports/tarot-readings/free`);
    const cookies = await context.cookies();
    const promo = cookies.find((cookie) => cookie.name === 'order_promo_internal');
    // Its landing page was the first of its 10 visits.
    expect(JSON.parse(decodeURIComponent(promo!.value))).toMatchObject({ value: 'demo-catalog-free-reading', sticky: false, visits_left: 9 });
    expect(promo).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(Number(cookies.find((cookie) => cookie.name === 'promo_page_views')?.value)).toBe(2);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the sidebar message shows on a wide screen and is hidden, never asked for, on a phone', async () => {
    const wide = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await wide.newPage();
    await desk.goto(`${live.site.url}/daily-horoscope/aries`);
    expect(await messageOf(desk, 'sidebar')).toBe('Where was the Moon when you were born? Draw your birth chart, free.');
    await wide.close();

    const phone = await live.browser.newContext({ viewport: { width: 375, height: 800 } });
    const mobile = await phone.newPage();
    const asked: string[] = [];
    mobile.on('request', (request) => {
      if (request.url().includes('/api/rules/promo-message') && request.url().includes('placement=sidebar')) asked.push(request.url());
    });
    await mobile.goto(`${live.site.url}/daily-horoscope/aries`);
    await mobile.locator('.site-footer').scrollIntoViewIfNeeded();
    await mobile.waitForTimeout(600);
    expect(await mobile.locator('.promo-sidebar').isVisible()).toBe(false);
    expect(asked).toEqual([]);
    await phone.close();
  });
});
