import { ContentPage } from '../templates/content-page';

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
  subscription: boolean;
}

const TITLES: Record<ConfirmPageProps['status'], string> = {
  paid: 'Thank you for your order',
  charging: 'Your payment is being processed',
  awaiting_approval: 'Your order is waiting for approval',
  failed: 'Your payment did not go through',
};

/** `/confirm` (spec 1 §2): what was bought and where to go next. No promo messages here. */
export function ConfirmPage(props: ConfirmPageProps) {
  const { status, productName, type, orderNumber, date, amount, payment, discount, error, fulfilmentUrl, balance, subscription } = props;
  return (
    <ContentPage title={TITLES[status]} kicker="Store" art="account" breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Order confirmation' }]} as="div">
      {status === 'failed' && error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <dl className="confirm-order">
        <dt>{type === 'Subscription' ? 'Subscription' : 'Product'}</dt>
        <dd>{productName}</dd>
        <dt>Amount</dt>
        <dd>{amount}</dd>
        <dt>Payment</dt>
        <dd>{payment}</dd>
        {discount && (
          <>
            <dt>Discount</dt>
            <dd>{discount}</dd>
          </>
        )}
        <dt>Order number</dt>
        <dd>{orderNumber}</dd>
        <dt>Date</dt>
        <dd>{date}</dd>
      </dl>
      {status === 'paid' && fulfilmentUrl && (
        <p>
          <a className="button button-primary" href={fulfilmentUrl}>
            See your {type === 'Report' ? 'report' : 'reading'}
          </a>
        </p>
      )}
      {status === 'paid' && balance !== null && (
        <p>
          Your balance is now <strong>{`${balance} Karma Coins`}</strong>. <a href="/readings-reports">Find a reading to spend them on</a>.
        </p>
      )}
      {status === 'paid' && subscription && (
        <div>
          <h2>What happens next</h2>
          <ul>
            <li>Your membership perks are ready now.</li>
            <li>We email you a receipt, and a reminder before each monthly payment.</li>
            <li>
              You can see or cancel your subscription at any time in <a href="/member/settings">your settings</a>.
            </li>
          </ul>
        </div>
      )}
      {status === 'charging' && <p>This page shows the result once the payment is settled. Reload it in a moment.</p>}
      {status === 'failed' && (
        <p>
          Nothing was charged. <a href="/readings-reports">Back to readings and reports</a>
        </p>
      )}
      <p>
        Questions about this order? <a href="/service">Contact customer support</a> with the order number.
      </p>
    </ContentPage>
  );
}
