import { RESET_MESSAGES } from '../../../shared/forms/messages';
import { ResetPasswordFormSchema, ResetRequestFormSchema } from '../../../shared/accounts/password-reset.form';
import { RequestPasswordResetContract, ResetPasswordContract } from '../../../shared/platform-api/member.platform';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import { endOtherSessions } from '../../session/member-session';
import { defineAction } from '../../http/action';

/**
 * Forgot your password: queues a one-time reset link for this address and says the same whether
 * or not a member has it; the platform sends it after the reply, from its outbox.
 */
export const requestResetAction = defineAction({
  schema: ResetRequestFormSchema,
  async run({ email }, context) {
    await checkRateLimits(context.rateLimits, [
      { limit: LIMITS.resetPerIp, id: context.ip },
      { limit: LIMITS.resetPerEmail, id: email },
    ]);
    // One queued job either way: the lookup, link and email happen after this reply (item 28).
    await context.platform.call(RequestPasswordResetContract, { body: { email, reset_page: `${context.config.SITE_URL}/password-reset` } });
    return { status: 'ok' as const, message: RESET_MESSAGES.requested };
  },
});

/** The emailed link's second step: a new password for the key, which then stops working. */
export const resetPasswordAction = defineAction({
  schema: ResetPasswordFormSchema,
  async run({ key, password }, context) {
    await checkRateLimits(context.rateLimits, [{ limit: LIMITS.resetPerIp, id: context.ip }]);
    const { member } = await context.platform.call(ResetPasswordContract, { body: { key, password } });
    // Whoever knew the old password, or held a session, is out now.
    await endOtherSessions(context.sessions, context.req, member.member_uuid);
    return { status: 'ok' as const, message: RESET_MESSAGES.changed };
  },
});
