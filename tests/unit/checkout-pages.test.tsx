import { renderToString } from 'react-dom/server';
import { CHECKOUT_FAILED_MESSAGE } from '../../shared/store/store.contract';
import { cardPayLabel, CheckoutPage, type CheckoutPageProps } from '../../views/store/checkout-page';
import { ConfirmPage } from '../../views/store/confirm-page';
import { SandboxApprovalPage } from '../../views/store/sandbox-approval-page';
import { TestIslands } from '../support/islands';

const ORDER = '3f2b8c1a-9d4e-4f6a-8b7c-1d2e3f4a5b6c';
const CHECKOUT: CheckoutPageProps = {
  orderUuid: ORDER,
  purchase: { package: 'payment-usd', upc: 'celtic-cross', deal: 'abcdefghijklmnopqrstuv' },
  productName: 'Celtic Cross Reading',
  teaser: 'Ten cards for the whole story.',
  price: '$14.99',
  original: '$19.99',
  voucher: { text: '50% off with your signup offer', price: '$7.49', coins: '750' },
  credit: null,
  coins: { price: '1,500', balance: '40', enough: false },
  subscribed: false,
  action: '/checkout?upc=celtic-cross&deal=abcdefghijklmnopqrstuv',
};

const render = (element: React.ReactElement) => renderToString(<TestIslands>{element}</TestIslands>);

describe('the checkout pages without JavaScript', () => {
  it('/checkout: the sale struck through, the voucher ticked, coins disabled with a way to get more, PayPal and a note that cards need JavaScript', () => {
    const html = render(<CheckoutPage {...CHECKOUT} />);
    // The summary shows what the ticked offer makes it, in dollars and in coins, and names the offer.
    expect(html).toContain('<s>$19.99</s>');
    expect(html).toContain('<strong>$7.49</strong>');
    expect(html).toContain('or 750 Karma Coins');
    expect(html).toMatch(/class="checkout-offer"><span class="store-badge">Offer applied<\/span> (<!-- -->)?50% off with your signup offer/);
    const plain = render(<CheckoutPage {...CHECKOUT} voucher={null} original={null} />);
    expect(plain).toContain('<strong>$14.99</strong>');
    expect(plain).toContain('or 1,500 Karma Coins');
    expect(plain).not.toContain('<s>');
    expect(html).toMatch(/<input type="checkbox" id="checkout-use-voucher" name="use_voucher" checked=""\/>/);
    expect(html).toContain('50% off with your signup offer');
    // Both prices are said, since the member may untick the offer; the coin button names no amount then.
    expect(html).toContain('50% off with your signup offer: pay $7.49 or 750 Karma Coins instead of $14.99 or 1,500 Karma Coins.');
    expect(html).toMatch(/<button [^>]*value="pay-kc" disabled=""[^>]*>Pay with Karma Coins/);
    expect(html).toContain('href="/store/karma-coins"');
    expect(html).toContain('value="paypal"');
    expect(html).toContain(`name="order_uuid" value="${ORDER}"`);
    expect(html).toContain('<form class="form form-card checkout-plain" action="/checkout?upc=celtic-cross&amp;deal=abcdefghijklmnopqrstuv" method="post">');
    expect(html).toContain('Paying by card needs JavaScript.');
    expect(html).not.toContain('Use my free reading');
  });

  it('/checkout: a free trial says $0.00 today, then the monthly price from the day of the first charge; so does the card button', () => {
    const vip: CheckoutPageProps = {
      ...CHECKOUT,
      purchase: { package: 'payment-subscription', subscription_upc: 'vip-monthly-subscription' },
      productName: 'VIP Membership',
      price: '$9.99',
      original: null,
      voucher: null,
      coins: null,
      subscription: { today: '$0.00', monthly: '$9.99', firstCharge: 'December 3, 2026', kind: 'trial' },
    };
    const html = render(<CheckoutPage {...vip} />);
    expect(html).toContain('<strong>$0.00</strong> <span>today</span>');
    expect(html).toContain('Then $9.99 a month from December 3, 2026. Cancel before then and you will not be charged.');
    expect(html).toContain('Start my free trial: $0.00 today');
    expect(html).not.toContain('Pay $9.99');
    expect(cardPayLabel({ ...vip, subscription: { ...vip.subscription!, kind: 'resumed' } })).toBe('Restart my membership: $0.00 today');
    expect(cardPayLabel({ ...vip, subscription: { today: '$7.99', monthly: '$7.99', firstCharge: 'January 3, 2027', kind: 'charged' } })).toBe('Pay $7.99 by card');
  });

  it('/checkout: a free reading credit is offered; enough coins enable the coin button', () => {
    const html = render(<CheckoutPage {...CHECKOUT} credit="Your free VIP reading this month" coins={{ price: '150', balance: '1,000', enough: true }} />);
    expect(html).toMatch(/value="pay-credit"[^>]*>Use my free reading<\/button>/);
    expect(html).toContain('Your free VIP reading this month');
    expect(html).toMatch(/<button [^>]*value="pay-kc" name="intent">Pay with/);
  });

  it('/checkout: a failure on our side shows the generic message with a link to support; the retry is a new order', () => {
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const html = render(<CheckoutPage {...CHECKOUT} form={{ intent: 'pay-kc', ok: false, values: { order_uuid: other }, errors: {}, message: CHECKOUT_FAILED_MESSAGE }} />);
    expect(html).toContain(CHECKOUT_FAILED_MESSAGE);
    expect(html).toContain('href="/service"');
    expect(html).toContain(`name="order_uuid" value="${ORDER}"`);
    const refused = render(<CheckoutPage {...CHECKOUT} form={{ intent: 'pay-kc', ok: false, values: { order_uuid: other }, errors: {}, message: 'You do not have enough Karma Coins.' }} />);
    expect(refused).toContain('You do not have enough Karma Coins.');
    expect(refused).toContain(`name="order_uuid" value="${ORDER}"`);
  });

  it('/confirm: a paid reading links to it; a coin package shows the new balance; a subscription its next steps', () => {
    const base = { status: 'paid', productName: 'Celtic Cross Reading', type: 'Reading', orderNumber: ORDER, date: 'November 23, 2026', amount: '$7.50', payment: 'Card', discount: '$7.49 off (SIGNUP50)', error: null, fulfilmentUrl: '/readings-reports/tarot-readings/result/abc', balance: null, subscription: null } as const;
    const reading = render(<ConfirmPage {...base} />);
    expect(reading).toContain('href="/readings-reports/tarot-readings/result/abc">See your <!-- -->reading');
    expect(reading).toContain('$7.49 off (SIGNUP50)');
    expect(render(<ConfirmPage {...base} type="Karma Coins" fulfilmentUrl={null} balance="1,200" />)).toContain('Your balance is now <strong>1,200 Karma Coins</strong>');
    const subscribed = render(<ConfirmPage {...base} type="Subscription" fulfilmentUrl={null} subscription="/readings-reports/subscription/vip-membership" />);
    expect(subscribed).toContain('What happens next');
    expect(subscribed).toContain('<a href="/readings-reports/subscription/vip-membership">your membership page</a>');
    const failed = render(<ConfirmPage {...base} status="failed" error="Your card was declined. Please try another card." />);
    expect(failed).toContain('Your card was declined.');
    expect(failed).not.toContain('See your');
  });

  it('the sandbox approval page says no real money moves and offers Approve and Cancel as plain forms', () => {
    const html = render(<SandboxApprovalPage token="tok_1" amount="$14.99" description="Celtic Cross Reading" pending />);
    expect(html).toContain('Sandbox payment — no real money moves.');
    expect(html.match(/<form action="\/sandbox\/approve\/tok_1" method="post">/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="approve"');
    expect(html).toContain('name="intent" value="cancel"');
    expect(render(<SandboxApprovalPage token="tok_1" amount="$14.99" description="x" pending={false} />)).not.toContain('<form');
  });
});
