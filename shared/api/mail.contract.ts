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

export const SendMailContract = defineContract({
  name: 'mail.send',
  method: 'POST',
  path: '/mail/send',
  body: z.discriminatedUnion('template', [
    z.object({ template: z.literal('welcome'), to: z.email(), first_name: z.string().max(63) }),
    z.object({
      template: z.literal('password_reset'),
      to: z.email(),
      first_name: z.string().max(63).optional(),
      reset_url: z.url(),
      expires_in_minutes: z.number().int().positive(),
    }),
  ]),
  response: z.object({ message_id: z.string() }),
});

export const SubscribeContract = defineContract({
  name: 'mail.subscribe',
  method: 'POST',
  path: '/mail/subscription/:member_uuid/:list',
  params: z.object({ member_uuid: z.uuid(), list: z.string().min(1).max(64) }),
  body: z.object({ location: z.string().max(64).optional(), reason: z.string().max(200).optional() }),
  response: z.object({ code: z.string(), subscribed: z.boolean() }),
});
