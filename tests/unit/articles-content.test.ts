import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_ART_DIR, ARTICLE_TOPICS, ARTICLES, articleArt, articleProse, articleWords, artProblems } from '../../server/content/articles';
import { AUTHORS } from '../../server/content/authors';
import { repeatedSentences } from '../../server/content/text-rules';

/** The articles (issue #27): enough of them, of real length, each with its own drawing, nothing written twice. */
describe('the articles library', () => {
  it('has at least 24 articles across every topic, each of 600 words or more, by a known byline', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(24);
    for (const topic of ARTICLE_TOPICS) expect([topic, ARTICLES.filter((article) => article.topic === topic).length >= 4]).toEqual([topic, true]);
    for (const article of ARTICLES) {
      expect([article.slug, articleWords(article) >= 600]).toEqual([article.slug, true]);
      expect(AUTHORS.map((author) => author.slug)).toContain(article.author);
    }
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(ARTICLES.length);
  });

  it('is listed newest first, and no article is dated after it was written', () => {
    const dates = ARTICLES.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date <= '2026-11-26')).toBe(true);
  });

  it('repeats no sentence within an article or across articles', () => {
    expect(repeatedSentences(ARTICLES.flatMap(articleProse))).toEqual([]);
  });

  it('gives every article a drawing of its own, titled by its text alternative, and no drawing without an article', () => {
    const drawings = ARTICLES.map((article) => articleArt(article.slug)!);
    expect(new Set(drawings).size).toBe(ARTICLES.length);
    for (const article of ARTICLES) {
      expect([article.slug, artProblems(articleArt(article.slug)!)]).toEqual([article.slug, []]);
      expect(articleArt(article.slug)).toContain(`>${article.image_alt.replace(/&/g, '&amp;')}</title>`);
    }
    const files = fs.readdirSync(ARTICLE_ART_DIR).map((file) => path.basename(file, '.svg'));
    expect(files.sort()).toEqual(ARTICLES.map((article) => article.slug).sort());
  });

  it('refuses a drawing that could run script, load something else or set words in type', () => {
    const good = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img"><title>A moon over dark hills</title><path d="M0 0h1"/></svg>';
    expect(artProblems(good)).toEqual([]);
    expect(artProblems(good.replace('<path', '<script>alert(1)</script><path'))).not.toEqual([]);
    expect(artProblems(good.replace('<path d="M0 0h1"/>', '<image href="https://example.com/x.png"/>'))).not.toEqual([]);
    expect(artProblems(good.replace('<path', '<text>Hi</text><path'))).not.toEqual([]);
    expect(artProblems(good.replace('<path', '<rect onload="x()"/><path'))).not.toEqual([]);
  });
});
