import type { KnownUser } from '../../shared/accounts/user.contract';
import { formatKarmaCoins } from '../../shared/accounts/account-links';
import { accountMenuLinks, type LiveRoutes, type SiteNavigation } from '../../shared/site/navigation';
import type { Theme } from '../../shared/site/theme';
import { href, ROUTES } from '../../shared/routes';
import { VisitorLinks } from '../ui/account-links';
import { ThemeToggle } from '../ui/theme-toggle';
import { BellLink } from '../ui/notification-feed';
import { BrandMark } from '../components/brand-mark';
import { Island } from '../components/island';
import { navPromos, NavMenu, SectionBar, TopNav } from '../components/site-nav';

export interface SiteHeaderProps {
  siteName: string;
  /**
   * The page's path, used only for which top link is the current page and whether submenus show
   * promos: the header cache keys on exactly these two. Anything else that needs the path takes
   * `returnPath`.
   */
  path: string;
  /**
   * The path written into what comes back to the page (the theme and log-out forms, the account
   * menu's props); the page's path unless the header cache renders with a placeholder for it.
   */
  returnPath?: string;
  status: KnownUser;
  locale: string;
  interactive: boolean;
  theme: Theme;
  live: LiveRoutes;
  nav: SiteNavigation;
  notificationDot: boolean;
}

/** What goes inside the site's `<header>`: the ad slot, the menus, the brand, search, the bell, the theme switch and the account links. */
export function SiteHeader({ siteName, path, returnPath = path, status, locale, interactive, theme, live, nav, notificationDot }: SiteHeaderProps) {
  const viewer = { loggedIn: status.logged_in, vip: status.user?.vip === true };
  // A page that runs the account-menu island switches its links in place on login and logout, so it carries both audiences'.
  const switches = interactive || status.logged_in;
  const promos = navPromos(switches, path);
  const coins = status.logged_in && status.user?.karma_coins !== undefined ? formatKarmaCoins(status.user.karma_coins, locale) : undefined;
  return (
    <>
      {/* The top leaderboard ad's place (none is sold yet); hidden while the menu is open (spec 1 §4); never there for VIP members (an ad-free site is a VIP perk). */}
      {!viewer.vip && <div className="ad-leaderboard" data-ad-slot="leaderboard" aria-hidden="true" />}
      <div className="container header-bar">
        {nav.menu.length > 0 && <NavMenu menu={nav.menu} karmaCoins={coins} path={returnPath} loggedIn={status.logged_in} islands={switches} promos={promos} />}
        <a className="brand" href={href(ROUTES.home)}>
          <BrandMark />
          <span>{siteName}</span>
        </a>
        <SectionBar bar={nav.bar} promos={promos} loggedIn={status.logged_in} />
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
          {switches ? (
            <Island name="notification-bell" props={{ loggedIn: status.logged_in, unread: notificationDot }} hydrate="interaction" />
          ) : (
            <div className="notification-bell">
              <BellLink unread={notificationDot} />
            </div>
          )}
          {switches ? <Island name="theme-toggle" props={{ theme, path: returnPath }} hydrate="interaction" /> : <ThemeToggle theme={theme} path={returnPath} />}
          {switches ? (
            // A visitor's links work as plain links: the menu starts with the boot module, which the
            // visitor's first touch of the header (or any island coming alive) fetches.
            <Island name="account-menu" props={{ status, locale, path: returnPath, links: accountMenuLinks(live, { ...viewer, loggedIn: true }) }} hydrate={status.logged_in ? 'load' : 'boot'} />
          ) : (
            <VisitorLinks />
          )}
        </div>
      </div>
      <TopNav top={nav.top} path={path} loggedIn={status.logged_in} />
    </>
  );
}
