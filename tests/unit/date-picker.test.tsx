/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { bootIslands } from '../../client/runtime/boot';
import { loadIslandModule, serveAndHydrate, TestIslands } from '../support/islands';
import { DateNav, type DateNavProps } from '../../views/components/date-nav';

/**
 * The picker navigates with location.assign; jsdom follows only fragment changes, so the day URLs
 * here are fragments of the test page (`/#day=YYYY-MM-DD`).
 */
const TEMPLATE = '/#day={date}';
const NAV: DateNavProps = { date: '2026-03-02', min: '2025-12-02', max: '2026-03-04', action: '/daily', label: 'Choose a day' };

const hydrated = () => document.querySelector<HTMLElement>('[data-island="date-picker"]')?.dataset.hydrated === 'true';

/** The page as served, then the picker reached (focus on its button), which starts it. */
async function servePicker(props: Partial<DateNavProps> = {}, autosubmit = false) {
  await serveAndHydrate(<DateNav {...NAV} {...props} picker={{ hrefTemplate: TEMPLATE, autosubmit }} />);
  await act(async () => {
    trigger().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (let turn = 0; turn < 100 && !hydrated(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  expect(hydrated()).toBe(true);
}

const trigger = () => screen.getByRole('button', { name: /^Choose a day/ });
const dialog = () => screen.getByRole('dialog', { name: 'Choose a day' });
const title = () => within(dialog()).getByRole('button', { name: /show (months|years|days)$/ });
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`.date-picker-day[data-date="${iso}"]`)!;
const days = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.date-picker-day'));
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

function open() {
  act(() => fireEvent.click(trigger()));
}

function press(key: string, options: { shiftKey?: boolean } = {}) {
  act(() => void fireEvent.keyDown(document.activeElement!, { key, ...options }));
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the date picker island', () => {
  it('leaves the plain GET form alone without JavaScript, and draws the calendar’s button beside it, to start when reached', () => {
    const page = new DOMParser().parseFromString(
      renderToStaticMarkup(
        <TestIslands>
          <DateNav {...NAV} picker={{ hrefTemplate: TEMPLATE }} />
        </TestIslands>,
      ),
      'text/html',
    );
    const form = page.querySelector('form.date-nav-form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.hasAttribute('hidden')).toBe(false);
    expect(form.querySelector('input[type="date"]')?.getAttribute('value')).toBe('2026-03-02');
    const island = page.querySelector<HTMLElement>('[data-island="date-picker"]')!;
    expect(island.dataset.hydrate).toBe('interaction');
    expect(JSON.parse(island.dataset.props!)).toEqual({ date: '2026-03-02', min: '2025-12-02', max: '2026-03-04', label: 'Choose a day', id: 'date-nav-picker', hrefTemplate: TEMPLATE });
    // The page's styles show one of the two: the button where scripts run, the form elsewhere.
    expect(page.querySelector('.date-nav')!.classList.contains('date-nav-with-picker')).toBe(true);
    expect(island.querySelector('button.date-picker-button')!.textContent).toContain('March 2, 2026');
  });

  it('once hydrated, its button with the day opens the calendar on it', async () => {
    await servePicker();
    expect(trigger().textContent).toContain('March 2, 2026');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(dialog()).getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(focusedDate()).toBe('2026-03-02');
    expect(day('2026-03-02').closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day('2026-03-02').getAttribute('aria-label')).toBe('Monday, March 2, 2026');
    // Weeks start on Monday: 1 March 2026 is a Sunday, the last column of the first row.
    const firstRow = document.querySelector('.date-picker-grid tbody tr')!;
    expect(Array.from(firstRow.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
  });

  it('a press on the button before the island’s code has come opens the calendar once it has', async () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <DateNav {...NAV} picker={{ hrefTemplate: TEMPLATE }} />
      </TestIslands>,
    );
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const pending = bootIslands(document, async (island) => {
      await code;
      return loadIslandModule(island);
    });
    // A finger: the touch starts the island, the tap comes before its code.
    trigger().dispatchEvent(new Event('touchstart', { bubbles: true }));
    fireEvent.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      arrive();
      await Promise.all(pending);
      for (let turn = 0; turn < 100 && !hydrated(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(dialog().getAttribute('aria-modal')).toBe('true');
  });

  it('toggles date → month list → year list → date from the header; a year shows its months, a month its days', async () => {
    await servePicker({ min: '2024-06-15' });
    open();
    act(() => fireEvent.click(title()));
    const months = within(dialog()).getByRole('group', { name: '2026' });
    expect(within(months).getAllByRole('button').map((button) => button.textContent)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    act(() => fireEvent.click(title()));
    const years = within(dialog()).getByRole('group', { name: '2024–2026' });
    expect(within(years).getAllByRole('button').map((button) => button.textContent)).toEqual(['2024', '2025', '2026']);
    act(() => fireEvent.click(title()));
    expect(within(dialog()).getByRole('grid', { name: 'March 2026' })).toBeTruthy();

    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: '2025' })));
    expect(within(dialog()).getByRole('group', { name: '2025' })).toBeTruthy();
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'July 2025' })));
    expect(within(dialog()).getByRole('grid', { name: 'July 2025' })).toBeTruthy();
    expect(days()).toHaveLength(31);
    expect(focusedDate()).toBe('2025-07-02');
  });

  it('disables the days before min and after max, and the months wholly outside the range', async () => {
    await servePicker();
    open();
    const disabled = days().filter((button) => button.disabled).map((button) => button.dataset.date);
    expect(disabled).toEqual(days().map((button) => button.dataset.date).filter((iso) => iso! > '2026-03-04'));
    expect(day('2026-03-04').disabled).toBe(false);
    expect(day('2026-03-05').disabled).toBe(true);
    // December 2025 from 2 December on.
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous month' })));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous month' })));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous month' })));
    expect(within(dialog()).getByRole('grid', { name: 'December 2025' })).toBeTruthy();
    expect(day('2025-12-01').disabled).toBe(true);
    expect(day('2025-12-02').disabled).toBe(false);
    expect(within(dialog()).getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    act(() => fireEvent.click(title()));
    const months = within(dialog()).getAllByRole('button', { name: / 2025$/ });
    expect(months.filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.textContent)).toEqual(['December']);
  });

  it('with autosubmit goes to the chosen day at once, with no OK or CANCEL', async () => {
    await servePicker({}, true);
    open();
    expect(within(dialog()).queryByRole('button', { name: 'OK' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'CANCEL' })).toBeNull();
    act(() => fireEvent.click(day('2026-03-01')));
    expect(window.location.hash).toBe('#day=2026-03-01');
  });

  it('without autosubmit a day is only chosen: OK goes there, CANCEL closes and forgets it', async () => {
    await servePicker();
    open();
    act(() => fireEvent.click(day('2026-03-01')));
    expect(window.location.hash).toBe('');
    expect(day('2026-03-01').closest('td')?.getAttribute('aria-selected')).toBe('true');
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'CANCEL' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(window.location.hash).toBe('');
    open();
    expect(day('2026-03-02').closest('td')?.getAttribute('aria-selected')).toBe('true');
    act(() => fireEvent.click(day('2026-03-01')));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' })));
    expect(window.location.hash).toBe('#day=2026-03-01');
  });

  it('moves by keyboard: arrows by days and weeks, PageUp/PageDown by months, Home/End to the week ends, never past min or max; Escape closes', async () => {
    await servePicker({ date: '2026-02-11', min: '2025-11-01', max: '2026-03-04' });
    open();
    expect(focusedDate()).toBe('2026-02-11');
    press('ArrowRight');
    expect(focusedDate()).toBe('2026-02-12');
    press('ArrowDown');
    expect(focusedDate()).toBe('2026-02-19');
    press('ArrowLeft');
    press('ArrowUp');
    expect(focusedDate()).toBe('2026-02-11');
    press('Home');
    expect(focusedDate()).toBe('2026-02-09'); // a Monday
    press('End');
    expect(focusedDate()).toBe('2026-02-15'); // a Sunday
    press('PageUp');
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    expect(focusedDate()).toBe('2026-01-15');
    press('PageDown');
    press('PageDown');
    // 15 March is past max: the active day stops at the last day there is.
    expect(focusedDate()).toBe('2026-03-04');
    press('ArrowRight');
    expect(focusedDate()).toBe('2026-03-04');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(document.querySelectorAll('.date-picker-day[tabindex="0"]')).toHaveLength(1);
    press('PageUp', { shiftKey: true });
    expect(focusedDate()).toBe('2025-11-01');
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('moves through the month and year lists with the arrow keys', async () => {
    await servePicker({ date: '2026-02-11', min: '2020-01-01', max: '2026-12-31' });
    open();
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'February 2026' })));
    expect(focusedDate()).toBe('2026-02-11');
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: '2026' })));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('February 2026');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('May 2026');
    press('End');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('December 2026');
    press('PageUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('December 2025');
  });

  it('knows February in leap years: 29 days in 2024 and 2000, 28 in 2026 and 2100', async () => {
    await servePicker({ date: '2024-02-10', min: '1999-01-01', max: '2100-12-31' });
    open();
    expect(days()).toHaveLength(29);
    for (const [year, length] of [
      ['2000', 29],
      ['2026', 28],
      ['2100', 28],
    ] as const) {
      act(() => fireEvent.click(title()));
      act(() => fireEvent.click(title()));
      act(() => fireEvent.click(within(dialog()).getByRole('button', { name: year })));
      act(() => fireEvent.click(within(dialog()).getByRole('button', { name: `February ${year}` })));
      expect(days()).toHaveLength(length);
    }
    // 29 February and a year on: the last day of February 2025.
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(title()));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: '2024' })));
    act(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'February 2024' })));
    act(() => fireEvent.click(day('2024-02-29')));
    press('PageDown', { shiftKey: true });
    expect(focusedDate()).toBe('2025-02-28');
  });
});
