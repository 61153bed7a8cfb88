import { wakeHeader, wakeIsland } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

const WIDTHS = [375, 1280];

describe('Contact Us in a real browser', () => {
  it.each(WIDTHS)('the #service dialog checks the form, sends a ticket and shows Success! at %i px', async (width) => {
    const context = await live.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/`);
    await wakeHeader(page);
    await page.evaluate(() => {
      window.location.hash = 'service';
    });
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    // Focus starts on the first field, the subject.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('subject');

    // Empty: the spec's messages, and nothing sent.
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await dialog.getByText('Please check required fields above').waitFor();
    expect(await dialog.getByText('This field is required').count()).toBe(4);
    await dialog.getByLabel('Email').fill('iris@');
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();

    const email = `dialog.${width}@example.com`;
    await dialog.getByLabel('Subject').selectOption('Feedback about ads');
    await dialog.getByLabel('Your name').fill('Iris');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Message').fill('The banner covered the menu on my phone.');

    // While the call is under way the button says SUBMITTING... and cannot be pressed again.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ticket/create', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    const busy = dialog.getByRole('button', { name: 'SUBMITTING...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.waitFor();
    const row = await live.site.tables.selectFrom('support_tickets').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Feedback about ads', name: 'Iris' });
    expect(row.page).toContain('#service');
    await success.getByText(row.ticket_id).waitFor();
    await success.getByRole('button', { name: 'DONE' }).click();
    await success.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });

  it('shows sorry, an error occurred when the ticket cannot be sent', async () => {
    const context = await live.browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/ticket/create', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'upstream_failed', message: 'Bad gateway' } }) }));
    await page.goto(`${live.site.url}/service`);
    const form = page.locator('form[action="/service"]');
    await wakeIsland(page, 'contact-form');
    await form.getByLabel('Subject').selectOption('Other');
    await form.getByLabel('Your name').fill('Iris');
    await form.getByLabel('Email').fill('failing@example.com');
    await form.getByLabel('Message').fill('Hello there.');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('sorry, an error occurred').waitFor();
    expect(await form.getByRole('button', { name: 'SUBMIT' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('a message typed and sent as soon as the page is there is sent once, whether or not the form has come alive', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/service`);
    // No waiting for the island: the first field reached wakes it, the rest is typed meanwhile.
    const form = page.locator('form[action="/service"]');
    const email = 'quick.sender@example.com';
    await form.getByLabel('Subject').selectOption('Other');
    await form.getByLabel('Your name').fill('Quinn');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Typed before the script came.');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    const rows = await live.site.tables.selectFrom('support_tickets').selectAll().where('email', '=', email).execute();
    expect(rows.map((row) => [row.subject, row.name, row.description])).toEqual([['Other', 'Quinn', 'Typed before the script came.']]);
    await context.close();
  });

  it.each(WIDTHS)('/service works as a plain form with JavaScript off at %i px', async (width) => {
    const context = await live.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/service`);
    const form = page.locator('form[action="/service"]');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Please check required fields above').waitFor();
    expect(await page.getByText('This field is required').count()).toBe(4);

    const email = `plain.${width}@example.com`;
    await form.getByLabel('Subject').selectOption('Reset my password');
    await form.getByLabel('Your name').fill('Orion');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (optional)').fill('+44 20 7946 0018');
    await form.getByLabel('Message').fill('The reset link never arrived.');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    const row = await live.site.tables.selectFrom('support_tickets').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Reset my password', name: 'Orion', phone: '+44 20 7946 0018' });
    await page.getByText(row.ticket_id).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
});
