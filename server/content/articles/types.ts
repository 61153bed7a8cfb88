import { z } from 'zod';
import { paragraph, wordCount } from '../text-rules';

/**
 * An article: original writing with its own drawn illustration (`art/{slug}.svg`). The articles
 * list, the article pages, the menus' featured slots, the bios and the search index read these.
 */
export const ARTICLE_TOPICS = ['astrology', 'tarot', 'numerology', 'love', 'psychic'] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

/** A site path a related link may take: no host, no fragment. */
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, 'a site path such as /tarot/cards/the-fool');

export const ArticleSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80),
    title: z.string().min(10).max(90),
    topic: z.enum(ARTICLE_TOPICS),
    /** A byline of server/content/authors.ts. */
    author: z.string(),
    /** When it was published, YYYY-MM-DD. */
    published: z.iso.date(),
    /** The meta description and the list's teaser. */
    description: z.string().min(70).max(160),
    /** The illustration's text alternative: what the picture shows. */
    image_alt: z.string().min(15).max(160),
    intro: paragraph(40, 160),
    sections: z.array(z.object({ heading: z.string().min(3).max(70), paragraphs: z.array(paragraph(30, 220)).min(1).max(6) })).min(3).max(8),
    /** Pages of the site the article leads on to, two to five. */
    related: z.array(z.object({ label: z.string().min(3).max(60), href: sitePath })).min(2).max(5),
  })
  .refine((article) => articleWords(article) >= 600, { error: 'at least 600 words' });
export type Article = z.infer<typeof ArticleSchema>;

/** What an article's prose is made of. */
interface Prose {
  intro: string;
  sections: readonly { paragraphs: readonly string[] }[];
}

/** The article's prose: the intro and every paragraph. */
export const articleProse = (article: Prose): string[] => [article.intro, ...article.sections.flatMap((section) => section.paragraphs)];

export const articleWords = (article: Prose): number => wordCount(articleProse(article).join(' '));

/** What an article file writes: the schema's input. */
export type ArticleDraft = z.input<typeof ArticleSchema>;
