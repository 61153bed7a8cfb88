import { z } from 'zod';
import { emailField, passwordField } from '../forms/form-schema';
import { RESET_MESSAGES } from '../forms/messages';

/** Forgot your password: the address to send a reset link to. */
export const ResetRequestFormSchema = z.object({ email: emailField });

/** The emailed link's key and the new password (the login rules for a password). */
export const ResetPasswordFormSchema = z.object({
  key: z.string({ error: RESET_MESSAGES.badKey }).min(20, RESET_MESSAGES.badKey).max(200, RESET_MESSAGES.badKey),
  password: passwordField,
});
