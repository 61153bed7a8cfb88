import type { ArticleCard } from '../../shared/articles/articles.contract';
import { href, ROUTES } from '../../shared/routes';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { ArticleGrid } from '../ui/article-list';
import { HeadedSections } from './headed-sections';
import type { JsonLd } from '../../shared/site/json-ld';

export interface AuthorBioPageProps {
  slug: string;
  name: string;
  role: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  /** The byline's articles, newest first. */
  articles: ArticleCard[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: JsonLd;
}


/** `/articles/bios/{slug}`: who writes under a byline, and how, and the articles it signs. */
export function AuthorBioPage({ slug, name, role, intro, sections, articles, related }: AuthorBioPageProps) {
  return (
    <ContentPage
      title={name}
      kicker="About the byline"
      lede={role}
      art="horoscopes"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Articles', href: href(ROUTES.articles) }, { label: name }]}
      related={related}
      current={href(ROUTES.authorBio, { author_slug: slug })}
    >
      <p>{intro}</p>
      <HeadedSections sections={sections} prefix="bio" />
      {articles.length > 0 && (
        <section aria-labelledby="bio-articles" className="article-more">
          <h2 id="bio-articles">{`Articles by ${name.replace(/^The /, 'the ')}`}</h2>
          <ArticleGrid articles={articles} />
        </section>
      )}
    </ContentPage>
  );
}
