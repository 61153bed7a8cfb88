import type { ReactNode } from 'react';
import type { KnownUser } from '../../shared/accounts/user.contract';
import { subscribeBoxVisible, type ListStanding } from '../../shared/accounts/subscribe-box';
import { siteNavigation, type LiveRoutes, type NavLatest } from '../../shared/site/navigation';
import type { Theme } from '../../shared/site/theme';
import { ConsentBanner } from '../ui/consent-banner';
import { Cached, identityOf } from '../components/cached';
import { Island } from '../components/island';
import { SiteHeader } from './site-header';

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
  /** The header's inside already rendered (server/render/header-cache.tsx), in place of rendering SiteHeader. */
  headerHtml?: string | undefined;
  children: ReactNode;
}

const NO_ROUTES: LiveRoutes = new Map();
const NO_LATEST: NavLatest = {};

export function SiteLayout({ siteName, path, status, locale, interactive, consentBanner = false, theme = 'system', live = NO_ROUTES, latest, mailLists, notificationDot = true, autologin = false, headerHtml, children }: SiteLayoutProps) {
  const year = new Date().getUTCFullYear();
  const viewer = { loggedIn: status.logged_in, vip: status.user?.vip === true };
  const bothAudiences = interactive || status.logged_in;
  const navigation = () => siteNavigation(live, viewer, { bothAudiences, latest });
  // The footer's links depend on the routes, the articles and the viewer's standing; it is the same for most pages.
  const footerKey = ['footer', identityOf(live), identityOf(latest ?? NO_LATEST), viewer.loggedIn, viewer.vip, bothAudiences, year, siteName].join('\n');
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {headerHtml !== undefined ? (
        <header className="site-header" dangerouslySetInnerHTML={{ __html: headerHtml }} />
      ) : (
        <header className="site-header">
          <SiteHeader {...{ siteName, path, status, locale, interactive, theme, live, nav: navigation(), notificationDot }} />
        </header>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {interactive &&
        (status.logged_in ? (
          mailLists && subscribeBoxVisible(mailLists) && <Island name="subscribe-box" props={{ status, lists: mailLists }} hydrate="visible" />
        ) : (
          <Island name="newsletter-box" props={{ status }} hydrate="visible" />
        ))}
      <Cached as="footer" className="site-footer" cacheKey={footerKey}>
        {() => (
          <div className="container">
            <nav aria-label="Help and policies">
              <ul>
                {navigation().footer.map((item) => (
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
        )}
      </Cached>
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
