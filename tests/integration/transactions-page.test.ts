import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Transaction } from '../../shared/accounts/member-data';
import { DRT_UPC, type KcPackage } from '../../shared/store/catalogue';
import { formatBalance, formatUsd } from '../../shared/store/price-display';
import { OrderLinksContract } from '../../shared/platform-api/commerce.platform';
import { GetKcPackagesContract } from '../../shared/store/store.contract';
import { TRANSACTIONS_PER_PAGE } from '../../server/features/store/transactions.page';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

type Agent = ReturnType<typeof request.agent>;

/** A test card's nonce, as the card form's tokenizer makes it (client/store/sandbox-card.ts). */
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

const MINUS = '\u2212';

/** The body of one `<tr class="transaction">` that mentions `text`. */
/** The row of this order: it shows the start of the order number. */
const orderRow = (html: string, order: string) => rowWith(html, `<span class="transaction-order-number">${order.slice(0, 8)}…</span>`);

function rowWith(html: string, text: string): string {
  const row = (html.match(/<tr class="transaction">[\s\S]*?<\/tr>/g) ?? []).find((each) => each.includes(text));
  if (!row) throw new Error(`no transaction row mentions ${text}`);
  return row;
}

describe.each(ENGINES)('the Transactions page on %s', (engine) => {
  let site: TestSite;
  let coinPackage: KcPackage;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    coinPackage = (await site.platformClient.call(GetKcPackagesContract, {})).packages[0]!;
  });
  afterAll(() => site.close());

  const submit = (agent: Agent, body: object) => agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
  const postForm = (agent: Agent, path: string, fields: Record<string, string>) => agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send(fields);
  const ledger = async (agent: Agent): Promise<Transaction[]> => (await agent.get('/api/member/get-transactions').expect(200)).body.transactions as Transaction[];

  it('sends a visitor without a session to the home page, as every member page (spec 1 §2)', async () => {
    const res = await request(site.app).get('/member/transactions').expect(303);
    expect(res.headers.location).toBe('/');
    expect((await request(site.app).get('/member/transactions?page=2').expect(303)).headers.location).toBe('/');
  });

  it('a new member sees an empty state that leads to the store; never cached, not indexed', async () => {
    const { agent } = await signedUpMember(site);
    const res = await agent.get('/member/transactions').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('<title>Transactions');
    expect(res.text).toContain('No transactions yet');
    expect(res.text).toMatch(/<a class="button button-primary" href="\/store\/karma-coins">/);
    expect(res.text).not.toContain('<table');
    // A page without islands of its own still works as plain HTML: no form, no script of its own.
    expect(res.text).not.toContain('data-island="transactions');
  });

  it('lists a coin purchase, a coin spend on a reading, a dollar purchase and a subscription payment, each with its amount and link', async () => {
    const { agent } = await signedUpMember(site);
    // Coins bought by card, twice (a Celtic Cross costs more than one small package).
    const coinOrders = [randomUUID(), randomUUID()];
    for (const order_uuid of coinOrders) {
      await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid, payment_method_nonce: nonce() }).expect(200);
    }
    // A held Celtic Cross paid with coins: its row leads to the reading.
    const dealt = await agent.post('/api/product/deal/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    const held = await agent.post('/api/product/submit/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ deal: dealt.body.deal, deck_code: dealt.body.deck_code, question: '', cards: [] }).expect(200);
    const spendOrder = randomUUID();
    await postForm(agent, held.body.forwarding_url as string, { intent: 'pay-kc', order_uuid: spendOrder, upc: 'celtic-cross', deal: dealt.body.deal, use_voucher: 'on' }).expect(303);
    const confirm = await agent.get(`/confirm?order=${spendOrder}`).expect(200);
    const readingUrl = /href="(\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+)"/.exec(confirm.text)![1]!;
    // A reading bought in dollars, by card, without a held deal: its row leads to the receipt.
    const dollarOrder = randomUUID();
    await submit(agent, { 'purchase-package': 'payment-usd', upc: 'daily-reflection', order_uuid: dollarOrder, payment_method_nonce: nonce(), use_voucher: false }).expect(200);
    // The Daily Reflection subscription, charged at once.
    const subscriptionOrder = randomUUID();
    await submit(agent, { 'purchase-package': 'payment-subscription', subscription_upc: DRT_UPC, order_uuid: subscriptionOrder, payment_method_nonce: nonce() }).expect(200);
    await site.settle();

    const entries = await ledger(agent);
    const entry = (order: string) => entries.find((each) => each.order_uuid === order)!;
    const { details } = (await agent.get('/api/member/get-details').expect(200)).body;

    // The page asks the commerce service about all its orders at once, not once per row.
    const calls = jest.spyOn(site.platformClient, 'call');
    const res = await agent.get('/member/transactions').expect(200);
    const called = calls.mock.calls.map(([contract]) => contract.name);
    calls.mockRestore();
    expect(called.filter((name) => name.startsWith('platform.commerce.'))).toEqual(['platform.commerce.order_links']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(`Your balance: <strong>${formatBalance(details.kc_balance)}<!-- --> Karma Coins</strong>`);
    expect(res.text).toMatch(/<table class="transactions" role="table"><caption>Your purchases, Karma Coins and payments, newest first/);
    for (const header of ['Date', 'Transaction', 'Dollars', 'Karma Coins', 'Receipt or reading']) expect(res.text).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    expect(res.text.match(/<tr class="transaction">/g)).toHaveLength(5);

    const bought = orderRow(res.text, coinOrders[0]!);
    expect(bought).toContain('Karma Coins bought');
    expect(bought).toContain(formatUsd(entry(coinOrders[0]!).usd_cents!));
    expect(bought).toContain(`+${formatBalance(coinPackage.kc)}`);
    expect(bought).toContain(`href="/confirm?order=${coinOrders[0]}">Receipt`);

    const spent = orderRow(res.text, spendOrder);
    expect(spent).toContain('Paid with Karma Coins');
    expect(spent).toContain(`${MINUS}${formatBalance(-entry(spendOrder).kc)}`);
    expect(spent).toContain('transaction-spent');
    expect(spent).toContain(`href="${readingUrl}">See your reading`);
    expect(spent).not.toContain('/confirm?order=');

    const purchase = orderRow(res.text, dollarOrder);
    expect(purchase).toContain('>Purchase<');
    expect(purchase).toContain('Daily Reflection Reading');
    expect(purchase).toContain('$4.99');
    expect(purchase).toContain(entry(dollarOrder).description);
    expect(purchase).toContain(formatUsd(entry(dollarOrder).usd_cents!));
    expect(purchase).toContain(`href="/confirm?order=${dollarOrder}">Receipt`);

    const subscription = orderRow(res.text, subscriptionOrder);
    expect(subscription).toContain('Subscription payment');
    expect(subscription).toContain(formatUsd(entry(subscriptionOrder).usd_cents!));
    expect(subscription).toContain(`href="/confirm?order=${subscriptionOrder}">Receipt`);

    // Dates are written out in words; each link says which row it belongs to.
    const today = new Date();
    const longDate = `${today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${today.getUTCDate()}, ${today.getUTCFullYear()}`;
    expect(bought).toContain(`>${longDate}</time>`);
    expect(bought).toContain(`<span class="visually-hidden">: <!-- -->${entry(coinOrders[0]!).description}, ${longDate}</span>`);
    // The receipts and the reading the rows link to open for this member.
    await agent.get(`/confirm?order=${dollarOrder}`).expect(200);
    await agent.get(readingUrl).expect(200);
  });

  it('a coin grant without an order has no link; a row whose order is another member’s is not linked to it', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const other = await signedUpMember(site);
    const othersOrder = randomUUID();
    await submit(other.agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid: othersOrder, payment_method_nonce: nonce() }).expect(200);
    await site.tables
      .insertInto('member_transactions')
      .values([
        { transaction_uuid: randomUUID(), member_uuid: memberUuid, kind: 'kc_grant', description: 'A welcome gift', usd_cents: null, kc: 250, order_uuid: null, created_at: '2026-11-20T09:00:00.000Z' },
        { transaction_uuid: randomUUID(), member_uuid: memberUuid, kind: 'refund', description: 'Refund of a mistaken order', usd_cents: 1499, kc: 0, order_uuid: othersOrder, created_at: '2026-11-21T09:00:00.000Z' },
      ])
      .execute();
    const res = await agent.get('/member/transactions').expect(200);
    const grant = rowWith(res.text, 'A welcome gift');
    expect(grant).toContain('Karma Coins added');
    expect(grant).toContain('+250');
    expect(grant).toContain('November 20, 2026');
    expect(grant).not.toContain('<a ');
    expect(grant).not.toContain('Order <span');
    const refund = rowWith(res.text, 'Refund of a mistaken order');
    expect(refund).toContain('$14.99 refunded');
    expect(refund).not.toContain('<a ');

    // The platform answers only the member's own orders, and checks what it is asked.
    const call = (member_uuid: string, order_uuids: string) => site.platformClient.call(OrderLinksContract, { query: { member_uuid, order_uuids } });
    expect((await call(memberUuid, othersOrder)).orders).toEqual([]);
    expect((await call(other.memberUuid, `${othersOrder},${randomUUID()}`)).orders).toEqual([{ order_uuid: othersOrder, type: 'Karma Coins', fulfilment_url: null }]);
    await expect(call(memberUuid, 'not-an-order')).rejects.toMatchObject({ status: 400 });
    await expect(call(memberUuid, Array.from({ length: 101 }, () => randomUUID()).join(','))).rejects.toMatchObject({ status: 400 });
  });

  it(`shows ${TRANSACTIONS_PER_PAGE} rows a page, newest first, with plain Previous and Next links; a bad page is a 400 page`, async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const rows = Array.from({ length: TRANSACTIONS_PER_PAGE + 3 }, (_, i) => ({
      transaction_uuid: randomUUID(),
      member_uuid: memberUuid,
      kind: 'kc_grant',
      description: `Gift number ${i + 1}.`,
      usd_cents: null,
      kc: 10,
      order_uuid: null,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
    }));
    await site.tables.insertInto('member_transactions').values(rows).execute();
    const first = await agent.get('/member/transactions').expect(200);
    expect(first.text.match(/<tr class="transaction">/g)).toHaveLength(TRANSACTIONS_PER_PAGE);
    expect(first.text).toContain(`Gift number ${TRANSACTIONS_PER_PAGE + 3}.`);
    expect(first.text).not.toContain('Gift number 3.<');
    expect(first.text).toContain('href="/member/transactions?page=2" rel="next"');
    expect(first.text).not.toContain('rel="prev"');
    const second = await agent.get('/member/transactions?page=2').expect(200);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.text.match(/<tr class="transaction">/g)).toHaveLength(3);
    expect(second.text).toContain('Gift number 1.');
    expect(second.text).toContain('href="/member/transactions" rel="prev"');
    expect(second.text).not.toContain('rel="next"');
    expect(second.text).toContain('(page 2)');
    // Past the end: a way back, not an empty account. Nonsense: the 400 page, never a 500.
    const past = await agent.get('/member/transactions?page=9').expect(200);
    expect(past.text).toContain('Back to your latest transactions');
    expect(past.text).not.toContain('No transactions yet');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const res = await agent.get(`/member/transactions?page=${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });

  it('is linked from the account menu and from Account Settings', async () => {
    const { agent } = await signedUpMember(site);
    const home = await agent.get('/').expect(200);
    expect(home.text).toMatch(/<ul class="account-menu-list"[\s\S]*?<a href="\/member\/transactions">Transactions<\/a>/);
    const settings = await agent.get('/member/settings').expect(200);
    expect(settings.text).toContain('<a href="/member/transactions">Transactions</a>');
  });
});
