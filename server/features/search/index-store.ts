import type { SearchCategoryId, SearchSort } from '../../../shared/search/search';
import type { SearchCrumb, SearchDocument } from './search-document';
import type { VocabularyWord } from './typo';

/**
 * What each database does for the search (sqlite-store.ts: FTS5; postgres-store.ts: tsvector and
 * GIN), below the one interface the site uses (search-index.ts). Words arrive already folded and
 * free of stop words (query-terms.ts); every value reaches SQL as a bound parameter.
 */

export interface StoreQuery {
  /** Words that must all match (stemmed: "scorpios" finds "Scorpio"). */
  terms: readonly string[];
  /** Read the last word as the start of a word (autocomplete). */
  prefix: boolean;
  category: SearchCategoryId | undefined;
  sort: SearchSort;
  offset: number;
  limit: number;
}

/** A matching document as a result shows it; the title and description with the matched words between MARK_START and MARK_END. */
export interface StoreHit {
  url: string;
  title: string;
  category: SearchCategoryId;
  breadcrumb: SearchCrumb[];
  description: string;
  image: string | null;
  og_title: string;
  og_image: string | null;
  url_path_dir1: string;
  url_path_dir2: string | null;
  title_marked: string;
  description_marked: string;
}

/** A hit as both stores' queries read it: the category as stored, the breadcrumb as JSON. */
export type HitRow = Omit<StoreHit, 'category' | 'breadcrumb'> & { category: string; breadcrumb: string };

/** A stored hit as a result shows it. */
export const toHit = (row: HitRow): StoreHit => ({ ...row, category: row.category as SearchCategoryId, breadcrumb: parseCrumbs(row.breadcrumb) });

/** A category's count as both stores' queries read it (PostgreSQL counts in strings). */
export const toFacet = (row: { category: string; count: number | string | bigint }) => ({ category: row.category as SearchCategoryId, count: Number(row.count) });

/** How many near words (by trigrams) are weighed for a correction. */
export const CANDIDATES = 60;

export interface StoreAnswer {
  hits: StoreHit[];
  /** Matches per category for the words, whatever the category asked for. */
  facets: { category: SearchCategoryId; count: number }[];
}

export interface IndexStore {
  /**
   * Every document and the vocabulary replaced in one transaction, with the fingerprint they were
   * built from; false (and nothing changed) when the index already holds that fingerprint.
   */
  replaceAll(documents: readonly SearchDocument[], vocabulary: ReadonlyMap<string, number>, fingerprint: string): Promise<boolean>;
  /** The fingerprint of what the index holds, or undefined before its first build. */
  fingerprint(): Promise<string | undefined>;
  find(query: StoreQuery): Promise<StoreAnswer>;
  /** Which of the words match some document on their own. */
  matching(terms: readonly string[]): Promise<Set<string>>;
  /** Vocabulary words that share three-letter runs with `word`: the candidates for its correction. */
  candidates(word: string): Promise<VocabularyWord[]>;
  /** Vocabulary words that start with `prefix`, in the most documents first. */
  completions(prefix: string, limit: number): Promise<string[]>;
}

/** The breadcrumb as stored (JSON) back into crumbs; anything unreadable is no breadcrumb. */
export function parseCrumbs(stored: string): SearchCrumb[] {
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? (value as SearchCrumb[]) : [];
  } catch {
    return [];
  }
}

/** Rows per INSERT statement while rebuilding (well under either database's limit of bound parameters). */
export const INSERT_BATCH = 100;
