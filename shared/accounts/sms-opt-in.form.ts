import { z } from 'zod';
import { normalizeUsPhone } from './sms-validation';
import { checkbox } from '../forms/form-schema';
import { SMS_MESSAGES } from '../forms/messages';

/**
 * The text-message offer (`#sms`, spec 1 §5 "Text-message dialog"): a US mobile number and the
 * consent box. `agree` is checked in the form; the API records the consent with its `location`.
 */
export const SmsOptInFormSchema = z.object({
  phone_number: z
    .preprocess((value) => (typeof value === 'string' ? value : ''), z.string())
    .pipe(z.string().trim().min(1, SMS_MESSAGES.phoneRequired).max(40, SMS_MESSAGES.phoneInvalid).refine((value) => normalizeUsPhone(value) !== undefined, SMS_MESSAGES.phoneInvalid)),
  agree: checkbox.refine((ticked) => ticked, SMS_MESSAGES.agree),
  /** Where the opt-in happened ('sms-modal', 'settings', ...); the spec requires one. */
  location: z.string({ error: SMS_MESSAGES.location }).trim().min(1, SMS_MESSAGES.location).max(64),
  /** Promotional texts too; an island says so, a form without the box means yes (the dialog's copy offers them). */
  promos: z.preprocess((value) => value === undefined || value === true || value === 'on' || value === 'true', z.boolean()),
});
export type SmsOptInForm = z.input<typeof SmsOptInFormSchema>;
