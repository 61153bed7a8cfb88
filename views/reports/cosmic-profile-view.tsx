import type { ReportSection } from '../../shared/reports/report';
import { Island } from '../components/island';

/**
 * The Cosmic Profile's seven chapters (spec 3 §2): collapsible items `chapter-1` to `chapter-7`,
 * the first open. Each is a <details>, so they open and close without JavaScript; with it, the
 * `chapter-routes` island gives them their routes, and the route `main` closes them all.
 */
export function CosmicProfileChapters({ sections, timed }: { sections: ReportSection[]; timed: boolean }) {
  return (
    <section id="your-report" className="report-section cosmic-profile" aria-labelledby="cosmic-title">
      <h2 id="cosmic-title">Your Seven Signs</h2>
      {!timed && <p className="bc-note">Without a birth time, your Moon and Rising signs (2 and 3) wait for it; the other five are read from your birth date.</p>}
      {sections.map((section, index) => {
        const chapter = section.chapters[0]!;
        return (
          <details key={section.code} id={`chapter-${index + 1}`} className="cosmic-chapter" open={index === 0}>
            <summary>
              <span className="cosmic-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cosmic-system">{section.title}</span>
              <span className="cosmic-value">{chapter.title}</span>
            </summary>
            {chapter.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </details>
        );
      })}
      <p>
        <a href="#main">Close all and go back to the top</a>
      </p>
      <Island name="chapter-routes" hydrate="load" props={{ selector: '.cosmic-chapter' }} />
    </section>
  );
}
