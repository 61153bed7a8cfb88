import { z } from 'zod';
import { emailField, honeypot, passwordField } from './form-schema';

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
