/**
 * The sandbox gateway's test cards and nonces (issue #13), shared by the card form's sandbox
 * tokenizer (in the browser) and the sandbox adapter (on the platform). The tokenizer turns card
 * details into a single-use nonce that says only what the sandbox should do with it, the brand
 * and the last four digits: the card number itself never leaves the browser.
 *
 * Test cards follow the common convention: any future expiry, any CVC.
 */
/** decline_later: the card is accepted and kept, and every later charge of it is declined (a renewal that fails). */
export const SANDBOX_OUTCOMES = ['succeed', 'decline', 'timeout', 'decline_later'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: SandboxOutcome; note: string }[] = [
  { number: '4242424242424242', outcome: 'succeed', note: 'Visa: the payment succeeds' },
  { number: '5555555555554444', outcome: 'succeed', note: 'Mastercard: the payment succeeds' },
  { number: '4000000000000002', outcome: 'decline', note: 'Visa: the card is declined' },
  { number: '4000000000000119', outcome: 'timeout', note: 'Visa: the processor does not answer in time' },
  { number: '4000000000000341', outcome: 'decline_later', note: 'Visa: accepted and kept, then declined when charged again (a failed renewal)' },
];

/** What the sandbox answers for a declined card (shown word for word by the checkout). */
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined. Please try another card.';

/** A nonce: `sbx_{outcome}_{brand}_{last4}_{random}`; random is 22 URL-safe characters (128 bits). */
export const SANDBOX_NONCE = /^sbx_(succeed|decline|timeout|decline_later)_(visa|mastercard)_(\d{4})_([A-Za-z0-9_-]{22})$/;

export function parseSandboxNonce(nonce: string): { outcome: SandboxOutcome; brand: 'visa' | 'mastercard'; last4: string } | null {
  const match = SANDBOX_NONCE.exec(nonce);
  if (!match) return null;
  return { outcome: match[1] as SandboxOutcome, brand: match[2] as 'visa' | 'mastercard', last4: match[3]! };
}

/** 'Visa ending 4242'. */
export const cardLabel = (brand: 'visa' | 'mastercard', last4: string): string => `${brand === 'visa' ? 'Visa' : 'Mastercard'} ending ${last4}`;
