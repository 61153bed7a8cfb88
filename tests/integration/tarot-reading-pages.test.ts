import request from 'supertest';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * The reading entry pages (issue #12): complete HTML with the plain form, the deck rules of spec 2
 * §9, the price of paid spreads, and the plain post that draws a reading for a member and asks a
 * visitor to log in.
 */

const BASE = '/readings-reports/tarot-readings';
const PAGES = [
  { slug: 'free', title: 'Free Three-Card Reading', positions: ['The Past', 'The Present', 'The Path Ahead'], price: null },
  { slug: 'celtic-cross', title: 'Celtic Cross', positions: ['The Heart of the Matter', 'What Crosses You'], price: '$14.99' },
  { slug: 'yes-no', title: 'Yes or No Reading', positions: [], price: null },
  { slug: 'daily-reflection', title: 'Daily Reflection', positions: [], price: '$4.99' },
] as const;

const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The island's props as the page wrote them. */
function spreadProps(html: string): { code: string; deck: { code: string }; positions: unknown[]; preselect?: number; price?: string } {
  const match = /data-island="tarot-spread"[^>]*data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error('no tarot-spread island');
  return JSON.parse(decode(match[1]!)) as ReturnType<typeof spreadProps>;
}
const selectedDeck = (html: string) => spreadProps(html).deck.code;

describe.each(PAGE_ENGINES)('tarot reading pages on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it.each(PAGES.map((page) => [page.slug, page] as const))('%s is complete HTML: intro, positions, deck selector, price and the plain form', async (slug, page) => {
    const raw = (await request(site.app).get(`${BASE}/${slug}`).expect(200)).text;
    const html = decode(raw);
    expect(html).toContain(`<title>${page.title} | Starlit</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${BASE}/${slug}"/>`);
    for (const position of page.positions) expect(html).toContain(`<h3>${position}</h3>`);
    // The plain form posts to the page and lets the server draw.
    expect(html).toMatch(new RegExp(`<form class="form spread-plain" action="${BASE}/${slug}" method="post">`));
    expect(html).toContain('name="question"');
    expect(html).toContain('Draw my cards');
    // The deck selector is a plain GET form listing only tarot decks.
    expect(html).toContain('<select id="reading-deck" name="deck"');
    expect(html).toContain('value="starlit-night"');
    expect(html).not.toContain('<option value="mandala"');
    expect(html).toContain('id="tarot-reading/self"');
    // Its island starts when the visitor reaches the form, or, holding a card drawn for them, when seen.
    expect(/data-island="tarot-spread"[^>]*data-hydrate="([a-z]+)"/.exec(html)?.[1]).toBe(slug === 'yes-no' ? 'visible' : 'interaction');
    if (page.price) {
      expect(html).toContain(`<strong>${page.price}</strong>`);
      expect(html).toContain('then pay at checkout');
      expect(spreadProps(raw).price).toBe(page.price);
    } else {
      expect(html).toContain('<strong>Free</strong>');
    }
  });

  it('the yes-or-no reading pre-selects card 10 and the Celtic Cross has ten positions', async () => {
    const yesNo = spreadProps((await request(site.app).get(`${BASE}/yes-no`).expect(200)).text);
    expect(yesNo).toMatchObject({ code: 'yes-no', preselect: 10 });
    expect(yesNo.positions).toHaveLength(1);
    const cross = spreadProps((await request(site.app).get(`${BASE}/celtic-cross`).expect(200)).text);
    expect(cross.positions).toHaveLength(10);
    expect(cross.preselect).toBeUndefined();
  });

  it('reads with ?deck=, else the member’s favourite, else deck 34; the mandala and unknown decks fall back', async () => {
    const get = (path: string, agent: request.Agent | ReturnType<typeof request> = request(site.app)) => (agent as request.Agent).get(path).expect(200).then((res) => res.text);
    expect(selectedDeck(await get(`${BASE}/free`))).toBe('universal-waite');
    expect(selectedDeck(await get(`${BASE}/free?deck=gilded-hour`))).toBe('gilded-hour');
    expect(selectedDeck(await get(`${BASE}/celtic-cross?deck=mandala`))).toBe('universal-waite');
    expect(selectedDeck(await get(`${BASE}/free?deck=no-such-deck`))).toBe('universal-waite');
    const { agent, memberUuid } = await signedUpMember(site);
    await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ favorite_deck_id: 45 }).expect(200);
    expect(selectedDeck(await get(`${BASE}/free`, agent))).toBe('woodland-kin');
    expect(selectedDeck(await get(`${BASE}/free?deck=gilded-hour`, agent))).toBe('gilded-hour');
    // The mandala deck (81) stays a favourite (spec 2 §9) but is not for readings.
    await site.tables.updateTable('members').set({ favorite_deck_id: 81 }).where('member_uuid', '=', memberUuid).execute();
    expect(selectedDeck(await get(`${BASE}/free`, agent))).toBe('universal-waite');
  });

  it('a visitor’s plain post shows the login prompt, keeping the question', async () => {
    const res = await request(site.app).post(`${BASE}/free`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send('intent=draw&deck_code=universal-waite&question=Where+next%3F').expect(401);
    const html = decode(res.text);
    expect(html).toContain('class="reading-login" role="alert"');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('Where next?');
  });

  it('a member’s plain post draws the reading on the server and goes to it', async () => {
    const { agent } = await signedUpMember(site);
    // A member is told where the reading goes, not asked to sign up.
    const page = (await agent.get(`${BASE}/free`).expect(200)).text;
    expect(page).toContain('your reading is saved to Your Readings.');
    expect(page).not.toContain('sign up or log in when you reveal');
    const res = await agent.post(`${BASE}/free`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send('intent=draw&deck_code=starlit-night&question=What+should+I+know%3F').expect(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^${BASE}/result/[A-Za-z0-9_-]+$`));
    // The server drew the spread's three cards from the deck asked for, with the question.
    const [stored] = await site.tables.selectFrom('product_readings').selectAll().where('reading_id', '=', location.split('/').pop()!).execute();
    expect(stored).toMatchObject({ spread_code: 'three-card', deck_code: 'starlit-night', question: 'What should I know?' });
    const cards = JSON.parse(stored!.cards) as { card_id: number; position: number }[];
    expect(cards.map((card) => card.position)).toEqual([1, 2, 3]);
    expect(new Set(cards.map((card) => card.card_id)).size).toBe(3);
    // The reading's own page shows the question and the spread's positions.
    const reading = decode((await agent.get(location).expect(200)).text);
    expect(reading).toContain('What should I know?');
    expect(reading).toContain('The Present');
  });

  it('a paid spread’s plain post holds the server’s draw and goes to checkout; a visitor logs in first', async () => {
    const visitor = await request(site.app).post(`${BASE}/celtic-cross`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send('intent=draw&question=Which+way%3F').expect(401);
    expect(decode(visitor.text)).toContain('class="reading-login" role="alert"');
    const { agent } = await signedUpMember(site);
    const res = await agent.post(`${BASE}/celtic-cross`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send('intent=draw&deck_code=starlit-night&question=Which+way%3F').expect(303);
    const location = res.headers.location as string;
    const match = /^\/checkout\?upc=celtic-cross&deal=([A-Za-z0-9_-]+)$/.exec(location);
    expect(match).not.toBeNull();
    const held = await site.tables.selectFrom('product_deals').selectAll().where('deal_id', '=', match![1]!).executeTakeFirstOrThrow();
    expect(held).toMatchObject({ spread_code: 'celtic-cross', deck_code: 'starlit-night', held_question: 'Which way?', reading_id: null });
    expect((JSON.parse(held.held_cards!) as { position: number }[]).map((card) => card.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await site.tables.selectFrom('product_readings').select('reading_id').where('deal_id', '=', held.deal_id).execute()).toHaveLength(0);
  });
});
