import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { createTestDatabase, ENGINES, silentLogger, type TestDatabase } from '../support/test-site';
import { createCommerceHarness, nonce, type CommerceHarness } from './commerce-harness';

describe.each(ENGINES)('commerce orders under concurrency on %s', (engine) => {
  let testDb: TestDatabase;
  let h: CommerceHarness;
  let server: Server;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    h = createCommerceHarness(testDb.database, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test' }), silentLogger);
    h.workers.start();
    server = h.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.workers.stop();
    await testDb.drop();
  });

  const place = (body: object) => request(server).post('/commerce/orders').send(body);
  const ledger = (memberUuid: string) => h.members.selectFrom('member_transactions').selectAll().where('member_uuid', '=', memberUuid).execute();
  const balance = async (memberUuid: string) => Number((await h.members.selectFrom('members').select('kc_balance').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).kc_balance);

  it('charges once when one order is submitted 200 times at once, and every submit answers the same order', async () => {
    const member = await h.newMember();
    const body = { order_uuid: randomUUID(), member_uuid: member, upc: 'karma-coins-500', quantity: 2, payment: { method: 'card', nonce: nonce() } };
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(body)));
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(200));
    for (const res of answers) expect(res.body.order).toEqual(answers[0]!.body.order);
    expect(answers[0]!.body.order).toMatchObject({ status: 'paid', usd_cents: 998, kc: 1000 });
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute()).toHaveLength(1);
    expect((await ledger(member)).map((row) => [row.kind, Number(row.kc), Number(row.usd_cents)])).toEqual([['kc_purchase', 1000, 998]]);
    expect(await balance(member)).toBe(1000);
    await h.workers.drain();
    expect(h.mail.filter((mail) => mail.template === 'receipt' && mail.order_uuid === body.order_uuid)).toHaveLength(1);
  });

  it('lets exactly 10 of 100 simultaneous coin spends through when the balance covers 10, ending at 0', async () => {
    const member = await h.newMember();
    await h.grantCoins(member, 30_000);
    const bodies = Array.from({ length: 100 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'love-report', use_voucher: false, payment: { method: 'kc' } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    for (const res of answers.filter((one) => one.status === 409)) expect(res.body.error.message).toBe('You do not have enough Karma Coins for this.');
    expect(await balance(member)).toBe(0);
    const entries = await ledger(member);
    expect(entries.filter((row) => row.kind === 'kc_spend')).toHaveLength(10);
    expect(entries.reduce((sum, row) => sum + Number(row.kc), 0)).toBe(0);
    const paid = await h.commerce.selectFrom('commerce_orders').select('status').where('member_uuid', '=', member).where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(10);
  });

  it('spends the voucher once when several orders race for it: one discount, the others full price or refused', async () => {
    const member = await h.newMember();
    const bodies = Array.from({ length: 20 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', payment: { method: 'card', nonce: nonce() } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const paid = answers.filter((res) => res.status === 200).map((res) => res.body.order);
    expect(paid.filter((order) => order.discount !== null)).toHaveLength(1);
    for (const order of paid) expect(order.usd_cents).toBe(order.discount ? 749 : 1499);
    expect(await h.commerce.selectFrom('commerce_voucher_uses').selectAll().where('member_uuid', '=', member).execute()).toHaveLength(1);
    const charged = await h.commerce.selectFrom('sandbox_charges').select('amount_cents').where('idempotency_key', 'in', bodies.map((body) => body.order_uuid)).execute();
    expect(charged.map((row) => Number(row.amount_cents)).sort()).toEqual(paid.map((order) => order.usd_cents).sort());
  });

  it('keeps every balance equal to the sum of its ledger entries after racing grants and spends', async () => {
    const member = await h.newMember();
    await h.grantCoins(member, 100);
    const moves = Array.from({ length: 60 }, (_, index) => ({ member_uuid: member, kind: index % 3 === 0 ? ('kc_grant' as const) : ('kc_spend' as const), description: 'race', usd_cents: null, kc: index % 3 === 0 ? 7 : -9, order_uuid: randomUUID() }));
    // Every move twice at once: the second of each pair changes nothing.
    await Promise.allSettled([...moves, ...moves].map((move) => h.ports.memberLedger.record(move)));
    const entries = await ledger(member);
    const total = entries.reduce((sum, row) => sum + Number(row.kc), 0);
    expect(total).toBe(await balance(member));
    expect(total).toBeGreaterThanOrEqual(0);
    expect(new Set(entries.map((row) => `${row.order_uuid}:${row.kind}`)).size).toBe(entries.length);
  });

  it('starts a subscription once when ten different orders race to start it: one charge, the others refused', async () => {
    const member = await h.newMember();
    const bodies = Array.from({ length: 10 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'drt-monthly-subscription', payment: { method: 'card', nonce: nonce() } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 200)) {
      expect(res.status).toBe(409);
      expect(['You already have this subscription.', 'A payment for this subscription is already in progress. Please wait a moment, then look at your membership page.']).toContain(res.body.error.message);
    }
    const orders = await h.commerce.selectFrom('commerce_orders').select(['order_uuid', 'status']).where('member_uuid', '=', member).execute();
    const paid = orders.filter((row) => row.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', 'in', orders.map((row) => row.order_uuid)).execute()).toHaveLength(1);
    expect(await h.commerce.selectFrom('commerce_subscriptions').selectAll().where('member_uuid', '=', member).execute()).toHaveLength(1);
    expect((await ledger(member)).filter((row) => row.kind === 'purchase')).toHaveLength(1);
  });

  /** A held Celtic Cross-like reading (the harness's three-card at $14.99 or 1,500 coins) bound to the member. */
  const heldDeal = (member: string) => {
    const deal = randomBytes(16).toString('base64url');
    h.deals.set(deal, { member_uuid: member, spread_code: 'three-card', made: false });
    return deal;
  };
  const chargesOf = async (orderUuids: string[]) =>
    (await h.commerce.selectFrom('sandbox_charges').select('amount_cents').where('idempotency_key', 'in', orderUuids).execute()).map((row) => Number(row.amount_cents));
  const liveOrdersOf = (deal: string) => h.commerce.selectFrom('commerce_orders').select(['order_uuid', 'status']).where('deal_id', '=', deal).where('status', '!=', 'failed').execute();
  const voucherUses = (member: string) => h.commerce.selectFrom('commerce_voucher_uses').select(['code', 'order_uuid']).where('member_uuid', '=', member).execute();
  const DEAL_TAKEN = 'This reading is paid for, or being paid for, by another order. Please wait a moment, then look at your journal.';
  const VOUCHER_TAKEN = 'Your offer was just used by another order. Please reload the page to see the price.';

  it('charges a held reading once when 20 card orders for it race, each with its own order and card', async () => {
    const member = await h.newMember();
    const deal = heldDeal(member);
    const bodies = Array.from({ length: 20 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', deal, use_voucher: false, payment: { method: 'card', nonce: nonce() } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 200)) expect([res.status, res.body.error.message]).toEqual([409, DEAL_TAKEN]);
    expect(await chargesOf(bodies.map((body) => body.order_uuid))).toEqual([1499]);
    expect((await ledger(member)).map((row) => [row.kind, Number(row.usd_cents)])).toEqual([['purchase', 1499]]);
    expect(await liveOrdersOf(deal)).toEqual([{ order_uuid: answers.find((res) => res.status === 200)!.body.order.order_uuid, status: 'paid' }]);
  });

  it('spends coins on a held reading once when 20 coin orders for it race, the balance equal to the ledger', async () => {
    const member = await h.newMember();
    await h.grantCoins(member, 30_000);
    const deal = heldDeal(member);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', deal, use_voucher: false, payment: { method: 'kc' } })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 200)) expect([res.status, res.body.error.message]).toEqual([409, DEAL_TAKEN]);
    const entries = await ledger(member);
    expect(entries.filter((row) => row.kind === 'kc_spend').map((row) => Number(row.kc))).toEqual([-1500]);
    expect(await balance(member)).toBe(28_500);
    expect(entries.reduce((sum, row) => sum + Number(row.kc), 0)).toBe(28_500);
  });

  it('charges the offer price once when 20 orders asking for the voucher race, and refuses the rest instead of charging full price', async () => {
    const member = await h.newMember();
    const bodies = Array.from({ length: 20 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', use_voucher: true, payment: { method: 'card', nonce: nonce() } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.order).toMatchObject({ usd_cents: 749, discount: { code: 'signup-half-off-reading' } });
    for (const res of answers.filter((one) => one.status !== 200)) expect([res.status, res.body.error.message]).toEqual([409, VOUCHER_TAKEN]);
    expect(await chargesOf(bodies.map((body) => body.order_uuid))).toEqual([749]);
    expect(await voucherUses(member)).toEqual([{ code: 'signup-half-off-reading', order_uuid: paid[0]!.body.order.order_uuid }]);
    expect((await ledger(member)).map((row) => Number(row.usd_cents))).toEqual([749]);
    // Once used, asking for it again is refused; full price is charged only when asked for.
    await place({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', use_voucher: true, payment: { method: 'card', nonce: nonce() } }).expect(409);
    const full = await place({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', use_voucher: false, payment: { method: 'card', nonce: nonce() } }).expect(200);
    expect(full.body.order).toMatchObject({ usd_cents: 1499, discount: null });
  });

  it('holds the voucher and the reading for a payment awaiting approval only until another order, a cancel or the expiry lets go, charging nothing for it', async () => {
    const member = await h.newMember();
    const deal = heldDeal(member);
    const approval = (order_uuid: string) => request(server).post('/commerce/orders/approval').send({ order_uuid, member_uuid: member, upc: 'three-card', deal, use_voucher: true, return_url: 'http://starlit.test/back', cancel_url: 'http://starlit.test/checkout' });
    const quote = async () => (await request(server).get('/commerce/quote').query({ member_uuid: member, upc: 'three-card' }).expect(200)).body;

    // Opened and canceled at the approval page: the voucher is free again.
    const canceled = randomUUID();
    const token = /\/sandbox\/approve\/([\w-]+)$/.exec((await approval(canceled).expect(200)).body.redirect_url)![1]!;
    expect(await voucherUses(member)).toHaveLength(1);
    await request(server).post(`/commerce/sandbox/approvals/${token}`).send({ decision: 'cancel' }).expect(200);
    expect(await voucherUses(member)).toEqual([]);
    expect((await quote()).voucher).toMatchObject({ code: 'signup-half-off-reading' });
    const late = await request(server).post(`/commerce/orders/${canceled}/capture`).send({ member_uuid: member, token }).expect(409);
    expect(late.body.error.message).toBe('You canceled this payment. You have not been charged.');

    // Opened and abandoned: the checkout still offers the voucher, and after the approval's lifetime it is let go.
    const abandoned = randomUUID();
    await approval(abandoned).expect(200);
    expect((await quote()).voucher).toMatchObject({ code: 'signup-half-off-reading' });
    await h.commerce.updateTable('commerce_orders').set({ updated_at: new Date(Date.now() - 4 * 60 * 60 * 1000).toISOString() }).where('order_uuid', '=', abandoned).execute();
    await h.workers.drain();
    expect(await h.commerce.selectFrom('commerce_orders').select(['status', 'error']).where('order_uuid', '=', abandoned).executeTakeFirstOrThrow()).toEqual({ status: 'failed', error: 'This payment was not approved in time. You have not been charged; please start again.' });
    expect(await voucherUses(member)).toEqual([]);

    // Opened, then 20 card orders for the same reading with the voucher race: one replaces the waiting payment, at the offer's price.
    const waiting = randomUUID();
    const token2 = /\/sandbox\/approve\/([\w-]+)$/.exec((await approval(waiting).expect(200)).body.redirect_url)![1]!;
    await request(server).post(`/commerce/sandbox/approvals/${token2}`).send({ decision: 'approve' }).expect(200);
    const bodies = Array.from({ length: 20 }, () => ({ order_uuid: randomUUID(), member_uuid: member, upc: 'three-card', deal, use_voucher: true, payment: { method: 'card', nonce: nonce() } }));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.order).toMatchObject({ usd_cents: 749, status: 'paid' });
    for (const res of answers.filter((one) => one.status !== 200)) expect(res.status).toBe(409);
    // The approved payment comes back too late: it was replaced, and nothing is captured.
    const replaced = await request(server).post(`/commerce/orders/${waiting}/capture`).send({ member_uuid: member, token: token2 }).expect(409);
    expect(replaced.body.error.message).toBe('This payment was canceled because a newer order took its place. You have not been charged.');
    expect(await chargesOf([waiting, canceled, abandoned, ...bodies.map((body) => body.order_uuid)])).toEqual([749]);
    expect(await voucherUses(member)).toEqual([{ code: 'signup-half-off-reading', order_uuid: paid[0]!.body.order.order_uuid }]);
    expect((await ledger(member)).map((row) => Number(row.usd_cents))).toEqual([749]);
  });
});
