import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

const PATH = '/member/settings/profiles-manager';

/** A new member, signed up through the API in this browser context, so its cookie holds the session. */
async function signUp(context: BrowserContext, firstName: string): Promise<void> {
  const response = await context.request.post(`${live.site.url}/api/member/signup`, {
    data: {
      first_name: firstName,
      email: `profiles.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'starry-night-7',
      birth_date: '1990-04-12',
      privacy_policy: true,
    },
  });
  expect(response.status()).toBe(200);
}

async function openManager(page: Page): Promise<void> {
  await page.goto(`${live.site.url}${PATH}`);
  await page.waitForSelector('[data-island="profiles-manager"][data-hydrated="true"]', { state: 'attached' });
}

describe('the profiles manager in a real browser', () => {
  it('adds a friend profile, lists it, and deletes it through the confirmation', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await signUp(context, 'Luna');
    await openManager(page);
    expect(await page.title()).toBe('Profiles Manager | Starlit');
    await page.getByRole('region', { name: 'You' }).getByRole('heading', { name: 'Luna' }).waitFor();

    await page.getByRole('link', { name: 'Add a friend' }).click();
    const form = page.getByRole('dialog', { name: 'Add a Friend' });
    await form.waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('friend-first-name');
    await form.getByLabel('First name').fill('Theo');
    await form.getByLabel('Last name (optional)').fill('Marsh');
    await form.getByLabel('Gender').selectOption('male');
    await form.getByLabel('Birth date').fill('1992-08-21');
    await form.getByLabel('Birth time (optional)').fill('14:45');
    await form.getByRole('button', { name: 'ADD FRIEND' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Theo Marsh was added.').waitFor();
    const friends = page.getByRole('region', { name: 'Friends' });
    const theo = friends.getByRole('listitem').filter({ hasText: 'Theo Marsh' });
    await theo.getByText('August 21, 1992').waitFor();
    await theo.getByText('2:45 PM').waitFor();

    // The friend is saved: a fresh page, rendered on the server, lists it too.
    await openManager(page);
    await friends.getByRole('heading', { name: 'Theo Marsh' }).waitFor();

    await page.getByLabel('Search friends by name').fill('nobody');
    await page.getByText('No Profiles Found').waitFor();
    await page.getByLabel('Search friends by name').fill('MARSH');
    await theo.waitFor();

    await page.getByRole('link', { name: 'Delete Theo Marsh' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete your friend profile?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Back to what I was doing' }).waitFor();
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Theo Marsh was deleted.').waitFor();
    await expect(theo.count()).resolves.toBe(0);

    await openManager(page);
    await friends.getByText('You have not added any friends yet.', { exact: false }).waitFor();
    await expect(page.getByText('Theo Marsh').count()).resolves.toBe(0);
    const listed = await page.evaluate(() => fetch('/api/user/profiles').then((r) => r.json() as Promise<{ profiles: { first_name: string }[] }>));
    expect(listed.profiles.map((profile) => profile.first_name)).toEqual(['Luna']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list without JavaScript, rendered on the server', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    await signUp(context, 'Nova');
    const page = await context.newPage();
    await page.goto(`${live.site.url}${PATH}`);
    await page.getByRole('heading', { name: 'Profiles Manager', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'You' }).getByRole('heading', { name: 'Nova' }).waitFor();
    await context.close();
  });

  it('a visitor who is not logged in is sent to the home page', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${live.site.url}${PATH}`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${live.site.url}${PATH}`);
    await context.close();
  });

  it.each([375, 1280])('without JavaScript at %i px, adds, finds, edits and deletes a friend with plain forms', async (width) => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    await signUp(context, 'Plain');
    const page = await context.newPage();
    await page.goto(`${live.site.url}${PATH}`);
    await page.getByRole('link', { name: 'Add a friend' }).click();
    const form = page.getByRole('region', { name: 'Add a Friend' });
    await form.getByLabel('First name').fill('Robin');
    await expect(form.getByLabel('Gender').inputValue()).resolves.toBe('female');
    await form.getByLabel('Birth date').fill('1988-09-10');
    await form.getByLabel('Town or city').fill('Qwertyuiopville');
    await form.getByLabel('Country').fill('United States');
    await form.getByRole('button', { name: 'ADD FRIEND' }).click();
    await form.getByText('A valid city is required').waitFor();
    await form.getByLabel('Town or city').fill('');
    await form.getByLabel('Country').fill('');
    await form.getByLabel('Gender').selectOption('other');
    await form.getByRole('button', { name: 'ADD FRIEND' }).click();
    await page.getByText('Robin was added.').waitFor();

    await page.getByLabel('Search friends by name').fill('nobody');
    await page.getByRole('region', { name: 'Friends' }).getByRole('button', { name: 'Search' }).click();
    await page.getByText('No Profiles Found').waitFor();
    await page.getByLabel('Search friends by name').fill('ROB');
    await page.getByRole('region', { name: 'Friends' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Edit Robin' }).click();
    const edit = page.getByRole('region', { name: 'Edit Friend Profile' });
    await edit.getByLabel('Last name (optional)').fill('Hood');
    await edit.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Robin Hood was updated.').waitFor();

    await page.getByRole('link', { name: 'Delete Robin Hood' }).click();
    const confirm = page.getByRole('region', { name: 'Are you sure you want to delete your friend profile?' });
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await page.getByText('Robin Hood was deleted.').waitFor();
    await expect(page.getByRole('heading', { name: 'Robin Hood' }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it.each([375, 1280])('at %i px, a typed birth place not chosen from the suggestions is refused, and a long name wraps', async (width) => {
    const context = await live.browser.newContext({ viewport: { width, height: 900 } });
    await signUp(context, 'Wrap');
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await openManager(page);
    await page.getByRole('link', { name: 'Add a friend' }).click();
    const form = page.getByRole('dialog', { name: 'Add a Friend' });
    const longName = 'W'.repeat(63);
    await form.getByLabel('First name').fill(longName);
    await form.getByLabel('Birth date').fill('1990-05-05');
    await form.getByLabel('Birth place (optional)').fill('Qwertyuiopville');
    await form.getByRole('button', { name: 'ADD FRIEND' }).click();
    await form.getByText('A valid city is required').waitFor();
    await form.getByLabel('Birth place (optional)').fill('');
    await form.getByRole('button', { name: 'ADD FRIEND' }).click();
    await page.getByRole('status').getByText(`${longName} was added.`).waitFor();
    await page.getByRole('heading', { name: longName }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
