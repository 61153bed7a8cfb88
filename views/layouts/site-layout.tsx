import type { ReactNode } from 'react';
import type { KnownUser } from '../../shared/api/user.contract';
import type { Theme } from '../../shared/domain/theme';
import { VisitorLinks } from '../../ui/account-links';
import { ConsentBanner } from '../../ui/consent-banner';
import { ThemeToggle } from '../../ui/theme-toggle';
import { BrandMark } from '../components/brand-mark';
import { Island } from '../components/island';

export interface SiteLayoutProps {
  siteName: string;
  path: string;
  /** Who is logged in, as far as the page needs to know (name for the header). */
  status: KnownUser;
  /** The visitor's locale, for numbers. */
  locale: string;
  /**
   * Whether this page carries the account dialogs. A page without them ships no JavaScript to
   * visitors (Sign Up and Log In are the /signup and /login pages); a member still gets the
   * account menu's island, so `#logout` works on every page.
   */
  interactive: boolean;
  /** Whether the consent banner shows (spec 1 §4: neither consent cookie is set). */
  consentBanner?: boolean;
  /** The visitor's colour theme choice (the `theme` cookie), for the header's toggle. */
  theme?: Theme;
  children: ReactNode;
}

const NAV = [{ href: '/', label: 'Home' }] as const;

const FOOTER_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
  { href: '/credits', label: 'Credits' },
  { href: '/service/frequently-asked-questions', label: 'FAQ' },
  { href: '/service', label: 'Contact Us' },
] as const;

export function SiteLayout({ siteName, path, status, locale, interactive, consentBanner = false, theme = 'system', children }: SiteLayoutProps) {
  const year = new Date().getUTCFullYear();
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
          <div className="header-tools">
            {interactive || status.logged_in ? (
              <Island name="theme-toggle" props={{ theme, path }} hydrate="idle" />
            ) : (
              <ThemeToggle theme={theme} path={path} />
            )}
            {interactive || status.logged_in ? (
              <Island name="account-menu" props={{ status, locale, path }} hydrate="load" />
            ) : (
              <VisitorLinks />
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {interactive && <Island name="newsletter-box" props={{ status }} hydrate="visible" />}
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Help and policies">
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
      {consentBanner &&
        (interactive ? <Island name="consent-banner" props={{ status, next: path }} hydrate="idle" /> : <ConsentBanner next={path} />)}
      {interactive && (
        <>
          <Island name="login-dialog" props={{ siteName, status }} routes={['login']} />
          <Island name="signup-dialog" props={{ siteName, status }} routes={['signup', 'login-signup']} />
          <Island name="sms-dialog" props={{ siteName, status }} routes={['sms']} />
          <Island name="service-dialog" props={{ status }} routes={['service']} />
          <Island name="password-dialog" props={{ siteName }} hydrate="load" />
        </>
      )}
    </>
  );
}
