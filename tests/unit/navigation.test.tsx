import { renderToStaticMarkup } from 'react-dom/server';
import { TestIslands } from '../support/islands';
import {
  accountMenuLinks,
  buildNavigation,
  featuredFor,
  featuredRange,
  isLive,
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
const accountsOnly: LiveRoutes = new Map([...today].filter(([path]) => !/horoscope|astrology|articles|tarot|readings|store|i-ching|hexagram|compatib|numerolog|number|psychic/.test(path)));

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
  it('are the route table patterns, members pages marked', () => {
    expect(today.get('/')).toBe('public');
    expect(today.get('/service/frequently-asked-questions')).toBe('public');
    expect(today.get('/member/settings')).toBe('member');
    expect(today.get('/tarot/decks/:slug')).toBe('public');
  });

  it('a path of the shape of a pattern with parameters is live; other shapes are not', () => {
    expect(isLive('/tarot/decks/gilded-hour', today, visitor)).toBe(true);
    expect(isLive('/tarot/cards/the-lovers', today, visitor)).toBe(true);
    expect(isLive('/tarot/decks/gilded-hour/extra/segments', today, visitor)).toBe(false);
    expect(isLive('/daily-psychic-advisors', today, visitor)).toBe(true);
    expect(isLive('/member/settings', today, visitor)).toBe(false);
    expect(isLive('/member/settings', today, member)).toBe(true);
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

  it('today adds the horoscopes, astrology, tarot, readings, love, numerology and psychics groups with their live links, and the top nav', () => {
    const nav = buildNavigation(today, visitor);
    expect(nav.menu.map((group) => group.id)).toEqual(['my-account', 'horoscopes', 'astrology', 'tarot', 'readings', 'love', 'numerology', 'psychics', 'help']);
    expect(hrefs(nav.menu[1]!.links)).toEqual(['/daily-horoscope', '/daily-love-horoscope', '/weekly-horoscope', '/astrology/weekly-love-horoscopes', '/monthly-horoscope', '/birthday-horoscope']);
    expect(hrefs(nav.menu[2]!.links)).toEqual(['/astrology', '/astrology/glossary', '/readings-reports/astrology-reports/your-birth-chart', '/astrology/compatibility/love/', '/astrology/compatibility/chinese/', '/astrology/chinese-zodiac']);
    expect(hrefs(nav.menu[3]!.links)).toEqual(['/tarot', '/daily-tarot-card', '/tarot/weekly-tarot-card-reading', '/readings-reports/tarot-readings/free', '/readings-reports/tarot-readings/celtic-cross', '/tarot/decks']);
    // Spec 1 §2: Love leads to its landing, Psychic Advice to the advisors' page.
    expect(nav.top).toEqual([
      { label: 'Today', href: '/daily-horoscope' },
      { label: 'Free Tarot Reading', href: '/readings-reports/tarot-readings/free' },
      { label: 'Love', href: '/love-and-compatibility' },
      { label: 'Tarot', href: '/tarot' },
      { label: 'Psychic Advice', href: '/daily-psychic-advisors' },
    ]);
    expect(nav.bar.map((group) => group.id)).toEqual(['horoscopes', 'astrology', 'tarot', 'readings', 'love', 'numerology', 'psychics']);
  });

  it('today, Readings & Reports leads to the readings hub, for visitors and members', () => {
    for (const viewer of [visitor, member]) {
      const readings = buildNavigation(today, viewer).menu.find((group) => group.id === 'readings')!;
      expect(readings.links[0]).toEqual({ label: 'Readings & Reports', href: '/readings-reports' });
    }
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
      for (const link of all) expect([link.href, isLive(link.href, today, viewer)]).toEqual([link.href, true]);
    }
  });

  it('members pages are shown to members only, visitor links to visitors only', () => {
    expect(hrefs(buildNavigation(today, member).menu[0]!.links)).toEqual(['/member/journal', '/readings-reports/subscription/vip-membership', '/readings-reports/astrology-reports/your-birth-chart', '/store/karma-coins', '/member/transactions', '/member/settings', '/member/settings/profiles-manager']);
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
  it('today: Your Readings, Try Our VIP Membership (its page exists), Your Birth Chart, Transactions and Account Settings', () => {
    expect(accountMenuLinks(today, member).map((link) => link.label)).toEqual(['Your Readings', 'Try Our VIP Membership', 'Your Birth Chart', 'Transactions', 'Account Settings']);
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

describe('"Latest" never repeats its panel', () => {
  const listed = (group: (typeof NAV_SECTIONS)[number]) => new Set(group.links.flatMap((link) => [link.href, ...(link.loggedInHref ? [link.loggedInHref] : [])]));

  it('in the data: no featured page is a link of its own submenu, and none is featured twice', () => {
    for (const group of NAV_SECTIONS) {
      const featured = group.featured.map((page) => page.href);
      expect([group.id, featured.filter((path) => listed(group).has(path))]).toEqual([group.id, []]);
      expect([group.id, new Set(featured).size]).toEqual([group.id, featured.length]);
    }
  });

  it.each([
    ['today', today],
    ['every page built', everything()],
    ['only the account pages', accountsOnly],
  ] as const)('in what each viewer sees (%s), at both widths, with one or both audiences', (_name, live) => {
    for (const viewer of [visitor, member, vipMember]) {
      for (const bothAudiences of [false, true]) {
        for (const group of buildNavigation(live, viewer, { bothAudiences }).menu) {
          const links = new Set(group.links.map((link) => link.href));
          expect([group.id, group.featured.filter((item) => links.has(item.href)).map((item) => item.href)]).toEqual([group.id, []]);
        }
      }
    }
  });

  it('today, each section shows as many as spec 1 §2 gives, all distinct real pages', () => {
    const nav = buildNavigation(today, visitor);
    const counts = Object.fromEntries(nav.menu.map((group) => [group.id, [group.featured.filter((item) => item.mobile).length, group.featured.filter((item) => item.desktop).length]]));
    expect(counts).toEqual({ 'my-account': [0, 0], horoscopes: [2, 4], astrology: [0, 4], tarot: [2, 4], readings: [4, 4], love: [0, 4], numerology: [0, 4], psychics: [0, 0], help: [0, 0] });
    // The card of the day, the weekly tarot, a deck and the birth chart and its report are among them.
    const featured = nav.menu.flatMap((group) => hrefs(group.featured));
    expect(featured).toEqual(expect.arrayContaining(['/daily-tarot-card', '/tarot/weekly-tarot-card-reading', '/tarot/decks/gilded-hour', '/readings-reports/astrology-reports/your-birth-chart', '/readings-reports/astrology-reports/essential-birth-chart']));
  });
});

describe('both audiences on one page (switched in place on login and logout)', () => {
  it('the top nav holds Free Tarot Reading for visitors and Readings for members, each marked; the rest once', () => {
    const top = buildNavigation(today, visitor, { bothAudiences: true }).top;
    expect(top).toEqual([
      { label: 'Today', href: '/daily-horoscope' },
      { label: 'Free Tarot Reading', href: '/readings-reports/tarot-readings/free', audience: 'visitors' },
      { label: 'Readings', href: '/readings-reports', audience: 'members' },
      { label: 'Love', href: '/love-and-compatibility' },
      { label: 'Tarot', href: '/tarot' },
      { label: 'Psychic Advice', href: '/daily-psychic-advisors' },
    ]);
    // The markup hides the other audience's link.
    const html = renderToStaticMarkup(<TopNav top={top} path="/" loggedIn={false} />);
    expect(html).toContain('<li data-audience="visitors"><a href="/readings-reports/tarot-readings/free">Free Tarot Reading</a></li>');
    expect(html).toContain('<li data-audience="members" hidden=""><a href="/readings-reports">Readings</a></li>');
    const asMember = renderToStaticMarkup(<TopNav top={buildNavigation(today, member, { bothAudiences: true }).top} path="/" loggedIn />);
    expect(asMember).toContain('<li data-audience="visitors" hidden=""><a href="/readings-reports/tarot-readings/free">Free Tarot Reading</a></li>');
    expect(asMember).toContain('<li data-audience="members"><a href="/readings-reports">Readings</a></li>');
  });

  it('My Account holds both audiences\' links, its blurbs, the balance and Log Out, the other audience\'s hidden', () => {
    const nav = buildNavigation(today, visitor, { bothAudiences: true });
    const account = nav.menu[0]!;
    expect(account.links.map((link) => [link.label, link.audience])).toEqual([
      ['Sign Up', 'visitors'],
      ['Log In', 'visitors'],
      ['Your Readings', 'members'],
      ['Try Our VIP Membership', 'members'],
      ['Your Birth Chart', 'members'],
      ['Buy Karma Coins', 'members'],
      ['Transactions', 'members'],
      ['Account Settings', 'members'],
      ['Profiles Manager', 'members'],
    ]);
    // The Psychics submenu's promo slot is an island.
    const html = renderToStaticMarkup(
      <TestIslands>
        <NavMenu menu={nav.menu} path="/tarot" loggedIn={false} islands promos />
      </TestIslands>,
    );
    expect(html).toContain('<li data-audience="members" hidden=""><a href="/member/journal">Your Readings</a></li>');
    expect(html).toContain('<p class="nav-panel-blurb" data-audience="members" hidden="">Your readings, your balance and your settings.</p>');
    expect(html).toContain('<span class="nav-coins" data-audience="members" hidden="">');
    expect(html).toMatch(/<li data-audience="members" hidden=""><form action="\/logout" method="post">/);
    // A page that cannot switch (no islands) carries the viewer's links only.
    const plain = renderToStaticMarkup(<NavMenu menu={buildNavigation(today, visitor).menu} path="/" loggedIn={false} />);
    expect(plain).not.toContain('data-audience');
    expect(plain).not.toContain('/member/journal');
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
    expect(html).toContain('Karma Coin balance: </span><span data-nav-coins="">1,234</span><span aria-hidden="true"> coins</span>');
    expect(html).toContain('<form action="/logout" method="post">');
  });

  it('the desktop bar gives each section a disclosure button controlling its submenu, and psychics its two promo slots', () => {
    const nav = buildNavigation(everything(), visitor);
    const html = renderToStaticMarkup(
      <TestIslands>
        <SectionBar bar={nav.bar} promos />
      </TestIslands>,
    );
    expect(html).toContain('<summary class="nav-drop-button" aria-controls="nav-tarot-drop">Tarot</summary>');
    expect(html).toContain('id="nav-tarot-drop"');
    // The promo island asks for its message once the open submenu shows it.
    expect(html).toContain('data-island="promo-message"');
    expect(html).toContain('data-hydrate="visible" data-props="{&quot;placement&quot;:&quot;psychic-nav-links&quot;}"');
    expect(html).toContain('data-promo-placement="psychic-nav-links"');
    // Where the other submenus show their articles, the Psychics submenu shows its article promo.
    expect(html.indexOf('data-promo-placement="psychic-nav-article"')).toBeGreaterThan(html.indexOf('data-promo-placement="psychic-nav-links"'));
    // A page without islands shows no promo (and so ships no script for it).
    expect(renderToStaticMarkup(<SectionBar bar={nav.bar} />)).not.toContain('promo');
    expect(html).toContain('<a href="/daily-psychic-advisors">Psychic Advisors</a>');
    expect(renderToStaticMarkup(<SectionBar bar={[]} />)).toBe('');
  });
});
