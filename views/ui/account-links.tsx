import type { MouseEvent, ReactNode } from 'react';
import type { ResolvedLink } from '../../shared/site/navigation';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import type { RoutePattern } from '../../shared/routes';

/**
 * Header and login markup that the server views and the islands both render. Every link and form
 * here works without JavaScript; the account-menu island adds its handlers to the same markup.
 */

/** Sign Up and Log In: real pages without JavaScript; the island opens the dialogs in place instead. */
/**
 * Sign Up and Log In. With handlers (the account menu island) each link names the dialog route it
 * opens (`data-route`), so a click before the island has hydrated opens the dialog too
 * (views/layouts/document.tsx, `bootOnDemandScript`).
 */
export function VisitorLinks({ onSignUp, onLogIn }: { onSignUp?: (event: MouseEvent<HTMLAnchorElement>) => void; onLogIn?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <ul className="account-links" aria-label="Account">
      <li>
        <a href={'/signup' satisfies RoutePattern} onClick={onSignUp} data-route={onSignUp ? 'login-signup' : undefined}>
          Sign Up
        </a>
      </li>
      <li>
        <a className="button button-gold" href={'/login' satisfies RoutePattern} onClick={onLogIn} data-route={onLogIn ? 'login' : undefined}>
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
  /** Your Readings, the VIP link, birth chart, settings: those whose pages exist (shared/site/navigation). */
  links: ResolvedLink[];
  open: boolean;
  onToggle?: (open: boolean) => void;
  onLogOut?: (event: { preventDefault(): void }) => void;
  children?: ReactNode;
}

/**
 * The account menu (spec 1 §2): a disclosure that opens without JavaScript (`<details>`), with the
 * Karma Coin balance, Your Readings, the VIP link, birth chart and settings (each only once its page
 * exists) and Log Out as a plain POST form.
 */
export function MemberMenu({ username, karmaCoins, path, links, open, onToggle, onLogOut, children }: MemberMenuProps) {
  return (
    <details className="account-menu" data-disclosure="account" open={open} onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
      <summary className="account-button" aria-controls="account-menu-list">
        My Account<span className="visually-hidden">, logged in as {username}</span>
      </summary>
      <ul className="account-menu-list" id="account-menu-list">
        <li className="account-menu-name">Hello, {username}</li>
        {karmaCoins !== undefined && (
          <li className="account-menu-coins">
            <span>Karma Coins</span> <strong>{karmaCoins}</strong>
          </li>
        )}
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target={link.target} rel={link.rel}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <LogOutForm path={path} className="account-menu-logout" onSubmit={onLogOut} />
        </li>
      </ul>
      {children}
    </details>
  );
}

/** Spec 1 §2: the login forms' way to a forgotten password, in a new tab. */
export function ForgotPasswordLink() {
  return (
    <a className="forgot-password" href={'/password-reset' satisfies RoutePattern} target="_blank" rel="noopener">
      {LOGIN_MESSAGES.forgotPassword}
    </a>
  );
}

/** Log Out as a plain POST form (a link must never log anyone out); `next` brings the visitor back. */
export function LogOutForm({ path, className, onSubmit }: { path: string; className: string; onSubmit?: ((event: { preventDefault(): void }) => void) | undefined }) {
  return (
    <form method="post" action={'/logout' satisfies RoutePattern} onSubmit={onSubmit}>
      <input type="hidden" name="next" value={path} />
      <button type="submit" className={className}>
        Log Out
      </button>
    </form>
  );
}
