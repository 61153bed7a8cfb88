import type { ArticleCard } from '../../shared/articles/articles.contract';
import { href, ROUTES } from '../../shared/routes';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { ArticleGrid } from '../ui/article-list';
import { HeadedSections } from './headed-sections';
import type { JsonLd } from '../../shared/site/json-ld';
import type { Advisor, AdvisorOffer } from '../../shared/advisors/advisors.contract';
import { AdvisorList } from '../advisors';
export interface ArticlePageProps {
  card: ArticleCard;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  related: RelatedLink[];
  more: ArticleCard[];
  siteName: string;
  /** The advisor list under an article about readings and intuition, when a marketplace lists advisors. */
  advisors?: { list: Advisor[]; offer: AdvisorOffer };
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: JsonLd;
}


/** `/articles/{slug}`: an article with its drawing, byline and date, the pages it leads to, and more to read. */
export function ArticlePage({ card, intro, sections, related, more, siteName, advisors }: ArticlePageProps) {
  return (
    <ContentPage
      title={card.title}
      kicker={card.topic_name}
      lede={card.description}
      art="readings"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Articles', href: href(ROUTES.articles) }, { label: card.title }]}
      meta={
        <p className="article-byline">
          By <a href={card.author.url}>{card.author.name}</a> · <time dateTime={card.published}>{card.published_display}</time>
        </p>
      }
      related={[{ id: 'related-pages', title: 'Go further', links: related }]}
    >
      <figure className="article-figure">
        <img src={card.picture_frag} alt={card.image_alt} width={640} height={360} decoding="async" />
      </figure>
      <p className="article-intro">{intro}</p>
      <HeadedSections sections={sections} prefix="section" />
      {advisors && <AdvisorList advisors={advisors.list} offer={advisors.offer} siteName={siteName} />}
      {more.length > 0 && (
        <section aria-labelledby="more-articles" className="article-more">
          <h2 id="more-articles">More to read</h2>
          <ArticleGrid articles={more} />
        </section>
      )}
    </ContentPage>
  );
}
