import { z } from 'zod';
import { ROUTES } from '../../../shared/routes';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '../../../shared/search/search';
import { SearchPageQuerySchema } from '../../../shared/search/search.contract';
import { SearchPage, type SearchPageProps } from '../../../views/search/search-page';
import { AppError } from '../../errors';
import { definePage } from '../../http/page-module';

const BEFORE_SEARCH: Omit<SearchPageProps, 'q' | 'category' | 'sort'> = { page: 1, pages: 1, total: 0, results: [], facets: [], corrected: null };

/** Whatever the address holds: the page reads it with SearchPageQuerySchema itself, to answer a bad one with the form. */
const AnyQuery = z.record(z.string(), z.unknown());

/**
 * `/search?q=&category=&sort=&page=`: the results page of the site search (spec 1 §2, §4). A bad
 * query (a term over 200 characters, an unknown category or sort, a page outside 1-1000) is a 400
 * that shows the form again with what was wrong under it (the term cut to 200 characters); a page
 * past the last one of the results is the 404 page. Never indexed by search engines.
 */
export const searchPage = definePage({
  path: ROUTES.search,
  query: AnyQuery,
  load: async ({ query: raw, search, res }): Promise<SearchPageProps> => {
    const parsed = SearchPageQuerySchema.safeParse(raw);
    if (!parsed.success) {
      res.status(400);
      const tooLong = typeof raw.q === 'string' && parsed.error.issues.some((issue) => issue.path[0] === 'q');
      const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, SEARCH_LIMITS.termMax) : '';
      return { q, category: null, sort: 'relevance', ...BEFORE_SEARCH, error: tooLong ? SEARCH_MESSAGES.termTooLong : SEARCH_MESSAGES.badAddress };
    }
    const query = parsed.data;
    const base = { q: query.q, category: query.category ?? null, sort: query.sort };
    if (!query.q) return { ...base, ...BEFORE_SEARCH };
    const answer = await search.search({ ...query, q: query.q });
    if (!answer) throw new AppError('not_found', `There is no page ${query.page} of these results.`);
    const { page, pages, total, results, facets, corrected } = answer;
    return { ...base, page, pages, total, results, facets, corrected };
  },
  head: ({ q, corrected, page, pages, error }) => ({
    title: q && !error ? `Search results for “${corrected ?? q}”${pages > 1 ? `, page ${page} of ${pages}` : ''}` : 'Search',
    description: 'Search the site: tarot cards and decks, zodiac signs and horoscopes, numerology, the I Ching, compatibility, articles, readings and help.',
    noindex: true,
  }),
  View: SearchPage,
});
