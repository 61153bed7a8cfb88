import request from 'supertest';
import { PlatformPromoVoucherContract } from '../../shared/platform-api/rules.platform';
import { SEEDED_PROMO_MESSAGES } from '../../server/platform/rules/rules.seed';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('rules: promo messages and vouchers on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  const promo = (query: Record<string, string> = {}) => request(site.app).get('/api/rules/promo-message').query(query);

  it('answers the default placement, text-teeup-message, with one seeded message', async () => {
    const res = await promo().expect(200);
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({ code: 'demo-teeup-half-off', placement: 'text-teeup-message', tags: ['demo', 'reading'] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers every notification message, and one for any other placement', async () => {
    const notifications = await promo({ placement: 'notification' }).expect(200);
    expect(notifications.body.messages.map((m: { code: string }) => m.code).sort()).toEqual(['demo-notification-card', 'demo-notification-welcome']);
    for (const placement of ['in-product', 'tarot-page', 'sidebar']) {
      const res = await promo({ placement }).expect(200);
      expect(res.body.messages).toHaveLength(1);
    }
    expect((await promo({ placement: 'psychic-nav-article' }).expect(200)).body.messages.map((m: { code: string }) => m.code)).toEqual(['demo-psychic-nav-question']);
    // A placement whose messages are all switched off answers an empty list.
    await site.tables.updateTable('rules_promo_messages').set({ active: 0 }).where('placement', '=', 'psychic-nav-article').execute();
    expect((await promo({ placement: 'psychic-nav-article' }).expect(200)).body.messages).toEqual([]);
  });

  it('filters by message id and tags', async () => {
    const uuid = SEEDED_PROMO_MESSAGES.find((m) => m.code === 'demo-notification-card')!.uuid;
    expect((await promo({ placement: 'notification', uuid }).expect(200)).body.messages.map((m: { uuid: string }) => m.uuid)).toEqual([uuid]);
    expect((await promo({ placement: 'notification', tags: 'demo,tarot' }).expect(200)).body.messages).toHaveLength(1);
    expect((await promo({ placement: 'notification', tags: 'nothing' }).expect(200)).body.messages).toEqual([]);
  });

  it('fills the tokens, with The Fool and the Universal Waite by default', async () => {
    const plain = await promo({ placement: 'tarot-page' }).expect(200);
    // The site's API adds the message's promo to its links to the site (server/features/store/promo-message-links.ts).
    expect(plain.body.messages[0].message).toBe(
      '<p>See The Fool as the Universal Waite deck draws it, then <a href="/tarot/decks/universal-waite?promo=demo-tarot-page-deck&amp;promo_from=message">explore the whole deck</a>.</p>',
    );
    const chosen = await promo({ placement: 'tarot-page', card: 'Ace of Cups', deck: 'woodland-kin' }).expect(200);
    expect(chosen.body.messages[0].message).toContain('See the Ace of Cups as the Woodland Kin deck draws it');
    expect(chosen.body.messages[0].message).toContain('href="/tarot/decks/woodland-kin?');
    // No seeded message names a report (they must read well on every product page): a test one does.
    const uuid = '0b4f6c7e-1111-4aaa-8bbb-000000000098';
    await site.tables
      .insertInto('rules_promo_messages')
      .values({ uuid, code: 'report-id', placement: 'in-product', tags: 'test', message: '<p>Saved as <em>{report_ID}</em>.</p>', active: 1, created_at: new Date().toISOString() })
      .execute();
    const report = await promo({ placement: 'in-product', uuid, report_id: 'R-2042' }).expect(200);
    expect(report.body.messages[0].message).toBe('<p>Saved as <em>R-2042</em>.</p>');
  });

  it('sanitises hostile message HTML: no script, event handler or javascript: URL survives', async () => {
    await site.tables
      .insertInto('rules_promo_messages')
      .values({
        uuid: '0b4f6c7e-1111-4aaa-8bbb-000000000099',
        code: 'hostile',
        placement: 'text-checkout',
        tags: 'test',
        message:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">a</a>' +
          '<a href="JaVaScRiPt&#58;alert(4)">b</a><a href="/ok" onmouseover="x()" target="_blank">c</a><iframe src="https://evil.test"></iframe>' +
          '<svg><script>alert(5)</script></svg><style>p{}</style><a href="data:text/html,<script>alert(6)</script>">d</a></p>',
        active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The placement has a seeded message too: ask for this one by its id.
    const res = await promo({ placement: 'text-checkout', uuid: '0b4f6c7e-1111-4aaa-8bbb-000000000099' }).expect(200);
    const html: string = res.body.messages[0].message;
    expect(html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|<svg|<style|<img|data:/i);
    expect(html).toContain('<a href="/ok?promo=hostile&amp;promo_from=message" target="_blank" rel="noopener noreferrer">c</a>');
    expect(html).toContain('<p>Hi');
  });

  it('escapes a card name so it cannot carry markup', async () => {
    // The card pattern refuses angle brackets; a name with an apostrophe is text.
    const res = await promo({ placement: 'free-reading-upsell', card: 'Fool’s Journey' }).expect(200);
    expect(res.body.messages[0].message).toContain('Fool’s Journey');
  });

  it.each([
    [{ placement: 'everywhere' }, 'placement'],
    [{ uuid: 'not-a-uuid' }, 'uuid'],
    [{ deck: 'no-such-deck' }, 'deck'],
    [{ card: '<script>alert(1)</script>' }, 'card'],
    [{ tags: 'a b' }, 'tags'],
    [{ report_id: 'x'.repeat(65) }, 'report_id'],
  ])('refuses bad input %j with a 400 naming the field', async (query, field) => {
    const res = await promo(query as Record<string, string>).expect(400);
    expect(res.body.error.fields[field]).toEqual([expect.any(String)]);
  });

  it('a visitor owns no promo voucher; a member owns the signup offer', async () => {
    expect((await request(site.app).get('/api/rules/voucher-ownership/promo').expect(200)).body).toEqual({ owned: false, code: null });
    const agent = request.agent(site.app);
    await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Vera', email: `vera.${engine}@example.com`, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true })
      .expect(200);
    expect((await agent.get('/api/rules/voucher-ownership/promo').expect(200)).body).toEqual({ owned: true, code: 'signup-half-off-reading' });
  });

  it('the platform refuses a bad member id with a 400 and answers an unknown one as not owned', async () => {
    await expect(site.platformClient.call(PlatformPromoVoucherContract, { query: { member_uuid: 'nope' } })).rejects.toMatchObject({ status: 400 });
    await expect(site.platformClient.call(PlatformPromoVoucherContract, { query: { member_uuid: '6f1e9a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b' } })).resolves.toEqual({
      owned: false,
      code: null,
    });
  });
});
