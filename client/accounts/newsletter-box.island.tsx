import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { IslandProps } from '../../shared/islands';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { isValidEmail } from '../../shared/forms/rules';
import { errorProps, Field } from '../../views/ui/form-field';
import { openSignup } from './signup-request';
import { useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

/** The members' box, fetched only when a visitor logs in on this page (members get the `subscribe-box` island). */
const LazyMemberBox = lazy(() => import('./member-subscribe-box'));

/**
 * The newsletter block (spec 1 §2): for visitors the email box (§4 "Newsletter email box"), whose
 * valid email opens signup for the newsletter with the address filled in (without JavaScript the
 * same form opens the /signup page in the newsletter context). Members get the `subscribe-box`
 * island instead; a visitor who logs in or signs up here gets its box in place.
 */
function NewsletterBox({ status: initial }: IslandProps['newsletter-box']) {
  const status = useUserStatus(initial);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  if (status.logged_in) {
    return (
      <Suspense fallback={null}>
        <LazyMemberBox />
      </Suspense>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box holds: an address typed before the island hydrated (it starts when seen) is kept.
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    if (typed !== email) setEmail(typed);
    if (!isValidEmail(typed)) {
      setError(LOGIN_MESSAGES.email);
      return;
    }
    setError('');
    openSignup({ kind: 'newsletter' }, typed.trim());
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter-inner">
        <h2 id="newsletter-heading">Get Your Free Daily Horoscopes by Email!</h2>
        <p>Your sign’s daily horoscope, your daily love horoscope and a weekly look at love, free in your inbox.</p>
        <form className="newsletter-form" action={'/signup' satisfies RoutePattern} method="get" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="context" value="newsletter" />
          <Field id="newsletter-email" label="Your email address" error={error}>
            <input id="newsletter-email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} {...errorProps('newsletter-email', error)} />
          </Field>
          <button type="submit" className="button button-gold">
            SIGN ME UP
          </button>
        </form>
      </div>
    </section>
  );
}

export default defineIsland('newsletter-box', NewsletterBox);
