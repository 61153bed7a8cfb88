import { z } from 'zod';

/**
 * The email unsubscribe page (issue #28; spec 1 §2, spec 2 §2 "Email unsubscribe screen using the
 * hash opt-out or opt-in"): its two forms post the link's signed token back, nothing else.
 */
export const UNSUBSCRIBE_MESSAGES = {
  missing: 'This page needs the unsubscribe link from one of our emails. To change which emails you get, log in and open Account Settings.',
  invalid: 'This unsubscribe link is not valid: it may have been cut short or changed. Please use the link in one of our emails, or log in and change your email preferences in Account Settings.',
  expired: (days: number) =>
    `This unsubscribe link has expired: links in our emails work for ${days} days. Please use the link in a more recent email, or log in and change your email preferences in Account Settings.`,
  noMember: 'We could not find the account this link was sent to. It may have been closed.',
  noList: 'The email list this link was sent for no longer exists, so there is nothing to unsubscribe from.',
  unsubscribed: (list: string) => `You have been unsubscribed from ${list}.`,
  resubscribed: (list: string) => `You are subscribed to ${list} again.`,
  /** The plain-text answer to a mailbox provider's one-click POST. */
  oneClickDone: 'You have been unsubscribed.',
} as const;

/** What each form posts: the link's token (checked by its signature, never trusted for its shape alone). */
export const EmailUnsubscribeFormSchema = z.object({
  token: z.string({ error: UNSUBSCRIBE_MESSAGES.invalid }).min(1, UNSUBSCRIBE_MESSAGES.invalid).max(200, UNSUBSCRIBE_MESSAGES.invalid),
});

/** The `location` the mail service records for each way of leaving or joining a list from the link. */
export const UNSUBSCRIBE_LOCATIONS = { page: 'unsubscribe-page', oneClick: 'one-click' } as const;

/** The ids of the page's confirmation sections, the spec's fragments: `#opt-out` after leaving, `#opt-in` after joining again. */
export const UNSUBSCRIBE_FRAGMENTS = { optOut: 'opt-out', optIn: 'opt-in' } as const;
