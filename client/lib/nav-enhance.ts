/**
 * What JavaScript adds to the header's disclosures (the hamburger menu, the desktop section bar's
 * submenus and the account menu), all `<details>` that work without it (views/components/site-nav):
 * aria-expanded on each opener, focus moved into a panel when it opens and back to its opener on
 * Escape, one open at a time, a click outside closes, crossing 900 px closes them (spec 1 §4), the
 * menu's rail switches its right panel in place, its Sign Up and Log In open their dialogs, and
 * `#nav-my-account` / `#nav-{section}` open the menu at that group, and a login or logout (the
 * `app:user` event) shows the links of the new audience at once: the top nav's Readings or Free
 * Tarot Reading, My Account's links and the balance (`data-audience`, shared/site/navigation).
 * Plain DOM over the server's markup, started by the account-menu island, so the navigation needs
 * no island of its own.
 */

import type { UserStatus } from '../../shared/accounts/user.contract';
import { formatKarmaCoins } from '../../shared/accounts/account-links';
import { setRoute } from '../runtime/hash-router';
import { USER_EVENT } from './user-events';

/** Fired on window when the site menu opens or closes ({ open }), for notifications to close (spec 1 §4). */
export const NAV_MENU_EVENT = 'app:nav-menu';

type Details = HTMLDetailsElement;

export function enhanceNavigation(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('.site-header');
  if (!header) return () => {};
  const win = doc.defaultView!;
  const all = () => Array.from(header.querySelectorAll<Details>('details[data-disclosure]'));
  const summary = (details: Details) => details.querySelector<HTMLElement>(':scope>summary');
  const sync = (details: Details) => summary(details)?.setAttribute('aria-expanded', String(details.open));
  // The toggle event comes a task later; the opener says "collapsed" at once.
  const close = (details: Details) => {
    details.open = false;
    sync(details);
  };
  const menu = header.querySelector<Details>('details.nav-menu');
  const panels = Array.from(menu?.querySelectorAll<HTMLElement>('.nav-panel') ?? []);
  let pending: HTMLElement | undefined;

  /** Shows one group's panel and marks its rail link. */
  const select = (id: string) => {
    const target = panels.find((panel) => panel.id === id);
    if (target) {
      for (const panel of panels) panel.classList.toggle('is-active', panel === target);
      for (const link of Array.from(menu!.querySelectorAll<HTMLElement>('[data-nav-panel]'))) {
        if (link.dataset.navPanel === id) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    }
    return target;
  };
  /** `#nav-my-account`, `#nav-{section}`: open the menu at that group, with focus on it. */
  const openAtHash = () => {
    const target = select(win.location.hash.slice(1));
    if (!target) return;
    // The browser scrolled to the fragment; the menu hangs from the header, so show that instead.
    header.scrollIntoView?.();
    if (menu!.open) target.focus({ preventScroll: true });
    else {
      pending = target;
      menu!.open = true;
    }
  };

  /** Shows the links of the audience the status belongs to, hides the other's. */
  const showAudience = (status: UserStatus | undefined) => {
    if (!status) return;
    const audience = status.logged_in ? 'members' : 'visitors';
    for (const element of Array.from(header.querySelectorAll<HTMLElement>('[data-audience]'))) element.hidden = element.dataset.audience !== audience;
    const total = status.user?.kcs?.total;
    if (total !== undefined) for (const coins of Array.from(header.querySelectorAll<HTMLElement>('[data-nav-coins]'))) coins.textContent = formatKarmaCoins(total, win.navigator.language || 'en-US');
  };

  if (menu) {
    select(panels[0]?.id ?? '');
    menu.dataset.enhanced = '';
  }
  all().forEach(sync);

  const listeners: [EventTarget, string, (event: never) => void, boolean?][] = [
    [
      header,
      'toggle',
      (event: Event) => {
        const details = event.target as Details;
        if (!details.matches('[data-disclosure]')) return;
        sync(details);
        if (details === menu) win.dispatchEvent(new CustomEvent(NAV_MENU_EVENT, { detail: { open: details.open } }));
        if (!details.open) return;
        for (const other of all()) if (other.open && other !== details && !other.contains(details)) close(other);
        // Into the opened panel (unless focus is there already): the group asked for, the menu's
        // current group, or the first link.
        const first = pending ?? details.querySelector<HTMLElement>('[aria-current]') ?? details.querySelector<HTMLElement>('summary~* :is(a[href], button)');
        pending = undefined;
        if (!details.contains(doc.activeElement) || doc.activeElement === summary(details)) first?.focus();
      },
      true,
    ],
    [
      header,
      'click',
      (event: MouseEvent) => {
        const link = (event.target as Element).closest<HTMLElement>('[data-nav-panel], [data-route]');
        if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (link.dataset.navPanel) select(link.dataset.navPanel)?.focus();
        else {
          // Sign Up and Log In open their dialogs in place, as the header's own links do.
          all().forEach(close);
          setRoute(link.dataset.route!);
        }
      },
    ],
    [
      doc,
      'keydown',
      (event: KeyboardEvent) => {
        const open = all().filter((details) => details.open);
        if (event.key !== 'Escape' || !open.length) return;
        const closing = open.filter((details) => details.contains(doc.activeElement)).pop() ?? open.pop()!;
        close(closing);
        summary(closing)?.focus();
      },
    ],
    [
      doc,
      'mousedown',
      (event: MouseEvent) => {
        for (const details of all()) if (details.open && !details.contains(event.target as Node)) close(details);
      },
    ],
    [win, 'hashchange', openAtHash],
    [win, USER_EVENT, (event: CustomEvent<UserStatus>) => showAudience(event.detail)],
    [
      win.matchMedia?.('(min-width: 900px)') ?? new EventTarget(),
      'change',
      () => all().forEach(close),
    ],
  ];
  for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener as EventListener, capture);
  openAtHash();
  return () => {
    for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener as EventListener, capture);
  };
}
