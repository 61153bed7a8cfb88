import { useState, type FormEvent } from 'react';
import type { IslandProps } from '../../shared/islands';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { isValidEmail } from '../../shared/forms/rules';
import { errorProps, Field } from '../../views/ui/form-field';
import { lastSignupContext, openSignup } from './signup-request';
import { useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

/**
 * The newsletter block for visitors (spec 1 §2, §4 "Newsletter email box"): a valid email opens
 * signup for the newsletter with the address filled in. Without JavaScript the same form opens
 * the /signup page in the newsletter context.
 */
function NewsletterBox({ status: initial }: IslandProps['newsletter-box']) {
  const status = useUserStatus(initial);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  if (status.logged_in) {
    if (lastSignupContext()?.kind !== 'newsletter') return null;
    return (
      <section className="newsletter" aria-labelledby="newsletter-heading">
        <div className="container newsletter-inner">
          <h2 id="newsletter-heading">You’re Subscribed!</h2>
          <p role="status">
            You’re on the list for the Daily Horoscope, Daily Love Horoscope and Weekly Love Horoscope emails. You can change them at any time in your{' '}
            <a href={`${'/member/settings' satisfies RoutePattern}#email-preferences`}>account settings</a>.
          </p>
        </div>
      </section>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(LOGIN_MESSAGES.email);
      return;
    }
    setError('');
    openSignup({ kind: 'newsletter' }, email.trim());
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
