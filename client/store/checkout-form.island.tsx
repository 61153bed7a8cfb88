import { useState, type FormEvent } from 'react';
import { SANDBOX_TEST_CARDS } from '../../shared/store/sandbox-card';
import type { IslandProps } from '../../shared/islands';
import { errorProps, Field } from '../../views/ui/form-field';
import { ApiError, callLazily } from '../lib/api-client';
import { navigate } from '../lib/navigate';
import { checkCard, sandboxNonce, type CardDetails, type CardField } from './sandbox-card';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

// The contracts (and zod with them) are fetched when the visitor pays, not with the page.
const contracts = () => import('../../shared/store/store.contract');

const FIELDS: { name: CardField; label: string; autoComplete: string; inputMode?: 'numeric'; placeholder?: string; maxLength: number }[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  { name: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', maxLength: 7 },
  { name: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name', maxLength: 100 },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
];

const EMPTY: CardDetails = { number: '', expiry: '', cvc: '', name: '', zip: '' };

/** A new order id after a refusal (nothing was charged), so the next try is a new order. */
function newOrderUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Spec 1 §8: the server's text; a failure on our side (or none) is the generic message with a link to /service. */
function failureOf(error: unknown, generic: string, notFoundIsGeneric = false): { message: string; generic: boolean } {
  if (error instanceof ApiError && error.status === 0) return { message: error.message, generic: false };
  // A refusal, or the processor's timeout (504: nothing was charged), says what happened in its own words.
  if (error instanceof ApiError && (error.status < 500 || error.code === 'gateway_timeout') && error.code) {
    const field = Object.values(error.fields)[0]?.[0];
    const message = field ?? error.message;
    if (!(notFoundIsGeneric && message === 'Not Found')) return { message, generic: false };
  }
  return { message: generic, generic: true };
}

/**
 * The card form (issue #13; spec 1 §4 Checkout): the card's details become a single-use sandbox
 * nonce here, and only the nonce goes to POST /api/checkout/submit; the browser then goes to the
 * order's confirmation. The pay button stays disabled until the island runs and the details are
 * valid, and while paying. Without JavaScript the store's form goes to /checkout, where coins
 * and PayPal work as plain forms.
 */
function CheckoutForm({ orderUuid, purchase, packages, voucherInput, payLabel, paypal }: CheckoutProps) {
  const hydrated = useHydrated();
  const [order, setOrder] = useState(orderUuid);
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [chosen, setChosen] = useState(purchase['kc-package-select'] ?? packages?.[0]?.upc ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; generic: boolean } | null>(null);

  const errors = checkCard(card);
  const valid = Object.keys(errors).length === 0 && (!packages || chosen !== '');
  const ready = hydrated && valid && !submitting;
  const choice = packages?.find((each) => each.upc === chosen);
  const label = choice ? `Pay ${choice.price}` : payLabel;

  const voucherTicked = () => {
    if (!voucherInput) return undefined;
    const box = document.getElementById(voucherInput);
    return box instanceof HTMLInputElement ? box.checked : undefined;
  };
  const product = packages ? { 'kc-package-select': chosen } : purchase.package === 'payment-kc-package' ? { 'kc-package-select': purchase['kc-package-select'] } : {};

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (!ready) return;
    setSubmitting(true);
    setFailure(null);
    const { CheckoutSubmitContract, CHECKOUT_FAILED_MESSAGE, SUBSCRIPTION_FAILED_MESSAGE } = await contracts().catch(() => ({
      CheckoutSubmitContract: null,
      CHECKOUT_FAILED_MESSAGE: '',
      SUBSCRIPTION_FAILED_MESSAGE: '',
    }));
    if (!CheckoutSubmitContract) {
      setFailure({ message: 'Network Failure. Please Try Again.', generic: false });
      setSubmitting(false);
      return;
    }
    const voucher = voucherTicked();
    try {
      const reply = await callLazily(async () => CheckoutSubmitContract, {
        body: {
          'purchase-package': packages ? 'payment-kc-package' : purchase.package,
          order_uuid: order,
          ...(purchase.upc ? { upc: purchase.upc } : {}),
          ...(purchase.deal ? { deal: purchase.deal } : {}),
          ...(purchase.subscription_upc ? { subscription_upc: purchase.subscription_upc } : {}),
          ...product,
          payment_method_nonce: sandboxNonce(card),
          use_voucher: voucher ?? false,
        },
      });
      navigate(reply.report_url);
    } catch (error) {
      // Spec 1 §8: a failed subscription submit says 'Sorry, an error occurred'; any other purchase the checkout's message.
      const failed = failureOf(error, purchase.package === 'payment-subscription' ? SUBSCRIPTION_FAILED_MESSAGE : CHECKOUT_FAILED_MESSAGE);
      // The server answered (a decline, a timeout at the processor): that order is settled as failed
      // and nothing was charged, so the next try is a new order. No answer at all: the same order,
      // which the platform charges at most once.
      if (!(error instanceof ApiError && error.status === 0)) setOrder(newOrderUuid());
      setFailure(failed);
      setSubmitting(false);
    }
  }

  async function payPal() {
    if (!hydrated || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { RedirectEcContract } = await contracts();
      const upc = purchase.subscription_upc ? { 'additional-upc': purchase.subscription_upc } : purchase.upc ? { upc: purchase.upc, ...(purchase.deal ? { deal: purchase.deal } : {}) } : product;
      const voucher = voucherTicked();
      const reply = await callLazily(async () => RedirectEcContract, { query: { order, ...upc, use_voucher: voucher ?? false } });
      navigate(reply.redirect_url[0]!);
    } catch (error) {
      const { CHECKOUT_FAILED_MESSAGE } = await contracts().catch(() => ({ CHECKOUT_FAILED_MESSAGE: 'Network Failure. Please Try Again.' }));
      setFailure(failureOf(error, CHECKOUT_FAILED_MESSAGE, true));
      setSubmitting(false);
    }
  }

  return (
    <form className="form form-card checkout-form" method="get" action={'/checkout' satisfies RoutePattern} noValidate onSubmit={pay} aria-busy={submitting}>
      {packages && (
        <fieldset className="checkout-packages">
          <legend>Choose a Karma Coin package</legend>
          {packages.map((each) => (
            <label key={each.upc} className="card checkout-package">
              <input type="radio" name="kc-package-select" value={each.upc} checked={chosen === each.upc} onChange={() => setChosen(each.upc)} />
              <span className="checkout-package-label">{each.label}</span>{' '}
              <span className="checkout-package-price">
                {each.original && (
                  <>
                    <span className="visually-hidden">was </span>
                    <s>{each.original}</s> <span className="visually-hidden">now </span>
                  </>
                )}
                {each.price}
              </span>
              {each.percent !== null && <span className="store-badge checkout-package-bonus"> {each.percent}% bonus</span>}
            </label>
          ))}
        </fieldset>
      )}
      {packages && (
        <noscript>
          <p>Paying by card needs JavaScript. You can continue to checkout and pay with PayPal instead.</p>
          <button type="submit" className="button button-secondary">
            Continue to checkout
          </button>
        </noscript>
      )}
      <CardFields legend="Pay by card" card={card} errors={errors} touched={touched} onChange={setCard} onTouch={setTouched} />
      <FailureLine failure={failure} />
      <button type="submit" className="button button-primary checkout-pay" disabled={!ready} aria-busy={submitting}>
        {submitting ? 'Processing…' : label}
      </button>
      {paypal && (
        <button type="button" className="button button-secondary checkout-paypal" disabled={!hydrated || submitting} onClick={payPal}>
          Pay with PayPal
        </button>
      )}
      <TestCards />
    </form>
  );
}

type Touched = Partial<Record<CardField, boolean>>;
const ALL_TOUCHED: Touched = { number: true, expiry: true, cvc: true, name: true, zip: true };

/** The card's five fields, with their messages once each was left. */
function CardFields({ legend, card, errors, touched, onChange, onTouch }: { legend: string; card: CardDetails; errors: Partial<Record<CardField, string>>; touched: Touched; onChange: (card: CardDetails) => void; onTouch: (touched: Touched) => void }) {
  return (
    <fieldset className="checkout-card">
      <legend>{legend}</legend>
      {FIELDS.map((field) => {
        const id = `card-${field.name}`;
        const error = touched[field.name] ? errors[field.name] : undefined;
        return (
          <Field key={field.name} id={id} label={field.label} error={error}>
            {/* No name: the card's details are never part of any request. */}
            <input
              id={id}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              value={card[field.name]}
              onChange={(event) => onChange({ ...card, [field.name]: event.target.value })}
              onBlur={() => onTouch({ ...touched, [field.name]: true })}
              {...errorProps(id, error)}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}

function FailureLine({ failure }: { failure: { message: string; generic: boolean } | null }) {
  if (!failure) return null;
  return (
    <p className="form-error" role="alert">
      {failure.message}
      {failure.generic && (
        <>
          {' '}
          <a href={'/service' satisfies RoutePattern}>Contact customer support</a>
        </>
      )}
    </p>
  );
}

function TestCards() {
  return (
    <div className="checkout-test-cards">
      <p>
        <strong>Sandbox payment — no real money moves.</strong> Use one of these test cards:
      </p>
      <ul>
        {SANDBOX_TEST_CARDS.map((test) => (
          <li key={test.number}>
            <code>{test.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> {test.note}
          </li>
        ))}
      </ul>
      <p>Any future expiry date and any 3 digit security code.</p>
    </div>
  );
}

/**
 * The membership page's 'Update your card' (spec 1 §7): the same fields and sandbox nonce, posted
 * alone to POST /api/member/subscription/update_payment. The saved message and the new card show
 * in place; a past-due subscription is charged with it at the next renewal run.
 */
function UpdateCardForm({ paymentLabel }: UpdatePaymentProps) {
  const hydrated = useHydrated();
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [touched, setTouched] = useState<Touched>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; generic: boolean } | null>(null);
  const [saved, setSaved] = useState<{ message: string; label: string } | null>(null);

  const errors = checkCard(card);
  const ready = hydrated && Object.keys(errors).length === 0 && !submitting;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (!ready) return;
    setSubmitting(true);
    setFailure(null);
    setSaved(null);
    const loaded = await contracts().catch(() => null);
    if (!loaded) {
      setFailure({ message: 'Network Failure. Please Try Again.', generic: false });
      setSubmitting(false);
      return;
    }
    try {
      const reply = await callLazily(async () => loaded.UpdatePaymentContract, { body: { nonce: sandboxNonce(card) } });
      setSaved({ message: reply.message, label: reply.payment_label });
      setCard(EMPTY);
      setTouched({});
    } catch (error) {
      setFailure(failureOf(error, loaded.CHECKOUT_FAILED_MESSAGE));
    }
    setSubmitting(false);
  }

  return (
    <form className="form form-card checkout-form update-card-form" noValidate onSubmit={save} aria-busy={submitting}>
      <p className="update-card-current">
        Card on file: <strong>{saved?.label ?? paymentLabel}</strong>
      </p>
      <noscript>
        <p>Entering a new card needs JavaScript. Please turn it on to save a card.</p>
      </noscript>
      <CardFields legend="Your new card" card={card} errors={errors} touched={touched} onChange={setCard} onTouch={setTouched} />
      <FailureLine failure={failure} />
      <div role="status">{saved && <p className="form-success">{saved.message}</p>}</div>
      <button type="submit" className="button button-primary checkout-pay" disabled={!ready} aria-busy={submitting}>
        {submitting ? 'Saving…' : 'Save my card'}
      </button>
      <TestCards />
    </form>
  );
}

type CheckoutProps = Exclude<IslandProps['checkout-form'], { purpose: 'update-payment' }>;
type UpdatePaymentProps = Extract<IslandProps['checkout-form'], { purpose: 'update-payment' }>;

function CardForm(props: IslandProps['checkout-form']) {
  return props.purpose === 'update-payment' ? <UpdateCardForm {...props} /> : <CheckoutForm {...props} />;
}

export default defineIsland('checkout-form', CardForm);
