import { webcrypto } from 'node:crypto';
import { parseSandboxNonce, SANDBOX_NONCE, SANDBOX_TEST_CARDS } from '../../shared/store/sandbox-card';
import { CARD_MESSAGES, checkCard, expiryProblem, luhnValid, sandboxNonce } from '../../client/store/sandbox-card';

if (!globalThis.crypto) Object.assign(globalThis, { crypto: webcrypto });

const now = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Luna Lovegood', zip: '94103' };

describe('the sandbox card tokenizer', () => {
  it('accepts numbers whose Luhn checksum holds and refuses the others', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('abcd')).toBe(false);
  });

  it('takes an expiry through the end of its month and refuses a past or malformed one', () => {
    expect(expiryProblem('11/26', now)).toBeUndefined();
    expect(expiryProblem('1/2031', now)).toBeUndefined();
    expect(expiryProblem('10/26', now)).toBe(CARD_MESSAGES.expired);
    expect(expiryProblem('13/27', now)).toBe(CARD_MESSAGES.expiry);
    expect(expiryProblem('1227', now)).toBe(CARD_MESSAGES.expiry);
  });

  it('names every field that is not right yet, and nothing for a good test card', () => {
    expect(checkCard(good, now)).toEqual({});
    expect(checkCard({ number: '1234', expiry: '', cvc: '12', name: ' ', zip: '123' }, now)).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
      name: CARD_MESSAGES.name,
      zip: CARD_MESSAGES.zip,
    });
  });

  it('refuses a real-looking card that is not one of the test cards, in the sandbox words', () => {
    expect(checkCard({ ...good, number: '4111 1111 1111 1111' }, now).number).toBe('This is the sandbox: use one of the test cards listed below.');
    expect(() => sandboxNonce({ number: '4111111111111111' })).toThrow(CARD_MESSAGES.notTestCard);
  });

  it('turns each test card into a nonce that carries its outcome, brand and last four digits, never the number', () => {
    const outcomes = SANDBOX_TEST_CARDS.map((card) => {
      const nonce = sandboxNonce({ number: card.number });
      expect(nonce).toMatch(SANDBOX_NONCE);
      expect(nonce).not.toContain(card.number);
      return parseSandboxNonce(nonce);
    });
    expect(outcomes).toEqual(SANDBOX_TEST_CARDS.map((card) => ({ outcome: card.outcome, brand: card.number.startsWith('4') ? 'visa' : 'mastercard', last4: card.number.slice(-4) })));
    expect(outcomes.slice(0, 4)).toEqual([
      { outcome: 'succeed', brand: 'visa', last4: '4242' },
      { outcome: 'succeed', brand: 'mastercard', last4: '4444' },
      { outcome: 'decline', brand: 'visa', last4: '0002' },
      { outcome: 'timeout', brand: 'visa', last4: '0119' },
    ]);
  });

  it('makes a new random part for every nonce, so each is single-use', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => sandboxNonce({ number: '4242424242424242' })));
    expect(nonces.size).toBe(50);
  });
});
