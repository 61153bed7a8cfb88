import type { Member } from '../../../shared/accounts/member-data';
import type { User, UserStatus } from '../../../shared/accounts/user.contract';
import { LOGIN_ERROR_CODES } from '../../../shared/accounts/member-errors';
import { afterLogoutPath, sameSitePath } from '../../../shared/accounts/account-links';
import { LoginFormSchema, LogoutFormSchema } from '../../../shared/accounts/login.form';
import { LOGIN_MESSAGES } from '../../../shared/forms/messages';
import { LoginContract } from '../../../shared/platform-api/member.platform';
import { AppError } from '../../errors';
import { beginCountedAttempt, LIMITS, loginDelayMs } from '../../http/rate-limit';
import { endMemberSession, startMemberSession } from '../../session/member-session';
import { requireMember } from '../../http/require-member';
import { defineAction } from '../../http/action';
import { z } from 'zod';

/** What the browser knows of a member (spec 1 §3 "User"). */
export function toUser(member: Member): User {
  return {
    member_uuid: member.member_uuid,
    email: member.email,
    username: member.display_name,
    birth_name: member.first_name,
    birth_date: member.birth_date,
    gender: member.gender,
    birth_time: member.birth_time,
    privacy_policy: member.privacy_policy,
    kcs: { total: member.kc_balance },
    subscriptions: { vip: member.vip },
  };
}

export const LOGGED_OUT: UserStatus = { logged_in: false };

/** The refusals that count as a failed attempt: a wrong password, or an email with no account. */
const FAILED_LOGIN: ReadonlySet<string> = new Set([LOGIN_ERROR_CODES.invalidPassword, LOGIN_ERROR_CODES.notFound]);

/** The key of an email's counters: case and surrounding spaces never make a second counter. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Log in: the spam trap, then the failure limits (per address, and per address and email pair:
 * both hard; per email alone: a growing delay, so others' guesses never lock the owner out), the
 * password check, and a fresh session. A success takes its attempt back and clears the email's
 * failures.
 */
export const loginAction = defineAction({
  schema: LoginFormSchema,
  async run(input, context): Promise<UserStatus> {
    if (input.confirm_email) throw new AppError('bad_request', LOGIN_MESSAGES.trapped);
    const email = normaliseEmail(input.email);
    const attempt = await beginCountedAttempt(context.rateLimits, [
      { limit: LIMITS.loginPerIp, id: context.ip },
      { limit: LIMITS.loginPerIpAndEmail, id: `${context.ip} ${email}`, resetOnSuccess: true },
      { limit: LIMITS.loginPerEmail, id: email, resetOnSuccess: true },
    ]);
    const emailFailuresBefore = (attempt.counts[2] ?? 1) - 1;
    const delay = loginDelayMs(emailFailuresBefore);
    if (delay > 0) await context.sleep(delay);
    let member: Member;
    try {
      ({ member } = await context.platform.call(LoginContract, { body: { email: input.email, password: input.password } }));
    } catch (error) {
      // Only a wrong password or unknown email stays counted; anything else was not a guess.
      if (!(error instanceof AppError && FAILED_LOGIN.has(error.code))) await attempt.abandoned();
      throw error;
    }
    await attempt.succeeded();
    await startMemberSession(context.req, member);
    return { logged_in: true, user: toUser(member) };
  },
});

/** Log out: the session ends and its cookie is cleared. */
export const logoutAction = defineAction({
  schema: z.object({}),
  async run(_input, context): Promise<UserStatus> {
    await endMemberSession(context.req);
    context.res.clearCookie('sid', { path: '/' });
    return LOGGED_OUT;
  },
});

/** Log out everywhere (Account Settings): every session of the member ends, on every device, this one too. */
export const logoutEverywhereAction = defineAction({
  schema: z.object({}),
  async run(_input, context): Promise<UserStatus> {
    const memberUuid = requireMember(context);
    await context.sessions.endSessionsOf(memberUuid);
    await endMemberSession(context.req);
    context.res.clearCookie('sid', { path: '/' });
    return LOGGED_OUT;
  },
});

/**
 * `/login` without JavaScript: the same login, and when no member has the email the page says so
 * under the email field (with a way to sign up) instead of moving to a signup dialog.
 */
export const loginPageAction = defineAction({
  schema: LoginFormSchema,
  async run(input, context): Promise<UserStatus> {
    try {
      return await loginAction.run(input, context);
    } catch (error) {
      if (error instanceof AppError && error.code === LOGIN_ERROR_CODES.notFound) {
        throw new AppError(LOGIN_ERROR_CODES.notFound, '', { email: [LOGIN_MESSAGES.noAccount] });
      }
      throw error;
    }
  },
});

/** Log out from a plain form: the same logout, then back to the page it was on (home from member pages). */
export const logoutFormAction = defineAction({
  schema: LogoutFormSchema,
  async run({ next }, context): Promise<{ next: string }> {
    await logoutAction.run({}, context);
    return { next: afterLogoutPath(sameSitePath(next)) };
  },
});
