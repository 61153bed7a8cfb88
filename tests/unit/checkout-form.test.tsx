/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });
if (!globalThis.crypto?.getRandomValues) Object.assign(globalThis, { crypto: webcrypto });

jest.mock('../../client/lib/navigate', () => ({ navigate: jest.fn() }));

import { navigate } from '../../client/lib/navigate';
import { CHECKOUT_FAILED_MESSAGE, SUBSCRIPTION_FAILED_MESSAGE } from '../../shared/store/store.contract';
import { SANDBOX_DECLINE_MESSAGE, SANDBOX_NONCE } from '../../shared/store/sandbox-card';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { fillCard, stubFetch } from '../support/card-form';
import { serveAndHydrate, TestIslands } from '../support/islands';

const navigated = navigate as jest.MockedFunction<typeof navigate>;
const ORDER = '3f2b8c1a-9d4e-4f6a-8b7c-1d2e3f4a5b6c';
const PROPS: IslandProps['checkout-form'] = { orderUuid: ORDER, purchase: { package: 'payment-usd', upc: 'celtic-cross' }, payLabel: 'Pay $14.99 by card' };

const realFetch = global.fetch;

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Pay \$14\.99 by card|Processing…/ });

beforeEach(() => navigated.mockClear());
afterEach(() => {
  global.fetch = realFetch;
});

describe('the checkout card form island', () => {
  it('serves its pay button disabled, so nothing can be sent before the form is ready', () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="checkout-form" props={PROPS} />
      </TestIslands>,
    );
    expect(payButton().disabled).toBe(true);
    // The card fields have no names: a plain submit could never carry the card.
    for (const input of Array.from(document.querySelectorAll('.checkout-card input'))) expect(input.getAttribute('name')).toBeNull();
    expect(document.body.textContent).toContain('4242 4242 4242 4242');
  });

  it('keeps the button disabled until the card is valid, shows the field messages inline, then enables it', async () => {
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    expect(payButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.blur(screen.getByLabelText('Card number'));
    expect(screen.getByText('This is the sandbox: use one of the test cards listed below.')).toBeTruthy();
    fillCard();
    expect(payButton().disabled).toBe(false);
  });

  it('sends only a nonce, is busy while paying, then goes to the order confirmation', async () => {
    let release!: () => void;
    const calls = stubFetch({ status: 200, body: { order_uuid: ORDER, report_url: `/confirm?order=${ORDER}` } }, new Promise<void>((resolve) => (release = resolve)));
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard();
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toContain('Processing…');
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/checkout/submit');
    expect(calls[0]!.body).toMatchObject({ 'purchase-package': 'payment-usd', order_uuid: ORDER, upc: 'celtic-cross' });
    expect(String(calls[0]!.body.payment_method_nonce)).toMatch(SANDBOX_NONCE);
    expect(JSON.stringify(calls[0]!.body)).not.toContain('4242424242424242');
    expect(navigated).toHaveBeenCalledWith(`/confirm?order=${ORDER}`);
  });

  it("shows a decline in the server's words, clears submitting, and tries again as a new order", async () => {
    const calls = stubFetch({ status: 402, body: { error: { code: 'payment_required', message: SANDBOX_DECLINE_MESSAGE } } });
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard('4000 0000 0000 0002');
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toContain(SANDBOX_DECLINE_MESSAGE);
    expect(payButton().disabled).toBe(false);
    expect(navigated).not.toHaveBeenCalled();
    fillCard();
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(calls[1]!.body.order_uuid).not.toBe(ORDER);
  });

  it('shows the generic message with a link to support when the server fails, and tries again as a new order', async () => {
    const calls = stubFetch({ status: 502, body: { error: { code: 'bad_gateway', message: 'The platform.commerce.order service failed (HTTP 500).' } } });
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard();
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toContain(CHECKOUT_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Contact customer support' }).getAttribute('href')).toBe('/service');
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(calls[1]!.body.order_uuid).not.toBe(ORDER);
  });

  it('says what happened when the processor did not answer (504): nothing was charged, try again, as a new order', async () => {
    const message = 'The payment service did not answer in time. You have not been charged; please try again.';
    const calls = stubFetch({ status: 504, body: { error: { code: 'gateway_timeout', message } } });
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard();
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('alert').textContent).not.toContain(CHECKOUT_FAILED_MESSAGE);
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(calls[1]!.body.order_uuid).not.toBe(ORDER);
  });

  it("a failed subscription submit says 'Sorry, an error occurred' (spec 1 §8)", async () => {
    stubFetch({ status: 502, body: { error: { code: 'bad_gateway', message: 'The platform.commerce.order service failed (HTTP 500).' } } });
    await serveAndHydrate(<Island name="checkout-form" props={{ ...PROPS, purchase: { package: 'payment-subscription', subscription_upc: 'vip-monthly-subscription' } }} />);
    fillCard();
    await act(async () => {
      fireEvent.submit(payButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toContain(SUBSCRIPTION_FAILED_MESSAGE);
  });

  it('keeps the same order when the server was not reached, since the first try may have arrived', async () => {
    const calls: string[] = [];
    global.fetch = (async (_url: string, init?: RequestInit) => {
      calls.push(String(JSON.parse(String(init?.body)).order_uuid));
      throw new TypeError('offline');
    }) as typeof fetch;
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await act(async () => {
        fireEvent.submit(payButton().closest('form')!);
      });
    }
    expect(screen.getByRole('alert').textContent).toContain('Network Failure. Please Try Again.');
    expect(calls).toEqual([ORDER, ORDER]);
  });

  it("the PayPal button goes to the approval address, and 'Not Found' shows the generic message", async () => {
    const calls = stubFetch({ status: 200, body: { redirect_url: ['http://starlit.test/sandbox/approve/tok'] } });
    await serveAndHydrate(<Island name="checkout-form" props={{ ...PROPS, paypal: true }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    });
    expect(calls[0]!.url).toBe(`/api/checkout/redirect_ec?order=${ORDER}&upc=celtic-cross&use_voucher=false`);
    expect(navigated).toHaveBeenCalledWith('http://starlit.test/sandbox/approve/tok');
    stubFetch({ status: 404, body: { error: { code: 'not_found', message: 'Not Found' } } });
    await serveAndHydrate(<Island name="checkout-form" props={{ ...PROPS, paypal: true }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(CHECKOUT_FAILED_MESSAGE);
  });
});
