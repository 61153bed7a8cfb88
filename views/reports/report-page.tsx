import { formFor, type FormProps } from '../../shared/forms/form-state';
import type { NatalChart } from '../../shared/reports/natal';
import { sectionAnchor, type ReportSection } from '../../shared/reports/report';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { FormMessage } from '../ui/form-field';
import { ChartDetails, type ChartHelp } from './chart-details';
import { CosmicProfileChapters } from './cosmic-profile-view';
import { ChainFooter, ChartGlossary, footerChain, type NatalGlossaryView } from './report-parts';

export interface ReportPageProps extends FormProps {
  slug: string;
  productName: string;
  breadcrumb: Crumb[];
  state:
    | { kind: 'held'; checkoutHref: string }
    | { kind: 'error' }
    | {
        kind: 'ready';
        /** The birth reports (chart, sections, glossary) or the Cosmic Profile (seven chapters). */
        variant: 'birth' | 'cosmic';
        chart: NatalChart;
        /** The whole report; false for the sample and the free chart (the other sections listed, disabled). */
        full: boolean;
        sections: ReportSection[];
        lockedSections: string[];
        help: ChartHelp;
        glossary: NatalGlossaryView;
        houseSystemName: string;
        downloads: { svgHref: string; pngHref: string };
        fullReportHref: string;
        journalHref: string;
        year: number;
      };
}

/** The Whoops screen of spec 3 §4: a report that cannot be drawn, and how to fix it. */
function Whoops() {
  return (
    <section className="bc-unclear" aria-labelledby="whoops-title">
      <h2 id="whoops-title">Whoops! We could not draw this report</h2>
      <ol>
        <li>
          Visit your <a href="/member/settings/profiles-manager">profile settings</a>.
        </li>
        <li>Update the birth city.</li>
        <li>Choose the birth city again from the list.</li>
        <li>
          If it still does not work, please <a href="/service">contact support</a>.
        </li>
      </ol>
    </section>
  );
}

/** `/report/{slug}`: a member's birth report, its chart, its sections and the glossary. */
export function ReportPage({ slug, productName, breadcrumb, state, form }: ReportPageProps) {
  if (state.kind === 'held') {
    return (
      <ContentPage title={productName} kicker="Your Report" breadcrumb={breadcrumb} art="readings" as="div">
        <p>Your report is ready to be written as soon as its order is paid.</p>
        <p>
          <a className="button button-primary" href={state.checkoutHref}>
            Go to checkout
          </a>
        </p>
      </ContentPage>
    );
  }
  if (state.kind === 'error') {
    return (
      <ContentPage title={productName} kicker="Your Report" breadcrumb={breadcrumb} art="readings" as="div">
        <Whoops />
      </ContentPage>
    );
  }
  const { chart, sections } = state;
  const chain = footerChain(sections.map((section) => ({ id: sectionAnchor(section.code), label: section.title })));
  const posted = formFor(form, 'birth-time');
  const added = posted?.ok === true;
  const error = posted?.errors.person_1_birth_time;
  return (
    <ContentPage title={`${productName}: ${chart.name}`} kicker="Your Report" breadcrumb={breadcrumb} art="readings" as="div">
      <nav className="report-tabs" aria-label="Report sections">
        <ul>
          <li>
            <a href="#your-birth-chart">Your Birth Chart</a>
          </li>
          <li>
            <a href="#your-report">Your Report</a>
          </li>
          <li>
            <a href="#glossary">Glossary</a>
          </li>
        </ul>
      </nav>
      <Island
        name="print-menu"
        hydrate="idle"
        props={{
          sections: [
            { id: 'your-birth-chart', label: 'Your Birth Chart' },
            { id: 'your-report', label: 'Your Report' },
            { id: 'glossary', label: 'Glossary' },
          ],
          pdfHref: `/report/${slug}/pdf`,
        }}
      />
      {(chart.birthTime === null || added) && (
        <section className="add-birth-time" aria-labelledby="add-birth-time-title">
          <h2 id="add-birth-time-title">{added ? 'Birth time added' : 'Add your birth time'}</h2>
          {added && <FormMessage success={posted.message} />}
          {!added && (
            <Island name="birth-time-form" hydrate="visible" props={{ action: `/report/${slug}`, slug, error, message: posted && !posted.ok && !error ? posted.message : undefined }} />
          )}
        </section>
      )}

      {state.variant === 'cosmic' ? (
        <CosmicProfileChapters sections={sections} timed={chart.birthTime !== null} />
      ) : (
        <>
      <section id="your-birth-chart" className="report-section" aria-labelledby="your-birth-chart-title">
        <h2 id="your-birth-chart-title">Your Birth Chart</h2>
        <nav aria-label="Birth chart parts" className="glossary-nav">
          <ul>
            <li>
              <a href="#overview">Overview</a>
            </li>
            <li>
              <a href="#planetary-positions">Planetary Positions</a>
            </li>
            <li>
              <a href="#aspects">Aspects</a>
            </li>
            <li>
              <a href="#major-aspects">Major Aspects</a>
            </li>
            <li>
              <a href="#aspect-key">Aspect Key</a>
            </li>
            {chart.houses && (
              <li>
                <a href="#house-positions">House Positions</a>
              </li>
            )}
          </ul>
        </nav>
        <ChartDetails chart={chart} help={state.help} houseSystemName={state.houseSystemName} downloads={state.downloads} />
        <ChainFooter chain={chain} id="your-birth-chart" />
      </section>

      <section id="your-report" className="report-section" aria-labelledby="your-report-title">
        <h2 id="your-report-title">Your Report</h2>
        <nav aria-label="Report chapters" className="report-chapters-nav">
          <ul>
            {sections.map((section) => (
              <li key={section.code}>
                <a href={`#${sectionAnchor(section.code)}`}>{section.title}</a>
              </li>
            ))}
            {state.lockedSections.map((title) => (
              <li key={title}>
                <span className="report-locked" aria-disabled="true">
                  {title} <span className="visually-hidden">(in the full report)</span>
                </span>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section key={section.code} id={sectionAnchor(section.code)} className="report-part" aria-labelledby={`${sectionAnchor(section.code)}-title`}>
            <h3 id={`${sectionAnchor(section.code)}-title`}>{section.title}</h3>
            {section.intro && <p className="report-intro">{section.intro}</p>}
            {section.chapters.map((chapter, index) => (
              <section key={chapter.title} id={`${sectionAnchor(section.code)}-chapter-${index + 1}`} className="report-chapter" aria-label={chapter.title}>
                <h4>{chapter.title}</h4>
                {chapter.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>{paragraph}</p>
                ))}
              </section>
            ))}
            <ChainFooter chain={chain} id={sectionAnchor(section.code)} />
          </section>
        ))}
        {!state.full && (
          <p className="bc-upsell">
            The full Essential Birth Report goes on to every planet in its sign and house, your aspects and the balance of your chart.{' '}
            <a className="button button-primary" href={state.fullReportHref}>
              GET MY FULL REPORT
            </a>
          </p>
        )}
        <p>
          <a href={state.journalHref}>View Your Birth Reports Here</a>
        </p>
      </section>

      <section id="glossary" className="report-section" aria-labelledby="glossary-title">
        <h2 id="glossary-title">Glossary</h2>
        <ChartGlossary glossary={state.glossary} chain={chain} />
      </section>
        </>
      )}
      <footer className="print-footer">
        <span>{`${productName} for ${chart.name}`}</span>
        <span>Starlit</span>
        <span>{`© ${state.year} Starlit`}</span>
      </footer>
    </ContentPage>
  );
}
