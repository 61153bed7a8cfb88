import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { authorBySlug } from '../authors';
import { repeatedSentences } from '../text-rules';
import { ASTROLOGY_ARTICLES } from './astrology';
import { LOVE_ARTICLES } from './love';
import { NUMEROLOGY_ARTICLES } from './numerology';
import { PSYCHIC_ARTICLES } from './psychic';
import { TAROT_ARTICLES } from './tarot';
import { articleProse, ArticleSchema, type Article, type ArticleDraft } from './types';

export { ARTICLE_TOPICS, articleProse, articleWords, type Article, type ArticleTopic } from './types';

/** Where each article's drawing is: `art/{slug}.svg`. */
export const ARTICLE_ART_DIR = path.join(__dirname, 'art');

/**
 * What a drawing may hold: one self-contained SVG with a title, no script, no pictures or links
 * to elsewhere, no words set in type (the text alternative is the article's `image_alt`).
 */
export function artProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*\sviewBox="0 0 640 360"/.test(svg.trim())) problems.push('the root is <svg xmlns=… viewBox="0 0 640 360">');
  if (!/<title\b[^>]*>[^<]{10,}<\/title>/.test(svg)) problems.push('a <title> names what it shows');
  if (/<(script|image|foreignObject|text|style)\b/i.test(svg)) problems.push('no script, image, foreignObject, text or style elements');
  if (/\son[a-z]+=/i.test(svg)) problems.push('no event attributes');
  if (/(?:xlink:)?href="(?!#)/.test(svg) || /url\((?!#)/.test(svg)) problems.push('links only to its own ids');
  if (Buffer.byteLength(svg) > 12_000) problems.push('at most 12 KB');
  return problems;
}

/**
 * Every article, checked when the module loads (the server does not start otherwise): the schema,
 * a known byline, one slug each, a drawing that passes `artProblems`, and no sentence written
 * twice across the library. Newest first.
 */
function loadArticles(drafts: readonly ArticleDraft[]): { articles: readonly Article[]; art: ReadonlyMap<string, string> } {
  const articles = z.array(ArticleSchema).min(24).parse(drafts);
  const art = new Map<string, string>();
  for (const article of articles) {
    if (!authorBySlug(article.author)) throw new Error(`Article ${article.slug}: no byline ${article.author}`);
    if (art.has(article.slug)) throw new Error(`Article ${article.slug} is written twice`);
    const file = path.join(ARTICLE_ART_DIR, `${article.slug}.svg`);
    if (!fs.existsSync(file)) throw new Error(`Article ${article.slug}: no drawing at ${file}`);
    const svg = fs.readFileSync(file, 'utf8').trim();
    const problems = artProblems(svg);
    if (problems.length > 0) throw new Error(`Article ${article.slug}'s drawing: ${problems.join('; ')}`);
    art.set(article.slug, svg);
  }
  const repeated = repeatedSentences(articles.flatMap(articleProse));
  if (repeated.length > 0) throw new Error(`Articles repeat sentences: ${repeated.slice(0, 3).join(' | ')}`);
  const newestFirst = [...articles].sort((a, b) => (a.published === b.published ? a.slug.localeCompare(b.slug) : a.published < b.published ? 1 : -1));
  return { articles: Object.freeze(newestFirst), art };
}

const LOADED = loadArticles([...ASTROLOGY_ARTICLES, ...TAROT_ARTICLES, ...NUMEROLOGY_ARTICLES, ...LOVE_ARTICLES, ...PSYCHIC_ARTICLES]);

/** Every article, newest first. */
export const ARTICLES: readonly Article[] = LOADED.articles;

export const articleBySlug = (slug: string): Article | undefined => ARTICLES.find((article) => article.slug === slug);

/** An article's drawing (SVG markup). */
export const articleArt = (slug: string): string | undefined => LOADED.art.get(slug);
