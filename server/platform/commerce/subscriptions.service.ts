import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { VIP_TRIAL_DAYS, VIP_UPC, type Subscription, type SubscriptionStatus, type SubscriptionUpc } from '../../../shared/store/catalogue';
import { formatLongDate } from '../../../shared/site/calendar';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import { addDays, addMonths, perksEndAfter, startOfDay, utcDay } from './billing-dates';
import type { CommerceSubscriptionsTable, CommerceTables } from './commerce.tables';
import type { SubscriptionPlan, SubscriptionsForOrders } from './commerce-internals';
import { GatewayDeclinedError, GatewayNonceError, GatewayTimeoutError, type Charge, type PaymentGateway } from './gateway/payment-gateway';
import { LIVE_STATUSES, subscriptionsData as data } from './subscriptions.data';

/** Failed charges of one period before the subscription ends (spec 1 §9; issue #13). */
export const MAX_RENEWAL_ATTEMPTS = 3;
/** A renewal order left charging this long by a run that stopped is taken over by the next run. */
const STALE_CHARGE_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const NOT_HELD = 'You do not have this subscription.';

export interface SubscriptionsOptions {
  /** The site's address, for the links in the subscription emails. */
  siteUrl?: string;
  logger?: Logger;
}

export interface RenewalTally {
  renewed: number;
  failed: number;
  ended: number;
}

type Row = CommerceSubscriptionsTable;
type Notice = 'trial_started' | 'renewal_failed' | 'ended' | 'canceled';

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** The day a subscription started today is first billed after today: the trial's end (VIP_TRIAL_DAYS, from the catalogue), else a month on. */
const firstPeriodEnd = (today: string, trial: boolean): string => (trial ? addDays(today, VIP_TRIAL_DAYS) : addMonths(today, 1));

/** A UUID (version 5 layout) from a name: the same renewal period and attempt always gets the same order id. */
export function renewalOrderUuid(subscriptionUuid: string, billingDate: string, attempt: number): string {
  const bytes = createHash('sha1').update(`starlit-renewal:${subscriptionUuid}:${billingDate}:${attempt}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The commerce service's subscriptions (issue #13; spec 1 §1, §3 Subscription, §4 VIP unsubscribe,
 * §9): VIP membership and the Daily Reflection. The orders service starts them (see
 * `commerce-internals.ts`); the renewal job bills each due one once per period, however many runs
 * overlap: the renewal's order id is derived from the subscription, its billing day and the
 * attempt, and only the run that inserts that order charges (with the order id as the gateway's
 * idempotency key).
 */
/** plan()'s refusal when the member holds the subscription live. */
export const ALREADY_SUBSCRIBED = 'You already have this subscription.';

export function createSubscriptionsService(db: Kysely<CommerceTables>, gateway: PaymentGateway, ports: PlatformPorts, now: () => Date, options: SubscriptionsOptions = {}) {
  const siteUrl = (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');

  function product(upc: string) {
    const entry = ports.catalogue.product(upc);
    if (!entry) throw new AppError('not_found', 'That product does not exist.');
    return entry;
  }
  const productName = (upc: string) => ports.catalogue.product(upc)?.description.product_name ?? upc;

  const toSubscription = (row: Row): Subscription => ({
    subscription_uuid: row.subscription_uuid,
    upc: row.upc as SubscriptionUpc,
    product_name: productName(row.upc),
    status: row.status as SubscriptionStatus,
    next_billing_date: row.next_billing_date,
    usd_cents: Number(row.usd_cents),
    payment_label: row.payment_label,
    created: row.created_at,
  });

  /** Where an email sends the member: the VIP page, or the readings hub for the Daily Reflection. */
  const manageUrl = (upc: string) => `${siteUrl}/readings-reports/subscription/${upc === VIP_UPC ? 'vip-membership' : 'daily-reflection'}`;

  async function notify(row: Row, notice: Notice, date: string): Promise<void> {
    try {
      const contact = await ports.memberAccounts.contact(row.member_uuid);
      if (!contact) return;
      await ports.memberMail.send({
        template: 'subscription_notice',
        to: contact.email,
        first_name: contact.first_name,
        notice,
        product_name: productName(row.upc),
        date,
        url: manageUrl(row.upc),
      });
    } catch (error) {
      // The subscription's change stands; the email is news of it, not part of it.
      options.logger?.warn({ err: error, subscription: row.subscription_uuid, notice }, 'a subscription email could not be sent');
    }
  }

  /** The VIP credit of the period that starts on `periodStart` and runs until `nextBillingDate`. */
  async function grantPeriodCredit(trx: Transaction<CommerceTables>, row: Row, periodStart: string, nextBillingDate: string, createdAt: string): Promise<void> {
    if (row.upc !== VIP_UPC) return;
    await data.grantCredit(trx, {
      credit_key: `vip:${row.member_uuid}:${periodStart}`,
      member_uuid: row.member_uuid,
      source: 'vip',
      used_order_uuid: null,
      expires_at: new Date(startOfDay(nextBillingDate)).toISOString(),
      created_at: createdAt,
    });
  }

  async function plan(memberUuid: string, upc: SubscriptionUpc): Promise<SubscriptionPlan> {
    const entry = product(upc);
    const price = entry.price.usd.current;
    const row = await data.byMemberUpc(db, memberUuid, upc);
    if (row && isLive(row.status)) throw new AppError('conflict', ALREADY_SUBSCRIBED);
    const base = { upc, product_name: entry.description.product_name };
    const today = utcDay(now());
    // Resumed inside the paid period: nothing today, billing goes on at the saved price on the same day.
    if (row && row.status === 'canceled' && row.next_billing_date > today) return { ...base, trial: false, charge_cents: 0, monthly_cents: Number(row.usd_cents), next_charge_date: row.next_billing_date };
    // Only a member's first VIP starts with a trial; a row of any status means they held it before.
    const trial = upc === VIP_UPC && !row;
    return { ...base, trial, charge_cents: trial ? 0 : price, monthly_cents: price, next_charge_date: firstPeriodEnd(today, trial) };
  }

  async function start(input: { member_uuid: string; upc: SubscriptionUpc; method_token: string; payment_label: string; order_uuid: string; trial: boolean }): Promise<Subscription> {
    const entry = product(input.upc);
    const moment = now();
    const nowIso = moment.toISOString();
    const today = utcDay(moment);
    const trial = input.upc === VIP_UPC && input.trial;
    const next = firstPeriodEnd(today, trial);
    const fresh: Partial<Row> = {
      status: trial ? 'trialing' : 'active',
      method_token: input.method_token,
      payment_label: input.payment_label,
      usd_cents: entry.price.usd.current,
      next_billing_date: next,
      failed_attempts: 0,
      retry_at: null,
      canceled_at: null,
      updated_at: nowIso,
    };

    // The row and its period's credit are written together, so a start cut short leaves neither.
    const { subscriptionUuid, began } = await db.transaction().execute(async (trx) => {
      const row = await data.byMemberUpc(trx, input.member_uuid, input.upc);
      if (!row) {
        const inserted: Row = { subscription_uuid: randomUUID(), member_uuid: input.member_uuid, upc: input.upc, created_at: nowIso, ...(fresh as Omit<Row, 'subscription_uuid' | 'member_uuid' | 'upc' | 'created_at'>) };
        if (!(await data.insertOnce(trx, inserted))) return { subscriptionUuid: (await data.byMemberUpc(trx, input.member_uuid, input.upc))!.subscription_uuid, began: false };
        await grantPeriodCredit(trx, inserted, today, next, nowIso);
        return { subscriptionUuid: inserted.subscription_uuid, began: true };
      }
      if (row.status === 'canceled' && row.next_billing_date > today) {
        // Resumed inside the paid period: billing starts again on the same day, nothing charged now.
        await data.updateIf(trx, row, { status: 'active', method_token: input.method_token, payment_label: input.payment_label, canceled_at: null, retry_at: null, updated_at: nowIso });
        return { subscriptionUuid: row.subscription_uuid, began: false };
      }
      if (!isLive(row.status) && (await data.updateIf(trx, row, fresh))) {
        await grantPeriodCredit(trx, row, today, next, nowIso);
        return { subscriptionUuid: row.subscription_uuid, began: true };
      }
      // Live already (this order again, or another call for it got there first): nothing changes.
      return { subscriptionUuid: row.subscription_uuid, began: false };
    });

    const current = (await data.byUuid(db, subscriptionUuid))!;
    // The perks follow the paid period; setting them again (a retried start) is harmless.
    if (current.upc === VIP_UPC && (current.status === 'trialing' || current.status === 'active')) await ports.memberAccounts.setVipUntil(current.member_uuid, perksEndAfter(current.next_billing_date));
    if (began && trial) await notify(current, 'trial_started', next);
    return toSubscription(current);
  }

  async function billingLine(subscriptionUuid: string): Promise<string | undefined> {
    const row = await data.byUuid(db, subscriptionUuid);
    return row ? `Billed monthly; next billing ${formatLongDate(row.next_billing_date)}` : undefined;
  }

  async function list(memberUuid: string): Promise<Subscription[]> {
    return (await data.ofMember(db, memberUuid)).map(toSubscription);
  }

  async function cancel(memberUuid: string, upc: SubscriptionUpc): Promise<Subscription> {
    const row = await data.byMemberUpc(db, memberUuid, upc);
    if (!row || row.status === 'ended') throw new AppError('not_found', NOT_HELD);
    if (row.status === 'canceled') return toSubscription(row);
    const nowIso = now().toISOString();
    const canceled = await data.updateIf(db, row, { status: 'canceled', canceled_at: nowIso, retry_at: null, updated_at: nowIso });
    const current = (await data.byUuid(db, row.subscription_uuid))!;
    if (!canceled) {
      // A renewal or another cancel changed it meanwhile: cancel what it is now.
      if (isLive(current.status)) return cancel(memberUuid, upc);
      if (current.status === 'ended') throw new AppError('not_found', NOT_HELD);
      return toSubscription(current);
    }
    await notify(current, 'canceled', current.next_billing_date);
    return toSubscription(current);
  }

  async function updatePaymentMethod(memberUuid: string, nonce: string): Promise<{ payment_label: string }> {
    const rows = (await data.ofMember(db, memberUuid)).filter((row) => isLive(row.status) || row.status === 'canceled');
    if (rows.length === 0) throw new AppError('not_found', 'You do not have a subscription.');
    let method: { method_token: string; payment_label: string };
    try {
      method = await gateway.vault({ nonce, customer: memberUuid });
    } catch (error) {
      if (error instanceof GatewayNonceError) throw new AppError('bad_request', error.message);
      if (error instanceof GatewayDeclinedError) throw new AppError('payment_required', error.message);
      if (error instanceof GatewayTimeoutError) throw new AppError('gateway_timeout', 'The payment service did not answer in time. Your card was not changed; please try again.');
      throw error;
    }
    await data.setPaymentMethod(db, memberUuid, method, now().toISOString());
    return { payment_label: method.payment_label };
  }

  /** Charges one due subscription for its period, unless another run already is. */
  async function renewOne(row: Row, moment: Date): Promise<'renewed' | 'failed' | 'ended' | 'skipped'> {
    const nowIso = moment.toISOString();
    const attempt = row.failed_attempts + 1;
    const orderUuid = renewalOrderUuid(row.subscription_uuid, row.next_billing_date, attempt);
    const amount = Number(row.usd_cents);
    const inserted = await data.insertOrderOnce(db, {
      order_uuid: orderUuid,
      member_uuid: row.member_uuid,
      upc: row.upc,
      quantity: 1,
      request_key: createHash('sha256').update(`renewal:${orderUuid}`).digest('hex'),
      payment_method: 'card',
      status: 'charging',
      usd_cents: amount,
      kc: 0,
      discount_code: null,
      discount_amount: null,
      deal_id: null,
      subscription_uuid: row.subscription_uuid,
      charge_id: null,
      approval_token: null,
      payment_label: row.payment_label,
      fulfilment_url: null,
      error: null,
      receipt_sent_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    // Another run holds this period's order; one that stopped midway is taken over once it is stale
    // (charging again with the same key answers the first charge, so the member pays once).
    if (!inserted && !(await data.takeOverStaleOrder(db, orderUuid, new Date(moment.getTime() - STALE_CHARGE_MS).toISOString(), nowIso))) return 'skipped';

    let charge: Charge | null = null;
    let refusal = 'Your card was declined.';
    if (!row.method_token) refusal = 'There is no card on file for this subscription.';
    else {
      try {
        const result = await gateway.charge({ source: { method_token: row.method_token }, amount_cents: amount, idempotency_key: orderUuid, description: `${productName(row.upc)}: monthly renewal` });
        if (result.status === 'succeeded') charge = result.charge;
        else refusal = result.message;
      } catch (error) {
        // A kept card the processor no longer has is a refusal like a decline.
        if (error instanceof GatewayNonceError) refusal = error.message;
        else if (error instanceof GatewayTimeoutError) {
          // The processor may have charged after all: ask before calling it failed.
          charge = await gateway.findCharge(orderUuid);
          refusal = error.message;
        } else throw error;
      }
    }
    return charge ? paid(row, orderUuid, charge, moment) : declined(row, orderUuid, refusal, moment);
  }

  async function paid(row: Row, orderUuid: string, charge: Charge, moment: Date): Promise<'renewed' | 'skipped'> {
    const nowIso = moment.toISOString();
    const next = addMonths(row.next_billing_date, 1);
    // The ledger entry is keyed by the order: recording it from a second run changes nothing.
    await ports.memberLedger.record({ member_uuid: row.member_uuid, kind: 'purchase', description: `${productName(row.upc)}: monthly renewal`, usd_cents: Number(row.usd_cents), kc: 0, order_uuid: orderUuid });
    const settled = await db.transaction().execute(async (trx) => {
      const won = await data.settleOrder(trx, orderUuid, { status: 'paid', charge_id: charge.charge_id, payment_label: charge.payment_label, error: null, updated_at: nowIso });
      if (!won) return null;
      const current = (await data.byUuid(trx, row.subscription_uuid))!;
      // Canceled while the charge ran: the period is paid, and it stays canceled.
      const status = current.status === 'canceled' ? 'canceled' : 'active';
      await data.updateIf(trx, current, { status, next_billing_date: next, failed_attempts: 0, retry_at: null, updated_at: nowIso });
      await grantPeriodCredit(trx, current, row.next_billing_date, next, nowIso);
      return current;
    });
    if (!settled) return 'skipped';
    if (row.upc === VIP_UPC) await ports.memberAccounts.setVipUntil(row.member_uuid, perksEndAfter(next));
    return 'renewed';
  }

  async function declined(row: Row, orderUuid: string, refusal: string, moment: Date): Promise<'failed' | 'ended' | 'skipped'> {
    const nowIso = moment.toISOString();
    const attempts = row.failed_attempts + 1;
    const ends = attempts >= MAX_RENEWAL_ATTEMPTS;
    const retryAt = new Date(moment.getTime() + DAY_MS);
    const settled = await db.transaction().execute(async (trx) => {
      const won = await data.settleOrder(trx, orderUuid, { status: 'failed', error: refusal.slice(0, 300), updated_at: nowIso });
      if (!won) return null;
      const current = (await data.byUuid(trx, row.subscription_uuid))!;
      const status = ends ? 'ended' : current.status === 'canceled' ? 'canceled' : 'past_due';
      await data.updateIf(trx, current, { status, failed_attempts: attempts, retry_at: ends ? null : retryAt.toISOString(), updated_at: nowIso });
      return current;
    });
    if (!settled) return 'skipped';
    if (ends) {
      if (row.upc === VIP_UPC) await ports.memberAccounts.setVipUntil(row.member_uuid, null);
      await notify(row, 'ended', utcDay(moment));
      return 'ended';
    }
    const retryDay = utcDay(retryAt);
    // The perks last while the card is retried.
    if (row.upc === VIP_UPC) await ports.memberAccounts.setVipUntil(row.member_uuid, Math.max(perksEndAfter(row.next_billing_date), perksEndAfter(retryDay)));
    await notify(row, 'renewal_failed', retryDay);
    return 'failed';
  }

  /** The renewal job: bills every due subscription once for its period and ends the canceled ones whose period is over. */
  async function renew(moment: Date = now()): Promise<RenewalTally> {
    const tally: RenewalTally = { renewed: 0, failed: 0, ended: 0 };
    const today = utcDay(moment);
    const nowIso = moment.toISOString();
    for (const row of await data.lapsed(db, today)) {
      // The perks were set to end with the period when it was canceled; no charge, no second email.
      if (await data.updateIf(db, row, { status: 'ended', retry_at: null, updated_at: nowIso })) tally.ended += 1;
    }
    for (const row of await data.due(db, today, nowIso)) {
      try {
        const outcome = await renewOne(row, moment);
        if (outcome !== 'skipped') tally[outcome] += 1;
      } catch (error) {
        // One subscription's trouble (the gateway unreachable) never stops the others; its order is taken over later.
        options.logger?.error({ err: error, subscription: row.subscription_uuid }, 'a subscription renewal failed midway; it will be taken over');
      }
    }
    return tally;
  }

  const forOrders: SubscriptionsForOrders = { plan, start, billingLine };
  return { ...forOrders, list, cancel, updatePaymentMethod, renew };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
