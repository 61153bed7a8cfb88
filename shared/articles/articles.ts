import { href, ROUTES } from '../routes';

/** The articles' topics, with the names the list, the badges and the search facets show. */
export const ARTICLE_TOPIC_NAMES = {
  astrology: 'Astrology',
  tarot: 'Tarot',
  numerology: 'Numerology',
  love: 'Love',
  psychic: 'Intuition',
} as const;
export type ArticleTopicId = keyof typeof ARTICLE_TOPIC_NAMES;

/** Articles on one page of the list (a grid of three by three on a wide screen). */
export const ARTICLES_PER_PAGE = 9;

export const articleHref = (slug: string): string => href(ROUTES.article, { slug });

/** The list's page: the first page has no `page` parameter (one address per page). */
export const articlesPageHref = (page: number): string => (page <= 1 ? href(ROUTES.articles) : `${href(ROUTES.articles)}?page=${page}`);

/** An article's drawing as a file (the menus' and the list's `picture_frag`; Open Graph names its PNG, server/features/articles/article-share-image.ts). */
export const articleArtHref = (slug: string): string => href(ROUTES.articleArt, { file: `${slug}.svg` });

/** How many pages a list of `total` articles has (at least one, which may be empty). */
export const articlePages = (total: number): number => Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
