import { HELP_AND_POLICIES, helpCrumbs } from '../components/help-related';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface FaqPageProps {
  title: string;
  intro: string[];
  sections: { id: string; heading: string; questions: { question: string; answer: string[]; links?: { href: string; label: string }[] | undefined }[] }[];
}

/**
 * `/service/frequently-asked-questions`: one heading per section, each question a `<details>`
 * disclosure (keyboard and screen-reader friendly, and it opens without JavaScript).
 */
export function FaqPage({ title, intro, sections }: FaqPageProps) {
  return (
    <ContentPage title={title} kicker="Help" art="help" breadcrumb={helpCrumbs(title)} related={HELP_AND_POLICIES} current={href(ROUTES.faq)}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav aria-label="FAQ sections">
        <ul className="faq-toc">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#faq-${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`}>{section.heading}</h2>
          {section.questions.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links && (
                <p className="faq-links">
                  {item.links.map((link, index) => (
                    <span key={link.href}>
                      {index > 0 && ' · '}
                      <a href={link.href}>{link.label}</a>
                    </span>
                  ))}
                </p>
              )}
            </details>
          ))}
        </section>
      ))}
      <p className="faq-still">
        Still stuck? <a href={href(ROUTES.service)}>Contact Us</a> and we will help.
      </p>
    </ContentPage>
  );
}
