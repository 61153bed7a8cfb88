import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface AuthorBioPageProps {
  slug: string;
  name: string;
  role: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: Record<string, unknown>;
}

/** `/articles/bios/{slug}`: who writes under a byline, and how. */
export function AuthorBioPage({ slug, name, role, intro, sections, related }: AuthorBioPageProps) {
  return (
    <ContentPage title={name} kicker="About the byline" lede={role} art="horoscopes" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: name }]} related={related} current={href(ROUTES.authorBio, { author_slug: slug })}>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={`bio-${section.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
          <h2 id={`bio-${section.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
