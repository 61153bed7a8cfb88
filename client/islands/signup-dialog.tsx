import { useEffect, useState, type FormEvent } from 'react';
import type { KnownUser, UserStatus } from '../../shared/api/user.contract';
import { routeAfterSignup, signupButtonText, signupGateway, signupLede, signupLists, signupTitle, type SignupContext } from '../../shared/domain/signup-context';
import {
  formatIsoDate,
  mapSignupServerErrors,
  NAME_FIELD_MAX_LENGTH,
  signupBirthDate,
  timezoneHours,
  validateSignup,
  type SignupErrors,
  type SignupFields,
} from '../../shared/domain/signup-validation';
import { ApiError, apiRequest } from '../lib/api-client';
import { errorProps, Field } from '../lib/form-field';
import { Modal } from '../lib/modal';
import { PlaceAutocomplete, type PlaceValue } from '../lib/place-autocomplete';
import { clearPendingProduct, clearSignupRequest, markSignupDone, resumePendingProduct, signupRequest } from '../lib/signup-request';
import { announceUser, clearHandedOffCredentials, handedOffCredentials, useUserStatus } from '../lib/user-events';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from './define-island';

export interface SignupDialogProps {
  siteName: string;
  status: KnownUser;
}

/** Consent already given on this browser (spec 1 §3 cookies). */
function consentGiven(): boolean {
  return /(?:^|;\s*)PRIVACY_POLICY_CONSENT=/.test(document.cookie);
}

function recordConsentCookies(): void {
  const year = 365 * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `PRIVACY_POLICY_CONSENT=1; Max-Age=${year}; Path=/; SameSite=Lax${secure}`;
  document.cookie = `POLICY_CONSENT_SHOWN=1; Max-Age=${year}; Path=/; SameSite=Lax${secure}`;
}

/** A likely intended address when the mail domain looks mistyped (gmial.com), else ''. */
async function emailSuggestion(email: string): Promise<string> {
  if (!email.includes('@')) return '';
  try {
    const check = await apiRequest<{ suggestion?: string }>('GET', `/api/user/validate-email?email=${encodeURIComponent(email)}`);
    return check.suggestion ?? '';
  } catch {
    return ''; // Only a hint: without it the form works as before.
  }
}

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

interface SignupFormProps {
  siteName: string;
  context: SignupContext;
  initialEmail: string;
  initialPassword: string;
}

function SignupForm({ siteName, context, initialEmail, initialPassword }: SignupFormProps) {
  const [mobile] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  const [fields, setFields] = useState<SignupFields>({ name: '', birth_date: '', birth_month: '', birth_day: '', birth_year: '', email: initialEmail, password: initialPassword, privacy_policy: false });
  const [gender, setGender] = useState('');
  const [birthTime, setBirthTime] = useState('');
  const [place, setPlace] = useState<PlaceValue | null>(null);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<SignupErrors & Record<string, string | undefined>>({});
  const [general, setGeneral] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [hasConsent] = useState(consentGiven);
  const [suggestion, setSuggestion] = useState('');

  // An address carried in (a login that found no member, the newsletter box) is checked at once.
  useEffect(() => {
    let live = true;
    if (initialEmail) void emailSuggestion(initialEmail).then((found) => live && setSuggestion(found));
    return () => {
      live = false;
    };
  }, [initialEmail]);
  const set = (name: keyof SignupFields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setGeneral('');
    const found = validateSignup(fields, { today: today(), mobile, consentGiven: hasConsent });
    setErrors(found);
    // The hidden `agree` box is a honeypot: people never tick it, so nothing is sent.
    if (Object.keys(found).length > 0 || agree) return;
    const birth = signupBirthDate(fields, mobile)!;
    setSubmitting(true);
    try {
      const status = await apiRequest<UserStatus>('POST', '/api/member/signup', {
        first_name: fields.name.trim(),
        display_name: fields.name.trim(),
        email: fields.email.trim(),
        password: fields.password,
        password_verify: fields.password,
        signup_gateway: signupGateway(context),
        signup_bonus: true,
        signup_url: window.location.href,
        account_type_id: 1,
        birth_date: formatIsoDate(birth),
        timezone: timezoneHours(new Date()),
        subscribe_lists: signupLists(context),
        privacy_policy: true,
        sms_optin: false,
        ...(gender ? { gender } : {}),
        ...(birthTime ? { birth_time: birthTime } : {}),
        ...(place ? { birth_location: { city: place.city, state: place.state, country: place.country, city_id: place.city_id } } : {}),
      });
      recordConsentCookies();
      clearHandedOffCredentials();
      markSignupDone(context);
      announceUser(status);
      setRoute(routeAfterSignup(context, false));
      // No text opt-in was asked for here, so a pending product resumes now.
      resumePendingProduct();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { error?: { fields?: Record<string, string[]>; message?: string } }) : {};
      const mapped = mapSignupServerErrors(body.error?.fields, body.error?.message ?? (error instanceof Error ? error.message : undefined));
      const { first_name: nameError, ...rest } = mapped.errors;
      setErrors({ ...rest, ...(nameError ? { name: nameError } : {}) });
      setGeneral(mapped.general ?? '');
      if (mapped.goToLogin) setRoute('login');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="modal-lede">{signupLede(context, siteName)}</p>
      <Field id="signup-name" label="Your name" error={errors.name}>
        <input id="signup-name" name="name" autoComplete="given-name" maxLength={NAME_FIELD_MAX_LENGTH} value={fields.name} onChange={set('name')} {...errorProps('signup-name', errors.name)} />
      </Field>
      {mobile ? (
        <fieldset className="date-fields">
          <legend>Birth date</legend>
          {(['birth_month', 'birth_day', 'birth_year'] as const).map((part) => (
            <Field key={part} id={`signup-${part}`} label={{ birth_month: 'Month', birth_day: 'Day', birth_year: 'Year' }[part]} error={errors[part]}>
              <input id={`signup-${part}`} inputMode="numeric" value={fields[part]} onChange={set(part)} {...errorProps(`signup-${part}`, errors[part])} />
            </Field>
          ))}
          {errors.birth_date && (
            <p className="field-error" role="alert">
              {errors.birth_date}
            </p>
          )}
        </fieldset>
      ) : (
        <Field id="signup-birth-date" label="Birth date (mm/dd/yyyy)" error={errors.birth_date}>
          <input id="signup-birth-date" name="birth_date" autoComplete="bday" placeholder="mm/dd/yyyy" value={fields.birth_date} onChange={set('birth_date')} {...errorProps('signup-birth-date', errors.birth_date)} />
        </Field>
      )}
      <Field id="signup-gender" label="Gender (optional)">
        <select id="signup-gender" value={gender} onChange={(event) => setGender(event.target.value)}>
          <option value="">Prefer not to say</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
          <option value="other">Other</option>
        </select>
      </Field>
      <Field id="signup-birth-time" label="Birth time (optional)" error={errors.birth_time}>
        <input id="signup-birth-time" type="time" value={birthTime} onChange={(event) => setBirthTime(event.target.value)} />
      </Field>
      <PlaceAutocomplete id="signup-birth-place" label="Birth place (optional)" value={place} onChange={setPlace} error={errors.birth_location} />
      <Field id="signup-email" label="Email" error={errors.email}>
        <input
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => {
            setSuggestion('');
            set('email')(event);
          }}
          onBlur={() => void emailSuggestion(fields.email).then(setSuggestion)}
          {...errorProps('signup-email', errors.email)}
        />
        {suggestion && (
          <p className="field-hint" role="status">
            Did you mean{' '}
            <button
              type="button"
              className="text-button"
              onClick={() => {
                setFields({ ...fields, email: suggestion });
                setSuggestion('');
              }}
            >
              {suggestion}
            </button>
            ?
          </p>
        )}
      </Field>
      <Field id="signup-password" label="Password" error={errors.password}>
        <input id="signup-password" name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} {...errorProps('signup-password', errors.password)} />
      </Field>
      {!hasConsent && (
        <div className="field checkbox-field">
          <input id="signup-privacy" type="checkbox" checked={fields.privacy_policy} onChange={(event) => setFields({ ...fields, privacy_policy: event.target.checked })} {...errorProps('signup-privacy', errors.privacy_policy)} />
          <label htmlFor="signup-privacy">
            I accept the <a href="/privacy-policy" target="_blank" rel="noopener">Privacy Policy</a> and <a href="/terms-of-use" target="_blank" rel="noopener">Terms of Use</a>.
          </label>
          {errors.privacy_policy && (
            <p className="field-error" id="signup-privacy-error" role="alert">
              {errors.privacy_policy}
            </p>
          )}
        </div>
      )}
      <div className="honeypot" aria-hidden="true">
        <input id="signup-agree" name="agree" type="checkbox" tabIndex={-1} checked={agree} onChange={(event) => setAgree(event.target.checked)} />
        <label htmlFor="signup-agree">Leave this box unticked</label>
      </div>
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? 'SUBMITTING...' : signupButtonText(context)}
      </button>
      <p className="modal-footnote">
        Already have an account? <a href="#login">Log In</a>
      </p>
    </form>
  );
}

/**
 * `#login-signup` opens signup for a visitor; `#signup` opens it carrying the email and password
 * of a login that found no member, and otherwise sends a visitor to login (spec 1 §2).
 */
function SignupDialog({ siteName, status: initial }: SignupDialogProps) {
  const route = useHashRoute();
  const status = useUserStatus(initial);
  const carried = route === 'signup' ? handedOffCredentials() : undefined;
  const { context, email } = signupRequest();
  const wanted = route === 'login-signup' || (route === 'signup' && carried !== undefined);
  const redirect = status.logged_in && (route === 'signup' || route === 'login-signup') ? '' : route === 'signup' && !carried ? 'login' : undefined;

  useEffect(() => {
    if (redirect !== undefined) setRoute(redirect);
  }, [redirect]);

  if (!wanted || status.logged_in) return null;
  return (
    <Modal
      title={signupTitle(context)}
      onClose={() => {
        clearHandedOffCredentials();
        clearSignupRequest();
        clearPendingProduct();
        setRoute('');
      }}
    >
      <SignupForm siteName={siteName} context={context} initialEmail={carried?.email ?? email} initialPassword={carried?.password ?? ''} />
    </Modal>
  );
}

export default defineIsland('signup-dialog', SignupDialog);
