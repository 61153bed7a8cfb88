import { z } from 'zod';
import { defineContract } from '../api/contract';
import { MemberParamsSchema } from './account.contract';

export const MailListSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: z.enum(['daily', 'weekly', 'monthly']),
});
export type MailList = z.infer<typeof MailListSchema>;

/** `GET {host}/mail/email_list`: every list a member can join, in display order. */
export const GetEmailListsContract = defineContract('mail.email_list', 'GET /mail/email_list', { response: z.object({ lists: z.array(MailListSchema) }) });

/**
 * A member's standing on one list (spec 1 §3 "Mail list item"): `subscribed` while they receive
 * it, `unsubscribed` once they have left it; neither when they have never joined.
 */
export const MailSubscriptionSchema = MailListSchema.extend({ subscribed: z.boolean(), unsubscribed: z.boolean() });
export type MailSubscription = z.infer<typeof MailSubscriptionSchema>;

const subscriptionParams = MemberParamsSchema.extend({ list: z.string().min(1).max(64) });
const subscriptionChange = z.object({ location: z.string().max(64).optional(), reason: z.string().max(200).optional() });
const subscriptionResult = z.object({ code: z.string(), subscribed: z.boolean() });
const subscriptions = z.object({ subscriptions: z.array(MailSubscriptionSchema) });

/** `GET {host}/mail/subscription/{member_uuid}`: every list with the member's standing on it. */
export const GetSubscriptionsContract = defineContract('mail.subscriptions', 'GET /mail/subscription/:member_uuid', { params: MemberParamsSchema, response: subscriptions });

export const SubscribeContract = defineContract('mail.subscribe', 'POST /mail/subscription/:member_uuid/:list',
  { params: subscriptionParams, body: subscriptionChange, response: subscriptionResult });
export const UnsubscribeContract = defineContract('mail.unsubscribe', 'DELETE /mail/subscription/:member_uuid/:list',
  { params: subscriptionParams, body: subscriptionChange, response: subscriptionResult });
