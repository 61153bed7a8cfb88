import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { KnownUser } from '../../shared/accounts/user.contract';
import type { LiveRoutes } from '../../shared/site/navigation';
import { themeAttribute, type Theme } from '../../shared/site/theme';
import type { BuildManifest } from '../build/build-client';
import { IslandCollectorContext, IslandResolverContext } from '../../views/components/island';
import { Document, type HeadTags } from '../../views/layouts/document';
import { SiteLayout } from '../../views/layouts/site-layout';
import { assetsFor } from './assets';
import { islandResolver } from './island-registry';

export interface RenderOptions {
  siteName: string;
  siteUrl: string;
  manifest: BuildManifest;
  nonce: string;
  path: string;
  status: KnownUser;
  /** The visitor's locale (Accept-Language), for numbers such as the Karma Coin balance. */
  locale: string;
  interactive: boolean;
  /** Show the consent banner (no consent cookie yet). */
  consentBanner?: boolean;
  /** The visitor's colour theme (the `theme` cookie); `system` when none was chosen. */
  theme?: Theme;
  /** The pages that exist, so the header and footer link only to them (shared/site/navigation). */
  live?: LiveRoutes;
  head: Omit<HeadTags, 'canonicalUrl'> & { canonicalPath?: string };
  page: ReactElement;
}

/**
 * Renders a page in the site layout to a complete HTML document. The body is rendered first so
 * the islands it holds are known; the head then links exactly their chunks.
 */
export function renderPage(options: RenderOptions): string {
  const islands = new Map<string, boolean>();
  const bodyHtml = renderToString(
    <IslandResolverContext.Provider value={islandResolver(options.manifest)}>
      <IslandCollectorContext.Provider value={islands}>
        <SiteLayout siteName={options.siteName} path={options.path} status={options.status} locale={options.locale} interactive={options.interactive} consentBanner={options.consentBanner ?? false} theme={options.theme} live={options.live}>
          {options.page}
        </SiteLayout>
      </IslandCollectorContext.Provider>
    </IslandResolverContext.Provider>,
  );
  const { canonicalPath, ...head } = options.head;
  const canonicalUrl = `${options.siteUrl}${canonicalPath ?? options.path}`;
  const documentHtml = renderToStaticMarkup(
    <Document
      head={{ ...head, canonicalUrl }}
      siteName={options.siteName}
      nonce={options.nonce}
      assets={assetsFor(options.manifest, islands)}
      bodyHtml={bodyHtml}
      theme={themeAttribute(options.theme ?? 'system')}
    />,
  );
  return `<!DOCTYPE html>${documentHtml}`;
}
