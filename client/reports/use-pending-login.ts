import { useEffect, useRef } from 'react';
import type { UserStatus } from '../../shared/accounts/user.contract';
import { LOGIN_ROUTES } from '../../shared/compatibility/chooser';
import { USER_EVENT } from '../lib/user-events';
import { setRoute, useHashRoute } from '../runtime/hash-router';

/**
 * Spec 3 §4 "Pending product": a visitor's checked report form waits while they log in or sign
 * up (`#login-signup`), then goes on the logged-in event, as typed. Closing the dialog drops it.
 * `wait(go)` answers whether the form waits (a visitor) or may go now (a member).
 */
export function usePendingLogin(visitor: boolean): (go: () => void) => boolean {
  const route = useHashRoute();
  const pending = useRef<(() => void) | undefined>(undefined);
  const member = useRef(!visitor);

  useEffect(() => {
    const onUser = (event: Event) => {
      member.current = (event as CustomEvent<UserStatus>).detail.logged_in;
      const go = pending.current;
      if (!go || !member.current) return;
      pending.current = undefined;
      // Once the dialog has closed itself.
      window.setTimeout(go, 0);
    };
    window.addEventListener(USER_EVENT, onUser);
    return () => window.removeEventListener(USER_EVENT, onUser);
  }, []);

  useEffect(() => {
    if (pending.current && !LOGIN_ROUTES.includes(route)) pending.current = undefined;
  }, [route]);

  return (go) => {
    if (member.current) return false;
    pending.current = go;
    setRoute('login-signup');
    return true;
  };
}
