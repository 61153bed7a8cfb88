import { ARTICLE_TOPIC_NAMES, ARTICLES_PER_PAGE, articleArtHref, articleHref, articlePages, type ArticleTopicId } from '../../../shared/articles/articles';
import type { ArticleCard, ArticlesQuery } from '../../../shared/articles/articles.contract';
import { formatLongDate } from '../../../shared/site/calendar';
import { authorBySlug, authorHref } from '../../content/authors';
import { ARTICLES, type Article } from '../../content/articles';

/** An article as lists, menus and the API show it. */
export function articleCard(article: Article): ArticleCard {
  const author = authorBySlug(article.author)!;
  return {
    slug: article.slug,
    url: articleHref(article.slug),
    title: article.title,
    topic: article.topic,
    topic_name: ARTICLE_TOPIC_NAMES[article.topic],
    author: { name: author.name, url: authorHref(author.slug) },
    published: article.published,
    published_display: formatLongDate(article.published),
    description: article.description,
    picture_frag: articleArtHref(article.slug),
    image_alt: article.image_alt,
  };
}

export interface ArticleListPage {
  data: ArticleCard[];
  page: number;
  pages: number;
  total: number;
  params: { topic?: ArticleTopicId; author?: string };
}

/**
 * One page of the list, newest first, of one topic or byline if asked; `undefined` for a page past
 * the last (the first page always exists, even when a filter matches nothing).
 */
export function articleListPage({ page, topic, author }: ArticlesQuery): ArticleListPage | undefined {
  const matching = ARTICLES.filter((article) => (!topic || article.topic === topic) && (!author || article.author === author));
  const pages = articlePages(matching.length);
  if (page > pages) return undefined;
  const data = matching.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE).map(articleCard);
  return { data, page, pages, total: matching.length, params: { ...(topic ? { topic } : {}), ...(author ? { author } : {}) } };
}

/** The newest articles of the given topics (every topic when none is named). */
export function latestArticles(count: number, topics: readonly ArticleTopicId[] = []): ArticleCard[] {
  return ARTICLES.filter((article) => topics.length === 0 || topics.includes(article.topic))
    .slice(0, count)
    .map(articleCard);
}

/** Others to read after `article`: the newest of its topic first, then the newest of the rest. */
export function moreArticles(article: Article, count: number): ArticleCard[] {
  const others = ARTICLES.filter((each) => each.slug !== article.slug);
  const sameTopic = others.filter((each) => each.topic === article.topic);
  return [...sameTopic, ...others.filter((each) => each.topic !== article.topic)].slice(0, count).map(articleCard);
}
