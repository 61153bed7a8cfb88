import type { BrowserContext, Page } from 'playwright-core';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

const live = liveSiteInBrowser();

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A logged-in member in a fresh browser context (signed up through the API, as the dialog does). */
async function memberPage(firstName: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signup = await context.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: signupPayload({ first_name: firstName }) });
  expect(signup.status()).toBe(200);
  // A wait that fails says which one, well inside the test's own time limit.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page, errors: collectConsoleErrors(page) };
}

async function hydrated(page: Page, island: string): Promise<void> {
  // A visitor's page starts its islands when the visitor reaches them (issue #29): the header's first.
  await page.locator('.site-header').dispatchEvent('pointerover');
  await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' });
}

/** What the account API says: the balance and the member's transactions. */
async function ledger(page: Page): Promise<{ total: number; transactions: unknown[] }> {
  const reply = await page.request.get(`${live.site.url}/api/member/get-transactions`);
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { transactions: unknown[]; kcs: { total: number } };
  return { total: body.kcs.total, transactions: body.transactions };
}

/** Fills the card form with a test card, any future expiry and any CVC. */
async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.locator('form.checkout-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Vega Starling');
  await form.getByLabel('ZIP code').fill('10001');
}

/** The account menu's balance line, read from the open menu. */
async function menuBalance(page: Page): Promise<string> {
  await hydrated(page, 'account-menu');
  await page.locator('summary', { hasText: 'My Account' }).click();
  const coins = page.locator('.account-menu-coins strong');
  await coins.waitFor();
  return (await coins.textContent()) ?? '';
}

/** Buys a coin package on /store/karma-coins with the good test card; lands on /confirm. */
async function buyCoins(page: Page, packageLabel: string): Promise<void> {
  await page.goto(`${live.site.url}/store/karma-coins`);
  const form = page.locator('form.checkout-form');
  await form.getByRole('radio', { name: new RegExp(`^${packageLabel}`) }).check();
  await fillCard(page, GOOD_CARD);
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/confirm\?order=/);
}

describe('the store in a real browser', () => {
  it('a member buys a Karma Coin package by card and sees the new balance on /confirm and in the account menu', async () => {
    const { context, page, errors } = await memberPage('Vega');
    const before = (await ledger(page)).total;
    await page.goto(`${live.site.url}/store/karma-coins`);
    const form = page.locator('form.checkout-form');
    const pay = form.locator('button[type="submit"]');
    // Until the island runs and the card is complete, the button cannot be pressed.
    expect(await pay.isDisabled()).toBe(true);
    await hydrated(page, 'checkout-form');
    await form.getByRole('radio', { name: /^2,750 Karma Coins/ }).check();
    await form.getByRole('button', { name: 'Pay $24.99' }).waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await fillCard(page, GOOD_CARD);
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('form.checkout-form button[type="submit"]')!.disabled);
    await pay.click();

    await page.waitForURL(/\/confirm\?order=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.locator('.confirm-order dd', { hasText: '2,750 Karma Coins (10% Bonus)' }).waitFor();
    const balance = (before + 2750).toLocaleString('en-US');
    await page.getByText(`Your balance is now ${balance} Karma Coins.`).waitFor();
    expect(await menuBalance(page)).toBe(balance);
    expect((await ledger(page)).total).toBe(before + 2750);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member with coins chooses the ten cards of a Celtic Cross, pays with Karma Coins and finds the reading in the journal', async () => {
    const { context, page, errors } = await memberPage('Altair');
    await buyCoins(page, '2,750 Karma Coins');
    const before = (await ledger(page)).total;

    await page.goto(`${live.site.url}/readings-reports/tarot-readings/celtic-cross`);
    await page.getByRole('button', { name: 'Draw my cards' }).click();
    await page.getByRole('group', { name: 'Choose 10 cards' }).waitFor();
    await hydrated(page, 'tarot-spread');
    for (let card = 1; card <= 10; card += 1) await page.getByRole('button', { name: `Card ${card * 3} of 78, face down` }).click();
    await page.getByText('10 of 10 chosen').waitFor();
    await page.getByLabel('Your question (optional)').fill('Where is my work taking me?');
    await page.locator('button.spread-reveal').click();

    // The cards are held, and checkout offers the coins.
    await page.waitForURL(/\/checkout\?.*upc=celtic-cross/);
    await page.getByRole('heading', { name: 'Celtic Cross Reading' }).waitFor();
    await page.getByText(`Your balance: ${before.toLocaleString('en-US')} Karma Coins.`).waitFor();
    // A new member's welcome offer halves the price, in coins as by card (1,500 → 750).
    await page.getByLabel('50% off one reading: your welcome offer: pay $7.49 or 750 Karma Coins instead of $14.99 or 1,500 Karma Coins.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Pay with Karma Coins' }).click();

    await page.waitForURL(/\/confirm\?order=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.locator('.confirm-order dd', { hasText: 'Celtic Cross Reading' }).waitFor();
    await page.locator('.confirm-order dd', { hasText: /^750 Karma Coins$/ }).waitFor();
    await page.getByRole('link', { name: 'See your reading' }).click();
    await page.waitForURL(/\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+$/);
    const readingPath = new URL(page.url()).pathname;
    await page.getByText('Where is my work taking me?').first().waitFor();
    expect((await ledger(page)).total).toBe(before - 750);

    await page.goto(`${live.site.url}/member/journal`);
    await page.getByRole('heading', { name: 'Your Readings' }).first().waitFor();
    await page.locator(`main a[href="${readingPath}"]`).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member starts the VIP free trial from the membership page, sees it in the account menu, then cancels it in the dialog', async () => {
    const { context, page, errors } = await memberPage('Deneb');
    const membership = `${live.site.url}/readings-reports/subscription/vip-membership`;
    await page.goto(membership);
    await page.getByRole('link', { name: 'Start my free week' }).click();
    await page.waitForURL(/\/checkout\?subscription_upc=vip-monthly-subscription$/);
    await hydrated(page, 'checkout-form');
    await fillCard(page, GOOD_CARD);
    await page.locator('form.checkout-form button[type="submit"]').click();
    await page.waitForURL(/\/confirm\?order=/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();

    await hydrated(page, 'account-menu');
    await page.locator('summary', { hasText: 'My Account' }).click();
    await page.locator('#account-menu-list').getByRole('link', { name: 'My VIP Membership' }).waitFor();

    // The membership page now shows the trial and its Unsubscribe (a plain form until it hydrates).
    await page.goto(membership);
    await page.getByText('In your free trial').waitFor();
    const perksEnd = (await page.locator('.membership-facts time').getAttribute('datetime'))!;
    await hydrated(page, 'vip-unsubscribe-dialog');
    const unsubscribe = page.locator('.membership-status').getByRole('button', { name: 'Unsubscribe' });
    await unsubscribe.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep my membership' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('In your free trial').waitFor();

    await unsubscribe.click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    const [year, month, day] = perksEnd.split('-').map(Number) as [number, number, number];
    const until = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await page.getByRole('status').filter({ hasText: `Your VIP membership has been canceled. Your perks stay until ${until}.` }).waitFor();
    await page.locator('.membership-facts dd', { hasText: 'Canceled' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined card shows the decline in the form, lets the member try again, and charges nothing', async () => {
    const { context, page, errors } = await memberPage('Mira');
    const before = await ledger(page);
    await page.goto(`${live.site.url}/store/karma-coins`);
    await hydrated(page, 'checkout-form');
    const form = page.locator('form.checkout-form');
    await form.getByRole('radio', { name: /^1,000 Karma Coins/ }).check();
    await fillCard(page, DECLINED_CARD);
    const pay = form.getByRole('button', { name: 'Pay $9.99' });
    await pay.click();

    await form.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' }).waitFor();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('form.checkout-form button[type="submit"]')!.disabled);
    expect(new URL(page.url()).pathname).toBe('/store/karma-coins');
    const after = await ledger(page);
    expect(after.total).toBe(before.total);
    expect(after.transactions).toEqual(before.transactions);
    expect(await menuBalance(page)).toBe(before.total.toLocaleString('en-US'));
    // The browser reports the refusal (402) itself; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 402 .*\/api\/checkout\/submit/.test(error))).toEqual([]);
    await context.close();
  });
});
