import type { Advisor, AdvisorOffer } from '../../shared/advisors/advisors.contract';
import { AdvisorCard } from './advisor-slider';

/**
 * The advisor list (spec 2 §2, §9; one advisor unless a placement asks for more): a short section
 * under a page's own text, saying plainly whose advisors they are, with each advisor's card. No
 * JavaScript; nothing at all when the marketplace lists nobody.
 */
export function AdvisorList({ advisors, offer, siteName, headingId = 'advisor-list' }: { advisors: readonly Advisor[]; offer: AdvisorOffer; siteName: string; headingId?: string }) {
  if (advisors.length === 0) return null;
  return (
    <section className="advisor-list" aria-labelledby={headingId}>
      <h2 id={headingId}>Talk it through with an advisor</h2>
      <p className="advisor-list-note">
        An independent reader from our partner marketplace, not employed by {siteName}; {siteName} may earn a commission if you pay for a reading there.
      </p>
      <ul className="advisor-list-items">
        {advisors.map((advisor, index) => (
          <AdvisorCard key={`${index}:${advisor.detailsUrl}`} advisor={advisor} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
