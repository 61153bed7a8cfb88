import { z } from 'zod';
import { GetTeeupContract, SUBSCRIPTION_FAILED_MESSAGE } from '../../../shared/store/store.contract';
import { ListSubscriptionsContract } from '../../../shared/platform-api/commerce.platform';
import { DRT_UPC, membershipRoute, VIP_TRIAL_DAYS, VIP_UPC, type Price, type Subscription, type SubscriptionUpc } from '../../../shared/store/catalogue';
import { canceledMessage, isBilled, isHeld, todayUtc, unsubscribeWarningDays } from '../../../shared/store/membership';
import { href, ROUTES } from '../../../shared/routes';
import type { JsonLd } from '../../../shared/site/json-ld';
import { usdText } from '../../../views/store/product-teasers';
import { MembershipPage, membershipHeading, type HeldSubscription, type MembershipTeeup } from '../../../views/store/membership-page';
import { unsubscribeAction } from './checkout.action';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/request-context';
import { definePage, pageAction, type AnyPage } from '../../http/page-module';
import { productJsonLd } from '../crawlers';

/** What a subscription costs a month, in cents: its current price, or the full one when the current is nothing. */
const monthlyCents = (price: Price): number => (price.usd.current > 0 ? price.usd.current : price.usd.original);

/** The teeup's price line (spec 1 §9): '$9.99 a month after a 7-day free trial' for VIP; '$4.99 a month' otherwise. */
export function subscriptionPriceLine(upc: SubscriptionUpc, price: Price): string {
  const monthly = usdText(monthlyCents(price));
  return upc === VIP_UPC ? `${monthly} a month after a ${VIP_TRIAL_DAYS}-day free trial` : `${monthly} a month`;
}

/** The member's subscriptions of every status; null for a visitor, or when the list did not load. */
async function memberSubscriptions(context: RequestContext): Promise<Subscription[] | null> {
  if (!context.memberUuid) return null;
  try {
    return (await context.platform.call(ListSubscriptionsContract, { query: { member_uuid: context.memberUuid } })).subscriptions;
  } catch (error) {
    // The page still offers the membership; the member's status shows again once commerce answers.
    context.logger.warn({ err: error }, 'membership: the subscriptions did not load');
    return null;
  }
}

/** The member's subscription to `upc` as the pages show it, or null (none held, or the list did not load). */
export async function heldSubscription(context: RequestContext, upc: SubscriptionUpc, path: string): Promise<HeldSubscription | null> {
  const subscriptions = await memberSubscriptions(context);
  return subscriptions ? heldOf(subscriptions, upc, path) : null;
}

/**
 * The VIP offer to someone who held VIP before (any status): commerce starts no second trial, so
 * the page neither promises one nor says "free week" (issue #23).
 */
export function withoutTrial(teeup: MembershipTeeup, price: Price): MembershipTeeup {
  return {
    ...teeup,
    points: teeup.points.filter((point) => !point.includes(`${VIP_TRIAL_DAYS} days free`)),
    buttonText: 'Rejoin VIP',
    priceLine: `${usdText(monthlyCents(price))} a month`,
  };
}

function heldOf(subscriptions: readonly Subscription[], upc: SubscriptionUpc, path: string): HeldSubscription | null {
  const today = todayUtc();
  const held = subscriptions.find((each) => each.upc === upc && isHeld(each, today));
  if (!held) return null;
  const billed = isBilled(held);
  return {
    upc: held.upc,
    productName: held.product_name,
    status: held.status,
    nextBillingDate: held.next_billing_date,
    paymentLabel: held.payment_label,
    usd: usdText(held.usd_cents),
    billed,
    daysLeft: billed ? unsubscribeWarningDays(held.next_billing_date, today) : null,
    action: path,
  };
}

/** The unsubscribe form of a page that shows the dialog: `unsubscribe=1`, then the page again with the news. */
export const unsubscribePageAction = pageAction({
  action: unsubscribeAction,
  message: ({ subscription }) => canceledMessage(subscription),
  failure: SUBSCRIPTION_FAILED_MESSAGE,
});

const TEEUP_FAILED = 'This offer could not be loaded just now. Please try again in a few minutes.';

function membershipPage(upc: SubscriptionUpc, title: string, description: string): AnyPage {
  const route = membershipRoute(upc);
  const path = href(route);
  return definePage({
    path: route,
    query: z.object({}),
    load: async (context) => {
      let teeup: MembershipTeeup | null = null;
      let teeupError: string | null = null;
      let jsonLd: JsonLd | undefined;
      const [loaded, subscriptions] = await Promise.all([
        context.platform.call(GetTeeupContract, { params: { upc } }).catch((error: unknown) => {
          if (!(error instanceof AppError) || error.status >= 500) context.logger.warn({ err: error }, 'membership: the teeup did not load');
          teeupError = error instanceof AppError && error.status < 500 ? error.message : TEEUP_FAILED;
          return null;
        }),
        memberSubscriptions(context),
      ]);
      const subscription = subscriptions ? heldOf(subscriptions, upc, path) : null;
      const trialUsed = upc === VIP_UPC && (subscriptions ?? []).some((each) => each.upc === VIP_UPC);
      if (loaded) {
        teeup = {
          headline: loaded.teeup.headline,
          points: loaded.teeup.points,
          buttonText: loaded.teeup.button_text,
          productName: loaded.description.product_name,
          subheader: loaded.description.subheader,
          longDescription: loaded.description.long_description,
          priceLine: subscriptionPriceLine(upc, loaded.price),
        };
        if (trialUsed) teeup = withoutTrial(teeup, loaded.price);
        // The subscription as a Product, at the monthly price the page shows (the catalogue's, read with the teeup).
        const { product_name, short_description } = loaded.description;
        jsonLd = productJsonLd(context.config, { code: upc, name: product_name, description: short_description, path, usdCents: monthlyCents(loaded.price), monthly: true });
      }
      if (context.memberUuid) context.res.set('Cache-Control', 'no-store');
      return { upc, title, path, loggedIn: Boolean(context.memberUuid), teeup, teeupError, subscription, checkoutHref: href(ROUTES.checkout, {}, { subscription_upc: upc }), jsonLd };
    },
    head: (data) => ({ title: membershipHeading(data), description, jsonLd: data.jsonLd }),
    View: MembershipPage,
    actions: { unsubscribe: unsubscribePageAction },
  });
}

/** `/readings-reports/subscription/vip-membership` ('Become a VIP') and `/readings-reports/subscription/daily-reflection` (spec 1 §2). */
export const membershipPages: AnyPage[] = [
  membershipPage(VIP_UPC, 'Become a VIP', 'A free tarot reading every month, personal daily astrology and no ads, with a free first week.'),
  membershipPage(DRT_UPC, 'Daily Reflection Tarot', 'A personal tarot reflection every day, for one monthly price.'),
];
