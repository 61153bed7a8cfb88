import { renderToString } from 'react-dom/server';
import type { BuildManifest } from '../build/build-client';
import { LruCache } from '../cache/lru-cache';
import { compressAhead } from './gzip-pieces';
import { siteNavigation, type NavLatest } from '../../shared/site/navigation';
import { identityOf } from '../../views/components/cached';
import { collectIsland, IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import { navPromos } from '../../views/components/site-nav';
import { SiteHeader, type SiteHeaderProps } from '../../views/layouts/site-header';
import { islandResolver } from './island-registry';

/**
 * The site's header, rendered once per variant and reused: it is more than half of a page's
 * HTML (the menus with every section's links and drawings), and the same on every page but for
 * the current top link, whether submenus show promos, and the page's path in its forms. So it is
 * keyed by what it depends on (the deploy's routes, articles and client build; the theme, the
 * bell's dot, the locale, whether the page has islands; the current top link and promos) and
 * rendered with a placeholder where the path goes, which each page fills in.
 *
 * A member's header carries their name, balance and VIP standing, so those are part of its key:
 * a member's next pages reuse it until their balance changes, and two headers share an entry only
 * when everything they are drawn from is the same, so no one is ever shown another's. A path with
 * characters that HTML or JSON would write differently (`"`, `&`, `<` …) is rendered with its page.
 *
 * It is kept as bytes, deflated ahead (./gzip-pieces.ts): a page copies it into its response and
 * compresses only the rest.
 */

const RETURN_PATH = '/~starlit-return-path~';
const PLAIN_PATH = /^\/[A-Za-z0-9/_.~%-]*$/;
/** A visitor's variants are few (three themes, two dots, a few locales, six top links); members add one each (about 30 KB). */
const MAX_HEADERS = 600;

interface RenderedHeader {
  /** The header's bytes between the places its page's path goes. */
  parts: Buffer[];
  islands: [string, IslandLoad][];
}

const rendered = new LruCache<RenderedHeader>(MAX_HEADERS);
const NO_LATEST: NavLatest = {};

export type CachedHeaderInput = Omit<SiteHeaderProps, 'nav' | 'returnPath'> & { latest?: NavLatest | undefined; manifest: BuildManifest };

/**
 * The inside of the `<header>` for this page and viewer as UTF-8 chunks, its islands noted in
 * `collector`; undefined when the header must be rendered with the page (an unusual path).
 */
export function cachedHeader(input: CachedHeaderInput, collector: Map<string, IslandLoad>): Buffer[] | undefined {
  const { manifest, latest, ...props } = input;
  const viewer = JSON.stringify(props.status);
  if (!PLAIN_PATH.test(props.path) || props.path.includes(RETURN_PATH) || viewer.includes(RETURN_PATH)) return undefined;
  const loggedIn = props.status.logged_in;
  const nav = siteNavigation(props.live, { loggedIn, vip: props.status.user?.vip === true }, { bothAudiences: props.interactive || loggedIn, latest });
  const currentTop = nav.top.find((link) => link.href === props.path)?.href ?? '';
  const key = [identityOf(manifest), identityOf(props.live), identityOf(latest ?? NO_LATEST), props.siteName, props.locale, props.theme, props.interactive, props.notificationDot, navPromos(props.interactive || loggedIn, props.path), currentTop, viewer].join('\n');
  let header = rendered.get(key);
  if (!header) {
    const islands = new Map<string, IslandLoad>();
    const html = renderToString(
      <IslandResolverContext.Provider value={islandResolver(manifest)}>
        <IslandCollectorContext.Provider value={islands}>
          <SiteHeader {...props} returnPath={RETURN_PATH} nav={nav} />
        </IslandCollectorContext.Provider>
      </IslandResolverContext.Provider>,
      { identifierPrefix: 'header-' },
    );
    header = { parts: html.split(RETURN_PATH).map((part) => compressAhead(Buffer.from(part))), islands: [...islands] };
    rendered.set(key, header);
  }
  for (const [name, load] of header.islands) collectIsland(collector, name, load);
  const path = Buffer.from(props.path);
  return header.parts.flatMap((part, index) => (index === 0 ? [part] : [path, part]));
}
