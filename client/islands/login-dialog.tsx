import { useEffect, useState, type FormEvent } from 'react';
import { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES } from '../../shared/api/member-errors';
import type { KnownUser, UserStatus } from '../../shared/api/user.contract';
import { validateLogin, type LoginErrors } from '../../shared/domain/login-validation';
import { apiRequest, ApiError } from '../lib/api-client';
import { announceUser, handOffCredentials, useUserStatus } from '../lib/user-events';
import { errorProps, Field } from '../lib/form-field';
import { clearPendingProduct, resumePendingProduct } from '../lib/signup-request';
import { Modal } from '../lib/modal';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from './define-island';

export interface LoginDialogProps {
  siteName: string;
  status: KnownUser;
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { code?: unknown } };
  return typeof body.error?.code === 'string' ? body.error.code : undefined;
}

function LoginForm({ siteName }: { siteName: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError('');
    const found = validateLogin({ email, password });
    setErrors(found);
    // A value in the hidden confirm_email field means a bot filled the form: send nothing.
    if (Object.keys(found).length > 0 || trap !== '') return;
    setSubmitting(true);
    try {
      announceUser(await apiRequest<UserStatus>('POST', '/api/user/login', { email: email.trim(), password }));
      setRoute('');
      resumePendingProduct();
    } catch (error) {
      const code = errorCode(error);
      if (code === LOGIN_ERROR_CODES.notFound) {
        // No account yet: carry what they typed over to signup.
        handOffCredentials({ email: email.trim(), password });
        setRoute('signup');
      } else if (code === LOGIN_ERROR_CODES.invalidPassword) {
        setErrors({ password: 'Password did not match this email' });
      } else if (code === LOGIN_ERROR_CODES.disabled) {
        setServerError(DELETED_ACCOUNT_MESSAGE);
      } else {
        setServerError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="modal-lede">Welcome back to {siteName}. Log in to see your readings and reports.</p>
      <Field id="login-email" label="Email" error={errors.email}>
        <input id="login-email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} {...errorProps('login-email', errors.email)} />
      </Field>
      <Field id="login-password" label="Password" error={errors.password}>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps('login-password', errors.password)}
        />
      </Field>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="login-confirm-email">Leave this field empty</label>
        <input
          id="login-confirm-email"
          name="confirm_email"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? 'Logging In...' : 'LOG IN'}
      </button>
      <p className="modal-footnote">
        New here? <a href="#login-signup">Create a free account</a>
      </p>
    </form>
  );
}

/** The `#login` dialog. A member who is already logged in is sent to the empty route. */
function LoginDialog({ siteName, status: initial }: LoginDialogProps) {
  const route = useHashRoute();
  const status = useUserStatus(initial);
  const loggedInHere = route === 'login' && status.logged_in;
  useEffect(() => {
    if (loggedInHere) setRoute('');
  }, [loggedInHere]);
  if (route !== 'login' || status.logged_in) return null;
  return (
    <Modal
      title="Log In"
      onClose={() => {
        clearPendingProduct();
        setRoute('');
      }}
    >
      <LoginForm siteName={siteName} />
    </Modal>
  );
}

export default defineIsland('login-dialog', LoginDialog);
