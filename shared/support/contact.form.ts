import { z } from 'zod';
import { CONTACT_SUBJECTS } from './contact';
import { text } from '../forms/form-schema';
import { CONTACT_MESSAGES } from '../forms/messages';
import { isValidEmail } from '../forms/rules';

const asText = (value: unknown) => (value === undefined || value === null ? '' : value);

/**
 * The Contact Us form (spec 1 §5, §9), the body of `POST /api/ticket/create` and of the plain post
 * to `/service`: one of the 13 subjects, name, email, an optional phone and the message
 * (`description`, the spec's ticket field). Every field but the phone is required.
 */
export const ContactFormSchema = z.object({
  subject: z.preprocess(asText, z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.required })),
  name: text({ required: CONTACT_MESSAGES.required, tooLong: CONTACT_MESSAGES.tooLong(100) }, 100),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().superRefine((value, context) => {
      if (!value) context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.required });
      else if (value.length > 254 || !isValidEmail(value)) context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.email });
    }),
  ),
  phone: z.preprocess(asText, z.string({ error: CONTACT_MESSAGES.tooLong(40) }).trim().max(40, CONTACT_MESSAGES.tooLong(40))),
  description: text({ required: CONTACT_MESSAGES.required, tooLong: CONTACT_MESSAGES.tooLong(5000) }, 5000),
  /** The page the visitor wrote from. */
  page: z.preprocess(asText, z.string().trim().max(2000)),
});
export type ContactForm = z.input<typeof ContactFormSchema>;
