import { SearchPageQuerySchema } from '../../../shared/search/search.contract';
import { ROUTES } from '../../../shared/routes';
import { SearchPage, type SearchPageProps } from '../../../views/search/search-page';
import { AppError } from '../../errors';
import { definePage } from '../../http/page-module';

const BEFORE_SEARCH: Omit<SearchPageProps, 'q' | 'category' | 'sort'> = { page: 1, pages: 1, total: 0, results: [], facets: [], corrected: null };

/**
 * `/search?q=&category=&sort=&page=`: the results page of the site search (spec 1 §2, §4). A bad
 * query (a term over 200 characters, an unknown category or sort, a page outside 1-1000) is the
 * 400 page like any other page's; a page past the last one of the results is the 404 page. Never
 * indexed by search engines.
 */
export const searchPage = definePage({
  path: ROUTES.search,
  query: SearchPageQuerySchema,
  load: async ({ query, search }): Promise<SearchPageProps> => {
    const base = { q: query.q, category: query.category ?? null, sort: query.sort };
    if (!query.q) return { ...base, ...BEFORE_SEARCH };
    const answer = await search.search({ ...query, q: query.q });
    if (!answer) throw new AppError('not_found', `There is no page ${query.page} of these results.`);
    const { page, pages, total, results, facets, corrected } = answer;
    return { ...base, page, pages, total, results, facets, corrected };
  },
  head: ({ q, corrected, page, pages }) => ({
    title: q ? `Search results for “${corrected ?? q}”${pages > 1 ? `, page ${page} of ${pages}` : ''}` : 'Search',
    description: 'Search the site: tarot cards and decks, zodiac signs and horoscopes, numerology, the I Ching, compatibility, articles, readings and help.',
    noindex: true,
  }),
  View: SearchPage,
});
