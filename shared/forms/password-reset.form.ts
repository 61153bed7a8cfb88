import { z } from 'zod';
import { emailField, passwordField } from './form-schema';

/** Forgot your password: the address to send a reset link to. */
export const ResetRequestFormSchema = z.object({ email: emailField });

/** The emailed link's key and the new password (the login rules for a password). */
export const ResetPasswordFormSchema = z.object({
  key: z.string().min(20).max(200),
  password: passwordField,
});
