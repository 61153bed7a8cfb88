import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { ForgotPasswordLink } from '../ui/account-links';
import { EmailTrap } from '../ui/email-trap';
import { errorProps, Field, FormMessage } from '../ui/form-field';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface LoginPageProps extends FormProps {
  siteName: string;
  /** An email carried in (`/login?email=`, from a signup whose email already has an account). */
  email: string;
}

/** `/login`: the login dialog's fields as a plain form the server handles, so it works without JavaScript. */
export function LoginPage({ siteName, email, form }: LoginPageProps) {
  const login = formFor(form, 'login');
  const errors = login?.errors ?? {};
  const typedEmail = postedText(login, 'email', email);
  return (
    <ContentPage
      title="Log In"
      headingId="login-heading"
      kicker="Your account"
      art="account"
      lede={`Welcome back to ${siteName}. Log in to see your readings and reports.`}
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Log In' }]}
      as="div"
    >
      <form className="form narrow-form form-card" method="post" action={href(ROUTES.login)} noValidate>
        <input type="hidden" name="intent" value="login" />
        <Field id="login-page-email" label="Email" error={errors.email}>
          <input id="login-page-email" name="email" type="email" autoComplete="email" required defaultValue={typedEmail} {...errorProps('login-page-email', errors.email)} />
        </Field>
        {errors.email === LOGIN_MESSAGES.noAccount && (
          <p>
            <a href={href(ROUTES.signup, {}, { email: typedEmail.trim() })}>Create a free account with this email</a>
          </p>
        )}
        <Field id="login-page-password" label="Password" error={errors.password}>
          <input id="login-page-password" name="password" type="password" autoComplete="current-password" required {...errorProps('login-page-password', errors.password)} />
        </Field>
        <p className="field-after">
          <ForgotPasswordLink />
        </p>
        <EmailTrap id="login-page-confirm-email" />
        {/* A refusal of one field shows under it only; what concerns the whole form shows here. */}
        <FormMessage error={login && !login.ok && Object.keys(errors).length === 0 && login.message ? login.message : undefined} />
        <button type="submit" className="button button-primary">
          LOG IN
        </button>
        <p>
          New here? <a href={href(ROUTES.signup)}>Create a free account</a>
        </p>
      </form>
    </ContentPage>
  );
}
