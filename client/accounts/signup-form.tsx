import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { BrowserSignupContract, ValidateEmailContract, type UserStatus } from '../../shared/accounts/user.contract';
import { timezoneHours } from '../../shared/site/calendar';
import { CONSENT_COOKIE, consentCookies, cookieString, parseCookies } from '../../shared/site/site-cookies';
import { signupButtonText, signupGateway, signupLede, type SignupContext } from '../../shared/accounts/signup-context';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import { mapSignupServerErrors, NAME_FIELD_MAX_LENGTH, SignupFormSchema } from '../../shared/accounts/signup.form';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { errorProps, Field, FieldError, FormMessage, SubmitButton } from '../../views/ui/form-field';
import { ApiError, callApi } from '../lib/api-client';
import { PlaceAutocomplete, type PlaceValue } from '../location';
import { useHydrated } from '../lib/use-hydrated';
import { href } from '../../shared/href';
import type { RoutePattern } from '../../shared/routes';

/** The layout and consent are read once per render; nothing here changes while the form is open. */
const noChange = () => () => {};
const PHONE_QUERY = '(max-width: 600px)';
/** The birth date moved between the date box (mm/dd/yyyy) and the phone's three fields, where the other is empty. */
function carryBirthDate<T extends Record<'birth_date' | 'birth_month' | 'birth_day' | 'birth_year', string>>(fields: T, phone: boolean): T {
  const whole = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(fields.birth_date.trim());
  if (phone && whole && !fields.birth_month && !fields.birth_day && !fields.birth_year) return { ...fields, birth_month: whole[1]!, birth_day: whole[2]!, birth_year: whole[3]! };
  if (!phone && !fields.birth_date && fields.birth_month && fields.birth_day && fields.birth_year) return { ...fields, birth_date: `${fields.birth_month}/${fields.birth_day}/${fields.birth_year}` };
  return fields;
}

/** Follows the phone breakpoint as the window is resized or turned, not only as it was at hydration. */
function onPhoneChange(notify: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
}

/** Consent already given on this browser (spec 1 §3 cookies). */
function consentGiven(): boolean {
  return Boolean(parseCookies(document.cookie)[CONSENT_COOKIE]);
}

export function recordConsentCookies(): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of consentCookies('accept')) document.cookie = cookieString(cookie, secure);
}

/** A likely intended address when the mail domain looks mistyped (gmial.com), else ''. */
async function emailSuggestion(email: string): Promise<string> {
  if (!email.includes('@')) return '';
  try {
    return (await callApi(ValidateEmailContract, { query: { email } })).suggestion ?? '';
  } catch {
    return ''; // Only a hint: without it the form works as before.
  }
}

const TEXT_FIELDS = ['first_name', 'birth_date', 'birth_month', 'birth_day', 'birth_year', 'gender', 'birth_time', 'email', 'password'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface SignupFormProps {
  siteName: string;
  context: SignupContext;
  /** What the form starts with: the server's echo of a plain post, or the email (and password) carried in. */
  values: Record<string, unknown>;
  /** Messages of a plain post the server refused. */
  errors?: FieldErrors;
  message?: string | undefined;
  /** Where the form is shown: `dialog` (ids and layout of the #login-signup dialog) or `page` (/signup). */
  variant: 'dialog' | 'page';
  /** After the account exists and the member is logged in. */
  onSignedUp(status: UserStatus): void;
  /** The server said the email or password is at fault (spec 1 §4: the dialog then goes to login). */
  onGoToLogin?(carried: { email: string; errors: Record<string, string> }): void;
}

/**
 * The signup form of the dialog and of `/signup`: one component, one schema (SignupFormSchema).
 * It is a real form posting to /signup, so it works before and without JavaScript; once
 * hydrated it checks the fields at once and sends the same fields to POST /api/member/signup.
 */
export function SignupForm({ siteName, context, values, errors: serverErrors = {}, message, variant, onSignedUp, onGoToLogin }: SignupFormProps) {
  const id = (name: string) => `${variant === 'dialog' ? 'signup' : 'page'}-${name.replace(/_/g, '-')}`;
  const hydrated = useHydrated();
  // What only the browser knows is read after hydration, so the first render matches the server's.
  const phone = useSyncExternalStore(onPhoneChange, () => window.matchMedia?.(PHONE_QUERY).matches ?? false, () => false);
  const hasConsent = useSyncExternalStore(noChange, consentGiven, () => false);
  const [fields, setFields] = useState<Record<TextField, string>>(() => Object.fromEntries(TEXT_FIELDS.map((name) => [name, typeof values[name] === 'string' ? (values[name] as string) : ''])) as Record<TextField, string>);
  const [place, setPlace] = useState<PlaceValue | null>(null);
  const [privacy, setPrivacy] = useState(false);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [general, setGeneral] = useState(message ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const initialEmail = typeof values.email === 'string' ? values.email : '';

  // An address carried in (a login that found no member, the newsletter box) is checked at once.
  useEffect(() => {
    let live = true;
    if (initialEmail) void emailSuggestion(initialEmail).then((found) => live && setSuggestion(found));
    return () => {
      live = false;
    };
  }, [initialEmail]);

  // A window turned or resized across the phone breakpoint swaps the date box for three fields
  // (or back): the date typed so far moves across, so nothing is lost.
  const [datesFor, setDatesFor] = useState(phone);
  if (datesFor !== phone) {
    setDatesFor(phone);
    setFields(carryBirthDate(fields, phone));
  }

  const set = (name: TextField) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  /** The form as SignupFormSchema reads it: the phone's three date fields, or the one date box. */
  function formInput() {
    const { birth_date, birth_month, birth_day, birth_year, ...rest } = fields;
    return {
      ...rest,
      ...(phone ? { birth_month, birth_day, birth_year } : { birth_date }),
      privacy_policy: hasConsent || privacy,
      agree,
      ...(place ? { birth_location: { city: place.city, state: place.state, country: place.country, city_id: place.city_id } } : {}),
      ...(context.kind === 'newsletter' ? { context: 'newsletter' as const } : {}),
      ...(context.kind === 'product' ? { context: 'product' as const, type: context.type, gateway: context.gateway } : {}),
      signup_gateway: signupGateway(context, variant === 'dialog' ? '#signup' : '/signup' satisfies RoutePattern),
      signup_url: window.location.href,
      timezone: timezoneHours(new Date()),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setGeneral('');
    const input = formInput();
    const checked = checkForm(SignupFormSchema, input);
    setErrors(checked.errors);
    // The hidden `agree` box is a honeypot: people never tick it, so nothing is sent.
    if (!checked.success || agree) return;
    setSubmitting(true);
    try {
      onSignedUp(await callApi(BrowserSignupContract, { body: input }));
    } catch (error) {
      const mapped = mapSignupServerErrors(error instanceof ApiError ? error.fields : undefined, error instanceof Error ? error.message : undefined);
      setErrors(mapped.errors);
      // The message under the email or password says it all; the same words above the form would say it twice.
      setGeneral(mapped.goToLogin ? '' : (mapped.general ?? ''));
      if (mapped.goToLogin) {
        const carried = Object.fromEntries(Object.entries(mapped.errors).filter(([field]) => field === 'email' || field === 'password'));
        onGoToLogin?.({ email: input.email, errors: carried });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const placeError = errors['birth_location.city'] ?? errors['birth_location.country'] ?? errors.birth_location;
  return (
    <form className={variant === 'page' ? 'form narrow-form' : 'form'} method="post" action={'/signup' satisfies RoutePattern} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      {variant === 'dialog' && <p className="modal-lede">{signupLede(context, siteName)}</p>}
      {context.kind !== 'default' && <input type="hidden" name="context" value={context.kind} />}
      {context.kind === 'product' && (
        <>
          <input type="hidden" name="type" value={context.type} />
          <input type="hidden" name="gateway" value={context.gateway} />
        </>
      )}
      <Field id={id('name')} label="Your name" error={errors.first_name}>
        <input id={id('name')} name="first_name" autoComplete="given-name" maxLength={NAME_FIELD_MAX_LENGTH} value={fields.first_name} onChange={set('first_name')} {...errorProps(id('name'), errors.first_name)} />
      </Field>
      {phone ? (
        <fieldset className="date-fields">
          <legend>Birth date</legend>
          {(['birth_month', 'birth_day', 'birth_year'] as const).map((part) => (
            <Field key={part} id={id(part)} label={{ birth_month: 'Month', birth_day: 'Day', birth_year: 'Year' }[part]} error={errors[part]}>
              <input id={id(part)} name={part} inputMode="numeric" value={fields[part]} onChange={set(part)} {...errorProps(id(part), errors[part])} />
            </Field>
          ))}
          <FieldError id={id('birth-date')} error={errors.birth_date} />
        </fieldset>
      ) : (
        <Field id={id('birth_date')} label="Birth date (mm/dd/yyyy)" error={errors.birth_date}>
          <input id={id('birth_date')} name="birth_date" autoComplete="bday" placeholder="mm/dd/yyyy" value={fields.birth_date} onChange={set('birth_date')} {...errorProps(id('birth_date'), errors.birth_date)} />
        </Field>
      )}
      <Field id={id('gender')} label="Gender (optional)" error={errors.gender}>
        <select id={id('gender')} name="gender" value={fields.gender} onChange={set('gender')}>
          <option value="">Prefer not to say</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
          <option value="other">Other</option>
        </select>
      </Field>
      <Field id={id('birth_time')} label="Birth time (optional)" error={errors.birth_time}>
        <input id={id('birth_time')} name="birth_time" type="time" value={fields.birth_time} onChange={set('birth_time')} {...errorProps(id('birth_time'), errors.birth_time)} />
      </Field>
      {hydrated ? (
        <PlaceAutocomplete id={id('birth-place')} label="Birth place (optional)" value={place} onChange={setPlace} error={placeError} />
      ) : (
        <TypedPlace id={id('birth')} values={values} errors={errors} />
      )}
      <Field id={id('email')} label="Email" error={errors.email}>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => {
            setSuggestion('');
            set('email')(event);
          }}
          onBlur={() => void emailSuggestion(fields.email).then(setSuggestion)}
          {...errorProps(id('email'), errors.email)}
        />
        {variant === 'page' && errors.email && errors.email !== LOGIN_MESSAGES.email && (
          <p className="field-hint">
            <a href={href('/login', {}, { email: fields.email.trim() })}>Log in with this email</a>
          </p>
        )}
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
      <Field id={id('password')} label="Password" error={errors.password}>
        <input id={id('password')} name="password" type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} {...errorProps(id('password'), errors.password)} />
      </Field>
      {!hasConsent && (
        <div className="field checkbox-field">
          <input id={id('privacy')} name="privacy_policy" type="checkbox" value="on" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} {...errorProps(id('privacy'), errors.privacy_policy)} />
          <label htmlFor={id('privacy')}>
            I accept the{' '}
            <a href={'/privacy-policy' satisfies RoutePattern} target="_blank" rel="noopener">
              Privacy Policy
            </a>{' '}
            and{' '}
            <a href={'/terms-of-use' satisfies RoutePattern} target="_blank" rel="noopener">
              Terms of Use
            </a>
            .
          </label>
          <FieldError id={id('privacy')} error={errors.privacy_policy} />
        </div>
      )}
      <div className="honeypot" aria-hidden="true">
        <input id={id('agree')} name="agree" type="checkbox" tabIndex={-1} checked={agree} onChange={(event) => setAgree(event.target.checked)} />
        <label htmlFor={id('agree')}>Leave this box unticked</label>
      </div>
      <FormMessage error={general || errors.form} />
      <SubmitButton busy={submitting} busyText="SUBMITTING...">
        {signupButtonText(context)}
      </SubmitButton>
      {variant === 'dialog' && (
        <p className="modal-footnote">
          Already have an account? <a href="#login">Log In</a>
        </p>
      )}
    </form>
  );
}

/** The birth place as three boxes, for the form before (or without) JavaScript; the server looks it up. */
function TypedPlace({ id, values, errors }: { id: string; values: Record<string, unknown>; errors: FieldErrors }) {
  const typed = (values.birth_location ?? {}) as Record<string, unknown>;
  const box = (part: 'city' | 'state' | 'country', label: string, autoComplete?: string) => {
    const error = errors[`birth_location.${part}`];
    return (
      <Field id={`${id}-${part}`} label={label} error={error}>
        <input
          id={`${id}-${part}`}
          name={`birth_location[${part}]`}
          defaultValue={typeof typed[part] === 'string' ? (typed[part] as string) : ''}
          {...(autoComplete ? { autoComplete } : {})}
          {...errorProps(`${id}-${part}`, error)}
        />
      </Field>
    );
  };
  return (
    <fieldset className="place-fields">
      <legend>Birth place (optional)</legend>
      {box('city', 'Town or city')}
      {box('state', 'State or region')}
      {box('country', 'Country', 'country-name')}
    </fieldset>
  );
}
