import { createHash } from 'node:crypto';
import { astrologyDocuments } from './astrology-documents';
import { compatibilityDocuments } from './compatibility-documents';
import { divinationDocuments } from './divination-documents';
import type { SearchDocument } from './search-document';
import { MARK_END, MARK_START } from './snippet';
import { siteDocuments, type SiteWords } from './site-documents';
import { tarotDocuments } from './tarot-documents';

export type { SiteWords } from './site-documents';

/** The two characters the index marks matches with: never in a document, so a mark is always ours. */
const MARKERS = new RegExp(`[${MARK_START}${MARK_END}]`, 'g');
const clean = (text: string) => text.replace(MARKERS, '');

/**
 * Every public page the search finds, built from the data its page is built from (the content
 * library, the route table, the catalogue), never from a list of addresses: a new card, article or
 * product is found as soon as it ships. Throws when two documents claim one address.
 */
export function buildSearchDocuments(words: SiteWords): SearchDocument[] {
  const documents = [...siteDocuments(words), ...tarotDocuments(), ...astrologyDocuments(), ...divinationDocuments(), ...compatibilityDocuments()].map((document) => ({
    ...document,
    title: clean(document.title),
    description: clean(document.description),
    body: clean(document.body),
  }));
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.url)) throw new Error(`Two search documents have the address ${document.url}`);
    seen.add(document.url);
  }
  return documents;
}

/** A digest of the documents: the index is rebuilt when it differs from the one it was built from. */
export function documentsFingerprint(documents: readonly SearchDocument[]): string {
  const hash = createHash('sha256');
  for (const document of documents) hash.update(JSON.stringify(document)).update('\n');
  return hash.digest('hex');
}
