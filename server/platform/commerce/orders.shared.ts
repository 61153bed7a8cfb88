import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { SIGNUP_VOUCHER_CODE, SMS_VOUCHER_CODE, SUBSCRIPTION_UPCS, type Order, type PaymentMethod, type SubscriptionUpc } from '../../../shared/store/catalogue';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { CommerceTables } from './commerce.tables';
import type { CreditsForOrders, SubscriptionsForOrders } from './commerce-internals';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { OrderRow } from './orders.data';
import { ALREADY_SUBSCRIBED } from './subscriptions.service';

/**
 * What the parts of the orders service share (issue #13; split by job in #22): its messages and
 * constants, its settings, the context each part is built from, and how an order row reads as an
 * order. The parts: orders.pricing.ts (prices and vouchers), orders.payments.ts (taking the money
 * and fulfilling), orders.recovery.ts (reconciliation, abandoned approvals, receipts), and
 * orders.service.ts (writing an order once, and the service's calls).
 */

export const MESSAGES = {
  unknownProduct: 'That product does not exist.',
  notOnSale: 'That product is not on sale yet.',
  free: 'That product is free: there is nothing to pay.',
  noCoins: 'That product cannot be bought with Karma Coins.',
  quantity: 'Only Karma Coin packages can be bought more than one at a time.',
  notYours: 'No order of yours has that id.',
  reused: 'That order number was used for another purchase. Please reload the page.',
  dealExpired: 'That reading has expired. Please choose your cards again.',
  noMember: 'No member has that id.',
  timeout: 'The payment service did not answer in time. You have not been charged; please try again.',
  voucherTaken: 'Your offer was just used by another order. Please reload the page to see the price.',
  reportNeedsDetails: 'Please enter the birth details for your report first.',
  dealTaken: 'This reading is paid for, or being paid for, by another order. Please wait a moment, then look at your journal.',
  replaced: 'This payment was canceled because a newer order took its place. You have not been charged.',
  approvalCanceled: 'You canceled this payment. You have not been charged.',
  approvalExpired: 'This payment was not approved in time. You have not been charged; please start again.',
  noCredit: 'You have no free reading for this product. Please choose another way to pay.',
  creditTaken: 'That free reading was just used by another order. Please reload the page.',
  startBusy: 'A payment for this subscription is already in progress. Please wait a moment, then look at your membership page.',
  cardOnly: 'This purchase can only be paid by card or PayPal.',
  approvalMismatch: 'That payment approval is not for this order. Please start again.',
  notAwaiting: 'That order is not waiting for a payment approval.',
} as const;

/** How long an order may await the member's approval at the gateway before it is given up (and its voucher freed). */
export const APPROVAL_LIFETIME_MS = 3 * 60 * 60 * 1000;

/**
 * What the buyer said about the voucher: `true`, they were shown the discounted price and want it
 * (it applies, or the order is refused: never a higher price without a word); `false`, full price;
 * absent (a JSON caller that did not say), the voucher when the member has one.
 */
export type VoucherWish = boolean | undefined;

/** The fault-injection switch (tests only): the process dies right after a successful charge. */
export const FAULT_EXIT_AFTER_CHARGE = 'exit-after-charge';
export const FAULT_EXIT_CODE = 86;

export interface OrdersOptions {
  siteUrl: string;
  siteName?: string;
  now?: () => Date;
  logger: Logger;
  /** How long an order may stay 'charging' before the start-up reconciliation finishes it. Default 60 s. */
  reconcileGraceMs?: number;
  /** STARLIT_FAULT as read once at start. */
  fault?: string;
  /** How long a retry waits for the same order still being charged. Default 10 s. */
  waitMs?: number;
}

export type OrdersPorts = Pick<PlatformPorts, 'catalogue' | 'readings' | 'memberLedger' | 'memberAccounts' | 'memberMail' | 'smsOffers'>;

/** What every part of the orders service is built from. */
export interface OrdersContext {
  db: Kysely<CommerceTables>;
  gateway: PaymentGateway;
  ports: OrdersPorts;
  internals: { subscriptions: SubscriptionsForOrders; credits: CreditsForOrders };
  options: OrdersOptions;
  logger: Logger;
  now: () => Date;
  /** now() as ISO text, for the rows. */
  stamp: () => string;
}

export const isSubscription = (upc: string): upc is SubscriptionUpc => (SUBSCRIPTION_UPCS as readonly string[]).includes(upc);

export const VOUCHER_LABELS: Record<string, { label: string; receipt: string }> = {
  [SIGNUP_VOUCHER_CODE]: { label: '50% off one reading: your welcome offer', receipt: 'Saved 50% with your welcome offer' },
  [SMS_VOUCHER_CODE]: { label: '50% off one reading: your text-message offer', receipt: 'Saved 50% with your text-message offer' },
};

/** An order row as the service answers it. */
export const orderView =
  (ports: Pick<OrdersPorts, 'catalogue'>) =>
  (row: OrderRow): Order => {
    const product = ports.catalogue.product(row.upc);
    return {
      order_uuid: row.order_uuid,
      member_uuid: row.member_uuid,
      upc: row.upc,
      product_name: product?.description.product_name ?? row.upc,
      type: product?.description.type ?? (isSubscription(row.upc) ? 'Subscription' : 'Reading'),
      status: row.status as Order['status'],
      payment_method: row.payment_method as PaymentMethod,
      usd_cents: Number(row.usd_cents),
      kc: Number(row.kc),
      discount: row.discount_code ? { code: row.discount_code, amount: Number(row.discount_amount ?? 0) } : null,
      report_url: `/confirm?order=${row.order_uuid}`,
      fulfilment_url: row.fulfilment_url,
      error: row.error,
      created: row.created_at,
    };
  };

/** A failed order's answer: its error as the status that says what happened. */
export function failureError(row: OrderRow): AppError {
  const message = row.error ?? 'The payment did not go through.';
  if (message === MESSAGES.timeout) return new AppError('gateway_timeout', message);
  const conflicts: string[] = [MESSAGES.creditTaken, MESSAGES.voucherTaken, MESSAGES.replaced, MESSAGES.approvalCanceled, MESSAGES.approvalExpired, ALREADY_SUBSCRIBED];
  if (row.payment_method === 'kc' || conflicts.includes(message)) return new AppError('conflict', message);
  if (message.includes('card details') || message.includes('Card details')) return new AppError('bad_request', message);
  return new AppError('payment_required', message);
}
