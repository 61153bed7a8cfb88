import { z } from 'zod';
import { defineContract } from '../api/contract';
import { SEARCH_CATEGORY_IDS, SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_SORTS } from './search';

/**
 * The site search's two calls (spec 1 §2, §3 "Search result", §4, §7, §9) and the results page's
 * query. A term is trimmed, then 1 to 200 characters; anything else is a 400 naming the field.
 */

/** A form's untouched select or empty box sends `name=`: the same as not sending it. */
const blankIsUnset = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const term = z.string({ error: SEARCH_MESSAGES.termRequired }).trim().min(1, SEARCH_MESSAGES.termRequired).max(SEARCH_LIMITS.termMax, SEARCH_MESSAGES.termTooLong);

/** `/search?q=&category=&sort=&page=`: the page shows just the form for an empty term. */
export const SearchPageQuerySchema = z.object({
  q: z.string({ error: SEARCH_MESSAGES.termTooLong }).trim().max(SEARCH_LIMITS.termMax, SEARCH_MESSAGES.termTooLong).default(''),
  category: blankIsUnset(z.enum(SEARCH_CATEGORY_IDS, { error: SEARCH_MESSAGES.category }).optional()),
  sort: blankIsUnset(z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).default('relevance')),
  page: blankIsUnset(
    z.coerce
      .number({ error: SEARCH_MESSAGES.page })
      .int(SEARCH_MESSAGES.page)
      .min(1, SEARCH_MESSAGES.page)
      .max(SEARCH_LIMITS.pageMax, SEARCH_MESSAGES.page)
      .default(1),
  ),
});
export type SearchPageQuery = z.output<typeof SearchPageQuerySchema>;

/** The API's query: the page's, with a term required. */
export const SearchQuerySchema = SearchPageQuerySchema.extend({ q: term });
export type SearchQuery = z.output<typeof SearchQuerySchema>;

const CrumbSchema = z.object({ label: z.string(), href: z.string().optional() });

/**
 * One result (spec 1 §3 "Search result": og_title, og_image, meta_description, url, breadcrumb,
 * url_path_dir1, url_path_dir2). `title_html` (up to 100 characters) and `description_html` (up to
 * 400) are HTML: the page's own text escaped, with the words that matched in `<mark>`; nothing of
 * the query is ever copied into them.
 */
export const SearchResultSchema = z.object({
  url: z.string(),
  title: z.string(),
  title_html: z.string(),
  description_html: z.string(),
  category: z.enum(SEARCH_CATEGORY_IDS),
  category_name: z.string(),
  breadcrumb: z.array(CrumbSchema),
  /** A site path of the page's picture (an article's drawing, a card), or null. */
  image: z.string().nullable(),
  og_title: z.string(),
  og_image: z.string().nullable(),
  meta_description: z.string(),
  url_path_dir1: z.string(),
  url_path_dir2: z.string().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchFacetSchema = z.object({ id: z.enum(SEARCH_CATEGORY_IDS), name: z.string(), count: z.number().int() });
export type SearchFacet = z.infer<typeof SearchFacetSchema>;

export const SearchResponseSchema = z.object({
  q: z.string(),
  /** The term as searched when a word of it had no match and was read as its nearest word ("celtc" as "celtic"); else null. */
  corrected: z.string().nullable(),
  category: z.enum(SEARCH_CATEGORY_IDS).nullable(),
  sort: z.enum(SEARCH_SORTS),
  page: z.number().int(),
  pages: z.number().int(),
  /** Results in the chosen category (or in all). */
  total: z.number().int(),
  results: z.array(SearchResultSchema),
  /** Results per category for the term, whatever the filter, most first (at most 15). */
  facets: z.array(SearchFacetSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** `GET /api/search?q=&category=&sort=relevance|title&page=`: a page of results; a page past the last is a 404. */
export const SearchContract = defineContract('search.query', 'GET /search', {
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});

export const AutocompleteQuerySchema = z.object({
  q: z.string({ error: SEARCH_MESSAGES.termTooLong }).trim().max(SEARCH_LIMITS.termMax, SEARCH_MESSAGES.termTooLong).default(''),
});

export const AutocompleteResultSchema = SearchResultSchema.pick({ url: true, title: true, title_html: true, category: true, category_name: true, image: true });
export type AutocompleteResult = z.infer<typeof AutocompleteResultSchema>;

export const AutocompleteResponseSchema = z.object({
  q: z.string(),
  /** The five best pages for the term, its last word read as the start of a word. */
  results: z.array(AutocompleteResultSchema),
  /** Up to four terms to search instead: the term with its last word completed. */
  suggestions: z.array(z.string()),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

/** `GET /api/search/autocomplete?q=`: from 4 characters; a shorter term has an empty answer. */
export const AutocompleteContract = defineContract('search.autocomplete', 'GET /search/autocomplete', {
  query: AutocompleteQuerySchema,
  response: AutocompleteResponseSchema,
});
