import { useEffect, useState, type FormEvent } from 'react';
import { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES } from '../../shared/accounts/member-errors';
import { UserLoginContract } from '../../shared/accounts/user.contract';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import { LoginFormSchema } from '../../shared/accounts/login.form';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import type { IslandProps } from '../../shared/islands';
import { ApiError, callApi } from '../lib/api-client';
import { announceUser, handOffCredentials, takeLoginHandoff, useUserStatus } from '../lib/user-events';
import { ForgotPasswordLink } from '../../views/ui/account-links';
import { EmailTrap } from '../../views/ui/email-trap';
import { errorProps, Field, FormMessage, SubmitButton } from '../../views/ui/form-field';
import { clearPendingProduct, resumePendingProduct } from './signup-request';
import { Modal } from '../lib/modal';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from '../runtime/define-island';

function LoginForm({ siteName }: { siteName: string }) {
  // A signup whose email already has an account comes here with the email and its message.
  const [carried] = useState(takeLoginHandoff);
  const [email, setEmail] = useState(carried?.email ?? '');
  const [password, setPassword] = useState('');
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(carried?.errors ?? {});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError('');
    const checked = checkForm(LoginFormSchema, { email, password });
    setErrors(checked.errors);
    // A value in the hidden confirm_email field means a bot filled the form: send nothing.
    if (!checked.success || trap !== '') return;
    setSubmitting(true);
    try {
      announceUser(await callApi(UserLoginContract, { body: { email: email.trim(), password } }));
      setRoute('');
      resumePendingProduct();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === LOGIN_ERROR_CODES.notFound) {
        // No account yet: carry what they typed over to signup.
        handOffCredentials({ email: email.trim(), password });
        setRoute('signup');
      } else if (code === LOGIN_ERROR_CODES.invalidPassword) {
        setErrors({ password: LOGIN_MESSAGES.wrongPassword });
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
      <p className="field-after">
        <ForgotPasswordLink />
      </p>
      <EmailTrap id="login-confirm-email" value={trap} onChange={setTrap} />
      <FormMessage error={serverError} />
      <SubmitButton busy={submitting} busyText="Logging In...">
        LOG IN
      </SubmitButton>
      <p className="modal-footnote">
        New here? <a href="#login-signup">Create a free account</a>
      </p>
    </form>
  );
}

/** The `#login` dialog. A member who is already logged in is sent to the empty route. */
function LoginDialog({ siteName, status: initial }: IslandProps['login-dialog']) {
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
