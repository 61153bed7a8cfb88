import { z } from 'zod';
import { defineContract } from '../api/contract';

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

/**
 * A member's standing on one list (spec 1 §3 "Mail list item"): `subscribed` while they receive
 * it, `unsubscribed` once they have left it; neither when they have never joined.
 */
export const MailSubscriptionSchema = MailListSchema.extend({ subscribed: z.boolean(), unsubscribed: z.boolean() });
export type MailSubscription = z.infer<typeof MailSubscriptionSchema>;

const subscriptionParams = z.object({ member_uuid: z.uuid('That is not a member id.'), list: z.string().min(1).max(64) });
const subscriptionChange = z.object({ location: z.string().max(64).optional(), reason: z.string().max(200).optional() });
const subscriptionResult = z.object({ code: z.string(), subscribed: z.boolean() });

/** `GET {host}/mail/subscription/{member_uuid}`: every list with the member's standing on it. */
export const GetSubscriptionsContract = defineContract({
  name: 'mail.subscriptions',
  method: 'GET',
  path: '/mail/subscription/:member_uuid',
  params: z.object({ member_uuid: z.uuid('That is not a member id.') }),
  response: z.object({ subscriptions: z.array(MailSubscriptionSchema) }),
});

export const SubscribeContract = defineContract({
  name: 'mail.subscribe',
  method: 'POST',
  path: '/mail/subscription/:member_uuid/:list',
  params: subscriptionParams,
  body: subscriptionChange,
  response: subscriptionResult,
});

export const UnsubscribeContract = defineContract({
  name: 'mail.unsubscribe',
  method: 'DELETE',
  path: '/mail/subscription/:member_uuid/:list',
  params: subscriptionParams,
  body: subscriptionChange,
  response: subscriptionResult,
});
