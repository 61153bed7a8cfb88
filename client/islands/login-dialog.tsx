import { useState, type FormEvent } from 'react';
import { validateLogin, type LoginErrors } from '../../shared/domain/login-validation';
import { apiRequest, ApiError } from '../lib/api-client';
import { Modal } from '../lib/modal';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from './define-island';

export interface LoginDialogProps {
  siteName: string;
}

function LoginForm({ siteName }: LoginDialogProps) {
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
      await apiRequest('POST', '/api/user/login', { email: email.trim(), password });
      setRoute('');
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="modal-lede">Welcome back to {siteName}. Log in to see your readings and reports.</p>
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
        />
        {errors.email && (
          <p className="field-error" id="login-email-error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password && (
          <p className="field-error" id="login-password-error" role="alert">
            {errors.password}
          </p>
        )}
      </div>
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
        New here? <a href="#signup">Create a free account</a>
      </p>
    </form>
  );
}

const LOGIN_ROUTES = new Set(['login', 'login-signup']);

/** The `#login` (and `#login-signup`) dialog. Renders nothing on any other route. */
function LoginDialog(props: LoginDialogProps) {
  const route = useHashRoute();
  if (!LOGIN_ROUTES.has(route)) return null;
  return (
    <Modal title="Log In" onClose={() => setRoute('')}>
      <LoginForm {...props} />
    </Modal>
  );
}

export default defineIsland('login-dialog', LoginDialog);
