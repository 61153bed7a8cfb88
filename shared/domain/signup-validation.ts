/**
 * Spec 1 §2-5 and §9, "Signup": the signup dialog's field rules, the mapping of the server's field
 * errors, and the small computed parts of the signup payload (timezone, mail lists). Pure
 * functions, usable in the browser and on the server; every date is a plain calendar date (YMD)
 * passed in by the caller, so nothing here reads the clock.
 */
import { isValidEmail, LOGIN_MESSAGES } from './login-validation';

/** Spec 1 §5, "Signup": the exact messages a person sees. */
export const SIGNUP_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please enter a name 63 characters or less.',
  birthDateRequired: 'Please enter your birth date',
  birthDateFormat: 'Please enter a valid Birth Date: mm/dd/yyyy',
  tooYoung: 'You must be 16 years or older to signup.',
  tooYoungMobile: 'You must be at least 16 years of age to signup.',
  birthDateAfter: (date: string) => `Please enter a Birth Date after ${date}`,
  required: 'Required',
  privacyPolicy: 'Please accept before continuing',
  serverBirthDate: 'Please check your Birth Date.',
  generalError: 'Please fill out required fields.',
} as const;

/** Spec 1 §9: longest accepted name, in characters (after trimming). */
export const NAME_MAX = 63;
/** Spec 1 §5: the name input's maxlength attribute. */
export const NAME_FIELD_MAX_LENGTH = 64;
/** Spec 1 §9: minimum signup age in whole years. */
export const MIN_SIGNUP_AGE = 16;
/** Spec 1 §9: the signup year list reaches this many years back. */
export const MAX_LIST_YEARS = 101;

/** A calendar date; month and day count from 1. */
export interface YMD {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date, or null when year, month and day do not name a real calendar date (years 1-9999). */
function realDate(year: number, month: number, day: number): YMD | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Accepts mm/dd/yyyy (1 or 2 digit month/day allowed) or yyyy-mm-dd (exactly 2 digit month/day);
 * surrounding spaces are ignored. Returns null when the text has neither form or is not a real
 * calendar date (02/30/2000, 2001-02-29, 13/01/2000).
 */
export function parseBirthDate(text: string): YMD | null {
  const value = text.trim();
  const us = US_DATE.exec(value);
  if (us) return realDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = ISO_DATE.exec(value);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD', the form the signup payload's birth_date is sent in. */
export function formatIsoDate(d: YMD): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** 'mm/dd/yyyy', the form dates are shown to a person in. */
export function formatUsDate(d: YMD): string {
  return `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;
}

/** The signup year list: from (today's year - 16) down to (today's year - 101), 86 years. */
export function birthYearList(today: YMD): number[] {
  const years: number[] = [];
  for (let year = today.year - MIN_SIGNUP_AGE; year >= today.year - MAX_LIST_YEARS; year -= 1) years.push(year);
  return years;
}

/** 1 January of the last (earliest) year in the list: the earliest birth date accepted. */
export function earliestBirthDate(today: YMD): YMD {
  return { year: today.year - MAX_LIST_YEARS, month: 1, day: 1 };
}

function compareYmd(a: YMD, b: YMD): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age in whole years on `today`, counting a birthday only once its month and day are reached.
 * Decision: someone born on 29 February turns a year older on 1 March in non-leap years (not on
 * 28 February), so the minimum-age check never admits anyone a day early. A birth date after
 * `today` gives a negative age.
 */
export function ageOn(birth: YMD, today: YMD): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

export interface SignupFields {
  name: string;
  birth_date?: string;
  birth_month?: string;
  birth_day?: string;
  birth_year?: string;
  email: string;
  password: string;
  privacy_policy: boolean;
}

export interface SignupContext {
  today: YMD;
  mobile?: boolean;
  consentGiven?: boolean;
}

export type SignupErrors = Partial<
  Record<'name' | 'birth_date' | 'birth_month' | 'birth_day' | 'birth_year' | 'email' | 'password' | 'privacy_policy', string>
>;

const NUMBER_FIELD = /^\d{1,4}$/;

/**
 * The birth date the signup fields describe: birth_date text on desktop, the three separate
 * fields on mobile (plain numbers, e.g. '2', '02', '1990'). Null when missing or not a real date.
 * The caller sends it as formatIsoDate(date).
 */
export function signupBirthDate(fields: SignupFields, mobile = false): YMD | null {
  if (!mobile) return parseBirthDate(fields.birth_date ?? '');
  const parts = [fields.birth_year, fields.birth_month, fields.birth_day].map((part) => (part ?? '').trim());
  if (!parts.every((part) => NUMBER_FIELD.test(part))) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return realDate(year, month, day);
}

function birthDateError(birth: YMD | null, context: SignupContext): string | undefined {
  if (!birth) return SIGNUP_MESSAGES.birthDateFormat;
  if (ageOn(birth, context.today) < MIN_SIGNUP_AGE) {
    return context.mobile ? SIGNUP_MESSAGES.tooYoungMobile : SIGNUP_MESSAGES.tooYoung;
  }
  const earliest = earliestBirthDate(context.today);
  if (compareYmd(birth, earliest) < 0) return SIGNUP_MESSAGES.birthDateAfter(formatUsDate(earliest));
  return undefined;
}

/**
 * Desktop uses birth_date text; mobile (context.mobile) uses the three separate fields, each
 * 'Required' when empty; once all three are filled, a bad or out-of-range date is reported on
 * birth_date (mobile wording for the age message). Email and password rules are those of login
 * (LOGIN_MESSAGES). The birth-date-after message shows the earliest accepted date as mm/dd/yyyy;
 * that date itself is accepted ("must not precede"). privacy_policy is required unless
 * context.consentGiven. Name is trimmed before checks; its length counts characters (code
 * points), so one emoji is one character. Returns {} when everything is valid.
 */
export function validateSignup(fields: SignupFields, context: SignupContext): SignupErrors {
  const errors: SignupErrors = {};

  const name = fields.name.trim();
  if (name === '') errors.name = SIGNUP_MESSAGES.nameRequired;
  else if (Array.from(name).length > NAME_MAX) errors.name = SIGNUP_MESSAGES.nameTooLong;

  if (context.mobile) {
    const parts = ['birth_month', 'birth_day', 'birth_year'] as const;
    const empty = parts.filter((part) => (fields[part] ?? '').trim() === '');
    for (const part of empty) errors[part] = SIGNUP_MESSAGES.required;
    if (empty.length === 0) {
      const error = birthDateError(signupBirthDate(fields, true), context);
      if (error) errors.birth_date = error;
    }
  } else if ((fields.birth_date ?? '').trim() === '') {
    errors.birth_date = SIGNUP_MESSAGES.birthDateRequired;
  } else {
    const error = birthDateError(signupBirthDate(fields, false), context);
    if (error) errors.birth_date = error;
  }

  if (!isValidEmail(fields.email)) errors.email = LOGIN_MESSAGES.email;
  if (fields.password === '') errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (fields.password.length <= 3) errors.password = LOGIN_MESSAGES.passwordTooShort;

  if (!context.consentGiven && !fields.privacy_policy) errors.privacy_policy = SIGNUP_MESSAGES.privacyPolicy;

  return errors;
}

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
  fields: Record<string, string[]> | undefined,
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

/**
 * The signup payload timezone: the browser's UTC offset in hours (e.g. -5, 5.5), from a Date's
 * getTimezoneOffset() (which counts minutes the other way round: 300 for UTC-5). UTC gives 0, not -0.
 */
export function timezoneHours(date: Date): number {
  const hours = -date.getTimezoneOffset() / 60;
  return hours === 0 ? 0 : hours;
}

/** Mail lists a signup subscribes to: always ['ipe'], plus 'dailyhoroscope', 'dle', 'weekly_love' when the newsletter option is chosen. */
export function subscribeLists(newsletter: boolean): string[] {
  return newsletter ? ['ipe', 'dailyhoroscope', 'dle', 'weekly_love'] : ['ipe'];
}
