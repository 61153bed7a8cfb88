import { z } from 'zod';
import { ProductCodeSchema, DescriptionSchema, KcPackageSchema, PriceSchema, SubscriptionSchema, TeeupSchema, UpsellSchema } from './catalogue';
import { CheckoutFormSchema, RedirectEcQuerySchema, UnsubscribeFormSchema, UpdatePaymentFormSchema } from './checkout.form';
import { defineContract } from '../api/contract';

/**
 * The store's browser calls (issue #13; spec 1 §7), each under /api like the member calls. The
 * catalogue reads (price, description, teeup, coin packages) are the same for everyone, and the
 * same call on both sides: the site answers each under /api by making that very call to the
 * platform's product service. Checkout and subscriptions are the logged-in member's.
 */

const upcParams = z.object({ upc: ProductCodeSchema });
const slugParams = z.object({ slug: ProductCodeSchema });
const priceReply = z.object({ price: PriceSchema });
const descriptionReply = z.object({ description: DescriptionSchema });
const packagesReply = z.object({ packages: z.array(KcPackageSchema) });
const checkoutReply = z.object({ order_uuid: z.string(), report_url: z.string() });
const paymentReply = z.object({ message: z.string(), payment_label: z.string() });
/** One subscription, or all of the member's: the answers of the browser's and the platform's subscription calls. */
export const SubscriptionReplySchema = z.object({ subscription: SubscriptionSchema });
export const SubscriptionsReplySchema = z.object({ subscriptions: z.array(SubscriptionSchema) });

export const TeeupResponseSchema = z.object({ teeup: TeeupSchema, description: DescriptionSchema, price: PriceSchema, upsells: z.array(UpsellSchema) });
export type TeeupResponse = z.infer<typeof TeeupResponseSchema>;

/** `GET /api/commerce/price/{upc}` (the spec's `{host}/commerce/price/{upc}`). */
export const GetPriceContract = defineContract('commerce.price', 'GET /commerce/price/:upc', { params: upcParams, response: priceReply });
/** `GET /api/product/description/{slug}` (the spec's `{host}/product/description/{slug}`). */
export const GetDescriptionContract = defineContract('product.description', 'GET /product/description/:slug', { params: slugParams, response: descriptionReply });
/** `GET /api/product/description/{upc}/teeup` (spec 2 §7, spec 3 §7). */
export const GetTeeupContract = defineContract('product.teeup', 'GET /product/description/:upc/teeup', { params: upcParams, response: TeeupResponseSchema });
/** `GET /api/product/karmacoin-packages` (spec 1 §7). */
export const GetKcPackagesContract = defineContract('product.karmacoin_packages', 'GET /product/karmacoin-packages', { response: packagesReply });

/** `POST /api/checkout/submit` (spec 1 §7): the browser goes to `report_url` (the confirmation). */
export const CheckoutSubmitContract = defineContract('checkout.submit', 'POST /checkout/submit', { body: CheckoutFormSchema, response: checkoutReply });
/** `GET /api/checkout/redirect_ec?order=...` (spec 1 §7): the PayPal-style approval address in `redirect_url[0]`. */
export const RedirectEcContract = defineContract('checkout.redirect_ec', 'GET /checkout/redirect_ec',
  { query: RedirectEcQuerySchema, response: z.object({ redirect_url: z.array(z.string()).min(1) }) });

/** `POST /api/member/subscription/update_payment` (spec 1 §7): answers 'Your Payment Method has been saved.' */
export const UpdatePaymentContract = defineContract('member.subscription_update_payment', 'POST /member/subscription/update_payment',
  { body: UpdatePaymentFormSchema, response: paymentReply });
/** The JSON twin of the unsubscribe dialog's plain post (`unsubscribe=1` to the current page). */
export const UnsubscribeContract = defineContract('member.subscription_unsubscribe', 'POST /member/subscription/unsubscribe',
  { body: UnsubscribeFormSchema, response: SubscriptionReplySchema });
/** The member's subscriptions (the settings page and the VIP dialog read them). */
export const GetMySubscriptionsContract = defineContract('member.subscriptions', 'GET /member/subscriptions', { response: SubscriptionsReplySchema });

/** The saying of spec 1 §8 for a saved payment method. */
export const PAYMENT_SAVED_MESSAGE = 'Your Payment Method has been saved.';
/** Spec 1 §8: a checkout failure without the server's own text (shown with a link to /service). */
export const CHECKOUT_FAILED_MESSAGE = 'An error has occurred. Please contact customer support.';
/** Spec 1 §8: a failed subscription submit. */
export const SUBSCRIPTION_FAILED_MESSAGE = 'Sorry, an error occurred';
