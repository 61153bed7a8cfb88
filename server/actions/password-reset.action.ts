import { RESET_MESSAGES } from '../../shared/forms/messages';
import { ResetPasswordFormSchema, ResetRequestFormSchema } from '../../shared/forms/password-reset.form';
import { checkRateLimits, LIMITS } from '../http/rate-limit';
import { defineAction } from './action';

/** Forgot your password: emails a one-time reset link when a member has this address, and says the same either way. */
export const requestResetAction = defineAction({
  schema: ResetRequestFormSchema,
  async run({ email }, context) {
    await checkRateLimits(context.rateLimits, [
      { limit: LIMITS.resetPerIp, id: context.ip },
      { limit: LIMITS.resetPerEmail, id: email },
    ]);
    const { token, first_name, expires_in_minutes } = await context.upstream.member.createResetToken(email);
    if (token) {
      await context.upstream.mail.send({
        template: 'password_reset',
        to: email.toLowerCase(),
        ...(first_name ? { first_name } : {}),
        reset_url: `${context.config.SITE_URL}/password-reset?key=${encodeURIComponent(token)}`,
        expires_in_minutes,
      });
    }
    return { status: 'ok' as const, message: RESET_MESSAGES.requested };
  },
});

/** The emailed link's second step: a new password for the key, which then stops working. */
export const resetPasswordAction = defineAction({
  schema: ResetPasswordFormSchema,
  async run({ key, password }, context) {
    await checkRateLimits(context.rateLimits, [{ limit: LIMITS.resetPerIp, id: context.ip }]);
    await context.upstream.member.resetPassword(key, password);
    return { status: 'ok' as const, message: RESET_MESSAGES.changed };
  },
});
