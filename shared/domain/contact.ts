import { CONTACT_MESSAGES } from '../forms/messages';
import { isValidEmail } from '../forms/rules';

/** Spec 1 §9: the subjects of the Contact Us form, in order. */
export const CONTACT_SUBJECTS = [
  'Unsubscribe from emails',
  'Close my account',
  'Reset my password',
  'Update my account',
  'Can’t find purchased reading or report',
  'Question about a purchase',
  'Twittascope issue',
  'Karma Coins question',
  'Update purchased report birth info',
  'Feedback about ads',
  'Unsatisfied commentary',
  'Just saying thanks',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactFields {
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields | 'form', string>>;

/** Every field but the phone is required; a form-level message joins any field error. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(fields.subject)) errors.subject = CONTACT_MESSAGES.required;
  if (!fields.name.trim()) errors.name = CONTACT_MESSAGES.required;
  if (!fields.email.trim()) errors.email = CONTACT_MESSAGES.required;
  else if (!isValidEmail(fields.email)) errors.email = CONTACT_MESSAGES.email;
  if (!fields.message.trim()) errors.message = CONTACT_MESSAGES.required;
  if (Object.keys(errors).length > 0) errors.form = CONTACT_MESSAGES.form;
  return errors;
}
