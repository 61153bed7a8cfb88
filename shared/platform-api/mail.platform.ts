import { z } from 'zod';
import { defineContract } from '../api/contract';
import { isValidEmail } from '../forms/rules';

/** Platform: renders one of the mail service's templates and sends it. Only the site's server calls it. */
export const SendMailContract = defineContract({
  name: 'platform.mail.send',
  method: 'POST',
  path: '/mail/send',
  body: z.discriminatedUnion('template', [
    z.object({ template: z.literal('welcome'), to: z.string().refine(isValidEmail), first_name: z.string().max(63) }),
    z.object({
      template: z.literal('password_reset'),
      to: z.string().refine(isValidEmail),
      first_name: z.string().max(63).optional(),
      reset_url: z.url(),
      expires_in_minutes: z.number().int().positive(),
    }),
    /** To the old address after an email change. */
    z.object({ template: z.literal('email_changed'), to: z.email(), first_name: z.string().max(63), new_email: z.email() }),
  ]),
  response: z.object({ message_id: z.string() }),
});
