import { signupButtonText, signupLede, signupTitle, type SignupContext } from '../../shared/domain/signup-context';

export interface SignupPageValues {
  name: string;
  birth_date: string;
  gender: string;
  birth_time: string;
  birth_city: string;
  birth_state: string;
  birth_country: string;
  email: string;
}

export interface SignupPageProps {
  siteName: string;
  context: SignupContext;
  values: SignupPageValues;
  errors?: Record<string, string | undefined>;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

const described = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

/** Signup as a plain form the server handles: the same account, rules and messages as the dialog. */
export function SignupPage({ siteName, context, values, errors = {} }: SignupPageProps) {
  const text = (id: string, name: keyof SignupPageValues, label: string, extra: Record<string, string | number> = {}) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} defaultValue={values[name]} {...extra} {...described(id, errors[name])} />
      <FieldError id={id} error={errors[name]} />
    </div>
  );
  return (
    <section className="container prose" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{signupTitle(context)}</h1>
      <p>{signupLede(context, siteName)}</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form className="form narrow-form" method="post" action="/signup" noValidate>
        {context.kind !== 'default' && <input type="hidden" name="context" value={context.kind} />}
        {context.kind === 'product' && (
          <>
            <input type="hidden" name="type" value={context.type} />
            <input type="hidden" name="gateway" value={context.gateway} />
          </>
        )}
        {text('page-name', 'name', 'Your name', { maxLength: 64, autoComplete: 'given-name' })}
        {text('page-birth-date', 'birth_date', 'Birth date (mm/dd/yyyy)', { placeholder: 'mm/dd/yyyy', autoComplete: 'bday' })}
        <div className="field">
          <label htmlFor="page-gender">Gender (optional)</label>
          <select id="page-gender" name="gender" defaultValue={values.gender}>
            <option value="">Prefer not to say</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
            <option value="other">Other</option>
          </select>
        </div>
        {text('page-birth-time', 'birth_time', 'Birth time (optional)', { type: 'time' })}
        <fieldset className="place-fields">
          <legend>Birth place (optional)</legend>
          {text('page-birth-city', 'birth_city', 'Town or city')}
          {text('page-birth-state', 'birth_state', 'State or region')}
          {text('page-birth-country', 'birth_country', 'Country', { autoComplete: 'country-name' })}
        </fieldset>
        {text('page-email', 'email', 'Email', { type: 'email', autoComplete: 'email' })}
        <div className="field">
          <label htmlFor="page-password">Password</label>
          <input id="page-password" name="password" type="password" autoComplete="new-password" {...described('page-password', errors.password)} />
          <FieldError id="page-password" error={errors.password} />
        </div>
        <div className="field checkbox-field">
          <input id="page-privacy" name="privacy_policy" type="checkbox" value="on" {...described('page-privacy', errors.privacy_policy)} />
          <label htmlFor="page-privacy">
            I accept the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.
          </label>
          <FieldError id="page-privacy" error={errors.privacy_policy} />
        </div>
        <div className="honeypot" aria-hidden="true">
          <input id="page-agree" name="agree" type="checkbox" tabIndex={-1} />
          <label htmlFor="page-agree">Leave this box unticked</label>
        </div>
        <button type="submit" className="button button-primary">
          {signupButtonText(context)}
        </button>
      </form>
    </section>
  );
}
