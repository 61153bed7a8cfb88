import { randomBytes, randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { tablesOf } from '../../server/db/database';
import { perksEndAfter } from '../../server/platform/commerce/billing-dates';
import type { CommerceTables } from '../../server/platform/commerce/commerce.tables';
import { createCreditsService } from '../../server/platform/commerce/credits.service';
import { createSandboxGateway } from '../../server/platform/commerce/gateway/sandbox-gateway';
import { createRenewalWorker } from '../../server/platform/commerce/renewal-worker';
import { subscriptionRoutes } from '../../server/platform/commerce/subscriptions.routes';
import { createSubscriptionsService, renewalOrderUuid } from '../../server/platform/commerce/subscriptions.service';
import type { CatalogueEntry, LedgerEntry, PlatformPorts, TemplateMail } from '../../server/platform/ports';
import { DRT_UPC, VIP_UPC, type SubscriptionUpc } from '../../shared/store/catalogue';
import type { SandboxOutcome } from '../../shared/store/sandbox-card';
import { jsonErrorHandler, jsonNotFound } from '../../server/http/error-handler';
import { createTestDatabase, ENGINES, silentLogger, type TestDatabase } from '../support/test-site';

const entry = (code: string, name: string, cents: number): CatalogueEntry =>
  ({
    description: { code, product_name: name },
    price: { usd: { current: cents, original: cents, message: '', billing_type: 'monthly' }, kc: null },
  }) as unknown as CatalogueEntry;
const CATALOGUE: Record<string, CatalogueEntry> = { [VIP_UPC]: entry(VIP_UPC, 'VIP Membership', 999), [DRT_UPC]: entry(DRT_UPC, 'Daily Reflection', 799) };

const nonce = (outcome: SandboxOutcome = 'succeed', last4 = '4242') => `sbx_${outcome}_visa_${last4}_${randomBytes(16).toString('base64url')}`;

describe.each(ENGINES)('commerce subscriptions, renewals and free readings on %s', (engine) => {
  let test: TestDatabase;
  let db: ReturnType<typeof tablesOf<CommerceTables>>;
  let clock: Date;
  const now = () => clock;
  const mail: TemplateMail[] = [];
  const ledger: LedgerEntry[] = [];
  const vipUntil = new Map<string, number | null>();
  const ports = {
    catalogue: { product: (upc: string) => CATALOGUE[upc] },
    memberAccounts: {
      contact: async () => ({ email: 'ada@example.com', first_name: 'Ada' }),
      setVipUntil: async (member: string, until: number | null) => void vipUntil.set(member, until),
    },
    memberMail: { send: async (message: TemplateMail) => void mail.push(message), joinUnlessChosen: async () => {} },
    memberLedger: {
      record: async (item: LedgerEntry) => {
        const created = !ledger.some((other) => other.order_uuid === item.order_uuid && other.kind === item.kind);
        if (created) ledger.push(item);
        return { kc_balance: 0, created };
      },
      balance: async () => 0,
    },
  } as unknown as PlatformPorts;

  let gateway: ReturnType<typeof createSandboxGateway>;
  let subscriptions: ReturnType<typeof createSubscriptionsService>;
  let credits: ReturnType<typeof createCreditsService>;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = tablesOf<CommerceTables>(test.database);
    gateway = createSandboxGateway(db, { siteUrl: 'http://starlit.test', now });
    subscriptions = createSubscriptionsService(db, gateway, ports, now, { siteUrl: 'http://starlit.test' });
    credits = createCreditsService(db, now);
  });
  afterAll(() => test.drop());
  beforeEach(async () => {
    clock = new Date('2026-11-23T15:00:00.000Z');
    // Each test bills only its own members: the renewal job's tallies count every due subscription.
    await db.deleteFrom('commerce_subscriptions').execute();
  });

  /** What the checkout does for a subscription: plan, keep the card, start. */
  async function subscribe(member: string, upc: SubscriptionUpc, outcome: SandboxOutcome = 'succeed') {
    const plan = await subscriptions.plan(member, upc);
    const kept = await gateway.vault({ nonce: nonce(outcome), customer: member });
    const subscription = await subscriptions.start({ member_uuid: member, upc, method_token: kept.method_token, payment_label: kept.payment_label, order_uuid: randomUUID(), trial: plan.trial });
    return { plan, subscription };
  }
  const mailSince = (count: number) => mail.slice(count).map((message) => ('notice' in message ? { notice: message.notice, date: message.date } : { template: message.template }));
  const chargesOf = (subscriptionUuid: string) => db.selectFrom('commerce_orders').selectAll().where('subscription_uuid', '=', subscriptionUuid).orderBy('created_at').execute();
  const sandboxCharges = async (keys: string[]) => (keys.length === 0 ? [] : db.selectFrom('sandbox_charges').selectAll().where('idempotency_key', 'in', keys).execute());

  it('starts a first VIP with a week’s free trial: nothing charged, VIP perks set, a free reading granted, the trial email sent', async () => {
    const member = randomUUID();
    const sent = mail.length;
    const plan = await subscriptions.plan(member, VIP_UPC);
    expect(plan).toEqual({ upc: VIP_UPC, product_name: 'VIP Membership', trial: true, charge_cents: 0, monthly_cents: 999, next_charge_date: '2026-11-30' });
    const kept = await gateway.vault({ nonce: nonce(), customer: member });
    const order = randomUUID();
    const started = await subscriptions.start({ member_uuid: member, upc: VIP_UPC, method_token: kept.method_token, payment_label: kept.payment_label, order_uuid: order, trial: true });
    expect(started).toMatchObject({ upc: VIP_UPC, product_name: 'VIP Membership', status: 'trialing', next_billing_date: '2026-11-30', usd_cents: 999, payment_label: 'Visa ending 4242' });
    expect(vipUntil.get(member)).toBe(perksEndAfter('2026-11-30'));
    expect(mailSince(sent)).toEqual([{ notice: 'trial_started', date: '2026-11-30' }]);

    const credit = await credits.available(member, 'celtic-cross');
    expect(credit).toEqual({ credit_key: `vip:${member}:2026-11-23`, source: 'vip', label: 'Your free VIP reading this month' });
    expect(await credits.available(member, 'daily-reflection')).toEqual(credit);
    expect(await credits.available(member, 'three-card')).toBeNull();

    // The same order again (a retry) changes nothing and sends nothing.
    const again = await subscriptions.start({ member_uuid: member, upc: VIP_UPC, method_token: kept.method_token, payment_label: kept.payment_label, order_uuid: order, trial: true });
    expect(again).toEqual(started);
    expect(mail.length).toBe(sent + 1);
    await expect(subscriptions.plan(member, VIP_UPC)).rejects.toMatchObject({ status: 409, message: 'You already have this subscription.' });
    expect(await subscriptions.list(member)).toEqual([started]);
    expect(await subscriptions.billingLine(started.subscription_uuid)).toBe('Billed monthly; next billing November 30, 2026');
    expect(await subscriptions.billingLine(randomUUID())).toBeUndefined();
  });

  it('starts once when the same start arrives ten times at once', async () => {
    const member = randomUUID();
    const sent = mail.length;
    const kept = await gateway.vault({ nonce: nonce(), customer: member });
    const order = randomUUID();
    const started = await Promise.all(
      Array.from({ length: 10 }, () => subscriptions.start({ member_uuid: member, upc: VIP_UPC, method_token: kept.method_token, payment_label: kept.payment_label, order_uuid: order, trial: true })),
    );
    expect(new Set(started.map((subscription) => subscription.subscription_uuid)).size).toBe(1);
    expect(await db.selectFrom('commerce_subscriptions').select('subscription_uuid').where('member_uuid', '=', member).execute()).toHaveLength(1);
    expect(await db.selectFrom('commerce_credits').select('credit_key').where('member_uuid', '=', member).execute()).toEqual([{ credit_key: `vip:${member}:2026-11-23` }]);
    expect(mailSince(sent)).toEqual([{ notice: 'trial_started', date: '2026-11-30' }]);
  });

  it('bills the Daily Reflection from the first day, a month ahead', async () => {
    const member = randomUUID();
    const { plan, subscription } = await subscribe(member, DRT_UPC);
    expect(plan).toEqual({ upc: DRT_UPC, product_name: 'Daily Reflection', trial: false, charge_cents: 799, monthly_cents: 799, next_charge_date: '2026-12-23' });
    expect(subscription).toMatchObject({ status: 'active', next_billing_date: '2026-12-23', usd_cents: 799 });
    expect(vipUntil.has(member)).toBe(false);
  });

  it('charges a due subscription exactly once when ten renewal runs overlap', async () => {
    const member = randomUUID();
    const { subscription } = await subscribe(member, VIP_UPC);
    clock = new Date('2026-11-30T00:05:00.000Z');
    const tallies = await Promise.all(Array.from({ length: 10 }, () => subscriptions.renew(new Date(clock))));
    expect(tallies.reduce((sum, tally) => sum + tally.renewed, 0)).toBe(1);
    expect(tallies.every((tally) => tally.failed === 0 && tally.ended === 0)).toBe(true);

    const orders = await chargesOf(subscription.subscription_uuid);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ order_uuid: renewalOrderUuid(subscription.subscription_uuid, '2026-11-30', 1), member_uuid: member, upc: VIP_UPC, status: 'paid', payment_method: 'card', payment_label: 'Visa ending 4242', receipt_sent_at: null });
    expect(Number(order!.usd_cents)).toBe(999);
    // The renewal's order id is a well-formed UUID named by the subscription, the period and the attempt.
    expect(order!.order_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(renewalOrderUuid(subscription.subscription_uuid, '2026-11-30', 2)).not.toBe(order!.order_uuid);
    expect(await sandboxCharges([order!.order_uuid])).toHaveLength(1);
    expect(ledger.filter((item) => item.member_uuid === member)).toEqual([{ member_uuid: member, kind: 'purchase', description: 'VIP Membership: monthly renewal', usd_cents: 999, kc: 0, order_uuid: order!.order_uuid }]);

    const [renewed] = await subscriptions.list(member);
    expect(renewed).toMatchObject({ status: 'active', next_billing_date: '2026-12-30' });
    expect(vipUntil.get(member)).toBe(perksEndAfter('2026-12-30'));
    expect(await credits.available(member, 'celtic-cross')).toMatchObject({ credit_key: `vip:${member}:2026-11-30` });

    // Later runs in the same period find nothing due.
    expect(await subscriptions.renew(new Date('2026-12-29T23:00:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });
    expect(await chargesOf(subscription.subscription_uuid)).toHaveLength(1);
  });

  it('takes over a renewal left charging by a run that stopped, without charging twice', async () => {
    const member = randomUUID();
    const { subscription } = await subscribe(member, DRT_UPC);
    const orderUuid = renewalOrderUuid(subscription.subscription_uuid, '2026-12-23', 1);
    const crashedAt = new Date('2026-12-23T01:00:00.000Z');
    // A run inserted the order and charged, then stopped before writing it down.
    await db
      .insertInto('commerce_orders')
      .values({ order_uuid: orderUuid, member_uuid: member, upc: DRT_UPC, quantity: 1, request_key: 'k'.repeat(64), payment_method: 'card', status: 'charging', usd_cents: 799, kc: 0, discount_code: null, discount_amount: null, deal_id: null, subscription_uuid: subscription.subscription_uuid, charge_id: null, approval_token: null, payment_label: 'Visa ending 4242', fulfilment_url: null, error: null, receipt_sent_at: null, created_at: crashedAt.toISOString(), updated_at: crashedAt.toISOString() })
      .execute();
    const row = await db.selectFrom('commerce_subscriptions').selectAll().where('subscription_uuid', '=', subscription.subscription_uuid).executeTakeFirstOrThrow();
    await gateway.charge({ source: { method_token: row.method_token! }, amount_cents: 799, idempotency_key: orderUuid, description: 'Daily Reflection' });

    expect(await subscriptions.renew(new Date('2026-12-23T01:05:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });
    expect(await subscriptions.renew(new Date('2026-12-23T01:20:00.000Z'))).toEqual({ renewed: 1, failed: 0, ended: 0 });
    expect(await chargesOf(subscription.subscription_uuid)).toEqual([expect.objectContaining({ order_uuid: orderUuid, status: 'paid' })]);
    expect(await sandboxCharges([orderUuid])).toHaveLength(1);
    expect((await subscriptions.list(member))[0]).toMatchObject({ status: 'active', next_billing_date: '2027-01-23' });
  });

  it('retries a declined renewal a day later, emailing each time, and after three failures ends the perks', async () => {
    const member = randomUUID();
    const { subscription } = await subscribe(member, VIP_UPC, 'decline_later');
    const sent = mail.length;
    expect(await subscriptions.renew(new Date('2026-11-30T06:00:00.000Z'))).toEqual({ renewed: 0, failed: 1, ended: 0 });
    let [row] = await subscriptions.list(member);
    expect(row).toMatchObject({ status: 'past_due', next_billing_date: '2026-11-30' });
    expect(vipUntil.get(member)).toBe(perksEndAfter('2026-12-01'));
    // Not retried before its time.
    expect(await subscriptions.renew(new Date('2026-11-30T18:00:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });
    expect(await subscriptions.renew(new Date('2026-12-01T06:00:00.000Z'))).toEqual({ renewed: 0, failed: 1, ended: 0 });
    expect(await subscriptions.renew(new Date('2026-12-02T06:00:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 1 });
    [row] = await subscriptions.list(member);
    expect(row!.status).toBe('ended');
    expect(vipUntil.get(member)).toBeNull();
    expect(mailSince(sent)).toEqual([
      { notice: 'renewal_failed', date: '2026-12-01' },
      { notice: 'renewal_failed', date: '2026-12-02' },
      { notice: 'ended', date: '2026-12-02' },
    ]);
    const orders = await chargesOf(subscription.subscription_uuid);
    expect(orders.map((order) => [order.status, order.error])).toEqual(Array.from({ length: 3 }, () => ['failed', 'Your card was declined. Please try another card.']));
    expect(await sandboxCharges(orders.map((order) => order.order_uuid))).toHaveLength(0);
    expect(await subscriptions.renew(new Date('2026-12-05T06:00:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });

    // Back later: no second trial, billed today.
    clock = new Date('2026-12-10T10:00:00.000Z');
    expect(await subscriptions.plan(member, VIP_UPC)).toMatchObject({ trial: false, charge_cents: 999, next_charge_date: '2027-01-10' });
    await expect(subscriptions.cancel(member, VIP_UPC)).rejects.toMatchObject({ status: 404, message: 'You do not have this subscription.' });
  });

  it('retries a past-due renewal at the next run once a new card is saved', async () => {
    const member = randomUUID();
    await subscribe(member, DRT_UPC, 'decline_later');
    expect(await subscriptions.renew(new Date('2026-12-23T06:00:00.000Z'))).toMatchObject({ failed: 1 });
    clock = new Date('2026-12-23T09:00:00.000Z');
    await expect(subscriptions.updatePaymentMethod(member, 'not-a-nonce')).rejects.toMatchObject({ status: 400 });
    await expect(subscriptions.updatePaymentMethod(member, nonce('decline', '0002'))).rejects.toMatchObject({ status: 402 });
    expect(await subscriptions.updatePaymentMethod(member, nonce('succeed', '4444'))).toEqual({ payment_label: 'Visa ending 4444' });
    expect(await subscriptions.renew(new Date('2026-12-23T09:00:00.000Z'))).toEqual({ renewed: 1, failed: 0, ended: 0 });
    expect((await subscriptions.list(member))[0]).toMatchObject({ status: 'active', next_billing_date: '2027-01-23', payment_label: 'Visa ending 4444' });
    await expect(subscriptions.updatePaymentMethod(randomUUID(), nonce())).rejects.toMatchObject({ status: 404, message: 'You do not have a subscription.' });
  });

  it('keeps a canceled VIP’s perks until its billing day, then ends it without a charge; it may be resumed before then', async () => {
    const member = randomUUID();
    const { subscription } = await subscribe(member, VIP_UPC);
    const sent = mail.length;
    const canceled = await subscriptions.cancel(member, VIP_UPC);
    expect(canceled).toMatchObject({ status: 'canceled', next_billing_date: '2026-11-30' });
    expect(await subscriptions.cancel(member, VIP_UPC)).toEqual(canceled);
    expect(mailSince(sent)).toEqual([{ notice: 'canceled', date: '2026-11-30' }]);
    expect(vipUntil.get(member)).toBe(perksEndAfter('2026-11-30'));
    expect(await credits.available(member, 'celtic-cross')).not.toBeNull();
    expect(await subscriptions.renew(new Date('2026-11-29T12:00:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 0 });

    // Resumed inside the period: nothing charged now, the same billing day.
    expect(await subscriptions.plan(member, VIP_UPC)).toMatchObject({ trial: false, charge_cents: 0, next_charge_date: '2026-11-30' });
    const resumed = await subscriptions.start({ member_uuid: member, upc: VIP_UPC, method_token: 'pm_same', payment_label: 'Visa ending 4242', order_uuid: randomUUID(), trial: false });
    expect(resumed).toMatchObject({ status: 'active', next_billing_date: '2026-11-30' });
    await subscriptions.cancel(member, VIP_UPC);

    expect(await subscriptions.renew(new Date('2026-11-30T00:10:00.000Z'))).toEqual({ renewed: 0, failed: 0, ended: 1 });
    expect((await subscriptions.list(member))[0]!.status).toBe('ended');
    expect(await chargesOf(subscription.subscription_uuid)).toHaveLength(0);
    expect(mailSince(sent)).toEqual([
      { notice: 'canceled', date: '2026-11-30' },
      { notice: 'canceled', date: '2026-11-30' },
    ]);
    clock = new Date('2026-11-30T00:20:00.000Z');
    expect(await credits.available(member, 'celtic-cross')).toBeNull();
    await expect(subscriptions.cancel(member, VIP_UPC)).rejects.toMatchObject({ status: 404 });
    await expect(subscriptions.cancel(randomUUID(), DRT_UPC)).rejects.toMatchObject({ status: 404, message: 'You do not have this subscription.' });
  });

  it('lets exactly one of 20 orders racing for a free reading claim it; a release gives it back', async () => {
    const member = randomUUID();
    await subscribe(member, VIP_UPC);
    const credit = (await credits.available(member, 'celtic-cross'))!;
    const orders = Array.from({ length: 20 }, () => randomUUID());
    const claims = await Promise.all(orders.map((order) => credits.claim(credit.credit_key, order)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = orders[claims.indexOf(true)]!;
    const loser = orders.find((order) => order !== winner)!;
    expect(await credits.claim(credit.credit_key, winner)).toBe(true);
    expect(await credits.available(member, 'celtic-cross')).toBeNull();
    await credits.release(credit.credit_key, loser);
    expect(await credits.claim(credit.credit_key, loser)).toBe(false);
    await credits.release(credit.credit_key, winner);
    expect(await credits.available(member, 'celtic-cross')).toEqual(credit);
    expect(await credits.claim(credit.credit_key, loser)).toBe(true);
  });

  it('gives a Daily Reflection subscriber one free Daily Reflection a day, by New York’s day', async () => {
    const member = randomUUID();
    await subscribe(member, DRT_UPC);
    expect(await credits.available(member, 'celtic-cross')).toBeNull();
    const today = await credits.available(member, 'daily-reflection');
    expect(today).toEqual({ credit_key: `drt:${member}:2026-11-23`, source: 'drt', label: 'Included in your Daily Reflection subscription today' });
    expect(await credits.available(member, 'daily-reflection')).toEqual(today);
    const claims = await Promise.all(Array.from({ length: 5 }, () => credits.claim(today!.credit_key, randomUUID())));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await credits.available(member, 'daily-reflection')).toBeNull();
    // 03:00 UTC on the 24th is still the 23rd in New York.
    clock = new Date('2026-11-24T03:00:00.000Z');
    expect(await credits.available(member, 'daily-reflection')).toBeNull();
    clock = new Date('2026-11-24T06:00:00.000Z');
    expect(await credits.available(member, 'daily-reflection')).toMatchObject({ credit_key: `drt:${member}:2026-11-24` });
    expect(await credits.available(randomUUID(), 'daily-reflection')).toBeNull();
  });

  it('serves the platform calls: list, unsubscribe, a new card and a renewal run, with 4xx for bad input', async () => {
    const app = express();
    app.use(express.json());
    app.use(subscriptionRoutes(subscriptions));
    app.use(jsonNotFound());
    app.use(jsonErrorHandler(silentLogger));
    const member = randomUUID();
    const { subscription } = await subscribe(member, VIP_UPC);

    const listed = await request(app).get('/commerce/subscriptions').query({ member_uuid: member }).expect(200);
    expect(listed.body).toEqual({ subscriptions: [subscription] });
    await request(app).get('/commerce/subscriptions').query({ member_uuid: 'nobody' }).expect(400);

    await request(app).post(`/commerce/subscriptions/no-such-plan/cancel`).send({ member_uuid: member }).expect(400);
    const missing = await request(app).post(`/commerce/subscriptions/${DRT_UPC}/cancel`).send({ member_uuid: member }).expect(404);
    expect(missing.body.error.message).toBe('You do not have this subscription.');
    const canceled = await request(app).post(`/commerce/subscriptions/${VIP_UPC}/cancel`).send({ member_uuid: member }).expect(200);
    expect(canceled.body.subscription).toMatchObject({ status: 'canceled', next_billing_date: '2026-11-30' });

    const card = await request(app).post('/commerce/subscriptions/payment-method').send({ member_uuid: member, nonce: nonce('succeed', '1111') }).expect(200);
    expect(card.body).toEqual({ payment_label: 'Visa ending 1111' });
    await request(app).post('/commerce/subscriptions/payment-method').send({ member_uuid: member, nonce: 'x\u0000y' }).expect(400);

    await request(app).post('/commerce/renewals/run').send({ now: 'yesterday' }).expect(400);
    const run = await request(app).post('/commerce/renewals/run').send({ now: '2026-11-30T01:00:00Z' }).expect(200);
    expect(run.body).toEqual({ renewed: 0, failed: 0, ended: 1 });
  });

  it('runs the renewals once at start and again whenever drained', async () => {
    const member = randomUUID();
    const { subscription } = await subscribe(member, DRT_UPC);
    clock = new Date('2026-12-23T00:30:00.000Z');
    const worker = createRenewalWorker(subscriptions, silentLogger);
    worker.start();
    await worker.drain();
    await worker.stop();
    expect(await chargesOf(subscription.subscription_uuid)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect((await subscriptions.list(member))[0]).toMatchObject({ status: 'active', next_billing_date: '2027-01-23' });
  });
});
