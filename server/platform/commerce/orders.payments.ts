import { AppError } from '../../errors';
import type { SubscriptionUpc } from '../../../shared/store/catalogue';
import { GatewayDeclinedError, GatewayNonceError, GatewayTimeoutError, type Charge, type ChargeSource } from './gateway/payment-gateway';
import { ordersData, type OrderRow } from './orders.data';
import { FAULT_EXIT_AFTER_CHARGE, FAULT_EXIT_CODE, isSubscription, MESSAGES, type OrdersContext } from './orders.shared';

/**
 * Taking the money and fulfilling (issue #13): coins, a card through the gateway, a free reading,
 * a subscription's kept card, the redirect flow's capture; then the ledger entry, what was bought,
 * and the paid order. Every step is keyed by the order's uuid or conditional on its status, so it
 * may run again (a retry, the reconciliation after a crash) and moves nothing twice.
 */
export function createPayments({ db, gateway, ports, internals, options, logger, stamp }: OrdersContext) {
  let receiptsWritten: () => void = () => {};

  async function fail(row: OrderRow, message: string): Promise<OrderRow> {
    await ordersData.transition(db, row.order_uuid, ['charging', 'awaiting_approval'], { status: 'failed', error: message.slice(0, 300), updated_at: stamp() });
    await ordersData.releaseVoucher(db, row.order_uuid);
    return (await ordersData.get(db, row.order_uuid))!;
  }

  /** Cancels an order that awaits approval (never one being captured), freeing its voucher and held reading. */
  async function giveUp(row: OrderRow, message: string): Promise<boolean> {
    const moved = await ordersData.transition(db, row.order_uuid, ['awaiting_approval'], { status: 'failed', error: message, updated_at: stamp() });
    if (moved) await ordersData.releaseVoucher(db, row.order_uuid);
    return moved;
  }

  /**
   * The money is in: records it on the member's ledger (keyed by the order), makes what was
   * bought, and marks the order paid. Safe to run again for the same order (a retry, the
   * reconciliation after a crash): every step is keyed or conditional.
   */
  async function finishPaid(row: OrderRow, charge: { charge_id: string | null; payment_label: string | null }): Promise<OrderRow> {
    const product = ports.catalogue.product(row.upc);
    const name = product?.description.product_name ?? row.upc;
    const usd = Number(row.usd_cents);
    if (row.payment_method !== 'kc') {
      if (product?.description.type === 'Karma Coins') {
        const coins = (product.kc_granted ?? 0) * row.quantity;
        await ports.memberLedger.record({ member_uuid: row.member_uuid, kind: 'kc_purchase', description: name, usd_cents: usd, kc: coins, order_uuid: row.order_uuid });
      } else if (usd > 0) {
        await ports.memberLedger.record({ member_uuid: row.member_uuid, kind: 'purchase', description: name, usd_cents: usd, kc: 0, order_uuid: row.order_uuid });
      }
    }
    let fulfilment = row.fulfilment_url;
    if (row.deal_id && !fulfilment) {
      try {
        fulfilment = (await ports.readings.fulfil(row.deal_id, row.member_uuid)).url;
      } catch (error) {
        // Paid, but the reading could not be made now: the order stays paid and support can make it.
        logger.error({ err: error, order: row.order_uuid }, 'a paid reading could not be made');
      }
    }
    await ordersData.transition(db, row.order_uuid, ['charging', 'awaiting_approval'], {
      status: 'paid',
      charge_id: charge.charge_id,
      payment_label: charge.payment_label,
      fulfilment_url: fulfilment,
      error: null,
      updated_at: stamp(),
    });
    receiptsWritten();
    return (await ordersData.get(db, row.order_uuid))!;
  }

  function faultAfterCharge(): void {
    if (options.fault === FAULT_EXIT_AFTER_CHARGE) {
      logger.warn('STARLIT_FAULT=exit-after-charge: exiting after the charge, before the order is paid');
      process.exit(FAULT_EXIT_CODE);
    }
  }

  /** Charges through the gateway once (idempotency key: the order), with one look after a timeout. */
  async function charge(row: OrderRow, source: ChargeSource, description: string): Promise<{ ok: true; charge: Charge } | { ok: false; row: OrderRow }> {
    try {
      const result = await gateway.charge({ source, amount_cents: Number(row.usd_cents), idempotency_key: row.order_uuid, description });
      if (result.status === 'declined') return { ok: false, row: await fail(row, result.message) };
      return { ok: true, charge: result.charge };
    } catch (error) {
      if (error instanceof GatewayNonceError) return { ok: false, row: await fail(row, error.message) };
      if (!(error instanceof GatewayTimeoutError)) throw error;
      const found = await gateway.findCharge(row.order_uuid);
      if (found) return { ok: true, charge: found };
      return { ok: false, row: await fail(row, MESSAGES.timeout) };
    }
  }

  async function payByCard(row: OrderRow, nonce: string, name: string): Promise<OrderRow> {
    const result = await charge(row, { nonce }, name);
    if (!result.ok) return result.row;
    faultAfterCharge();
    return finishPaid(row, result.charge);
  }

  async function payWithCoins(row: OrderRow, name: string): Promise<OrderRow> {
    try {
      await ports.memberLedger.record({ member_uuid: row.member_uuid, kind: 'kc_spend', description: name, usd_cents: null, kc: -Number(row.kc), order_uuid: row.order_uuid });
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return fail(row, error.message);
      throw error;
    }
    return finishPaid(row, { charge_id: null, payment_label: 'Karma Coins' });
  }

  async function payWithCredit(row: OrderRow, creditKey: string): Promise<OrderRow> {
    // The credit's key is noted first, so a claim interrupted by a crash is claimed again (same order: true) and finished.
    await ordersData.update(db, row.order_uuid, { approval_token: creditKey.slice(0, 200) });
    if (!(await internals.credits.claim(creditKey, row.order_uuid))) return fail(row, MESSAGES.creditTaken);
    return finishPaid(row, { charge_id: null, payment_label: 'Free reading' });
  }

  /** A subscription start by card: keep the card, charge today's amount with it, then start the subscription. */
  async function startSubscription(row: OrderRow, nonce: string, trial: boolean, name: string): Promise<OrderRow> {
    let kept: { method_token: string; payment_label: string };
    try {
      kept = await gateway.vault({ nonce, customer: row.member_uuid });
    } catch (error) {
      if (error instanceof GatewayNonceError || error instanceof GatewayDeclinedError) return fail(row, error.message);
      if (error instanceof GatewayTimeoutError) return fail(row, MESSAGES.timeout);
      throw error;
    }
    // The kept method is noted on the order, so a start interrupted by a crash can still be finished.
    await ordersData.update(db, row.order_uuid, { approval_token: kept.method_token, payment_label: kept.payment_label });
    return chargeAndStart({ ...row, approval_token: kept.method_token }, kept, trial, name);
  }

  async function chargeAndStart(row: OrderRow, kept: { method_token: string; payment_label: string }, trial: boolean, name: string): Promise<OrderRow> {
    let chargeId: string | null = null;
    if (Number(row.usd_cents) > 0) {
      const result = await charge(row, { method_token: kept.method_token }, name);
      if (!result.ok) return result.row;
      faultAfterCharge();
      chargeId = result.charge.charge_id;
    }
    const subscription = await internals.subscriptions.start({
      member_uuid: row.member_uuid,
      upc: row.upc as SubscriptionUpc,
      method_token: kept.method_token,
      payment_label: kept.payment_label,
      order_uuid: row.order_uuid,
      trial,
    });
    await ordersData.update(db, row.order_uuid, { subscription_uuid: subscription.subscription_uuid });
    return finishPaid({ ...row, subscription_uuid: subscription.subscription_uuid }, { charge_id: chargeId, payment_label: kept.payment_label });
  }

  /** A subscription start's order, now charging: fails it (and answers false) when the member holds the subscription already. */
  async function startStillOpen(row: OrderRow): Promise<boolean> {
    try {
      await internals.subscriptions.plan(row.member_uuid, row.upc as SubscriptionUpc);
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
      await fail(row, error.message);
      return false;
    }
  }

  /**
   * Captures an approved redirect-flow order (the gateway charges once per key, so this is safe
   * to repeat after a crash), starts the subscription it buys, and marks it paid.
   */
  async function captureOnce(row: OrderRow, token: string): Promise<OrderRow> {
    const result = await gateway.captureApproval({ token, idempotency_key: row.order_uuid });
    if (result.status === 'declined') return fail(row, result.message);
    faultAfterCharge();
    const chargeId = result.charge.amount_cents > 0 ? result.charge.charge_id : null;
    if (!isSubscription(row.upc)) return finishPaid(row, result.charge);
    if (!result.method_token) return fail(row, MESSAGES.notAwaiting);
    const subscription = await internals.subscriptions.start({
      member_uuid: row.member_uuid,
      upc: row.upc,
      method_token: result.method_token,
      payment_label: result.charge.payment_label,
      order_uuid: row.order_uuid,
      // A start that charges nothing today is a trial (SubscriptionPlan.charge_cents).
      trial: Number(row.usd_cents) === 0,
    });
    await ordersData.update(db, row.order_uuid, { subscription_uuid: subscription.subscription_uuid });
    return finishPaid({ ...row, subscription_uuid: subscription.subscription_uuid }, { charge_id: chargeId, payment_label: result.charge.payment_label });
  }

  return {
    /** The receipts worker asks to be kicked when an order is paid. */
    onPaid(kick: () => void): void {
      receiptsWritten = kick;
    },
    fail,
    giveUp,
    finishPaid,
    charge,
    payByCard,
    payWithCoins,
    payWithCredit,
    startSubscription,
    chargeAndStart,
    startStillOpen,
    captureOnce,
  };
}
export type Payments = ReturnType<typeof createPayments>;
