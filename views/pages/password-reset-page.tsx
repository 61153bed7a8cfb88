import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { errorProps, Field, FormMessage } from '../../ui/form-field';

export interface PasswordResetPageProps extends FormProps {
  /** The key of an emailed link (`?key=`): then the page asks for the new password. */
  resetKey: string;
}

/**
 * Forgot password: plain forms the server handles, so they work with JavaScript off. Without a
 * key it asks for the email (`intent=request`); with one, for the new password (`intent=set`).
 */
export function PasswordResetPage({ resetKey, form }: PasswordResetPageProps) {
  const request = formFor(form, 'request');
  const set = formFor(form, 'set');
  const key = postedText(set, 'key', resetKey);
  const mode = set?.ok ? 'done' : key ? 'set' : 'request';
  const shown = request ?? set;
  return (
    <section className="container prose" aria-labelledby="reset-heading">
      <h1 id="reset-heading">{mode === 'set' ? 'Choose a new password' : 'Forgot your password?'}</h1>
      <FormMessage error={shown && !shown.ok ? (shown.errors.key ?? shown.message) : undefined} success={shown?.ok ? shown.message : undefined} />
      {mode === 'request' && (
        <form className="form narrow-form" method="post" action="/password-reset" noValidate>
          <input type="hidden" name="intent" value="request" />
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <Field id="reset-email" label="Email" error={request?.errors.email}>
            <input id="reset-email" name="email" type="email" autoComplete="email" required defaultValue={request?.ok ? '' : postedText(request, 'email')} {...errorProps('reset-email', request?.errors.email)} />
          </Field>
          <button type="submit" className="button button-primary">
            SEND ME A LINK
          </button>
        </form>
      )}
      {mode === 'set' && (
        <form className="form narrow-form" method="post" action="/password-reset" noValidate>
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
      {mode === 'done' && (
        <p>
          <a className="button button-primary" href="/login">
            Log In
          </a>
        </p>
      )}
    </section>
  );
}
