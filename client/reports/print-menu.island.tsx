import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { IslandProps } from '../../shared/islands';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

/** On <html> while one section prints: the class, and the section's id (client/styles/print-menu.css). */
const PRINT_ONLY_CLASS = 'print-only';
/** On the section that prints alone. */
const CHOSEN = 'data-print-chosen';

/** Back to printing the whole page. */
function clearPrintOnly() {
  const root = document.documentElement;
  root.classList.remove(PRINT_ONLY_CLASS);
  delete root.dataset.printSection;
  for (const element of Array.from(document.querySelectorAll(`[${CHOSEN}]`))) element.removeAttribute(CHOSEN);
}

/**
 * Prints one section (the print stylesheet hides the others while <html> has `print-only`) or,
 * without an id, the whole report. The marks come off when the print dialog closes (`afterprint`)
 * and before any other print from the menu, so the browser's own Print prints everything again.
 */
function printPage(id: string | undefined, onAfterPrint: (listener: (() => void) | undefined) => void) {
  clearPrintOnly();
  const section = id ? document.getElementById(id) : null;
  if (section) {
    const root = document.documentElement;
    root.classList.add(PRINT_ONLY_CLASS);
    root.dataset.printSection = id;
    section.setAttribute(CHOSEN, '');
    const after = () => {
      clearPrintOnly();
      onAfterPrint(undefined);
    };
    window.addEventListener('afterprint', after, { once: true });
    onAfterPrint(after);
  }
  window.print();
}

function PrinterIcon() {
  return (
    <svg className="print-menu-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 3h10v5H7zM5 9h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 7v3h6v-3z" fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/**
 * The report's print menu (issue #25, spec 3 §4): a Print button that opens a small menu to print
 * one of the page's sections or the whole report, and to download the report as a PDF. Without
 * JavaScript (and until it hydrates) it is the plain Download PDF link, which works alone; the
 * print buttons come with the script that can print. Escape closes the menu and gives focus back
 * to the button; a press outside it, or focus leaving it, closes it.
 */
function PrintMenu({ sections, pdfHref }: IslandProps['print-menu']) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pendingAfterPrint = useRef<(() => void) | undefined>(undefined);

  // A press anywhere outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Opened, focus goes to its first item.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [open]);

  // Leaving the page mid-print leaves no marks on <html>.
  useEffect(
    () => () => {
      if (pendingAfterPrint.current) window.removeEventListener('afterprint', pendingAfterPrint.current);
      if (pendingAfterPrint.current) clearPrintOnly();
    },
    [],
  );

  if (!hydrated) {
    return (
      <div className="print-menu">
        <ul className="print-menu-links">
          <li>
            <a className="print-menu-pdf" href={pdfHref} type="application/pdf">
              Download PDF
            </a>
          </li>
        </ul>
      </div>
    );
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function print(id?: string) {
    close(true);
    if (pendingAfterPrint.current) window.removeEventListener('afterprint', pendingAfterPrint.current);
    printPage(id, (listener) => {
      pendingAfterPrint.current = listener;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  return (
    <div
      className="print-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button type="button" className="print-menu-button" ref={trigger} aria-expanded={open} aria-controls="print-menu-panel" onClick={() => setOpen(!open)}>
        <PrinterIcon />
        Print
      </button>
      <div className="print-menu-panel" id="print-menu-panel" ref={panel} hidden={!open}>
        <p className="print-menu-heading" id="print-menu-sections">
          Print this section
        </p>
        <ul aria-labelledby="print-menu-sections">
          {sections.map((section) => (
            <li key={section.id}>
              <button type="button" className="print-menu-item" onClick={() => print(section.id)}>
                <span className="visually-hidden">Print </span>
                {section.label}
              </button>
            </li>
          ))}
        </ul>
        <ul>
          <li>
            <button type="button" className="print-menu-item" onClick={() => print()}>
              Print the whole report
            </button>
          </li>
          <li>
            <a className="print-menu-item print-menu-pdf" href={pdfHref} type="application/pdf" onClick={() => setOpen(false)}>
              Download PDF
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

export default defineIsland('print-menu', PrintMenu);
