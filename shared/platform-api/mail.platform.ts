import { z } from 'zod';
import { defineContract } from '../api/contract';
import { isValidEmail } from '../forms/rules';

/** One email: the template and what it is filled with. */
const OutgoingMailSchema = z.discriminatedUnion('template', [
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
  /** A purchase's or a renewal's receipt (issue #13). Amounts are already formatted ('$14.99', '1,500 Karma Coins'). */
  z.object({
    template: z.literal('receipt'),
    to: z.string().refine(isValidEmail),
    first_name: z.string().max(63),
    order_uuid: z.string().max(64),
    product_name: z.string().max(200),
    amount: z.string().max(100),
    payment: z.string().max(100),
    /** 'Saved 50% with your signup offer', or absent. */
    discount: z.string().max(200).optional(),
    /** The renewal's period, for a subscription ('Billed monthly; next billing December 23, 2026'). */
    billing: z.string().max(200).optional(),
    /** YYYY-MM-DD (UTC): the day of the order; the email writes it as the site does ('December 23, 2026'). */
    date: z.string().max(40),
    /** Where to read or see it on the site (absolute). */
    url: z.url(),
  }),
  /** News of a subscription: a trial started, a renewal failed (and will be retried), the perks ended, it was canceled. */
  z.object({
    template: z.literal('subscription_notice'),
    to: z.string().refine(isValidEmail),
    first_name: z.string().max(63),
    notice: z.enum(['trial_started', 'renewal_failed', 'ended', 'canceled']),
    product_name: z.string().max(200),
    /** YYYY-MM-DD: the next billing, the next retry, or the day the perks end; the email writes it as the site does. */
    date: z.string().max(40),
    /** Where to update the card or resubscribe (absolute). */
    url: z.url(),
  }),
]);

/** Platform: renders one of the mail service's templates and sends it. Only the site's server calls it. */
export const SendMailContract = defineContract('platform.mail.send', 'POST /mail/send', { body: OutgoingMailSchema, response: z.object({ message_id: z.string() }) });
