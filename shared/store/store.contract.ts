import { z } from 'zod';
import { ProductCodeSchema, DescriptionSchema, KcPackageSchema, PriceSchema, SubscriptionSchema, TeeupSchema, UpsellSchema } from './catalogue';
import { CheckoutFormSchema, RedirectEcQuerySchema, UnsubscribeFormSchema, UpdatePaymentFormSchema } from './checkout.form';
import { defineContract } from '../api/contract';

/**
 * The store's browser calls (issue #13; spec 1 §7), each under /api like the member calls. The
 * catalogue reads (price, description, teeup, coin packages) are the same for everyone; checkout
 * and subscriptions are the logged-in member's.
 */


/** `GET /api/commerce/price/{upc}` (the spec's `{host}/commerce/price/{upc}`). */
export const GetPriceContract = defineContract({
  name: 'commerce.price',
  method: 'GET',
  path: '/commerce/price/:upc',
  params: z.object({ upc: ProductCodeSchema }),
  response: z.object({ price: PriceSchema }),
});

/** `GET /api/product/description/{slug}` (the spec's `{host}/product/description/{slug}`). */
export const GetDescriptionContract = defineContract({
  name: 'product.description',
  method: 'GET',
  path: '/product/description/:slug',
  params: z.object({ slug: ProductCodeSchema }),
  response: z.object({ description: DescriptionSchema }),
});

export const TeeupResponseSchema = z.object({ teeup: TeeupSchema, description: DescriptionSchema, price: PriceSchema, upsells: z.array(UpsellSchema) });
export type TeeupResponse = z.infer<typeof TeeupResponseSchema>;

/** `GET /api/product/description/{upc}/teeup` (spec 2 §7, spec 3 §7). */
export const GetTeeupContract = defineContract({
  name: 'product.teeup',
  method: 'GET',
  path: '/product/description/:upc/teeup',
  params: z.object({ upc: ProductCodeSchema }),
  response: TeeupResponseSchema,
});

/** `GET /api/product/karmacoin-packages` (spec 1 §7). */
export const GetKcPackagesContract = defineContract({
  name: 'product.karmacoin_packages',
  method: 'GET',
  path: '/product/karmacoin-packages',
  response: z.object({ packages: z.array(KcPackageSchema) }),
});

/** `POST /api/checkout/submit` (spec 1 §7): the browser goes to `report_url` (the confirmation). */
export const CheckoutSubmitContract = defineContract({
  name: 'checkout.submit',
  method: 'POST',
  path: '/checkout/submit',
  body: CheckoutFormSchema,
  response: z.object({ order_uuid: z.string(), report_url: z.string() }),
});

/** `GET /api/checkout/redirect_ec?order=...` (spec 1 §7): the PayPal-style approval address in `redirect_url[0]`. */
export const RedirectEcContract = defineContract({
  name: 'checkout.redirect_ec',
  method: 'GET',
  path: '/checkout/redirect_ec',
  query: RedirectEcQuerySchema,
  response: z.object({ redirect_url: z.array(z.string()).min(1) }),
});

/** `POST /api/member/subscription/update_payment` (spec 1 §7): answers 'Your Payment Method has been saved.' */
export const UpdatePaymentContract = defineContract({
  name: 'member.subscription_update_payment',
  method: 'POST',
  path: '/member/subscription/update_payment',
  body: UpdatePaymentFormSchema,
  response: z.object({ message: z.string(), payment_label: z.string() }),
});

/** The JSON twin of the unsubscribe dialog's plain post (`unsubscribe=1` to the current page). */
export const UnsubscribeContract = defineContract({
  name: 'member.subscription_unsubscribe',
  method: 'POST',
  path: '/member/subscription/unsubscribe',
  body: UnsubscribeFormSchema,
  response: z.object({ subscription: SubscriptionSchema }),
});

/** The member's subscriptions (the settings page and the VIP dialog read them). */
export const GetMySubscriptionsContract = defineContract({
  name: 'member.subscriptions',
  method: 'GET',
  path: '/member/subscriptions',
  response: z.object({ subscriptions: z.array(SubscriptionSchema) }),
});

/** The saying of spec 1 §8 for a saved payment method. */
export const PAYMENT_SAVED_MESSAGE = 'Your Payment Method has been saved.';
/** Spec 1 §8: a checkout failure without the server's own text (shown with a link to /service). */
export const CHECKOUT_FAILED_MESSAGE = 'An error has occurred. Please contact customer support.';
/** Spec 1 §8: a failed subscription submit. */
export const SUBSCRIPTION_FAILED_MESSAGE = 'Sorry, an error occurred';
