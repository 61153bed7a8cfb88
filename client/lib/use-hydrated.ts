import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server's markup is being hydrated (and on the server), true once the component
 * runs in the browser. Lets a form keep its no-JavaScript fields until it can enhance them,
 * without a hydration mismatch; a component first mounted in the browser is enhanced at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
