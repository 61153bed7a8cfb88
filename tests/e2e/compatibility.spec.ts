import { wakeIsland } from '../support/browser';
import type { Browser } from 'playwright-core';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();

/** A member, made in a context of its own, so the pages below start as a visitor's. */
async function aMember(browser: Browser, url: string): Promise<{ email: string; password: string }> {
  const member = signupPayload({ first_name: 'Juno' });
  const elsewhere = await browser.newContext();
  expect((await elsewhere.request.post(`${url}/api/member/signup`, { headers: { Origin: url }, data: member })).status()).toBe(200);
  await elsewhere.close();
  return member;
}

describe('compatibility in a real browser', () => {
  it('a visitor chooses two signs, presses the button, logs in through the dialog and lands on the match', async () => {
    const member = await aMember(live.browser, live.site.url);
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/astrology/compatibility/love/`);
    await wakeIsland(page, 'compatibility-chooser');

    const button = page.getByRole('button', { name: 'See How You Match' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Your sign').selectOption('aries');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Their sign').selectOption('leo');
    expect(await button.isEnabled()).toBe(true);
    expect(await page.locator('#compat-chooser-hint').textContent()).toBe('Choose both signs to see how they match. You will be asked to log in first.');

    await button.click();
    await page.waitForURL(/#login$/);
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'LOG IN' }).click();

    // base + path name + #! + hash name: Aries's page, at its match with Leo, open.
    await page.waitForURL(`${live.site.url}/astrology/compatibility/love/aries#!leo`);
    const entry = page.locator('article.compat-entry[id="!leo"]');
    await entry.getByRole('heading', { name: 'Aries and Leo' }).waitFor();
    await wakeIsland(page, 'compatibility-chooser');
    await page.waitForFunction(() => (document.getElementById('!leo')?.querySelector('details') as HTMLDetailsElement | null)?.open === true);
    expect(await entry.getByRole('heading', { name: 'Where they clash' }).isVisible()).toBe(true);
    expect(await entry.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await page.getByLabel('Their sign').inputValue()).toBe('leo');
    // Its summary reads Show Less now; it closes the long description.
    expect(await entry.locator('summary .compat-more-close').isVisible()).toBe(true);
    await entry.locator('summary').click();
    expect(await entry.getByRole('heading', { name: 'Where they clash' }).isVisible()).toBe(false);
    expect(await entry.locator('summary .compat-more-open').isVisible()).toBe(true);
    expect(await entry.locator('summary .compat-more-close').isVisible()).toBe(false);

    // Logged in now: another match on the page goes there at once.
    await page.getByLabel('Their sign').selectOption('virgo');
    await page.getByRole('button', { name: 'See How You Match' }).click();
    await page.waitForURL(`${live.site.url}/astrology/compatibility/love/aries#!virgo`);
    await page.waitForFunction(() => (document.getElementById('!virgo')?.querySelector('details') as HTMLDetailsElement | null)?.open === true);
    await context.close();
  });

  it('without JavaScript the chooser is a plain form to the pair’s page, and Learn More opens the long description', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/astrology/compatibility/chinese/`);
    await page.getByLabel('Your Chinese sign').selectOption('pig');
    await page.getByLabel('Their Chinese sign').selectOption('rat');
    await page.getByRole('button', { name: 'See How You Match' }).click();
    await page.waitForURL(`${live.site.url}/astrology/compatibility/chinese/rat-and-pig`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rat and Pig');
    const clash = page.getByRole('heading', { name: 'Where they clash' });
    expect(await clash.isVisible()).toBe(false);
    await page.locator('summary', { hasText: 'Learn More' }).click();
    expect(await clash.isVisible()).toBe(true);
    // Its summary reads Show Less now (screen readers hear "Show Less about Rat and Pig").
    expect(await page.locator('details.compat-more summary .compat-more-close').isVisible()).toBe(true);
    expect(await page.locator('details.compat-more summary .compat-more-open').isVisible()).toBe(false);

    // A #! address works without JavaScript too: the browser goes to the match's entry.
    await page.goto(`${live.site.url}/astrology/compatibility/chinese/ox#!dragon`);
    expect(await page.locator('article[id="!dragon"]').evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await context.close();
  });
});
