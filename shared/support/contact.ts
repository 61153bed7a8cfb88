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
