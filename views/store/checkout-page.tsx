import { membershipPath, VIP_UPC } from '../../shared/store/catalogue';
import { CHECKOUT_FAILED_MESSAGE } from '../../shared/store/store.contract';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import type { CheckoutPurchase } from '../../shared/store/islands';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface CheckoutPageProps {
  orderUuid: string;
  purchase: CheckoutPurchase;
  productName: string;
  teaser: string;
  /** The dollar price now, and before a sale (null without one). */
  price: string;
  original: string | null;
  /** What the member pays with the voucher (by card, and in coins when coins can pay), when one applies. */
  voucher: { text: string; price: string; coins: string | null } | null;
  /** A free reading the member holds for this purchase. */
  credit: string | null;
  /** Coins: null when coins cannot pay for it. `price` is the full price; with a voucher, `voucher.coins` is what it takes. */
  coins: { price: string; balance: string; enough: boolean } | null;
  /**
   * A subscription start: what is charged today ('$0.00' for a free trial, or a canceled one
   * resumed inside its paid period), the monthly price, and the long date of the first charge.
   */
  subscription?: SubscriptionStart | null;
  subscribed: boolean;
  /** Where this page is (its plain forms post back here). */
  action: string;
  /** A failure met on the way back from PayPal. */
  error?: string;
}

export interface SubscriptionStart {
  today: string;
  monthly: string;
  /** 'December 3, 2026'. */
  firstCharge: string;
  /** 'trial': a first VIP's free trial; 'resumed': a canceled one restarted before its end; 'charged': paid today. */
  kind: 'trial' | 'resumed' | 'charged';
}

export const VOUCHER_INPUT_ID = 'checkout-use-voucher';

/** What the card button says: the amount charged now, whatever the page shows it with. */
export function cardPayLabel({ purchase, price, voucher, subscription }: Pick<CheckoutPageProps, 'purchase' | 'price' | 'voucher' | 'subscription'>): string {
  if (subscription?.kind === 'trial') return `Start my free trial: ${subscription.today} today`;
  if (subscription?.kind === 'resumed') return `Restart my ${purchase.subscription_upc === VIP_UPC ? 'membership' : 'subscription'}: ${subscription.today} today`;
  if (subscription) return `Pay ${subscription.today} by card`;
  // With the offer the amount depends on its tick box: the summary and the box say both.
  return voucher ? 'Pay by card' : `Pay ${price} by card`;
}

/** The order's price as it will be charged: a subscription's today and then, the offer applied, or the price (struck through when on sale). */
function OrderPrice({ price, original, voucher, coins, subscription }: Pick<CheckoutPageProps, 'price' | 'original' | 'voucher' | 'coins' | 'subscription'>) {
  if (subscription) {
    const after = { trial: ' Cancel before then and you will not be charged.', resumed: ' Your perks carry on without a break.', charged: '' }[subscription.kind];
    return (
      <>
        <p className="checkout-price">
          <strong>{subscription.today}</strong> <span>today</span>
        </p>
        <p className="checkout-then">{`Then ${subscription.monthly} a month from ${subscription.firstCharge}.${after}`}</p>
      </>
    );
  }
  const was = voucher ? (original ?? price) : original;
  return (
    <>
      <p className="checkout-price">
        {original && <span className="store-badge checkout-sale">Sale</span>}{' '}
        {was && (
          <>
            <span className="visually-hidden">was </span>
            <s>{was}</s> <span className="visually-hidden">now</span>{' '}
          </>
        )}
        <strong>{voucher ? voucher.price : price}</strong>
        {coins && <span className="checkout-price-coins">{`or ${voucher?.coins ?? coins.price} Karma Coins`}</span>}
      </p>
      {voucher && (
        <p className="checkout-offer">
          <span className="store-badge">Offer applied</span> {voucher.text}
        </p>
      )}
    </>
  );
}

function CheckoutError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert">
      {message}
      {message === CHECKOUT_FAILED_MESSAGE && (
        <>
          {' '}
          <a href={href(ROUTES.service)}>Contact customer support</a>
        </>
      )}
    </p>
  );
}

/**
 * `/checkout` (spec 1 §2, §4, §8): what is being bought and every way to pay. Coins, a free
 * reading and PayPal are plain posts that work without JavaScript; the card form is an island.
 */
export function CheckoutPage(props: CheckoutPageProps & FormProps) {
  const { purchase, productName, teaser, price, original, voucher, credit, coins, subscription, subscribed, action, form } = props;
  const posted = form && !form.ok ? (formFor(form, form.intent) ?? form) : undefined;
  const error = props.error ?? (posted ? (posted.message ?? Object.values(posted.errors)[0]) : undefined);
  // A failed order stays failed (the platform answers it again): each try after one is a new order.
  const orderUuid = props.orderUuid;
  return (
    <ContentPage title="Checkout" kicker="Store" art="account" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Readings & Reports', href: href(ROUTES.readingsHub) }, { label: 'Checkout' }]} as="div">
      <div className="store-layout">
        <div className="store-side">
          <section className="store-panel checkout-summary" aria-labelledby="checkout-product">
            <p className="store-panel-kicker">Your order</p>
            <h2 id="checkout-product" className="store-panel-title">
              {productName}
            </h2>
            {teaser && <p className="store-panel-note">{teaser}</p>}
            {!subscribed && <OrderPrice price={price} original={original} voucher={voucher} coins={coins} subscription={subscription} />}
          </section>
        </div>
        <div className="store-main">
          {error && <CheckoutError message={error} />}
          {subscribed ? (
            <p className="store-panel">
              You already have this subscription. <a href={purchase.subscription_upc ? membershipPath(purchase.subscription_upc) : href(ROUTES.readingsHub)}>See your membership</a>.
            </p>
          ) : (
            <>
              <h2 className="store-title">How would you like to pay?</h2>
              <form className="form form-card checkout-plain" method="post" action={action}>
                <input type="hidden" name="order_uuid" value={orderUuid} />
                {purchase.upc && <input type="hidden" name="upc" value={purchase.upc} />}
                {purchase.deal && <input type="hidden" name="deal" value={purchase.deal} />}
                {purchase.subscription_upc && <input type="hidden" name="subscription_upc" value={purchase.subscription_upc} />}
                {purchase['kc-package-select'] && <input type="hidden" name="kc-package-select" value={purchase['kc-package-select']} />}
                {voucher && (
                  <div className="field checkbox-field checkout-voucher">
                    <input type="checkbox" id={VOUCHER_INPUT_ID} name="use_voucher" defaultChecked />
                    <label htmlFor={VOUCHER_INPUT_ID}>
                      {`${voucher.text}: pay ${voucher.price}${voucher.coins ? ` or ${voucher.coins} Karma Coins` : ''} instead of ${price}${coins ? ` or ${coins.price} Karma Coins` : ''}. Untick to keep the offer for another reading.`}
                    </label>
                  </div>
                )}
                {credit && (
                  <div className="checkout-option">
                    <p className="checkout-option-text">
                      <span className="checkout-option-name">Free reading</span> <span>{credit}</span>
                    </p>
                    <button type="submit" className="button button-primary" name="intent" value="pay-credit">
                      Use my free reading
                    </button>
                  </div>
                )}
                {coins && (
                  <div className="checkout-option">
                    <p className="checkout-option-text">
                      <span className="checkout-option-name">Karma Coins</span> <span>{`Your balance: ${coins.balance} Karma Coins.`}</span>
                      {!coins.enough && (
                        <>
                          {' '}
                          <a href={href(ROUTES.karmaCoins)}>Get more Karma Coins</a>
                        </>
                      )}
                    </p>
                    <button type="submit" className="button button-secondary" name="intent" value="pay-kc" disabled={!coins.enough}>
                      {voucher?.coins ? 'Pay with Karma Coins' : `Pay with ${coins.price} Karma Coins`}
                    </button>
                  </div>
                )}
                <div className="checkout-option">
                  <p className="checkout-option-text">
                    <span className="checkout-option-name">PayPal</span>{' '}
                    <span>{subscription && subscription.kind !== 'charged' ? 'Nothing is charged today: approve the monthly payments with PayPal, then come straight back.' : 'Approve the payment with PayPal, then come straight back.'}</span>
                  </p>
                  <button type="submit" className="button button-secondary" name="intent" value="paypal">
                    Pay with PayPal
                  </button>
                </div>
              </form>
              <noscript>
                <p className="store-note">Paying by card needs JavaScript. You can pay with {coins ? 'Karma Coins or ' : ''}PayPal above.</p>
              </noscript>
              <Island
                name="checkout-form"
                props={{ orderUuid, purchase, payLabel: cardPayLabel(props), ...(voucher ? { voucherInput: VOUCHER_INPUT_ID } : {}) }}
              />
            </>
          )}
          {/* Last in the main column (below the card form on a phone too): its arrival moves no button. */}
          <Island name="promo-message" props={{ placement: 'text-checkout' }} hydrate="visible" />
        </div>
      </div>
    </ContentPage>
  );
}
