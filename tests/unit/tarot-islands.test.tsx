/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

jest.mock('../../client/lib/navigate', () => ({ navigate: jest.fn() }));

import { navigate } from '../../client/lib/navigate';
import { DECK_THEMES } from '../../shared/domain/decks';
import type { DeckListItem, IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { serveAndHydrate } from '../support/islands';

const navigated = navigate as jest.MockedFunction<typeof navigate>;

const SELECTOR: IslandProps['deck-selector'] = {
  label: 'Show this card in another deck',
  hint: 'Choosing a deck opens this card in it.',
  current: 'universal-waite',
  action: '/tarot/cards/the-fool',
  id: 'card-deck-selector',
  options: [
    { slug: 'universal-waite', name: 'Universal Waite', href: '/tarot/cards/the-fool' },
    { slug: 'moon-garden', name: 'Moon Garden', href: '/tarot/cards/the-fool/moon-garden' },
    { slug: 'starlit-night', name: 'Starlit Night', href: '/tarot/cards/the-fool/starlit-night' },
  ],
};

const deckItem = (slug: string, name: string, themes: string[]): DeckListItem => ({ slug, name, themes, summary: `${name} summary.`, href: `/tarot/decks/${slug}`, image: `/tarot/images/${slug}/the-fool.svg`, imageAlt: `The Fool, ${name} deck` });
const DECKS_LIST = [deckItem('universal-waite', 'Universal Waite', ['Classic', 'Popular']), deckItem('woodland-kin', 'Woodland Kin', ['Animal', 'Beginner']), deckItem('gilded-hour', 'The Gilded Hour', ['Vintage', 'Classic'])];
const listedDecks = () => Array.from(document.querySelectorAll('.deck-list-name a')).map((link) => link.textContent);

beforeEach(() => {
  navigated.mockClear();
  window.history.replaceState(null, '', '/tarot/decks');
});

describe('the deck selector island', () => {
  it('is a GET form to the card’s address that names the deck, with the current deck chosen', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const form = document.querySelector('form.deck-selector')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/tarot/cards/the-fool');
    const select = screen.getByRole('combobox', { name: 'Show this card in another deck' }) as HTMLSelectElement;
    expect(select.name).toBe('deck');
    expect(select.value).toBe('universal-waite');
    expect(select.getAttribute('aria-describedby')).toBe('card-deck-selector-hint');
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['universal-waite', 'moon-garden', 'starlit-night']);
  });

  it('goes to the card in the chosen deck when the deck changes', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    act(() => void fireEvent.change(select, { target: { value: 'moon-garden' } }));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-fool/moon-garden');
  });

  it('waits for Enter (or Show) when the arrow keys step through the decks', async () => {
    await serveAndHydrate(<Island name="deck-selector" props={SELECTOR} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    act(() => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: 'moon-garden' } });
    });
    expect(navigated).not.toHaveBeenCalled();
    act(() => void fireEvent.keyDown(select, { key: 'Enter' }));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-fool/moon-garden');
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
  it('becomes a combobox; typing lists matching cards and Enter goes to the first in the page’s deck', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'moon-garden', label: 'Find a card', id: 'finder' }} />);
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
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/queen-of-cups/moon-garden');
  });

  it('goes to a card picked with the pointer, in the default deck without its slug; Escape closes the list', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'finder' }} />);
    const input = screen.getByRole('combobox', { name: 'Find a card' });
    act(() => void fireEvent.change(input, { target: { value: 'tow' } }));
    act(() => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => void fireEvent.mouseDown(screen.getByRole('option', { name: /The Tower/ })));
    expect(navigated).toHaveBeenCalledWith('/tarot/cards/the-tower');
  });

  it('says when nothing matches, and goes nowhere', async () => {
    await serveAndHydrate(<Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'finder' }} />);
    const input = screen.getByRole('combobox');
    act(() => void fireEvent.change(input, { target: { value: 'joker' } }));
    expect(screen.getByRole('status').textContent).toBe('No card has that name.');
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(navigated).not.toHaveBeenCalled();
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
