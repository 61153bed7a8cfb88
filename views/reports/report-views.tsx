import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { formatDegree, NATAL_PLANET_IDS, pointOf, POINT_NAMES, type NatalChart } from '../../shared/reports/natal';
import { sectionAnchor, type ReportChapter, type ReportSection } from '../../shared/reports/report';
import { Island } from '../components/island';
import { ChainFooter, type FooterStop } from './report-parts';

/**
 * The parts of a report page beyond the birth chart (issue #26): a report's sections with their
 * chapters (`your-report-{code}`, `-chapter-{n}`), the compatibility report's Summary, and the
 * accordions of the forecasts (`chapter-1`, `chapter-{n}`) and the numerology forecast (by
 * section code), with the forecasts' 'More For Today'.
 */

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph) => <p key={paragraph.slice(0, 48)}>{paragraph}</p>);
}

/** A chapter's paragraphs, then its list if it has one. */
export function ChapterBody({ chapter }: { chapter: ReportChapter }) {
  return (
    <>
      <Paragraphs paragraphs={chapter.paragraphs} />
      {chapter.list && chapter.list.length > 0 && (
        <ul className="report-list">
          {chapter.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Your Report: a section per report section, a chapter per chapter; `locked` are listed, disabled (a sample's). */
export function ReportSections({ sections, locked, chain, navDisabled = false }: { sections: ReportSection[]; locked: string[]; chain: FooterStop[]; navDisabled?: boolean }) {
  return (
    <>
      <nav aria-label="Report chapters" className="report-chapters-nav">
        <ul>
          {sections.map((section) => (
            <li key={section.code}>
              {navDisabled ? (
                <span className="report-locked" aria-disabled="true">
                  {section.title}
                </span>
              ) : (
                <a href={`#${sectionAnchor(section.code)}`}>{section.title}</a>
              )}
            </li>
          ))}
          {locked.map((title) => (
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
              <ChapterBody chapter={chapter} />
            </section>
          ))}
          <ChainFooter chain={chain} id={sectionAnchor(section.code)} />
        </section>
      ))}
    </>
  );
}

function Chapters({ chapters, level }: { chapters: ReportChapter[]; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return chapters.map((chapter) => (
    <div key={chapter.title} className="report-chapter">
      <Heading>{chapter.title}</Heading>
      <ChapterBody chapter={chapter} />
    </div>
  ));
}

/** Spec 3 §2 "Compatibility report": Summary, with its overview, your birth charts, person 1 and person 2. */
export function PairSummary({ summary, first, second, chain }: { summary: { overview: string[]; person1: ReportChapter[]; person2: ReportChapter[]; person2Intro?: string }; first: NatalChart; second: NatalChart; chain: FooterStop[] }) {
  const rows = [...NATAL_PLANET_IDS, 'ascendant' as const];
  const place = (chart: NatalChart, id: (typeof rows)[number]) => {
    const point = pointOf(chart, id);
    return point ? `${formatDegree(point.degree)} ${signName(point.sign)}` : 'Needs the birth time';
  };
  return (
    <section id="summary" className="report-section" aria-labelledby="summary-title">
      <h2 id="summary-title">Summary</h2>
      <nav aria-label="Summary parts" className="glossary-nav">
        <ul>
          <li>
            <a href="#summary-overview">Overview</a>
          </li>
          <li>
            <a href="#summary-your-birth-charts">Your Birth Charts</a>
          </li>
          <li>
            <a href="#summary-person-1">{first.name}</a>
          </li>
          <li>
            <a href="#summary-person-2">{second.name}</a>
          </li>
        </ul>
      </nav>
      <section id="summary-overview" className="report-part" aria-labelledby="summary-overview-title">
        <h3 id="summary-overview-title">Overview</h3>
        <Paragraphs paragraphs={summary.overview} />
      </section>
      <section id="summary-your-birth-charts" className="report-part" aria-labelledby="summary-charts-title">
        <h3 id="summary-charts-title">Your Birth Charts</h3>
        <div className="table-scroll">
          <table className="chart-table">
            <caption>Both birth charts, planet by planet</caption>
            <thead>
              <tr>
                <th scope="col">Planet</th>
                <th scope="col">{first.name}</th>
                <th scope="col">{second.name}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((id) => (
                <tr key={id}>
                  <th scope="row">{POINT_NAMES[id].name}</th>
                  <td>{place(first, id)}</td>
                  <td>{place(second, id)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section id="summary-person-1" className="report-part" aria-labelledby="summary-person-1-title">
        <h3 id="summary-person-1-title">{first.name}</h3>
        <Chapters chapters={summary.person1} level={4} />
      </section>
      <section id="summary-person-2" className="report-part" aria-labelledby="summary-person-2-title">
        <h3 id="summary-person-2-title">{second.name}</h3>
        {summary.person2Intro && <p className="report-intro">{summary.person2Intro}</p>}
        <Chapters chapters={summary.person2} level={4} />
      </section>
      <ChainFooter chain={chain} id="summary" />
    </section>
  );
}

/** A transit active today (spec 3 §3 "Transit"). */
export interface TodayTransitView {
  title: string;
  header: string;
  dates: { start: string; end: string; peak: string };
  body: string;
  tags: string[];
}

/**
 * The forecasts' and the numerology forecast's chapters as an accordion (spec 3 §2, §4): each a
 * <details>, the first open, so they read without JavaScript; the `chapter-routes` island gives
 * them their routes. `ids`: `chapter-{n}` for a forecast, the section code for numerology.
 */
export function ChapterAccordion({ sections, ids, title }: { sections: ReportSection[]; ids: 'chapter' | 'code'; title: string }) {
  return (
    <section id="your-report" className="report-section report-accordion" aria-labelledby="accordion-title">
      <h2 id="accordion-title">{title}</h2>
      <nav aria-label="Chapters" className="report-chapters-nav">
        <ol>
          {sections.map((section, index) => (
            <li key={section.code}>
              <a href={`#${ids === 'chapter' ? `chapter-${index + 1}` : section.code.replace(/_/g, '-')}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <details key={section.code} id={ids === 'chapter' ? `chapter-${index + 1}` : section.code.replace(/_/g, '-')} className="cosmic-chapter report-fold" open={index === 0}>
          <summary>
            <span className="cosmic-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="cosmic-system">{section.title}</span>
          </summary>
          {section.intro && <p className="report-intro">{section.intro}</p>}
          <Chapters chapters={section.chapters} level={3} />
        </details>
      ))}
      <p>
        <a href="#main">Close all and go back to the top</a>
      </p>
      <Island name="chapter-routes" hydrate="load" props={{ selector: '.report-fold', linkDelay: true }} />
    </section>
  );
}

const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'More For Today': the transits active today, with their dates. */
export function MoreForToday({ transits }: { transits: TodayTransitView[] }) {
  return (
    <section id="more-for-today" className="report-section" aria-labelledby="more-for-today-title">
      <h2 id="more-for-today-title">More For Today</h2>
      {transits.length === 0 ? (
        <p>No slow planet is in aspect to your chart today: a quiet day in the long cycles. The chapters above say when the next transit begins.</p>
      ) : (
        <ul className="today-transits">
          {transits.map((transit) => (
            <li key={transit.title}>
              <h3>{transit.title}</h3>
              <p className="bc-note">{`From ${longDate(transit.dates.start)} to ${longDate(transit.dates.end)}, exact ${longDate(transit.dates.peak)}.`}</p>
              <p>{transit.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
