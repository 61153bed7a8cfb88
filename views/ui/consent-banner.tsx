import type { FormEvent } from 'react';
import type { RoutePattern } from '../../shared/routes';

export interface ConsentBannerProps {
  /** The page to come back to after a plain (no JavaScript) post. */
  next: string;
  /** With JavaScript: handles the choice in place (the form's submit event). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The cookie and privacy consent banner (spec 1 §4). A plain form: without JavaScript it posts
 * the choice to /consent, which sets the cookies and comes back; the consent-banner island
 * handles the same buttons in place. A region at the end of the page, announced by its label; it
 * sticks to the bottom of the screen while there is page below it and never covers the footer.
 */
export function ConsentBanner({ next, onSubmit }: ConsentBannerProps) {
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-heading">
      <form className="consent-banner-inner container" method="post" action={'/consent' satisfies RoutePattern} onSubmit={onSubmit}>
        <input type="hidden" name="next" value={next} />
        <div className="consent-banner-text">
          <h2 id="consent-banner-heading">Cookies and your privacy</h2>
          <p>
            We use cookies to keep you logged in, remember your choices and show offers that fit. Read how in our <a href={'/cookie-policy' satisfies RoutePattern}>Cookie Policy</a> and{' '}
            <a href={'/privacy-policy' satisfies RoutePattern}>Privacy Policy</a>.
          </p>
        </div>
        <div className="consent-banner-actions">
          <ConsentChoices />
        </div>
        <button type="submit" name="choice" value="decline" className="consent-banner-close" aria-label="Dismiss the cookie notice">
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </section>
  );
}

/** The two answers, as submit buttons of a /consent form (the banner's and the /consent page's). */
export function ConsentChoices() {
  return (
    <>
      <button type="submit" name="choice" value="accept" className="button button-gold">
        Accept
      </button>
      <button type="submit" name="choice" value="decline" className="button button-outline">
        Decline
      </button>
    </>
  );
}
