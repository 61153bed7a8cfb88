import { startTransition } from 'react';
import { jsx } from 'react/jsx-runtime';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateOn } from '../../shared/islands';
import type { IslandDefinition } from './define-island';
import { currentRoute, subscribeToRoute } from './hash-router';
import { restoreTyped } from './typed-before';

/**
 * Finds every server-rendered island, waits for its moment (load, idle, visible, interaction), then
 * hydrates it. An island that fails to load is reported and left as working server HTML.
 */
function whenReady(element: HTMLElement, on: HydrateOn, run: () => void): void {
  if (on === 'route') {
    const routes = (element.dataset.routes ?? '').split(' ');
    let unsubscribe = () => {};
    const check = () => {
      if (!routes.includes(currentRoute())) return;
      unsubscribe();
      run();
    };
    unsubscribe = subscribeToRoute(check);
    check();
  } else if (on === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    // The wrapper is `display: contents` and has no box of its own to intersect: watch what it holds.
    const targets = element.children.length > 0 ? Array.from(element.children) : [element];
    for (const target of targets) observer.observe(target);
  } else if (on === 'interaction') {
    // Events bubble through the `display: contents` wrapper like any element.
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    let unsubscribe = () => {};
    const start = () => {
      for (const event of events) element.removeEventListener(event, start);
      unsubscribe();
      run();
    };
    // The visitor got there (focus or pointer) before this module did, or the address leads to
    // it: its fragment names the island's section (`#tarot-reading/self`), now or later.
    const reached = () => element.contains(document.activeElement) || element.querySelector(':hover') !== null || isRouteTarget(element);
    if (reached()) {
      run();
    } else {
      for (const event of events) element.addEventListener(event, start, { passive: true });
      unsubscribe = subscribeToRoute(() => {
        if (isRouteTarget(element)) start();
      });
    }
  } else if (on === 'idle' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else if (on === 'idle') {
    setTimeout(run, 1);
  } else {
    // 'load', and 'boot' (the module runs: its moment has come).
    run();
  }
}

/** Whether the URL fragment is the id of the island's wrapper or of something around it. */
function isRouteTarget(element: HTMLElement): boolean {
  const route = currentRoute();
  if (route === '') return false;
  const target = document.getElementById(route);
  return target !== null && target.contains(element);
}

/** Fetches an island's code. The server wrote its URL from the build manifest, whose list of islands is the client/<feature>/*.island.tsx files. */
export type IslandLoader = (element: HTMLElement) => Promise<{ default: IslandDefinition }>;

const importByUrl: IslandLoader = (element) => {
  const src = element.dataset.src;
  if (!src) return Promise.reject(new Error(`Island "${element.dataset.island}" has no data-src`));
  return import(/* webpackIgnore: true */ src) as Promise<{ default: IslandDefinition }>;
};

/** How long a press made while its island's code loads waits for it before acting as plain HTML. */
const PRESS_WAIT_MS = 5000;

/** The button a click pressed, or the form a submit sent (one without a button, by script). */
function pressed(event: Event): HTMLElement | null {
  if (event.type === 'submit') return event.target instanceof HTMLFormElement ? event.target : null;
  return event.target instanceof Element ? event.target.closest('button') : null;
}

/** Presses it again: a button by a click (React finishes hydrating for a click, not for a bare submit), a form by a submission. */
function pressAgain(target: HTMLElement): void {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}

/**
 * Holds a button pressed, or a form sent, inside the island while its code is on its way (a
 * finger that started an `interaction` island taps at once), and presses it again once the island
 * has hydrated, so the island handles it; or, if the code fails or is late, as plain HTML (a
 * submit button posts its form). A press the page's loader held before this module ran
 * (`data-held-press`, views/layouts/document.tsx) is taken over.
 */
function holdPresses(element: HTMLElement): () => void {
  let held = element.querySelector<HTMLElement>('[data-held-press]');
  held?.removeAttribute('data-held-press');
  const hold = (event: Event) => {
    const target = pressed(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  element.addEventListener('click', hold, true);
  element.addEventListener('submit', hold, true);
  const release = () => {
    clearTimeout(timer);
    element.removeEventListener('click', hold, true);
    element.removeEventListener('submit', hold, true);
    const again = held;
    held = null;
    if (again?.isConnected) pressAgain(again);
  };
  const timer = setTimeout(release, PRESS_WAIT_MS);
  return release;
}

async function hydrate(element: HTMLElement, load: IslandLoader): Promise<void> {
  const release = holdPresses(element);
  try {
    await hydrateNow(element, load);
  } finally {
    release();
  }
}

async function hydrateNow(element: HTMLElement, load: IslandLoader): Promise<void> {
  const name = element.dataset.island ?? '';
  const { default: island } = await load(element);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // Anything typed or chosen before React has the fields is given back once it has them.
  const restored = restoreTyped(element);
  // As a transition, React hydrates in slices of about 5 ms and lets the browser in between (a
  // big form in one piece was a long task: Lighthouse's Total Blocking Time); a click or key
  // inside the island meanwhile has React finish hydrating it at once.
  startTransition(() => {
    hydrateRoot(element, jsx(island.Component as never, props), {
      // A mismatch means server and browser disagree; React recovers, but we want to hear of it.
      onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
    });
  });
  await restored;
  element.dataset.hydrated = 'true';
}

/**
 * Starts every island on the page. Resolves when the islands that start with the page have
 * hydrated; dialog islands (`route`) hydrate later, when their route opens, and `interaction` ones
 * when the visitor reaches them.
 */
export function bootIslands(root: ParentNode = document, load: IslandLoader = importByUrl): Promise<void>[] {
  const pending: Promise<void>[] = [];
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))) {
    const on = (element.dataset.hydrate as HydrateOn | undefined) ?? 'idle';
    const started = new Promise<void>((resolve) => {
      whenReady(element, on, () => {
        hydrate(element, load)
          .catch((error: unknown) => {
            // Its server HTML stays; the page's styles may show a plain stand-in (DateNav's form).
            element.dataset.hydrated = 'failed';
            console.warn(`Island "${element.dataset.island}" could not start:`, error);
          })
          .finally(resolve);
      });
    });
    if (on !== 'route' && on !== 'interaction' && on !== 'boot') pending.push(started);
  }
  return pending;
}

if (typeof document !== 'undefined' && !(globalThis as { __NO_AUTO_BOOT__?: boolean }).__NO_AUTO_BOOT__) {
  bootIslands();
}
