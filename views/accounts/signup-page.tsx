import { signupLede, signupTitle, type SignupContext } from '../../shared/accounts/signup-context';
import type { FormProps } from '../../shared/forms/form-state';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface SignupPageProps extends FormProps {
  siteName: string;
  context: SignupContext;
  /** The email carried in (the newsletter box without JavaScript). */
  email: string;
  /** The carried email is not an address (the newsletter box without JavaScript). */
  emailError?: string;
}

/** `/signup`: the signup dialog's form as a page (the same component, schema and action), for browsers without JavaScript. */
export function SignupPage({ siteName, context, email, emailError, form }: SignupPageProps) {
  const errors = form?.errors ?? (emailError ? { email: emailError } : {});
  // When the email or password is at fault its message shows under the field, once, not above the form too.
  const message = form?.message && !errors.email && !errors.password ? form.message : undefined;
  return (
    <ContentPage
      title={signupTitle(context)}
      headingId="signup-heading"
      kicker="Your account"
      art="account"
      lede={signupLede(context, siteName)}
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Sign Up' }]}
      as="div"
    >
      <div className="form-card narrow-form">
        <Island name="signup-form" props={{ siteName, context, values: form?.values ?? { email }, errors, ...(message ? { message } : {}) }} hydrate="idle" />
      </div>
    </ContentPage>
  );
}
