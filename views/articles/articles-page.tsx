import type { ArticleCard } from '../../shared/articles/articles.contract';
import { ARTICLE_TOPIC_NAMES } from '../../shared/articles/articles';
import { href, ROUTES } from '../../shared/routes';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';

export interface ArticlesPageProps {
  articles: ArticleCard[];
  page: number;
  pages: number;
  total: number;
  bylines: { name: string; href: string }[];
}

/**
 * `/articles?page=`: every article, newest first, nine to a page. The pager's links work as they
 * are; with JavaScript the pager island swaps the list in place and pushes `?page=` (spec 1 §4).
 */
export function ArticlesPage({ articles, page, pages, total, bylines }: ArticlesPageProps) {
  const topics = Object.values(ARTICLE_TOPIC_NAMES).join(', ').replace(/, ([^,]*)$/, ' and $1');
  return (
    <ContentPage
      title="Articles"
      kicker="Read and reflect"
      lede={`Guides to ${topics.toLowerCase()}: how each practice works, with examples you can try yourself.`}
      art="readings"
      as="div"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Articles' }]}
      related={[{ id: 'related-bylines', title: 'Who writes them', links: bylines.map((byline) => ({ href: byline.href, label: byline.name })) }]}
    >
      <Island name="articles-pager" props={{ articles, page, pages, total }} hydrate="interaction" />
    </ContentPage>
  );
}

