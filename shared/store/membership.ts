import { UNSUBSCRIBE_WARNING_DAYS, VIP_UPC, type Subscription } from './catalogue';
import { formatLongDate } from '../site/calendar';

/**
 * The membership pages' and the VIP unsubscribe dialog's rules (spec 1 §4 "VIP unsubscribe", §9:
 * the warning 5 days before the next billing). Dates are YYYY-MM-DD.
 */

export { membershipPath } from './catalogue';

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Whole days from `today` to `date` (negative when it is past; NaN for a date that is not one). */
export function daysUntil(date: string, today: string): number {
  return dayNumber(date) - dayNumber(today);
}

/**
 * The dialog's 'in 5 days' mode: the days left before the next billing when it is within
 * UNSUBSCRIBE_WARNING_DAYS of today (0 is today), else null (the normal mode).
 */
export function unsubscribeWarningDays(nextBillingDate: string, today: string): number | null {
  const days = daysUntil(nextBillingDate, today);
  return Number.isFinite(days) && days >= 0 && days <= UNSUBSCRIBE_WARNING_DAYS ? days : null;
}

/** Still billed (so it can be unsubscribed): in its trial, active, or a renewal waiting on payment. */
export const isBilled = (subscription: Pick<Subscription, 'status'>) => subscription.status === 'trialing' || subscription.status === 'active' || subscription.status === 'past_due';

/** Held: billed, or canceled with its perks not yet over. */
export function isHeld(subscription: Pick<Subscription, 'status' | 'next_billing_date'>, today: string): boolean {
  return isBilled(subscription) || (subscription.status === 'canceled' && daysUntil(subscription.next_billing_date, today) >= 0);
}

/** 'in 3 days', 'tomorrow', 'today'. */
export function inDaysText(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** What the page says after a plain unsubscribe. */
export function canceledMessage(subscription: Pick<Subscription, 'upc' | 'product_name' | 'next_billing_date'>): string {
  const until = formatLongDate(subscription.next_billing_date);
  return subscription.upc === VIP_UPC
    ? `Your VIP membership has been canceled. Your perks stay until ${until}.`
    : `Your ${subscription.product_name} subscription has been canceled. Your readings continue until ${until}.`;
}

/** Today's date on the server's clock (UTC), as the subscriptions' dates are written. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);
