/**
 * The one door money goes through (issue #13). The commerce service charges only through this
 * interface; the sandbox adapter (`sandbox-gateway.ts`) ships with the project, and a real
 * processor is one more adapter implementing the same methods (see "Payments" in server/platform/commerce/README.md).
 *
 * Card numbers never reach our server: the browser's card form turns them into a single-use
 * `nonce` (the processor's client library; for the sandbox, `client/store/sandbox-card.ts`), and
 * only the nonce is sent here. Every charge carries an idempotency key (the order's uuid, or a
 * renewal's key): the same key never charges twice, and `findCharge` tells after a crash
 * whether a charge was made.
 */

export interface Charge {
  charge_id: string;
  idempotency_key: string;
  amount_cents: number;
  /** 'Visa ending 4242', 'PayPal account'. */
  payment_label: string;
  created: string;
}

export type ChargeResult = { status: 'succeeded'; charge: Charge } | { status: 'declined'; message: string };

/** Where the money comes from: a single-use nonce from the card form, or a payment method kept for a subscription. */
export type ChargeSource = { nonce: string } | { method_token: string };

/** The processor did not answer in time: whether it charged is unknown until `findCharge` says. */
export class GatewayTimeoutError extends Error {
  constructor(message = 'The payment service did not answer in time.') {
    super(message);
    this.name = 'GatewayTimeoutError';
  }
}

/** A nonce that is malformed, unknown or already used: refused before any charge. */
export class GatewayNonceError extends Error {
  constructor(message = 'Your card details have expired. Please enter them again.') {
    super(message);
    this.name = 'GatewayNonceError';
  }
}

/** A card refused when it is kept for later (a subscription start): nothing is charged or kept. */
export class GatewayDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayDeclinedError';
  }
}

export interface PaymentGateway {
  readonly name: string;
  /** Charges `amount_cents`; the same `idempotency_key` again answers the first charge and charges nothing. */
  charge(input: { source: ChargeSource; amount_cents: number; idempotency_key: string; description: string }): Promise<ChargeResult>;
  /** The charge made with this key, or null: the reconciliation after a crash or a timeout. */
  findCharge(idempotencyKey: string): Promise<Charge | null>;
  /** Keeps a card for later charges (subscriptions): a single-use nonce becomes a reusable method. A refused card: GatewayDeclinedError. */
  vault(input: { nonce: string; customer: string }): Promise<{ method_token: string; payment_label: string }>;
  /** The redirect flow: an approval page on the processor's side, which sends the browser back to `return_url?token=...`. */
  createApproval(input: { amount_cents: number; idempotency_key: string; description: string; return_url: string; cancel_url: string; vault: boolean }): Promise<{ token: string; approval_url: string }>;
  /** Charges an approved approval (once per key); declined when it was not approved. With `vault`, also a method for later charges. */
  captureApproval(input: { token: string; idempotency_key: string }): Promise<ChargeResult & { method_token?: string }>;
}
