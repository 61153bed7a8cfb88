import { renderToString } from 'react-dom/server';
import { sitePages } from '../../server/http/page-registry';
import { readManifest } from '../../server/render/assets';
import { cachedHeader, type CachedHeaderInput } from '../../server/render/header-cache';
import { islandResolver } from '../../server/render/island-registry';
import { liveRoutesOf, siteNavigation } from '../../shared/site/navigation';
import { IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import { SiteHeader } from '../../views/layouts/site-header';

const manifest = readManifest();
const live = liveRoutesOf(sitePages());
const visitor = { logged_in: false } as const;

function input(path: string, overrides: Partial<CachedHeaderInput> = {}): CachedHeaderInput {
  return { manifest, siteName: 'Starlit', path, status: visitor, locale: 'en-US', interactive: true, theme: 'system', live, notificationDot: true, ...overrides };
}

/** The header as the page renders it without the cache, and the islands it holds. */
function renderedDirectly(props: CachedHeaderInput): { html: string; islands: Map<string, IslandLoad> } {
  const { manifest: built, latest, ...rest } = props;
  const islands = new Map<string, IslandLoad>();
  const nav = siteNavigation(rest.live, { loggedIn: rest.status.logged_in, vip: rest.status.user?.vip === true }, { bothAudiences: rest.interactive || rest.status.logged_in, latest });
  const html = renderToString(
    <IslandResolverContext.Provider value={islandResolver(built)}>
      <IslandCollectorContext.Provider value={islands}>
        <SiteHeader {...rest} nav={nav} />
      </IslandCollectorContext.Provider>
    </IslandResolverContext.Provider>,
  );
  return { html, islands };
}

/** The cached header as text (it is kept as bytes), or undefined when the page must render its own. */
function cachedHeaderHtml(props: CachedHeaderInput, islands: Map<string, IslandLoad>): string | undefined {
  const parts = cachedHeader(props, islands);
  return parts && Buffer.concat(parts).toString();
}

/** React's generated ids differ with where a tree is rendered; the markup around them must not. */
const withoutIds = (html: string) => html.replace(/«[^»]*»/g, '«id»');

describe("the visitor's header, rendered once per variant", () => {
  it.each([
    ['/', true, 'system'],
    ['/', false, 'dark'],
    ['/daily-horoscope', true, 'light'],
    ['/tarot/cards/the-fool', true, 'system'],
    ['/tarot/cards/the-fool', false, 'system'],
    ['/confirm', true, 'dark'],
  ] as const)('%s (islands: %s, theme %s) is the header the page would render, with the same islands', (path, interactive, theme) => {
    const props = input(path, { interactive, theme });
    const islands = new Map<string, IslandLoad>();
    // Twice: the second comes from the cache.
    cachedHeaderHtml(props, new Map());
    const html = cachedHeaderHtml(props, islands);
    const direct = renderedDirectly(props);
    expect(withoutIds(html!)).toBe(withoutIds(direct.html));
    expect(islands).toEqual(direct.islands);
  });

  it("fills in each page's own path where the header's forms and menus come back to it", () => {
    // The first page of a variant renders it; the next page of the same variant gets it with its own path.
    cachedHeaderHtml(input('/tarot/cards/the-fool'), new Map());
    const second = cachedHeaderHtml(input('/tarot/cards/the-star'), new Map())!;
    expect(withoutIds(second)).toBe(withoutIds(renderedDirectly(input('/tarot/cards/the-star')).html));
    expect(second).toContain('&quot;path&quot;:&quot;/tarot/cards/the-star&quot;');
    expect(second).not.toContain('&quot;path&quot;:&quot;/tarot/cards/the-fool&quot;');
    const plain = cachedHeaderHtml(input('/articles/some-article', { interactive: false }), new Map())!;
    expect(plain).toContain('<input type="hidden" name="back" value="/articles/some-article"/>');
    expect(plain).not.toContain('starlit-return-path');
  });

  it('marks the current top link, and shows submenu promos on pages with islands but never on /confirm', () => {
    const today = cachedHeaderHtml(input('/daily-horoscope'), new Map())!;
    expect(today).toContain('<a href="/daily-horoscope" aria-current="page">Today</a>');
    expect(cachedHeaderHtml(input('/tarot/cards/the-fool'), new Map())).not.toContain('aria-current');
    expect(cachedHeaderHtml(input('/'), new Map())).toContain('data-island="promo-message"');
    expect(cachedHeaderHtml(input('/confirm'), new Map())).not.toContain('data-island="promo-message"');
    expect(cachedHeaderHtml(input('/', { interactive: false }), new Map())).not.toContain('data-island="promo-message"');
  });

  it("gives a member the header drawn from their own name, balance and standing, never another member's", () => {
    const member = (username: string, coins: number, vip = false) => ({ logged_in: true, user: { username, karma_coins: coins, ...(vip ? { vip: true } : {}) } }) as const;
    for (const status of [member('Ana', 5), member('Ana', 1234), member('Bea', 5), member('Bea', 5, true), member('<b>"O\'Brien" & \\co</b>', 7)]) {
      // '/member/journal' is served the entry '/' made (the same variant), with its own path.
      for (const path of ['/', '/daily-horoscope', '/member/journal']) {
        const props = input(path, { status, interactive: false });
        const islands = new Map<string, IslandLoad>();
        const html = cachedHeaderHtml(props, islands)!;
        const direct = renderedDirectly(props);
        expect(withoutIds(html)).toBe(withoutIds(direct.html));
        expect(islands).toEqual(direct.islands);
      }
    }
    const ana = cachedHeaderHtml(input('/', { status: member('Ana', 5) }), new Map())!;
    expect(ana).toContain('Ana');
    expect(ana).not.toContain('Bea');
    expect(cachedHeaderHtml(input('/', { status: member('Ana', 6) }), new Map())).toContain('<span data-nav-coins="">6</span>');
  });

  it('is not used for a path that markup would write differently', () => {
    for (const path of ['/a"b', '/a&b', '/a<b', "/a'b", '/a b']) expect(cachedHeaderHtml(input(path), new Map())).toBeUndefined();
  });
});
