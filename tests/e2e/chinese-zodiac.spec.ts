import { collectConsoleErrors, wakeIsland } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();
const CALCULATOR = '/astrology/chinese-zodiac';

describe('the Chinese zodiac calculator in a real browser', () => {
  it('checks the selects, then asks the API and lands on the sign with the element of that year', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}${CALCULATOR}`);
    await wakeIsland(page, 'chinese-zodiac-form');

    // Nothing chosen: a message under each select, and the page stays.
    await page.getByRole('button', { name: 'Find Out Now' }).click();
    expect(await page.locator('.field-error').allTextContents()).toEqual(['This field is required', 'This field is required', 'This field is required']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chinese-zodiac-month');
    expect(page.url()).toBe(`${live.site.url}${CALCULATOR}`);

    // February 1985 has 28 days; the 19th is still the Rat's year, which began in 1984.
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1985');
    expect(await page.getByRole('combobox', { name: 'Day' }).locator('option').count()).toBe(29);
    await page.getByRole('combobox', { name: 'Day' }).selectOption('19');
    expect(await page.locator('.field-error').count()).toBe(0);
    const asked = page.waitForRequest((request) => request.url().includes('/api/compat-meter/getchinese?month=2&day=19&year=1985'));
    await page.getByRole('button', { name: 'Find Out Now' }).click();
    await asked;
    await page.waitForURL(`${live.site.url}${CALCULATOR}/rat?year=1984`);
    expect(await page.locator('h1').textContent()).toBe('The Wood Rat, 1984');
    expect(await page.getByRole('heading', { name: '1984: a Wood Rat year' }).count()).toBe(1);

    // Back to the calculator from the page, and on to another sign, by keyboard.
    await page.getByRole('link', { name: 'Find the sign of another date of birth' }).click();
    await page.waitForURL(`${live.site.url}${CALCULATOR}`);
    await wakeIsland(page, 'chinese-zodiac-form');
    await page.getByRole('combobox', { name: 'Month' }).selectOption('2');
    await page.getByRole('combobox', { name: 'Day' }).selectOption('20');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1985');
    // From the year select to the button with the keyboard.
    await page.getByRole('combobox', { name: 'Year' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Find Out Now');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${live.site.url}${CALCULATOR}/ox?year=1985`);
    expect(await page.locator('h1').textContent()).toBe('The Wood Ox, 1985');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the same form is answered by the server', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}${CALCULATOR}`);
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' });
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2004');
    await page.getByRole('button', { name: 'Find Out Now' }).click();
    await page.waitForURL(/month=1&day=&year=2004$/);
    // The day is missing: said under it, the rest kept.
    expect(await page.locator('#chinese-zodiac-day-error').textContent()).toBe('This field is required');
    expect(await page.getByRole('combobox', { name: 'Month' }).inputValue()).toBe('1');
    expect(await page.getByRole('combobox', { name: 'Year' }).inputValue()).toBe('2004');
    // January 21, 2004 was before Chinese New Year (January 22): still the Goat's year 2003.
    await page.getByRole('combobox', { name: 'Day' }).selectOption('21');
    await page.getByRole('button', { name: 'Find Out Now' }).click();
    await page.waitForURL(`${live.site.url}${CALCULATOR}/goat?year=2003`);
    expect(await page.locator('h1').textContent()).toBe('The Water Goat, 2003');
    // The other signs are plain links.
    await page.locator('.cz-sign-grid').getByRole('link', { name: /Monkey/ }).click();
    await page.waitForURL(`${live.site.url}${CALCULATOR}/monkey`);
    expect(await page.locator('h1').textContent()).toBe('The Monkey in the Chinese Zodiac');
    await context.close();
  });
});
