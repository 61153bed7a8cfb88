import type { MouseEvent, ReactNode } from 'react';
import { LOGIN_MESSAGES } from '../shared/forms/messages';

/**
 * Header and login markup that the server views and the islands both render. Every link and form
 * here works without JavaScript; the account-menu island adds its handlers to the same markup.
 */

/** Sign Up and Log In: real pages without JavaScript; the island opens the dialogs in place instead. */
export function VisitorLinks({ onSignUp, onLogIn }: { onSignUp?: (event: MouseEvent<HTMLAnchorElement>) => void; onLogIn?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <ul className="account-links" aria-label="Account">
      <li>
        <a href="/signup" onClick={onSignUp}>
          Sign Up
        </a>
      </li>
      <li>
        <a className="button button-gold" href="/login" onClick={onLogIn}>
          Log In
        </a>
      </li>
    </ul>
  );
}

export interface MemberMenuProps {
  username: string;
  /** The Karma Coin balance, already written the member's way ("1,234"); absent when unknown. */
  karmaCoins?: string | undefined;
  /** The path of the page, to come back to after logging out. */
  path: string;
  open: boolean;
  onToggle?: (open: boolean) => void;
  onLogOut?: (event: { preventDefault(): void }) => void;
  children?: ReactNode;
}

/**
 * The account menu (spec 1 §2): a disclosure that opens without JavaScript (`<details>`), with the
 * Karma Coin balance, Your Readings, Settings and Log Out as a plain POST form. The VIP and birth
 * chart pages do not exist yet, so their links are left out until they do.
 */
export function MemberMenu({ username, karmaCoins, path, open, onToggle, onLogOut, children }: MemberMenuProps) {
  return (
    <details className="account-menu" open={open} onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
      <summary className="account-button">
        My Account<span className="visually-hidden">, logged in as {username}</span>
      </summary>
      <ul className="account-menu-list">
        <li className="account-menu-name">Hello, {username}</li>
        {karmaCoins !== undefined && (
          <li className="account-menu-coins">
            <span>Karma Coins</span> <strong>{karmaCoins}</strong>
          </li>
        )}
        <li>
          <a href="/member/journal">Your Readings</a>
        </li>
        <li>
          <a href="/member/settings">Settings</a>
        </li>
        <li>
          <form method="post" action="/logout" onSubmit={onLogOut}>
            <input type="hidden" name="next" value={path} />
            <button type="submit" className="account-menu-logout">
              Log Out
            </button>
          </form>
        </li>
      </ul>
      {children}
    </details>
  );
}

/** Spec 1 §2: the login forms' way to a forgotten password, in a new tab. */
export function ForgotPasswordLink() {
  return (
    <a className="forgot-password" href="/password-reset" target="_blank" rel="noopener">
      {LOGIN_MESSAGES.forgotPassword}
    </a>
  );
}
