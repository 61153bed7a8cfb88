import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CHECKOUT_FAILED_MESSAGE, GetKcPackagesContract, PAYMENT_SAVED_MESSAGE } from '../../shared/store/store.contract';
import { VIP_TRIAL_DAYS, VIP_UPC, type KcPackage } from '../../shared/store/catalogue';
import { formatLongDate } from '../../shared/site/calendar';
import { SANDBOX_DECLINE_MESSAGE } from '../../shared/store/sandbox-card';
import { CHECKOUT_MESSAGES } from '../../shared/store/checkout.form';
import { CHECKOUT_LIMITS } from '../../server/features/store/checkout.action';
import { TOO_MANY_ATTEMPTS } from '../../server/http/rate-limit';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

type Agent = ReturnType<typeof request.agent>;

/** A test card's nonce, as the card form's tokenizer makes it (client/store/sandbox-card.ts). */
const nonce = (outcome: 'succeed' | 'decline' = 'succeed') => `sbx_${outcome}_visa_${outcome === 'succeed' ? '4242' : '0002'}_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

const NOINDEX = '<meta name="robots" content="noindex"/>';

describe.each(ENGINES)('checkout on %s', (engine) => {
  let site: TestSite;
  let coinPackage: KcPackage;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    // Until the catalogue lists coin packages, the tests that buy them fail on their own.
    const { packages } = await site.platformClient.call(GetKcPackagesContract, {}).catch(() => ({ packages: [] as KcPackage[] }));
    coinPackage = packages[0] ?? { upc: 'karma-coins-missing', label: 'missing', kc: 1, price: { current: 1, original: 1, message: '', billing_type: 'one_time' } };
  });
  afterAll(() => site.close());

  const submit = (agent: Agent, body: object) => agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
  const postForm = (agent: Agent, path: string, fields: Record<string, string>) => agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send(fields);
  const balanceOf = async (agent: Agent): Promise<number> => (await agent.get('/api/member/get-details').expect(200)).body.details.kc_balance as number;

  /** Buys the first coin package by card; answers the order. */
  async function buyCoins(agent: Agent) {
    const order_uuid = randomUUID();
    const res = await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid, payment_method_nonce: nonce() }).expect(200);
    return { order_uuid, report_url: res.body.report_url as string };
  }

  it('a visitor is refused: the API asks to log in, /checkout goes to /readings-reports, /confirm goes home', async () => {
    const visitor = request.agent(site.app);
    const refused = await submit(visitor, { 'purchase-package': 'payment-kc', upc: 'celtic-cross', order_uuid: randomUUID() }).expect(401);
    expect(refused.body.error.message).toBe('Please log in to buy.');
    await visitor.get(`/api/checkout/redirect_ec?order=${randomUUID()}&upc=celtic-cross`).set('X-Forwarded-For', freshIp()).expect(401);
    await visitor.post('/api/member/subscription/update_payment').set('Origin', ORIGIN).send({ nonce: nonce() }).expect(401);
    await visitor.post('/api/member/subscription/unsubscribe').set('Origin', ORIGIN).send({ unsubscribe: '1' }).expect(401);
    await visitor.get('/api/member/subscriptions').expect(401);
    expect((await visitor.get('/checkout?upc=celtic-cross').expect(303)).headers.location).toBe('/readings-reports');
    expect((await visitor.get(`/checkout/return?order=${randomUUID()}&token=abc`).expect(303)).headers.location).toBe('/readings-reports');
    expect((await visitor.get(`/confirm?order=${randomUUID()}`).expect(303)).headers.location).toBe('/');
    const plain = await postForm(visitor, '/checkout?upc=celtic-cross', { intent: 'pay-kc', upc: 'celtic-cross', order_uuid: randomUUID() });
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe('/readings-reports');
  });

  it('refuses bad input with a clear 400 before anything is charged', async () => {
    const { agent } = await signedUpMember(site);
    const base = { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: randomUUID(), payment_method_nonce: nonce() };
    for (const forged of [{ price: 1 }, { amount: 1 }, { usd_cents: 1 }]) {
      const res = await submit(agent, { ...base, ...forged }).expect(400);
      // An unknown field names itself: the price never comes from the browser.
      expect(JSON.stringify(res.body.error.fields)).toContain(Object.keys(forged)[0]);
    }
    // Only a whole number is a quantity: nothing is coerced into one.
    for (const quantity of [0, 11, -1, 1.5, 2 ** 40, 'lots', '1e1', '0x2', [2], ' 3', '2.0', true]) {
      const res = await submit(agent, { ...base, quantity }).expect(400);
      expect(res.body.error.fields.quantity).toEqual([CHECKOUT_MESSAGES.quantity]);
    }
    // A coin package field takes coin packages only; a reading's field takes no package or subscription.
    for (const upc of ['celtic-cross', 'vip-monthly-subscription', 'karma-coins-100']) {
      const res = await submit(agent, { ...base, 'kc-package-select': upc }).expect(400);
      expect(res.body.error.fields['kc-package-select']).toEqual([CHECKOUT_MESSAGES.kcPackage]);
    }
    for (const upc of ['karma-coins-1000', 'vip-monthly-subscription']) {
      const res = await submit(agent, { 'purchase-package': 'payment-usd', upc, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(400);
      expect(res.body.error.fields.upc).toEqual([CHECKOUT_MESSAGES.product]);
    }
    await agent.get(`/api/checkout/redirect_ec?order=${randomUUID()}&kc-package-select=celtic-cross`).set('X-Forwarded-For', freshIp()).expect(400);
    await agent.get(`/api/checkout/redirect_ec?order=${randomUUID()}&kc-package-select=karma-coins-1000&quantity=1e1`).set('X-Forwarded-For', freshIp()).expect(400);
    const noCard = await submit(agent, { ...base, payment_method_nonce: '' }).expect(400);
    expect(noCard.body.error.fields.payment_method_nonce).toEqual([CHECKOUT_MESSAGES.nonce]);
    const noProduct = await submit(agent, { 'purchase-package': 'payment-kc', order_uuid: randomUUID() }).expect(400);
    expect(noProduct.body.error.fields.upc).toEqual([CHECKOUT_MESSAGES.product]);
    await submit(agent, { ...base, order_uuid: 'not-a-uuid' }).expect(400);
    await submit(agent, { ...base, 'purchase-package': 'payment-free' }).expect(400);
    await submit(agent, { ...base, 'kc-package-select': 'coins\u0000' }).expect(400);
    await agent.get(`/api/checkout/redirect_ec?order=${randomUUID()}&upc=celtic-cross&quantity=11`).set('X-Forwarded-For', freshIp()).expect(400);
    await agent.get('/checkout?upc=Bad%20Code').expect(400);
    await agent.get('/checkout').expect(404);
    await agent.get('/confirm?order=not-a-uuid').expect(404);
    expect(await balanceOf(agent)).toBe(0);
  });

  it('an unknown product is a 404: from the API and as the checkout page', async () => {
    const { agent } = await signedUpMember(site);
    const res = await submit(agent, { 'purchase-package': 'payment-kc', upc: 'no-such-reading', order_uuid: randomUUID() });
    expect(res.status).toBe(404);
    await agent.get('/checkout?upc=no-such-reading').expect(404);
    await agent.get('/checkout?kc-package-select=no-such-package').expect(404);
  });

  it('limits how often one member can submit, so a script cannot try card after card', async () => {
    const { agent } = await signedUpMember(site);
    const attempt = () => submit(agent, { 'purchase-package': 'payment-kc', upc: 'no-such-reading', order_uuid: randomUUID() });
    for (let count = 0; count < CHECKOUT_LIMITS.perMember.max; count += 1) expect((await attempt()).status).not.toBe(429);
    const refused = await attempt().expect(429);
    expect(refused.body.error.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it('the store lists the coin packages with their bonus; a visitor is asked to log in or sign up', async () => {
    const visitor = await request(site.app).get('/store/karma-coins').expect(200);
    expect(visitor.text).toContain(coinPackage.label);
    expect(visitor.text).toContain('href="#login"');
    expect(visitor.text).toContain('href="#signup"');
    expect(visitor.text).not.toContain('data-island="checkout-form"');
    const { agent } = await signedUpMember(site);
    const member = await agent.get('/store/karma-coins').expect(200);
    expect(member.text).toContain('Your balance: <strong>0 Karma Coins</strong>');
    expect(member.text).toContain('data-island="checkout-form"');
    expect(member.text).toContain('Sandbox payment — no real money moves.');
    // Without JavaScript the package choice goes to /checkout, where PayPal works as a plain form.
    expect(member.text).toMatch(/<form class="form form-card checkout-form"[^>]*action="\/checkout" method="get">/);
    expect(member.text).toMatch(new RegExp(`<input type="radio" name="kc-package-select"[^>]*value="${coinPackage.upc}"`));
    const percent = /\((\d+)% Bonus\)/.exec(member.text)?.[1];
    if (percent) expect(member.text).toContain(`${percent}<!-- -->% bonus`);
    const checkout = await agent.get(`/checkout?kc-package-select=${coinPackage.upc}`).expect(200);
    expect(checkout.text).toContain('value="paypal"');
    expect(checkout.text).not.toContain('value="pay-kc"');
  });

  it('buys a coin package by card once, however often the same order is sent, and confirms it with the new balance', async () => {
    const { agent } = await signedUpMember(site);
    const order_uuid = randomUUID();
    const body = { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid, payment_method_nonce: nonce() };
    const first = await submit(agent, body).expect(200);
    expect(first.body).toEqual({ order_uuid, report_url: `/confirm?order=${order_uuid}` });
    const again = await submit(agent, body).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(agent)).toBe(coinPackage.kc);
    const confirm = await agent.get(first.body.report_url).expect(200);
    expect(confirm.text).toContain('Thank you for your order');
    expect(confirm.text).toContain(order_uuid);
    expect(confirm.text).toContain(`Your balance is now <strong>${coinPackage.kc.toLocaleString('en-US')} Karma Coins</strong>`);
    expect(confirm.text).toContain(NOINDEX);
    // Spec 1 §2: no promo messages on /confirm.
    expect(confirm.text).not.toContain('data-island="promo-message"');
    // The header's balance follows the purchase.
    expect(confirm.text).toContain(`&quot;karma_coins&quot;:${coinPackage.kc}`);
  });

  it('a declined test card shows the decline message and charges nothing; a reused nonce is refused', async () => {
    const { agent } = await signedUpMember(site);
    const declined = await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid: randomUUID(), payment_method_nonce: nonce('decline') });
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe(SANDBOX_DECLINE_MESSAGE);
    expect(await balanceOf(agent)).toBe(0);

    const used = nonce();
    await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid: randomUUID(), payment_method_nonce: used }).expect(200);
    const reused = await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid: randomUUID(), payment_method_nonce: used });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);
    expect(reused.body.error.message).not.toBe(CHECKOUT_FAILED_MESSAGE);
    expect(await balanceOf(agent)).toBe(coinPackage.kc);
  });

  it('a processor that does not answer is a 504 saying nothing was charged (never the generic failure), and a new order then goes through', async () => {
    const { agent } = await signedUpMember(site);
    const timeout = `sbx_timeout_visa_0119_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    const failed = await submit(agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid: randomUUID(), payment_method_nonce: timeout });
    expect(failed.status).toBe(504);
    expect(failed.body.error).toEqual({ code: 'gateway_timeout', message: 'The payment service did not answer in time. You have not been charged; please try again.' });
    expect(await balanceOf(agent)).toBe(0);
    await buyCoins(agent);
    expect(await balanceOf(agent)).toBe(coinPackage.kc);
  });

  it("another member's order is a 404 on /confirm and cannot be taken over by a submit", async () => {
    const owner = await signedUpMember(site);
    const { order_uuid, report_url } = await buyCoins(owner.agent);
    const other = await signedUpMember(site);
    await other.agent.get(report_url).expect(404);
    await other.agent.get(`/confirm?order=${randomUUID()}`).expect(404);
    const taken = await submit(other.agent, { 'purchase-package': 'payment-kc-package', 'kc-package-select': coinPackage.upc, order_uuid, payment_method_nonce: nonce() });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.status).toBeLessThan(500);
    expect(await balanceOf(other.agent)).toBe(0);
  });

  it('pays for a reading with coins by a plain post, without JavaScript, and the checkout page offers every way to pay', async () => {
    const { agent } = await signedUpMember(site);
    const path = '/checkout?upc=celtic-cross';
    const short = await agent.get(path).expect(200);
    expect(short.text).toContain(NOINDEX);
    expect(short.text).toContain('Celtic Cross');
    expect(short.text).toMatch(/<button [^>]*value="pay-kc" disabled=""/);
    expect(short.text).toContain('href="/store/karma-coins"');
    expect(short.text).toContain('value="paypal"');
    expect(short.text).toContain('data-island="checkout-form"');
    expect(short.text).toContain('<noscript>');
    const orderUuid = /name="order_uuid" value="([0-9a-f-]{36})"/.exec(short.text)![1]!;
    // Each view of the page is a new order.
    expect((await agent.get(path).expect(200)).text).not.toContain(orderUuid);

    await buyCoins(agent);
    await buyCoins(agent);
    const before = await balanceOf(agent);
    const page = await agent.get(path).expect(200);
    const order = /name="order_uuid" value="([0-9a-f-]{36})"/.exec(page.text)![1]!;
    const paid = await postForm(agent, path, { intent: 'pay-kc', order_uuid: order, upc: 'celtic-cross' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/confirm?order=${order}`);
    expect(await balanceOf(agent)).toBeLessThan(before);
    const confirm = await agent.get(paid.headers.location!).expect(200);
    expect(confirm.text).toContain('Celtic Cross');
    expect(confirm.text).toContain('<dd>Karma Coins</dd>');
  });

  it('a held Celtic Cross is paid with coins from its checkout page and the confirmation leads to the reading', async () => {
    const { agent } = await signedUpMember(site);
    await buyCoins(agent);
    await buyCoins(agent);
    const dealt = await agent.post('/api/product/deal/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    const held = await agent.post('/api/product/submit/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ deal: dealt.body.deal, deck_code: dealt.body.deck_code, question: '', cards: [] }).expect(200);
    const path = held.body.forwarding_url as string;
    expect(path).toBe(`/checkout?upc=celtic-cross&deal=${dealt.body.deal}`);
    const page = await agent.get(path).expect(200);
    const order = /name="order_uuid" value="([0-9a-f-]{36})"/.exec(page.text)![1]!;
    expect(page.text).toContain(`name="deal" value="${dealt.body.deal}"`);
    // The summary shows the welcome offer applied (ticked by default), and that is what is taken.
    expect(page.text).toContain('<s>$14.99</s>');
    expect(page.text).toContain('<strong>$7.49</strong>');
    expect(page.text).toContain('or 750 Karma Coins');
    expect(page.text).toMatch(/Offer applied<\/span> (<!-- -->)?50% off one reading: your welcome offer/);
    const coinsBefore = await balanceOf(agent);
    const paid = await postForm(agent, path, { intent: 'pay-kc', order_uuid: order, upc: 'celtic-cross', deal: dealt.body.deal, use_voucher: 'on' }).expect(303);
    expect(await balanceOf(agent)).toBe(coinsBefore - 750);
    const confirm = await agent.get(paid.headers.location!).expect(200);
    expect(confirm.text).toMatch(/href="\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]+">See your <!-- -->reading/);
    expect(confirm.text).toContain('<dt>Discount</dt>');
    // Paying again from the same page view is the same order: nothing more is taken.
    const balance = await balanceOf(agent);
    await postForm(agent, path, { intent: 'pay-kc', order_uuid: order, upc: 'celtic-cross', deal: dealt.body.deal, use_voucher: 'on' }).expect(303);
    expect(await balanceOf(agent)).toBe(balance);
  });

  /** A Celtic Cross dealt and held for the member: its checkout path and deal. */
  async function heldCelticCross(agent: Agent): Promise<{ path: string; deal: string }> {
    const dealt = await agent.post('/api/product/deal/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    const held = await agent.post('/api/product/submit/celtic-cross').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ deal: dealt.body.deal, deck_code: dealt.body.deck_code, question: 'Which way?', cards: [] }).expect(200);
    return { path: held.body.forwarding_url as string, deal: dealt.body.deal as string };
  }
  const ledgerOf = async (agent: Agent) => (await agent.get('/api/member/get-transactions').expect(200)).body.transactions as { kind: string; usd_cents: number | null; kc: number }[];

  it('a held Celtic Cross is paid once when 20 checkouts for it race, each with its own order and card; the others are refused with a 409', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const { deal } = await heldCelticCross(agent);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(agent, { 'purchase-package': 'payment-usd', upc: 'celtic-cross', deal, order_uuid: randomUUID(), payment_method_nonce: nonce(), use_voucher: false })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This reading is paid for, or being paid for, by another order. Please wait a moment, then look at your journal.');
    }
    const purchases = (await ledgerOf(agent)).filter((row) => row.kind === 'purchase');
    expect(purchases.map((row) => row.usd_cents)).toEqual([1499]);
    const orders = await site.tables.selectFrom('commerce_orders').select('order_uuid').where('member_uuid', '=', memberUuid).where('status', '=', 'paid').execute();
    expect(orders).toHaveLength(1);
    expect(await site.tables.selectFrom('sandbox_charges').select('amount_cents').where('idempotency_key', 'in', orders.map((row) => row.order_uuid)).execute()).toHaveLength(1);
    expect(await site.tables.selectFrom('product_readings').select('reading_id').where('deal_id', '=', deal).execute()).toHaveLength(1);
  });

  it('the PayPal-style redirect never burns the welcome offer: refused from another site, freed by a cancel, and an order that asked for it is never charged full price', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const { path, deal } = await heldCelticCross(agent);
    const redirect = (order: string) => agent.get(`/api/checkout/redirect_ec?order=${order}&upc=celtic-cross&deal=${deal}&use_voucher=true`).set('X-Forwarded-For', freshIp());
    const offered = async () => (await agent.get(path).expect(200)).text.includes('name="use_voucher"');
    const uses = () => site.tables.selectFrom('commerce_voucher_uses').select('order_uuid').where('member_uuid', '=', memberUuid).execute();

    // A link on another site, followed with the member's cookies: refused, nothing held.
    const crossSite = await redirect(randomUUID()).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(crossSite.body.error.message).toBe('This request came from another site and was refused.');
    expect(await uses()).toEqual([]);

    // Opened from the checkout, then canceled at the approval page: the offer is back.
    const opened = await redirect(randomUUID()).set('Sec-Fetch-Site', 'same-origin').expect(200);
    const approvalPath = new URL(opened.body.redirect_url[0], ORIGIN).pathname;
    expect((await agent.get(approvalPath).expect(200)).text).toContain('$7.49');
    expect(await uses()).toHaveLength(1);
    await postForm(agent, approvalPath, { intent: 'cancel' }).expect(303);
    expect(await uses()).toEqual([]);
    expect(await offered()).toBe(true);

    // Opened again and left open: the checkout still offers it, and paying by card takes it at $7.49.
    await redirect(randomUUID()).expect(200);
    expect(await offered()).toBe(true);
    const paid = await submit(agent, { 'purchase-package': 'payment-usd', upc: 'celtic-cross', deal, order_uuid: randomUUID(), payment_method_nonce: nonce(), use_voucher: true }).expect(200);
    const confirm = await agent.get(paid.body.report_url).expect(200);
    expect(confirm.text).toContain('$7.49');

    // A second tab still showing $7.49 is refused, never charged $14.99 without a word.
    const second = await heldCelticCross(agent);
    const refused = await submit(agent, { 'purchase-package': 'payment-usd', upc: 'celtic-cross', deal: second.deal, order_uuid: randomUUID(), payment_method_nonce: nonce(), use_voucher: true }).expect(409);
    expect(refused.body.error.message).toBe('Your offer was just used by another order. Please reload the page to see the price.');
    expect((await ledgerOf(agent)).filter((row) => row.kind === 'purchase').map((row) => row.usd_cents)).toEqual([749]);
  });

  it('paying with coins the member has not got shows the refusal on the checkout page and takes nothing', async () => {
    const { agent } = await signedUpMember(site);
    const res = await postForm(agent, '/checkout?upc=celtic-cross', { intent: 'pay-kc', order_uuid: randomUUID(), upc: 'celtic-cross' });
    expect(res.status).toBe(409);
    expect(res.text).toContain('class="form-error" role="alert"');
    expect(await balanceOf(agent)).toBe(0);
  });

  it('the PayPal-style flow: approval page, approve, return, confirmation; cancel goes back to checkout', async () => {
    const { agent } = await signedUpMember(site);
    const path = `/checkout?kc-package-select=${coinPackage.upc}`;
    const order = randomUUID();
    const started = await postForm(agent, path, { intent: 'paypal', order_uuid: order, 'kc-package-select': coinPackage.upc }).expect(303);
    const approval = new URL(started.headers.location!, ORIGIN);
    expect(approval.pathname).toMatch(/^\/sandbox\/approve\//);
    const page = await agent.get(approval.pathname).expect(200);
    expect(page.text).toContain('Sandbox payment — no real money moves');
    expect(page.text).toContain(NOINDEX);
    const approved = await postForm(agent, approval.pathname, { intent: 'approve' }).expect(303);
    const back = new URL(approved.headers.location!, ORIGIN);
    expect(back.pathname).toBe('/checkout/return');
    expect(back.searchParams.get('order')).toBe(order);
    const captured = await agent.get(`${back.pathname}${back.search}`).expect(303);
    expect(captured.headers.location).toBe(`/confirm?order=${order}`);
    // Coming back again captures nothing more.
    await agent.get(`${back.pathname}${back.search}`).expect(303);
    expect(await balanceOf(agent)).toBe(coinPackage.kc);
    expect((await agent.get(captured.headers.location!).expect(200)).text).toContain('PayPal');

    const api = await agent.get(`/api/checkout/redirect_ec?order=${randomUUID()}&kc-package-select=${coinPackage.upc}`).set('X-Forwarded-For', freshIp()).expect(200);
    const cancelPath = new URL(api.body.redirect_url[0], ORIGIN).pathname;
    const cancelled = await postForm(agent, cancelPath, { intent: 'cancel' }).expect(303);
    expect(new URL(cancelled.headers.location!, ORIGIN).pathname).toBe('/checkout');
    await agent.get('/sandbox/approve/no-such-token').expect(404);
  });

  it('a failed return from the approval page shows the checkout page with its error; an unknown order is a 404', async () => {
    const { agent } = await signedUpMember(site);
    const order = randomUUID();
    await agent.get(`/api/checkout/redirect_ec?order=${order}&kc-package-select=${coinPackage.upc}`).set('X-Forwarded-For', freshIp()).expect(200);
    const res = await agent.get(`/checkout/return?order=${order}&token=not-the-token`).expect(200);
    expect(res.text).toContain('class="form-error" role="alert"');
    expect(res.text).toContain(coinPackage.label.split(' (')[0]);
    expect(await balanceOf(agent)).toBe(0);
    await agent.get(`/checkout/return?order=${randomUUID()}&token=not-the-token`).expect(404);
  });

  it('a subscription by card: confirmed with next steps, listed, its card replaced, then cancelled', async () => {
    const { agent } = await signedUpMember(site);
    // The free trial's checkout says what is charged today and when the first charge comes.
    const trialEnds = new Date(Date.now() + VIP_TRIAL_DAYS * 86_400_000).toISOString().slice(0, 10);
    const offer = (await agent.get(`/checkout?subscription_upc=${VIP_UPC}`).expect(200)).text;
    expect(offer).toContain('<strong>$0.00</strong> <span>today</span>');
    expect(offer).toContain(`Then $9.99 a month from ${formatLongDate(trialEnds)}. Cancel before then and you will not be charged.`);
    expect(offer).toContain('Start my free trial: $0.00 today');
    expect(offer).not.toContain('Pay $9.99');
    expect(offer).toContain('Nothing is charged today: approve the monthly payments with PayPal');
    expect(offer).not.toContain('Approve the payment with PayPal');
    const order_uuid = randomUUID();
    const res = await submit(agent, { 'purchase-package': 'payment-subscription', subscription_upc: VIP_UPC, order_uuid, payment_method_nonce: nonce() }).expect(200);
    const confirm = await agent.get(res.body.report_url).expect(200);
    expect(confirm.text).toContain('What happens next');
    const listed = await agent.get('/api/member/subscriptions').expect(200);
    expect(listed.body.subscriptions.map((each: { upc: string; next_billing_date: string }) => [each.upc, each.next_billing_date])).toEqual([[VIP_UPC, trialEnds]]);
    expect((await agent.get(`/checkout?subscription_upc=${VIP_UPC}`).expect(200)).text).toContain('You already have this subscription.');
    const saved = await agent.post('/api/member/subscription/update_payment').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ nonce: nonce() }).expect(200);
    expect(saved.body).toEqual({ message: PAYMENT_SAVED_MESSAGE, payment_label: 'Visa ending 4242' });
    const cancelled = await agent.post('/api/member/subscription/unsubscribe').set('Origin', ORIGIN).send({ unsubscribe: '1' }).expect(200);
    expect(cancelled.body.subscription.status).toBe('canceled');
  });
});
