import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ARTICLE_TOPIC_NAMES, type ArticleTopicId } from './articles';

const TOPICS = Object.keys(ARTICLE_TOPIC_NAMES) as [ArticleTopicId, ...ArticleTopicId[]];

/** One article as lists show it (spec 1 §3 featured article: url, title, picture_frag, image_alt). */
export const ArticleCardSchema = z.object({
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  topic: z.enum(TOPICS),
  topic_name: z.string(),
  author: z.object({ name: z.string(), url: z.string() }),
  /** YYYY-MM-DD, and as the site writes dates ('April 15, 2026'). */
  published: z.string(),
  published_display: z.string(),
  description: z.string(),
  /** The drawing's address. */
  picture_frag: z.string(),
  image_alt: z.string(),
});
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

export const ArticlesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page is a whole number from 1.' })
    .int('page is a whole number from 1.')
    .min(1, 'page is a whole number from 1.')
    .max(Number.MAX_SAFE_INTEGER, 'page is a whole number from 1.')
    .default(1),
  topic: z.enum(TOPICS, { error: `topic is one of ${TOPICS.join(', ')}.` }).optional(),
  author: z
    .string()
    .max(80, 'author is a byline slug such as starlit-editors.')
    .regex(/^[a-z0-9-]+$/, 'author is a byline slug such as starlit-editors.')
    .optional(),
});
export type ArticlesQuery = z.infer<typeof ArticlesQuerySchema>;

/**
 * `GET /api/content/articles/get` (spec 1 §6): one page of articles, newest first, optionally of
 * one topic or byline. `data` is the page; `params` echoes the filters. A page past the last is a 404.
 */
export const GetArticlesContract = defineContract('content.articles', 'GET /content/articles/get', {
  query: ArticlesQuerySchema,
  response: z.object({
    data: z.array(ArticleCardSchema),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    params: z.object({ topic: z.enum(TOPICS).optional(), author: z.string().optional() }),
  }),
});
