import type { ReactNode } from 'react';
import { promoFlowRuns } from '../../shared/site/site-cookies';
import { hiddenFrom, type ResolvedFeatured, type ResolvedGroup, type ResolvedLink, type SiteNavigation } from '../../shared/site/navigation';
import { LogOutForm } from '../ui/account-links';
import { SectionIcon } from '../ui/art/section-art';
import { Island } from './island';

/**
 * The header's navigation (spec 1 §2), drawn from `buildNavigation`: the hamburger menu (a left
 * rail of groups and a right panel of their submenus), the desktop section bar and the phone's
 * top nav. Every opener is a `<details>` disclosure and every link a plain `<a href>`, so all of it
 * works without JavaScript; on pages with islands, the account-menu island adds Escape, focus
 * moves, aria-expanded, closing at 900 px and one panel at a time (client/lib/nav-enhance.ts).
 *
 * A link for one audience only (`link.audience`, on pages that carry both) is marked
 * `data-audience` and hidden from the other; nav-enhance switches them when someone logs in or out.
 */

/** The list item of a link: marked with its audience, hidden from the other one. */
function LinkItem({ link, loggedIn, children, ...rest }: { link: ResolvedLink; loggedIn: boolean; children: ReactNode } & Record<`data-${string}`, string | undefined>) {
  return (
    <li data-audience={link.audience} hidden={hiddenFrom(link, loggedIn) || undefined} {...rest}>
      {children}
    </li>
  );
}

const linkKey = (link: ResolvedLink) => `${link.audience ?? 'all'} ${link.href}`;

function NavAnchor({ link, className }: { link: ResolvedLink; className?: string }) {
  return (
    <a className={className} href={link.href} target={link.target} rel={link.rel} data-route={link.route}>
      {link.label}
      {link.target === '_blank' && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** "Latest": the section's newest articles with their drawings (or its featured pages), each marked for the breakpoints that show it. */
function Featured({ items, labelledBy, only }: { items: ResolvedFeatured[]; labelledBy: string; only?: 'desktop' }) {
  const shown = only ? items.filter((item) => item[only]) : items;
  if (shown.length === 0) return null;
  const onMobile = shown.some((item) => item.mobile) && only !== 'desktop';
  const onDesktop = shown.some((item) => item.desktop);
  const classes = ['nav-featured', onMobile ? 'nav-featured-mobile' : '', onDesktop ? 'nav-featured-desktop' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <h3 className="nav-featured-title" id={`${labelledBy}-latest`}>
        Latest
      </h3>
      <ul aria-labelledby={`${labelledBy}-latest`}>
        {shown.map((item) => (
          <li key={item.href} data-mobile={item.mobile && only !== 'desktop' ? '' : undefined} data-desktop={item.desktop ? '' : undefined}>
            {item.picture_frag ? (
              <a className="nav-featured-link nav-featured-article" href={item.href}>
                <span>{item.label}</span>
                <img src={item.picture_frag} alt={item.image_alt ?? ''} width={640} height={360} loading="lazy" decoding="async" />
              </a>
            ) : (
              <NavAnchor link={item} className="nav-featured-link" />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A submenu's promo messages (spec 1 §2, §9: the Psychics submenu's psychic-nav-links and
 * psychic-nav-article). Each island asks for its message once the open submenu shows it; pages
 * without islands show none.
 */
function PromoSlot({ group, promos }: { group: ResolvedGroup; promos: boolean }) {
  if (!group.promoPlacements || !promos) return null;
  return group.promoPlacements.map((placement) => (
    <div key={placement} className={`nav-promo nav-promo-${placement}`}>
      <Island name="promo-message" props={{ placement }} hydrate="visible" />
    </div>
  ));
}

export interface NavMenuProps {
  menu: ResolvedGroup[];
  /** The member's Karma Coin balance, already written their way; absent for visitors. */
  karmaCoins?: string | undefined;
  /** The page, to come back to after logging out from the menu. */
  path: string;
  loggedIn: boolean;
  /** Whether this page carries islands (then the Psychics submenu shows its promo message). */
  islands?: boolean;
  /** Whether the submenus show their promo messages (`navPromos`). */
  promos?: boolean;
}

/** Whether a page's submenus show promo messages: only pages with islands, and never /confirm (spec 1 §2). */
export const navPromos = (islands: boolean, path: string) => islands && promoFlowRuns(path);

/** The hamburger menu: the rail of groups on the left, their submenus on the right. */
export function NavMenu({ menu, karmaCoins, path, loggedIn, islands = false, promos = false }: NavMenuProps) {
  return (
    <details className="nav-menu" data-disclosure="menu">
      <summary className="nav-burger" aria-controls="nav-menu-panel">
        <svg className="nav-burger-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6.5h16M4 12h16M4 17.5h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="nav-burger-label">Menu</span>
      </summary>
      <div className="nav-menu-panel" id="nav-menu-panel">
        <nav className="nav-menu-inner" aria-label="Site menu">
          <ul className="nav-rail">
            {menu.map((group) => (
              <li key={group.id}>
                <a className="nav-rail-link" href={`#${group.anchor}`} data-nav-panel={group.anchor}>
                  <SectionIcon section={group.icon} className="nav-icon" />
                  <span className="nav-rail-text">
                    {group.label}
                    {group.id === 'my-account' && (karmaCoins !== undefined || (islands && !loggedIn)) && (
                      // A visitor's page keeps the place, hidden, for the balance of whoever logs in on it.
                      <span className="nav-coins" data-audience={islands ? 'members' : undefined} hidden={!loggedIn || undefined}>
                        <span className="visually-hidden">, Karma Coin balance: </span>
                        <span data-nav-coins="">{karmaCoins}</span>
                        <span aria-hidden="true"> coins</span>
                      </span>
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="nav-panels">
            {menu.map((group) => (
              <section key={group.id} className="nav-panel" id={group.anchor} aria-labelledby={`${group.anchor}-title`} tabIndex={-1}>
                <h2 className="nav-panel-title" id={`${group.anchor}-title`}>
                  {group.label}
                </h2>
                {group.blurbs ? (
                  (['visitors', 'members'] as const).map((audience) => (
                    <p key={audience} className="nav-panel-blurb" data-audience={audience} hidden={hiddenFrom({ audience }, loggedIn) || undefined}>
                      {group.blurbs![audience]}
                    </p>
                  ))
                ) : (
                  <p className="nav-panel-blurb">{group.blurb}</p>
                )}
                <ul className="nav-links">
                  {group.links.map((link) => (
                    <LinkItem key={linkKey(link)} link={link} loggedIn={loggedIn}>
                      <NavAnchor link={link} />
                    </LinkItem>
                  ))}
                  {group.id === 'my-account' && (loggedIn || islands) && (
                    <li data-audience={islands ? 'members' : undefined} hidden={!loggedIn || undefined}>
                      <LogOutForm path={path} className="nav-logout" />
                    </li>
                  )}
                </ul>
                <PromoSlot group={group} promos={promos} />
                <Featured items={group.featured} labelledBy={group.anchor} />
              </section>
            ))}
          </div>
        </nav>
      </div>
    </details>
  );
}

/** From 900 px: the content sections in a bar, each opening its submenu (the same data as the menu). */
export function SectionBar({ bar, promos = false, loggedIn = false }: { bar: ResolvedGroup[]; promos?: boolean; loggedIn?: boolean }) {
  if (bar.length === 0) return null;
  return (
    <nav className="nav-bar" aria-label="Sections">
      <ul className="nav-bar-list">
        {bar.map((group) => (
          <li key={group.id}>
            <details className="nav-drop" name="nav-drop" data-disclosure="drop">
              <summary className="nav-drop-button" aria-controls={`${group.anchor}-drop`}>
                {group.label}
              </summary>
              <div className="nav-drop-panel" id={`${group.anchor}-drop`}>
                <ul className="nav-links">
                  {group.links.map((link) => (
                    <LinkItem key={linkKey(link)} link={link} loggedIn={loggedIn}>
                      <NavAnchor link={link} />
                    </LinkItem>
                  ))}
                </ul>
                <PromoSlot group={group} promos={promos} />
                <Featured items={group.featured} labelledBy={`${group.anchor}-drop`} only="desktop" />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below 900 px: Today, Readings (Free Tarot Reading for visitors), Love, Tarot, Psychic Advice, as
 * their sections exist (spec 1 §2). Readings and Free Tarot Reading switch in place on login and logout.
 */
export function TopNav({ top, path, loggedIn = false }: { top: SiteNavigation['top']; path: string; loggedIn?: boolean }) {
  if (top.length === 0) return null;
  return (
    <nav className="nav-top" aria-label="Popular">
      <ul className="container nav-top-list">
        {top.map((link) => (
          <LinkItem key={linkKey(link)} link={link} loggedIn={loggedIn}>
            <a href={link.href} target={link.target} rel={link.rel} aria-current={path === link.href ? 'page' : undefined}>
              {link.label}
            </a>
          </LinkItem>
        ))}
      </ul>
    </nav>
  );
}
