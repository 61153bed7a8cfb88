/**
 * The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html): a `<urlset>`
 * of page addresses and a `<sitemapindex>` of sitemaps, each address absolute and XML-escaped,
 * each with a `<lastmod>` (YYYY-MM-DD, the protocol's W3C date).
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit of addresses in one sitemap. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  /** A site path: `/tarot/cards/the-fool`. */
  path: string;
  /** YYYY-MM-DD. */
  lastmod: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

function document(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', siteUrl: string, entries: readonly SitemapUrl[]): string {
  const items = entries.map((entry) => `<${item}><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc><lastmod>${entry.lastmod}</lastmod></${item}>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...items, `</${root}>`, ''].join('\n');
}

/** A sitemap of pages. */
export const urlsetXml = (siteUrl: string, urls: readonly SitemapUrl[]): string => document('urlset', 'url', siteUrl, urls);

/** The index: one entry per sitemap, its lastmod the newest of its pages'. */
export const sitemapIndexXml = (siteUrl: string, sitemaps: readonly SitemapUrl[]): string => document('sitemapindex', 'sitemap', siteUrl, sitemaps);
