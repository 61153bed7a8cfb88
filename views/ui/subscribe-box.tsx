import type { FormEvent } from 'react';
import { SUBSCRIBE_BOX_LOCATION, DAILY_LOVE_HOROSCOPE_PATH, type SubscribeBoxTarget, type SubscribeBoxView } from '../../shared/accounts/subscribe-box';
import type { RoutePattern } from '../../shared/routes';

export interface SubscribeBoxProps {
  view: SubscribeBoxView;
  /** Where view 2's button goes. */
  target: SubscribeBoxTarget;
  /** The message under view 1's button. */
  error?: string | undefined;
  /** The heading's level: 2 in the band above the footer, 1 on its own page. */
  headingLevel?: 1 | 2;
  headingId?: string;
  busy?: boolean;
  /** With JavaScript: the island's sign-up; without it the form posts to `/member/newsletter`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The members' subscribe box (spec 1 §4): view 1, 'sign me up', a plain form posting to the
 * `/member/newsletter` page; view 2, success, with a button to today's horoscope. The markup the
 * island and the page share.
 */
export function SubscribeBox({ view, target, error, headingLevel = 2, headingId = 'subscribe-box-heading', busy = false, onSubmit }: SubscribeBoxProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (view === 2) {
    const love = target === DAILY_LOVE_HOROSCOPE_PATH;
    return (
      <div className="subscribe-box" data-view="2">
        <Heading id={headingId} tabIndex={-1}>
          You’re Subscribed!
        </Heading>
        <p role="status">
          Your free horoscope emails are now on your account. You can change which ones you get at any time in your{' '}
          <a href={`${'/member/settings' satisfies RoutePattern}#email-preferences`}>account settings</a>.
        </p>
        <a className="button button-gold" href={target}>
          {love ? 'READ TODAY’S LOVE HOROSCOPE' : 'READ TODAY’S HOROSCOPE'}
        </a>
      </div>
    );
  }
  return (
    <div className="subscribe-box" data-view="1">
      <Heading id={headingId}>Get Your Free Daily Horoscopes by Email!</Heading>
      <p>Your sign’s daily horoscope, your daily love horoscope and a weekly look at love, sent free to the email address on your account.</p>
      <form className="subscribe-box-form" method="post" action={'/member/newsletter' satisfies RoutePattern} onSubmit={onSubmit} aria-describedby={error ? 'subscribe-box-error' : undefined}>
        <input type="hidden" name="intent" value="sign-up" />
        <input type="hidden" name="location" value={SUBSCRIBE_BOX_LOCATION} />
        <button type="submit" className="button button-gold" disabled={busy}>
          {busy ? 'SIGNING YOU UP...' : 'SIGN ME UP'}
        </button>
      </form>
      {error && (
        <p id="subscribe-box-error" className="subscribe-box-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
