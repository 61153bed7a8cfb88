import request from 'supertest';
import { memberService } from '../../server/platform/member/member.entry';
import type { PlatformPorts } from '../../server/platform/ports';
import { productService } from '../../server/platform/product/product.entry';
import { HoldDealContract, SubmitDealContract } from '../../shared/platform-api/product.platform';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, silentLogger, startTestSite, type TestSite } from '../support/test-site';

type Agent = ReturnType<typeof request.agent>;

describe.each(ENGINES)('tarot readings (deal, submit, result) on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  const post = (agent: Agent, path: string, body?: object) => {
    const call = agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp());
    return body === undefined ? call : call.send(body);
  };
  const deal = async (agent: Agent, code = 'three-card', deck?: string) => {
    const res = await post(agent, `/api/product/deal/${code}${deck ? `?deck=${deck}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as { deal: string; deck_code: string; fan: number[]; positions: number };
  };
  const pick = (fan: number[], count: number, orientation = 'upright') => fan.slice(0, count).map((card_id, index) => ({ card_id, orientation, position: index + 1 }));
  const submit = (agent: Agent, body: object, code = 'three-card') => post(agent, `/api/product/submit/${code}`, body);

  it('deals a shuffle of the deck’s 78 cards, bound to the session', async () => {
    const visitor = request.agent(site.app);
    const dealt = await deal(visitor, 'three-card', 'gilded-hour');
    expect(dealt.deck_code).toBe('gilded-hour');
    expect(dealt.positions).toBe(3);
    expect([...dealt.fan].sort((a, b) => a - b)).toEqual(Array.from({ length: 78 }, (_, index) => index));
    const other = await deal(visitor);
    expect(other.deal).not.toBe(dealt.deal);
    expect(other.deck_code).toBe('universal-waite');
    expect(other.fan).not.toEqual(dealt.fan);
    expect((await deal(visitor, 'three-card', 'mandala')).deck_code).toBe('universal-waite');
    await post(visitor, '/api/product/deal/nine-card').expect(400);
    const unknownDeck = await post(visitor, '/api/product/deal/three-card?deck=no-such-deck').expect(400);
    expect(unknownDeck.body.error.fields.deck).toEqual(['That deck does not exist.']);
  });

  it('makes the reading for a member, answers the same forwarding_url when the same submission comes again, and refuses other cards or another question with 409', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent);
    const cards = [
      { card_id: dealt.fan[5]!, orientation: 'reverse', position: 2 },
      { card_id: dealt.fan[0]!, orientation: 'upright', position: 1 },
      { card_id: dealt.fan[9]!, orientation: 'left', position: 3 },
    ];
    const first = await submit(agent, { deal: dealt.deal, cards, deck_code: dealt.deck_code, question: 'Should I move to the coast?' }).expect(200);
    expect(first.body.forwarding_url).toMatch(/^\/readings-reports\/tarot-readings\/result\/[A-Za-z0-9_-]{22}$/);
    // The same submission, its cards in another order: the same reading.
    const again = await submit(agent, { deal: dealt.deal, cards: [cards[2], cards[0], cards[1]], deck_code: dealt.deck_code, question: 'Should I move to the coast?' }).expect(200);
    expect(again.body.forwarding_url).toBe(first.body.forwarding_url);
    // Like an idempotency key reused for another request: other cards, another orientation, or another question is refused.
    const otherCards = await submit(agent, { deal: dealt.deal, cards: pick(dealt.fan, 3, 'reverse'), deck_code: dealt.deck_code, question: 'Should I move to the coast?' }).expect(409);
    expect(otherCards.body.error.message).toBe('These cards were already read with a different choice of cards or question. Please shuffle again for a new reading.');
    await submit(agent, { deal: dealt.deal, cards: [cards[1], cards[0], { ...cards[2]!, orientation: 'right' }], deck_code: dealt.deck_code, question: 'Should I move to the coast?' }).expect(409);
    await submit(agent, { deal: dealt.deal, cards, deck_code: dealt.deck_code, question: 'Another go?' }).expect(409);
    const stored = await site.tables.selectFrom('product_readings').selectAll().where('deal_id', '=', dealt.deal).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.cards)).toEqual([cards[1], cards[0], cards[2]]);
    expect(stored[0]!.question).toBe('Should I move to the coast?');
  });

  it('refuses forged card lists with 400 and says how many cards remain', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent);
    const base = { deal: dealt.deal, deck_code: dealt.deck_code, question: '' };
    const [a, b, c] = dealt.fan as [number, number, number];
    const cases: [object[], string][] = [
      [[{ card_id: a, orientation: 'upright', position: 1 }], 'Choose 2 more cards.'],
      [[{ card_id: a, orientation: 'upright', position: 1 }, { card_id: b, orientation: 'upright', position: 2 }], 'Choose 1 more card.'],
      [[{ card_id: a, orientation: 'upright', position: 1 }, { card_id: a, orientation: 'upright', position: 2 }, { card_id: c, orientation: 'upright', position: 3 }], 'Each card can be chosen only once.'],
      [[{ card_id: a, orientation: 'upright', position: 1 }, { card_id: b, orientation: 'upright', position: 1 }, { card_id: c, orientation: 'upright', position: 3 }], 'Each place in the spread takes exactly one card.'],
      [[{ card_id: a, orientation: 'upright', position: 1 }, { card_id: b, orientation: 'upright', position: 2 }, { card_id: c, orientation: 'upright', position: 4 }], 'Each place in the spread takes exactly one card.'],
    ];
    for (const [cards, message] of cases) {
      const res = await submit(agent, { ...base, cards });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    // Unknown ids, a bad orientation, a float: refused by the contract.
    for (const card of [{ card_id: 78, orientation: 'upright', position: 3 }, { card_id: -1, orientation: 'upright', position: 3 }, { card_id: c, orientation: 'sideways', position: 3 }, { card_id: 1.5, orientation: 'upright', position: 3 }]) {
      const cards = [{ card_id: a, orientation: 'upright', position: 1 }, { card_id: b, orientation: 'upright', position: 2 }, card];
      expect((await submit(agent, { ...base, cards })).status).toBe(400);
    }
    // The wrong deck.
    const otherDeck = await submit(agent, { ...base, deck_code: 'gilded-hour', cards: pick(dealt.fan, 3) });
    expect(otherDeck.status).toBe(400);
    // Four cards for three places.
    const tooMany = await submit(agent, { ...base, cards: pick(dealt.fan, 4) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('This reading takes 3 cards: put back 1 card.');
    // Another session's deal, or one for another spread.
    const { agent: stranger } = await signedUpMember(site);
    expect((await submit(stranger, { ...base, cards: pick(dealt.fan, 3) })).status).toBe(400);
    const yesNo = await deal(agent, 'yes-no');
    expect((await submit(agent, { ...base, deal: yesNo.deal, cards: pick(yesNo.fan, 3) })).status).toBe(400);
    // Nothing was stored, and the deal still reads after all those refusals.
    expect(await site.tables.selectFrom('product_readings').select('reading_id').where('deal_id', '=', dealt.deal).execute()).toHaveLength(0);
    await submit(agent, { ...base, cards: pick(dealt.fan, 3) }).expect(200);
  });

  it('deals every card of the deck once, so the yes-or-no reading can take its preselected card 10', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent, 'yes-no');
    // A deal holds the deck's 78 cards once each: ids outside 0-77 are refused above, by the contract.
    expect(new Set(dealt.fan).size).toBe(78);
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: [{ card_id: 10, orientation: 'upright', position: 1 }] }, 'yes-no').expect(200);
  });

  it('asks a visitor to log in (401), and takes the same deal after they sign up', async () => {
    const visitor = request.agent(site.app);
    const dealt = await deal(visitor);
    const body = { deal: dealt.deal, deck_code: dealt.deck_code, cards: pick(dealt.fan, 3), question: 'Will it rain?' };
    const refused = await submit(visitor, body).expect(401);
    expect(refused.body.error.message).toMatch(/log in or sign up/);
    const { signupPayload } = await import('../support/signup-payload');
    await post(visitor, '/api/member/signup', signupPayload({ birth_location: undefined })).expect(200);
    const res = await submit(visitor, body).expect(200);
    expect(res.body.forwarding_url).toMatch(/\/result\//);
    // A visitor's deal is not anyone else's.
    const otherVisitor = request.agent(site.app);
    const another = await deal(otherVisitor);
    const { agent: member } = await signedUpMember(site);
    expect((await submit(member, { deal: another.deal, deck_code: another.deck_code, cards: pick(another.fan, 3) })).status).toBe(400);
  });

  it('draws the yes-or-no card from the fan’s tenth place when the plain form lets the server draw', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent, 'yes-no');
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: [] }, 'yes-no').expect(200);
    const stored = await site.tables.selectFrom('product_readings').select('cards').where('deal_id', '=', dealt.deal).executeTakeFirstOrThrow();
    expect((JSON.parse(stored.cards) as { card_id: number; position: number }[]).map((card) => [card.card_id, card.position])).toEqual([[dealt.fan[9], 1]]);
  });

  it('lets an unused deal expire after a day, while a used one keeps answering its reading', async () => {
    const { agent } = await signedUpMember(site);
    const used = await deal(agent);
    const reading = await submit(agent, { deal: used.deal, deck_code: used.deck_code, cards: [] }).expect(200);
    const stale = await deal(agent);
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await site.tables.updateTable('product_deals').set({ created_at: yesterday }).where('deal_id', 'in', [used.deal, stale.deal]).execute();
    const refused = await submit(agent, { deal: stale.deal, deck_code: stale.deck_code, cards: [] }).expect(400);
    expect(refused.body.error.message).toMatch(/expired/);
    const again = await submit(agent, { deal: used.deal, deck_code: used.deck_code, cards: [] }).expect(200);
    expect(again.body.forwarding_url).toBe(reading.body.forwarding_url);
    // The next deal clears the expired unused one from the table; the used one stays.
    await deal(agent);
    const left = await site.tables.selectFrom('product_deals').select('deal_id').where('deal_id', 'in', [used.deal, stale.deal]).execute();
    expect(left.map((row) => row.deal_id)).toEqual([used.deal]);
    await submit(agent, { deal: used.deal, deck_code: used.deck_code, cards: [] }).expect(200);
  });

  it('draws for the member when the card list is empty (the plain form)', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent);
    const res = await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: [] }).expect(200);
    const id = (res.body.forwarding_url as string).split('/').pop()!;
    const row = await site.tables.selectFrom('product_readings').selectAll().where('reading_id', '=', id).executeTakeFirstOrThrow();
    const cards = JSON.parse(row.cards) as { card_id: number; position: number; orientation: string }[];
    expect(cards.map((card) => card.card_id)).toEqual(dealt.fan.slice(0, 3));
    expect(cards.map((card) => card.position)).toEqual([1, 2, 3]);
  });

  it('makes one reading of a deal sent 20 times at once: the same cards all answer it, and of five choices racing one wins and the others are refused', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent);
    const same = await Promise.all(Array.from({ length: 20 }, () => submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: pick(dealt.fan, 3), question: 'Now?' })));
    expect(same.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(new Set(same.map((reply) => reply.body.forwarding_url)).size).toBe(1);
    expect(await site.tables.selectFrom('product_readings').select('reading_id').where('deal_id', '=', dealt.deal).execute()).toHaveLength(1);

    const raced = await deal(agent);
    const choices = Array.from({ length: 20 }, (_, index) => pick(raced.fan.slice(index % 5), 3));
    const replies = await Promise.all(choices.map((cards) => submit(agent, { deal: raced.deal, deck_code: raced.deck_code, cards })));
    const stored = await site.tables.selectFrom('product_readings').select('cards').where('deal_id', '=', raced.deal).execute();
    expect(stored).toHaveLength(1);
    replies.forEach((reply, index) => expect(reply.status).toBe(JSON.stringify(choices[index]) === stored[0]!.cards ? 200 : 409));
    expect(new Set(replies.filter((reply) => reply.status === 200).map((reply) => reply.body.forwarding_url)).size).toBe(1);
  });

  /** The platform's ports as the commerce service sees them (the product and member services on the site's database). */
  const platformPorts = (): PlatformPorts => {
    const ports = {} as PlatformPorts;
    const settings = { database: site.database, config: site.config, partnerKey: site.partnerKey, logger: silentLogger };
    for (const service of [memberService, productService]) Object.assign(ports, service.start(settings, ports).offers);
    return ports;
  };
  const checkoutOf = (code: string, dealId: string) => `/checkout?upc=${code}&deal=${dealId}`;
  const heldRow = (dealId: string) => site.tables.selectFrom('product_deals').selectAll().where('deal_id', '=', dealId).executeTakeFirstOrThrow();

  it('holds a paid spread’s cards on its deal and sends the member to checkout, making no reading yet', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    for (const code of ['celtic-cross', 'daily-reflection']) {
      const dealt = await deal(agent, code);
      const cards = pick(dealt.fan, dealt.positions, 'reverse');
      const res = await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards, question: 'What is next at work?' }, code).expect(200);
      expect(res.body.forwarding_url).toBe(checkoutOf(code, dealt.deal));
      const row = await heldRow(dealt.deal);
      expect(JSON.parse(row.held_cards!)).toEqual(cards);
      expect(row.held_question).toBe('What is next at work?');
      expect(row.reading_id).toBeNull();
      expect(await site.tables.selectFrom('product_readings').select('reading_id').where('deal_id', '=', dealt.deal).execute()).toHaveLength(0);
      expect(await platformPorts().readings.held(dealt.deal, memberUuid)).toEqual({ spread_code: code, reading_id: null });
    }
    expect((await submit(agent, { deal: 'x'.repeat(30), deck_code: 'universal-waite', cards: [] }, 'no-such-reading')).status).toBe(404);
  });

  it('checks a held reading like a submission, and holding again replaces the cards', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const dealt = await deal(agent, 'celtic-cross');
    const base = { deal: dealt.deal, deck_code: dealt.deck_code, question: '' };
    const short = await submit(agent, { ...base, cards: pick(dealt.fan, 3) }, 'celtic-cross');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Choose 7 more cards.');
    expect((await heldRow(dealt.deal)).held_cards).toBeNull();
    await submit(agent, { ...base, cards: pick(dealt.fan, 10) }, 'celtic-cross').expect(200);
    const other = pick(dealt.fan.slice(20), 10, 'reverse');
    await submit(agent, { ...base, cards: other, question: 'Second thoughts?' }, 'celtic-cross').expect(200);
    const row = await heldRow(dealt.deal);
    expect(JSON.parse(row.held_cards!)).toEqual(other);
    expect(row.held_question).toBe('Second thoughts?');
    // An empty list draws now, and the draw is what is held.
    await submit(agent, { ...base, cards: [] }, 'celtic-cross').expect(200);
    const drawn = JSON.parse((await heldRow(dealt.deal)).held_cards!) as { card_id: number; position: number }[];
    expect(drawn.map((card) => card.card_id)).toEqual(dealt.fan.slice(0, 10));
    // A deal dealt for a free spread is not held for another spread's checkout.
    const free = await deal(agent, 'three-card');
    expect((await submit(agent, { ...base, deal: free.deal, cards: pick(free.fan, 10) }, 'celtic-cross')).status).toBe(400);
    // The platform holds only paid spreads.
    const hold = { member_uuid: memberUuid, spread_code: 'three-card' as const, deck_code: free.deck_code, question: '', cards: [] };
    await expect(site.platformClient.call(HoldDealContract, { params: { deal: free.deal }, body: hold })).rejects.toThrow('This reading is free: it needs no checkout.');
    // And never makes a paid spread's reading from a plain submission.
    await expect(site.platformClient.call(SubmitDealContract, { params: { deal: dealt.deal }, body: { ...hold, spread_code: 'celtic-cross' } })).rejects.toThrow('This reading is made once its order is paid.');
  });

  it('asks a visitor to log in before holding, and refuses another member’s deal', async () => {
    const visitor = request.agent(site.app);
    const dealt = await deal(visitor, 'daily-reflection');
    const body = { deal: dealt.deal, deck_code: dealt.deck_code, cards: pick(dealt.fan, dealt.positions) };
    expect((await submit(visitor, body, 'daily-reflection')).status).toBe(401);
    expect((await heldRow(dealt.deal)).held_cards).toBeNull();
    const { agent: owner, memberUuid: ownerUuid } = await signedUpMember(site);
    const owned = await deal(owner, 'celtic-cross');
    await submit(owner, { deal: owned.deal, deck_code: owned.deck_code, cards: pick(owned.fan, 10) }, 'celtic-cross').expect(200);
    const { agent: stranger, memberUuid: strangerUuid } = await signedUpMember(site);
    const refused = await submit(stranger, { deal: owned.deal, deck_code: owned.deck_code, cards: pick(owned.fan.slice(30), 10) }, 'celtic-cross');
    expect(refused.status).toBe(400);
    expect(JSON.parse((await heldRow(owned.deal)).held_cards!)).toEqual(pick(owned.fan, 10));
    const ports = platformPorts();
    expect(await ports.readings.held(owned.deal, strangerUuid)).toBeNull();
    await expect(ports.readings.fulfil(owned.deal, strangerUuid)).rejects.toThrow(/no longer held/);
    expect(await ports.readings.held(owned.deal, ownerUuid)).toEqual({ spread_code: 'celtic-cross', reading_id: null });
  });

  it('makes a paid reading once from its held cards, with one journal entry, even when fulfilled at once many times', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const dealt = await deal(agent, 'celtic-cross');
    const cards = pick(dealt.fan.slice(7), 10, 'reverse');
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards, question: 'Where is this going?' }, 'celtic-cross').expect(200);
    const ports = platformPorts();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ports.readings.fulfil(dealt.deal, memberUuid)));
    expect(new Set(answers.map((answer) => answer.reading_id)).size).toBe(1);
    expect(answers[0]!.url).toBe(`/readings-reports/tarot-readings/result/${answers[0]!.reading_id}`);
    const stored = await site.tables.selectFrom('product_readings').selectAll().where('deal_id', '=', dealt.deal).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.cards)).toEqual(cards);
    expect(stored[0]).toMatchObject({ member_uuid: memberUuid, question: 'Where is this going?', spread_code: 'celtic-cross' });
    expect(await ports.readings.fulfil(dealt.deal, memberUuid)).toEqual(answers[0]);
    // Made: nothing is held any more; holding the same again changes nothing, holding other cards is refused.
    expect(await ports.readings.held(dealt.deal, memberUuid)).toBeNull();
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards, question: 'Where is this going?' }, 'celtic-cross').expect(200);
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: pick(dealt.fan, 10), question: 'Where is this going?' }, 'celtic-cross').expect(409);
    expect(JSON.parse((await site.tables.selectFrom('product_readings').select('cards').where('deal_id', '=', dealt.deal).executeTakeFirstOrThrow()).cards)).toEqual(cards);
    const journal = await site.tables.selectFrom('member_journal').selectAll().where('member_uuid', '=', memberUuid).execute();
    expect(journal).toHaveLength(1);
    const page = await agent.get(answers[0]!.url).expect(200);
    expect(page.text).toContain('Where is this going?');
    // Laid out as the cross (1 centre, 2 across it, 3 below, 4 left, 5 above, 6 right) and the staff (7 at the bottom to 10 at the top).
    expect(page.text).toContain('data-layout="cross-and-staff"');
    const places = [...page.text.matchAll(/data-position="(\d+)" data-place="([a-z0-9-]+)"/g)].map((match) => `${match[1]}:${match[2]}`);
    expect(places).toEqual(['1:centre', '2:crossing', '3:below', '4:left', '5:above', '6:right', '7:staff-1', '8:staff-2', '9:staff-3', '10:staff-4']);
    expect(page.text.indexOf('aria-label="The cross"')).toBeLessThan(page.text.indexOf('aria-label="The staff, from the bottom up"'));
    // Every card was drawn reversed: the crossing card lies across the first the other way.
    expect(page.text).toMatch(/data-position="2" data-place="crossing" data-orientation="reverse">.*?data-turn="270"/);
    // A deal with nothing held is not made into a reading.
    const unheld = await deal(agent, 'daily-reflection');
    await expect(ports.readings.fulfil(unheld.deal, memberUuid)).rejects.toThrow(/no longer held/);
  });

  it('keeps a held deal past a day, so a late payment still makes its reading', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const dealt = await deal(agent, 'daily-reflection');
    await submit(agent, { deal: dealt.deal, deck_code: dealt.deck_code, cards: [] }, 'daily-reflection').expect(200);
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await site.tables.updateTable('product_deals').set({ created_at: yesterday }).where('deal_id', '=', dealt.deal).execute();
    await deal(agent);
    const made = await platformPorts().readings.fulfil(dealt.deal, memberUuid);
    expect(made.url).toMatch(/\/result\//);
  });

  it('shows the reading to its owner only, and lists it in the journal newest first', async () => {
    const { agent } = await signedUpMember(site);
    const first = await deal(agent, 'three-card', 'gilded-hour');
    const cards = [
      { card_id: 16, orientation: 'upright', position: 1 },
      { card_id: 17, orientation: 'reverse', position: 2 },
      { card_id: 30, orientation: 'right', position: 3 },
    ];
    const one = await submit(agent, { deal: first.deal, deck_code: 'gilded-hour', cards, question: 'What does <b>spring</b> bring?' }).expect(200);
    const second = await deal(agent, 'yes-no');
    const two = await submit(agent, { deal: second.deal, deck_code: second.deck_code, cards: [{ card_id: 0, orientation: 'reverse', position: 1 }], question: 'Is it time?' }, 'yes-no').expect(200);

    const page = await agent.get(one.body.forwarding_url).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    expect(page.text).toContain('What does &lt;b&gt;spring&lt;/b&gt; bring?');
    expect(page.text).toContain('<img src="/tarot/images/gilded-hour/the-tower.svg" alt="The Tower, The Gilded Hour deck"');
    expect(page.text).toContain('alt="The Star, The Gilded Hour deck"');
    expect(page.text).toContain('alt="Nine of Wands, The Gilded Hour deck"');
    expect(page.text).toContain('tarot-result-card-reverse');
    expect(page.text).toContain('tarot-result-card-right');
    expect(page.text).toContain('href="/tarot/cards/the-tower/gilded-hour"');
    expect(page.text).toContain('The spread as a whole');
    expect(page.text).toContain('data-layout="row"');
    expect(page.text).not.toContain('data-layout="cross-and-staff"');

    const yesNo = await agent.get(two.body.forwarding_url).expect(200);
    expect(yesNo.text).toContain('The answer:');
    expect(yesNo.text).toContain('href="/tarot/cards/the-fool"');

    const { agent: stranger } = await signedUpMember(site);
    const refused = await stranger.get(one.body.forwarding_url).expect(404);
    expect(refused.text).not.toContain('spring');
    await request(site.app).get(one.body.forwarding_url).expect(404);
    await agent.get('/readings-reports/tarot-readings/result/AAAAAAAAAAAAAAAAAAAAAA').expect(404);

    const journal = await agent.get('/api/member/get-journal').set('Origin', ORIGIN).expect(200);
    const entries = journal.body.entries ?? journal.body.journal ?? journal.body;
    const list = (Array.isArray(entries) ? entries : []) as { url: string; title: string; kind: string }[];
    expect(list.map((entry) => entry.url)).toEqual([two.body.forwarding_url, one.body.forwarding_url]);
    expect(list[1]!.title).toBe('Free Three-Card Reading: “What does <b>spring</b> bring?” (The Tower, The Star, Nine of Wands)');
    expect(list[0]!.kind).toBe('reading');
    const journalPage = await agent.get('/member/journal').expect(200);
    expect(journalPage.text.indexOf(two.body.forwarding_url)).toBeLessThan(journalPage.text.indexOf(one.body.forwarding_url));
  });

  it('answers NUL characters and huge ids with 4xx, never 500', async () => {
    const { agent } = await signedUpMember(site);
    const dealt = await deal(agent);
    const bodies = [
      { deal: dealt.deal, deck_code: dealt.deck_code, cards: [], question: 'a\u0000b' },
      { deal: 'abc\u0000def', deck_code: dealt.deck_code, cards: [] },
      { deal: 'A'.repeat(100), deck_code: dealt.deck_code, cards: [] },
      { deal: dealt.deal, deck_code: dealt.deck_code, cards: [{ card_id: 1e300, orientation: 'upright', position: 1 }] },
      { deal: dealt.deal, deck_code: dealt.deck_code, cards: [{ card_id: Number.MAX_SAFE_INTEGER + 2, orientation: 'upright', position: 1 }] },
      { deal: dealt.deal, deck_code: 'x\u0000', cards: [] },
    ];
    for (const body of bodies) {
      const res = await submit(agent, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // The same for a paid spread's hold.
    const paid = await deal(agent, 'celtic-cross');
    for (const body of [
      { deal: paid.deal, deck_code: paid.deck_code, cards: [], question: 'a\u0000b' },
      { deal: paid.deal, deck_code: paid.deck_code, cards: [{ card_id: 2 ** 40, orientation: 'upright', position: 1 }] },
      { deal: 'abc\u0000def', deck_code: paid.deck_code, cards: [] },
    ]) {
      const res = await submit(agent, body, 'celtic-cross');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await heldRow(paid.deal)).held_cards).toBeNull();
    for (const path of [`/readings-reports/tarot-readings/result/${'A'.repeat(5000)}`, '/readings-reports/tarot-readings/result/%00abc', '/readings-reports/tarot-readings/result/..%2F..']) {
      const res = await agent.get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
