import { formFor, type FormProps } from '../../shared/forms/form-state';
import type { NatalChart } from '../../shared/reports/natal';
import { sectionAnchor, type ReportChapter, type ReportSection } from '../../shared/reports/report';
import { ChapterAccordion, MoreForToday, PairSummary, ReportSections, type TodayTransitView } from './report-views';
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
        /** The birth reports (chart, sections, glossary), the Cosmic Profile (seven chapters), the paired reports (summary, sections, glossary), the forecasts and numerology (accordions). */
        variant: 'birth' | 'cosmic' | 'pair' | 'forecast' | 'numerology';
        chart: NatalChart;
        second?: NatalChart;
        summary?: { overview: string[]; person1: ReportChapter[]; person2: ReportChapter[]; person2Intro?: string };
        today?: TodayTransitView[];
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

/** The report's main parts, as its tabs and its print menu list them. */
const TABS: Record<'birth' | 'cosmic' | 'pair' | 'forecast' | 'numerology', { id: string; label: string }[]> = {
  birth: [
    { id: 'your-birth-chart', label: 'Your Birth Chart' },
    { id: 'your-report', label: 'Your Report' },
    { id: 'glossary', label: 'Glossary' },
  ],
  pair: [
    { id: 'summary', label: 'Summary' },
    { id: 'your-report', label: 'Your Report' },
    { id: 'glossary', label: 'Glossary' },
  ],
  cosmic: [{ id: 'your-report', label: 'Your Seven Signs' }],
  forecast: [
    { id: 'your-report', label: 'Your Forecast' },
    { id: 'more-for-today', label: 'More For Today' },
  ],
  numerology: [{ id: 'your-report', label: 'Your Numbers' }],
};

/** What a birth time adds to each kind of report, for its add-birth-time form. */
const NEEDS: Partial<Record<keyof typeof TABS, string>> = {
  cosmic: 'Your Moon and Rising signs',
  forecast: 'Your own houses and the transits to your Moon, Ascendant and Midheaven',
};

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
  const stops = sections.map((section) => ({ id: sectionAnchor(section.code), label: section.title }));
  const chain = footerChain(stops);
  const pairChain = footerChain(stops, { id: 'summary', label: 'Summary' });
  const tabs = TABS[state.variant];
  const posted = formFor(form, 'birth-time');
  const added = posted?.ok === true;
  const error = posted?.errors.person_1_birth_time;
  return (
    <ContentPage title={`${productName}: ${chart.name}${state.second ? ` and ${state.second.name}` : ''}`} kicker="Your Report" breadcrumb={breadcrumb} art="readings" as="div">
      <nav className="report-tabs" aria-label="Report sections">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a href={`#${tab.id}`}>{tab.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Island name="print-menu" hydrate="idle" props={{ sections: tabs, pdfHref: `/report/${slug}/pdf` }} />
      {(chart.birthTime === null || added) && state.variant !== 'pair' && state.variant !== 'numerology' && (
        <section className="add-birth-time" aria-labelledby="add-birth-time-title">
          <h2 id="add-birth-time-title">{added ? 'Birth time added' : 'Add your birth time'}</h2>
          {added && <FormMessage success={posted.message} />}
          {!added && (
            <Island name="birth-time-form" hydrate="visible" props={{ action: `/report/${slug}`, slug, error, message: posted && !posted.ok && !error ? posted.message : undefined, ...(NEEDS[state.variant] ? { needs: NEEDS[state.variant] } : {}) }} />
          )}
        </section>
      )}

      {state.variant === 'cosmic' && <CosmicProfileChapters sections={sections} timed={chart.birthTime !== null} />}
      {state.variant === 'numerology' && <ChapterAccordion sections={sections} ids="code" title="Your Numerology Forecast" />}
      {state.variant === 'forecast' && (
        <>
          <ChapterAccordion sections={sections} ids="chapter" title="Your Forecast" />
          <MoreForToday transits={state.today ?? []} />
        </>
      )}
      {state.variant === 'pair' && state.second && (
        <>
          {state.summary && <PairSummary summary={state.summary} first={chart} second={state.second} chain={pairChain} />}
          <section id="your-report" className="report-section" aria-labelledby="your-report-title">
            <h2 id="your-report-title">Your Report</h2>
            <ReportSections sections={sections} locked={state.lockedSections} chain={pairChain} navDisabled={!state.full} />
            {!state.full && (
              <p className="bc-upsell">
                The full report goes on to every contact between your charts and the composite chart of the two of you.{' '}
                <a className="button button-primary" href={state.fullReportHref}>
                  GET MY FULL REPORT
                </a>
              </p>
            )}
            <p>
              <a href={state.journalHref}>View Your Reports Here</a>
            </p>
          </section>
          <section id="glossary" className="report-section" aria-labelledby="glossary-title">
            <h2 id="glossary-title">Glossary</h2>
            <ChartGlossary glossary={state.glossary} chain={pairChain} />
          </section>
        </>
      )}
      {state.variant === 'birth' && (
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
        <ReportSections sections={sections} locked={state.lockedSections} chain={chain} />
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
        <span>{`${productName} for ${chart.name}${state.second ? ` and ${state.second.name}` : ''}`}</span>
        <span>Starlit</span>
        <span>{`© ${state.year} Starlit`}</span>
      </footer>
    </ContentPage>
  );
}
