import { z } from 'zod';
import { emailField, honeypot, passwordField } from '../forms/form-schema';

/**
 * Log in (`#login`, `/login`, the password dialog): spec 1 §5 "Password dialog / login".
 * `confirm_email` is the spam trap: people never see it, so any value means a bot.
 */
export const LoginFormSchema = z.object({
  email: emailField,
  password: passwordField,
  confirm_email: honeypot,
});
export type LoginForm = z.input<typeof LoginFormSchema>;

/** Log out as a plain form (the header's Log Out button): where to go back to afterwards. */
export const LogoutFormSchema = z.object({
  next: z.string().max(2000).optional(),
});
