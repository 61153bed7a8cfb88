/**
 * What the store feature offers the others: deleting a journal entry (the account API), a held
 * subscription and its unsubscribe form (the VIP horoscope page), and the suggested reading of
 * a page (the reading result).
 */
export { deleteJournalAction } from './journal.action';
export { heldSubscription, unsubscribePageAction } from './membership.pages';
export { offerSuggestedReading } from './suggested-reading';
