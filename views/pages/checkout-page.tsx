import { CHECKOUT_FAILED_MESSAGE } from '../../shared/api/store.contract';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import type { CheckoutPurchase } from '../../shared/islands';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';

export interface CheckoutPageProps {
  orderUuid: string;
  purchase: CheckoutPurchase;
  productName: string;
  teaser: string;
  /** The dollar price now, and before a sale (null without one). */
  price: string;
  original: string | null;
  /** What the member pays by card with the voucher, when one applies. */
  voucher: { text: string; price: string } | null;
  /** A free reading the member holds for this purchase. */
  credit: string | null;
  /** Coins: null when coins cannot pay for it. */
  coins: { price: string; balance: string; enough: boolean } | null;
  subscribed: boolean;
  /** Where this page is (its plain forms post back here). */
  action: string;
  /** A failure met on the way back from PayPal. */
  error?: string;
}

export const VOUCHER_INPUT_ID = 'checkout-use-voucher';

function CheckoutError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert">
      {message}
      {message === CHECKOUT_FAILED_MESSAGE && (
        <>
          {' '}
          <a href="/service">Contact customer support</a>
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
  const { purchase, productName, teaser, price, original, voucher, credit, coins, subscribed, action, form } = props;
  const posted = form && !form.ok ? (formFor(form, form.intent) ?? form) : undefined;
  const error = props.error ?? (posted ? (posted.message ?? Object.values(posted.errors)[0]) : undefined);
  // A failed order stays failed (the platform answers it again): each try after one is a new order.
  const orderUuid = props.orderUuid;
  return (
    <ContentPage title="Checkout" kicker="Store" art="account" breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Readings & Reports', href: '/readings-reports' }, { label: 'Checkout' }]} as="div">
      <section className="checkout-summary" aria-labelledby="checkout-product">
        <h2 id="checkout-product">{productName}</h2>
        {teaser && <p>{teaser}</p>}
        <p className="checkout-price">
          {original && (
            <>
              <s>{original}</s> <span className="visually-hidden">now</span>{' '}
            </>
          )}
          <strong>{price}</strong>
        </p>
      </section>
      {error && <CheckoutError message={error} />}
      {subscribed ? (
        <p>
          You already have this subscription. <a href="/member/settings">See it in your settings</a>.
        </p>
      ) : (
        <>
          <form className="form form-card checkout-plain" method="post" action={action}>
            <input type="hidden" name="order_uuid" value={orderUuid} />
            {purchase.upc && <input type="hidden" name="upc" value={purchase.upc} />}
            {purchase.deal && <input type="hidden" name="deal" value={purchase.deal} />}
            {purchase.subscription_upc && <input type="hidden" name="subscription_upc" value={purchase.subscription_upc} />}
            {purchase['kc-package-select'] && <input type="hidden" name="kc-package-select" value={purchase['kc-package-select']} />}
            {voucher && (
              <div className="field field-checkbox">
                <input type="checkbox" id={VOUCHER_INPUT_ID} name="use_voucher" defaultChecked />
                <label htmlFor={VOUCHER_INPUT_ID}>
                  {voucher.text}: pay {voucher.price}
                </label>
              </div>
            )}
            {credit && (
              <p>
                <button type="submit" className="button button-primary" name="intent" value="pay-credit">
                  Use my free reading
                </button>{' '}
                <span>{credit}</span>
              </p>
            )}
            {coins && (
              <p>
                <button type="submit" className="button" name="intent" value="pay-kc" disabled={!coins.enough}>
                  {`Pay with ${coins.price} Karma Coins`}
                </button>{' '}
                <span>{`Your balance: ${coins.balance} Karma Coins.`}</span>
                {!coins.enough && (
                  <>
                    {' '}
                    <a href="/store/karma-coins">Get more Karma Coins</a>
                  </>
                )}
              </p>
            )}
            <p>
              <button type="submit" className="button" name="intent" value="paypal">
                Pay with PayPal
              </button>
            </p>
          </form>
          <noscript>
            <p>Paying by card needs JavaScript. You can pay with {coins ? 'Karma Coins or ' : ''}PayPal above.</p>
          </noscript>
          <Island
            name="checkout-form"
            props={{ orderUuid, purchase, payLabel: `Pay ${voucher ? voucher.price : price} by card`, ...(voucher ? { voucherInput: VOUCHER_INPUT_ID } : {}) }}
          />
        </>
      )}
    </ContentPage>
  );
}
