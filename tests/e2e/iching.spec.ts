import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();

describe('the free I Ching reading', () => {
  it('casts six throws one by one, reads the hexagram, and saves it to Your Readings', async () => {
    const context = await live.browser.newContext();
    const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: 'Lin' }) });
    expect(signup.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${live.site.url}/readings-reports/i-ching/free`);
    await page.locator('[data-island="iching-cast"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Your question (optional)').fill('What should I keep in mind?');
    await page.getByRole('button', { name: 'Cast the coins' }).click();
    // The first throw is shown at once; five more, one press each.
    for (let throwNumber = 2; throwNumber <= 6; throwNumber++) {
      await page.getByText(`${throwNumber - 1} of 6 lines cast.`).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: `Throw the coins (${throwNumber} of 6)` }).click();
    }
    await expect(page.locator('.iching-throw').count()).resolves.toBe(6);
    await page.getByRole('link', { name: 'Read your hexagram' }).click();
    await page.getByRole('heading', { name: 'Your I Ching Reading' }).waitFor();
    expect(await page.getByText('“What should I keep in mind?”').count()).toBeGreaterThan(0);
    const hexagram = (await page.locator('.iching-result-name a').first().textContent())!;
    await page.getByRole('button', { name: 'Save to Your Readings' }).click();
    await page.getByRole('status').getByRole('link', { name: 'Your Readings' }).click();
    await page.getByText(`I Ching: “What should I keep in mind?”: ${hexagram}`, { exact: false }).first().waitFor();
    // The hexagram of the day: "Yours" shows the member's own view alone, "Everyone’s" the general one.
    await page.goto(`${live.site.url}/daily-hexagram`);
    await page.getByRole('navigation', { name: 'Whose reading' }).getByRole('link', { name: 'Yours' }).click();
    expect(await page.locator('#everyone').isVisible()).toBe(false);
    expect(await page.locator('#you').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Whose reading' }).getByRole('link', { name: 'Everyone’s' }).click();
    expect(await page.locator('#you').isVisible()).toBe(false);
    await context.close();
  });
});
