/**
 * Field rules as plain functions, free of zod, for the islands that load with every page (the
 * newsletter box, the password dialog) and must stay small. The form schemas use these same
 * functions, so each rule is written once.
 */
import { LOGIN_MESSAGES } from './messages';

/**
 * The standard address pattern (the one HTML's email inputs use: the local part's permitted
 * characters, then DNS labels), with at least one dot in the domain, as mail on the open internet
 * needs. Every email field of the site, on both sides, checks with this one rule.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

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
