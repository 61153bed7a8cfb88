import { z } from 'zod';
import { normalizeUsPhone } from './sms-validation';
import { SMS_MESSAGES } from '../forms/messages';
import { SmsOptInFormSchema } from './sms-opt-in.form';
import { defineContract } from '../api/contract';

/** Where a member stands on text messages: asked (awaiting their Y), confirmed, or stopped. */
export const SmsStandingSchema = z.object({
  status: z.enum(['none', 'pending', 'confirmed', 'opted_out']),
  /** The number as shown to its owner, '(212) 555-0123'. */
  phone: z.string().nullable(),
});
export type SmsStanding = z.infer<typeof SmsStandingSchema>;

const usPhone = z
  .string()
  .trim()
  .min(1, SMS_MESSAGES.phoneRequired)
  .max(40, SMS_MESSAGES.phoneInvalid)
  .refine((value) => normalizeUsPhone(value) !== undefined, SMS_MESSAGES.phoneInvalid);
/** Where the opt-in or opt-out happened ('sms-modal', 'settings', ...); the spec requires one. */
const location = z.string().trim().min(1, 'A location is required.').max(64);

export const SmsOptInBodySchema = z.object({ phone_number: usPhone, location, promos: z.boolean().default(true) });
export const SmsOptOutBodySchema = z.object({ location });

/**
 * The browser's calls (spec 1 §7): `POST /api/member/sms/opt-in` and `/opt-out` for oneself. Opting in
 * sends the dialog's form (SmsOptInFormSchema): the number, the consent box, where it happened.
 */
export const MySmsOptInContract = defineContract('member.sms_opt_in', 'POST /member/sms/opt-in', { body: SmsOptInFormSchema, response: SmsStandingSchema });
export const MySmsOptOutContract = defineContract('member.sms_opt_out', 'POST /member/sms/opt-out', { body: SmsOptOutBodySchema, response: SmsStandingSchema });
