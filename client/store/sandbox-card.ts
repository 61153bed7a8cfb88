import { SANDBOX_TEST_CARDS, type SandboxOutcome } from '../../shared/store/sandbox-card';

/**
 * The sandbox gateway's tokenizer (issue #13), run in the browser: it checks the card details and
 * turns them into a single-use nonce `sbx_{outcome}_{brand}_{last4}_{random}` that tells the
 * sandbox only what to do, the brand and the last four digits. The card number, expiry and CVC
 * stay here; only the nonce is sent. A real processor's hosted fields would take this file's place.
 */

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  notTestCard: 'This is the sandbox: use one of the test cards listed below.',
  expiry: 'Please enter the expiry date as MM/YY.',
  expired: 'This card has expired. Please check the expiry date.',
  cvc: 'Please enter the 3 or 4 digit security code.',
  name: 'Please enter the name on the card.',
  zip: 'Please enter a valid ZIP code.',
} as const;

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  zip: string;
}
export type CardField = keyof CardDetails;
export type CardErrors = Partial<Record<CardField, string>>;

/** The digits of what was typed ('4242 4242 ...' → '42424242...'). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM / YY, MM/YYYY) that has not ended yet: a card is good through the last day of its month. */
export function expiryProblem(value: string, now: Date = new Date()): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return CARD_MESSAGES.expiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiry;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return CARD_MESSAGES.expired;
  return undefined;
}

/** The message under each field that is not right yet; an empty object when the card can be tokenized. */
export function checkCard(card: CardDetails, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) errors.number = CARD_MESSAGES.number;
  else if (!testCard(digits)) errors.number = CARD_MESSAGES.notTestCard;
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (card.name.trim() === '' || card.name.trim().length > 100) errors.name = CARD_MESSAGES.name;
  if (!/^\d{5}(-\d{4})?$/.test(card.zip.trim())) errors.zip = CARD_MESSAGES.zip;
  return errors;
}

function testCard(digits: string): { outcome: SandboxOutcome } | undefined {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits);
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 URL-safe characters (132 bits) from the browser's cryptographic source. */
function randomPart(): string {
  const bytes = new Uint8Array(22);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => URL_SAFE[byte & 63]).join('');
}

/** The nonce for valid card details (call `checkCard` first); throws when they are not a test card. */
export function sandboxNonce(card: Pick<CardDetails, 'number'>): string {
  const digits = cardDigits(card.number);
  const known = testCard(digits);
  if (!known || !luhnValid(digits)) throw new Error(CARD_MESSAGES.notTestCard);
  const brand = digits.startsWith('4') ? 'visa' : 'mastercard';
  return `sbx_${known.outcome}_${brand}_${digits.slice(-4)}_${randomPart()}`;
}
