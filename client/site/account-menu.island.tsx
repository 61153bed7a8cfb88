import { useEffect, useRef, useState } from 'react';
import { afterLogoutPath, formatKarmaCoins } from '../../shared/accounts/account-links';
import type { IslandProps } from '../../shared/islands';
import { MemberMenu, VisitorLinks } from '../../views/ui/account-links';
import { callLazily } from '../lib/api-client';
import { followLoginChanges } from '../lib/daily-login-change';
import { enhanceNavigation } from '../lib/nav-enhance';
import type { UserStatus } from '../../shared/accounts/user.contract';
import { announceUser, USER_EVENT, useUserStatus } from '../lib/user-events';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from '../runtime/define-island';

/**
 * The header's account area: Sign Up and Log In for visitors, the account menu for members. The
 * markup is the server's (views/ui/account-links), which works without JavaScript; here the links open
 * the dialogs in place and Log Out happens without leaving the page. It also carries out the
 * `#logout` route on every page that has it, and starts the header's navigation enhancements
 * (client/lib/nav-enhance: Escape, focus, closing at 900 px), so the menu needs no island of its own.
 */
function AccountMenu({ status: initial, locale, path, links }: IslandProps['account-menu']) {
  const status = useUserStatus(initial);
  const route = useHashRoute();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [coins, setCoins] = useState(initial.user?.karma_coins);

  useEffect(() => {
    if (route !== 'logout') return;
    let cancelled = false;
    callLazily(() => import('../../shared/accounts/user.contract').then((api) => api.UserLogoutContract))
      .then((next) => {
        if (cancelled) return;
        announceUser(next);
        setRoute('');
        const target = afterLogoutPath(window.location.pathname);
        if (target !== window.location.pathname) window.location.assign(target);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      cancelled = true;
    };
  }, [route]);

  // The live balance (spec 1 §2, §9): the page shows the session's copy; the member service's own
  // figure is asked for once the menu is on the page and again each time it opens, so a purchase
  // (or coins spent in another tab) shows without a reload.
  const loggedIn = status.logged_in;
  const asked = useRef(false);
  useEffect(() => {
    if (!loggedIn || (!open && asked.current)) return;
    asked.current = true;
    let cancelled = false;
    callLazily(() => import('../../shared/accounts/user.contract').then((api) => api.UserStatusContract), { query: { refresh: '1' } })
      .then((next) => {
        if (!cancelled && next.user) setCoins(next.user.kcs.total);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [open, loggedIn]);

  // A page that knows the balance changed (the purchase confirmation) announces the member with `app:user`.
  useEffect(() => {
    const onUser = (event: Event) => {
      const total = (event as CustomEvent<UserStatus>).detail?.user?.kcs?.total;
      if (total !== undefined) setCoins(total);
    };
    window.addEventListener(USER_EVENT, onUser);
    return () => window.removeEventListener(USER_EVENT, onUser);
  }, []);

  // The header's disclosures (this menu, the site menu, the section bar): Escape, focus, 900 px, anchors.
  useEffect(() => enhanceNavigation(document), []);
  // Daily pages follow a login or logout to the version that fits (spec 2 §4).
  useEffect(() => followLoginChanges(), []);

  if (!status.logged_in) {
    return (
      <VisitorLinks
        onSignUp={(event) => {
          event.preventDefault();
          setRoute('login-signup');
        }}
        onLogIn={(event) => {
          event.preventDefault();
          setRoute('login');
        }}
      />
    );
  }
  return (
    <div className="account-area">
      <MemberMenu
        username={status.user?.username ?? ''}
        karmaCoins={coins === undefined ? undefined : formatKarmaCoins(coins, locale)}
        path={path}
        links={links}
        open={open}
        onToggle={setOpen}
        onLogOut={(event) => {
          event.preventDefault();
          setOpen(false);
          setRoute('logout');
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default defineIsland('account-menu', AccountMenu);
