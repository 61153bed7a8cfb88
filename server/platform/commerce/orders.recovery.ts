import { formatKc, formatUsd } from '../../../shared/store/price-display';
import { ordersData, type OrderRow } from './orders.data';
import type { Payments } from './orders.payments';
import { APPROVAL_LIFETIME_MS, isSubscription, MESSAGES, orderView, VOUCHER_LABELS, type OrdersContext } from './orders.shared';

/**
 * What the orders' worker does (issue #13, #20): finishes the orders a crashed process left
 * 'charging', gives up the approvals left too long (freeing their vouchers), lets go of an order
 * whose approval the member canceled, and sends every paid order's receipt once.
 */
export function createRecovery({ db, gateway, ports, internals, options, logger, now, stamp }: OrdersContext, payments: Payments) {
  const { payWithCoins, payWithCredit, fail, captureOnce, chargeAndStart, finishPaid, giveUp } = payments;
  const toOrder = orderView(ports);

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
        date: new Date(row.created_at).toISOString().slice(0, 10),
        url: new URL(order.fulfilment_url ?? order.report_url, `${options.siteUrl}/`).toString(),
      });
    }
    // A member who closed the account gets no email; the row is marked so it is not tried forever.
    await ordersData.markReceiptSent(db, row.order_uuid, stamp());
  }

  return {
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
}
