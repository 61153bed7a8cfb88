import { HELP_AND_POLICIES } from '../components/help-related';
import { POLICY_LINKS } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface PolicyPageProps {
  title: string;
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

function formatUpdated(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Privacy, terms and cookies: content pages with the other policies and help beside them. */
export function PolicyPage({ title, updated, intro, sections }: PolicyPageProps) {
  return (
    <ContentPage
      title={title}
      kicker="Policies"
      art="help"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: title }]}
      meta={
        <p className="updated">
          Last updated <time dateTime={updated}>{formatUpdated(updated)}</time>
        </p>
      }
      related={HELP_AND_POLICIES}
      current={POLICY_LINKS.find((link) => link.label === title)?.href}
    >
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </ContentPage>
  );
}
