import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { themeAttribute } from '../../shared/site/theme';
import type { BuildManifest } from '../build/build-client';
import { FragmentCacheContext } from '../../views/components/cached';
import { IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import type { HeadTags } from '../../views/layouts/document';
import { SiteLayout, type SiteLayoutProps } from '../../views/layouts/site-layout';
import { assetsFor } from './assets';
import { documentAround } from './document-cache';
import { fragmentsFor, HEADER_MARK, splice } from './fragment-cache';
import { cachedHeader } from './header-cache';
import { islandResolver } from './island-registry';
import type { LiveRoutes } from '../../shared/site/navigation';

const NO_ROUTES: LiveRoutes = new Map();

/** What the site layout needs (SiteLayoutProps, but the page), and what the document around it needs. */
export interface RenderOptions extends Omit<SiteLayoutProps, 'children'> {
  siteUrl: string;
  manifest: BuildManifest;
  head: Omit<HeadTags, 'canonicalUrl'> & { canonicalPath?: string };
  page: ReactElement;
}

/**
 * Renders a page in the site layout to a complete HTML document, as UTF-8 chunks to be sent in
 * order. The body is rendered first so the islands it holds are known; the head then links exactly
 * their chunks. The header and the document around the body come from their caches as bytes
 * already deflated (./gzip-pieces.ts), and the islands and the parts marked `<Cached>` from theirs
 * (./fragment-cache.tsx), so what React renders for each request is the page's own markup.
 */
export function renderPage({ siteUrl, manifest, head: headTags, page, ...layout }: RenderOptions): Buffer[] {
  const islands = new Map<string, IslandLoad>();
  const pieces = new Map<string, Buffer[]>();
  const { siteName, path, status, locale, interactive, theme = 'system', live = NO_ROUTES, latest, notificationDot = true } = layout;
  const header = cachedHeader({ manifest, latest, siteName, path, status, locale, interactive, theme, live, notificationDot }, islands);
  if (header) pieces.set(HEADER_MARK, header);
  const bodyHtml = renderToString(
    <IslandResolverContext.Provider value={islandResolver(manifest)}>
      <IslandCollectorContext.Provider value={islands}>
        <FragmentCacheContext.Provider value={fragmentsFor(manifest, islands, pieces)}>
          <SiteLayout {...layout} headerHtml={header && HEADER_MARK}>
            {page}
          </SiteLayout>
        </FragmentCacheContext.Provider>
      </IslandCollectorContext.Provider>
    </IslandResolverContext.Provider>,
  );
  const { canonicalPath, ...head } = headTags;
  const document = documentAround({
    head: { ...head, canonicalUrl: `${siteUrl}${canonicalPath ?? layout.path}` },
    siteName: layout.siteName,
    assets: assetsFor(manifest, islands),
    theme: themeAttribute(layout.theme ?? 'system'),
  });
  return [document.before, ...splice(bodyHtml, pieces), document.after];
}
