import { JsonLd } from '../components/json-ld';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';

export interface AuthorBioPageProps {
  slug: string;
  name: string;
  role: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  jsonLd: object;
}

/** `/articles/bios/{slug}`: who writes under a byline, and how. */
export function AuthorBioPage({ slug, name, role, intro, sections, related, jsonLd }: AuthorBioPageProps) {
  return (
    <ContentPage title={name} kicker="About the byline" lede={role} art="horoscopes" breadcrumb={[{ label: 'Home', href: '/' }, { label: name }]} related={related} current={`/articles/bios/${slug}`}>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={`bio-${section.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
          <h2 id={`bio-${section.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <JsonLd data={jsonLd} />
    </ContentPage>
  );
}
