import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface ConfirmPageProps {
  status: 'charging' | 'awaiting_approval' | 'paid' | 'failed';
  productName: string;
  type: string;
  orderNumber: string;
  date: string;
  /** What was paid: '$14.99', '150 Karma Coins', 'A free reading'. */
  amount: string;
  payment: string;
  discount: string | null;
  error: string | null;
  /** The reading or report the purchase made. */
  fulfilmentUrl: string | null;
  /** After a coin package: the new balance. */
  balance: string | null;
  /** For a subscription: its membership page (where it is seen, updated or canceled). */
  subscription: string | null;
}

const TITLES: Record<ConfirmPageProps['status'], string> = {
  paid: 'Thank you for your order',
  charging: 'Your payment is being processed',
  awaiting_approval: 'Your order is waiting for approval',
  failed: 'Your payment did not go through',
};

/** The order's state in a word, as the receipt's badge. */
const STATUS_NAMES: Record<ConfirmPageProps['status'], string> = {
  paid: 'Paid',
  charging: 'Processing',
  awaiting_approval: 'Awaiting approval',
  failed: 'Not paid',
};

/** `/confirm` (spec 1 §2): what was bought and where to go next. No promo messages here. */
export function ConfirmPage(props: ConfirmPageProps) {
  const { status, productName, type, orderNumber, date, amount, payment, discount, error, fulfilmentUrl, balance, subscription } = props;
  const paid = status === 'paid';
  return (
    <ContentPage title={TITLES[status]} kicker="Store" art="account" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Order confirmation' }]} as="div">
      <div className="confirm">
        {status === 'failed' && error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <section className="card receipt" aria-labelledby="receipt-title">
          <div className="receipt-head">
            <h2 id="receipt-title" className="receipt-title">
              Your receipt
            </h2>
            <span className={`store-badge receipt-status receipt-status-${status}`}>{STATUS_NAMES[status]}</span>
          </div>
          <dl className="confirm-order receipt-lines">
            <div>
              <dt>{type === 'Subscription' ? 'Subscription' : 'Product'}</dt>
              <dd>{productName}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{payment}</dd>
            </div>
            {discount && (
              <div>
                <dt>Discount</dt>
                <dd>{discount}</dd>
              </div>
            )}
            <div>
              <dt>Date</dt>
              <dd>{date}</dd>
            </div>
            <div className="receipt-order-number">
              <dt>Order number</dt>
              <dd>{orderNumber}</dd>
            </div>
            <div className="receipt-total">
              <dt>Amount</dt>
              <dd>{amount}</dd>
            </div>
          </dl>
        </section>
        <div className="confirm-next">
          {paid && fulfilmentUrl && (
            <p>
              <a className="button button-primary" href={fulfilmentUrl}>
                See your {type === 'Report' ? 'report' : 'reading'}
              </a>
            </p>
          )}
          {paid && balance !== null && (
            <>
              <p className="confirm-balance">
                Your balance is now <strong>{`${balance} Karma Coins`}</strong>.
              </p>
              <p>
                <a className="button button-primary" href={href(ROUTES.readingsHub)}>
                  Find a reading to spend them on
                </a>
              </p>
            </>
          )}
          {paid && subscription && (
            <div className="confirm-steps">
              <h2>What happens next</h2>
              <ul>
                <li>Your membership perks are ready now.</li>
                <li>We email you a receipt for every monthly payment.</li>
                <li>
                  You can see, update or cancel your subscription at any time on <a href={subscription}>your membership page</a>.
                </li>
              </ul>
            </div>
          )}
          {status === 'charging' && (
            <>
              <p>This page shows the result once the payment is settled. Reload it in a moment.</p>
              <p>
                <a className="button button-secondary" href={href(ROUTES.confirm, {}, { order: orderNumber })}>
                  Check again
                </a>
              </p>
            </>
          )}
          {status === 'failed' && (
            <p>
              Nothing was charged.{' '}
              <a className="button button-secondary" href={href(ROUTES.readingsHub)}>
                Back to readings and reports
              </a>
            </p>
          )}
        </div>
        <p className="store-note">
          Questions about this order? <a href={href(ROUTES.service)}>Contact customer support</a> with the order number.
        </p>
      </div>
    </ContentPage>
  );
}
