import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';
import { addDays, horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { formatLongDate } from '../../shared/site/calendar';

const live = liveSiteInBrowser();

describe('reading a horoscope in a real browser', () => {
  it('reads today’s horoscope, moves to tomorrow and to a day from the picker, and shows why', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const today = horoscopeToday();

    // From the sign picker to today's reading.
    await page.goto(`${live.site.url}/daily-horoscope`);
    await page.getByRole('link', { name: /^Scorpio/ }).click();
    await page.waitForURL(`${live.site.url}/daily-horoscope/scorpio`);
    expect(await page.locator('h1').textContent()).toBe('Scorpio Daily Horoscope');
    expect(await page.locator('#everyone p').first().textContent()).toMatch(/\w{3,}/);
    expect(await page.locator('.daily-date').textContent()).toBe(formatLongDate(today));

    // The tab row moves to tomorrow.
    await page.getByRole('link', { name: 'Tomorrow', exact: true }).click();
    await page.waitForURL(`${live.site.url}/daily-horoscope/scorpio/${addDays(today, 1)}`);
    expect(await page.locator('.daily-date').textContent()).toBe(formatLongDate(addDays(today, 1)));

    // The date picker: the server's button stands in the plain form's place (scripts run here) and
    // starts its island when pressed; open it, step back a day with the keyboard and choose it (autosubmit).
    expect(await page.locator('form.date-nav-form').isVisible()).toBe(false);
    await page.locator('.date-picker-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Days past the limit (3 days ahead) cannot be chosen.
    const beyond = dialog.getByRole('gridcell').locator(`button[aria-label$="${formatLongDate(addDays(today, 4))}"]`);
    if ((await beyond.count()) > 0) expect(await beyond.isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${live.site.url}/daily-horoscope/scorpio/${addDays(today, -1)}`);
    expect(await page.locator('a[aria-current="page"]').filter({ hasText: 'Yesterday' }).count()).toBe(1);

    // "Why this reading" opens and lists the transits, each linked to its explanation.
    const why = page.locator('details.why-panel');
    expect(await why.locator('.transit-list').isVisible()).toBe(false);
    await why.locator('summary').click();
    expect(await why.locator('.transit-list').isVisible()).toBe(true);
    expect(await why.locator('.transit-list li').count()).toBeGreaterThanOrEqual(3);
    const link = why.locator('.transit-list a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/astrology\/(glossary\/)?[a-z-]+$/);
    await link.click();
    await page.waitForURL(`${live.site.url}${href}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript the day is chosen with the plain form, and the calendar’s button is not shown', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/daily-horoscope/aries`);
    expect(await page.locator('form.date-nav-form').isVisible()).toBe(true);
    expect(await page.locator('.date-picker-button').isVisible()).toBe(false);
    await context.close();
  });

  it('shows a member with a birth date a reading of their own', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Orion', birth_location: undefined }) });
    expect(signup.status()).toBe(200);
    await page.goto(`${live.site.url}/daily-horoscope/aries`);
    const you = page.locator('#you');
    expect(await you.locator('h2').textContent()).toBe('For you');
    // Born 12 April 1990: an Aries Sun; without a birthplace the reading says what it leaves out.
    expect(await you.locator('.horoscope-you-signs').textContent()).toBe('Your chart: Sun in Aries');
    expect(await you.textContent()).toContain('Without your birthplace');
    expect(await you.locator('.transit-list li').count()).toBeGreaterThan(0);
    await context.close();
  });
});
