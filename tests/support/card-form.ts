import { fireEvent, screen } from '@testing-library/react';

/** A call the card form made: its address and its JSON body. */
export type CardFormCall = { url: string; body: Record<string, unknown> };

/**
 * Stubs fetch for the card form (checkout and updating the payment method): every call is
 * answered with `reply`, after `gate` when one is given (to hold a submission in flight).
 * Returns the calls made. The test puts the real fetch back.
 */
export function stubFetch(reply: { status: number; body: unknown }, gate?: Promise<void>): CardFormCall[] {
  const calls: CardFormCall[] = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    if (gate) await gate;
    return { ok: reply.status < 300, status: reply.status, statusText: '', text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** Fills the card form's fields: the card number given, and a valid expiry, code, name and ZIP. */
export function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/39' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Luna Lovegood' } });
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '94103' } });
}
