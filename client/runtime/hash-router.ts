import { useSyncExternalStore } from 'react';

/**
 * The in-page routes of the spec (`#login`, `#signup`, `#sms`, ...). The fragment is the route;
 * every change is a history entry, so Back undoes it. Setting the empty route removes the `#`.
 */
export const ROUTE_EVENT = 'app:route';

export function currentRoute(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

export function setRoute(route: string): void {
  const target = route.replace(/^#/, '');
  if (target === currentRoute()) return;
  if (target === '') {
    window.history.pushState(window.history.state, '', window.location.pathname + window.location.search);
  } else {
    window.history.pushState(window.history.state, '', `#${encodeURIComponent(target).replace(/%2F/g, '/')}`);
  }
  // pushState fires neither hashchange nor popstate; tell every island ourselves.
  window.dispatchEvent(new CustomEvent(ROUTE_EVENT, { detail: { route: target } }));
}

export function subscribeToRoute(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  window.addEventListener(ROUTE_EVENT, listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener(ROUTE_EVENT, listener);
  };
}

/** The current route; '' on the server and during hydration, so server and client markup agree. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribeToRoute, currentRoute, () => '');
}
