import type { Logger } from 'pino';
import { SEARCH_LIMITS } from '../../../shared/search/search';
import type { AutocompleteResponse, SearchQuery, SearchResponse } from '../../../shared/search/search.contract';
import { LruCache } from '../../cache/lru-cache';
import { supportAddress, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { buildSearchDocuments, documentsFingerprint } from './documents';
import { fold } from './query-terms';
import { createSearchIndex, type SearchIndex } from './search-index';

/**
 * The search as the site uses it: the index kept current with the content, a page of results
 * for GET /api/search and /search, and the box's autocomplete.
 *
 * **Kept current.** The documents are built from the content the site ships with; a digest of
 * them is stored beside the index. `refresh()` (server/index.ts calls it at start, before the
 * site listens; otherwise the first search does) rebuilds the index only when the digest
 * differs: a deploy with new content rebuilds it once, a restart of the same release does not.
 * Several processes starting at once rebuild it once (the stores lock while they build).
 *
 * Answers are cached per term, filter, sort and page until the next rebuild: the index changes
 * only with a release.
 */
export interface SiteSearch {
  refresh(): Promise<void>;
  /** A page of results; undefined for a page past the last. */
  search(query: SearchQuery): Promise<SearchResponse | undefined>;
  /** From 4 characters: the five best pages and four completed terms; shorter terms get nothing. */
  autocomplete(q: string): Promise<AutocompleteResponse>;
}

export interface SiteSearchDeps {
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
}

const CACHED_ANSWERS = 1000;

export function createSiteSearch({ database, config, logger }: SiteSearchDeps): SiteSearch {
  const index: SearchIndex = createSearchIndex(database);
  let answers = new LruCache<SearchResponse | null>(CACHED_ANSWERS);
  let completions = new LruCache<AutocompleteResponse>(CACHED_ANSWERS);
  let ready: Promise<void> | undefined;

  async function rebuild(): Promise<void> {
    const started = performance.now();
    const documents = buildSearchDocuments({ siteName: config.SITE_NAME, support: supportAddress(config) });
    const rebuilt = await index.replaceAll(documents, documentsFingerprint(documents));
    answers = new LruCache(CACHED_ANSWERS);
    completions = new LruCache(CACHED_ANSWERS);
    logger.info({ documents: documents.length, rebuilt, engine: index.engine, ms: Math.round(performance.now() - started) }, rebuilt ? 'search index rebuilt' : 'search index current');
  }

  /** The first call builds (or checks) the index; a failed build is tried again by the next call. */
  const current = () =>
    (ready ??= rebuild().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  return {
    refresh: current,

    async search(query) {
      await current();
      const key = JSON.stringify([query.q, query.category ?? '', query.sort, query.page]);
      const cached = answers.get(key);
      if (cached !== undefined) return cached ?? undefined;
      const size = SEARCH_LIMITS.pageSize;
      const answer = await index.query({ q: query.q, category: query.category, sort: query.sort, page: query.page, size });
      const pages = Math.max(1, Math.ceil(answer.total / size));
      const response: SearchResponse | null =
        query.page > pages ? null : { q: query.q, corrected: answer.corrected, category: query.category ?? null, sort: query.sort, page: query.page, pages, total: answer.total, results: answer.results, facets: answer.facets };
      answers.set(key, response);
      return response ?? undefined;
    },

    async autocomplete(term) {
      const q = term.trim();
      if (q.length < SEARCH_LIMITS.autocompleteMin) return { q, results: [], suggestions: [] };
      await current();
      const key = fold(q);
      const cached = completions.get(key);
      if (cached) return { ...cached, q };
      const size = SEARCH_LIMITS.autocompleteResults;
      // The last word is likely half typed; when nothing starts with it, it may be misspelt instead.
      let found = await index.query({ q, size, prefix: true });
      if (found.total === 0) found = await index.query({ q, size });
      const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
      const last = words[words.length - 1] ?? '';
      // The words before it, as words: a suggestion never carries the term's punctuation or markup.
      const head = words.slice(0, -1).map((word) => `${word.toLowerCase()} `).join('');
      const suggestions = last
        ? (await index.suggest(last, SEARCH_LIMITS.autocompleteSuggestions + 1))
            .filter((word) => word !== fold(last))
            .slice(0, SEARCH_LIMITS.autocompleteSuggestions)
            .map((word) => `${head}${word}`)
        : [];
      const response: AutocompleteResponse = {
        q,
        results: found.results.map(({ url, title, title_html, category, category_name, image }) => ({ url, title, title_html, category, category_name, image })),
        suggestions,
      };
      completions.set(key, response);
      return response;
    },
  };
}
