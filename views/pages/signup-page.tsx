import { signupLede, signupTitle, type SignupContext } from '../../shared/domain/signup-context';
import type { FormProps } from '../../shared/forms/form-state';
import { Island } from '../components/island';

export interface SignupPageProps extends FormProps {
  siteName: string;
  context: SignupContext;
  /** The email carried in (the newsletter box without JavaScript). */
  email: string;
}

/** `/signup`: the signup dialog's form as a page (the same component, schema and action), for browsers without JavaScript. */
export function SignupPage({ siteName, context, email, form }: SignupPageProps) {
  return (
    <section className="container prose" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{signupTitle(context)}</h1>
      <p>{signupLede(context, siteName)}</p>
      <Island name="signup-form" props={{ siteName, context, values: form?.values ?? { email }, errors: form?.errors ?? {}, ...(form?.message ? { message: form.message } : {}) }} hydrate="idle" />
    </section>
  );
}
