import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { liveSiteInBrowser } from '../support/live-site';
import { signupPayload } from '../support/signup-payload';

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const live = liveSiteInBrowser({ locations: true });

/**
 * Holds every request for a script until `release()` is called: the slow script bundle of the
 * report, made deterministic (nothing waits on a clock).
 */
async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function pickThreeCards(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Draw my cards' }).click();
  await page.getByRole('group', { name: 'Choose 3 cards' }).waitFor();
  for (const place of [3, 9, 27]) await page.getByRole('button', { name: `Card ${place} of 78, face down` }).click();
}

async function signUpInTheDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your Reading Awaits!' });
  await dialog.waitFor();
  await dialog.getByLabel('Your name').fill('Stella');
  await dialog.getByLabel('Birth date (mm/dd/yyyy)').fill('09/21/1988');
  await dialog.getByLabel('Email').fill(`question.${Date.now()}@example.com`);
  await dialog.getByLabel('Password').fill('starry-night-7');
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole('button', { name: 'GET MY READING!' }).click();
}

/** The result page reads the question back; without one it says 'You drew these cards without a question'. */
async function expectReadingOf(page: Page, question: string): Promise<void> {
  await page.waitForURL(/\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+$/);
  const asked = page.getByRole('region', { name: 'Your question' });
  expect(await asked.locator('p').textContent()).toBe(question);
}

describe('a tarot reading in a real browser', () => {
  it('a visitor draws a free three-card reading, signs up in the dialog, and the reading shows and is in the journal', async () => {
    // The CSP is bypassed only so that the axe checker can run on the reading at the end.
    const context = await live.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/readings-reports/tarot-readings/free`);
    // The question comes first; "Draw my cards" lays out the fan, where the focus goes.
    await page.getByRole('button', { name: 'Draw my cards' }).click();
    const fan = page.getByRole('group', { name: 'Choose 3 cards' });
    await fan.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose 3 cards');
    expect(new URL(page.url()).pathname).toBe('/readings-reports/tarot-readings/free');

    // Pick by pointer, then by keyboard; the live region follows.
    await page.getByRole('button', { name: 'Card 5 of 78, face down' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByText('Card placed in position 2: The Present. 1 more to choose.').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'reveal the meaning' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose 1 more card.' }).waitFor();
    await page.getByRole('button', { name: 'Shuffle' }).click();
    expect(await page.getByRole('button', { name: 'Card 6 of 78, face down' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Card 40 of 78, face down' }).click();
    await page.getByRole('button', { name: 'Orient' }).click();
    await page.getByLabel('Your question (optional)').fill('What should I carry into next week?');
    await page.getByRole('button', { name: 'reveal the meaning' }).click();

    // A visitor: the signup dialog for the reading opens; the submission waits for the account.
    const dialog = page.getByRole('dialog', { name: 'Your Reading Awaits!' });
    await dialog.waitFor();
    await dialog.getByLabel('Your name').fill('Stella');
    await dialog.getByLabel('Birth date (mm/dd/yyyy)').fill('09/21/1988');
    await dialog.getByLabel('Email').fill(`reading.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('starry-night-7');
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'GET MY READING!' }).click();

    await page.waitForURL(/\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+$/);
    const readingUrl = new URL(page.url()).pathname;
    await page.getByText('What should I carry into next week?').first().waitFor();
    await page.getByText('The Present').first().waitFor();
    // The saved reading passes axe at both widths in both themes.
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [375, 1280]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        expect([colorScheme, width, await axeViolations(page)]).toEqual([colorScheme, width, []]);
      }

    await page.goto(`${live.site.url}/member/journal`);
    await page.locator(`a[href="${readingUrl}"]`).first().waitFor();
    await context.close();
  });

  it('when the page’s script cannot come, "Draw my cards" is the plain form: the server draws and asks the visitor to log in', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.route('**/build/boot-*.js', (route) => route.abort());
    await page.goto(`${live.site.url}/readings-reports/tarot-readings/free`);
    await page.getByRole('button', { name: 'Draw my cards' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please log in or sign up to see your reading.' }).waitFor();
    await context.close();
  });

  describe('the question survives the way to the reading', () => {
    it('typed, and "Draw my cards" pressed, before the spread screen’s script arrives: the fan opens around the question once it has', async () => {
      const context = await live.browser.newContext();
      const page = await context.newPage();
      const releaseSpread = await holdScript(page, '**/build/island-tarot-spread-*.js');
      await page.goto(`${live.site.url}/readings-reports/tarot-readings/free`);
      // Still the server's plain form: the visitor types into it and draws.
      const field = page.getByLabel('Your question (optional)');
      await field.click();
      await page.keyboard.type('Where is my work taking me?');
      await page.getByRole('button', { name: 'Draw my cards' }).click();
      // The press waits for the script (it is not posted for the server to draw) ...
      expect(await page.getByRole('button', { name: 'Draw my cards' }).count()).toBe(1);

      // ... which arrives: the fan is laid out around the same field, which keeps the text.
      releaseSpread();
      await page.getByRole('group', { name: 'Choose 3 cards' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/readings-reports/tarot-readings/free');
      expect(await field.inputValue()).toBe('Where is my work taking me?');

      for (const place of [3, 9, 27]) await page.getByRole('button', { name: `Card ${place} of 78, face down` }).click();
      await page.getByRole('button', { name: 'reveal the meaning' }).click();
      await signUpInTheDialog(page);
      await expectReadingOf(page, 'Where is my work taking me?');
      await context.close();
    });

    it('typed while the dialog’s script is on its way (after reveal), it is the question the resumed reading takes, by login', async () => {
      // A member, made in a context of their own, so the one below starts as a visitor.
      const member = signupPayload({ first_name: 'Vega' });
      const elsewhere = await live.browser.newContext();
      expect((await elsewhere.request.post(`${live.site.url}/api/member/signup`, { headers: { Origin: live.site.url }, data: member })).status()).toBe(200);
      await elsewhere.close();

      const context = await live.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${live.site.url}/readings-reports/tarot-readings/free`);
      await pickThreeCards(page);
      // Reveal without a question: the submission waits for an account while the dialog's code loads ...
      const releaseDialog = await holdScript(page, '**/build/island-signup-dialog-*.js');
      await page.getByRole('button', { name: 'reveal the meaning' }).click();
      await page.waitForURL(/#login-signup$/);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // ... and meanwhile the visitor remembers the question.
      await page.getByLabel('Your question (optional)').fill('Should I say yes to the offer?');
      releaseDialog();

      const signup = page.getByRole('dialog', { name: 'Your Reading Awaits!' });
      await signup.getByRole('link', { name: 'Log In' }).click();
      const login = page.getByRole('dialog', { name: 'Log In' });
      await login.getByLabel('Email').fill(member.email);
      await login.getByLabel('Password').fill(member.password);
      await login.getByRole('button', { name: 'LOG IN' }).click();
      await expectReadingOf(page, 'Should I say yes to the offer?');
      await context.close();
    });
  });
});
