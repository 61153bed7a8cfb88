/**
 * What JavaScript adds to the header's disclosures (the hamburger menu, the desktop section bar's
 * submenus and the account menu), all `<details>` that work without it (views/components/site-nav):
 * aria-expanded on each opener, focus moved into a panel when it opens and back to its opener on
 * Escape, one open at a time, a click outside closes, crossing 900 px closes them (spec 1 §4), the
 * menu's rail switches its right panel in place, and `#nav-my-account` / `#nav-{section}` open the
 * menu at that group. Plain DOM over the server's markup, run once by the account-menu island, so
 * the navigation costs no island of its own.
 */

export const NAV_MENU_EVENT = 'app:nav-menu';
const DESKTOP_QUERY = '(min-width: 900px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), [tabindex="0"]';

function summaryOf(details: HTMLDetailsElement): HTMLElement | null {
  return details.querySelector<HTMLElement>(':scope > summary');
}

function syncExpanded(details: HTMLDetailsElement): void {
  summaryOf(details)?.setAttribute('aria-expanded', String(details.open));
}

export function enhanceNavigation(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('.site-header');
  if (!header) return () => {};
  const win = doc.defaultView ?? window;
  const disclosures = () => Array.from(header.querySelectorAll<HTMLDetailsElement>('details[data-disclosure]'));
  const menu = header.querySelector<HTMLDetailsElement>('details.nav-menu');
  let pendingFocus: HTMLElement | null = null;

  const panels = () => Array.from(menu?.querySelectorAll<HTMLElement>('.nav-panel') ?? []);
  const select = (anchor: string): HTMLElement | undefined => {
    const target = panels().find((panel) => panel.id === anchor);
    if (!menu || !target) return undefined;
    for (const panel of panels()) panel.classList.toggle('is-active', panel === target);
    for (const link of Array.from(menu.querySelectorAll<HTMLElement>('[data-nav-panel]'))) {
      if (link.dataset.navPanel === anchor) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    return target;
  };

  if (menu) {
    const fromHash = win.location.hash.slice(1);
    select(panels().some((panel) => panel.id === fromHash) ? fromHash : (panels()[0]?.id ?? ''));
    menu.dataset.enhanced = 'true';
  }
  for (const details of disclosures()) syncExpanded(details);

  /** `#nav-my-account`, `#nav-{section}`: open the menu at that group and move focus to it. */
  const openAtHash = () => {
    const anchor = win.location.hash.slice(1);
    if (!menu || !anchor.startsWith('nav-')) return;
    const target = select(anchor);
    if (!target) return;
    if (menu.open) target.focus();
    else {
      pendingFocus = target;
      menu.open = true;
    }
  };

  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.matches('[data-disclosure]')) return;
    syncExpanded(details);
    if (details === menu) win.dispatchEvent(new CustomEvent(NAV_MENU_EVENT, { detail: { open: details.open } }));
    if (!details.open) return;
    for (const other of disclosures()) if (other !== details && other.open && !other.contains(details)) other.open = false;
    // Into the opened panel: the group asked for, the menu's current group, or the first link.
    const first =
      pendingFocus ??
      (details === menu ? menu.querySelector<HTMLElement>('[data-nav-panel][aria-current]') : null) ??
      Array.from(details.querySelectorAll<HTMLElement>(FOCUSABLE)).find((element) => !summaryOf(details)?.contains(element)) ??
      null;
    pendingFocus = null;
    first?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = disclosures().filter((details) => details.open);
    if (open.length === 0) return;
    const active = doc.activeElement;
    const closing = open.filter((details) => active && details.contains(active)).pop() ?? open[open.length - 1]!;
    closing.open = false;
    summaryOf(closing)?.focus();
  };

  const onPointerDown = (event: MouseEvent) => {
    for (const details of disclosures()) if (details.open && !details.contains(event.target as Node)) details.open = false;
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-nav-panel]');
    if (!link || !menu?.contains(link) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    select(link.dataset.navPanel ?? '')?.focus();
  };

  const onFocusIn = (event: FocusEvent) => {
    // A disclosure added after start (the account menu after an in-place login) gets its state too.
    const summary = event.target;
    if (summary instanceof HTMLElement && summary.tagName === 'SUMMARY' && summary.parentElement instanceof HTMLDetailsElement) syncExpanded(summary.parentElement);
  };

  const desktop = typeof win.matchMedia === 'function' ? win.matchMedia(DESKTOP_QUERY) : null;
  const onCross = () => {
    for (const details of disclosures()) details.open = false;
  };

  header.addEventListener('toggle', onToggle, true);
  header.addEventListener('click', onClick);
  header.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('mousedown', onPointerDown);
  win.addEventListener('hashchange', openAtHash);
  desktop?.addEventListener('change', onCross);
  openAtHash();
  return () => {
    header.removeEventListener('toggle', onToggle, true);
    header.removeEventListener('click', onClick);
    header.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('mousedown', onPointerDown);
    win.removeEventListener('hashchange', openAtHash);
    desktop?.removeEventListener('change', onCross);
  };
}
