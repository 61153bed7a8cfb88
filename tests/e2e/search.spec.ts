import axe from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SEARCH_LIMITS } from '../../shared/search/search';
import { axeViolations, WCAG_21_AA } from '../support/accessibility';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

/**
 * Issue #27, the site search in a real browser: the header's box as an ARIA combobox on a page
 * with islands (autocomplete from four characters, keys, the remembered term), the /search
 * results page (snippets, Sort by, the Category filter, a typo), the same without JavaScript,
 * escaping, and axe with the suggestions open.
 */

const live = liveSiteInBrowser();
const CELTIC_READING = '/readings-reports/tarot-readings/celtic-cross';
const DESKTOP = { width: 1280, height: 900 };

/** What Sort by Title orders by: lower case, accents off, a leading article dropped; by code point. */
const titleKey = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(the|a|an)\s+/, '');
const inCodePointOrder = (keys: string[]) => keys.every((key, index) => index === 0 || keys[index - 1]! <= key);

async function newPage(options: Parameters<typeof live.browser.newContext>[0] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await live.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  return { context, page, errors: collectConsoleErrors(page) };
}

/** The header's box: focusing it wakes its island (as a Tab would); resolved once the combobox listens. */
async function headerBox(page: Page): Promise<Locator> {
  const box = page.locator('#header-search');
  await box.focus();
  await page.locator('[data-island="search-box"][data-hydrated="true"]').waitFor();
  return box;
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const results = (page: Page) => page.locator('.search-results > .search-result');
const resultTitles = (page: Page) => page.locator('.search-result-title a').allTextContents();
const refine = (page: Page) => page.getByRole('navigation', { name: 'Sort and filter the results' });

describe('the site search in a real browser (issue #27)', () => {
  it('the header box is a combobox: from four characters, after a pause, up to 4 terms and 5 pages; arrows, Escape and Enter', async () => {
    const { context, page, errors } = await newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/autocomplete')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.goto(`${live.site.url}/`);
    const box = await headerBox(page);
    expect(await box.getAttribute('role')).toBe('combobox');
    expect(await box.getAttribute('aria-autocomplete')).toBe('list');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    const list = page.locator(`#${await box.getAttribute('aria-controls')}`);
    expect(await list.getAttribute('role')).toBe('listbox');

    // Three characters ask nothing and show nothing.
    await box.pressSequentially('sco');
    await page.waitForTimeout(SEARCH_LIMITS.autocompleteDebounceMs * 4);
    expect(asked).toEqual([]);
    expect(await list.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // The fourth asks once, for the whole term, and opens the list.
    await box.press('r');
    await listbox(page).waitFor();
    expect(asked).toEqual(['scor']);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const suggestions = await list.locator('[role="option"].search-box-suggestion').allTextContents();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(SEARCH_LIMITS.autocompleteSuggestions);
    for (const term of suggestions) expect(term.startsWith('scor')).toBe(true);
    const pages = list.locator('[role="option"].search-box-result');
    expect(await pages.count()).toBe(SEARCH_LIMITS.autocompleteResults);
    expect(await pages.first().innerText()).toMatch(/^Scorpio: Dates, Traits/);
    expect(await pages.first().locator('mark').first().textContent()).toBe('Scorpio');
    const options = list.getByRole('option');
    const count = await options.count();
    expect(count).toBe(suggestions.length + SEARCH_LIMITS.autocompleteResults);

    /** The option the box points at (aria-activedescendant), which alone is aria-selected. */
    const active = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      if (!id) return -1;
      const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
      expect(await list.locator('[aria-selected="true"]').evaluateAll((elements) => elements.map((element) => element.id))).toEqual([id]);
      return ids.indexOf(id);
    };
    expect(await active()).toBe(-1);
    await box.press('ArrowDown');
    expect(await active()).toBe(0);
    await box.press('ArrowUp');
    expect(await active()).toBe(count - 1);
    await box.press('ArrowDown');
    expect(await active()).toBe(0);

    // Escape closes the list and forgets the choice; an arrow opens it again.
    await box.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await box.press('ArrowDown');
    expect(await list.isVisible()).toBe(true);
    expect(await active()).toBe(0);

    // Back under four characters the list goes.
    await box.press('Backspace');
    expect(await list.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('r');
    await listbox(page).waitFor();

    // Down to the first page and Enter: that page opens.
    for (let step = 0; step <= suggestions.length; step += 1) await box.press('ArrowDown');
    expect(await active()).toBe(suggestions.length);
    await box.press('Enter');
    await page.waitForURL(`${live.site.url}/astrology/scorpio`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter on a suggested term searches it; the term is kept in the tab and comes back in the empty box for 30 minutes, no longer', async () => {
    const { context, page, errors } = await newPage();
    // Time runs as usual until the test moves it on.
    await context.clock.install();
    await page.goto(`${live.site.url}/`);
    let box = await headerBox(page);
    await box.pressSequentially('celtic cro');
    await listbox(page).getByRole('option', { name: 'celtic cross', exact: true }).waitFor();
    const terms = await listbox(page).locator('.search-box-suggestion').allTextContents();
    for (let step = 0; step <= terms.indexOf('celtic cross'); step += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'celtic cross');
    expect(await page.locator('.search-result-title a').first().getAttribute('href')).toMatch(/celtic-cross/);
    expect(await page.evaluate(() => Object.values(window.sessionStorage).some((value) => value.includes('celtic cross')))).toBe(true);

    // A new page: the focus that wakes the box finds the term again.
    box = await headerBox(page);
    await page.waitForFunction(() => (document.getElementById('header-search') as HTMLInputElement).value === 'celtic cross');

    // Emptied and left, then focused again 29 minutes on: still there.
    const refocus = async () => {
      await box.fill('');
      await box.blur();
      expect(await box.inputValue()).toBe('');
    };
    await refocus();
    await page.clock.fastForward('29:00');
    await box.focus();
    expect(await box.inputValue()).toBe('celtic cross');
    // Past 30 minutes: the box stays empty.
    await refocus();
    await page.clock.fastForward('01:05');
    await box.focus();
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the results page: titles, breadcrumbs and marked snippets; Sort by Title and back; the Category filter; a typo corrected', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${live.site.url}/search`);
    await page.getByRole('searchbox', { name: 'Search for' }).fill('scorpio');
    await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
    await page.waitForURL(`${live.site.url}/search?q=scorpio`);
    const summary = (await page.locator('.search-summary').textContent()) ?? '';
    const total = Number(/^([\d,]+) results for “scorpio”, page 1 of \d+\.$/.exec(summary)?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(SEARCH_LIMITS.pageSize);
    expect(await results(page).count()).toBe(SEARCH_LIMITS.pageSize);
    for (const result of await results(page).all()) {
      expect(await result.locator('.search-result-title a').getAttribute('href')).toMatch(/^\//);
      expect((await result.locator('.search-result-crumbs').textContent())?.trim()).toBeTruthy();
      expect((await result.locator('.search-result-description').textContent())?.trim()).toBeTruthy();
      // Every result says where the word is: marked in its title or its snippet.
      expect((await result.locator('mark').allTextContents()).some((word) => /^scorpios?$/i.test(word))).toBe(true);
    }
    const first = results(page).first();
    expect(await first.locator('.search-result-title a').getAttribute('href')).toBe('/astrology/scorpio');
    expect(await first.locator('.search-result-description mark').count()).toBeGreaterThan(0);
    const byRelevance = await resultTitles(page);

    // Sort by Title: alphabetical, the same results counted; Relevance brings the first order back.
    await refine(page).getByRole('link', { name: 'Title', exact: true }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&sort=title`);
    expect(await refine(page).getByRole('link', { name: 'Title', exact: true }).getAttribute('aria-current')).toBe('true');
    const byTitle = await resultTitles(page);
    expect(byTitle).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(inCodePointOrder(byTitle.map(titleKey))).toBe(true);
    expect(byTitle).not.toEqual(byRelevance);
    expect(await page.locator('.search-summary').textContent()).toBe(summary);
    await refine(page).getByRole('link', { name: 'Relevance', exact: true }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio`);
    expect(await resultTitles(page)).toEqual(byRelevance);

    // The Category filter: only that category's pages, as many as its link said.
    const horoscopes = refine(page).getByRole('link', { name: /^Horoscopes \(\d+\)$/ });
    const filed = Number(/\((\d+)\)/.exec((await horoscopes.textContent()) ?? '')![1]);
    expect(filed).toBeGreaterThan(0);
    expect(filed).toBeLessThan(total);
    await horoscopes.click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&category=horoscopes`);
    expect(await page.locator('.search-summary').textContent()).toMatch(new RegExp(`^${filed} results? for “scorpio”`));
    expect(await refine(page).getByRole('link', { name: /^Horoscopes/ }).getAttribute('aria-current')).toBe('true');
    const shown = await results(page).all();
    expect(shown.length).toBe(Math.min(filed, SEARCH_LIMITS.pageSize));
    for (const result of shown) {
      expect(await result.locator('.search-result-crumbs').textContent()).toMatch(/Horoscope/);
      expect(await result.locator('.search-result-title a').getAttribute('href')).toMatch(/horoscope/);
    }

    // A typo: the nearest words are searched, and said.
    await page.getByRole('searchbox', { name: 'Search for' }).fill('celtc cross');
    await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
    await page.waitForURL(`${live.site.url}/search?q=celtc+cross`);
    expect(await page.locator('.search-corrected').textContent()).toBe('Showing results for celtic cross, as nothing matched “celtc cross”.');
    const found = page.locator('.search-result-title a', { hasText: 'Celtic Cross Tarot Reading' });
    expect(await found.getAttribute('href')).toBe(CELTIC_READING);
    expect(await found.locator('mark').allTextContents()).toEqual(['Celtic', 'Cross']);
    expect((await page.locator('.search-result-title a').evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href'))))).toContain(CELTIC_READING);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the header box is a GET form to /search, and Sort by, the filter and the pages are plain links', async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${live.site.url}/`);
    const box = page.locator('#header-search');
    await box.fill('scorpio');
    await box.press('Enter');
    await page.waitForURL(`${live.site.url}/search?q=scorpio`);
    expect(await results(page).count()).toBe(SEARCH_LIMITS.pageSize);
    expect(await page.locator('#search-page-q').inputValue()).toBe('scorpio');

    await refine(page).getByRole('link', { name: 'Title', exact: true }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&sort=title`);
    expect(inCodePointOrder((await resultTitles(page)).map(titleKey))).toBe(true);
    await refine(page).getByRole('link', { name: /^Horoscopes \(\d+\)$/ }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&category=horoscopes&sort=title`);
    const titles = await resultTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(inCodePointOrder(titles.map(titleKey))).toBe(true);
    for (const crumb of await page.locator('.search-result-crumbs').allTextContents()) expect(crumb).toMatch(/Horoscope/);
    await page.getByRole('link', { name: 'More results' }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&category=horoscopes&sort=title&page=2`);
    const second = await resultTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => titles.includes(title))).toEqual([]);
    await refine(page).getByRole('link', { name: 'Relevance', exact: true }).click();
    await page.waitForURL(`${live.site.url}/search?q=scorpio&category=horoscopes`);

    // The results page's own box searches again.
    await page.locator('#search-page-q').fill('celtc cross');
    await page.locator('#search-page-q').press('Enter');
    await page.waitForURL(`${live.site.url}/search?q=celtc+cross`);
    expect(await page.locator(`.search-result-title a[href="${CELTIC_READING}"]`).count()).toBe(1);
    await context.close();
  });

  it('markup typed in the box comes back as text: nothing is injected, in the suggestions or on the page', async () => {
    const { context, page, errors } = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${live.site.url}/`);
    const box = await headerBox(page);

    // Markup around a word the site knows: suggestions come, and the markup is not made into elements.
    const bold = '<b>tarot</b>';
    await box.fill(bold);
    await listbox(page).waitFor();
    expect(await listbox(page).locator('.search-box-result').count()).toBeGreaterThan(0);
    // Only the list's own elements and the marks of the site's titles: what was typed stays text.
    expect(await listbox(page).locator(':not(li, span, mark)').count()).toBe(0);
    // Enter with no option chosen submits the form: the term is shown as it was typed, as text.
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === bold);
    expect(await page.locator('.search-summary').innerText()).toMatch(/^[\d,]+ results for “<b>tarot<\/b>”/);
    expect(await page.locator('.search-summary b, .search-results b').count()).toBe(0);
    expect(await page.title()).toContain(bold);

    // A script in a picture's clothes: nothing is injected, nothing runs.
    const term = '<img src=x onerror=alert(1)>';
    await page.locator('#search-page-q').fill(term);
    await page.locator('#search-page-q').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === term);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('#search-page-q').inputValue()).toBe(term);
    expect(await page.locator('main').innerText()).toContain(`“${term}”`);
    // The title names the term as searched ("onerror" may be read as a typo of "error"), as text.
    expect(await page.title()).toMatch(/^Search results for “<img src=x (on)?error=alert\(1\)>”/);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe: no WCAG 2.1 AA violation on the results page with the suggestions open, in the light and the dark theme', async () => {
    // The site's CSP allows only its own scripts; the checker is let in.
    const { context, page, errors } = await newPage({ bypassCSP: true, colorScheme: 'light' });
    await page.goto(`${live.site.url}/search?q=celtic+cross`);
    const box = await headerBox(page);
    await box.pressSequentially('tarot car');
    await listbox(page).waitFor();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await page.addScriptTag({ content: axe.source });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await listbox(page).isVisible()).toBe(true);
      expect([theme, await axeViolations(page, { type: 'tag', values: WCAG_21_AA })]).toEqual([theme, []]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
