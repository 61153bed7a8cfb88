import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { liveSiteInBrowser } from '../support/live-site';

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

const live = liveSiteInBrowser({ locations: true });

describe('a tarot reading in a real browser', () => {
  it('a visitor draws a free three-card reading, signs up in the dialog, and the reading shows and is in the journal', async () => {
    // The CSP is bypassed only so that the axe checker can run on the reading at the end.
    const context = await live.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/readings-reports/tarot-readings/free`);
    const fan = page.getByRole('group', { name: 'Choose 3 cards' });
    await fan.waitFor();

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
});
