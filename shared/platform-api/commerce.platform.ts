import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ProductCodeSchema, OrderSchema, OrderUuidSchema, PRODUCT_TYPES, QuoteSchema, SUBSCRIPTION_UPCS } from '../store/catalogue';
import { SubscriptionReplySchema, SubscriptionsReplySchema } from '../store/store.contract';

/**
 * The platform commerce service's calls (issue #13; the spec's `{host}/commerce/...`): orders,
 * payments through the gateway, subscriptions and their renewals. Only the site's server makes
 * them, with the partner key. Every order is keyed by its `order_uuid`: the same order sent again
 * (a retry, a double click, 200 at once) charges once and answers the same order; the same
 * `order_uuid` for a different purchase or another member is refused.
 *
 * Prices never come from the caller: the service prices each order from the catalogue (the
 * product service's `catalogue` port), applies the member's voucher, and charges exactly that.
 */

const memberUuid = z.uuid({ error: 'member_uuid must be a member id.' });
const dealId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That reading has expired. Please choose your cards again.');
const nonce = z.string().min(1).max(200);

/** What one order buys; the same fields name the same purchase on every retry. */
export const PurchaseSchema = z.strictObject({
  order_uuid: OrderUuidSchema,
  member_uuid: memberUuid,
  /** A reading, report, coin package or subscription code. */
  upc: ProductCodeSchema,
  /** Coin packages only (1 to 10); 1 for everything else. */
  quantity: z.number().int().min(1).max(10).default(1),
  /**
   * The member's voucher (readings and reports): true, the buyer was shown the offer's price and
   * wants it, so the order gets it or is refused (409); false, full price; absent, the voucher if
   * the member has one.
   */
  use_voucher: z.boolean().optional(),
  /** A tarot reading held on its deal (product service), made once the order is paid. */
  deal: dealId.optional(),
});
export type Purchase = z.output<typeof PurchaseSchema>;

export const PaymentSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('kc') }),
  z.strictObject({ method: z.literal('card'), nonce }),
  z.strictObject({ method: z.literal('credit') }),
]);
export type Payment = z.output<typeof PaymentSchema>;

const memberQuery = z.object({ member_uuid: memberUuid });
const orderParams = z.object({ order_uuid: OrderUuidSchema });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const orderReply = z.object({ order: OrderSchema });
const redirectReply = z.object({ redirect_url: z.string() });

const quoteQuery = z.object({ member_uuid: memberUuid, upc: ProductCodeSchema, quantity: z.coerce.number().int().min(1).max(10).default(1), deal: dealId.optional() });
const orderRequest = PurchaseSchema.extend({ payment: PaymentSchema });
const approvalRequest = PurchaseSchema.extend({ return_url: z.url().max(2000), cancel_url: z.url().max(2000) });
const captureRequest = z.strictObject({ member_uuid: memberUuid, token: z.string().min(1).max(200) });
const sandboxApproval = z.object({
  approval: z.object({ token: z.string(), amount_cents: z.number().int(), description: z.string(), status: z.enum(['pending', 'approved', 'canceled', 'captured']) }),
});
const renewalRun = z.object({ renewed: z.number().int(), failed: z.number().int(), ended: z.number().int() });

/** `GET {host}/commerce/quote`: what this member would pay for a product now (the checkout page shows it). */
export const QuoteContract = defineContract('platform.commerce.quote', 'GET /commerce/quote', { query: quoteQuery, response: QuoteSchema });

/**
 * `POST {host}/commerce/orders`: pays for a purchase with coins, a card nonce or a free reading.
 * A declined card answers 402 with the gateway's message and leaves a failed order (nothing
 * charged); paying with coins the member has not got answers 409.
 */
export const PlaceOrderContract = defineContract('platform.commerce.order', 'POST /commerce/orders', { body: orderRequest, response: orderReply });

/** `GET {host}/commerce/orders/{order_uuid}`: the member's own order; anyone else's is 404. */
export const GetOrderContract = defineContract('platform.commerce.get_order', 'GET /commerce/orders/:order_uuid',
  { params: orderParams, query: memberQuery, response: orderReply });

/**
 * The PayPal-style flow, first half: records the order as awaiting approval and answers the
 * gateway's approval address. The gateway sends the browser back to `return_url` with `token`.
 */
export const StartApprovalContract = defineContract('platform.commerce.start_approval', 'POST /commerce/orders/approval', { body: approvalRequest, response: redirectReply });

/** Second half: the approved order is captured (charged once, whatever the number of returns). */
export const CaptureApprovalContract = defineContract('platform.commerce.capture', 'POST /commerce/orders/:order_uuid/capture',
  { params: orderParams, body: captureRequest, response: orderReply });

/** The sandbox gateway's approval page reads what is being approved. */
export const SandboxApprovalContract = defineContract('platform.commerce.sandbox_approval', 'GET /commerce/sandbox/approvals/:token',
  { params: tokenParams, response: sandboxApproval });

/** The sandbox approval page's buttons: where the browser goes next (the site's return or cancel address). */
export const SandboxDecideContract = defineContract('platform.commerce.sandbox_decide', 'POST /commerce/sandbox/approvals/:token',
  { params: tokenParams, body: z.strictObject({ decision: z.enum(['approve', 'cancel']) }), response: redirectReply });

export const ListSubscriptionsContract = defineContract('platform.commerce.subscriptions', 'GET /commerce/subscriptions',
  { query: memberQuery, response: SubscriptionsReplySchema });

/** Unsubscribe: billing stops; the perks last until `next_billing_date`. Again: no change. */
export const CancelSubscriptionContract = defineContract('platform.commerce.cancel_subscription', 'POST /commerce/subscriptions/:upc/cancel',
  { params: z.object({ upc: z.enum(SUBSCRIPTION_UPCS) }), body: z.strictObject({ member_uuid: memberUuid }), response: SubscriptionReplySchema });

/** A new card for every live subscription of the member. */
export const UpdatePaymentMethodContract = defineContract('platform.commerce.update_payment_method', 'POST /commerce/subscriptions/payment-method',
  { body: z.strictObject({ member_uuid: memberUuid, nonce }), response: z.object({ payment_label: z.string() }) });

/**
 * Runs the renewal job now (the service also runs it on a timer): every due subscription is
 * charged once for its period, even when two runs overlap. `now` lets tests and operators run it
 * for a given moment.
 */
export const RunRenewalsContract = defineContract('platform.commerce.run_renewals', 'POST /commerce/renewals/run',
  { body: z.strictObject({ now: z.iso.datetime().optional() }), response: renewalRun });

/** At most this many orders in one `OrderLinksContract` call (a Transactions page shows 25 rows). */
export const ORDER_LINKS_MAX = 100;

/** What the member's Transactions page needs to know about one of their orders. */
export const OrderLinkSchema = z.object({
  order_uuid: z.string(),
  type: z.enum(PRODUCT_TYPES),
  /** What the purchase made (a reading's page), once paid; else null and the receipt is the link. */
  fulfilment_url: z.string().nullable(),
});
export type OrderLink = z.infer<typeof OrderLinkSchema>;

/** The member and their orders' uuids, comma-separated (each once, however often it is named). */
const orderLinksQuery = z.object({
  member_uuid: memberUuid,
  order_uuids: z
    .string()
    .max(ORDER_LINKS_MAX * 37)
    .transform((value) => [...new Set(value.split(',').map((each) => each.trim()))])
    .pipe(z.array(OrderUuidSchema).min(1).max(ORDER_LINKS_MAX)),
});
const orderLinksReply = z.object({ orders: z.array(OrderLinkSchema) });

/**
 * `GET {host}/commerce/order-links?member_uuid=&order_uuids=a,b,c` (the uuids comma-separated, at
 * most `ORDER_LINKS_MAX`): the type and fulfilment of several of the member's own orders in one
 * call, for the ledger rows of the Transactions page. Orders of another member, or unknown ones,
 * are left out of the answer, exactly as if they did not exist.
 */
export const OrderLinksContract = defineContract('platform.commerce.order_links', 'GET /commerce/order-links', { query: orderLinksQuery, response: orderLinksReply });
