/** What the store's views offer the others: a held subscription's panel and notice, and the suggested reading. */
export { SubscriptionStatusPanel, UnsubscribeNotice, type HeldSubscription } from './membership-page';
export { SuggestedReading } from './suggested-reading';
