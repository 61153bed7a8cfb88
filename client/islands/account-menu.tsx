import { useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../shared/islands';
import { callLazily } from '../lib/api-client';
import { announceUser, useUserStatus } from '../lib/user-events';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from '../runtime/define-island';

/** Where a page that needs a member sends the visitor after logout (spec 1 §2). */
function afterLogoutPath(pathname: string): string | undefined {
  if (pathname === '/checkout') return '/readings-reports';
  if (pathname.startsWith('/member/')) return '/';
  return undefined;
}

/**
 * The header's account area: Sign Up and Log In for visitors, the account menu for members.
 * It also carries out the `#logout` route on every page that has it.
 */
function AccountMenu({ status: initial }: IslandProps['account-menu']) {
  const status = useUserStatus(initial);
  const route = useHashRoute();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (route !== 'logout') return;
    let cancelled = false;
    callLazily(() => import('../../shared/api/user.contract').then((api) => api.UserLogoutContract))
      .then((next) => {
        if (cancelled) return;
        announceUser(next);
        setRoute('');
        const target = afterLogoutPath(window.location.pathname);
        if (target) window.location.assign(target);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      cancelled = true;
    };
  }, [route]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!status.logged_in) {
    return (
      <ul className="account-links" aria-label="Account">
        <li>
          {/* A real page without JavaScript; with it, the signup dialog opens in place. */}
          <a
            href="/signup"
            onClick={(event) => {
              event.preventDefault();
              setRoute('login-signup');
            }}
          >
            Sign Up
          </a>
        </li>
        <li>
          <a className="button button-gold" href="#login">
            Log In
          </a>
        </li>
      </ul>
    );
  }
  return (
    <div className="account-menu" ref={menu}>
      <button type="button" className="account-button" aria-expanded={open} aria-controls="account-menu-list" onClick={() => setOpen(!open)}>
        My Account<span className="visually-hidden">, logged in as {status.user?.username}</span>
      </button>
      {open && (
        <ul id="account-menu-list" className="account-menu-list">
          <li className="account-menu-name">Hello, {status.user?.username}</li>
          <li>
            <a href="/member/journal">Your Readings</a>
          </li>
          <li>
            <a href="/member/settings">Settings</a>
          </li>
          <li>
            <a href="#logout" onClick={() => setOpen(false)}>
              Log Out
            </a>
          </li>
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default defineIsland('account-menu', AccountMenu);
