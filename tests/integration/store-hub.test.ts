import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Contract } from '../../shared/api/contract';
import { ListSubscriptionsContract, PlaceOrderContract } from '../../shared/platform-api/commerce.platform';
import { SUBSCRIPTION_FAILED_MESSAGE } from '../../shared/store/store.contract';
import type { Price, Subscription } from '../../shared/store/catalogue';
import { formatLongDate } from '../../shared/site/calendar';
import { AppError } from '../../server/errors';
import { productDescription } from '../support/catalogue';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * The readings hub, SUGGESTED READING, the membership pages, the unsubscribe post, the VIP links
 * and the live balance (issue #13). The catalogue's and the subscriptions' platform calls answer
 * from the fixtures below, so these tests are about the pages, whatever the catalogue holds.
 */

const usd = (current: number, original = current, billing_type: 'one_time' | 'monthly' = 'one_time'): Price => ({
  usd: { current, original, message: '', billing_type },
  kc: billing_type === 'monthly' ? null : { current: current, original: current, message: '', billing_type },
});

const CATALOGUE = [
  { description: productDescription('years-report', { type: 'Report', product_name: 'Report Of Years', divination: 'astrology', topic: 'future', product_url: '/readings-reports/astrology-reports/years' }), price: usd(1999) },
  { description: productDescription('love-spread', { product_name: 'Love Spread', on_sale: true }), price: usd(999, 1499) },
  { description: productDescription('three-card', { product_name: 'Three Card Reading', topic: 'life', free: true }), price: usd(0) },
  { description: productDescription('moon-reading', { product_name: 'Moon Reading', divination: 'astrology', topic: 'self', available: false }), price: usd(799) },
  { description: productDescription('vip-monthly-subscription', { type: 'Subscription', product_name: 'VIP Membership', divination: null, topic: null, product_url: '/readings-reports/subscription/vip-membership' }), price: usd(999, 999, 'monthly') },
  { description: productDescription('drt-monthly-subscription', { type: 'Subscription', product_name: 'Daily Reflection', divination: 'tarot', topic: 'self', product_url: '/readings-reports/subscription/daily-reflection' }), price: usd(499, 499, 'monthly') },
];

const teeup = (code: string) => {
  const found = CATALOGUE.find((product) => product.description.code === code);
  if (!found) throw new AppError('not_found', 'That product does not exist.');
  return {
    teeup: { code, upsell_upc: null, headline: code === 'vip-monthly-subscription' ? 'Become a VIP' : `Try ${code}`, points: ['A free tarot reading every month', 'No ads', 'Your first 7 days free; cancel any time'], button_text: 'START MY FREE TRIAL' },
    description: found.description,
    price: found.price,
    upsells:
      code === 'three-card'
        ? [
            { upsell_upc: 'love-spread', description: { product_url: '/readings-reports/tarot-readings/love-spread', product_name: 'Love Spread' } },
            { upsell_upc: 'years-report', description: { product_url: '/readings-reports/astrology-reports/years', product_name: 'Report Of Years' } },
          ]
        : [],
  };
};

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const subscription = (memberUuid: string, extra: Partial<Subscription> = {}): Subscription => ({
  subscription_uuid: '00000000-0000-4000-8000-000000000001',
  upc: 'vip-monthly-subscription',
  product_name: 'VIP Membership',
  status: 'trialing',
  next_billing_date: isoIn(20),
  usd_cents: 999,
  payment_label: 'Visa ending 4242',
  created: new Date().toISOString(),
  ...extra,
  ...{ member: memberUuid },
});

describe.each(ENGINES)('the readings hub and memberships on %s', (engine) => {
  let site: TestSite;
  /** What the platform's store calls answer, per test. */
  const held = new Map<string, Subscription[]>();
  let teeupFails = false;
  let cancelFails = false;

  beforeAll(async () => {
    // Each test swaps what the platform answers, so each page must be rendered: no page cache here
    // (a visitor's cached page would be the previous test's; tests/integration/page-cache.test.ts tests the cache).
    site = await startTestSite(engine, { TRUST_PROXY: '1', PAGE_CACHE_MB: '0' });
    const real = site.platformClient.call.bind(site.platformClient);
    site.platformClient.call = (async (contract: Contract, input?: { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, string> }) => {
      switch (contract.name) {
        case 'platform.product.catalogue':
          return { products: CATALOGUE };
        case 'product.teeup':
          if (teeupFails) throw new AppError('not_found', 'This offer has ended.');
          return teeup(input!.params!.upc!);
        case 'platform.commerce.subscriptions':
          return { subscriptions: (held.get(input!.query!.member_uuid!) ?? []).map(({ member: _member, ...rest }: Subscription & { member?: string }) => rest) };
        case 'platform.commerce.cancel_subscription': {
          if (cancelFails) throw new AppError('internal', 'the gateway is down');
          const memberUuid = input!.body!.member_uuid!;
          const list = (held.get(memberUuid) ?? []).map((each) => (each.upc === input!.params!.upc ? { ...each, status: 'canceled' as const } : each));
          held.set(memberUuid, list);
          const { member: _member, ...canceled } = list.find((each) => each.upc === input!.params!.upc) as Subscription & { member?: string };
          if (!canceled) throw new AppError('not_found', 'You have no such subscription.');
          return { subscription: canceled };
        }
        default:
          return real(contract, input as never);
      }
    }) as typeof site.platformClient.call;
  });
  afterAll(() => site.close());
  afterEach(() => {
    teeupFails = false;
    cancelFails = false;
  });

  const hub = (query = '', cookie?: string) => {
    const call = request(site.app).get(`/readings-reports${query}`);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const teaserNames = (html: string) => Array.from(html.matchAll(/class="product-teaser-name"[^>]*>(?:<a [^>]*>)?([^<]+)/g), (match) => match[1]);
  const upsellCookie = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((cookie) => cookie.startsWith('upsells_used='));

  async function vipMember() {
    const member = await signedUpMember(site);
    await site.tables.updateTable('members').set({ vip_until: Date.now() + 86_400_000 }).where('member_uuid', '=', member.memberUuid).execute();
    await member.agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    return member;
  }

  it('shows a visitor every product, readings first, with the price rules and a sign-up prompt', async () => {
    const html = (await hub().expect(200)).text;
    expect(teaserNames(html)).toEqual(['Love Spread', 'Three Card Reading', 'Moon Reading', 'Report Of Years', 'Daily Reflection', 'VIP Membership']);
    expect(html).toContain('All 6 products');
    expect(html).toContain('Sign Up Free');
    // A sale: the original struck through; a free product says Free; coming soon links nowhere.
    expect(html).toMatch(/<s class="product-price-original">.*\$14\.99<\/s>.*\$9\.99/);
    expect(html).toContain('<strong class="product-price-current">Free</strong>');
    expect(html).toContain('Coming soon');
    expect(html).not.toContain('href="/readings-reports/tarot-readings/moon-reading"');
    expect(html).toContain('$9.99 a month');
    expect(html).toContain('action="/readings-reports"');
  });

  it('filters on the server for the plain form, ignores values it does not know, and refuses oversized ones with 400', async () => {
    expect(teaserNames((await hub('?divination=tarot&topic=love').expect(200)).text)).toEqual(['Love Spread']);
    expect(teaserNames((await hub('?free=1').expect(200)).text)).toEqual(['Three Card Reading']);
    expect(teaserNames((await hub('?on_sale=1').expect(200)).text)).toEqual(['Love Spread']);
    const none = (await hub('?free=1&on_sale=1').expect(200)).text;
    expect(teaserNames(none)).toEqual([]);
    expect(none).toContain('No products match these filters.');
    for (const query of ['?divination=palmistry', '?topic=%00', '?free=%F0%9F%94%AE', '?divination[]=tarot&divination[]=astrology', '?on_sale=9999999999999', '?unknown=1']) {
      const res = await hub(query);
      expect([200, 400]).toContain(res.status);
    }
    expect(teaserNames((await hub('?divination=palmistry').expect(200)).text)).toHaveLength(6);
    await hub(`?topic=${'x'.repeat(500)}`).expect(400);
    await hub('?divination[a][b]=1').expect(400);
  });

  it('suggests a reading and rotates the suggestion through the upsells_used cookie (7 days)', async () => {
    const first = await hub().expect(200);
    expect(first.text).toContain('data-upsell="love-spread"');
    const cookie = upsellCookie(first)!;
    expect(cookie).toMatch(/^upsells_used=love-spread; Max-Age=604800; Path=\//);
    const second = await hub('', 'upsells_used=love-spread').expect(200);
    expect(second.text).toContain('data-upsell="years-report"');
    const reset = await hub('', `upsells_used=${encodeURIComponent('love-spread,years-report')}`).expect(200);
    expect(reset.text).toContain('data-upsell="love-spread"');
    expect(upsellCookie(reset)).toMatch(/^upsells_used=love-spread;/);
  });

  it('shows members the hub without the sign-up prompt', async () => {
    const { agent } = await signedUpMember(site);
    const html = (await agent.get('/readings-reports').expect(200)).text;
    expect(html).not.toContain('Sign Up Free');
    expect(html).toContain('Love Spread');
  });

  it('offers VIP to a visitor (sign up first) and to a member (checkout)', async () => {
    const visitor = (await request(site.app).get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(visitor).toContain('Become a VIP');
    expect(visitor).toContain('$9.99 a month after a 7-day free trial');
    expect(visitor).toContain('href="#signup">START MY FREE TRIAL</a>');
    const { agent } = await signedUpMember(site);
    const member = (await agent.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(member).toContain('href="/checkout?subscription_upc=vip-monthly-subscription">START MY FREE TRIAL</a>');
    const drt = (await agent.get('/readings-reports/subscription/daily-reflection').expect(200)).text;
    expect(drt).toContain('/checkout?subscription_upc=drt-monthly-subscription');
  });

  it('offers someone whose VIP has ended no second free trial', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    held.set(memberUuid, [subscription(memberUuid, { status: 'canceled', next_billing_date: isoIn(-5) })]);
    const page = (await agent.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(page).toContain('Become a VIP');
    expect(page).toContain('<strong>$9.99 a month</strong>');
    expect(page).toContain('Rejoin VIP');
    expect(page).toContain('No ads');
    expect(page).not.toMatch(/free trial|days free|START MY FREE TRIAL/i);
    // Never a member before: the trial is offered.
    const { agent: newcomer } = await signedUpMember(site);
    const first = (await newcomer.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(first).toContain('$9.99 a month after a 7-day free trial');
    expect(first).toContain('Your first 7 days free; cancel any time');
  });

  it('shows the teeup’s error when the offer does not load', async () => {
    teeupFails = true;
    const html = (await request(site.app).get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(html).toContain('This offer has ended.');
    expect(html).not.toContain('START MY FREE TRIAL');
  });

  it('shows a VIP member their membership, and unsubscribes with a plain post', async () => {
    const { agent, memberUuid } = await vipMember();
    held.set(memberUuid, [subscription(memberUuid)]);
    const page = (await agent.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(page).toContain('Next billing date');
    expect(page).toContain('Visa ending 4242');
    expect(page).toContain('name="unsubscribe" value="1"');
    expect(page).not.toContain('START MY FREE TRIAL');

    const after = await agent
      .post('/readings-reports/subscription/vip-membership')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ intent: 'unsubscribe', unsubscribe: '1', upc: 'vip-monthly-subscription' })
      .expect(200);
    const until = new Date(`${isoIn(20)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    expect(after.text).toContain(`Your VIP membership has been canceled. Your perks stay until ${until}.`);
    expect(after.text).toContain('Yours until');
    expect(after.text).not.toContain('name="unsubscribe" value="1"');
  });

  it('refuses an unsubscribe without the confirmation or from a visitor, and says sorry when it fails', async () => {
    await request(site.app).post('/readings-reports/subscription/vip-membership').set('Origin', ORIGIN).type('form').send({ intent: 'unsubscribe', unsubscribe: '1' }).expect(401);
    const { agent, memberUuid } = await vipMember();
    held.set(memberUuid, [subscription(memberUuid, { next_billing_date: isoIn(3) })]);
    const unconfirmed = await agent.post('/readings-reports/subscription/vip-membership').set('Origin', ORIGIN).type('form').send({ intent: 'unsubscribe', unsubscribe: '0' }).expect(400);
    expect(unconfirmed.text).toContain('Next billing date');
    cancelFails = true;
    const failed = await agent.post('/readings-reports/subscription/vip-membership').set('Origin', ORIGIN).type('form').send({ intent: 'unsubscribe', unsubscribe: '1' });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.text).toContain(SUBSCRIPTION_FAILED_MESSAGE);
    // The "in 5 days" mode reaches the dialog.
    expect(failed.text).toContain('&quot;daysLeft&quot;:3');
  });

  it('lets a VIP member unsubscribe from /vip/daily-horoscope', async () => {
    const { agent, memberUuid } = await vipMember();
    held.set(memberUuid, [subscription(memberUuid)]);
    const page = (await agent.get('/vip/daily-horoscope').expect(200)).text;
    expect(page).toContain('name="unsubscribe" value="1"');
    const after = await agent.post('/vip/daily-horoscope').set('Origin', ORIGIN).type('form').send({ intent: 'unsubscribe', unsubscribe: '1' }).expect(200);
    expect(after.text).toContain('Your VIP membership has been canceled.');
  });

  it('points VIP links at the membership page for visitors and members, at the VIP pages for VIP members', async () => {
    const visitor = (await request(site.app).get('/daily-love-horoscope/aries').expect(200)).text;
    expect(visitor).toMatch(/class="horoscope-vip-link"><a [^>]*href="\/readings-reports\/subscription\/vip-membership"/);
    const tarot = (await request(site.app).get('/daily-tarot-card').expect(200)).text;
    expect(tarot).toMatch(/class="horoscope-vip-link"><a [^>]*href="\/readings-reports\/subscription\/vip-membership"/);
    const { agent } = await signedUpMember(site);
    const member = (await agent.get('/daily-horoscope/aries').expect(200)).text;
    expect(member).toContain('href="/readings-reports/subscription/vip-membership"');
    expect(member).toContain('Try Our VIP Membership');
    const vip = await vipMember();
    const vipLove = (await vip.agent.get('/daily-love-horoscope/aries').expect(200)).text;
    expect(vipLove).toMatch(/class="horoscope-vip-link"><a [^>]*href="\/vip\/daily-horoscope\/aries"/);
    expect(vipLove).toContain('My VIP Membership');
  });

  it('suggests a reading on the tarot result page from its product’s upsells', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = (await agent.post('/api/product/deal/three-card').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200)).body as { deal: string; fan: number[]; deck_code: string };
    const cards = dealt.fan.slice(0, 3).map((card_id, index) => ({ card_id, orientation: 'upright', position: index + 1 }));
    const submitted = await agent.post('/api/product/submit/three-card').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ deal: dealt.deal, cards, deck_code: dealt.deck_code, question: '' }).expect(200);
    const result = await agent.get(submitted.body.forwarding_url).expect(200);
    expect(result.text).toContain('href="/readings-reports/tarot-readings/love-spread" data-upsell="love-spread">SUGGESTED READING');
    expect(upsellCookie(result)).toMatch(/^upsells_used=love-spread;/);
  });

  it('answers the live Karma Coin balance from the member service, not the session’s copy', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    await site.tables.updateTable('members').set({ kc_balance: 12_345 }).where('member_uuid', '=', memberUuid).execute();
    const status = await agent.get('/api/user/status?refresh=1').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    expect(status.body.user.kcs).toEqual({ total: 12_345 });
    // The next page's menu shows it with thousands separators.
    expect((await agent.get('/readings-reports').expect(200)).text).toContain('12,345');
  });
});

describe.each(ENGINES)('the readings hub on the real catalogue on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it('lists the catalogue with readings first, and offers VIP from its teeup', async () => {
    const hub = (await request(site.app).get('/readings-reports?divination=tarot').expect(200)).text;
    expect(hub).toContain('class="product-teaser');
    expect(hub).toContain('class="product-teaser-type">Reading<');
    expect(hub).not.toContain('The catalogue could not be loaded');
    const vip = (await request(site.app).get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(vip).toContain('Become a VIP');
    expect(vip).toContain('$9.99 a month after a 7-day free trial');
    expect(vip).toContain('href="#signup"');
    const { agent } = await signedUpMember(site);
    const drt = (await agent.get('/readings-reports/subscription/daily-reflection').expect(200)).text;
    expect(drt).toContain('href="/checkout?subscription_upc=drt-monthly-subscription"');
    expect(drt).toContain('$7.99 a month');
  });

  it('starts a VIP trial through commerce, shows its status, and a plain post unsubscribes it', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const { order } = await site.platformClient.call(PlaceOrderContract, {
      body: { order_uuid: randomUUID(), member_uuid: memberUuid, upc: 'vip-monthly-subscription', payment: { method: 'card', nonce: `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url')}` } },
    });
    expect(order.status).toBe('paid');
    await agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    const page = (await agent.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(page).toContain('Next billing date');
    expect(page).toContain('Visa ending 4242');
    const after = await agent.post('/readings-reports/subscription/vip-membership').set('Origin', ORIGIN).type('form').send({ intent: 'unsubscribe', unsubscribe: '1', upc: 'vip-monthly-subscription' }).expect(200);
    expect(after.text).toContain('Your VIP membership has been canceled. Your perks stay until');
    expect(after.text).toContain('Yours until');
    const [held] = await site.platformClient.call(ListSubscriptionsContract, { query: { member_uuid: memberUuid } }).then((answer) => answer.subscriptions);
    expect(held?.status).toBe('canceled');

    // Back later, the page shows the canceled membership, not the pitch: until when, and a way to restart it.
    const until = formatLongDate(held!.next_billing_date);
    const canceled = (await agent.get('/readings-reports/subscription/vip-membership').expect(200)).text;
    expect(canceled).toContain('<title>VIP Membership');
    expect(canceled).toMatch(/<h1[^>]*>VIP Membership<\/h1>/);
    expect(canceled).not.toContain('Become a VIP');
    expect(canceled).not.toContain('START MY FREE TRIAL');
    expect(canceled).toContain('Canceled: you will not be charged again');
    expect(canceled).toContain(`Everything it includes stays yours until ${until}`);
    expect(canceled).toContain('href="/checkout?subscription_upc=vip-monthly-subscription">Restart my membership</a>');
    expect(canceled).not.toContain('Update your card');
    // Restarting inside the period charges nothing today; billing carries on from the same day.
    const restart = (await agent.get('/checkout?subscription_upc=vip-monthly-subscription').expect(200)).text;
    expect(restart).toContain('<strong>$0.00</strong> <span>today</span>');
    expect(restart).toContain(`Then $9.99 a month from ${until}. Your perks carry on without a break.`);
    expect(restart).toContain('Restart my membership: $0.00 today');
  });
});
