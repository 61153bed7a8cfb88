/**
 * Field rules as plain functions, free of zod, for the islands that load with every page (the
 * newsletter box, the password dialog) and must stay small. The form schemas use these same
 * functions, so each rule is written once.
 */
import { LOGIN_MESSAGES } from './messages';

/** A pragmatic address check: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** What is wrong with a password as login and signup check it (spec 1 §5), or undefined. */
export function passwordProblem(value: string): string | undefined {
  if (value === '') return LOGIN_MESSAGES.passwordRequired;
  if (value.length <= 3) return LOGIN_MESSAGES.passwordTooShort;
  if (value.length > 200) return LOGIN_MESSAGES.passwordTooLong;
  return undefined;
}
