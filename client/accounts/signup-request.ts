import type { KnownUser } from '../../shared/accounts/user.contract';
import { DEFAULT_SIGNUP_CONTEXT, type SignupContext } from '../../shared/accounts/signup-context';
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
  return request ?? { context: pending?.context ?? DEFAULT_SIGNUP_CONTEXT, email: '' };
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

/**
 * The pending product (spec 1 §4): a visitor who submits a reading or report is sent to log in
 * first; once they are a member (by login or signup) the submission resumes. Closing the text
 * message offer drops it.
 */
type ProductContext = Extract<SignupContext, { kind: 'product' }>;
let pending: { context: ProductContext; resume: () => void } | undefined;

/**
 * Submits at once for a member; for a visitor, remembers the submission and opens login (or
 * `login-signup`, the signup dialog for the product, whose footer leads to login too).
 */
export function submitAsMember(status: KnownUser, context: ProductContext, submit: () => void, route: 'login' | 'login-signup' = 'login'): void {
  if (status.logged_in) return submit();
  pending = { context, resume: submit };
  if (route === 'login-signup') request = { context, email: '' };
  setRoute(route);
}

/** After a login or signup: clears the pending flag and carries on with the submission. */
export function resumePendingProduct(): void {
  const waiting = pending;
  pending = undefined;
  waiting?.resume();
}

export function clearPendingProduct(): void {
  pending = undefined;
}
