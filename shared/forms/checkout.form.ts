import { z } from 'zod';
import { OrderUuidSchema, PURCHASE_PACKAGES, SUBSCRIPTION_UPCS } from '../domain/catalogue';
import { checkbox, optional } from './form-schema';

/**
 * The checkout form (spec 1 §7 `POST /api/checkout/submit`), one schema for the card-form island's
 * JSON and the page's plain post. What is bought comes from `purchase-package` and the product
 * field that goes with it; the price never comes from the browser: the platform prices every
 * order from the catalogue, so a body naming a price or amount is refused as an unknown field.
 *
 * - payment-kc-package: `kc-package-select` (a coin package), paid by card (`payment_method_nonce`).
 * - payment-usd: `upc` (a reading or report), paid by card; `deal` names a held tarot reading.
 * - payment-kc: `upc`, paid with Karma Coins.
 * - payment-credit: `upc`, paid with a free reading the member holds (VIP monthly, Daily Reflection daily).
 * - payment-subscription: `subscription_upc`, a card that is kept for the monthly billing.
 */
export const CHECKOUT_MESSAGES = {
  package: 'Please choose what to buy.',
  kcPackage: 'Please choose a Karma Coin package.',
  product: 'Please choose a reading or report.',
  subscription: 'Please choose a subscription.',
  nonce: 'Please enter your card details.',
  quantity: 'Please choose between 1 and 10.',
} as const;

const code = z.string().trim().max(80).regex(/^[a-z0-9-]+$/, 'That product does not exist.');

export const CheckoutFormSchema = z
  .strictObject({
    'purchase-package': z.enum(PURCHASE_PACKAGES, { error: CHECKOUT_MESSAGES.package }),
    order_uuid: OrderUuidSchema,
    subscription_upc: optional(z.enum(SUBSCRIPTION_UPCS, { error: CHECKOUT_MESSAGES.subscription })),
    'kc-package-select': optional(code),
    upc: optional(code),
    deal: optional(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That reading has expired. Please choose your cards again.')),
    quantity: optional(z.coerce.number({ error: CHECKOUT_MESSAGES.quantity }).int(CHECKOUT_MESSAGES.quantity).min(1, CHECKOUT_MESSAGES.quantity).max(10, CHECKOUT_MESSAGES.quantity)),
    payment_method_nonce: optional(z.string().trim().max(200)),
    /** Use the member's voucher (50% off one reading) when the purchase allows it. Default on. */
    use_voucher: optional(checkbox),
    /** Sent by the original checkout; kept for compatibility and not used (decision in the README). */
    password: optional(z.string().max(200)),
    /** The page form's intent (plain posts). */
    intent: optional(z.string().max(40)),
  })
  .superRefine((form, context) => {
    const need = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    switch (form['purchase-package']) {
      case 'payment-kc-package':
        if (!form['kc-package-select']) need('kc-package-select', CHECKOUT_MESSAGES.kcPackage);
        if (!form.payment_method_nonce) need('payment_method_nonce', CHECKOUT_MESSAGES.nonce);
        break;
      case 'payment-usd':
        if (!form.upc) need('upc', CHECKOUT_MESSAGES.product);
        if (!form.payment_method_nonce) need('payment_method_nonce', CHECKOUT_MESSAGES.nonce);
        break;
      case 'payment-kc':
      case 'payment-credit':
        if (!form.upc) need('upc', CHECKOUT_MESSAGES.product);
        break;
      case 'payment-subscription':
        if (!form.subscription_upc) need('subscription_upc', CHECKOUT_MESSAGES.subscription);
        if (!form.payment_method_nonce) need('payment_method_nonce', CHECKOUT_MESSAGES.nonce);
        break;
    }
  });
export type CheckoutForm = z.output<typeof CheckoutFormSchema>;

/** The PayPal-style flow (spec 1 §7 `GET /api/checkout/redirect_ec`). */
export const RedirectEcQuerySchema = z.strictObject({
  order: OrderUuidSchema,
  'kc-package-select': optional(code),
  'additional-upc': optional(z.enum(SUBSCRIPTION_UPCS, { error: CHECKOUT_MESSAGES.subscription })),
  upc: optional(code),
  deal: optional(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That reading has expired. Please choose your cards again.')),
  quantity: optional(z.coerce.number({ error: CHECKOUT_MESSAGES.quantity }).int(CHECKOUT_MESSAGES.quantity).min(1, CHECKOUT_MESSAGES.quantity).max(10, CHECKOUT_MESSAGES.quantity)),
  use_voucher: optional(checkbox),
});
export type RedirectEcQuery = z.output<typeof RedirectEcQuerySchema>;

/** `POST /api/member/subscription/update_payment` (spec 1 §7): a new card for the subscriptions. */
export const UpdatePaymentFormSchema = z.strictObject({
  nonce: z.string().trim().min(1, CHECKOUT_MESSAGES.nonce).max(200),
  remote_key: optional(z.string().max(200)),
  intent: optional(z.string().max(40)),
});

/** The VIP unsubscribe dialog's plain post to the current page (spec 1 §4, §7), and its JSON twin. */
export const UnsubscribeFormSchema = z.object({
  unsubscribe: z.literal('1', { error: 'Please confirm that you want to unsubscribe.' }),
  upc: optional(z.enum(SUBSCRIPTION_UPCS)),
  intent: optional(z.string().max(40)),
});
