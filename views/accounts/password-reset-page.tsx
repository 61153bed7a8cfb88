import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { RESET_MESSAGES } from '../../shared/forms/messages';
import { errorProps, Field, FormMessage } from '../ui/form-field';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface PasswordResetPageProps extends FormProps {
  /** The key of an emailed link (`?key=`): then the page asks for the new password. */
  resetKey: string;
  /** Whether that key still works (checked when the link is opened). */
  keyValid: boolean;
}

type Step = 'request' | 'sent' | 'set' | 'expired' | 'done';

const HEADINGS: Record<Step, string> = {
  request: 'Forgot your password?',
  sent: 'Check your email',
  set: 'Choose a new password',
  expired: 'This link is no longer valid',
  done: 'Password changed',
};

/**
 * Forgot password: plain forms the server handles, so they work with JavaScript off. Each step
 * is headed for what it is: ask for a link (`intent=request`), link sent, choose the new password
 * (`intent=set`), a used or expired link (said at once, with the form to ask for a new one), done.
 */
export function PasswordResetPage({ resetKey, keyValid, form }: PasswordResetPageProps) {
  const request = formFor(form, 'request');
  const set = formFor(form, 'set');
  const key = postedText(set, 'key', resetKey);
  const keyRefused = set !== undefined && !set.ok && set.errors.key !== undefined;
  const step: Step = set?.ok ? 'done' : request?.ok ? 'sent' : keyRefused || (key && !keyValid) ? 'expired' : key ? 'set' : 'request';
  const askForm = step === 'request' || step === 'expired';
  return (
    <ContentPage title={HEADINGS[step]} headingId="reset-heading" kicker="Your account" art="account" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Password reset' }]} as="div">
      {step === 'expired' && <FormMessage error={RESET_MESSAGES.badKey} />}
      {step === 'sent' && <FormMessage success={request?.message} />}
      {step === 'done' && <FormMessage success={set?.message} />}
      {step === 'set' && set && !set.ok && !set.errors.password && <FormMessage error={set.message} />}
      {askForm && (
        <form className="form narrow-form form-card" method="post" action={href(ROUTES.passwordReset)} noValidate>
          <input type="hidden" name="intent" value="request" />
          <p>Enter the email address of your account and we will send you {step === 'expired' ? 'a new link' : 'a link'} to choose a new password.</p>
          <Field id="reset-email" label="Email" error={request?.errors.email}>
            <input id="reset-email" name="email" type="email" autoComplete="email" required defaultValue={postedText(request, 'email')} {...errorProps('reset-email', request?.errors.email)} />
          </Field>
          <FormMessage error={request && !request.ok && !request.errors.email ? request.message : undefined} />
          <button type="submit" className="button button-primary">
            {step === 'expired' ? 'SEND ME A NEW LINK' : 'SEND ME A LINK'}
          </button>
        </form>
      )}
      {step === 'set' && (
        <form className="form narrow-form form-card" method="post" action={href(ROUTES.passwordReset)} noValidate>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="key" value={key} />
          <Field id="reset-password" label="New password" error={set?.errors.password}>
            <input id="reset-password" name="password" type="password" autoComplete="new-password" required {...errorProps('reset-password', set?.errors.password)} />
          </Field>
          <button type="submit" className="button button-primary">
            SAVE MY NEW PASSWORD
          </button>
        </form>
      )}
      {step === 'sent' && <p>The link works once and for a limited time. If it does not arrive, check your spam folder or ask again on this page.</p>}
      {step === 'done' && (
        <p>
          <a className="button button-primary" href={href(ROUTES.login)}>
            Log In
          </a>
        </p>
      )}
    </ContentPage>
  );
}
