import { SEARCH_CATEGORIES, type SearchCategoryId } from '../../../shared/search/search';
import { href, ROUTES } from '../../../shared/routes';

/** One step of a result's breadcrumb; the last is the page itself (no link). */
export interface SearchCrumb {
  label: string;
  href?: string;
}

/**
 * One public page as the index holds it: what a result shows (title, breadcrumb, description,
 * picture, spec 1 §3's fields) and the text it is found by (title, description and body, in
 * falling weight).
 */
export interface SearchDocument {
  url: string;
  title: string;
  category: SearchCategoryId;
  breadcrumb: SearchCrumb[];
  /** The page's meta description (a result's `meta_description`). */
  description: string;
  /** The page's text, for matching only. */
  body: string;
  /** A site path of the page's picture, or null. */
  image: string | null;
  og_title: string;
  og_image: string | null;
  /** The first and second segments of the path: `tarot`, `cards`. */
  url_path_dir1: string;
  url_path_dir2: string | null;
  /**
   * How much a page's relevance counts (1 for most). A card in a deck other than the default has
   * the same words as its default-deck page and is weighed lower, so the default deck's comes first.
   */
  boost: number;
}

export interface DocumentInput {
  url: string;
  title: string;
  category: SearchCategoryId;
  /** The crumbs between Home and the page (the page itself is added from its title). */
  trail: SearchCrumb[];
  description: string;
  body: readonly string[];
  image?: string | null;
  boost?: number;
  /** The crumb naming the page when it should be shorter than its title ("The Fool"). */
  crumb?: string;
}

const HOME: SearchCrumb = { label: 'Home', href: href(ROUTES.home) };

/** The two first segments of a path, without its query or fragment. */
export function pathDirs(url: string): { url_path_dir1: string; url_path_dir2: string | null } {
  const [dir1 = '', dir2 = null] = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return { url_path_dir1: dir1, url_path_dir2: dir2 };
}

/** Text as the index stores it: one line of words, no runs of spaces. */
export const flatten = (parts: readonly string[]): string => parts.join(' ').replace(/\s+/g, ' ').trim();

/** A document with the fields that follow from the others filled in. */
export function searchDocument(input: DocumentInput): SearchDocument {
  const image = input.image ?? null;
  return {
    url: input.url,
    title: input.title,
    category: input.category,
    breadcrumb: [HOME, ...input.trail, { label: input.crumb ?? input.title }],
    description: flatten([input.description]),
    body: flatten(input.body),
    image,
    og_title: input.title,
    og_image: image,
    ...pathDirs(input.url),
    boost: input.boost ?? 1,
  };
}

/** The category's name, as a crumb's label and a facet's. */
export const categoryName = (category: SearchCategoryId): string => SEARCH_CATEGORIES[category];

/** Cuts a description to a meta description's length at a word, as the pages do. */
export function metaLength(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max - 3).replace(/\s+\S*$/, '')}…` : text;
}
