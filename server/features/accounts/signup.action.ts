import type { UserStatus } from '../../../shared/accounts/user.contract';
import { formatIsoDate } from '../../../shared/site/calendar';
import { parseSignupContext, signupGateway, signupLists } from '../../../shared/accounts/signup-context';
import { isVipOnlyList } from '../../../shared/accounts/mail-lists';
import { MAIL_LIST_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/forms/messages';
import { SignupFormSchema } from '../../../shared/accounts/signup.form';
import { SignupContract } from '../../../shared/platform-api/member.platform';
import { href, ROUTES } from '../../../shared/routes';
import { AppError } from '../../errors';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import { startMemberSession } from '../../session/member-session';
import { defineAction, fieldError } from '../../http/action';
import { toUser } from './login.action';
import { resolvePlace } from '../location';

/**
 * Sign up (the `#login-signup` dialog, `/signup` and `POST /api/member/signup`): the honeypot,
 * the per-address limit, the birth place looked up when it was typed, the account with the
 * spec's payload constants (spec 1 §3, §9) and a fresh session. The platform writes the member's
 * lists and welcome email into its outbox with the account and sends them after the reply.
 */
export const signupAction = defineAction({
  schema: SignupFormSchema,
  async run(input, context): Promise<UserStatus> {
    if (input.agree) throw new AppError('bad_request', SIGNUP_MESSAGES.trapped);
    await checkRateLimits(context.rateLimits, [{ limit: LIMITS.signupPerIp, id: context.ip }]);
    const why = parseSignupContext(input);
    const birthLocation = await resolvePlace(context.platform, input.birth_location, 'birth_location');
    const lists = input.subscribe_lists ?? signupLists(why);
    // A new member is never a VIP: a VIP-only list is refused before the account is made.
    if (lists.some(isVipOnlyList)) throw fieldError('subscribe_lists', MAIL_LIST_MESSAGES.vipOnly, 'bad_request');
    const { member } = await context.platform.call(SignupContract, {
      body: {
        first_name: input.first_name,
        display_name: input.first_name,
        email: input.email,
        password: input.password,
        password_verify: input.password,
        signup_gateway: input.signup_gateway ?? signupGateway(why, href(ROUTES.signup)),
        signup_bonus: true,
        signup_url: input.signup_url ?? `${context.config.SITE_URL}${href(ROUTES.signup)}`,
        account_type_id: 1,
        birth_date: formatIsoDate(input.birth_date),
        subscribe_lists: lists,
        privacy_policy: true,
        sms_optin: false,
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        ...(input.gender ? { gender: input.gender } : {}),
        ...(input.birth_time ? { birth_time: input.birth_time } : {}),
        ...(birthLocation ? { birth_location: birthLocation } : {}),
      },
    });
    await startMemberSession(context.req, member);
    return { logged_in: true, user: toUser(member) };
  },
});
