import type { Generated, Kysely } from 'kysely';
import type { SearchDocument } from './search-document';
import { fold } from './query-terms';

/** The search's own tables (migration 039), typed for this feature only (server/db/decisions/own-tables-only.md). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  url: string;
  title: string;
  /** The title folded, without a leading "The" or "A": what Sort by Title orders by. */
  sort_title: string;
  category: string;
  /** The crumbs as JSON. */
  breadcrumb: string;
  description: string;
  body: string;
  image: string | null;
  og_title: string;
  og_image: string | null;
  url_path_dir1: string;
  url_path_dir2: string | null;
  boost: number;
}

export interface SearchWordsTable {
  word: string;
  docs: number;
}

export interface SearchIndexStateTable {
  name: string;
  fingerprint: string;
  built_at: number;
}

export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_words: SearchWordsTable;
  search_index_state: SearchIndexStateTable;
}

/** PostgreSQL's documents also hold their weighted tsvector. */
export interface PostgresSearchTables extends SearchTables {
  search_documents: SearchDocumentsTable & { search_vector: string };
}

/** The one row of search_index_state. */
export const STATE_NAME = 'documents';

/** What Sort by Title orders by: the title folded, without a leading article; compared by code point on both engines. */
export const sortTitle = (title: string): string => fold(title).replace(/^(the|a|an)\s+/, '');

/** A document as its row stores it. */
export function documentRow(document: SearchDocument): Omit<SearchDocumentsTable, 'id'> {
  return {
    url: document.url,
    title: document.title,
    sort_title: sortTitle(document.title),
    category: document.category,
    breadcrumb: JSON.stringify(document.breadcrumb),
    description: document.description,
    body: document.body,
    image: document.image,
    og_title: document.og_title,
    og_image: document.og_image,
    url_path_dir1: document.url_path_dir1,
    url_path_dir2: document.url_path_dir2,
    boost: document.boost,
  };
}

/** The fingerprint the index was built from, or undefined. */
export async function storedFingerprint(db: Kysely<SearchTables>): Promise<string | undefined> {
  const row = await db.selectFrom('search_index_state').select('fingerprint').where('name', '=', STATE_NAME).executeTakeFirst();
  return row?.fingerprint;
}

/** Records the fingerprint of what was just built. */
export async function recordFingerprint(db: Kysely<SearchTables>, fingerprint: string): Promise<void> {
  await db
    .insertInto('search_index_state')
    .values({ name: STATE_NAME, fingerprint, built_at: Date.now() })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ fingerprint, built_at: Date.now() }))
    .execute();
}

/** The vocabulary as rows, in batches. */
/** The vocabulary's words that start with `prefix` (a range of the key), in the most documents first. */
export async function wordsStartingWith(db: Kysely<SearchTables>, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_words')
    .select('word')
    .where('word', '>=', prefix)
    .where('word', '<', `${prefix}\uffff`)
    .orderBy('docs', 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((row) => row.word);
}

export function wordRows(vocabulary: ReadonlyMap<string, number>): SearchWordsTable[] {
  return [...vocabulary].map(([word, docs]) => ({ word, docs }));
}

/** `items` in runs of `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let index = 0; index < items.length; index += size) runs.push(items.slice(index, index + size));
  return runs;
}
