import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { themeAttribute } from '../../shared/site/theme';
import type { BuildManifest } from '../build/build-client';
import { IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import { Document, type HeadTags } from '../../views/layouts/document';
import { SiteLayout, type SiteLayoutProps } from '../../views/layouts/site-layout';
import { assetsFor } from './assets';
import { cachedHeaderHtml } from './header-cache';
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
 * Renders a page in the site layout to a complete HTML document. The body is rendered first so
 * the islands it holds are known; the head then links exactly their chunks.
 */
export function renderPage({ siteUrl, manifest, head: headTags, page, ...layout }: RenderOptions): string {
  const islands = new Map<string, IslandLoad>();
  const { siteName, path, status, locale, interactive, theme = 'system', live = NO_ROUTES, latest, notificationDot = true } = layout;
  const headerHtml = cachedHeaderHtml({ manifest, latest, siteName, path, status, locale, interactive, theme, live, notificationDot }, islands);
  const bodyHtml = renderToString(
    <IslandResolverContext.Provider value={islandResolver(manifest)}>
      <IslandCollectorContext.Provider value={islands}>
        <SiteLayout {...layout} headerHtml={headerHtml}>
          {page}
        </SiteLayout>
      </IslandCollectorContext.Provider>
    </IslandResolverContext.Provider>,
  );
  const { canonicalPath, ...head } = headTags;
  const canonicalUrl = `${siteUrl}${canonicalPath ?? layout.path}`;
  const documentHtml = renderToStaticMarkup(
    <Document
      head={{ ...head, canonicalUrl }}
      siteName={layout.siteName}
      assets={assetsFor(manifest, islands)}
      bodyHtml={bodyHtml}
      theme={themeAttribute(layout.theme ?? 'system')}
    />,
  );
  return `<!DOCTYPE html>${documentHtml}`;
}
