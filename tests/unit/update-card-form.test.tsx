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
import { CHECKOUT_FAILED_MESSAGE } from '../../shared/store/store.contract';
import { SANDBOX_DECLINE_MESSAGE, SANDBOX_NONCE } from '../../shared/store/sandbox-card';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { fillCard, stubFetch } from '../support/card-form';
import { serveAndHydrate, TestIslands } from '../support/islands';

const PROPS: IslandProps['checkout-form'] = { purpose: 'update-payment', paymentLabel: 'Visa ending 4242' };
const SAVED = 'Your Payment Method has been saved.';

const realFetch = global.fetch;

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Save my card|Saving…/ });

afterEach(() => {
  global.fetch = realFetch;
});

describe('the card form island, updating the payment method', () => {
  it('serves a disabled Save my card button, the card on file, and a line for visitors without JavaScript', () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="checkout-form" props={PROPS} />
      </TestIslands>,
    );
    expect(saveButton().disabled).toBe(true);
    expect(document.body.textContent).toContain('Card on file: Visa ending 4242');
    expect(document.querySelector('noscript')?.textContent).toContain('needs JavaScript');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    for (const input of Array.from(document.querySelectorAll('.checkout-card input'))) expect(input.getAttribute('name')).toBeNull();
  });

  it('stays disabled until the card is valid, then posts only the nonce and shows the saved card in place', async () => {
    let release!: () => void;
    const calls = stubFetch({ status: 200, body: { message: SAVED, payment_label: 'Mastercard ending 4444' } }, new Promise<void>((resolve) => (release = resolve)));
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '5555 5555 5555 4444' } });
    expect(saveButton().disabled).toBe(true);
    fillCard('5555 5555 5555 4444');
    expect(saveButton().disabled).toBe(false);
    await act(async () => {
      fireEvent.submit(saveButton().closest('form')!);
    });
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().textContent).toContain('Saving…');
    await act(async () => release());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/member/subscription/update_payment');
    expect(Object.keys(calls[0]!.body)).toEqual(['nonce']);
    expect(String(calls[0]!.body.nonce)).toMatch(SANDBOX_NONCE);
    expect(screen.getByRole('status').textContent).toBe(SAVED);
    expect(document.body.textContent).toContain('Card on file: Mastercard ending 4444');
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a decline in the server's words, and a failure on our side as the generic message with a link to support", async () => {
    stubFetch({ status: 402, body: { error: { code: 'payment_required', message: SANDBOX_DECLINE_MESSAGE } } });
    await serveAndHydrate(<Island name="checkout-form" props={PROPS} />);
    fillCard('4000 0000 0000 0002');
    await act(async () => {
      fireEvent.submit(saveButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toBe(SANDBOX_DECLINE_MESSAGE);
    expect(saveButton().disabled).toBe(false);
    expect(document.body.textContent).toContain('Card on file: Visa ending 4242');

    stubFetch({ status: 502, body: { error: { code: 'bad_gateway', message: 'The platform.commerce service failed (HTTP 500).' } } });
    await act(async () => {
      fireEvent.submit(saveButton().closest('form')!);
    });
    expect(screen.getByRole('alert').textContent).toContain(CHECKOUT_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Contact customer support' }).getAttribute('href')).toBe('/service');
  });
});
