import type { z } from 'zod';
import {
  formatIsoDate,
  MAX_LIST_YEARS,
  MIN_SIGNUP_AGE,
  type CalendarDate as YMD,
} from '../../shared/site/calendar';
import { signupLists } from '../../shared/accounts/signup-context';
import { checkForm } from '../../shared/forms/form-schema';
import { LOGIN_MESSAGES, SIGNUP_MESSAGES } from '../../shared/forms/messages';
import { mapSignupServerErrors, NAME_FIELD_MAX_LENGTH, NAME_MAX, signupFormSchema } from '../../shared/accounts/signup.form';

/** The fields of the signup form as a person fills them in (the dialog's names). */
interface SignupFields {
  name: string;
  birth_date?: string;
  birth_month?: string;
  birth_day?: string;
  birth_year?: string;
  email: string;
  password: string;
  privacy_policy: boolean;
}

/**
 * The form as the dialog sends it to SignupFormSchema: the phone form sends its three date
 * fields, the desktop form its one date box; consent given earlier counts as the ticked box.
 */
function formInput(fields: SignupFields, context: { mobile?: boolean; consentGiven?: boolean }) {
  const { name, birth_date, birth_month, birth_day, birth_year, privacy_policy, ...rest } = fields;
  return {
    ...rest,
    first_name: name,
    ...(context.mobile ? { birth_month: birth_month ?? '', birth_day: birth_day ?? '', birth_year: birth_year ?? '' } : { birth_date: birth_date ?? '' }),
    privacy_policy: Boolean(context.consentGiven) || privacy_policy,
  };
}

/** The messages SignupFormSchema gives, under the dialog's field names. */
function validateSignup(fields: SignupFields, context: { today: YMD; mobile?: boolean; consentGiven?: boolean }): Record<string, string> {
  const { first_name, ...errors } = checkForm(signupFormSchema(() => context.today), formInput(fields, context)).errors;
  return first_name ? { name: first_name, ...errors } : errors;
}

/** The birth date the schema reads from the form, or null. */
function signupBirthDate(fields: SignupFields, mobile = false): YMD | null {
  const checked = checkForm(signupFormSchema(() => ({ year: 2025, month: 6, day: 15 })), formInput(fields, { mobile }));
  return checked.success ? (checked.data as z.output<ReturnType<typeof signupFormSchema>>).birth_date : null;
}

const subscribeLists = (newsletter: boolean) => signupLists(newsletter ? { kind: 'newsletter' } : { kind: 'default' });

/** Every test passes this date explicitly: 15 June 2025. */
const TODAY: YMD = { year: 2025, month: 6, day: 15 };
const desktop = { today: TODAY };
const mobile = { today: TODAY, mobile: true };

const valid: SignupFields = {
  name: 'Luna Starlit',
  birth_date: '03/21/1990',
  email: 'luna@example.com',
  password: 'moonlight',
  privacy_policy: true,
};
const validMobile: SignupFields = {
  name: 'Luna Starlit',
  birth_month: '3',
  birth_day: '21',
  birth_year: '1990',
  email: 'luna@example.com',
  password: 'moonlight',
  privacy_policy: true,
};

describe('signup messages and constants (spec 1 §5, §9)', () => {
  it('keeps every message exactly as the specification quotes it', () => {
    const { birthDateAfter, ...fixed } = SIGNUP_MESSAGES;
    expect(fixed).toMatchObject({
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Please enter a name 63 characters or less.',
      birthDateRequired: 'Please enter your birth date',
      birthDateFormat: 'Please enter a valid Birth Date: mm/dd/yyyy',
      tooYoung: 'You must be 16 years or older to signup.',
      tooYoungMobile: 'You must be at least 16 years of age to signup.',
      required: 'Required',
      privacyPolicy: 'Please accept before continuing',
      serverBirthDate: 'Please check your Birth Date.',
      generalError: 'Please fill out required fields.',
    });
    expect(birthDateAfter('01/01/1924')).toBe('Please enter a Birth Date after 01/01/1924');
  });

  it('uses the specified limits', () => {
    expect([NAME_MAX, NAME_FIELD_MAX_LENGTH, MIN_SIGNUP_AGE, MAX_LIST_YEARS]).toEqual([63, 64, 16, 101]);
  });
});

describe('validateSignup: the whole form', () => {
  it('returns no errors for a valid desktop signup', () => {
    expect(validateSignup(valid, desktop)).toEqual({});
  });

  it('returns no errors for a valid mobile signup', () => {
    expect(validateSignup(validMobile, mobile)).toEqual({});
  });

  it('reports every empty desktop field at once', () => {
    expect(validateSignup({ name: '', birth_date: '', email: '', password: '', privacy_policy: false }, desktop)).toEqual({
      name: 'Please enter your name.',
      birth_date: 'Please enter your birth date',
      email: 'Please enter a valid email',
      password: 'Please enter a password',
      privacy_policy: 'Please accept before continuing',
    });
  });
});

describe('validateSignup: name', () => {
  it('asks for a name when it is empty or only spaces', () => {
    expect(validateSignup({ ...valid, name: '' }, desktop)).toEqual({ name: 'Please enter your name.' });
    expect(validateSignup({ ...valid, name: '   ' }, desktop)).toEqual({ name: 'Please enter your name.' });
  });

  it('accepts 63 characters and rejects 64', () => {
    expect(validateSignup({ ...valid, name: 'a'.repeat(63) }, desktop)).toEqual({});
    expect(validateSignup({ ...valid, name: 'a'.repeat(64) }, desktop)).toEqual({
      name: 'Please enter a name 63 characters or less.',
    });
  });

  it('trims the name before measuring it', () => {
    expect(validateSignup({ ...valid, name: `  ${'a'.repeat(63)}  ` }, desktop)).toEqual({});
  });

  it('counts an emoji as one character', () => {
    expect(validateSignup({ ...valid, name: `${'a'.repeat(62)}🌙` }, desktop)).toEqual({});
  });
});

describe('validateSignup: desktop birth date', () => {
  const birthDateError = (birth_date: string | undefined) => validateSignup({ ...valid, birth_date }, desktop).birth_date;

  it('asks for the birth date when it is missing or blank', () => {
    expect(birthDateError(undefined)).toBe('Please enter your birth date');
    expect(birthDateError('  ')).toBe('Please enter your birth date');
  });

  it.each(['03/21/1990', '3/21/1990', '1990-03-21'])('accepts %p', (text) => {
    expect(birthDateError(text)).toBeUndefined();
  });

  it.each(['02/30/2000', '2001-02-29', '21.03.1990', '1990/03/21', 'March 21 1990'])(
    'asks for mm/dd/yyyy when given %p',
    (text) => {
      expect(birthDateError(text)).toBe('Please enter a valid Birth Date: mm/dd/yyyy');
    },
  );

  it('accepts someone who turns 16 today', () => {
    expect(birthDateError('06/15/2009')).toBeUndefined();
    expect(birthDateError('2009-06-15')).toBeUndefined();
  });

  it('refuses someone one day short of 16', () => {
    expect(birthDateError('06/16/2009')).toBe('You must be 16 years or older to signup.');
    expect(birthDateError('2009-06-16')).toBe('You must be 16 years or older to signup.');
  });

  it('refuses a birth date in the future as too young', () => {
    expect(birthDateError('01/01/2030')).toBe('You must be 16 years or older to signup.');
  });

  it('accepts the earliest allowed date, 1 January of the last listed year', () => {
    expect(birthDateError('01/01/1924')).toBeUndefined();
  });

  it('refuses the day before the earliest allowed date, naming that date as mm/dd/yyyy', () => {
    expect(birthDateError('12/31/1923')).toBe('Please enter a Birth Date after 01/01/1924');
    expect(birthDateError('1900-06-01')).toBe('Please enter a Birth Date after 01/01/1924');
  });

  it('ignores the mobile fields on desktop', () => {
    expect(validateSignup({ ...valid, birth_month: '', birth_day: '', birth_year: '' }, desktop)).toEqual({});
  });
});

describe('validateSignup: mobile birth date', () => {
  it('marks each empty month, day and year field Required', () => {
    expect(validateSignup({ ...validMobile, birth_month: '', birth_day: undefined, birth_year: ' ' }, mobile)).toEqual({
      birth_month: 'Required',
      birth_day: 'Required',
      birth_year: 'Required',
    });
    expect(validateSignup({ ...validMobile, birth_day: '' }, mobile)).toEqual({ birth_day: 'Required' });
  });

  it('ignores the desktop birth_date text on mobile', () => {
    expect(validateSignup({ ...validMobile, birth_date: '' }, mobile)).toEqual({});
  });

  it('accepts zero-padded month and day', () => {
    expect(validateSignup({ ...validMobile, birth_month: '03', birth_day: '01' }, mobile)).toEqual({});
  });

  it('reports an impossible combination of fields on birth_date', () => {
    expect(validateSignup({ ...validMobile, birth_month: '2', birth_day: '30', birth_year: '2000' }, mobile)).toEqual({
      birth_date: 'Please enter a valid Birth Date: mm/dd/yyyy',
    });
    expect(validateSignup({ ...validMobile, birth_month: 'Feb' }, mobile)).toEqual({
      birth_date: 'Please enter a valid Birth Date: mm/dd/yyyy',
    });
  });

  it('uses the mobile wording for someone one day short of 16', () => {
    const fields = { ...validMobile, birth_month: '6', birth_day: '16', birth_year: '2009' };
    expect(validateSignup(fields, mobile)).toEqual({ birth_date: 'You must be at least 16 years of age to signup.' });
    expect(validateSignup({ ...fields, birth_day: '15' }, mobile)).toEqual({});
  });

  it('refuses a date before the earliest allowed one', () => {
    const fields = { ...validMobile, birth_month: '12', birth_day: '31', birth_year: '1923' };
    expect(validateSignup(fields, mobile)).toEqual({ birth_date: 'Please enter a Birth Date after 01/01/1924' });
    expect(validateSignup({ ...fields, birth_month: '1', birth_day: '1', birth_year: '1924' }, mobile)).toEqual({});
  });

  it('gives the payload date from the separate fields', () => {
    const date = signupBirthDate(validMobile, true);
    expect(date && formatIsoDate(date)).toBe('1990-03-21');
    expect(signupBirthDate(valid)).toEqual({ year: 1990, month: 3, day: 21 });
  });
});

describe('validateSignup: email and password follow the login rules', () => {
  it('asks for a valid email', () => {
    expect(validateSignup({ ...valid, email: 'luna@' }, desktop)).toEqual({ email: LOGIN_MESSAGES.email });
  });

  it('asks for a password when it is empty', () => {
    expect(validateSignup({ ...valid, password: '' }, desktop)).toEqual({ password: 'Please enter a password' });
  });

  it('needs a password longer than 3 characters', () => {
    expect(validateSignup({ ...valid, password: 'abc' }, desktop)).toEqual({
      password: 'Please enter a password longer than 3 characters.',
    });
    expect(validateSignup({ ...valid, password: 'abcd' }, desktop)).toEqual({});
  });
});

describe('validateSignup: privacy policy', () => {
  it('asks to accept the privacy policy when it is not checked', () => {
    expect(validateSignup({ ...valid, privacy_policy: false }, desktop)).toEqual({
      privacy_policy: 'Please accept before continuing',
    });
  });

  it('does not ask when consent was already given', () => {
    expect(validateSignup({ ...valid, privacy_policy: false }, { ...desktop, consentGiven: true })).toEqual({});
    expect(validateSignup({ ...validMobile, privacy_policy: false }, { ...mobile, consentGiven: true })).toEqual({});
  });
});

describe('mapSignupServerErrors', () => {
  it('replaces any birth_date message with the fixed copy and stays on signup', () => {
    expect(mapSignupServerErrors({ birth_date: ['Invalid date.'] })).toEqual({
      errors: { birth_date: 'Please check your Birth Date.' },
      general: 'Please fill out required fields.',
      goToLogin: false,
    });
  });

  it('shows the first server message for email and goes to login', () => {
    expect(mapSignupServerErrors({ email: ['This email is already registered.', 'second'] })).toEqual({
      errors: { email: 'This email is already registered.' },
      general: 'Please fill out required fields.',
      goToLogin: true,
    });
  });

  it('shows the first server message for password and goes to login', () => {
    const result = mapSignupServerErrors({ password: ['Password too common.'] });
    expect(result.errors).toEqual({ password: 'Password too common.' });
    expect(result.goToLogin).toBe(true);
  });

  it('shows the first message for any other field', () => {
    expect(mapSignupServerErrors({ first_name: ['Too long.', 'Bad characters.'], birth_date: ['x'] }).errors).toEqual({
      first_name: 'Too long.',
      birth_date: 'Please check your Birth Date.',
    });
  });

  it('prefers the server general message when one is given', () => {
    expect(mapSignupServerErrors({ email: ['Taken.'] }, 'Signup failed.')).toEqual({
      errors: { email: 'Taken.' },
      general: 'Signup failed.',
      goToLogin: true,
    });
    expect(mapSignupServerErrors(undefined, 'Service unavailable.')).toEqual({
      errors: {},
      general: 'Service unavailable.',
      goToLogin: false,
    });
  });

  it('gives no general message when there are no field errors and no server message', () => {
    expect(mapSignupServerErrors(undefined)).toEqual({ errors: {}, goToLogin: false });
    expect(mapSignupServerErrors({}, '  ')).toEqual({ errors: {}, goToLogin: false });
  });

  it('treats a field with an empty list as no error', () => {
    expect(mapSignupServerErrors({ email: [], birth_date: [] })).toEqual({ errors: {}, goToLogin: false });
  });

  it('reads a bare string sent instead of a list as that one message', () => {
    const fields = { email: 'Taken.' } as unknown as Record<string, string[]>;
    expect(mapSignupServerErrors(fields).errors).toEqual({ email: 'Taken.' });
  });
});

describe('subscribeLists', () => {
  it('always subscribes to ipe', () => {
    expect(subscribeLists(false)).toEqual(['ipe']);
  });

  it('adds the daily horoscope, daily love and weekly love lists with the newsletter option', () => {
    expect(subscribeLists(true)).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']);
  });

  it('returns a fresh list each time', () => {
    const first = subscribeLists(true);
    first.push('changed');
    expect(subscribeLists(true)).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']);
  });
});
