import { z } from 'zod';
import { href, ROUTES } from '../routes';

/**
 * The store's vocabulary (issue #13; spec 1 §3 Product, Catalog product, Subscription, Checkout;
 * §9 price display rules and coin packages). A product is known by its code, which is also its
 * UPC. Money is integer cents; Karma Coins are integer coins. The catalogue's data (names, copy,
 * prices) lives in `server/content/catalogue/`; this file holds only the shapes and the constants
 * both sides need.
 */

/** A product code (UPC) in a path or a body: unknown shapes read as an unknown product. */
export const ProductCodeSchema = z.string().max(80).regex(/^[a-z0-9-]+$/, 'That product does not exist.');

export const PRODUCT_TYPES = ['Reading', 'Report', 'Subscription', 'Karma Coins'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The catalogue filter's facets (spec 2 §3 Catalog product). */
export const DIVINATIONS = ['tarot', 'astrology', 'numerology', 'i-ching'] as const;
export type Divination = (typeof DIVINATIONS)[number];
export const TOPICS = ['love', 'life', 'future', 'self'] as const;
export type Topic = (typeof TOPICS)[number];

export const BILLING_TYPES = ['one_time', 'monthly'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** The two subscriptions (spec 1 §1). */
export const VIP_UPC = 'vip-monthly-subscription';
export const DRT_UPC = 'drt-monthly-subscription';
export const SUBSCRIPTION_UPCS = [VIP_UPC, DRT_UPC] as const;
export type SubscriptionUpc = (typeof SUBSCRIPTION_UPCS)[number];
export const isSubscriptionUpc = (upc: string): upc is SubscriptionUpc => (SUBSCRIPTION_UPCS as readonly string[]).includes(upc);
/** The pattern of the page where a member sees, updates or cancels a subscription. */
export const membershipRoute = (upc: SubscriptionUpc) => (upc === VIP_UPC ? ROUTES.vipMembership : ROUTES.dailyReflectionMembership);
/** Where a member sees, updates or cancels a subscription. */
export const membershipPath = (upc: SubscriptionUpc): string => href(membershipRoute(upc));
/** VIP starts with a free week (spec 1 §9); the Daily Reflection bills from the first day. */
/** The Karma Coin packages' codes (the catalogue's 'Karma Coins' products; a content test keeps them equal). */
export const KC_PACKAGE_UPCS = ['karma-coins-1000', 'karma-coins-2750', 'karma-coins-6000', 'karma-coins-13000'] as const;
export const isKcPackageUpc = (upc: string): boolean => (KC_PACKAGE_UPCS as readonly string[]).includes(upc);

export const VIP_TRIAL_DAYS = 7;
/** The unsubscribe dialog warns when the next billing is this close (spec 1 §9). */
export const UNSUBSCRIBE_WARNING_DAYS = 5;

/** One side of a price: dollars (cents) or Karma Coins (coins). Spec 1 §3 Product.price. */
export const PriceSideSchema = z.object({
  /** What it costs now: cents for usd, coins for kc. */
  current: z.number().int().nonnegative(),
  /** What it cost before a sale (equal to current when there is none). */
  original: z.number().int().nonnegative(),
  /** A short line shown with the price ('Save 25%', 'then $9.99 a month'), or ''. */
  message: z.string(),
  billing_type: z.enum(BILLING_TYPES),
});
export type PriceSide = z.infer<typeof PriceSideSchema>;

/** A product's price; `kc` is null for what cannot be bought with coins (coin packages, subscriptions). */
export const PriceSchema = z.object({ usd: PriceSideSchema, kc: PriceSideSchema.nullable() });
export type Price = z.infer<typeof PriceSchema>;

/** Spec 1 §3 Product.description, plus the catalogue's facets (spec 2 §3 Catalog product). */
export const DescriptionSchema = z.object({
  code: z.string(),
  slug: z.string(),
  type: z.enum(PRODUCT_TYPES),
  long_name: z.string(),
  product_name: z.string(),
  /** The teaser's one line under the name. */
  message: z.string(),
  subheader: z.string(),
  short_description: z.string(),
  /** Paragraphs separated by blank lines; plain text. */
  long_description: z.string(),
  /** Where the product is read or bought on this site. */
  product_url: z.string(),
  divination: z.enum(DIVINATIONS).nullable(),
  topic: z.enum(TOPICS).nullable(),
  free: z.boolean(),
  on_sale: z.boolean(),
  /** false for a product described in the catalogue whose page is not built yet: shown as coming soon, never sold. */
  available: z.boolean(),
});
export type Description = z.infer<typeof DescriptionSchema>;

/** Spec 1 §3 Product.teeup: the page before a product; an upsell_upc hides the price (spec 1 §9). */
export const TeeupSchema = z.object({
  code: z.string(),
  upsell_upc: z.string().nullable(),
  /** The teeup page's headline ('Become a VIP') and its points. */
  headline: z.string(),
  points: z.array(z.string()),
  button_text: z.string(),
});
export type Teeup = z.infer<typeof TeeupSchema>;

/** One SUGGESTED READING candidate (spec 1 §3 Product.upsells). */
export const UpsellSchema = z.object({ upsell_upc: z.string(), description: z.object({ product_url: z.string(), product_name: z.string() }) });
export type Upsell = z.infer<typeof UpsellSchema>;

/** Spec 1 §9: a coin package; its percent is read from its label ('... (20% Bonus)'). */
export const KcPackageSchema = z.object({
  upc: z.string(),
  label: z.string(),
  kc: z.number().int().positive(),
  price: PriceSideSchema,
});
export type KcPackage = z.infer<typeof KcPackageSchema>;

/** What /checkout charges a reading or report with (spec 1 §3 Checkout type: kc, drts or USD). */
export const PAYMENT_METHODS = ['kc', 'card', 'paypal', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The spec's `purchase-package` values, plus `payment-kc` (a reading or report paid with coins) and
 * `payment-credit` (paid with a free reading the member holds).
 */
export const PURCHASE_PACKAGES = ['payment-subscription', 'payment-kc-package', 'payment-usd', 'payment-kc', 'payment-credit'] as const;
export type PurchasePackage = (typeof PURCHASE_PACKAGES)[number];

/** Order ids are UUIDs made by the checkout page, so a retried or double-clicked submit is the same order. */
export const OrderUuidSchema = z.uuid({ error: 'That order number is not valid. Please reload the page and try again.' });

/** The voucher every new member holds until an order spends it: 50% off a reading (spec 1 §9). */
export const SIGNUP_VOUCHER_CODE = 'signup-half-off-reading';
/** The voucher of a member who confirmed the text-message opt-in: 50% off a reading. */
export const SMS_VOUCHER_CODE = 'sms-half-off-reading';
/** What either voucher takes off a tarot reading or a report. */
export const VOUCHER_PERCENT = 50;

export const ORDER_STATUSES = ['charging', 'awaiting_approval', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One order as the member sees it (/confirm, the transactions list). */
export const OrderSchema = z.object({
  order_uuid: z.string(),
  member_uuid: z.string(),
  upc: z.string(),
  product_name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** What was charged in cents (0 when paid with coins or a credit). */
  usd_cents: z.number().int().nonnegative(),
  /** Coins spent (a reading paid with coins) or bought (a coin package); 0 otherwise. */
  kc: z.number().int().nonnegative(),
  /** The voucher's saving in cents or coins, when one was used. */
  discount: z.object({ code: z.string(), amount: z.number().int().nonnegative() }).nullable(),
  /** Where the member goes after paying: the confirmation page. */
  report_url: z.string(),
  /** What the purchase made (a reading's page), once paid. */
  fulfilment_url: z.string().nullable(),
  /** The refusal or failure, for a failed order. */
  error: z.string().nullable(),
  created: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec 1 §3 Subscription: a member's VIP or Daily Reflection subscription. */
export const SubscriptionSchema = z.object({
  subscription_uuid: z.string(),
  upc: z.enum(SUBSCRIPTION_UPCS),
  product_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** YYYY-MM-DD (spec 1 §3). For a canceled one: the day the perks end. */
  next_billing_date: z.string(),
  /** The monthly price in cents. */
  usd_cents: z.number().int().nonnegative(),
  /** 'Visa ending 4242', 'PayPal account'. */
  payment_label: z.string(),
  created: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** What a checkout would charge this member now (the checkout page shows it; the order charges exactly it). */
export const QuoteSchema = z.object({
  upc: z.string(),
  product_name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  price: PriceSchema,
  /** The dollar price after the voucher, in cents. */
  usd_cents: z.number().int().nonnegative(),
  /** The coin price after the voucher; null when coins cannot pay. */
  kc: z.number().int().nonnegative().nullable(),
  /** The member's unused voucher that this purchase would use. */
  voucher: z.object({ code: z.string(), label: z.string(), percent: z.number().int() }).nullable(),
  /** A free reading the member holds that this purchase may use instead (VIP monthly, Daily Reflection daily). */
  credit: z.object({ source: z.enum(['vip', 'drt']), label: z.string() }).nullable(),
  kc_balance: z.number().int(),
  /** For a subscription: the member already holds it (trialing, active or past due). */
  subscribed: z.boolean(),
  /**
   * For a subscription the member may start: what the start charges today (0 for a first VIP's
   * free trial, or when a canceled one is resumed inside its paid period), the monthly price it
   * then renews at, and the day (YYYY-MM-DD) of the first charge after today. Null otherwise.
   */
  subscription_start: z.object({ today_cents: z.number().int().nonnegative(), monthly_cents: z.number().int().nonnegative(), next_charge_date: z.string(), trial: z.boolean() }).nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;
