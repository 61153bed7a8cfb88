/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

jest.mock('../../client/lib/navigate', () => ({ navigate: jest.fn() }));

import { navigate } from '../../client/lib/navigate';
import { DECK_THEMES } from '../../shared/tarot/decks';
import { findDecks, shownDecks } from '../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import type { DeckListItem } from '../../shared/tarot/islands';
import { Island } from '../../views/components/island';
import { loadIslandModule, serveAndHydrate, TestIslands } from '../support/islands';
import { bootIslands } from '../../client/runtime/boot';
import { TAROT_CARDS } from '../../shared/tarot/tarot';

const navigated = navigate as jest.MockedFunction<typeof navigate>;

const SELECTOR: IslandProps['deck-selector'] = {
  label: 'Show this card in another deck',
  hint: 'Choosing a deck opens this card in it.',
  current: 'universal-waite',
  action: '/tarot/cards/the-fool',
  id: 'card-deck-selector',
  options: [
    { slug: 'universal-waite', name: 'Universal Waite', href: '/tarot/cards/the-fool' },
    { slug: 'gilded-hour', name: 'The Gilded Hour', href: '/tarot/cards/the-fool/gilded-hour' },
    { slug: 'starlit-night', name: 'Starlit Night', href: '/tarot/cards/the-fool/starlit-night' },
  ],
};

const deckItem = (slug: string, name: string, themes: string[]): DeckListItem => ({ slug, name, themes, summary: `${name} summary.`, href: `/tarot/decks/${slug}`, image: `/tarot/images/${slug}/the-fool.svg`, imageAlt: `The Fool, ${name} deck` });
const DECKS_LIST = [deckItem('universal-waite', 'Universal Waite', ['Classic', 'Popular']), deckItem('woodland-kin', 'Woodland Kin', ['Animal', 'Beginner']), deckItem('gilded-hour', 'The Gilded Hour', ['Vintage', 'Classic'])];
const listedDecks = () => Array.from(document.querySelectorAll('.deck-list-name a')).map((link) => link.textContent);

/** Checks the island's form without JavaScript: a GET form to `action` whose select, labelled `label`, is named deck. */
function expectDeckForm(form: string, action: string, label: string): HTMLSelectElement {
  const element = document.querySelector(form)!;
  expect(element.getAttribute('method')).toBe('get');
  expect(element.getAttribute('action')).toBe(action);
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  expect(select.name).toBe('deck');
  return select;
}

/**
 * Checks a finder without JavaScript: a GET form to `action` whose text field, labelled `label`, is
 * named q and offers `names` (the browser's datalist), with a Go button; and its markup is the
 * field hydration takes over (the same element, no swap).
 */
function expectFinderForm(form: string, action: string, label: string, names: string[]): HTMLInputElement {
  const element = document.querySelector(form)!;
  expect(element.getAttribute('method')).toBe('get');
  expect(element.getAttribute('action')).toBe(action);
  const input = screen.getByLabelText(label) as HTMLInputElement;
  expect([input.tagName, input.type, input.name]).toEqual(['INPUT', 'text', 'q']);
  const datalist = document.getElementById(input.getAttribute('list')!)!;
  expect(Array.from(datalist.querySelectorAll('option'), (option) => option.value)).toEqual(names);
  expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('submit');
  return input;
}

/** A finder's list: Escape closes it and ArrowDown opens it again; then the option named is picked with the pointer. */
function closeReopenAndPick(input: HTMLElement, option: RegExp) {
  act(() => void fireEvent.keyDown(input, { key: 'Escape' }));
  expect(input.getAttribute('aria-expanded')).toBe('false');
  act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
  expect(input.getAttribute('aria-expanded')).toBe('true');
  act(() => void fireEvent.mouseDown(screen.getByRole('option', { name: option })));
}

/** A finder given `query` that matches nothing says `message`, and Enter goes nowhere. */
function expectNoMatch(query: string, message: string) {
  const input = screen.getByRole('combobox');
  act(() => void fireEvent.change(input, { target: { value: query } }));
  expect(screen.getByRole('status').textContent).toBe(message);
  act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
  expect(navigated).not.toHaveBeenCalled();
}

beforeEach(() => {
  navigated.mockClear();
  window.history.replaceState(null, '', '/tarot/decks');
});

describe('the deck selector island', () => {
  it('is a GET form to the card’s address that names the deck, with the current deck chosen', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const select = expectDeckForm('form.deck-selector', '/tarot/cards/the-fool', 'Show this card in another deck');
    expect(select.value).toBe('universal-waite');
    expect(select.getAttribute('aria-describedby')).toBe('card-deck-selector-hint');
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['universal-waite', 'gilded-hour', 'starlit-night']);
  });

  it('goes to the card in the chosen deck when the deck changes', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    act(() => void fireEvent.change(select, { target: { value: 'gilded-hour' } }));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-fool/gilded-hour');
  });

  it('waits for Enter (or Show) when the arrow keys step through the decks', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    act(() => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: 'gilded-hour' } });
    });
    expect(navigated).not.toHaveBeenCalled();
    act(() => void fireEvent.keyDown(select, { key: 'Enter' }));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-fool/gilded-hour');
    navigated.mockClear();
    act(() => void fireEvent.change(select, { target: { value: 'starlit-night' } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-fool/starlit-night');
  });

  it('does not move when the current deck is chosen again', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(navigated).not.toHaveBeenCalled();
  });
});

describe('the card finder island', () => {
  it('without JavaScript is a GET form to /tarot/cards whose field offers the 78 names, with the page’s deck', () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="card-finder" props={{ deck: 'gilded-hour', label: 'Find a card', id: 'finder' }} />
      </TestIslands>,
    );
    const input = expectFinderForm('form.card-finder', '/tarot/cards', 'Find a card', TAROT_CARDS.map((card) => card.name));
    expect(input.form!.querySelector<HTMLInputElement>('input[type="hidden"][name="deck"]')!.value).toBe('gilded-hour');
  });

  it('keeps the field it was served with, and what was typed into it before it hydrated', async () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'finder' }} />
      </TestIslands>,
    );
    const served = screen.getByLabelText('Find a card') as HTMLInputElement;
    served.value = 'hang';
    await act(async () => {
      await Promise.all(bootIslands(document, loadIslandModule));
    });
    const input = screen.getByRole('combobox', { name: 'Find a card' });
    expect(input).toBe(served);
    expect(input.hasAttribute('list')).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getAllByRole('option').map((option) => option.firstChild!.textContent)).toEqual(['The Hanged Man']);
  });

  it('becomes a combobox; typing lists matching cards and Enter goes to the first in the page’s deck', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'gilded-hour', label: 'Find a card', id: 'finder' }} />);
    const input = screen.getByRole('combobox', { name: 'Find a card' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => void fireEvent.change(input, { target: { value: 'que' } }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.firstChild!.textContent)).toEqual(['Queen of Wands', 'Queen of Cups', 'Queen of Swords', 'Queen of Coins']);
    expect(input.getAttribute('aria-activedescendant')).toBe('finder-option-queen-of-wands');
    expect(screen.getByRole('status').textContent).toBe('4 cards found.');
    act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    expect(input.getAttribute('aria-activedescendant')).toBe('finder-option-queen-of-cups');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/queen-of-cups/gilded-hour');
  });

  it('goes to a card picked with the pointer, in the default deck without its slug; Escape closes the list', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'finder' }} />);
    const input = screen.getByRole('combobox', { name: 'Find a card' });
    act(() => void fireEvent.change(input, { target: { value: 'tow' } }));
    closeReopenAndPick(input, /The Tower/);
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-tower');
  });

  it('says when nothing matches, and goes nowhere', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'finder' }} />);
    expectNoMatch('joker', 'No card has that name.');
  });
});

describe('findDecks', () => {
  it('finds active decks by the start of a word of their name or of a theme', () => {
    expect(findDecks('gild').map((deck) => deck.slug)).toEqual(['gilded-hour']);
    expect(findDecks('starlit ni').map((deck) => deck.slug)).toEqual(['starlit-night']);
    expect(findDecks('moon gar')).toEqual([]); // retired
    expect(findDecks('animal').map((deck) => deck.slug)).toEqual(['woodland-kin']);
    expect(findDecks('Beginner').map((deck) => deck.slug)).toEqual(['universal-waite', 'woodland-kin']);
    expect(findDecks('   ')).toEqual([]);
    expect(findDecks('joker')).toEqual([]);
  });

  it('leaves out decks that are not active', () => {
    const retired = { id: 99, code: 'old-kin', slug: 'old-kin', name: 'Old Kin', type: 'tarot' as const, active: false, themes: ['Animal' as const] };
    expect(findDecks('kin', [...shownDecks(), retired]).map((deck) => deck.slug)).toEqual(['woodland-kin']);
  });
});

describe('the deck finder island', () => {
  const PROPS: IslandProps['deck-finder'] = { label: 'Find a deck', id: 'deck-finder' };

  it('without JavaScript is a GET form to /tarot/decks whose field offers the active decks’ names', () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="deck-finder" props={PROPS} />
      </TestIslands>,
    );
    expectFinderForm('form.deck-finder', '/tarot/decks', 'Find a deck', shownDecks().map((deck) => deck.name));
  });

  it('becomes a combobox; a theme lists its decks and the arrow keys and Enter go to the chosen deck’s page', async () => {
    await serveAndHydrate(<Island name="deck-finder" props={PROPS} />);
    const input = screen.getByRole('combobox', { name: 'Find a deck' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => void fireEvent.change(input, { target: { value: 'beaut' } }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.firstChild!.textContent)).toEqual(['Starlit Night', 'The Gilded Hour', 'Mandala']);
    expect(input.getAttribute('aria-activedescendant')).toBe('deck-finder-option-starlit-night');
    expect(screen.getByRole('status').textContent).toBe('3 decks found.');
    act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    expect(input.getAttribute('aria-activedescendant')).toBe('deck-finder-option-mandala');
    act(() => void fireEvent.keyDown(input, { key: 'ArrowUp' }));
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(navigated).toHaveBeenCalledWith('/tarot/decks/gilded-hour');
  });

  it('finds a deck by name ("animal" by theme too) and goes to one picked with the pointer; Escape closes the list', async () => {
    await serveAndHydrate(<Island name="deck-finder" props={PROPS} />);
    const input = screen.getByRole('combobox', { name: 'Find a deck' });
    act(() => void fireEvent.change(input, { target: { value: 'animal' } }));
    expect(screen.getAllByRole('option').map((option) => option.firstChild!.textContent)).toEqual(['Woodland Kin']);
    act(() => void fireEvent.change(input, { target: { value: 'gilded' } }));
    closeReopenAndPick(input, /The Gilded Hour/);
    expect(navigated).toHaveBeenCalledWith('/tarot/decks/gilded-hour');
  });

  it('says when nothing matches, and goes nowhere', async () => {
    await serveAndHydrate(<Island name="deck-finder" props={PROPS} />);
    expectNoMatch('spooky', 'No deck has that name or theme.');
  });
});

describe('the deck filter island', () => {
  it('shows every deck with no theme ticked, and a checkbox per theme of spec 2 §9', async () => {
    await serveAndHydrate(<Island name="deck-filter" props={{ decks: DECKS_LIST, active: [] }} />);
    expect(listedDecks()).toEqual(['Universal Waite', 'Woodland Kin', 'The Gilded Hour']);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(DECK_THEMES.map((theme) => theme.toLowerCase()));
    expect(screen.getByRole('status').textContent).toBe('All 3 decks');
    // Hydrated, the Filter button steps aside: ticks filter in place.
    expect(screen.queryByRole('button', { name: 'Filter decks' })).toBeNull();
  });

  it('shows the decks that match any ticked theme, updates the address, and shows all again when cleared', async () => {
    await serveAndHydrate(<Island name="deck-filter" props={{ decks: DECKS_LIST, active: [] }} />);
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'Animal' })));
    expect(listedDecks()).toEqual(['Woodland Kin']);
    expect(window.location.search).toBe('?theme=animal');
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'Vintage' })));
    expect(listedDecks()).toEqual(['Woodland Kin', 'The Gilded Hour']);
    expect(window.location.search).toBe('?theme=vintage&theme=animal');
    expect(screen.getByRole('status').textContent).toBe('2 of 3 decks');
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'Animal' })));
    expect(listedDecks()).toEqual(['The Gilded Hour']);
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Show every deck' })));
    expect(listedDecks()).toEqual(['Universal Waite', 'Woodland Kin', 'The Gilded Hour']);
    expect(window.location.pathname + window.location.search).toBe('/tarot/decks');
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('starts from the themes the server was asked for', async () => {
    await serveAndHydrate(<Island name="deck-filter" props={{ decks: DECKS_LIST, active: ['Classic'] }} />);
    expect(listedDecks()).toEqual(['Universal Waite', 'The Gilded Hour']);
    expect((screen.getByRole('checkbox', { name: 'Classic' }) as HTMLInputElement).checked).toBe(true);
  });
});
