import type { ReactNode } from 'react';
import type { KnownUser } from '../../shared/accounts/user.contract';
import { subscribeBoxVisible, type ListStanding } from '../../shared/accounts/subscribe-box';
import { formatKarmaCoins } from '../../shared/accounts/account-links';
import { accountMenuLinks, buildNavigation, type LiveRoutes, type NavLatest } from '../../shared/site/navigation';
import type { Theme } from '../../shared/site/theme';
import { VisitorLinks } from '../ui/account-links';
import { ConsentBanner } from '../ui/consent-banner';
import { ThemeToggle } from '../ui/theme-toggle';
import { BellLink } from '../ui/notification-feed';
import { BrandMark } from '../components/brand-mark';
import { Island } from '../components/island';
import { NavMenu, SectionBar, TopNav } from '../components/site-nav';
import { href, ROUTES } from '../../shared/routes';

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
  /**
   * The pages that exist (the route table's paths; members' pages marked): the header and footer
   * link only to these, so no link leads to a 404 and new sections appear when their pages land.
   */
  live?: LiveRoutes;
  /** Each menu section's newest articles ("Latest"). */
  latest?: NavLatest;
  /** Whether the header's bell shows its unread dot (shared/notifications/notification-state). */
  notificationDot?: boolean;
  /** The address carries a login link's `m` and `mauto` (an email's autologin): the password dialog comes with the page. */
  autologin?: boolean;
  /** A member's standing on each email list, for the subscribe box above the footer (spec 1 §4); the box is left out when unknown or when the rules hide it. */
  mailLists?: ListStanding[];
  children: ReactNode;
}

const NO_ROUTES: LiveRoutes = new Map();

export function SiteLayout({ siteName, path, status, locale, interactive, consentBanner = false, theme = 'system', live = NO_ROUTES, latest, mailLists, notificationDot = true, autologin = false, children }: SiteLayoutProps) {
  const year = new Date().getUTCFullYear();
  const viewer = { loggedIn: status.logged_in, vip: status.user?.vip === true };
  // A page that runs the account-menu island switches its links in place on login and logout, so it carries both audiences'.
  const switches = interactive || status.logged_in;
  const nav = buildNavigation(live, viewer, { bothAudiences: switches, latest });
  const coins = status.logged_in && status.user?.karma_coins !== undefined ? formatKarmaCoins(status.user.karma_coins, locale) : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        {/* The top leaderboard ad's place (none is sold yet); hidden while the menu is open (spec 1 §4); never there for VIP members (an ad-free site is a VIP perk). */}
        {!viewer.vip && <div className="ad-leaderboard" data-ad-slot="leaderboard" aria-hidden="true" />}
        <div className="container header-bar">
          {nav.menu.length > 0 && <NavMenu menu={nav.menu} karmaCoins={coins} path={path} loggedIn={status.logged_in} islands={switches} />}
          <a className="brand" href={href(ROUTES.home)}>
            <BrandMark />
            <span>{siteName}</span>
          </a>
          <SectionBar bar={nav.bar} islands={switches} path={path} loggedIn={status.logged_in} />
          {/* Phones: a link to the results page's box, so the header keeps to two rows. */}
          <a className="header-search-link" href={href(ROUTES.search)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.2 15.2L20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="header-search-label">Search</span>
          </a>
          <div className="header-search">
            {/* On a page without other islands, the boot module itself comes only when the visitor reaches the box. */}
            <Island name="search-box" props={{ id: 'header-search' }} hydrate="interaction" />
          </div>
          <div className="header-tools">
            {/* The Daily Insight Feed: a link to /notifications, a panel once reached on pages with islands. */}
            {interactive || status.logged_in ? (
              <Island name="notification-bell" props={{ loggedIn: status.logged_in, unread: notificationDot }} hydrate="interaction" />
            ) : (
              <div className="notification-bell">
                <BellLink unread={notificationDot} />
              </div>
            )}
            {interactive || status.logged_in ? (
              <Island name="theme-toggle" props={{ theme, path }} hydrate="interaction" />
            ) : (
              <ThemeToggle theme={theme} path={path} />
            )}
            {interactive || status.logged_in ? (
              // A visitor's links work as plain links: the menu starts with the boot module, which the
              // visitor's first touch of the header (or any island coming alive) fetches.
              <Island name="account-menu" props={{ status, locale, path, links: accountMenuLinks(live, { ...viewer, loggedIn: true }) }} hydrate={status.logged_in ? 'load' : 'boot'} />
            ) : (
              <VisitorLinks />
            )}
          </div>
        </div>
        <TopNav top={nav.top} path={path} loggedIn={status.logged_in} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {interactive &&
        (status.logged_in ? (
          mailLists && subscribeBoxVisible(mailLists) && <Island name="subscribe-box" props={{ status, lists: mailLists }} hydrate="visible" />
        ) : (
          <Island name="newsletter-box" props={{ status }} hydrate="visible" />
        ))}
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Help and policies">
            <ul>
              {nav.footer.map((item) => (
                <li key={item.href}>
                  <a href={item.href} target={item.target} rel={item.rel}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {year} {siteName}. Horoscopes and tarot for reflection and entertainment.
          </p>
        </div>
      </footer>
      {consentBanner &&
        (interactive ? <Island name="consent-banner" props={{ status, next: path }} hydrate="interaction" /> : <ConsentBanner next={path} />)}
      {interactive && (
        <>
          <Island name="login-dialog" props={{ siteName, status }} routes={['login']} />
          <Island name="signup-dialog" props={{ siteName, status }} routes={['signup', 'login-signup']} />
          <Island name="sms-dialog" props={{ siteName, status }} routes={['sms']} />
          <Island name="service-dialog" props={{ status }} routes={['service']} />
          {autologin && <Island name="password-dialog" props={{ siteName }} hydrate="load" />}
        </>
      )}
    </>
  );
}
