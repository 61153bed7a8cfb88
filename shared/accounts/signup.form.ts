import { z } from 'zod';
import {
  ageOn,
  calendarDate,
  CLOCK_TIME,
  compareDates,
  earliestBirthDate,
  formatUsDate,
  latestToday,
  MIN_SIGNUP_AGE,
  parseDate,
  type CalendarDate,
} from '../site/calendar';
import { checkbox, emailField, honeypot, optional, passwordField, text } from '../forms/form-schema';
import { SIGNUP_MESSAGES } from '../forms/messages';
import { PlaceFieldsSchema } from '../location/place.form';

/** Spec 1 §9: longest accepted name, in characters (after trimming). */
export const NAME_MAX = 63;
/** Spec 1 §5: the name input's maxlength attribute. */
export const NAME_FIELD_MAX_LENGTH = 64;

const NUMBER_PART = /^\d{1,4}$/;
const DATE_PARTS = ['birth_month', 'birth_day', 'birth_year'] as const;

const datePart = z.string().max(10).optional();

/**
 * Signup (spec 1 §5 "Signup"): the one schema of the signup dialog, the `/signup` page and
 * `POST /api/member/signup`. It accepts the spec's signup payload as it is (`first_name`,
 * `birth_date` as yyyy-mm-dd, `birth_location`) and what a person types into the form
 * (mm/dd/yyyy, the three date fields on a phone, a typed birth place).
 *
 * The birth date comes from `birth_date`, or from `birth_month`, `birth_day` and `birth_year`
 * when those are sent (the phone form), which then use the phone wording. `today` is the date the
 * age limits count from; both sides use the latest date on Earth (see calendar.ts).
 */
export function signupFormSchema(today: () => CalendarDate = () => latestToday()) {
  return z
    .object({
      first_name: text({ required: SIGNUP_MESSAGES.nameRequired, tooLong: SIGNUP_MESSAGES.nameTooLong }, NAME_MAX),
      birth_date: z.string().max(40).optional(),
      birth_month: datePart,
      birth_day: datePart,
      birth_year: datePart,
      email: emailField,
      password: passwordField,
      privacy_policy: checkbox.refine((ticked) => ticked, SIGNUP_MESSAGES.privacyPolicy),
      gender: optional(z.enum(['female', 'male', 'other'], { error: SIGNUP_MESSAGES.gender })),
      birth_time: optional(z.string().regex(CLOCK_TIME, SIGNUP_MESSAGES.birthTime)),
      birth_location: PlaceFieldsSchema,
      /** Why they sign up (signup-context.ts): `newsletter`, or `product` with `type` and `gateway`. */
      context: optional(z.enum(['default', 'newsletter', 'product'])),
      type: optional(z.enum(['Reading', 'Report'])),
      gateway: optional(z.string().max(80)),
      /** Spec 1 §3 signup payload: the gateway and page it came from, and the browser's UTC offset in hours. */
      signup_gateway: optional(z.string().trim().max(200)),
      signup_url: optional(z.string().max(2000)),
      /** The spec payload's lists; without them the context decides (signup-context.ts). */
      subscribe_lists: optional(z.array(z.string().max(64)).max(10)),
      timezone: optional(z.coerce.number().min(-12).max(14)),
      /** The honeypot: a box people never tick. */
      agree: honeypot,
    })
    // Runs even when other fields failed, so every problem of the form shows at once.
    .superRefine(
      (form, context) => {
        for (const problem of birthDateProblems(form, today())) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      },
      { when: () => true },
    )
    .transform((form) => {
      const { birth_month: _m, birth_day: _d, birth_year: _y, ...rest } = form;
      return { ...rest, birth_date: formBirthDate(form)! };
    });
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Whether the phone's three date fields were sent (they then decide, with the phone wording). */
const usesParts = (form: Partial<Record<(typeof DATE_PARTS)[number], unknown>>) => DATE_PARTS.some((part) => form[part] !== undefined);

/** The birth date the form describes, or null when it is missing or not a real date. */
function formBirthDate(form: { birth_date?: unknown; birth_month?: unknown; birth_day?: unknown; birth_year?: unknown }): CalendarDate | null {
  if (!usesParts(form)) return parseDate(textOf(form.birth_date));
  const [year, month, day] = [form.birth_year, form.birth_month, form.birth_day].map(textOf);
  if (![year, month, day].every((part) => NUMBER_PART.test(part!))) return null;
  return calendarDate(Number(year), Number(month), Number(day));
}

/**
 * What is wrong with the birth date (spec 1 §5), under the field it shows: each empty phone date
 * field is 'Required'; otherwise one message on birth_date.
 */
function birthDateProblems(form: { birth_date?: unknown; birth_month?: unknown; birth_day?: unknown; birth_year?: unknown }, on: CalendarDate): { field: string; message: string }[] {
  const phone = usesParts(form);
  if (phone) {
    const empty = DATE_PARTS.filter((part) => textOf(form[part]) === '');
    if (empty.length > 0) return empty.map((field) => ({ field, message: SIGNUP_MESSAGES.required }));
  } else if (textOf(form.birth_date) === '') {
    return [{ field: 'birth_date', message: SIGNUP_MESSAGES.birthDateRequired }];
  }
  const message = memberBirthDateProblem(formBirthDate(form), on, phone);
  return message ? [{ field: 'birth_date', message }] : [];
}

/**
 * What is wrong with a member's own birth date, wherever it is entered (signup, settings): not a
 * date, under 16, or before the earliest date accepted. `phone` picks the phone form's wording.
 */
export function memberBirthDateProblem(birth: CalendarDate | null, on: CalendarDate, phone = false): string | undefined {
  const earliest = earliestBirthDate(on);
  if (!birth) return SIGNUP_MESSAGES.birthDateFormat;
  if (ageOn(birth, on) < MIN_SIGNUP_AGE) return phone ? SIGNUP_MESSAGES.tooYoungMobile : SIGNUP_MESSAGES.tooYoung;
  if (compareDates(birth, earliest) < 0) return SIGNUP_MESSAGES.birthDateAfter(formatUsDate(earliest));
  return undefined;
}

export const SignupFormSchema = signupFormSchema();
export type SignupForm = z.input<typeof SignupFormSchema>;
export type SignupValues = z.output<typeof SignupFormSchema>;

/**
 * Spec 1 §5 "Server error mapping": given the server's field errors ({ field: string[] }) and
 * optional general message, returns what to show: birth_date -> 'Please check your Birth Date.';
 * every other field (email and password included) -> its first server message. A field whose
 * list is empty (or whose first message is blank) counts as no error; a bare string instead of a
 * list is read as a one-message list. general -> the server message if given (non-blank), else
 * 'Please fill out required fields.' when there are field errors, else absent. goToLogin is true
 * when email or password is at fault (spec 1 §4: the dialog then goes to login).
 */
export function mapSignupServerErrors(
  fields: Record<string, string[] | string> | undefined,
  message?: string,
): { errors: Record<string, string>; general?: string; goToLogin: boolean } {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields ?? {})) {
    const messages: unknown[] = Array.isArray(value) ? value : [value];
    const first = messages.find((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    if (first === undefined) continue;
    errors[field] = field === 'birth_date' ? SIGNUP_MESSAGES.serverBirthDate : first;
  }
  const hasFieldErrors = Object.keys(errors).length > 0;
  const serverMessage = message?.trim() ? message : undefined;
  const general = serverMessage ?? (hasFieldErrors ? SIGNUP_MESSAGES.generalError : undefined);
  const goToLogin = 'email' in errors || 'password' in errors;
  return general === undefined ? { errors, goToLogin } : { errors, general, goToLogin };
}
