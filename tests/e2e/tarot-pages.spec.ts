import type { Page } from 'playwright-core';
import { DECKS } from '../../shared/tarot/decks';
import { collectConsoleErrors, wakeIsland } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

/** Console errors other than card pictures not found (the art is served by another part of the site). */
const realErrors = (errors: string[]) => errors.filter((error) => !/\/tarot\/images\//.test(error) && !/Failed to load resource/.test(error));

const deckNames = (page: Page) => page.locator('.deck-list-name a').allTextContents();
const withTheme = (...themes: string[]) => DECKS.filter((deck) => deck.active && deck.themes.some((theme) => themes.includes(theme))).map((deck) => deck.name);

describe('tarot card and deck pages in a real browser', () => {
  it('changing the deck on a card page goes to the card in that deck', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/tarot/cards/the-fool`);
    await wakeIsland(page, 'deck-selector');
    const selector = page.getByRole('combobox', { name: 'Show this card in another deck' });
    expect(await selector.locator('option').allTextContents()).not.toContain('Mandala');
    await selector.selectOption('gilded-hour');
    await page.waitForURL(`${live.site.url}/tarot/cards/the-fool/gilded-hour`);
    expect(await page.locator('h1').textContent()).toBe('The Fool');
    expect(await page.locator('.tarot-card-image').getAttribute('alt')).toBe('The Fool, The Gilded Hour deck');
    expect(await page.getByRole('combobox', { name: 'Show this card in another deck' }).inputValue()).toBe('gilded-hour');
    // And back to the default deck, whose address has no slug.
    await wakeIsland(page, 'deck-selector');
    await page.getByRole('combobox', { name: 'Show this card in another deck' }).selectOption('universal-waite');
    await page.waitForURL(`${live.site.url}/tarot/cards/the-fool`);
    // The card finder goes to a card in the page's deck; typing into it wakes it, and what was typed first is kept.
    const finder = page.getByRole('combobox', { name: 'Find another card' });
    await finder.fill('hanged');
    await page.getByRole('option', { name: /The Hanged Man/ }).waitFor();
    await finder.press('Enter');
    await page.waitForURL(`${live.site.url}/tarot/cards/the-hanged-man`);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a deck chosen before the selector has come alive still goes to the card in that deck', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/tarot/cards/the-star`);
    // Reaching the select wakes it (issue #29); the choice is made before its script has come.
    const selector = page.getByRole('combobox', { name: 'Show this card in another deck' });
    await selector.focus();
    await selector.selectOption('woodland-kin');
    await page.waitForURL(`${live.site.url}/tarot/cards/the-star/woodland-kin`);
    await context.close();
  });

  it('without JavaScript, the deck selector and the card finder (a name typed) are plain forms that still get there', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/tarot/cards/ace-of-wands/starlit-night`);
    await page.getByRole('combobox', { name: 'Show this card in another deck' }).selectOption('woodland-kin');
    await page.locator('form.deck-selector').getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`${live.site.url}/tarot/cards/ace-of-wands/woodland-kin`);
    await page.getByRole('combobox', { name: 'Find another card' }).fill('The Moon');
    await page.locator('form.card-finder').getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(`${live.site.url}/tarot/cards/the-moon/woodland-kin`);
    await context.close();
  });

  it('filters the decks by theme in place: any ticked theme, every deck when none', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${live.site.url}/tarot/decks`);
    await wakeIsland(page, 'deck-filter');
    const all = await deckNames(page);
    expect(all).toHaveLength(DECKS.filter((deck) => deck.active).length);
    await page.getByRole('checkbox', { name: 'Animal' }).check();
    expect(await deckNames(page)).toEqual(withTheme('Animal'));
    await page.getByRole('checkbox', { name: 'Vintage' }).check();
    expect(await deckNames(page)).toEqual(withTheme('Animal', 'Vintage'));
    expect(new URL(page.url()).search).toBe('?theme=vintage&theme=animal');
    // The address keeps the filter: a reload shows the same.
    await page.reload();
    expect(await deckNames(page)).toEqual(withTheme('Animal', 'Vintage'));
    await wakeIsland(page, 'deck-filter');
    await page.getByRole('checkbox', { name: 'Animal' }).uncheck();
    await page.getByRole('checkbox', { name: 'Vintage' }).uncheck();
    expect(await deckNames(page)).toEqual(all);
    // A deck's page from the list.
    await page.getByRole('link', { name: 'Woodland Kin' }).click();
    await page.waitForURL(`${live.site.url}/tarot/decks/woodland-kin`);
    expect(await page.locator('.tarot-tile').count()).toBe(78);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the theme filter is a form the server answers', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/tarot/decks`);
    await page.getByRole('checkbox', { name: 'Love' }).check();
    await page.getByRole('button', { name: 'Filter decks' }).click();
    await page.waitForURL(`${live.site.url}/tarot/decks?theme=love`);
    expect(await deckNames(page)).toEqual(withTheme('Love'));
    await page.getByRole('link', { name: 'Show every deck' }).click();
    await page.waitForURL(`${live.site.url}/tarot/decks`);
    expect(await deckNames(page)).toHaveLength(DECKS.filter((deck) => deck.active).length);
    await context.close();
  });
});
