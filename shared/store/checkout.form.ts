import { z } from 'zod';
import { isKcPackageUpc, isSubscriptionUpc, KC_PACKAGE_UPCS, OrderUuidSchema, PURCHASE_PACKAGES, SUBSCRIPTION_UPCS } from './catalogue';
import { checkbox, optional } from '../forms/form-schema';

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
/** A coin package, and nothing else. */
const coinPackage = z.enum(KC_PACKAGE_UPCS, { error: CHECKOUT_MESSAGES.kcPackage });
/** A reading or report: coin packages and subscriptions have their own fields. */
const productCode = code.refine((upc) => !isKcPackageUpc(upc) && !isSubscriptionUpc(upc), CHECKOUT_MESSAGES.product);
/**
 * How many coin packages: a whole number from 1 to 10, as a JSON number or a form's digits. Nothing
 * else is read as a number ('1e1', '0x2', [2], 2.5 and ' 3' are refused, not coerced).
 */
const quantity = z
  .union([z.number(), z.string().regex(/^[0-9]{1,2}$/).transform(Number)], { error: CHECKOUT_MESSAGES.quantity })
  .pipe(z.number({ error: CHECKOUT_MESSAGES.quantity }).int(CHECKOUT_MESSAGES.quantity).min(1, CHECKOUT_MESSAGES.quantity).max(10, CHECKOUT_MESSAGES.quantity));

export const CheckoutFormSchema = z
  .strictObject({
    'purchase-package': z.enum(PURCHASE_PACKAGES, { error: CHECKOUT_MESSAGES.package }),
    order_uuid: OrderUuidSchema,
    subscription_upc: optional(z.enum(SUBSCRIPTION_UPCS, { error: CHECKOUT_MESSAGES.subscription })),
    'kc-package-select': optional(coinPackage),
    upc: optional(productCode),
    deal: optional(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That reading has expired. Please choose your cards again.')),
    quantity: optional(quantity),
    payment_method_nonce: optional(z.string().trim().max(200)),
    /** Use the member's voucher (50% off one reading) when the purchase allows it. Default on. */
    use_voucher: optional(checkbox),
    /** Sent by the original checkout; kept for compatibility and not used (server/platform/commerce/decisions/checkout-password-unused.md). */
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
  'kc-package-select': optional(coinPackage),
  'additional-upc': optional(z.enum(SUBSCRIPTION_UPCS, { error: CHECKOUT_MESSAGES.subscription })),
  upc: optional(productCode),
  deal: optional(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That reading has expired. Please choose your cards again.')),
  quantity: optional(quantity),
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
