/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate, TestIslands } from '../support/islands';
import { Island } from '../../views/components/island';
import type { IslandProps } from '../../shared/islands';

const PROPS: IslandProps['print-menu'] = {
  sections: [
    { id: 'your-birth-chart', label: 'Your Birth Chart' },
    { id: 'your-report', label: 'Your Report' },
    { id: 'glossary', label: 'Glossary' },
  ],
  pdfHref: '/report/abc123/pdf',
};

/** The report page's shape: the menu, the three top sections, and something else to click. */
function Page() {
  return (
    <main>
      <Island name="print-menu" props={PROPS} hydrate="load" />
      {PROPS.sections.map((section) => (
        <section key={section.id} id={section.id} className="report-section">
          <h2>{section.label}</h2>
        </section>
      ))}
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
    </main>
  );
}

const html = () => document.documentElement;
const trigger = () => screen.getByRole('button', { name: 'Print' });
const panel = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;
const isOpen = () => trigger().getAttribute('aria-expanded') === 'true' && !panel().hidden;
const click = (element: Element) => act(() => void fireEvent.click(element));

let print: jest.SpyInstance;
/** What <html> and the sections said while the print dialog was open. */
let atPrint: { className: string; section: string | undefined; chosen: string[] }[];

beforeEach(() => {
  atPrint = [];
  print = jest.spyOn(window, 'print').mockImplementation(() => {
    atPrint.push({
      className: html().className,
      section: html().dataset.printSection,
      chosen: Array.from(document.querySelectorAll('[data-print-chosen]'), (element) => element.id),
    });
  });
});
afterEach(() => {
  print.mockRestore();
  html().className = '';
  delete html().dataset.printSection;
});

describe('the report’s print menu', () => {
  it('is a plain Download PDF link without JavaScript: no print buttons that could not print', () => {
    const page = new DOMParser().parseFromString(
      renderToStaticMarkup(
        <TestIslands>
          <Island name="print-menu" props={PROPS} hydrate="load" />
        </TestIslands>,
      ),
      'text/html',
    );
    const island = page.querySelector<HTMLElement>('[data-island="print-menu"]')!;
    expect(JSON.parse(island.dataset.props!)).toEqual(PROPS);
    expect(Array.from(island.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')])).toEqual([['Download PDF', '/report/abc123/pdf']]);
    expect(island.querySelector('button')).toBeNull();
  });

  it('hydrates into a closed Print button that controls its menu', async () => {
    await serveAndHydrate(<Page />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(panel().classList.contains('print-menu-panel')).toBe(true);
    // The menu's items, each section by name, the whole report and the PDF.
    expect(Array.from(panel().querySelectorAll('button, a'), (item) => item.textContent)).toEqual(['Print Your Birth Chart', 'Print Your Report', 'Print Glossary', 'Print the whole report', 'Download PDF']);
    expect(screen.getByRole('list', { name: 'Print this section', hidden: true })).toBeTruthy();
    expect(panel().querySelector('a')!.getAttribute('href')).toBe('/report/abc123/pdf');
  });

  it('opens and closes with its button; opened, focus goes to the first item', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    expect(isOpen()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Print Your Birth Chart');
    click(trigger());
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside it, not on one inside it, and when focus leaves it', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    act(() => void fireEvent.pointerDown(panel().querySelector('button')!));
    expect(isOpen()).toBe(true);
    act(() => void fireEvent.pointerDown(document.querySelector('#glossary h2')!));
    expect(isOpen()).toBe(false);

    click(trigger());
    expect(isOpen()).toBe(true);
    act(() => document.getElementById('elsewhere')!.focus());
    expect(isOpen()).toBe(false);
  });

  it('prints one section: <html> is marked while the dialog is open, and unmarked after', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    click(screen.getByRole('button', { name: 'Print Glossary' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(atPrint).toEqual([{ className: 'print-only', section: 'glossary', chosen: ['glossary'] }]);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger());
    // Still marked until the print dialog closes.
    expect(html().classList.contains('print-only')).toBe(true);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(html().classList.contains('print-only')).toBe(false);
    expect(html().dataset.printSection).toBeUndefined();
    expect(document.querySelector('[data-print-chosen]')).toBeNull();
  });

  it('prints the whole report unmarked, even right after a section whose dialog never said it closed', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    click(screen.getByRole('button', { name: 'Print the whole report' }));
    click(trigger());
    click(screen.getByRole('button', { name: 'Print Your Birth Chart' }));
    click(trigger());
    click(screen.getByRole('button', { name: 'Print the whole report' }));
    expect(atPrint).toEqual([
      { className: '', section: undefined, chosen: [] },
      { className: 'print-only', section: 'your-birth-chart', chosen: ['your-birth-chart'] },
      { className: '', section: undefined, chosen: [] },
    ]);
    // The first section's afterprint listener went with it: a late event changes nothing.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(html().className).toBe('');
  });

  it('closes when its Download PDF link is followed', async () => {
    await serveAndHydrate(<Page />);
    click(trigger());
    const link = screen.getByRole('link', { name: 'Download PDF' });
    // jsdom does not navigate; the click is what matters here.
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(isOpen()).toBe(false);
  });
});
