/** Spec 1 §5, "Password dialog / login": the exact messages a person sees. */
export const LOGIN_MESSAGES = {
  email: 'Please enter a valid email',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Please enter a password longer than 3 characters.',
} as const;

/** A pragmatic address check: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateLogin(input: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidEmail(input.email)) errors.email = LOGIN_MESSAGES.email;
  if (input.password === '') errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (input.password.length <= 3) errors.password = LOGIN_MESSAGES.passwordTooShort;
  return errors;
}
