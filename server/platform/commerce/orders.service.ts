import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  SIGNUP_VOUCHER_CODE,
  SMS_VOUCHER_CODE,
  SUBSCRIPTION_UPCS,
  VOUCHER_PERCENT,
  type Order,
  type PaymentMethod,
  type ProductType,
  type Quote,
  type SubscriptionUpc,
} from '../../../shared/domain/catalogue';
import { formatKc, formatUsd } from '../../../shared/domain/price-display';
import type { Payment, Purchase } from '../../../shared/platform-api/commerce.platform';
import { isUniqueViolation } from '../../db/unique-violation';
import { ALREADY_SUBSCRIBED } from './subscriptions.service';
import { AppError } from '../../errors';
import type { CatalogueEntry, PlatformPorts } from '../ports';
import type { CommerceTables } from './commerce.tables';
import type { CreditsForOrders, SubscriptionsForOrders } from './commerce-internals';
import { GatewayDeclinedError, GatewayNonceError, GatewayTimeoutError, type Charge, type ChargeSource, type PaymentGateway } from './gateway/payment-gateway';
import { ordersData, type OrderRow } from './orders.data';

/**
 * The orders service (issue #13): prices a purchase from the catalogue, writes the order once by
 * its uuid, takes the money (coins, a card through the gateway, a free reading, a subscription's
 * kept card), then fulfils it. Every step that moves money is keyed by the order's uuid, so a
 * retry, a race or a restart after a crash never moves it twice.
 *
 * What an interrupted order needs to be finished is noted on its row before the step that needs
 * it, in `approval_token`: the redirect flow's approval token, the kept method of a card
 * subscription start, or the free-reading credit's key.
 */

export const MESSAGES = {
  unknownProduct: 'That product does not exist.',
  notOnSale: 'That product is not on sale yet.',
  free: 'That product is free: there is nothing to pay.',
  noCoins: 'That product cannot be bought with Karma Coins.',
  quantity: 'Only Karma Coin packages can be bought more than one at a time.',
  notYours: 'No order of yours has that id.',
  reused: 'That order number was used for another purchase. Please reload the page.',
  dealExpired: 'That reading has expired. Please choose your cards again.',
  noMember: 'No member has that id.',
  timeout: 'The payment service did not answer in time. You have not been charged; please try again.',
  voucherTaken: 'Your offer was just used by another order. Please reload the page to see the price.',
  dealTaken: 'This reading is paid for, or being paid for, by another order. Please wait a moment, then look at your journal.',
  replaced: 'This payment was canceled because a newer order took its place. You have not been charged.',
  approvalCanceled: 'You canceled this payment. You have not been charged.',
  approvalExpired: 'This payment was not approved in time. You have not been charged; please start again.',
  noCredit: 'You have no free reading for this product. Please choose another way to pay.',
  creditTaken: 'That free reading was just used by another order. Please reload the page.',
  startBusy: 'A payment for this subscription is already in progress. Please wait a moment, then look at your membership page.',
  cardOnly: 'This purchase can only be paid by card or PayPal.',
  approvalMismatch: 'That payment approval is not for this order. Please start again.',
  notAwaiting: 'That order is not waiting for a payment approval.',
} as const;

/** How long an order may await the member's approval at the gateway before it is given up (and its voucher freed). */
export const APPROVAL_LIFETIME_MS = 3 * 60 * 60 * 1000;

/**
 * What the buyer said about the voucher: `true`, they were shown the discounted price and want it
 * (it applies, or the order is refused: never a higher price without a word); `false`, full price;
 * absent (a JSON caller that did not say), the voucher when the member has one.
 */
type VoucherWish = boolean | undefined;

/** The fault-injection switch (tests only): the process dies right after a successful charge. */
export const FAULT_EXIT_AFTER_CHARGE = 'exit-after-charge';
export const FAULT_EXIT_CODE = 86;

export interface OrdersOptions {
  siteUrl: string;
  siteName?: string;
  now?: () => Date;
  logger: Logger;
  /** How long an order may stay 'charging' before the start-up reconciliation finishes it. Default 60 s. */
  reconcileGraceMs?: number;
  /** STARLIT_FAULT as read once at start. */
  fault?: string;
  /** How long a retry waits for the same order still being charged. Default 10 s. */
  waitMs?: number;
}

type Ports = Pick<PlatformPorts, 'catalogue' | 'readings' | 'memberLedger' | 'memberAccounts' | 'memberMail' | 'smsOffers'>;

const isSubscription = (upc: string): upc is SubscriptionUpc => (SUBSCRIPTION_UPCS as readonly string[]).includes(upc);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


const VOUCHER_LABELS: Record<string, { label: string; receipt: string }> = {
  [SIGNUP_VOUCHER_CODE]: { label: '50% off one reading: your welcome offer', receipt: 'Saved 50% with your welcome offer' },
  [SMS_VOUCHER_CODE]: { label: '50% off one reading: your text-message offer', receipt: 'Saved 50% with your text-message offer' },
};

/** What a purchase costs this member now, before any money moves. */
interface Priced {
  product: CatalogueEntry;
  type: ProductType;
  /** The dollar amount after the voucher, quantity included. */
  usd_cents: number;
  /** The coin amount after the voucher; null when coins cannot pay. */
  kc: number | null;
  voucher: { code: string; usd_off: number; kc_off: number } | null;
}

export function createOrdersService(
  db: Kysely<CommerceTables>,
  gateway: PaymentGateway,
  ports: Ports,
  internals: { subscriptions: SubscriptionsForOrders; credits: CreditsForOrders },
  options: OrdersOptions,
) {
  const now = options.now ?? (() => new Date());
  const stamp = () => now().toISOString();
  const logger = options.logger;
  const waitMs = options.waitMs ?? 10_000;
  let receiptsWritten: () => void = () => {};

  function productOf(upc: string): CatalogueEntry {
    const product = ports.catalogue.product(upc);
    if (!product) throw new AppError('not_found', MESSAGES.unknownProduct);
    return product;
  }

  const voucherApplies = (product: CatalogueEntry) =>
    (product.description.type === 'Reading' && product.description.divination === 'tarot') || product.description.type === 'Report';

  /** The member's first unused voucher: the welcome offer, then the text-message offer for a member who claimed it. */
  async function unusedVoucher(memberUuid: string): Promise<string | null> {
    const used = await ordersData.usedVoucherCodes(db, memberUuid);
    if (!used.includes(SIGNUP_VOUCHER_CODE)) return SIGNUP_VOUCHER_CODE;
    if (!used.includes(SMS_VOUCHER_CODE) && (await ports.smsOffers.claimed(memberUuid))) return SMS_VOUCHER_CODE;
    return null;
  }

  async function requireMember(memberUuid: string) {
    const contact = await ports.memberAccounts.contact(memberUuid);
    if (!contact) throw new AppError('not_found', MESSAGES.noMember);
    return contact;
  }

  /** Prices a purchase from the catalogue only, and refuses what cannot be bought this way. */
  async function price(purchase: { member_uuid: string; upc: string; quantity: number; use_voucher?: VoucherWish }, method: PaymentMethod | null): Promise<Priced> {
    const product = productOf(purchase.upc);
    const { description } = product;
    if (!description.available) throw new AppError('conflict', MESSAGES.notOnSale);
    if (description.free || product.price.usd.current <= 0) throw new AppError('conflict', MESSAGES.free);
    if (purchase.quantity !== 1 && description.type !== 'Karma Coins') throw new AppError('bad_request', MESSAGES.quantity);
    if (method === 'kc' && product.price.kc === null) throw new AppError('bad_request', MESSAGES.noCoins);
    if ((method === 'credit' || method === 'kc') && (description.type === 'Subscription' || description.type === 'Karma Coins')) throw new AppError('bad_request', MESSAGES.cardOnly);
    const usd = product.price.usd.current * purchase.quantity;
    const kc = product.price.kc === null ? null : product.price.kc.current * purchase.quantity;
    // A free reading pays nothing: no voucher is spent on it.
    const applies = voucherApplies(product) && method !== 'credit';
    const code = purchase.use_voucher !== false && applies ? await unusedVoucher(purchase.member_uuid) : null;
    if (purchase.use_voucher === true && applies && !code) throw new AppError('conflict', MESSAGES.voucherTaken);
    // The discounted price is rounded down to the cent (or coin): the member never pays the half cent.
    const usdOff = code ? usd - Math.floor((usd * (100 - VOUCHER_PERCENT)) / 100) : 0;
    const kcOff = code && kc !== null ? kc - Math.floor((kc * (100 - VOUCHER_PERCENT)) / 100) : 0;
    return {
      product,
      type: description.type,
      usd_cents: usd - usdOff,
      kc: kc === null ? null : kc - kcOff,
      voucher: code ? { code, usd_off: usdOff, kc_off: kcOff } : null,
    };
  }

  /** The held reading a purchase makes: refused before any money moves when it is not this member's. */
  async function checkDeal(memberUuid: string, upc: string, deal: string | undefined): Promise<void> {
    if (deal === undefined) return;
    const held = await ports.readings.held(deal, memberUuid);
    if (held && held.spread_code === upc) return;
    // Made already, or being paid for: say so, rather than that it expired.
    const order = await ordersData.liveOrderOfDeal(db, deal);
    if (order && order.member_uuid === memberUuid && order.status !== 'awaiting_approval') throw new AppError('conflict', MESSAGES.dealTaken);
    throw new AppError('bad_request', MESSAGES.dealExpired);
  }

  const requestKey = (purchase: Purchase, method: string) =>
    createHash('sha256')
      .update(JSON.stringify([purchase.member_uuid, purchase.upc, purchase.quantity, purchase.deal ?? null, method, purchase.use_voucher ?? null]))
      .digest('hex');

  function toOrder(row: OrderRow): Order {
    const product = ports.catalogue.product(row.upc);
    return {
      order_uuid: row.order_uuid,
      member_uuid: row.member_uuid,
      upc: row.upc,
      product_name: product?.description.product_name ?? row.upc,
      type: product?.description.type ?? (isSubscription(row.upc) ? 'Subscription' : 'Reading'),
      status: row.status as Order['status'],
      payment_method: row.payment_method as PaymentMethod,
      usd_cents: Number(row.usd_cents),
      kc: Number(row.kc),
      discount: row.discount_code ? { code: row.discount_code, amount: Number(row.discount_amount ?? 0) } : null,
      report_url: `/confirm?order=${row.order_uuid}`,
      fulfilment_url: row.fulfilment_url,
      error: row.error,
      created: row.created_at,
    };
  }

  async function mine(orderUuid: string, memberUuid: string): Promise<OrderRow> {
    const row = await ordersData.get(db, orderUuid);
    if (!row || row.member_uuid !== memberUuid) throw new AppError('not_found', MESSAGES.notYours);
    return row;
  }

  /** The same order sent again: its answer once it is no longer being charged (waiting up to ~10 s). */
  async function settled(row: OrderRow): Promise<OrderRow> {
    const deadline = Date.now() + waitMs;
    let current = row;
    while (current.status === 'charging' && Date.now() < deadline) {
      await sleep(100);
      current = (await ordersData.get(db, row.order_uuid)) ?? current;
    }
    return current;
  }

  /** An order already written under this uuid: refused for another member or purchase, else answered. */
  async function existing(row: OrderRow, memberUuid: string, key: string): Promise<OrderRow> {
    if (row.member_uuid !== memberUuid) throw new AppError('not_found', MESSAGES.notYours);
    if (row.request_key !== key) throw new AppError('conflict', MESSAGES.reused);
    return settled(row);
  }

  /** Answers a settled order: a failed one as the error it failed with. */
  function answer(row: OrderRow): Order {
    if (row.status === 'failed') throw failureError(row);
    return toOrder(row);
  }

  function failureError(row: OrderRow): AppError {
    const message = row.error ?? 'The payment did not go through.';
    if (message === MESSAGES.timeout) return new AppError('gateway_timeout', message);
    const conflicts: string[] = [MESSAGES.creditTaken, MESSAGES.voucherTaken, MESSAGES.replaced, MESSAGES.approvalCanceled, MESSAGES.approvalExpired, ALREADY_SUBSCRIBED];
    if (row.payment_method === 'kc' || conflicts.includes(message)) return new AppError('conflict', message);
    if (message.includes('card details') || message.includes('Card details')) return new AppError('bad_request', message);
    return new AppError('payment_required', message);
  }

  async function fail(row: OrderRow, message: string): Promise<OrderRow> {
    await ordersData.transition(db, row.order_uuid, ['charging', 'awaiting_approval'], { status: 'failed', error: message.slice(0, 300), updated_at: stamp() });
    await ordersData.releaseVoucher(db, row.order_uuid);
    return (await ordersData.get(db, row.order_uuid))!;
  }

  /** Writes the order once; another request with the same uuid answers through `existing`. */
  async function write(purchase: Purchase, method: string, priced: Priced, status: 'charging' | 'awaiting_approval', amounts: { usd_cents: number; kc: number }): Promise<{ row: OrderRow; fresh: boolean }> {
    const key = requestKey(purchase, method);
    const at = stamp();
    const row: OrderRow = {
      order_uuid: purchase.order_uuid,
      member_uuid: purchase.member_uuid,
      upc: purchase.upc,
      quantity: purchase.quantity,
      request_key: key,
      payment_method: method,
      status,
      usd_cents: amounts.usd_cents,
      kc: amounts.kc,
      discount_code: priced.voucher?.code ?? null,
      discount_amount: priced.voucher ? (method === 'kc' ? priced.voucher.kc_off : priced.voucher.usd_off) : null,
      deal_id: purchase.deal ?? null,
      subscription_uuid: null,
      charge_id: null,
      approval_token: null,
      payment_label: null,
      fulfilment_url: null,
      error: null,
      receipt_sent_at: null,
      created_at: at,
      updated_at: at,
    };
    const voucher = priced.voucher ? { code: priced.voucher.code, created_at: at } : null;
    // A conflict with an order that only awaits an approval is resolved by replacing it; each
    // round replaces one, so a few rounds are enough for anything but a real conflict.
    for (let round = 0; ; round += 1) {
      const outcome = await ordersData.insert(db, row, voucher);
      if (outcome === 'inserted') return { row, fresh: true };
      if (outcome === 'exists') return { row: await existing((await ordersData.get(db, purchase.order_uuid))!, purchase.member_uuid, key), fresh: false };
      if (round < 3 && (await replaceAwaiting(outcome, row))) continue;
      if (outcome === 'voucher_used') throw new AppError('conflict', MESSAGES.voucherTaken);
      if (outcome === 'deal_taken') throw new AppError('conflict', MESSAGES.dealTaken);
      throw new AppError('conflict', MESSAGES.startBusy);
    }
  }

  /**
   * The new order lost its voucher or held reading to another of the member's orders. When that
   * order only awaits the member's approval at the gateway (no money has moved: the capture, which
   * moves it, first has to take the order from 'awaiting_approval'), it is canceled and gives the
   * voucher and the reading back: true, try again. Also true when the holder has let go meanwhile.
   */
  async function replaceAwaiting(outcome: 'voucher_used' | 'deal_taken' | 'busy', row: OrderRow): Promise<boolean> {
    let holder: OrderRow | undefined;
    if (outcome === 'voucher_used') holder = await ordersData.voucherHolder(db, row.member_uuid, row.discount_code!);
    else if (outcome === 'deal_taken') holder = await ordersData.liveOrderOfDeal(db, row.deal_id!);
    else return false;
    if (!holder) return true;
    if (holder.status === 'failed') return true;
    if (holder.status !== 'awaiting_approval' || holder.member_uuid !== row.member_uuid) return false;
    await giveUp(holder, MESSAGES.replaced);
    return true;
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

  async function planOf(memberUuid: string, upc: string) {
    if (!isSubscription(upc)) return null;
    return internals.subscriptions.plan(memberUuid, upc);
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

  /**
   * Finishes one order a crashed process left 'charging': paid exactly once when the money moved
   * (the gateway's charge by the order's key, the coins' ledger entry, the claimed credit), failed
   * when it did not.
   */
  async function reconcileOne(row: OrderRow): Promise<void> {
    const name = ports.catalogue.product(row.upc)?.description.product_name ?? row.upc;
    if (row.payment_method === 'kc') {
      await payWithCoins(row, name);
      return;
    }
    if (row.payment_method === 'credit') {
      if (row.approval_token) await payWithCredit(row, row.approval_token);
      else await fail(row, MESSAGES.creditTaken);
      return;
    }
    if (row.payment_method === 'paypal') {
      // The member approved it and the capture began: capturing again charges at most once.
      if (row.approval_token) await captureOnce(row, row.approval_token);
      else await fail(row, MESSAGES.timeout);
      return;
    }
    const found = Number(row.usd_cents) > 0 ? await gateway.findCharge(row.order_uuid) : null;
    if (isSubscription(row.upc)) {
      if (!row.approval_token || (Number(row.usd_cents) > 0 && !found)) {
        await fail(row, MESSAGES.timeout);
        return;
      }
      const kept = { method_token: row.approval_token, payment_label: row.payment_label ?? 'Card on file' };
      await chargeAndStart(row, kept, Number(row.usd_cents) === 0, name);
      return;
    }
    if (found) await finishPaid(row, found);
    else await fail(row, MESSAGES.timeout);
  }

  return {
    /** The receipts worker asks to be kicked when an order is paid. */
    onPaid(kick: () => void): void {
      receiptsWritten = kick;
    },

    async quote(query: { member_uuid: string; upc: string; quantity: number; deal?: string | undefined }): Promise<Quote> {
      await requireMember(query.member_uuid);
      const priced = await price(query, null);
      await checkDeal(query.member_uuid, query.upc, query.deal);
      let subscribed = false;
      if (isSubscription(query.upc)) {
        try {
          await internals.subscriptions.plan(query.member_uuid, query.upc);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'conflict')) throw error;
          subscribed = true;
        }
      }
      const credit = priced.type === 'Reading' ? await internals.credits.available(query.member_uuid, query.upc) : null;
      return {
        upc: query.upc,
        product_name: priced.product.description.product_name,
        type: priced.type,
        price: priced.product.price,
        usd_cents: priced.usd_cents,
        kc: priced.kc,
        voucher: priced.voucher ? { code: priced.voucher.code, label: VOUCHER_LABELS[priced.voucher.code]?.label ?? priced.voucher.code, percent: VOUCHER_PERCENT } : null,
        credit: credit ? { source: credit.source, label: credit.label } : null,
        kc_balance: await ports.memberLedger.balance(query.member_uuid),
        subscribed,
      };
    },

    async place(input: Purchase & { payment: Payment }): Promise<Order> {
      const { payment, ...purchase } = input;
      const key = requestKey(purchase, payment.method);
      const before = await ordersData.get(db, purchase.order_uuid);
      if (before) return answer(await existing(before, purchase.member_uuid, key));

      await requireMember(purchase.member_uuid);
      const priced = await price(purchase, payment.method);
      await checkDeal(purchase.member_uuid, purchase.upc, purchase.deal);
      const name = priced.product.description.product_name;

      if (payment.method === 'kc') {
        const { row, fresh } = await write(purchase, 'kc', priced, 'charging', { usd_cents: 0, kc: priced.kc! });
        return answer(fresh ? await payWithCoins(row, name) : row);
      }
      if (payment.method === 'credit') {
        if (priced.type !== 'Reading') throw new AppError('bad_request', MESSAGES.noCredit);
        const credit = await internals.credits.available(purchase.member_uuid, purchase.upc);
        if (!credit) throw new AppError('conflict', MESSAGES.noCredit);
        const { row, fresh } = await write(purchase, 'credit', { ...priced, voucher: null }, 'charging', { usd_cents: 0, kc: 0 });
        return answer(fresh ? await payWithCredit(row, credit.credit_key) : row);
      }
      const plan = await planOf(purchase.member_uuid, purchase.upc);
      if (plan) {
        const { row, fresh } = await write(purchase, 'card', { ...priced, voucher: null }, 'charging', { usd_cents: plan.charge_cents, kc: 0 });
        if (!fresh) return answer(row);
        // Another start of it may have finished between the plan and the write: ask again before any charge.
        const stillOpen = await startStillOpen(row);
        return answer(stillOpen ? await startSubscription(row, payment.nonce, plan.trial, name) : (await ordersData.get(db, row.order_uuid))!);
      }
      const coins = priced.type === 'Karma Coins' ? (priced.product.kc_granted ?? 0) * purchase.quantity : 0;
      const { row, fresh } = await write(purchase, 'card', priced, 'charging', { usd_cents: priced.usd_cents, kc: coins });
      return answer(fresh ? await payByCard(row, payment.nonce, name) : row);
    },

    async get(orderUuid: string, memberUuid: string): Promise<Order> {
      return toOrder(await mine(orderUuid, memberUuid));
    },

    /** The redirect flow's first half: the order awaits the member's approval on the gateway's page. */
    async startApproval(input: Purchase & { return_url: string; cancel_url: string }): Promise<{ redirect_url: string }> {
      const { return_url, cancel_url, ...purchase } = input;
      const key = requestKey(purchase, 'paypal');
      let row = await ordersData.get(db, purchase.order_uuid);
      let name: string;
      if (row) {
        row = await existing(row, purchase.member_uuid, key);
        if (row.status !== 'awaiting_approval') return { redirect_url: `/confirm?order=${row.order_uuid}` };
        name = productOf(row.upc).description.product_name;
      } else {
        await requireMember(purchase.member_uuid);
        const plan = await planOf(purchase.member_uuid, purchase.upc);
        const priced = await price(purchase, 'paypal');
        await checkDeal(purchase.member_uuid, purchase.upc, purchase.deal);
        name = priced.product.description.product_name;
        const coins = priced.type === 'Karma Coins' ? (priced.product.kc_granted ?? 0) * purchase.quantity : 0;
        const written = await write(purchase, 'paypal', plan ? { ...priced, voucher: null } : priced, 'awaiting_approval', {
          usd_cents: plan ? plan.charge_cents : priced.usd_cents,
          kc: coins,
        });
        row = written.row;
        if (!written.fresh && row.status !== 'awaiting_approval') return { redirect_url: `/confirm?order=${row.order_uuid}` };
      }
      const approval = await gateway.createApproval({
        amount_cents: Number(row.usd_cents),
        idempotency_key: row.order_uuid,
        description: name,
        return_url,
        cancel_url,
        vault: isSubscription(row.upc),
      });
      await ordersData.transition(db, row.order_uuid, ['awaiting_approval'], { approval_token: approval.token, updated_at: stamp() });
      return { redirect_url: approval.approval_url };
    },

    /** The redirect flow's second half: charged once, however many times the browser comes back. */
    async capture(orderUuid: string, memberUuid: string, token: string): Promise<Order> {
      const row = await mine(orderUuid, memberUuid);
      if (row.status !== 'awaiting_approval') return answer(await settled(row));
      if (row.approval_token !== token) throw new AppError('bad_request', MESSAGES.approvalMismatch);
      let moved: boolean;
      try {
        moved = await ordersData.transition(db, orderUuid, ['awaiting_approval'], { status: 'charging', updated_at: stamp() });
      } catch (error) {
        // Another start of the same subscription is charging right now (commerce_orders_one_start).
        if (isUniqueViolation(error)) throw new AppError('conflict', MESSAGES.startBusy);
        throw error;
      }
      if (!moved) return answer(await settled((await ordersData.get(db, orderUuid))!));
      if (isSubscription(row.upc) && !(await startStillOpen({ ...row, status: 'charging' }))) return answer((await ordersData.get(db, orderUuid))!);
      return answer(await captureOnce({ ...row, status: 'charging' }, token));
    },

    vouchers: { unused: unusedVoucher },

    /** The member canceled at the gateway's approval page: the order is given up, its voucher and reading freed. */
    async approvalCanceled(token: string): Promise<void> {
      const row = await ordersData.awaitingByToken(db, token);
      if (row) await giveUp(row, MESSAGES.approvalCanceled);
    },

    /** Gives up every order left awaiting approval for longer than APPROVAL_LIFETIME_MS (the worker's pass). */
    async expireApprovals(): Promise<number> {
      const before = new Date(now().getTime() - APPROVAL_LIFETIME_MS).toISOString();
      let given = 0;
      for (const row of await ordersData.staleApprovals(db, before)) if (await giveUp(row, MESSAGES.approvalExpired)) given += 1;
      return given;
    },

    /** Every order left 'charging' for longer than the grace period, finished once (the worker's start). */
    async reconcile(): Promise<number> {
      const before = new Date(now().getTime() - (options.reconcileGraceMs ?? 60_000)).toISOString();
      const stale = await ordersData.staleCharging(db, before);
      for (const row of stale) {
        try {
          await reconcileOne(row);
        } catch (error) {
          logger.error({ err: error, order: row.order_uuid }, 'could not reconcile an interrupted order');
        }
      }
      return stale.length;
    },

    /** Sends the receipt of every paid order that has none yet; resolves when none is left. */
    async sendReceipts(): Promise<number> {
      let sent = 0;
      for (;;) {
        const rows = await ordersData.unsentReceipts(db, 20);
        if (rows.length === 0) return sent;
        for (const row of rows) {
          await sendReceipt(row);
          sent += 1;
        }
      }
    },
  };

  async function sendReceipt(row: OrderRow): Promise<void> {
    const contact = await ports.memberAccounts.contact(row.member_uuid);
    if (contact) {
      const product = ports.catalogue.product(row.upc);
      const order = toOrder(row);
      const amount = row.payment_method === 'kc' ? formatKc(order.kc) : formatUsd(order.usd_cents);
      const payment = row.payment_label ?? (row.payment_method === 'kc' ? 'Karma Coins' : row.payment_method === 'paypal' ? 'PayPal account' : 'Card');
      const billing = row.subscription_uuid ? await internals.subscriptions.billingLine(row.subscription_uuid) : undefined;
      const discount = row.discount_code ? VOUCHER_LABELS[row.discount_code]?.receipt : undefined;
      await ports.memberMail.send({
        template: 'receipt',
        to: contact.email,
        first_name: contact.first_name,
        order_uuid: row.order_uuid,
        product_name: (product?.description.product_name ?? row.upc).slice(0, 200),
        amount: product?.description.type === 'Karma Coins' ? `${formatUsd(order.usd_cents)} for ${formatKc(order.kc)}` : amount,
        payment,
        ...(discount ? { discount } : {}),
        ...(billing ? { billing } : {}),
        date: new Date(row.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
        url: new URL(order.fulfilment_url ?? order.report_url, `${options.siteUrl}/`).toString(),
      });
    }
    // A member who closed the account gets no email; the row is marked so it is not tried forever.
    await ordersData.markReceiptSent(db, row.order_uuid, stamp());
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>;
