import { tablesOf, type DatabaseHandle } from '../../db/database';
import { SEARCH_CATEGORIES, SEARCH_LIMITS, type SearchCategoryId, type SearchSort } from '../../../shared/search/search';
import type { SearchFacet, SearchResult } from '../../../shared/search/search.contract';
import type { IndexStore, StoreHit } from './index-store';
import { postgresStore } from './postgres-store';
import { fold, queryTerms, vocabularyOf } from './query-terms';
import type { SearchDocument } from './search-document';
import type { PostgresSearchTables, SearchTables } from './search-tables';
import { snippetHtml } from './snippet';
import { sqliteStore } from './sqlite-store';
import { nearestWord } from './typo';

/**
 * The site search's one interface, the same on SQLite (FTS5) and PostgreSQL (full-text search):
 * `replaceAll` swaps in a new set of documents, `query` finds a page of them, `suggest` completes
 * a half-typed word. Each database does the matching, stemming, ranking and marking
 * (sqlite-store.ts, postgres-store.ts); the steps around it are here, once: the term's words,
 * the typo fallback and the snippets.
 */
export interface SearchIndex {
  readonly engine: DatabaseHandle['engine'];
  /** Replaces every document (and the words typos are corrected to) unless the index was built from this fingerprint; true when it rebuilt. */
  replaceAll(documents: readonly SearchDocument[], fingerprint: string): Promise<boolean>;
  /** The fingerprint of the documents the index holds; undefined before its first build. */
  fingerprint(): Promise<string | undefined>;
  query(query: IndexQuery): Promise<IndexAnswer>;
  /** Up to `limit` words of the index starting with `prefix` (folded), in the most pages first. */
  suggest(prefix: string, limit: number): Promise<string[]>;
}

export interface IndexQuery {
  q: string;
  category?: SearchCategoryId | undefined;
  sort?: SearchSort;
  /** From 1. */
  page?: number;
  size?: number;
  /** The last word is read as the start of a word (autocomplete); no typo fallback. */
  prefix?: boolean;
}

export interface IndexAnswer {
  results: SearchResult[];
  /** Matches in the category asked for, or in all. */
  total: number;
  /** Matches per category, most first, at most 15. */
  facets: SearchFacet[];
  /** The term with its misspelt words replaced, when the first search found nothing and a correction did; else null. */
  corrected: string | null;
}

const NO_ANSWER: IndexAnswer = { results: [], total: 0, facets: [], corrected: null };

/** Words this short, or with digits, are not corrected: too many words are one edit from them. */
const correctable = (term: string) => term.length >= 4 && /^\p{L}+$/u.test(term);

function resultOf(hit: StoreHit): SearchResult {
  return {
    url: hit.url,
    title: hit.title,
    title_html: snippetHtml(hit.title_marked, SEARCH_LIMITS.titleSnippet),
    description_html: snippetHtml(hit.description_marked, SEARCH_LIMITS.descriptionSnippet),
    category: hit.category,
    category_name: SEARCH_CATEGORIES[hit.category] ?? hit.category,
    breadcrumb: hit.breadcrumb,
    image: hit.image,
    og_title: hit.og_title,
    og_image: hit.og_image,
    meta_description: hit.description,
    url_path_dir1: hit.url_path_dir1,
    url_path_dir2: hit.url_path_dir2,
  };
}

/** The term as typed with each corrected word replaced, keeping the rest as it was. */
function rewrite(q: string, corrections: ReadonlyMap<string, string>): string {
  return q.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(fold(word)) ?? word);
}

/** The index on the site's database, whichever engine it is. */
export function createSearchIndex(database: DatabaseHandle): SearchIndex {
  const store: IndexStore = database.engine === 'postgres' ? postgresStore(tablesOf<PostgresSearchTables>(database)) : sqliteStore(tablesOf<SearchTables>(database));

  /** Each word that matches nothing replaced by its nearest word of the index, if any is near enough. */
  async function corrections(terms: readonly string[]): Promise<Map<string, string>> {
    const matching = await store.matching(terms);
    const found = new Map<string, string>();
    for (const term of terms) {
      if (matching.has(term) || !correctable(term)) continue;
      const nearest = nearestWord(term, await store.candidates(term));
      if (nearest) found.set(term, nearest);
    }
    return found;
  }

  return {
    engine: database.engine,
    fingerprint: () => store.fingerprint(),

    async replaceAll(documents, fingerprint) {
      // Most starts find the index built from the same content: no need to count its words.
      if ((await store.fingerprint()) === fingerprint) return false;
      return store.replaceAll(documents, vocabularyOf(documents.map((document) => [document.title, document.description, document.body])), fingerprint);
    },

    async query({ q, category, sort = 'relevance', page = 1, size = SEARCH_LIMITS.pageSize, prefix = false }) {
      let terms = queryTerms(q);
      if (terms.length === 0) return NO_ANSWER;
      const window = { category, sort, offset: (page - 1) * size, limit: size, prefix };
      let answer = await store.find({ terms, ...window });
      let corrected: string | null = null;
      if (answer.facets.length === 0 && !prefix) {
        const fixes = await corrections(terms);
        if (fixes.size > 0) {
          terms = [...new Set(terms.map((term) => fixes.get(term) ?? term))];
          answer = await store.find({ terms, ...window });
          corrected = rewrite(q, fixes);
        }
      }
      const facets = answer.facets
        .map(({ category: id, count }) => ({ id, name: SEARCH_CATEGORIES[id] ?? id, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, SEARCH_LIMITS.facetSize);
      const total = category ? (answer.facets.find((facet) => facet.category === category)?.count ?? 0) : answer.facets.reduce((sum, facet) => sum + facet.count, 0);
      return { results: answer.hits.map(resultOf), total, facets, corrected };
    },

    async suggest(prefix, limit) {
      const word = fold(prefix).replace(/[^\p{L}\p{N}]/gu, '');
      return word ? store.completions(word, limit) : [];
    },
  };
}
