import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CHECKOUT_FAILED_MESSAGE, GetDescriptionContract, GetKcPackagesContract } from '../../../shared/store/store.contract';
import { CaptureApprovalContract, GetOrderContract, QuoteContract } from '../../../shared/platform-api/commerce.platform';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { isSubscriptionUpc, membershipPath, OrderUuidSchema, SUBSCRIPTION_UPCS, type KcPackage, type Order, type Quote } from '../../../shared/store/catalogue';
import { CheckoutFormSchema } from '../../../shared/store/checkout.form';
import { optional } from '../../../shared/forms/form-schema';
import { coinPackagePercent, formatBalance, formatUsd, saleShown } from '../../../shared/store/price-display';
import type { CheckoutPackageChoice, CheckoutPurchase } from '../../../shared/store/islands';
import { href, ROUTES } from '../../../shared/routes';
import { formatLongDate } from '../../../shared/site/calendar';
import { CheckoutPage, type CheckoutPageProps } from '../../../views/store/checkout-page';
import { ConfirmPage, type ConfirmPageProps } from '../../../views/store/confirm-page';
import { StorePage } from '../../../views/store/store-page';
import { defineAction } from '../../http/action';
import { checkoutAction, platformCall, redirectEcAction, RedirectEcInputSchema } from './checkout.action';
import { AppError, isShownToPeople } from '../../errors';
import type { RequestContext } from '../../http/request-context';
import { definePage, pageAction, PageRedirect, type AnyPage } from '../../http/page-module';

/**
 * The store's pages (issue #13; spec 1 §2, §4, §8, §9): /store/karma-coins, /checkout, the return
 * from the PayPal-style approval, and /confirm. Paying with coins, with a free reading or with
 * PayPal are plain forms; the card form is the `checkout-form` island.
 */

const productCode = z.string().trim().max(80).regex(/^[a-z0-9-]+$/);
const dealId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Where /checkout sends visitors (spec 1 §2, as after logout). */
const VISITOR_HOME = ROUTES.readingsHub;

/** A package as the store offers it: the bonus read from its label (spec 1 §9) becomes the badge, so the name drops it. */
function packageChoice(pack: KcPackage): CheckoutPackageChoice {
  return {
    upc: pack.upc,
    label: pack.label.replace(/\s*\(\d+% Bonus\)\s*$/i, ''),
    kc: formatBalance(pack.kc),
    price: formatUsd(pack.price.current),
    ...(pack.price.original > pack.price.current ? { original: formatUsd(pack.price.original) } : {}),
    percent: coinPackagePercent(pack.label),
  };
}

const storePage = definePage({
  path: ROUTES.karmaCoins,
  async load(context) {
    // Spec 1 §8: a price fetch that fails is quiet; the page says nothing is on sale rather than breaking.
    const packages = await context.platform.call(GetKcPackagesContract).then(
      ({ packages: list }) => list.map(packageChoice),
      (error: unknown) => {
        context.logger.warn({ err: error }, 'coin packages could not be read');
        return [];
      },
    );
    const balance = context.memberUuid ? formatBalance((await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } })).member.kc_balance) : null;
    return { packages, balance, orderUuid: randomUUID() };
  },
  head: () => ({ title: 'Buy Karma Coins', description: 'Buy Karma Coins to pay for tarot readings and astrology reports. Larger packages include bonus coins.' }),
  View: StorePage,
});

const CheckoutQuerySchema = z.object({
  upc: optional(productCode),
  deal: optional(dealId),
  subscription_upc: optional(z.enum(SUBSCRIPTION_UPCS)),
  'kc-package-select': optional(productCode),
});
type CheckoutQuery = z.output<typeof CheckoutQuerySchema>;

function purchaseOf(query: CheckoutQuery): CheckoutPurchase {
  if (query['kc-package-select']) return { package: 'payment-kc-package', 'kc-package-select': query['kc-package-select'] };
  if (query.subscription_upc) return { package: 'payment-subscription', subscription_upc: query.subscription_upc };
  if (query.upc) return { package: 'payment-usd', upc: query.upc, ...(query.deal ? { deal: query.deal } : {}) };
  throw new AppError('not_found', 'That product does not exist.');
}

const upcOf = (purchase: CheckoutPurchase): string => purchase['kc-package-select'] ?? purchase.subscription_upc ?? purchase.upc!;

function checkoutPath(purchase: CheckoutPurchase): string {
  return href(ROUTES.checkout, {}, {
    'kc-package-select': purchase['kc-package-select'] || undefined,
    subscription_upc: purchase.subscription_upc || undefined,
    upc: purchase.upc || undefined,
    deal: purchase.deal || undefined,
  });
}

/** '50% off with your signup offer': the quote's label when it says so itself. */
const voucherText = (voucher: NonNullable<Quote['voucher']>): string => (voucher.label.includes('%') ? voucher.label : `${voucher.percent}% off with your ${voucher.label}`);

/** What /checkout shows for one purchase: the quote of the commerce service and the product's teaser. */
async function checkoutData(context: RequestContext, memberUuid: string, purchase: CheckoutPurchase): Promise<CheckoutPageProps> {
  const upc = upcOf(purchase);
  const quote = await context.platform.call(QuoteContract, { query: { member_uuid: memberUuid, upc, ...(purchase.deal ? { deal: purchase.deal } : {}) } });
  const start = quote.subscription_start;
  // The teaser is a nicety: without it the page still sells (spec 1 §8: price fetches fail quietly).
  // A subscription's message may promise the free trial: without one, its subheader says what it is.
  const teaser = await context.platform.call(GetDescriptionContract, { params: { slug: upc } }).then(
    ({ description }) => (start && !start.trial ? description.subheader : description.message || description.short_description),
    () => '',
  );
  const voucherApplies = quote.voucher !== null && quote.usd_cents < quote.price.usd.current;
  return {
    orderUuid: randomUUID(),
    purchase,
    productName: quote.product_name,
    teaser,
    price: formatUsd(quote.price.usd.current),
    original: saleShown(quote.price) ? formatUsd(quote.price.usd.original) : null,
    voucher:
      voucherApplies && quote.voucher
        ? { text: voucherText(quote.voucher), price: formatUsd(quote.usd_cents), coins: quote.kc !== null && quote.price.kc ? formatBalance(quote.kc) : null }
        : null,
    credit: quote.credit?.label ?? null,
    // The full coin price; the offer's price is in `voucher.coins` (the member may untick the offer).
    coins: quote.kc === null || !quote.price.kc ? null : { price: formatBalance(quote.price.kc.current), balance: formatBalance(quote.kc_balance), enough: quote.kc_balance >= quote.kc },
    subscription: start
      ? {
          today: formatUsd(start.today_cents),
          monthly: formatUsd(start.monthly_cents),
          firstCharge: formatLongDate(start.next_charge_date),
          kind: start.trial ? 'trial' : start.today_cents === 0 ? 'resumed' : 'charged',
        }
      : null,
    subscribed: quote.subscribed,
    action: checkoutPath(purchase),
  };
}

function memberOrHome(context: RequestContext): string {
  if (!context.memberUuid) throw new PageRedirect(href(VISITOR_HOME));
  return context.memberUuid;
}

/** A plain checkout form: its button names how to pay. */
const payWith = (purchasePackage: 'payment-kc' | 'payment-credit') =>
  defineAction({
    schema: z.preprocess((value) => (value && typeof value === 'object' ? { ...value, 'purchase-package': purchasePackage } : value), CheckoutFormSchema),
    run: (form, context) => checkoutAction.run(form, context),
  });

/** The plain PayPal button: the checkout form's fields as the redirect flow names them. */
const payPalForm = defineAction({
  schema: z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const form = value as Record<string, unknown>;
    const pick = (key: string) => (form[key] === undefined ? {} : { [key]: form[key] });
    return {
      order: form.order_uuid,
      ...pick('kc-package-select'),
      ...(form.subscription_upc === undefined ? {} : { 'additional-upc': form.subscription_upc }),
      ...(form['kc-package-select'] === undefined && form.subscription_upc === undefined ? { ...pick('upc'), ...pick('deal') } : {}),
      ...pick('use_voucher'),
      ...pick('intent'),
    };
  }, RedirectEcInputSchema),
  run: (query, context) => redirectEcAction.run(query, context),
});

const checkoutPage = definePage({
  path: ROUTES.checkout,
  query: CheckoutQuerySchema,
  async load(context) {
    const memberUuid = memberOrHome(context);
    return checkoutData(context, memberUuid, purchaseOf(context.query));
  },
  head: (data) => ({ title: `Checkout: ${data.productName}`, description: `Pay for ${data.productName} with Karma Coins, a card or PayPal.`, noindex: true }),
  View: CheckoutPage,
  actions: {
    'pay-kc': pageAction({ action: payWith('payment-kc'), redirect: (result) => result.report_url, failure: CHECKOUT_FAILED_MESSAGE }),
    'pay-credit': pageAction({ action: payWith('payment-credit'), redirect: (result) => result.report_url, failure: CHECKOUT_FAILED_MESSAGE }),
    paypal: pageAction({ action: payPalForm, redirect: (result) => result.redirect_url[0]!, failure: CHECKOUT_FAILED_MESSAGE }),
  },
});

const ReturnQuerySchema = z.object({ order: OrderUuidSchema, token: z.string().min(1).max(200) });

/** Back from the approval page: the order is captured (once, however often the browser comes back), then /confirm. */
const checkoutReturnPage = definePage({
  path: ROUTES.checkoutReturn,
  query: ReturnQuerySchema,
  async load(context): Promise<CheckoutPageProps> {
    const memberUuid = memberOrHome(context);
    const { order, token } = context.query;
    let message: string;
    try {
      await platformCall(() => context.platform.call(CaptureApprovalContract, { params: { order_uuid: order }, body: { member_uuid: memberUuid, token } }));
      throw new PageRedirect(href(ROUTES.confirm, {}, { order }));
    } catch (error) {
      if (error instanceof PageRedirect) throw error;
      if (!isShownToPeople(error)) throw error;
      // Spec 1 §8: 'Not Found' from the redirect flow is the generic message.
      message = error.status === 404 || error.message === 'Not Found' ? CHECKOUT_FAILED_MESSAGE : error.message;
    }
    const placed = await context.platform.call(GetOrderContract, { params: { order_uuid: order }, query: { member_uuid: memberUuid } }).then(
      (found) => found.order,
      () => null,
    );
    if (!placed) throw new AppError('not_found', 'That order does not exist.');
    const purchase: CheckoutPurchase =
      placed.type === 'Karma Coins'
        ? { package: 'payment-kc-package', 'kc-package-select': placed.upc }
        : placed.type === 'Subscription'
          ? { package: 'payment-subscription', subscription_upc: placed.upc as CheckoutPurchase['subscription_upc'] }
          : { package: 'payment-usd', upc: placed.upc };
    return { ...(await checkoutData(context, memberUuid, purchase)), error: message };
  },
  head: (data) => ({ title: `Checkout: ${data.productName}`, description: 'Your payment could not be completed.', noindex: true }),
  View: CheckoutPage,
});

const PAYMENT_NAMES: Record<Order['payment_method'], string> = { card: 'Card', paypal: 'PayPal', kc: 'Karma Coins', credit: 'Free reading' };

function amountOf(order: Order): string {
  if (order.payment_method === 'kc') return `${formatBalance(order.kc)} Karma Coins`;
  if (order.payment_method === 'credit') return 'Free';
  return formatUsd(order.usd_cents);
}

/** An order's moment as the site writes dates ('November 23, 2026', its UTC day). */
const formatDate = (iso: string): string => formatLongDate(iso.slice(0, 10));

const ConfirmQuerySchema = z.object({ order: z.string().max(100).default('') });

/** `/confirm?order=`: the member's own order; anyone else's, or none, is the 404 page. */
const confirmPage = definePage({
  path: ROUTES.confirm,
  query: ConfirmQuerySchema,
  member: true,
  async load(context): Promise<ConfirmPageProps> {
    const memberUuid = context.memberUuid!;
    if (!OrderUuidSchema.safeParse(context.query.order).success) throw new AppError('not_found', 'That order does not exist.');
    const { order } = await context.platform.call(GetOrderContract, { params: { order_uuid: context.query.order }, query: { member_uuid: memberUuid } });
    const coinPackage = order.type === 'Karma Coins';
    let balance: string | null = null;
    if (order.status === 'paid' && (coinPackage || order.payment_method === 'kc' || order.type === 'Subscription')) {
      // The header shows the balance and the VIP link the session holds: bring them up to date with this order.
      const { kc_balance, vip } = (await context.platform.call(GetMemberContract, { params: { member_uuid: memberUuid } })).member;
      if (context.req.session) {
        context.req.session.karmaCoins = kc_balance;
        context.req.session.vip = vip || undefined;
      }
      if (coinPackage) balance = formatBalance(kc_balance);
    }
    const discount = order.discount
      ? `${order.payment_method === 'kc' ? `${formatBalance(order.discount.amount)} Karma Coins` : formatUsd(order.discount.amount)} off (${order.discount.code})`
      : null;
    return {
      status: order.status,
      productName: order.product_name,
      type: order.type,
      orderNumber: order.order_uuid,
      date: formatDate(order.created),
      amount: amountOf(order),
      payment: PAYMENT_NAMES[order.payment_method],
      discount,
      error: order.error,
      fulfilmentUrl: order.fulfilment_url,
      balance,
      subscription: order.type === 'Subscription' && isSubscriptionUpc(order.upc) ? membershipPath(order.upc) : null,
    };
  },
  head: (data) => ({ title: data.status === 'paid' ? 'Thank you for your order' : 'Your order', description: `Your order of ${data.productName}.`, noindex: true }),
  View: ConfirmPage,
});

export const storePages: AnyPage[] = [storePage, checkoutPage, checkoutReturnPage, confirmPage];
