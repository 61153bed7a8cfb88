import { z } from 'zod';
import { defineContract } from './contract';

export const MailListSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: z.enum(['daily', 'weekly', 'monthly']),
});
export type MailList = z.infer<typeof MailListSchema>;

/** `GET {host}/mail/email_list`: every list a member can join, in display order. */
export const GetEmailListsContract = defineContract({
  name: 'mail.email_list',
  method: 'GET',
  path: '/mail/email_list',
  response: z.object({ lists: z.array(MailListSchema) }),
});
