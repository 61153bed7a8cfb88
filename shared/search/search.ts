import { href, type HrefQuery } from '../href';

/**
 * The site's own search (spec 1 §2 "Site search", §4 "Search", §7, §9): the categories a result
 * belongs to, the numbers the spec fixes, and the results page's addresses. Shared by the server
 * (index, API, page), the views and the header's search box, so it leaves the route table out
 * (shared/routes.ts explains why): the results page's path is written as its checked literal.
 */

/** Every category a page is filed under, with the name the filter and the facets show (spec 1 §7: at most 15). */
export const SEARCH_CATEGORIES = {
  articles: 'Articles',
  horoscopes: 'Horoscopes',
  astrology: 'Astrology',
  tarot: 'Tarot',
  'tarot-cards': 'Tarot Cards',
  'tarot-decks': 'Tarot Decks',
  numerology: 'Numerology',
  'i-ching': 'I Ching',
  'chinese-zodiac': 'Chinese Zodiac',
  compatibility: 'Compatibility',
  readings: 'Readings & Reports',
  help: 'Help',
} as const;
export type SearchCategoryId = keyof typeof SEARCH_CATEGORIES;
export const SEARCH_CATEGORY_IDS = Object.keys(SEARCH_CATEGORIES) as [SearchCategoryId, ...SearchCategoryId[]];

export const SEARCH_SORTS = ['relevance', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_NAMES: Record<SearchSort, string> = { relevance: 'Relevance', title: 'Title' };

/** The numbers of spec 1 §7 and §9. */
export const SEARCH_LIMITS = {
  /** A term is 1 to 200 characters once trimmed. */
  termMax: 200,
  /** Results on one page of /search and of GET /api/search. */
  pageSize: 10,
  /** The farthest page anyone may ask for (a page past the last one that exists is a 404). */
  pageMax: 1000,
  /** The category facet holds at most 15 values; the filter shows up to 20. */
  facetSize: 15,
  filterShows: 20,
  /** Snippet lengths, in characters. */
  titleSnippet: 100,
  descriptionSnippet: 400,
  /** Autocomplete: from 4 characters, 100 ms after the last key, 5 results and 4 suggestions. */
  autocompleteMin: 4,
  autocompleteDebounceMs: 100,
  autocompleteResults: 5,
  autocompleteSuggestions: 4,
  /** The box keeps the term in session storage this long and restores it when the empty box is focused. */
  savedTermSeconds: 1800,
} as const;

/** The messages a bad search shows, on the page and in the API's field errors. */
export const SEARCH_MESSAGES = {
  termRequired: 'Please type a word to search for.',
  termTooLong: `Please keep your search under ${SEARCH_LIMITS.termMax} characters.`,
  category: `category is one of ${SEARCH_CATEGORY_IDS.join(', ')}.`,
  sort: `sort is one of ${SEARCH_SORTS.join(', ')}.`,
  page: `page is a whole number from 1 to ${SEARCH_LIMITS.pageMax}.`,
  /** The results page's words when its address has a category, sort or page that is not one of ours. */
  badAddress: 'This search’s address has a filter, sort or page number we do not recognise. Please search again.',
} as const;

/** The results page: `/search?q=…&category=…&sort=title&page=2`, leaving out what is the default. */
export function searchHref(query: { q?: string; category?: SearchCategoryId | undefined; sort?: SearchSort | undefined; page?: number | undefined } = {}): string {
  const params: HrefQuery = {
    q: query.q || undefined,
    category: query.category,
    sort: query.sort === 'title' ? 'title' : undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
  };
  return href('/search', {}, params);
}
