import { isAdvisorOnline } from '../../shared/advisors/advisors';
import type { Advisor, AdvisorOffer } from '../../shared/advisors/advisors.contract';

const count = new Intl.NumberFormat('en-US');

/** "4.8 out of 5 (1,284 ratings)", or that there are none yet: the stars are decoration, the words say it. */
function Rating({ average, ratings }: { average: number; ratings: number }) {
  if (ratings === 0) return <p className="advisor-rating">No ratings yet</p>;
  return (
    <p className="advisor-rating">
      <span className="advisor-rating-star" aria-hidden="true">
        ★{' '}
      </span>
      {average.toFixed(1)} out of 5 <span className="advisor-rating-count">({count.format(ratings)} {ratings === 1 ? 'rating' : 'ratings'})</span>
    </p>
  );
}

/**
 * One advisor: picture, name (the link to their page at the marketplace, covering the card, in a
 * new tab), listing title, rating, whether they are online (in words; the dot only repeats it)
 * and the marketplace's offer.
 */
export function AdvisorCard({ advisor, offer }: { advisor: Advisor; offer: AdvisorOffer }) {
  const online = isAdvisorOnline(advisor.chatAvailability);
  return (
    <li className="card card-link advisor-card">
      <div className="card-media advisor-picture">
        <img src={advisor.pictureURL} alt={advisor.speakerName} width={96} height={96} loading="lazy" decoding="async" />
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <a href={advisor.detailsUrl} target="_blank" rel="noopener sponsored">
            {advisor.speakerName}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        <p className="advisor-listing">{advisor.listingTitle}</p>
        <Rating average={advisor.averageRating} ratings={advisor.ratingCount} />
        <p className={`advisor-status ${online ? 'advisor-online' : 'advisor-offline'}`}>
          <span className="advisor-status-dot" aria-hidden="true" />
          {online ? 'Online now' : 'Offline'}
        </p>
        <p className="advisor-offer">{offer.label}</p>
      </div>
    </li>
  );
}

/** The advisor slider (spec 2 §9): a row of cards that scrolls sideways and snaps on a phone, a grid on a wide screen; no JavaScript. */
export function AdvisorSlider({ advisors, offer, label }: { advisors: readonly Advisor[]; offer: AdvisorOffer; label: string }) {
  return (
    <ul className="card-grid card-grid-md advisor-slider" aria-label={label}>
      {advisors.map((advisor, index) => (
        <AdvisorCard key={`${index}:${advisor.detailsUrl}`} advisor={advisor} offer={offer} />
      ))}
    </ul>
  );
}
