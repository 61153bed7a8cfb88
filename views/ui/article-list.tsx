import type { ArticleCard } from '../../shared/articles/articles.contract';
import { articlesPageHref } from '../../shared/articles/articles';

/**
 * An article in a list: its drawing, topic, title (a link covering the card), teaser and date, in
 * the markup of the site's cards. The drawing is a file (`picture_frag`), sized so the grid does
 * not shift while it loads.
 */
export function ArticleTeaser({ article, lazy = true }: { article: ArticleCard; lazy?: boolean }) {
  return (
    <li className="card card-link article-teaser">
      <div className="card-media">
        <img src={article.picture_frag} alt="" width={640} height={360} loading={lazy ? 'lazy' : undefined} decoding="async" />
      </div>
      <div className="card-body">
        <p className="card-kicker">{article.topic_name}</p>
        <h3 className="card-title">
          <a href={article.url}>{article.title}</a>
        </h3>
        <p>{article.description}</p>
        <p className="article-teaser-meta">
          <time dateTime={article.published}>{article.published_display}</time>
        </p>
      </div>
    </li>
  );
}

/** Articles side by side, as many as fit. */
export function ArticleGrid({ articles, label, eager = 0 }: { articles: readonly ArticleCard[]; label?: string; eager?: number }) {
  return (
    <ul className="card-grid card-grid-md article-grid" aria-label={label}>
      {articles.map((article, index) => (
        <ArticleTeaser key={article.slug} article={article} lazy={index >= eager} />
      ))}
    </ul>
  );
}

/**
 * The list of `/articles` and its pager: the server renders it, and the pager island renders it
 * again for another page (`data-page` marks the links it takes over).
 */
export function ArticleList({ articles, page, pages, total, loading = false }: { articles: ArticleCard[]; page: number; pages: number; total: number; loading?: boolean }) {
  return (
    <section aria-labelledby="articles-list-title" aria-busy={loading || undefined}>
      <h2 id="articles-list-title" className="visually-hidden">
        {pages > 1 ? `Page ${page} of ${pages}` : 'Every article'}
      </h2>
      <p className="articles-count">
        {total} articles{pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
      <ArticleGrid articles={articles} label={`Articles, page ${page}`} eager={3} />
      {pages > 1 && (
        <nav className="pager article-pager" aria-label="Pages of articles">
          {page > 1 ? (
            <a href={articlesPageHref(page - 1)} rel="prev" data-page={page - 1}>
              Newer articles
            </a>
          ) : null}
          <ol className="article-pager-pages">
            {Array.from({ length: pages }, (_, index) => index + 1).map((each) => (
              <li key={each}>
                {each === page ? (
                  <span aria-current="page">{each}</span>
                ) : (
                  <a href={articlesPageHref(each)} data-page={each} aria-label={`Page ${each}`}>
                    {each}
                  </a>
                )}
              </li>
            ))}
          </ol>
          {page < pages ? (
            <a href={articlesPageHref(page + 1)} rel="next" data-page={page + 1}>
              Older articles
            </a>
          ) : null}
        </nav>
      )}
    </section>
  );
}
