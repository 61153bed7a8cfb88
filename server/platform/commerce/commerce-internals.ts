import type { Subscription, SubscriptionUpc } from '../../../shared/store/catalogue';

/**
 * How the commerce service's parts meet (issue #13): the orders service (checkout, payments,
 * receipts, reconciliation) asks the subscriptions service what a subscription start charges and
 * tells it when one is paid, and uses the free-reading credits the subscriptions grant.
 *
 * Receipts: the orders service's worker sends the receipt of every paid order whose
 * `receipt_sent_at` is null, renewal orders included (it marks the row when sent), so a
 * receipt is never lost to a crash and never sent twice by one worker.
 */

export interface SubscriptionPlan {
  upc: SubscriptionUpc;
  product_name: string;
  /** true for a member's first VIP: nothing is charged today, the first charge comes after the trial. */
  trial: boolean;
  /** What the start charges today, in cents (0 with a trial). */
  charge_cents: number;
  /** The monthly price it then renews at, in cents. */
  monthly_cents: number;
  /** The day (YYYY-MM-DD, UTC) of the first charge after today: the trial's end, a resumed period's end, or a month on. */
  next_charge_date: string;
}

export interface SubscriptionsForOrders {
  /**
   * What starting this subscription charges this member today. Rejects with AppError 'conflict'
   * ('You already have this subscription.') when the member holds it live (trialing, active, past due).
   */
  plan(memberUuid: string, upc: SubscriptionUpc): Promise<SubscriptionPlan>;
  /**
   * The start order is paid (or its card kept, for a trial): creates the subscription or brings the
   * member's old one back, grants the period's credit, sets the VIP perks, sends the trial notice.
   * Called again for the same order (a retry, a reconciliation) it changes nothing.
   */
  start(input: { member_uuid: string; upc: SubscriptionUpc; method_token: string; payment_label: string; order_uuid: string; trial: boolean }): Promise<Subscription>;
  /** The subscription row's billing line for a receipt ('Billed monthly; next billing December 23, 2026'), or undefined. */
  billingLine(subscriptionUuid: string): Promise<string | undefined>;
}

export interface FreeReadingCredit {
  credit_key: string;
  source: 'vip' | 'drt';
  /** 'Your free VIP reading this month', 'Included in your Daily Reflection subscription today'. */
  label: string;
}

export interface CreditsForOrders {
  /** A free reading the member may use for this product now (VIP: any paid tarot reading once a period; DRT: the Daily Reflection once a day), or null. */
  available(memberUuid: string, upc: string): Promise<FreeReadingCredit | null>;
  /** Marks the credit used by this order, atomically: false when another order used it. The same order again: true. */
  claim(creditKey: string, orderUuid: string): Promise<boolean>;
  /** Gives back a credit this order claimed (its reading could not be made). */
  release(creditKey: string, orderUuid: string): Promise<void>;
}
