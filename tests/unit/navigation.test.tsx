import { renderToStaticMarkup } from 'react-dom/server';
import { TestIslands } from '../support/islands';
import {
  accountMenuLinks,
  buildNavigation,
  featuredFor,
  featuredRange,
  liveRoutesOf,
  NAV_SECTIONS,
  resolveLink,
  type LiveRoutes,
  type NavViewer,
} from '../../shared/site/navigation';
import { sitePages } from '../../server/http/page-registry';

const PAGE_ROUTES = sitePages();
import { NavMenu, SectionBar, TopNav } from '../../views/components/site-nav';

const visitor: NavViewer = { loggedIn: false, vip: false };
const member: NavViewer = { loggedIn: true, vip: false };
const vipMember: NavViewer = { loggedIn: true, vip: true };

/** The site as it is today: the real route table. */
const today = liveRoutesOf(PAGE_ROUTES);

/** The site before the horoscopes and tarot: only the account and help pages. */
const accountsOnly: LiveRoutes = new Map([...today].filter(([path]) => !/horoscope|astrology|articles|tarot|readings|store/.test(path)));

/** A later site where every intended page exists. */
function everything(): LiveRoutes {
  const paths = new Map(today);
  const add = (href: string) => {
    const path = href.split(/[?#]/)[0]!;
    if (!paths.has(path)) paths.set(path, 'public');
  };
  for (const group of NAV_SECTIONS) {
    for (const link of group.links) {
      add(link.href);
      if (link.loggedInHref) add(link.loggedInHref);
    }
    for (const page of group.featured) add(page.href);
  }
  for (const path of ['/daily-horoscope', '/readings-reports', '/readings-reports/tarot-readings/free', '/love-and-compatibility', '/tarot', '/daily-psychic-advisors', '/vip/daily-horoscope', '/readings-reports/subscription/vip-membership', '/readings-reports/astrology-reports/your-birth-chart', '/store/karma-coins']) add(path);
  return paths;
}

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe('the live routes', () => {
  it('are the route table paths without parameters, members pages marked', () => {
    expect(today.get('/')).toBe('public');
    expect(today.get('/service/frequently-asked-questions')).toBe('public');
    expect(today.get('/member/settings')).toBe('member');
    expect([...today.keys()].some((path) => path.includes(':'))).toBe(false);
  });
});

describe('filtering by the pages that exist', () => {
  it('with only the account pages, shows only My Account and Help, and no top nav or section bar', () => {
    const nav = buildNavigation(accountsOnly, visitor);
    expect(nav.menu.map((group) => group.id)).toEqual(['my-account', 'help']);
    expect(nav.top).toEqual([]);
    expect(nav.bar).toEqual([]);
    expect(nav.menu[0]!.links).toEqual([
      { label: 'Sign Up', href: '/signup', route: 'login-signup' },
      { label: 'Log In', href: '/login', route: 'login' },
    ]);
    expect(hrefs(nav.menu[1]!.links)).toEqual(['/service', '/service/frequently-asked-questions', '/privacy-policy', '/terms-of-use', '/cookie-policy']);
    expect(hrefs(nav.footer)).toEqual(['/privacy-policy', '/terms-of-use', '/cookie-policy', '/credits', '/service/frequently-asked-questions', '/service']);
  });

  it('today adds the horoscopes, tarot, readings and love groups with their live links, and the top nav', () => {
    const nav = buildNavigation(today, visitor);
    expect(nav.menu.map((group) => group.id)).toEqual(['my-account', 'horoscopes', 'tarot', 'readings', 'love', 'help']);
    expect(hrefs(nav.menu[1]!.links)).toEqual(['/daily-horoscope', '/daily-love-horoscope', '/astrology/weekly-love-horoscopes']);
    expect(hrefs(nav.menu[2]!.links)).toContain('/tarot');
    expect(nav.top).toEqual([
      { label: 'Today', href: '/daily-horoscope' },
      { label: 'Free Tarot Reading', href: '/readings-reports/tarot-readings/free' },
      { label: 'Tarot', href: '/tarot' },
    ]);
    expect(nav.bar.map((group) => group.id)).toEqual(['horoscopes', 'tarot', 'readings', 'love']);
  });

  it('the tarot readings add the tarot and readings groups', () => {
    const nav = buildNavigation(today, visitor);
    expect(nav.menu.map((group) => group.id)).toEqual(expect.arrayContaining(['tarot', 'readings']));
    const tarot = nav.menu.find((group) => group.id === 'tarot')!;
    expect(hrefs(tarot.links)).toContain('/readings-reports/tarot-readings/free');
  });

  it('every link it gives today is a page of the route table, for visitors and members', () => {
    for (const viewer of [visitor, member, vipMember]) {
      const nav = buildNavigation(today, viewer);
      const all = [...nav.top, ...nav.footer, ...nav.menu.flatMap((group) => [...group.links, ...group.featured]), ...accountMenuLinks(today, viewer)];
      for (const link of all) expect(today.has(link.href.split(/[?#]/)[0]!)).toBe(true);
    }
  });

  it('members pages are shown to members only, visitor links to visitors only', () => {
    expect(hrefs(buildNavigation(today, member).menu[0]!.links)).toEqual(['/member/journal', '/readings-reports/subscription/vip-membership', '/store/karma-coins', '/member/transactions', '/member/settings', '/member/settings/profiles-manager']);
    expect(resolveLink({ label: 'Settings', href: '/member/settings' }, today, visitor)).toBeUndefined();
  });

  it('a section appears when one of its pages exists, with only its live links', () => {
    const live = new Map(accountsOnly).set('/tarot', 'public');
    const nav = buildNavigation(live, visitor);
    expect(nav.menu.map((group) => group.id)).toEqual(['my-account', 'tarot', 'help']);
    expect(nav.bar.map((group) => group.id)).toEqual(['tarot']);
    expect(hrefs(nav.bar[0]!.links)).toEqual(['/tarot']);
    expect(nav.bar[0]!.anchor).toBe('nav-tarot');
    expect(hrefs(nav.top)).toEqual(['/tarot']);
  });

  it('with every page built, the menu has every group in order', () => {
    expect(buildNavigation(everything(), member).menu.map((group) => group.id)).toEqual(['my-account', 'horoscopes', 'astrology', 'tarot', 'readings', 'love', 'numerology', 'psychics', 'help']);
  });
});

describe('logged-in variants', () => {
  it('the top nav reads Free Tarot Reading for visitors and Readings for members (spec 1 §2)', () => {
    const live = everything();
    expect(buildNavigation(live, visitor).top.map((link) => [link.label, link.href])).toEqual([
      ['Today', '/daily-horoscope'],
      ['Free Tarot Reading', '/readings-reports/tarot-readings/free'],
      ['Love', '/love-and-compatibility'],
      ['Tarot', '/tarot'],
      ['Psychic Advice', '/daily-psychic-advisors'],
    ]);
    expect(buildNavigation(live, member).top[1]).toEqual({ label: 'Readings', href: '/readings-reports' });
  });

  it('a logged-in variant is shown only when its own page exists', () => {
    const live = new Map(accountsOnly).set('/readings-reports/tarot-readings/free', 'public');
    expect(buildNavigation(live, visitor).top.map((link) => link.label)).toEqual(['Free Tarot Reading']);
    expect(buildNavigation(live, member).top).toEqual([]);
  });
});

describe('the account menu', () => {
  it('today: Your Readings, Try Our VIP Membership (its page exists), Transactions and Account Settings', () => {
    expect(accountMenuLinks(today, member).map((link) => link.label)).toEqual(['Your Readings', 'Try Our VIP Membership', 'Transactions', 'Account Settings']);
  });

  it('VIP members see My VIP Membership to /vip/daily-horoscope, others Try Our VIP Membership; then the birth chart', () => {
    const live = everything();
    expect(accountMenuLinks(live, vipMember).map((link) => [link.label, link.href])).toEqual([
      ['Your Readings', '/member/journal'],
      ['My VIP Membership', '/vip/daily-horoscope'],
      ['Your Birth Chart', '/readings-reports/astrology-reports/your-birth-chart'],
      ['Transactions', '/member/transactions'],
      ['Account Settings', '/member/settings'],
    ]);
    expect(accountMenuLinks(live, member)[1]).toEqual({ label: 'Try Our VIP Membership', href: '/readings-reports/subscription/vip-membership' });
  });

  it('the VIP link is left out while its page does not exist', () => {
    const live = new Map(today).set('/vip/daily-horoscope', 'public');
    live.delete('/readings-reports/subscription/vip-membership');
    expect(accountMenuLinks(live, member).map((link) => link.label)).not.toContain('Try Our VIP Membership');
    expect(accountMenuLinks(live, vipMember).map((link) => link.label)).toContain('My VIP Membership');
  });
});

describe('featured pages (Latest), spec 1 §2', () => {
  it.each([
    ['tarot', [0, 2], [0, 4]],
    ['horoscopes', [2, 4], [0, 4]],
    ['readings', [0, 4], [0, 4]],
    ['love', [0, 0], [0, 4]],
    ['psychics', [0, 0], [0, 0]],
  ] as const)('%s: mobile %j, desktop %j', (id, mobile, desktop) => {
    expect(featuredRange(id, 'mobile')).toEqual(mobile);
    expect(featuredRange(id, 'desktop')).toEqual(desktop);
  });

  it('counts per section and breakpoint, from the pages that exist', () => {
    const live = everything();
    const group = (id: string) => NAV_SECTIONS.find((section) => section.id === id)!;
    expect(featuredFor(group('tarot'), 'mobile', live, visitor)).toHaveLength(2);
    expect(featuredFor(group('tarot'), 'desktop', live, visitor)).toHaveLength(4);
    const horoscopes = featuredFor(group('horoscopes'), 'mobile', live, visitor);
    expect(hrefs(horoscopes)).toEqual([group('horoscopes').featured[2]!.href, group('horoscopes').featured[3]!.href]);
    expect(featuredFor(group('readings'), 'mobile', live, visitor)).toHaveLength(4);
    expect(featuredFor(group('psychics'), 'desktop', live, visitor)).toHaveLength(0);
    // A featured page that does not exist yet is skipped, not linked.
    expect(featuredFor(group('tarot'), 'desktop', accountsOnly, visitor)).toEqual([]);
  });

  it('the menu marks each featured page with the breakpoints that show it', () => {
    const horoscopes = buildNavigation(everything(), visitor).menu.find((group) => group.id === 'horoscopes')!;
    expect(horoscopes.featured.map((item) => [item.mobile, item.desktop])).toEqual([
      [false, true],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });
});

describe('new-tab links', () => {
  it('get target=_blank and rel=noopener, in the data and in the markup', () => {
    const link = resolveLink({ label: 'Advisors', href: '/daily-psychic-advisors', newTab: true }, new Map([['/daily-psychic-advisors', 'public']]), visitor);
    expect(link).toEqual({ label: 'Advisors', href: '/daily-psychic-advisors', target: '_blank', rel: 'noopener' });
    const html = renderToStaticMarkup(<TopNav top={[link!]} path="/" />);
    expect(html).toContain('target="_blank" rel="noopener"');
  });
});

describe('the markup', () => {
  it('the menu is a <details> with a rail of #nav- anchors and a panel per group, all plain links', () => {
    const nav = buildNavigation(today, member);
    const html = renderToStaticMarkup(<NavMenu menu={nav.menu} karmaCoins="1,234" path="/" loggedIn />);
    expect(html).toMatch(/^<details class="nav-menu"/);
    expect(html).toContain('<summary class="nav-burger" aria-controls="nav-menu-panel">');
    expect(html).toContain('href="#nav-my-account"');
    expect(html).toContain('id="nav-my-account"');
    expect(html).toContain('id="nav-help"');
    expect(html).toContain('Karma Coin balance: </span>1,234<span aria-hidden="true"> coins</span>');
    expect(html).toContain('<form action="/logout" method="post">');
  });

  it('the desktop bar gives each section a disclosure button controlling its submenu, and psychics a promo slot', () => {
    const nav = buildNavigation(everything(), visitor);
    const html = renderToStaticMarkup(
      <TestIslands>
        <SectionBar bar={nav.bar} islands />
      </TestIslands>,
    );
    expect(html).toContain('<summary class="nav-drop-button" aria-controls="nav-tarot-drop">Tarot</summary>');
    expect(html).toContain('id="nav-tarot-drop"');
    // The promo island asks for its message once the open submenu shows it.
    expect(html).toContain('data-island="promo-message"');
    expect(html).toContain('data-hydrate="visible" data-props="{&quot;placement&quot;:&quot;psychic-nav-links&quot;}"');
    expect(html).toContain('data-promo-placement="psychic-nav-links"');
    // A page without islands shows no promo (and so ships no script for it).
    expect(renderToStaticMarkup(<SectionBar bar={nav.bar} />)).not.toContain('promo');
    expect(html).toContain('<a href="/daily-psychic-advisors" target="_blank" rel="noopener">Psychic Advisors<span class="visually-hidden"> (opens in a new tab)</span></a>');
    expect(renderToStaticMarkup(<SectionBar bar={[]} />)).toBe('');
  });
});
