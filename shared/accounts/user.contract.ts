import { z } from 'zod';
import { defineContract } from '../api/contract';
import { LoginFormSchema } from './login.form';
import { SignupFormSchema } from './signup.form';

/** What the browser knows of the member who is logged in (spec 1 §3 "User"). */
export const UserSchema = z.object({
  member_uuid: z.string(),
  email: z.string(),
  username: z.string(),
  birth_name: z.string(),
  birth_date: z.string(),
  gender: z.string().nullable(),
  birth_time: z.string().nullable(),
  privacy_policy: z.boolean(),
  /** Karma Coin balance. */
  kcs: z.object({ total: z.number().int() }),
  /** Spec 2 §3: `subscriptions.vip`, whether the member holds a VIP membership. */
  subscriptions: z.object({ vip: z.boolean() }),
});
export type User = z.infer<typeof UserSchema>;

export const UserStatusSchema = z.object({
  logged_in: z.boolean(),
  user: UserSchema.optional(),
});
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** What a page knows of the member from the session alone: enough for the header. */
export interface KnownUser {
  logged_in: boolean;
  /** karma_coins: the Karma Coin balance when the session knows it (saved at login); vip: subscriptions.vip (nobody until the store sells VIP). */
  user?: { username: string; karma_coins?: number; vip?: boolean };
}

/** `GET /api/user/status[?refresh]`: whether this browser holds a member session, and who. */
export const UserStatusContract = defineContract('user.status', 'GET /user/status', { query: z.object({ refresh: z.string().optional() }), response: UserStatusSchema });

/** `POST /api/user/login`. `confirm_email` is the spam trap: people never fill it in. */
export const UserLoginContract = defineContract('user.login', 'POST /user/login', { body: LoginFormSchema, response: UserStatusSchema });

export const UserLogoutContract = defineContract('user.logout', 'POST /user/logout', { response: UserStatusSchema });

/** Log out everywhere: every session of the member ends, this one included. */
export const UserLogoutEverywhereContract = defineContract('user.logout_everywhere', 'POST /user/logout-everywhere', { response: UserStatusSchema });

/**
 * `POST /api/member/signup`: the spec's `{host}/member/signup`, reached by the browser. The body is
 * the signup form (SignupFormSchema), which takes the spec's signup payload as it is; `agree` is
 * the honeypot. The platform's call of this path (`SignupContract`) takes the checked payload and
 * answers the member.
 */
export const BrowserSignupContract = defineContract('member.signup', 'POST /member/signup', { body: SignupFormSchema, response: UserStatusSchema });

const EmailCheckQuerySchema = z.object({ email: z.string().max(320, 'That email address is too long.') });
const EmailCheckSchema = z.object({ valid: z.boolean(), email: z.string(), message: z.string().optional(), suggestion: z.string().optional() });

/**
 * `GET /api/user/validate-email?email=`: whether an address will be accepted, and a likely
 * intended address when its domain looks mistyped. It never says whether an account exists.
 */
export const ValidateEmailContract = defineContract('user.validate_email', 'GET /user/validate-email', { query: EmailCheckQuerySchema, response: EmailCheckSchema });
