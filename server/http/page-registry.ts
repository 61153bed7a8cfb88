import path from 'node:path';
import { isPage, type AnyPage } from './page-module';
import { FEATURES_DIR, featureFiles } from './feature-files';

/** A page as the registry found it: the module, and the file it came from (for the printed table). */
export interface RegisteredPage {
  page: AnyPage;
  file: string;
}

/**
 * Every page of the site, read from the feature folders: each export of a `*.page.ts` or
 * `*.pages.ts` file that `definePage` made (or an array of them) is a page. Nothing is listed
 * by hand: a new page is one file in its feature's folder.
 */
export function findPages(root = FEATURES_DIR): RegisteredPage[] {
  const found: RegisteredPage[] = [];
  for (const file of featureFiles(['.page.ts', '.pages.ts', '.page.tsx', '.pages.tsx'], root)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders are the registry, read as they are
    const exports = require(file) as Record<string, unknown>;
    // A file may export its pages one by one and as a list too: each page counts once.
    const pages = new Set(Object.values(exports).flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isPage));
    if (pages.size === 0) throw new Error(`${path.relative(root, file)} exports no page: export what definePage returns`);
    for (const page of pages) found.push({ page, file: path.relative(path.resolve(root, '../..'), file) });
  }
  return routeOrder(found);
}

/**
 * Compares two patterns segment by segment, like words in a dictionary, except that a fixed
 * segment comes before a parameter: where two patterns could match one address, the one with a
 * fixed segment where they first differ is tried first (`/astrology/weekly-love-horoscopes`
 * before `/astrology/:sign`).
 */
export function comparePatterns(a: string, b: string): number {
  const segmentsA = a.split('/');
  const segmentsB = b.split('/');
  for (let i = 0; i < Math.min(segmentsA.length, segmentsB.length); i++) {
    const x = segmentsA[i]!;
    const y = segmentsB[i]!;
    const paramX = x.startsWith(':');
    const paramY = y.startsWith(':');
    if (paramX !== paramY) return paramX ? 1 : -1;
    if (!paramX && x !== y) return x < y ? -1 : 1;
  }
  return segmentsA.length - segmentsB.length;
}

/** The order the router tries pages in, built rather than written. Two pages with one pattern stop the server. */
export function routeOrder(pages: RegisteredPage[]): RegisteredPage[] {
  const byPath = new Map<string, RegisteredPage>();
  for (const entry of pages) {
    const before = byPath.get(entry.page.path);
    if (before) throw new Error(`Two pages serve ${entry.page.path}: ${before.file} and ${entry.file}`);
    byPath.set(entry.page.path, entry);
  }
  return [...pages].sort((a, b) => comparePatterns(a.page.path, b.page.path));
}

let pages: AnyPage[] | undefined;

/** The site's pages in the order the router tries them, found once. */
export function sitePages(): AnyPage[] {
  pages ??= findPages().map((entry) => entry.page);
  return pages;
}

/** `npm run routes`: the route table as the registry builds it. */
if (require.main === module) {
  for (const { page, file } of findPages()) {
    const methods = page.actions ? 'GET POST' : 'GET     ';
    console.log(`${methods}  ${page.path.padEnd(58)} ${page.member ? 'member ' : '       '} ${file}`);
  }
}
