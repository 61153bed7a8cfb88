import type { ReactNode } from 'react';
import type { LoginDialogProps } from '../../client/islands/login-dialog';
import loginDialog from '../../client/islands/login-dialog';
import { BrandMark } from '../components/brand-mark';
import { Island } from '../components/island';

export interface SiteLayoutProps {
  siteName: string;
  path: string;
  loggedIn: boolean;
  /**
   * Whether this page carries the account dialogs. A page without them ships no JavaScript at
   * all; its Sign Up and Log In links then open the dialogs on the home page.
   */
  interactive: boolean;
  children: ReactNode;
}

const NAV = [{ href: '/', label: 'Home' }] as const;

const FOOTER_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
  { href: '/credits', label: 'Credits' },
] as const;

export function SiteLayout({ siteName, path, loggedIn, interactive, children }: SiteLayoutProps) {
  const dialogBase = interactive ? '' : '/';
  const year = new Date().getUTCFullYear();
  const dialogProps: LoginDialogProps = { siteName };
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container">
          <a className="brand" href="/">
            <BrandMark />
            <span>{siteName}</span>
          </a>
          <nav className="main-nav" aria-label="Main">
            <ul>
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={path === item.href ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {!loggedIn && (
            <ul className="account-links" aria-label="Account">
              <li>
                <a href={`${dialogBase}#login-signup`}>Sign Up</a>
              </li>
              <li>
                <a className="button button-gold" href={`${dialogBase}#login`}>
                  Log In
                </a>
              </li>
            </ul>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Policies">
            <ul>
              {FOOTER_LINKS.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {year} {siteName}. Horoscopes, tarot and numerology for reflection and entertainment.
          </p>
        </div>
      </footer>
      {interactive && <Island island={loginDialog} props={dialogProps} hydrate="idle" />}
    </>
  );
}
