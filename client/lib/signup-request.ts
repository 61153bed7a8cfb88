import { DEFAULT_SIGNUP_CONTEXT, type SignupContext } from '../../shared/domain/signup-context';
import { setRoute } from '../runtime/hash-router';

/**
 * What the next signup is for, set by whatever opened it (a product form, the newsletter email
 * box). Islands share this module, so the signup dialog reads what another island asked for.
 */
let request: { context: SignupContext; email: string } | undefined;

export function openSignup(context: SignupContext, email = ''): void {
  request = { context, email };
  setRoute('login-signup');
}

export function signupRequest(): { context: SignupContext; email: string } {
  return request ?? { context: DEFAULT_SIGNUP_CONTEXT, email: '' };
}

export function clearSignupRequest(): void {
  request = undefined;
}

/** What the last signup in this page was for, so a box can confirm it (the newsletter box). */
let completed: SignupContext | undefined;

export function markSignupDone(context: SignupContext): void {
  completed = context;
  request = undefined;
}

export function lastSignupContext(): SignupContext | undefined {
  return completed;
}
