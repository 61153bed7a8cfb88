import { z } from 'zod';
import { CHECKOUT_FAILED_MESSAGE, PAYMENT_SAVED_MESSAGE } from '../../../shared/store/store.contract';
import { VIP_UPC } from '../../../shared/store/catalogue';
import { CheckoutFormSchema, RedirectEcQuerySchema, UnsubscribeFormSchema, UpdatePaymentFormSchema, type RedirectEcQuery } from '../../../shared/store/checkout.form';
import { optional } from '../../../shared/forms/form-schema';
import { CancelSubscriptionContract, PlaceOrderContract, StartApprovalContract, UpdatePaymentMethodContract, type Payment } from '../../../shared/platform-api/commerce.platform';
import { href, ROUTES } from '../../../shared/routes';
import { AppError, isShownToPeople } from '../../errors';
import { checkRateLimits, type Limit } from '../../http/rate-limit';
import type { RequestContext } from '../../http/request-context';
import { defineAction } from '../../http/action';
import { requireMember } from '../../http/require-member';

/**
 * Buying (issue #13; spec 1 §4 Checkout, §7, §8): the site's side of the commerce service, shared
 * by `/api/checkout/...`, `/api/member/subscription/...` and the plain forms of /checkout and
 * /store/karma-coins. The platform prices every order from the catalogue and keys it by the
 * page's order_uuid, so a retried or double-clicked submit is the same order. Its refusals (a
 * declined card, too few coins, an unknown product) keep their own words; a failure on its side
 * becomes the spec's generic message.
 */

export const LOGIN_TO_BUY = 'Please log in to buy.';

const MINUTE = 60_000;
/** Each submit may charge a card: generous for a person, a wall for scripts trying cards. */
export const CHECKOUT_LIMITS = {
  perMember: { name: 'checkout:member', max: 30, windowMs: 15 * MINUTE },
  perIp: { name: 'checkout:ip', max: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

const buyer = (context: RequestContext): string => requireMember(context, LOGIN_TO_BUY);

async function limitCheckout(context: RequestContext, memberUuid: string): Promise<void> {
  await checkRateLimits(context.rateLimits, [
    { limit: CHECKOUT_LIMITS.perMember, id: memberUuid },
    { limit: CHECKOUT_LIMITS.perIp, id: context.ip },
  ]);
}

/**
 * A platform refusal (4xx) and a processor that did not answer (504: nothing charged, try again)
 * pass on with their message; anything else is the spec's generic failure (a 502).
 */
export async function platformCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isShownToPeople(error)) throw error;
    throw Object.assign(new AppError('bad_gateway', CHECKOUT_FAILED_MESSAGE), { cause: error });
  }
}

type CheckoutForm = z.output<typeof CheckoutFormSchema>;

/** What the form buys and how it pays, as the commerce service names them. */
function purchaseOf(form: CheckoutForm): { upc: string; payment: Payment } {
  const card = (): Payment => ({ method: 'card', nonce: form.payment_method_nonce! });
  switch (form['purchase-package']) {
    case 'payment-kc-package':
      return { upc: form['kc-package-select']!, payment: card() };
    case 'payment-usd':
      return { upc: form.upc!, payment: card() };
    case 'payment-kc':
      return { upc: form.upc!, payment: { method: 'kc' } };
    case 'payment-credit':
      return { upc: form.upc!, payment: { method: 'credit' } };
    case 'payment-subscription':
      return { upc: form.subscription_upc!, payment: card() };
  }
}

/**
 * Use the voucher? The island always says (true only when the page showed the offer, ticked); a
 * plain form (it names its `intent`) sends the box only when ticked, so there an absent box means
 * no. True means the buyer saw the offer's price: the platform applies it or refuses the order.
 * JSON without the field lets the platform use a voucher if there is one (spec default).
 */
const voucherWanted = (form: { use_voucher?: boolean | undefined; intent?: string | undefined }): boolean | undefined => form.use_voucher ?? (form.intent === undefined ? undefined : false);

/** `POST /api/checkout/submit` and the plain checkout forms: places the order, answers where to go next. */
export const checkoutAction = defineAction({
  schema: CheckoutFormSchema,
  async run(form, context) {
    const memberUuid = buyer(context);
    await limitCheckout(context, memberUuid);
    const { upc, payment } = purchaseOf(form);
    const { order } = await platformCall(() =>
      context.platform.call(PlaceOrderContract, {
        body: {
          order_uuid: form.order_uuid,
          member_uuid: memberUuid,
          upc,
          quantity: form['purchase-package'] === 'payment-kc-package' ? (form.quantity ?? 1) : 1,
          use_voucher: voucherWanted(form),
          ...(form.deal ? { deal: form.deal } : {}),
          payment,
        },
      }),
    );
    return { order_uuid: order.order_uuid, report_url: order.report_url };
  },
});

/** Where the PayPal-style flow was started: /checkout for the same purchase (its cancel address). */
export function checkoutPathOf(query: Pick<RedirectEcQuery, 'kc-package-select' | 'additional-upc' | 'upc' | 'deal'>): string {
  if (query['kc-package-select']) return href(ROUTES.checkout, {}, { 'kc-package-select': query['kc-package-select'] });
  if (query['additional-upc']) return href(ROUTES.checkout, {}, { subscription_upc: query['additional-upc'] });
  if (query.upc) return href(ROUTES.checkout, {}, { upc: query.upc, deal: query.deal || undefined });
  return href(ROUTES.checkout);
}

/** The redirect flow's input: the query of `GET /api/checkout/redirect_ec`, or the checkout page's plain PayPal form. */
export const RedirectEcInputSchema = RedirectEcQuerySchema.extend({ intent: optional(z.string().max(40)) });

/**
 * `GET /api/checkout/redirect_ec` (spec 1 §7): records the order as awaiting approval and answers
 * the gateway's approval address, which comes back to /checkout/return (or, cancelled, to the
 * checkout page it came from).
 */
export const redirectEcAction = defineAction({
  schema: RedirectEcInputSchema,
  async run(query, context) {
    const memberUuid = buyer(context);
    await limitCheckout(context, memberUuid);
    const upc = query['kc-package-select'] ?? query['additional-upc'] ?? query.upc;
    if (!upc) throw new AppError('validation_failed', 'Please choose what to buy.', { upc: ['Please choose what to buy.'] });
    const site = context.config.SITE_URL.replace(/\/+$/, '');
    const { redirect_url: redirectUrl } = await platformCall(() =>
      context.platform.call(StartApprovalContract, {
        body: {
          order_uuid: query.order,
          member_uuid: memberUuid,
          upc,
          quantity: query['kc-package-select'] ? (query.quantity ?? 1) : 1,
          use_voucher: voucherWanted(query),
          ...(query.deal && !query['kc-package-select'] && !query['additional-upc'] ? { deal: query.deal } : {}),
          return_url: `${site}/checkout/return?order=${encodeURIComponent(query.order)}`,
          cancel_url: `${site}${checkoutPathOf(query)}`,
        },
      }),
    );
    return { redirect_url: [redirectUrl] };
  },
});

/** `POST /api/member/subscription/update_payment` (spec 1 §7, §8): a new card for every live subscription. */
export const updatePaymentAction = defineAction({
  schema: UpdatePaymentFormSchema,
  async run({ nonce }, context) {
    const memberUuid = buyer(context);
    await limitCheckout(context, memberUuid);
    const { payment_label } = await platformCall(() => context.platform.call(UpdatePaymentMethodContract, { body: { member_uuid: memberUuid, nonce } }));
    return { message: PAYMENT_SAVED_MESSAGE, payment_label };
  },
});

/** The VIP unsubscribe dialog (spec 1 §4): billing stops, the perks last to the end of the period. */
export const unsubscribeAction = defineAction({
  schema: UnsubscribeFormSchema,
  async run({ upc }, context) {
    const memberUuid = buyer(context);
    const { subscription } = await platformCall(() => context.platform.call(CancelSubscriptionContract, { params: { upc: upc ?? VIP_UPC }, body: { member_uuid: memberUuid } }));
    return { subscription };
  },
});
