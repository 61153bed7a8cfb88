import { randomUUID } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { themeAttribute } from '../../shared/site/theme';
import type { BuildManifest } from '../build/build-client';
import { IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import { Document, type HeadTags } from '../../views/layouts/document';
import { SiteLayout, type SiteLayoutProps } from '../../views/layouts/site-layout';
import { assetsFor } from './assets';
import { cachedHeader } from './header-cache';
import { islandResolver } from './island-registry';
import type { LiveRoutes } from '../../shared/site/navigation';

const NO_ROUTES: LiveRoutes = new Map();
/** Where the cached header's bytes go in the rendered document: a comment no page can hold. */
const HEADER_MARK = `<!--header ${randomUUID()}-->`;

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
 * their chunks. The header comes from its cache, as bytes already deflated (./gzip-pieces.ts).
 */
export function renderPage({ siteUrl, manifest, head: headTags, page, ...layout }: RenderOptions): Buffer[] {
  const islands = new Map<string, IslandLoad>();
  const { siteName, path, status, locale, interactive, theme = 'system', live = NO_ROUTES, latest, notificationDot = true } = layout;
  const header = cachedHeader({ manifest, latest, siteName, path, status, locale, interactive, theme, live, notificationDot }, islands);
  const bodyHtml = renderToString(
    <IslandResolverContext.Provider value={islandResolver(manifest)}>
      <IslandCollectorContext.Provider value={islands}>
        <SiteLayout {...layout} headerHtml={header && HEADER_MARK}>
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
  const html = `<!DOCTYPE html>${documentHtml}`;
  if (!header) return [Buffer.from(html)];
  const at = html.indexOf(HEADER_MARK);
  return [Buffer.from(html.slice(0, at)), ...header, Buffer.from(html.slice(at + HEADER_MARK.length))];
}
