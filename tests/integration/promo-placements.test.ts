import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CATALOGUE } from '../../server/content/catalogue/catalogue';
import { SEEDED_PROMO_MESSAGES } from '../../server/platform/rules/rules.seed';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { coinPackagePercent, formatBalance, formatUsd } from '../../shared/store/price-display';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

type Agent = ReturnType<typeof request.agent>;
type SlotProps = { placement: string; card?: string; deck?: string; reportId?: string };

const decode = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** Every promo-message island a page holds, by its props; each must also render its empty slot. */
function promoSlots(html: string): SlotProps[] {
  return [...html.matchAll(/<div data-island="promo-message"[^>]*data-props="([^"]*)">([\s\S]*?)<\/div><\/div>/g)].map((match) => {
    const props = JSON.parse(decode(match[1]!)) as SlotProps;
    // The server renders the slot empty: the page reads the same without JavaScript.
    expect(match[2]).toBe(`<div class="promo-slot promo-${props.placement}" data-promo-placement="${props.placement}">`);
    return props;
  });
}

/** The placements the page itself places (the Psychics submenu's psychic-nav-links and psychic-nav-article are the navigation's). */
const pagePlacements = (html: string) => promoSlots(html).filter((slot) => !slot.placement.startsWith('psychic-nav-'));

/** A sandbox card's nonce (client/store/sandbox-card.ts). */
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

describe.each(PAGE_ENGINES)('promo message placements (spec 1 §9) on %s', (engine) => {
  let site: TestSite;
  let member: { agent: Agent };
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    member = await signedUpMember(site);
  });
  afterAll(() => site.close());

  const page = async (path: string, agent?: Agent) => (await (agent ?? request(site.app)).get(path).expect(200)).text;

  it.each([
    ['/readings-reports/tarot-readings/celtic-cross', { placement: 'in-product' }],
    ['/readings-reports/tarot-readings/free', { placement: 'in-product' }],
    ['/readings-reports/astrology-reports/essential-birth-chart', { placement: 'in-product' }],
    ['/tarot/cards/ace-of-cups/woodland-kin', { placement: 'tarot-page', card: 'Ace of Cups', deck: 'woodland-kin' }],
    ['/tarot/cards/the-fool', { placement: 'tarot-page', card: 'The Fool', deck: 'universal-waite' }],
    ['/tarot/decks/gilded-hour', { placement: 'tarot-page', deck: 'gilded-hour' }],
    ['/readings-reports/subscription/vip-membership', { placement: 'text-vip-message' }],
    ['/readings-reports', { placement: 'text-catalog' }],
    ['/daily-horoscope/aries', { placement: 'sidebar' }],
  ])('%s places one slot: %j', async (path, slot) => {
    expect(pagePlacements(await page(path))).toEqual([slot]);
  });

  it('places text-checkout on the checkout page and the free reading’s upsell, with its first card, on its result', async () => {
    expect(pagePlacements(await page('/checkout?kc-package-select=karma-coins-1000', member.agent))).toEqual([{ placement: 'text-checkout' }]);

    const post = (path: string, body?: object) => member.agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
    const dealt = (await post('/api/product/deal/three-card?deck=gilded-hour').expect(200)).body as { deal: string; deck_code: string; fan: number[] };
    const cards = dealt.fan.slice(0, 3).map((card_id, index) => ({ card_id, orientation: 'upright', position: index + 1 }));
    const made = await post('/api/product/submit/three-card', { deal: dealt.deal, deck_code: dealt.deck_code, cards }).expect(200);
    const result = await page(made.body.forwarding_url as string, member.agent);
    // The first card of the spread (card_id is its place in TAROT_CARDS) names the message's {card.name}.
    const first = TAROT_CARDS.find((card) => card.id === dealt.fan[0])!.name;
    expect(pagePlacements(result)).toEqual([{ placement: 'free-reading-upsell', card: first, deck: 'gilded-hour' }]);
  });

  it('places nothing where a placement is not meant: another membership, a VIP horoscope, a static page, /confirm', async () => {
    expect(pagePlacements(await page('/readings-reports/subscription/daily-reflection'))).toEqual([]);
    expect(pagePlacements(await page('/articles/inside-a-psychic-reading'))).toEqual([]);

    // Spec 1 §2: the promo-message flow is skipped on /confirm, the navigation's slot too.
    const order_uuid = randomUUID();
    const bought = await member.agent
      .post('/api/checkout/submit')
      .set('Origin', ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid, payment_method_nonce: nonce() })
      .expect(200);
    const confirm = await page(bought.body.report_url as string, member.agent);
    expect(confirm).toContain('Thank you for your order');
    expect(confirm).not.toContain('data-island="promo-message"');
    expect(confirm).not.toContain('promo-slot');
  });

  it('a VIP member’s horoscope page has no sidebar slot', async () => {
    const vip = await signedUpMember(site);
    await site.tables.updateTable('members').set({ vip_until: Date.now() + 86_400_000 }).where('member_uuid', '=', vip.memberUuid).execute();
    await vip.agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    expect(pagePlacements(await page('/vip/daily-horoscope/aries', vip.agent))).toEqual([]);
  });
});

describe.each(ENGINES)('the seeded promo messages on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  const PLACED = ['in-product', 'free-reading-upsell', 'tarot-page', 'text-vip-message', 'text-catalog', 'text-checkout', 'sidebar', 'psychic-nav-links', 'psychic-nav-article'] as const;

  it.each(PLACED)('%s answers its seeded message', async (placement) => {
    const seeded = SEEDED_PROMO_MESSAGES.filter((message) => message.placement === placement);
    expect(seeded).toHaveLength(1);
    const res = await request(site.app).get('/api/rules/promo-message').query({ placement }).expect(200);
    expect(res.body.messages).toEqual([expect.objectContaining({ code: seeded[0]!.code, placement, uuid: seeded[0]!.uuid })]);
  });

  it('fills the card and deck the pages pass', async () => {
    const card = await request(site.app).get('/api/rules/promo-message').query({ placement: 'tarot-page', card: 'Ace of Cups', deck: 'woodland-kin' }).expect(200);
    expect(card.body.messages[0].message).toContain('See the Ace of Cups as the Woodland Kin deck draws it');
    const upsell = await request(site.app).get('/api/rules/promo-message').query({ placement: 'free-reading-upsell', card: 'The Tower', deck: 'gilded-hour' }).expect(200);
    expect(upsell.body.messages[0].message).toContain('Liked what The Tower had to say?');
  });

  it('a message’s link to the site carries its promo: following it keeps an internal promo for 10 visits', async () => {
    const res = await request(site.app).get('/api/rules/promo-message').query({ placement: 'text-catalog' }).expect(200);
    const link = decode(/href="([^"]+)"/.exec(res.body.messages[0].message as string)![1]!);
    expect(link).toBe('/readings-reports/tarot-readings/free?promo=demo-catalog-free-reading&promo_from=message');
    const agent = request.agent(site.app);
    const followed = await agent.get(link).expect(302);
    expect(followed.headers.location).toBe('/readings-reports/tarot-readings/free');
    const cookie = ((followed.headers['set-cookie'] as unknown as string[]) ?? []).find((line) => line.startsWith('order_promo_internal='))!;
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('order_promo_internal='.length)))).toMatchObject({ value: 'demo-catalog-free-reading', sticky: false, visits_left: 10 });
    await agent.get(followed.headers.location!).expect(200);
  });

  it('promote only what the site has: every link answers, every price is the catalogue’s', async () => {
    const usd = new Set(CATALOGUE.map((entry) => formatUsd(entry.price.usd.current)));
    const coins = new Set(CATALOGUE.flatMap((entry) => [entry.price.kc?.current, entry.kc_granted]).filter((count): count is number => count !== undefined && count !== null).map((count) => formatBalance(count)));
    const bonus = Math.max(...CATALOGUE.map((entry) => coinPackagePercent(entry.description.product_name) ?? 0));
    for (const { message, code } of SEEDED_PROMO_MESSAGES) {
      for (const [, link] of message.matchAll(/href="([^"]+)"/g)) {
        const path = link!.replace('{deck.slug}', 'universal-waite');
        // A member page sends a visitor home to log in first (303): it is there all the same.
        const { status } = await request(site.app).get(path);
        expect({ code, path, found: status === 200 || status === 303 }).toEqual({ code, path, found: true });
      }
      for (const [price] of message.matchAll(/\$[\d,]+\.\d\d/g)) expect({ code, price, sold: usd.has(price!) }).toEqual({ code, price, sold: true });
      for (const [, count] of message.matchAll(/([\d,]+) (?:Karma )?[Cc]oins/g)) expect({ code, count, sold: coins.has(count!) }).toEqual({ code, count, sold: true });
      for (const [, percent] of message.matchAll(/up to (\d+)%/g)) expect(Number(percent)).toBe(bonus);
    }
  });
});
