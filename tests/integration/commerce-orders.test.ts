import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { tablesOf } from '../../server/db/database';
import type { SmsTables } from '../../server/platform/sms/sms.tables';
import { AppError } from '../../server/errors';
import type { CreditsForOrders, SubscriptionsForOrders } from '../../server/platform/commerce/commerce-internals';
import { createSandboxGateway } from '../../server/platform/commerce/gateway/sandbox-gateway';
import { createOrdersService, type OrdersService } from '../../server/platform/commerce/orders.service';
import { createTestDatabase, ENGINES, silentLogger, type TestDatabase } from '../support/test-site';
import { createCommerceHarness, nonce, type CommerceHarness } from './commerce-harness';

describe.each(ENGINES)('commerce orders on %s', (engine) => {
  let testDb: TestDatabase;
  let h: CommerceHarness;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    h = createCommerceHarness(testDb.database, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test' }), silentLogger);
    h.workers.start();
  });
  afterAll(async () => {
    await h.workers.stop();
    await testDb.drop();
  });

  const place = (body: object) => request(h.app).post('/commerce/orders').send(body);
  const order = (member_uuid: string, extra: object = {}) => ({ order_uuid: randomUUID(), member_uuid, upc: 'three-card', payment: { method: 'card', nonce: nonce() }, ...extra });
  const ledger = (memberUuid: string) => h.members.selectFrom('member_transactions').selectAll().where('member_uuid', '=', memberUuid).execute();
  const balance = async (memberUuid: string) => Number((await h.members.selectFrom('members').select('kc_balance').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).kc_balance);

  it('quotes from the catalogue with the welcome offer, and refuses what cannot be bought', async () => {
    const member = await h.newMember();
    await h.grantCoins(member, 700);
    const quote = await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card' }).expect(200);
    expect(quote.body).toMatchObject({ upc: 'three-card', usd_cents: 749, kc: 750, voucher: { code: 'signup-half-off-reading', percent: 50 }, kc_balance: 700, subscribed: false, credit: null, subscription_start: null });
    const astro = await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'astro-reading' }).expect(200);
    expect(astro.body).toMatchObject({ usd_cents: 999, voucher: null });
    expect((await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'no-such-thing' }).expect(404)).body.error.message).toBe('That product does not exist.');
    expect((await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'soon-reading' }).expect(409)).body.error.message).toBe('That product is not on sale yet.');
    await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'free-reading' }).expect(409);
    await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card', quantity: 2 }).expect(400);
    await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card', quantity: 2 ** 40 }).expect(400);
    await request(h.app).get('/commerce/quote').query({ member_uuid: randomUUID(), upc: 'three-card' }).expect(404);
  });

  it('refuses bad input with 400 (or 404) before anything is written', async () => {
    const member = await h.newMember();
    const bad = [
      order(member, { upc: 'Three Card!' }),
      order(member, { quantity: 0 }),
      order(member, { quantity: 11 }),
      order(member, { quantity: 2 ** 40 }),
      order(member, { upc: 'karma-coins-500', quantity: 1.5 }),
      order(member, { upc: 'three-card', quantity: 2 }),
      order(member, { price: 1 }),
      order(member, { usd_cents: 1 }),
      order(member, { payment: { method: 'card', nonce: nonce(), amount_cents: 1 } }),
      order(member, { payment: { method: 'kc', kc: 1 } }),
      order(member, { upc: 'three\u0000card' }),
      order(member, { payment: { method: 'card', nonce: 'sbx\u0000' } }),
      order(member, { order_uuid: 'not-a-uuid' }),
      order(member, { deal: 'short' }),
      order(member, { upc: 'card-only-report', payment: { method: 'kc' } }),
      order(member, { upc: 'karma-coins-500', payment: { method: 'kc' } }),
      order(member, { payment: { method: 'card', nonce: 'not-a-sandbox-nonce' } }),
    ];
    for (const body of bad) {
      const res = await place(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    expect((await place(order(member, { upc: 'nope' }))).status).toBe(404);
    expect((await place(order(member, { deal: 'd'.repeat(20) })).expect(400)).body.error.message).toBe('That reading has expired. Please choose your cards again.');
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().execute()).toEqual([]);
    expect(await h.commerce.selectFrom('commerce_orders').selectAll().where('member_uuid', '=', member).where('status', '!=', 'failed').execute()).toEqual([]);
  });

  it('charges a card once, records the purchase, spends the voucher, fulfils the held reading and sends the receipt', async () => {
    const member = await h.newMember();
    const deal = `deal_${randomBytes(12).toString('hex')}`;
    h.deals.set(deal, { member_uuid: member, spread_code: 'three-card', made: false });
    const body = order(member, { deal });
    const res = await place(body).expect(200);
    expect(res.body.order).toMatchObject({
      order_uuid: body.order_uuid,
      status: 'paid',
      payment_method: 'card',
      usd_cents: 749,
      discount: { code: 'signup-half-off-reading', amount: 750 },
      report_url: `/confirm?order=${body.order_uuid}`,
      fulfilment_url: `/readings-reports/tarot-readings/result/${deal}`,
      error: null,
    });
    const again = await place(body).expect(200);
    expect(again.body.order).toEqual(res.body.order);
    const charges = await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute();
    expect(charges.map((row) => Number(row.amount_cents))).toEqual([749]);
    expect((await ledger(member)).map((row) => [row.kind, Number(row.usd_cents), Number(row.kc)])).toEqual([['purchase', 749, 0]]);
    // The voucher is spent: the next reading is full price.
    expect((await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card' })).body).toMatchObject({ usd_cents: 1499, voucher: null });
    await h.workers.drain();
    const receipt = h.mail.find((mail) => mail.template === 'receipt' && mail.order_uuid === body.order_uuid);
    expect(receipt).toMatchObject({ amount: '$7.49', payment: 'Visa ending 4242', discount: 'Saved 50% with your welcome offer', url: `http://starlit.test/readings-reports/tarot-readings/result/${deal}` });
    await h.workers.drain();
    expect(h.mail.filter((mail) => mail.template === 'receipt' && mail.order_uuid === body.order_uuid)).toHaveLength(1);
    expect((await request(h.app).get(`/commerce/orders/${body.order_uuid}`).query({ member_uuid: member }).expect(200)).body.order).toEqual(res.body.order);
  });

  it('offers the text-message voucher after the welcome one to a member who confirmed texts, and tells the rules service', async () => {
    const member = await h.newMember();
    const owned = () => request(h.app).get('/rules/voucher-ownership/promo').query({ member_uuid: member }).expect(200);
    expect((await owned()).body).toEqual({ owned: true, code: 'signup-half-off-reading' });
    await place(order(member)).expect(200);
    expect((await owned()).body).toEqual({ owned: false, code: null });
    const sms = tablesOf<SmsTables>(testDb.database);
    await sms.insertInto('sms_subscriptions').values({ member_uuid: member, phone: '+15555550123', status: 'confirmed', promos: 1, location: 'test', updated_at: new Date().toISOString() }).execute();
    expect((await owned()).body).toEqual({ owned: true, code: 'sms-half-off-reading' });
    const second = await place(order(member, { upc: 'love-report' })).expect(200);
    expect(second.body.order).toMatchObject({ usd_cents: 1499, discount: { code: 'sms-half-off-reading', amount: 1500 } });
    expect((await owned()).body).toEqual({ owned: false, code: null });
  });

  it('refuses an order number reused by another member (404) or for another purchase (409)', async () => {
    const member = await h.newMember();
    const other = await h.newMember();
    const body = order(member, { use_voucher: false });
    await place(body).expect(200);
    expect((await place({ ...body, member_uuid: other }).expect(404)).body.error.message).toBe('No order of yours has that id.');
    expect((await place({ ...body, upc: 'love-report' }).expect(409)).body.error.message).toBe('That order number was used for another purchase. Please reload the page.');
    await request(h.app).get(`/commerce/orders/${body.order_uuid}`).query({ member_uuid: other }).expect(404);
    await request(h.app).get(`/commerce/orders/${randomUUID()}`).query({ member_uuid: member }).expect(404);
  });

  it('answers a declined card with 402, a reused nonce with 400 and a timeout with 504, charging nothing', async () => {
    const member = await h.newMember();
    const declined = order(member, { payment: { method: 'card', nonce: nonce('decline', '0002') } });
    expect((await place(declined).expect(402)).body.error.message).toBe('Your card was declined. Please try another card.');
    expect((await request(h.app).get(`/commerce/orders/${declined.order_uuid}`).query({ member_uuid: member })).body.order).toMatchObject({ status: 'failed' });
    const used = nonce();
    await place(order(member, { use_voucher: false, payment: { method: 'card', nonce: used } })).expect(200);
    await place(order(member, { use_voucher: false, payment: { method: 'card', nonce: used } })).expect(400);
    const timeout = await place(order(member, { payment: { method: 'card', nonce: nonce('timeout') } })).expect(504);
    expect(timeout.body.error.message).toBe('The payment service did not answer in time. You have not been charged; please try again.');
    // The declined and timed-out orders gave the voucher back.
    expect((await request(h.app).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card' })).body.voucher).toMatchObject({ code: 'signup-half-off-reading' });
    // The same declined order sent again answers the same refusal.
    await place(declined).expect(402);
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', declined.order_uuid).execute()).toEqual([]);
  });

  it('pays with coins (one kc_spend entry), refuses a spend the balance does not cover, and buys coin packages by card', async () => {
    const member = await h.newMember();
    await h.grantCoins(member, 2000);
    const spend = order(member, { payment: { method: 'kc' } });
    const paid = await place(spend).expect(200);
    expect(paid.body.order).toMatchObject({ status: 'paid', payment_method: 'kc', kc: 750, usd_cents: 0, discount: { code: 'signup-half-off-reading', amount: 750 } });
    await place(spend).expect(200);
    expect(await balance(member)).toBe(1250);
    const short = await place(order(member, { upc: 'love-report', payment: { method: 'kc' } })).expect(409);
    expect(short.body.error.message).toBe('You do not have enough Karma Coins for this.');
    expect(await balance(member)).toBe(1250);
    const coins = await place(order(member, { upc: 'karma-coins-500', quantity: 3 })).expect(200);
    expect(coins.body.order).toMatchObject({ status: 'paid', usd_cents: 1497, kc: 1500, discount: null });
    expect(await balance(member)).toBe(2750);
    const entries = await ledger(member);
    expect(entries.map((row) => row.kind).sort()).toEqual(['kc_grant', 'kc_purchase', 'kc_spend']);
    expect(entries.reduce((sum, row) => sum + Number(row.kc), 0)).toBe(await balance(member));
    await h.workers.drain();
    expect(h.mail.find((mail) => mail.template === 'receipt' && mail.order_uuid === spend.order_uuid)).toMatchObject({ amount: '750 Karma Coins', payment: 'Karma Coins' });
    expect(h.mail.find((mail) => mail.template === 'receipt' && mail.order_uuid === coins.body.order.order_uuid)).toMatchObject({ amount: '$14.97 for 1,500 Karma Coins' });
  });

  it('records a ledger entry once per order and kind', async () => {
    const member = await h.newMember();
    const entry = { member_uuid: member, kind: 'kc_grant' as const, description: 'Gift', usd_cents: null, kc: 40, order_uuid: randomUUID() };
    expect(await h.ports.memberLedger.record(entry)).toEqual({ kc_balance: 40, created: true });
    expect(await h.ports.memberLedger.record(entry)).toEqual({ kc_balance: 40, created: false });
    await expect(h.ports.memberLedger.record({ ...entry, kind: 'kc_spend', kc: -41 })).rejects.toMatchObject({ code: 'conflict', message: 'You do not have enough Karma Coins for this.' });
    expect(await h.ports.memberLedger.record({ ...entry, kind: 'kc_spend', kc: -40 })).toEqual({ kc_balance: 0, created: true });
    expect(await h.ports.memberLedger.balance(member)).toBe(0);
    expect(await ledger(member)).toHaveLength(2);
  });

  it('runs the redirect flow: approval, capture once, a second capture answers the same order', async () => {
    const member = await h.newMember();
    const body = { order_uuid: randomUUID(), member_uuid: member, upc: 'love-report', return_url: 'http://starlit.test/checkout/return', cancel_url: 'http://starlit.test/checkout' };
    const started = await request(h.app).post('/commerce/orders/approval').send(body).expect(200);
    const token = /\/sandbox\/approve\/([\w-]+)$/.exec(started.body.redirect_url)![1]!;
    const approval = await request(h.app).get(`/commerce/sandbox/approvals/${token}`).expect(200);
    expect(approval.body.approval).toMatchObject({ amount_cents: 1499, status: 'pending' });
    await request(h.app).post(`/commerce/orders/${body.order_uuid}/capture`).send({ member_uuid: member, token }).expect(402);
    const retry = await request(h.app).post('/commerce/orders/approval').send({ ...body, order_uuid: randomUUID() }).expect(200);
    const token2 = /\/sandbox\/approve\/([\w-]+)$/.exec(retry.body.redirect_url)![1]!;
    const orderUuid = (await h.commerce.selectFrom('commerce_orders').select('order_uuid').where('approval_token', '=', token2).executeTakeFirstOrThrow()).order_uuid;
    const decided = await request(h.app).post(`/commerce/sandbox/approvals/${token2}`).send({ decision: 'approve' }).expect(200);
    expect(decided.body.redirect_url).toBe(`http://starlit.test/checkout/return?token=${token2}`);
    await request(h.app).post(`/commerce/orders/${orderUuid}/capture`).send({ member_uuid: randomUUID(), token: token2 }).expect(404);
    await request(h.app).post(`/commerce/orders/${orderUuid}/capture`).send({ member_uuid: member, token: 'someone-elses' }).expect(400);
    const captures = await Promise.all([1, 2, 3].map(() => request(h.app).post(`/commerce/orders/${orderUuid}/capture`).send({ member_uuid: member, token: token2 })));
    expect(captures.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(captures[0]!.body.order).toMatchObject({ status: 'paid', payment_method: 'paypal', usd_cents: 1499, discount: { code: 'signup-half-off-reading' } });
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', orderUuid).execute()).toHaveLength(1);
    expect((await ledger(member)).map((row) => row.kind)).toEqual(['purchase']);
  });
});

describe.each(ENGINES)('commerce orders with subscriptions, credits and the reconciliation on %s', (engine) => {
  let testDb: TestDatabase;
  let h: CommerceHarness;
  let orders: OrdersService;
  const started: Parameters<SubscriptionsForOrders['start']>[0][] = [];
  const live = new Set<string>();
  const claims = new Map<string, string>();
  const subscriptions: SubscriptionsForOrders = {
    plan: async (memberUuid, upc) => {
      if (live.has(`${memberUuid}:${upc}`)) throw new AppError('conflict', 'You already have this subscription.');
      return upc === 'vip-monthly-subscription'
        ? { upc, product_name: 'VIP', trial: true, charge_cents: 0, monthly_cents: 999, next_charge_date: '2026-11-30' }
        : { upc, product_name: 'Daily Reflection', trial: false, charge_cents: 799, monthly_cents: 799, next_charge_date: '2026-12-23' };
    },
    start: async (input) => {
      if (!started.some((one) => one.order_uuid === input.order_uuid)) started.push(input);
      live.add(`${input.member_uuid}:${input.upc}`);
      return { subscription_uuid: input.order_uuid, upc: input.upc, product_name: 'Sub', status: input.trial ? 'trialing' : 'active', next_billing_date: '2026-12-23', usd_cents: 799, payment_label: input.payment_label, created: '' };
    },
    billingLine: async () => 'Billed monthly; next billing December 23, 2026',
  };
  const credits: CreditsForOrders = {
    available: async (memberUuid) => ({ credit_key: `vip:${memberUuid}`, source: 'vip', label: 'Your free VIP reading this month' }),
    claim: async (key, orderUuid) => {
      if (claims.has(key) && claims.get(key) !== orderUuid) return false;
      claims.set(key, orderUuid);
      return true;
    },
    release: async (key) => void claims.delete(key),
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    h = createCommerceHarness(testDb.database, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test' }), silentLogger);
    const gateway = createSandboxGateway(h.commerce, { siteUrl: 'http://starlit.test' });
    orders = createOrdersService(h.commerce, gateway, h.ports, { subscriptions, credits }, { siteUrl: 'http://starlit.test', logger: silentLogger, reconcileGraceMs: 0 });
  });
  afterAll(() => testDb.drop());

  const purchase = (member_uuid: string, upc: string) => ({ order_uuid: randomUUID(), member_uuid, upc, quantity: 1, use_voucher: true });

  it('starts a VIP trial by keeping the card without charging it, and a second start is refused', async () => {
    const member = await h.newMember();
    // The checkout's quote says what the start charges today and when the first charge comes.
    expect(await orders.quote({ member_uuid: member, upc: 'vip-monthly-subscription', quantity: 1 })).toMatchObject({
      subscribed: false,
      subscription_start: { today_cents: 0, monthly_cents: 999, next_charge_date: '2026-11-30', trial: true },
    });
    const body = { ...purchase(member, 'vip-monthly-subscription'), payment: { method: 'card' as const, nonce: nonce() } };
    const order = await orders.place(body);
    expect(order).toMatchObject({ status: 'paid', usd_cents: 0, type: 'Subscription', discount: null });
    expect(started.filter((one) => one.order_uuid === body.order_uuid)).toEqual([expect.objectContaining({ trial: true, payment_label: 'Visa ending 4242', method_token: expect.stringMatching(/^pm_/) })]);
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute()).toEqual([]);
    expect(await orders.place(body)).toEqual(order);
    await expect(orders.place({ ...purchase(member, 'vip-monthly-subscription'), payment: { method: 'card', nonce: nonce() } })).rejects.toMatchObject({ code: 'conflict' });
    expect(await orders.sendReceipts()).toBeGreaterThan(0);
    expect(h.mail.find((mail) => mail.template === 'receipt' && mail.order_uuid === body.order_uuid)).toMatchObject({ amount: '$0.00', billing: 'Billed monthly; next billing December 23, 2026' });
  });

  it('charges a Daily Reflection start once with the kept card and records the purchase', async () => {
    const member = await h.newMember();
    const body = { ...purchase(member, 'drt-monthly-subscription'), payment: { method: 'card' as const, nonce: nonce() } };
    expect(await orders.place(body)).toMatchObject({ status: 'paid', usd_cents: 799 });
    const charges = await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute();
    expect(charges.map((row) => Number(row.amount_cents))).toEqual([799]);
    const entries = await h.members.selectFrom('member_transactions').selectAll().where('member_uuid', '=', member).execute();
    expect(entries.map((row) => [row.kind, Number(row.usd_cents)])).toEqual([['purchase', 799]]);
    await expect(orders.place({ ...purchase(member, 'drt-monthly-subscription'), payment: { method: 'credit' } })).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('pays a reading with a free-reading credit once; another order for the same credit is refused', async () => {
    const member = await h.newMember();
    const first = await orders.place({ ...purchase(member, 'three-card'), payment: { method: 'credit' } });
    expect(first).toMatchObject({ status: 'paid', payment_method: 'credit', usd_cents: 0, kc: 0, discount: null });
    await expect(orders.place({ ...purchase(member, 'three-card'), payment: { method: 'credit' } })).rejects.toMatchObject({ code: 'conflict', message: 'That free reading was just used by another order. Please reload the page.' });
  });

  it('reconciles orders left charging: paid once when the gateway charged, failed when it did not', async () => {
    const member = await h.newMember();
    const at = new Date(Date.now() - 1000).toISOString();
    const row = (order_uuid: string) => ({
      order_uuid, member_uuid: member, upc: 'karma-coins-500', quantity: 1, request_key: 'k', payment_method: 'card', status: 'charging', usd_cents: 499, kc: 500,
      discount_code: null, discount_amount: null, deal_id: null, subscription_uuid: null, charge_id: null, approval_token: null, payment_label: null,
      fulfilment_url: null, error: null, receipt_sent_at: null, created_at: at, updated_at: at,
    });
    const charged = randomUUID();
    const never = randomUUID();
    await h.commerce.insertInto('commerce_orders').values([row(charged), row(never)]).execute();
    const gateway = createSandboxGateway(h.commerce, { siteUrl: 'http://starlit.test' });
    await gateway.charge({ source: { nonce: nonce() }, amount_cents: 499, idempotency_key: charged, description: 'coins' });
    expect(await orders.reconcile()).toBe(2);
    expect(await orders.reconcile()).toBe(0);
    expect(await orders.get(charged, member)).toMatchObject({ status: 'paid' });
    expect(await orders.get(never, member)).toMatchObject({ status: 'failed', error: 'The payment service did not answer in time. You have not been charged; please try again.' });
    expect(await h.ports.memberLedger.balance(member)).toBe(500);
  });

  it('reconciles an approved redirect-flow order whose capture was interrupted, charging it once', async () => {
    const member = await h.newMember();
    const body = { ...purchase(member, 'love-report'), use_voucher: false, return_url: 'http://starlit.test/back', cancel_url: 'http://starlit.test/checkout' };
    const { redirect_url } = await orders.startApproval(body);
    const token = redirect_url.split('/').pop()!;
    const gateway = createSandboxGateway(h.commerce, { siteUrl: 'http://starlit.test' });
    await gateway.decide(token, 'approve');
    // The process died after the capture began (the order is 'charging'), before or after the gateway booked it.
    await h.commerce.updateTable('commerce_orders').set({ status: 'charging' }).where('order_uuid', '=', body.order_uuid).execute();
    await orders.reconcile();
    expect(await orders.get(body.order_uuid, member)).toMatchObject({ status: 'paid', usd_cents: 2999, payment_method: 'paypal' });
    expect(await orders.capture(body.order_uuid, member, token)).toMatchObject({ status: 'paid' });
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute()).toHaveLength(1);
  });
});
