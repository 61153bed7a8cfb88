import { formatLongDate } from '../../shared/site/calendar';
import { VIP_UPC, type SubscriptionStatus, type SubscriptionUpc } from '../../shared/store/catalogue';
import { membershipPath } from '../../shared/store/membership';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

/** The teeup's copy (spec 1 §3 Product.teeup), from the product service. */
export interface MembershipTeeup {
  headline: string;
  points: string[];
  buttonText: string;
  productName: string;
  subheader: string;
  longDescription: string;
  /** '$9.99 a month after a 7-day free trial'. */
  priceLine: string;
}

/** The member's own subscription to this product. */
export interface HeldSubscription {
  upc: SubscriptionUpc;
  productName: string;
  status: SubscriptionStatus;
  nextBillingDate: string;
  paymentLabel: string;
  usd: string;
  /** Still billed (trialing, active, past due): it can be unsubscribed. */
  billed: boolean;
  /** The dialog's 'in 5 days' mode: days before the next billing, or null. */
  daysLeft: number | null;
  /** The page the unsubscribe form posts to. */
  action: string;
}

export interface MembershipPageProps extends FormProps {
  upc: SubscriptionUpc;
  title: string;
  path: string;
  loggedIn: boolean;
  teeup: MembershipTeeup | null;
  teeupError: string | null;
  subscription: HeldSubscription | null;
  checkoutHref: string;
}

const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  trialing: 'In your free trial',
  active: 'Active',
  past_due: 'Payment due: we could not take the last payment',
  canceled: 'Canceled: you will not be charged again',
  ended: 'Ended',
};

/** A canceled subscription still running: until when, and how to restart it (resumed inside its period, nothing is charged today). */
function CanceledNotice({ subscription, date }: { subscription: HeldSubscription; date: string }) {
  const restart = href(ROUTES.checkout, {}, { subscription_upc: subscription.upc });
  const noun = subscription.upc === VIP_UPC ? 'membership' : 'subscription';
  return (
    <div className="membership-canceled">
      <p>{`You have unsubscribed from ${subscription.productName}. Everything it includes stays yours until ${date}; after that day it ends and nothing more is charged.`}</p>
      <p>{`Changed your mind? Restart it before then: nothing is charged today, and billing carries on from ${date} at ${subscription.usd} a month.`}</p>
      <p>
        <a className="button button-gold" href={restart}>
          {`Restart my ${noun}`}
        </a>
      </p>
    </div>
  );
}

/** The member's subscription: its state, next billing (or its end), the card, and Unsubscribe; a canceled one, until when and Restart. */
export function SubscriptionStatusPanel({ subscription }: { subscription: HeldSubscription }) {
  const date = formatLongDate(subscription.nextBillingDate);
  return (
    <section className="membership-status" aria-labelledby="membership-status-heading">
      <h2 id="membership-status-heading">Your {subscription.productName}</h2>
      <dl className="membership-facts">
        <dt>Status</dt>
        <dd>{STATUS_TEXT[subscription.status]}</dd>
        {subscription.billed ? (
          <>
            <dt>Next billing date</dt>
            <dd>
              <time dateTime={subscription.nextBillingDate}>{date}</time> ({subscription.usd})
            </dd>
          </>
        ) : (
          <>
            <dt>Yours until</dt>
            <dd>
              <time dateTime={subscription.nextBillingDate}>{date}</time>
            </dd>
          </>
        )}
        <dt>Paid with</dt>
        <dd>{subscription.paymentLabel}</dd>
      </dl>
      {subscription.status === 'past_due' && (
        <p className="form-error membership-past-due">
          Your last payment did not go through. <a href={`${membershipPath(subscription.upc)}#update-card`}>Save a card</a> and we will try it again at the next renewal run; your perks stay on while we retry.
        </p>
      )}
      {subscription.status === 'canceled' && <CanceledNotice subscription={subscription} date={date} />}
      {subscription.billed && (
        <Island
          name="vip-unsubscribe-dialog"
          props={{ upc: subscription.upc, productName: subscription.productName, nextBillingDate: subscription.nextBillingDate, daysLeft: subscription.daysLeft, action: subscription.action }}
        />
      )}
    </section>
  );
}

/** 'Update your card' (spec 1 §7): the checkout's card form, saving a card for the subscription. */
export function UpdateCardSection({ subscription }: { subscription: HeldSubscription }) {
  return (
    <section className="membership-update-card" id="update-card" aria-labelledby="membership-update-card-heading">
      <h2 id="membership-update-card-heading">Update your card</h2>
      <p>A new card is used for every renewal from now on.</p>
      <Island name="checkout-form" props={{ purpose: 'update-payment', paymentLabel: subscription.paymentLabel }} />
    </section>
  );
}

/** What an unsubscribe post said, above everything else on the page. */
export function UnsubscribeNotice({ form }: FormProps) {
  const posted = formFor(form, 'unsubscribe');
  if (!posted?.message) return null;
  return (
    <p className={posted.ok ? 'form-success' : 'form-error'} role={posted.ok ? 'status' : 'alert'}>
      {posted.message}
    </p>
  );
}

/** The page's heading: the pitch ('Become a VIP') for those who may start it, the product's name ('VIP Membership') for a member who holds it. */
export function membershipHeading({ title, teeup, subscription }: Pick<MembershipPageProps, 'title' | 'teeup' | 'subscription'>): string {
  return subscription ? subscription.productName : (teeup?.headline ?? title);
}

/**
 * A subscription's teeup page (spec 1 §2: 'Become a VIP' and the Daily Reflection): headline, perks,
 * price and the START button to checkout (a visitor signs up first). A member who holds it sees its
 * status and Unsubscribe instead (a canceled one: until when, and Restart), under its own heading.
 */
export function MembershipPage({ upc, title, loggedIn, teeup, teeupError, subscription, checkoutHref, form }: MembershipPageProps) {
  return (
    <ContentPage
      title={membershipHeading({ title, teeup, subscription })}
      kicker={subscription ? 'Your account' : teeup?.productName}
      lede={subscription ? undefined : teeup?.subheader}
      art="tarot"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Readings and Reports', href: href(ROUTES.readingsHub) }, { label: teeup?.productName ?? title }]}
      as="div"
    >
      <UnsubscribeNotice form={form} />
      {subscription ? (
        <>
          <SubscriptionStatusPanel subscription={subscription} />
          {subscription.billed && <UpdateCardSection subscription={subscription} />}
        </>
      ) : teeupError || !teeup ? (
        <p className="form-error" role="alert">
          {teeupError}
        </p>
      ) : (
        <section className="membership-teeup" aria-labelledby="membership-perks">
          <h2 id="membership-perks">What you get</h2>
          <ul className="membership-points">
            {teeup.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {teeup.longDescription.split(/\n\s*\n/).map((paragraph, index) => (paragraph.trim() ? <p key={index}>{paragraph.trim()}</p> : null))}
          <p className="membership-price">
            <strong>{teeup.priceLine}</strong>
          </p>
          <p>
            <a className="button button-gold" href={loggedIn ? checkoutHref : '#signup'}>
              {teeup.buttonText}
            </a>
          </p>
          {!loggedIn && (
            <p className="membership-visitor">
              You will create your free account first. Already a member? <a href={href(ROUTES.login)}>Log in</a>.
              <noscript>
                {' '}
                <a href={href(ROUTES.signup)}>Sign up here</a>.
              </noscript>
            </p>
          )}
          {/* Last in the teeup: a message arriving moves nothing the visitor is reading. */}
          {upc === VIP_UPC && <Island name="promo-message" props={{ placement: 'text-vip-message' }} hydrate="visible" />}
        </section>
      )}
    </ContentPage>
  );
}
