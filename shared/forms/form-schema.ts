/**
 * What every form schema is made of, and how its failures become messages under fields. A form
 * schema parses both the JSON an island sends and the urlencoded body of a plain post, so its
 * fields accept what a browser form sends: '' for an empty box, 'on' for a ticked checkbox,
 * numbers as text.
 */
import { z } from 'zod';
import { LOGIN_MESSAGES } from './messages';
import { isValidEmail, passwordProblem } from './rules';
import { parseClean } from '../api/text';

/** One message per field, keyed by the field's dotted path ('birth_location.city'); `form` for the whole form. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a zod error, in the order the fields failed. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type FormCheck<T> = { success: true; data: T; errors: FieldErrors } | { success: false; errors: FieldErrors };

/** Runs a form schema: the parsed values, or the message to show under each field. */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): FormCheck<z.output<S>> {
  const result = parseClean(schema, input);
  return result.success ? { success: true, data: result.data, errors: {} } : { success: false, errors: fieldErrors(result.issues) };
}

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** A field that may be left empty: '' (an empty box), null and a missing key all read as absent. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Text that must be given; a missing key reads as '' so the field's own message shows. */
export function text(messages: { required: string; tooLong: string }, max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      // Characters as a person counts them (code points): one emoji is one character.
      .refine((value) => Array.from(value).length <= max, messages.tooLong),
  );
}

/** A ticked checkbox: true from JSON, 'on' (or 'true') from a plain form. */
export const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The email rule of every account form (login, signup, settings, password reset, newsletter). */
export const emailField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z.string().refine(isValidEmail, LOGIN_MESSAGES.email),
);

/** A password as login and signup check it (spec 1 §5). */
export const passwordField = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** A honeypot box people never fill in: any value at all means a bot sent the form. */
export const honeypot = z.preprocess((value) => value !== undefined && value !== null && value !== '' && value !== false, z.boolean()).optional();
