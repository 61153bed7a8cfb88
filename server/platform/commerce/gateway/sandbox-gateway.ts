import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cardLabel, parseSandboxNonce, SANDBOX_DECLINE_MESSAGE, type SandboxOutcome } from '../../../../shared/store/sandbox-card';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../errors';
import type { CommerceTables, SandboxChargesTable } from '../commerce.tables';
import { GatewayDeclinedError, GatewayNonceError, GatewayTimeoutError, type Charge, type ChargeResult, type ChargeSource, type PaymentGateway } from './payment-gateway';

/**
 * The sandbox payment gateway (issue #13): the processor that ships with the project, so the
 * whole purchase flow runs on one machine with no account anywhere. It keeps a processor's books
 * in the sandbox_* tables: charges unique by idempotency key, nonces used once, kept payment
 * methods, and approvals for the redirect (PayPal-style) flow, whose page is the site's
 * /sandbox/approve/{token}. What a nonce does is in its text (see shared/store/sandbox-card.ts):
 * the test card it was made from succeeds, is declined, or times out.
 */

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

export const NONCE_UNREADABLE = 'Your card details could not be read. Please enter them again.';
export const NONCE_USED = 'These card details were already used. Please enter them again.';
export const METHOD_GONE = 'That payment method is no longer on file. Please add a card.';
export const NOT_APPROVED = 'The payment was not approved.';

export type SandboxApproval = { token: string; amount_cents: number; description: string; status: 'pending' | 'approved' | 'canceled' | 'captured' };

export interface SandboxGateway extends PaymentGateway {
  /** The approval page's view of an approval; unknown token: 404. */
  approval(token: string): Promise<SandboxApproval>;
  /** The approval page's buttons: marks it approved or canceled and answers where the browser goes. */
  decide(token: string, decision: 'approve' | 'cancel'): Promise<{ redirect_url: string }>;
}

const toCharge = (row: SandboxChargesTable): Charge => ({
  charge_id: row.charge_id,
  idempotency_key: row.idempotency_key,
  amount_cents: Number(row.amount_cents),
  payment_label: row.payment_label,
  created: row.created_at,
});

export function createSandboxGateway(db: Kysely<CommerceTables>, options: { siteUrl: string; now?: () => Date }): SandboxGateway {
  const now = options.now ?? (() => new Date());

  const findCharge = async (key: string): Promise<Charge | null> => {
    const row = await db.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return row ? toCharge(row) : null;
  };

  /** A nonce read and spent: it cannot pay twice, whatever happens next. */
  async function spendNonce(nonce: string): Promise<{ outcome: SandboxOutcome; label: string }> {
    const card = parseSandboxNonce(nonce);
    if (!card) throw new GatewayNonceError(NONCE_UNREADABLE);
    try {
      await db.insertInto('sandbox_used_nonces').values({ nonce, used_at: now().toISOString() }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new GatewayNonceError(NONCE_USED);
      throw error;
    }
    return { outcome: card.outcome, label: cardLabel(card.brand, card.last4) };
  }

  async function source(from: ChargeSource): Promise<{ outcome: SandboxOutcome; label: string }> {
    if ('nonce' in from) return spendNonce(from.nonce);
    const method = await db.selectFrom('sandbox_methods').selectAll().where('method_token', '=', from.method_token).executeTakeFirst();
    if (!method) throw new GatewayNonceError(METHOD_GONE);
    // A kept card charged again: decline_later now declines.
    return { outcome: method.outcome === 'decline_later' ? 'decline' : (method.outcome as SandboxOutcome), label: method.payment_label };
  }

  /** Books a charge once per key; the loser of a race for the same key answers the winner's charge. */
  async function book(key: string, amount: number, description: string, label: string): Promise<ChargeResult> {
    const row: SandboxChargesTable = { charge_id: newId('ch'), idempotency_key: key, amount_cents: amount, description: description.slice(0, 200), payment_label: label, created_at: now().toISOString() };
    try {
      await db.insertInto('sandbox_charges').values(row).execute();
      return { status: 'succeeded', charge: toCharge(row) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findCharge(key);
      if (!existing) throw error;
      return { status: 'succeeded', charge: existing };
    }
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',
    findCharge,

    async charge({ source: from, amount_cents, idempotency_key, description }) {
      if (!Number.isSafeInteger(amount_cents) || amount_cents <= 0) throw new Error(`The sandbox cannot charge ${amount_cents} cents`);
      const earlier = await findCharge(idempotency_key);
      if (earlier) return { status: 'succeeded', charge: earlier };
      const { outcome, label } = await source(from);
      if (outcome === 'decline') return { status: 'declined', message: SANDBOX_DECLINE_MESSAGE };
      if (outcome === 'timeout') throw new GatewayTimeoutError();
      return book(idempotency_key, amount_cents, description, label);
    },

    async vault({ nonce, customer }) {
      const { outcome, label } = await spendNonce(nonce);
      if (outcome === 'decline') throw new GatewayDeclinedError(SANDBOX_DECLINE_MESSAGE);
      if (outcome === 'timeout') throw new GatewayTimeoutError();
      const method_token = newId('pm');
      await db.insertInto('sandbox_methods').values({ method_token, customer: customer.slice(0, 64), outcome, payment_label: label, created_at: now().toISOString() }).execute();
      return { method_token, payment_label: label };
    },

    async createApproval({ amount_cents, idempotency_key, description, return_url, cancel_url, vault }) {
      const token = newId('ap');
      await db
        .insertInto('sandbox_approvals')
        .values({ token, idempotency_key, amount_cents, description: description.slice(0, 200), return_url, cancel_url, vault: vault ? 1 : 0, status: 'pending', created_at: now().toISOString() })
        .execute();
      return { token, approval_url: `${options.siteUrl}/sandbox/approve/${token}` };
    },

    async captureApproval({ token, idempotency_key }) {
      const approval = await db.selectFrom('sandbox_approvals').selectAll().where('token', '=', token).executeTakeFirst();
      if (!approval || approval.idempotency_key !== idempotency_key) return { status: 'declined', message: NOT_APPROVED };
      if (approval.status !== 'approved' && approval.status !== 'captured') return { status: 'declined', message: NOT_APPROVED };
      const label = 'PayPal account';
      // The kept method of a vaulting approval is named after it, so a second capture answers the same one.
      const method_token = approval.vault ? `pm_${token}` : undefined;
      if (method_token) {
        const kept = await db.selectFrom('sandbox_methods').select('method_token').where('method_token', '=', method_token).executeTakeFirst();
        if (!kept) {
          try {
            await db.insertInto('sandbox_methods').values({ method_token, customer: token, outcome: 'succeed', payment_label: label, created_at: now().toISOString() }).execute();
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
      }
      const amount = Number(approval.amount_cents);
      const result = amount > 0 ? await book(idempotency_key, amount, approval.description, label) : null;
      await db.updateTable('sandbox_approvals').set({ status: 'captured' }).where('token', '=', token).execute();
      if (result) return { ...result, ...(method_token ? { method_token } : {}) };
      // Nothing to charge (a trial kept for later): a zero "charge" that books nothing.
      return { status: 'succeeded', charge: { charge_id: `none_${token}`, idempotency_key, amount_cents: 0, payment_label: label, created: now().toISOString() }, ...(method_token ? { method_token } : {}) };
    },

    async approval(token) {
      const row = await db.selectFrom('sandbox_approvals').selectAll().where('token', '=', token).executeTakeFirst();
      if (!row) throw new AppError('not_found', 'Not Found');
      return { token: row.token, amount_cents: Number(row.amount_cents), description: row.description, status: row.status as SandboxApproval['status'] };
    },

    async decide(token, decision) {
      const row = await db.selectFrom('sandbox_approvals').selectAll().where('token', '=', token).executeTakeFirst();
      if (!row) throw new AppError('not_found', 'Not Found');
      if (row.status === 'pending') {
        await db
          .updateTable('sandbox_approvals')
          .set({ status: decision === 'approve' ? 'approved' : 'canceled' })
          .where('token', '=', token)
          .where('status', '=', 'pending')
          .execute();
      }
      const decided = (await db.selectFrom('sandbox_approvals').select('status').where('token', '=', token).executeTakeFirstOrThrow()).status;
      if (decided === 'canceled') return { redirect_url: row.cancel_url };
      const back = new URL(row.return_url);
      back.searchParams.set('token', token);
      return { redirect_url: back.toString() };
    },
  };
  return gateway;
}
