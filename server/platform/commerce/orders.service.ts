import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VOUCHER_PERCENT, type Order, type Quote } from '../../../shared/store/catalogue';
import type { Payment, Purchase } from '../../../shared/platform-api/commerce.platform';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { CommerceTables } from './commerce.tables';
import type { CreditsForOrders, SubscriptionsForOrders } from './commerce-internals';
import type { PaymentGateway } from './gateway/payment-gateway';
import { ordersData, type OrderRow } from './orders.data';
import { createPayments } from './orders.payments';
import { createPricing, type Priced } from './orders.pricing';
import { createRecovery } from './orders.recovery';
import { failureError, isSubscription, MESSAGES, orderView, VOUCHER_LABELS, type OrdersContext, type OrdersOptions, type OrdersPorts } from './orders.shared';

export { APPROVAL_LIFETIME_MS, FAULT_EXIT_AFTER_CHARGE, FAULT_EXIT_CODE, MESSAGES, type OrdersOptions } from './orders.shared';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
export function createOrdersService(
  db: Kysely<CommerceTables>,
  gateway: PaymentGateway,
  ports: OrdersPorts,
  internals: { subscriptions: SubscriptionsForOrders; credits: CreditsForOrders },
  options: OrdersOptions,
) {
  const now = options.now ?? (() => new Date());
  const context: OrdersContext = { db, gateway, ports, internals, options, logger: options.logger, now, stamp: () => now().toISOString() };
  const { stamp } = context;
  const waitMs = options.waitMs ?? 10_000;
  const { productOf, unusedVoucher, requireMember, price, checkDeal, planOf } = createPricing(context);
  const payments = createPayments(context);
  const { giveUp, payByCard, payWithCoins, payWithCredit, startSubscription, startStillOpen, captureOnce } = payments;
  const recovery = createRecovery(context, payments);
  const toOrder = orderView(ports);

  const requestKey = (purchase: Purchase, method: string) =>
    createHash('sha256')
      .update(JSON.stringify([purchase.member_uuid, purchase.upc, purchase.quantity, purchase.deal ?? null, method, purchase.use_voucher ?? null]))
      .digest('hex');

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

  return {
    onPaid: payments.onPaid,

    async quote(query: { member_uuid: string; upc: string; quantity: number; deal?: string | undefined }): Promise<Quote> {
      await requireMember(query.member_uuid);
      const priced = await price(query, null);
      await checkDeal(query.member_uuid, query.upc, query.deal);
      let subscribed = false;
      let start: Quote['subscription_start'] = null;
      if (isSubscription(query.upc)) {
        try {
          const plan = await internals.subscriptions.plan(query.member_uuid, query.upc);
          start = { today_cents: plan.charge_cents, monthly_cents: plan.monthly_cents, next_charge_date: plan.next_charge_date, trial: plan.trial };
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
        subscription_start: start,
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
    ...recovery,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
