import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { DateTime } from 'luxon';
import { HOROSCOPE_TIME_ZONE } from '../../shared/horoscopes/horoscopes';
import { READ_COOKIE } from '../../shared/notifications/notification-state';
import { CONSENT_COOKIE, CONSENT_SHOWN_COOKIE, parseCookies, PROMO_PAGE_VIEWS_COOKIE, SIGN_COOKIE, UPSELLS_USED_COOKIE } from '../../shared/site/site-cookies';
import { THEME_COOKIE } from '../../shared/site/theme';
import { identityBody, type CachedPage, type PageCache } from '../cache/page-cache';

/**
 * The HTTP side of the logged-out page cache (server/http/README.md, "Page cache"): which
 * requests it may answer, under which key, and the headers a CDN can use.
 */

/**
 * The cookies a visitor's page may depend on, all of them part of the key: the theme, the consent
 * banner, the home page's chosen sign and the notifications read. A request carrying any other
 * cookie (a session, promotion or upsell cookie) is rendered for itself and never stored.
 */
export const VARIANT_COOKIES = [THEME_COOKIE, CONSENT_COOKIE, CONSENT_SHOWN_COOKIE, SIGN_COOKIE, READ_COOKIE] as const;
const MAX_VARIANT_VALUE = 200;
/**
 * Cookies that are not part of the key: no page reads the count of page views (the browser keeps
 * it), and only /readings-reports reads the upsells shown, a page never cached (`cache: false`).
 */
const IGNORED_COOKIES: readonly string[] = [PROMO_PAGE_VIEWS_COOKIE, UPSELLS_USED_COOKIE];

/** A page is fresh for five minutes at most, and never past the site's midnight (the daily pages change then). */
export const FRESH_MS = 5 * 60_000;
/** Past that, it may still be served for ten minutes while one request renders it again (stale-while-revalidate). */
export const STALE_MS = 10 * 60_000;

/** `Cache-Control` for anything rendered for one person (a member, a form, a query, a session). */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The cache key of a logged-out GET without a query: the path and the variant cookies' values;
 * undefined when the request may not be answered from the cache.
 */
export function visitorCacheKey(req: Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (req.originalUrl.includes('?')) return undefined;
  // The raw header: cookie-parser moves signed cookies (the session's) out of req.cookies.
  const cookies = parseCookies(req.headers.cookie);
  const names: readonly string[] = VARIANT_COOKIES;
  for (const [name, value] of Object.entries(cookies)) {
    if (IGNORED_COOKIES.includes(name)) continue;
    if (!names.includes(name) || value.length > MAX_VARIANT_VALUE) return undefined;
  }
  return JSON.stringify([req.path, ...VARIANT_COOKIES.map((name) => cookies[name] ?? '')]);
}

/**
 * Whether the response just rendered for a cacheable request may be stored: a 200 that sets no
 * cookie, that `load` did not mark personal (Cache-Control already set), and that left nothing
 * in the visitor's session.
 */
export function storable(req: Request, res: Response, status: number): boolean {
  if (status !== 200 || res.getHeader('Set-Cookie') !== undefined || res.getHeader('Cache-Control') !== undefined) return false;
  if (req.session?.memberUuid) return false;
  return !req.session || Object.keys(req.session).every((key) => key === 'cookie');
}

/** When a page rendered now stops being fresh: five minutes on, or the next midnight of the horoscope day if sooner. */
export function freshUntil(now: number): number {
  const midnight = DateTime.fromMillis(now, { zone: HOROSCOPE_TIME_ZONE }).startOf('day').plus({ days: 1 }).toMillis();
  return Math.min(now + FRESH_MS, midnight);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends a stored page: the best encoding the client accepts, a strong ETag per encoding, a 304 when it already has it. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, now: number): void {
  // Brotli whenever it is accepted: browsers list it after gzip ("gzip, deflate, br, zstd") at the
  // same weight, and it is the smaller of the two stored.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip', 'identity') || 'identity';
  const suffix = encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : '';
  const etag = `"${page.hash}${suffix}"`;
  const sharedSeconds = Math.max(0, Math.floor((page.freshUntil - now) / 1000));
  res.vary('Accept-Encoding');
  res.set({
    'Cache-Control': `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${STALE_MS / 1000}`,
    ETag: etag,
    'Content-Type': 'text/html; charset=utf-8',
  });
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : identityBody(page);
  // Already encoded: the compression middleware leaves a response with Content-Encoding alone.
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length));
  res.status(200).end(body);
}

let sourceHash: string | undefined;

/**
 * What makes a release: the client build and the server's code and content. The cache's keys
 * start with it, so a deploy (an edited article, a new card meaning) never serves the old pages,
 * even from a Redis the old processes filled.
 */
export function releaseId(manifest: object, root = process.cwd()): string {
  if (!sourceHash) {
    const hash = createHash('sha256');
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|json|md)$/.test(entry.name)) hash.update(file).update(fs.readFileSync(file));
      }
    };
    for (const dir of ['server', 'views', 'shared']) walk(path.join(root, dir));
    sourceHash = hash.digest('base64url');
  }
  return createHash('sha256').update(sourceHash).update(JSON.stringify(manifest)).digest('base64url').slice(0, 16);
}

/** The page cache and the release its keys belong to, as the page router uses them. */
export interface PageCacheDeps {
  cache: PageCache;
  release: string;
}
