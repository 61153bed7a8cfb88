import type { CatalogueFilter, TeaserItem } from '../../shared/store/catalogue-filter';
import type { SuggestedReading as Suggestion } from '../../shared/store/upsell';
import { Island } from '../components/island';
import { SuggestedReading } from './suggested-reading';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface ReadingsHubPageProps {
  items: TeaserItem[];
  filter: CatalogueFilter;
  /** How many the server's filter shows (the island says it again as it changes). */
  shownCount: number;
  /** The catalogue could not be read just now. */
  unavailable: boolean;
  loggedIn: boolean;
  /** A VIP member is offered no membership. */
  vip: boolean;
  suggestion: Suggestion | null;
}

/** The readings hub (spec 1 §2, spec 2 §2): the catalogue with its filter, SUGGESTED READING, and for visitors an invitation to sign up. */
export function ReadingsHubPage({ items, filter, unavailable, loggedIn, vip, suggestion }: ReadingsHubPageProps) {
  return (
    <ContentPage
      title="Readings and Reports"
      lede="Tarot spreads for the question on your mind and the memberships that bring a new reading every day. The astrology and numerology reports listed here cannot be bought yet."
      art="tarot"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Readings and Reports' }]}
      as="div"
      aside={
        <>
          <SuggestedReading suggestion={suggestion} />
          {!vip && (
            <section className="hub-vip" aria-labelledby="hub-vip-heading">
              <h2 id="hub-vip-heading">Become a VIP</h2>
              <p>A free tarot reading every month, your own daily astrology, and no ads. The first week is free.</p>
              <p>
                <a href={href(ROUTES.vipMembership)}>Try Our VIP Membership</a>
              </p>
            </section>
          )}
          {/* The catalogue's message, last in the aside: its arrival moves nothing else. */}
          <Island name="promo-message" props={{ placement: 'text-catalog' }} hydrate="visible" />
        </>
      }
    >
      {!loggedIn && (
        <section className="hub-signup" aria-labelledby="hub-signup-heading">
          <h2 id="hub-signup-heading">Your readings, kept for you</h2>
          <p>Sign up free to buy readings and reports, pay with Karma Coins, and find every reading again in your journal.</p>
          <p>
            <a className="button button-primary" href={href(ROUTES.signup)}>
              Sign Up Free
            </a>{' '}
            <a className="button button-secondary" href={href(ROUTES.login)}>
              Log In
            </a>
          </p>
        </section>
      )}
      {unavailable ? (
        <p className="form-error" role="alert">
          The catalogue could not be loaded just now. Please try again in a few minutes.
        </p>
      ) : (
        <Island name="catalogue-filter" props={{ items, filter }} hydrate="interaction" />
      )}
    </ContentPage>
  );
}
