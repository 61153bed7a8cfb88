import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assertLoopback, FETCH_TIMEOUT_MS, PUBLIC_DIR, warn } from './bench-basics';

/** The JavaScript a page makes the browser download, gzipped (npm run bench). */

export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** Every script the page executes or preloads: `<script src>` plus `<link rel="modulepreload">`. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributesOf(tag).get('src');
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (rel.includes('modulepreload') && href) urls.add(href);
  }
  return [...urls];
}

/**
 * The bytes of one script: from public/ when the URL maps to a file there (what the static
 * middleware serves), otherwise over HTTP from the benchmarked server itself.
 */
export async function scriptBytes(url: URL): Promise<Buffer> {
  const relative = decodeURIComponent(url.pathname);
  const file = path.resolve(PUBLIC_DIR, `.${relative}`);
  const insidePublic = file.startsWith(PUBLIC_DIR + path.sep);
  if (insidePublic && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    return fs.readFileSync(file);
  }
  assertLoopback(url);
  // fetch undoes any Content-Encoding, so this is the plain script, gzipped below like the rest.
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Fetches a path once. For HTML, returns the gzip -9 size of the JavaScript it loads (0 for a
 * page with no script); for anything else, null.
 */
export async function measurePageJs(baseUrl: string, pathname: string): Promise<number | null> {
  const pageUrl = new URL(pathname, baseUrl);
  assertLoopback(pageUrl);
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const body = await response.text();
  if (!response.ok) warn(`GET ${pathname} answered ${response.status} before the benchmark.`);
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return null;

  let total = 0;
  for (const src of scriptUrls(body)) {
    const url = new URL(src, pageUrl);
    // A third-party script would be a finding in itself; it is never fetched (loopback only).
    if (url.origin !== pageUrl.origin) {
      warn(`${pathname} loads a script from another origin, not counted: ${url.href}`);
      continue;
    }
    total += zlib.gzipSync(await scriptBytes(url), { level: 9 }).length;
  }
  return total;
}
