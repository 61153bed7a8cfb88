/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Orientation } from '../../shared/tarot/reading.contract';
import { CELTIC_CROSS_PLACES } from '../../shared/tarot/tarot-spread';
import { crossingTurn, ResultSpread, type ResultCard } from '../../views/tarot/tarot-result-spread';

const DECK = { slug: 'universal-waite', name: 'Universal Waite' };
const CELTIC = ['The Heart of the Matter', 'What Crosses You', 'The Foundation', 'The Recent Past', 'The Crown', 'The Near Future', 'Yourself', 'Your Surroundings', 'Hopes and Fears', 'The Outcome'];
const LABELS: Record<Orientation, string> = { upright: 'Upright', reverse: 'Reversed', right: 'Turned right', left: 'Turned left' };

function card(position: number, positionName: string, orientation: Orientation = 'upright'): ResultCard {
  return {
    position,
    positionName,
    positionMeaning: '',
    name: `Card ${position}`,
    rank: `card-${position}`,
    orientation,
    orientationLabel: LABELS[orientation],
    orientationNote: '',
    keywords: [],
    text: '',
    href: `/tarot/cards/card-${position}`,
  };
}

function render(spread: string, cards: ResultCard[]): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<ResultSpread spread={spread} cards={cards} deck={DECK} />);
  return host;
}

const slot = (host: HTMLElement, position: number) => host.querySelector<HTMLElement>(`li[data-position="${position}"]`)!;
const turn = (host: HTMLElement, position: number) => slot(host, position).querySelector('a')!.getAttribute('data-turn');

describe('the Celtic Cross result', () => {
  const orientations: Orientation[] = ['upright', 'upright', 'right', 'reverse', 'upright', 'left', 'upright', 'reverse', 'upright', 'right'];
  const host = () => render('celtic-cross', CELTIC.map((name, index) => card(index + 1, name, orientations[index])));

  it('lays positions 1-6 out as the cross and 7-10 as the staff, each in its place', () => {
    const layout = host().querySelector('[data-layout="cross-and-staff"]')!;
    expect(layout.getAttribute('role')).toBe('group');
    expect(layout.getAttribute('aria-label')).toBe('The cards as drawn');
    const [cross, staff] = Array.from(layout.querySelectorAll('ol'));
    expect(cross!.getAttribute('aria-label')).toBe('The cross');
    expect(Array.from(cross!.children).map((li) => [li.getAttribute('data-position'), li.getAttribute('data-place')])).toEqual([
      ['1', 'centre'],
      ['2', 'crossing'],
      ['3', 'below'],
      ['4', 'left'],
      ['5', 'above'],
      ['6', 'right'],
    ]);
    expect(staff!.getAttribute('start')).toBe('7');
    expect(staff!.getAttribute('aria-label')).toBe('The staff, from the bottom up');
    expect(Array.from(staff!.children).map((li) => [li.getAttribute('data-position'), li.getAttribute('data-place')])).toEqual([
      ['7', 'staff-1'],
      ['8', 'staff-2'],
      ['9', 'staff-3'],
      ['10', 'staff-4'],
    ]);
    expect(Object.keys(CELTIC_CROSS_PLACES)).toHaveLength(10);
  });

  it('marks the crossing card, laid across the first, and turns every other card by its orientation', () => {
    const page = host();
    expect(turn(page, 1)).toBe('0');
    // Upright, it lies across the upright first card: a quarter turn.
    expect(turn(page, 2)).toBe('90');
    expect(slot(page, 2).textContent).toContain('laid across card 1');
    expect([3, 4, 5, 6, 8, 10].map((position) => turn(page, position))).toEqual(['90', '180', '0', '270', '180', '90']);
    // A card turned sideways is marked so its place is as wide as it lies.
    expect([1, 2, 3, 4, 6, 10].map((position) => slot(page, position).classList.contains('tarot-result-slot-sideways'))).toEqual([false, true, true, false, true, true]);
  });

  it('crosses the first card whatever its orientation: never lying along it', () => {
    expect(crossingTurn('upright', 'upright')).toBe(90);
    expect(crossingTurn('reverse', 'upright')).toBe(90);
    expect(crossingTurn('upright', 'reverse')).toBe(270);
    expect(crossingTurn('right', 'upright')).toBe(0);
    expect(crossingTurn('left', 'left')).toBe(180);
    for (const first of ['upright', 'right', 'reverse', 'left'] as const)
      for (const second of ['upright', 'right', 'reverse', 'left'] as const) {
        const firstTurn = { upright: 0, right: 90, reverse: 180, left: 270 }[first];
        expect((crossingTurn(first, second) - firstTurn + 360) % 180).toBe(90);
      }
  });

  it('captions each card with its position, its name and how it lies, and links it to its page', () => {
    const page = host();
    expect(slot(page, 4).querySelector('.tarot-result-slot-caption')!.textContent).toBe('4. The Recent Past: Card 4 (reversed)');
    expect(slot(page, 1).querySelector('a')!.getAttribute('href')).toBe('/tarot/cards/card-1');
    expect(slot(page, 1).querySelector('img')!.getAttribute('alt')).toBe('Card 1, Universal Waite deck');
  });
});

describe('a result in one row', () => {
  it('lays the three-card reading out as one row, in order', () => {
    const page = render('three-card', [card(1, 'The Past'), card(2, 'The Present', 'reverse'), card(3, 'The Path Ahead', 'right')]);
    const row = page.querySelector('ol[data-layout="row"]')!;
    expect(row.getAttribute('aria-label')).toBe('The cards as drawn');
    expect(Array.from(row.children).map((li) => li.getAttribute('data-position'))).toEqual(['1', '2', '3']);
    expect(page.querySelector('[data-layout="cross-and-staff"]')).toBeNull();
    expect([1, 2, 3].map((position) => turn(page, position))).toEqual(['0', '180', '90']);
  });

  it('lays the yes-or-no card alone', () => {
    const page = render('yes-no', [card(1, 'The Answer')]);
    expect(page.querySelectorAll('ol[data-layout="row"] > li')).toHaveLength(1);
  });
});
