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

/* The daily lists' emails (issue #28): the site's daily-emails job asks who is due, composes the
   words, and hands them here; the mail service claims each (member, list, day) once, renders the
   email in its own layout with the signed unsubscribe link, and sends it. */

/** How many deliveries one request may carry, and how many recipients one page lists at most. */
export const LIST_EMAIL_BATCH = 500;

const ListCodeSchema = z.string().regex(/^[a-z0-9_]{1,64}$/, 'A list code is lowercase letters, digits and underscores.');
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');
const UuidSchema = z.uuid();
/** A link in a list email: the site's pages, so http or https only. */
const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'A link must be an http or https URL.' }).max(2000);

/** One part of a list email: an optional heading, its paragraphs, and a link to read on. */
export const ListEmailSectionSchema = z.object({
  heading: z.string().min(1).max(200).optional(),
  paragraphs: z.array(z.string().min(1).max(4000)).max(12),
  link: z.object({ label: z.string().min(1).max(120), url: WebUrlSchema }).optional(),
});

/** The words of one list email, the same for every reader it fits (a sign's horoscope, the day's number). */
export const ListEmailContentSchema = z.object({
  subject: z.string().min(1).max(200),
  /** The line mail programs show after the subject (hidden in the body). */
  preview: z.string().max(200),
  heading: z.string().min(1).max(200),
  sections: z.array(ListEmailSectionSchema).min(1).max(13),
  /** The one button: where to read on. */
  cta: z.object({ label: z.string().min(1).max(80), url: WebUrlSchema }),
});
export type ListEmailContent = z.output<typeof ListEmailContentSchema>;

const RecipientSchema = z.object({
  member_uuid: z.string(),
  first_name: z.string(),
  birth_date: z.string().nullable(),
  /** The member's time zone as hours from UTC (signup's), or null when not known. */
  timezone: z.number().nullable(),
  vip: z.boolean(),
  /** Which of the asked days already have this list's email sent, given up, or held by a run or a retry's wait. */
  done: z.array(z.string()),
});
export type ListRecipient = z.output<typeof RecipientSchema>;

/**
 * Platform: a page of a list's subscribers (active members, in id order from `after`), each with
 * what the job needs to compose and time the email, and which of `dates` need nothing now.
 */
export const ListRecipientsContract = defineContract('platform.mail.list_recipients', 'GET /mail/lists/:list/recipients', {
  params: z.object({ list: ListCodeSchema }),
  query: z.object({
    dates: z
      .union([DaySchema, z.array(DaySchema)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .pipe(z.array(DaySchema).min(1).max(3)),
    after: UuidSchema.optional(),
    limit: z.coerce.number().int().min(1).max(LIST_EMAIL_BATCH).default(LIST_EMAIL_BATCH),
  }),
  response: z.object({ recipients: z.array(RecipientSchema), next: z.string().nullable() }),
});

/**
 * Platform: sends a list's emails for the days given, each (member, list, day) at most once however
 * many runs race: a delivery another run holds, or one already sent, is skipped. `contents` holds
 * each distinct email's words once; a delivery names its content by key.
 */
export const DeliverListEmailsContract = defineContract('platform.mail.deliver_list', 'POST /mail/lists/:list/deliveries', {
  params: z.object({ list: ListCodeSchema }),
  body: z
    .object({
      contents: z.record(z.string().min(1).max(100), ListEmailContentSchema),
      deliveries: z.array(z.object({ member_uuid: UuidSchema, send_date: DaySchema, content: z.string().min(1).max(100) })).min(1).max(LIST_EMAIL_BATCH),
    })
    .refine((body) => body.deliveries.every((delivery) => delivery.content in body.contents), { message: 'Every delivery must name one of the contents.', path: ['deliveries'] }),
  response: z.object({
    /** Sent now. */
    sent: z.number().int(),
    /** Already sent, given up, held by another run, waiting for a retry, or no longer on the list. */
    skipped: z.number().int(),
    /** Could not be sent now; tried again later. */
    failed: z.number().int(),
    /** Failed for the last time: given up (and logged). */
    abandoned: z.number().int(),
  }),
});
