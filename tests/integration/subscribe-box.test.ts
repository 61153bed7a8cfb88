import { sql } from 'kysely';
import request from 'supertest';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** Issue #28, "Mail lists": the members' subscribe box (spec 1 §4), through its API and as a plain form, on every database. */
describe.each(ENGINES)('the subscribe box on %s', (engine) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  const member = () => signedUpMember(site);
  const post = (agent: request.Agent | ReturnType<typeof request>, body: unknown = {}) =>
    agent.post('/api/member/subscribe-box').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body as object);
  const form = (agent: request.Agent | ReturnType<typeof request>, body: Record<string, string> = { intent: 'sign-up', location: 'newsletter-module' }) =>
    agent.post('/member/newsletter').set('Origin', ORIGIN).type('form').send(new URLSearchParams(body).toString());

  async function standing(memberUuid: string): Promise<Record<string, { subscribed: number; location: string | null }>> {
    const rows = await site.tables.selectFrom('mail_subscriptions').select(['list_code', 'subscribed', 'location']).where('member_uuid', '=', memberUuid).execute();
    return Object.fromEntries(rows.map((row) => [row.list_code, { subscribed: Number(row.subscribed), location: row.location }]));
  }

  describe('the API', () => {
    it('signs a member up for every list never joined (not dh_dailyhoroscope nor number_of_the_day) with location newsletter-module, then hides', async () => {
      const { agent, memberUuid } = await member();
      const before = await agent.get('/api/member/subscribe-box').expect(200);
      expect(before.body).toMatchObject({ visible: true, target: '/daily-horoscope' });
      expect(before.body.lists.map((list: { code: string }) => list.code)).toEqual(expect.arrayContaining(['ipe', 'dailyhoroscope', 'dle', 'weekly_love', 'dh_dailyhoroscope', 'number_of_the_day']));

      const saved = await post(agent).expect(200);
      expect(saved.body).toMatchObject({ view: 2, target: '/daily-horoscope' });
      const rows = await standing(memberUuid);
      expect(rows).toMatchObject({
        dailyhoroscope: { subscribed: 1, location: 'newsletter-module' },
        dle: { subscribed: 1, location: 'newsletter-module' },
        weekly_love: { subscribed: 1, location: 'newsletter-module' },
        ipe: { subscribed: 1 },
      });
      expect(rows.dh_dailyhoroscope).toBeUndefined();
      expect(rows.number_of_the_day).toBeUndefined();

      expect((await agent.get('/api/member/subscribe-box').expect(200)).body.visible).toBe(false);
      // Saved while view 1 was still shown (another tab): the spec's message.
      const again = await post(agent).expect(409);
      expect(again.body.error.message).toBe('You have already signed up.');
    });

    it('never joins a list the member left, and then sends view 2 to the daily love horoscope', async () => {
      const { agent, memberUuid } = await member();
      await agent.delete(`/api/mail/subscription/${memberUuid}/dle`).set('Origin', ORIGIN).send({}).expect(200);
      const saved = await post(agent, { location: 'newsletter-module' }).expect(200);
      expect(saved.body.target).toBe('/daily-love-horoscope');
      expect((await standing(memberUuid)).dle).toEqual({ subscribed: 0, location: 'site' });
    });

    it('refuses bad input with a 4xx and a clear message, and visitors and other sites outright', async () => {
      const { agent } = await member();
      const wrong = await post(agent, { location: 'settings' }).expect(400);
      expect(wrong.body.error.fields.location).toEqual(['This form can only be sent from the subscribe box.']);
      await post(agent, ['location']).expect(400);
      await agent.post('/api/member/subscribe-box').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('{"location":').expect(400);
      await agent.post('/api/member/subscribe-box').set('Origin', 'http://evil.test').send({}).expect(403);
      const visitor = await post(request(site.app)).expect(401);
      expect(visitor.body.error.message).toBe('Please log in to continue.');
      await request(site.app).get('/api/member/subscribe-box').expect(401);
    });
  });

  describe('the plain form, /member/newsletter', () => {
    it('is view 1 posting to itself for a member, and sends visitors home', async () => {
      const { agent } = await member();
      const page = await agent.get('/member/newsletter').expect(200);
      expect(page.text).toContain('<form class="subscribe-box-form" action="/member/newsletter" method="post">');
      expect(page.text).toContain('SIGN ME UP');
      expect(page.headers['cache-control']).toContain('no-store');
      expect((await request(site.app).get('/member/newsletter').expect(303)).headers.location).toBe('/');
    });

    it('opened for type Newsletter starts at view 2; any other type is a 400', async () => {
      const { agent } = await member();
      const opened = await agent.get('/member/newsletter?type=newsletter').expect(200);
      expect(opened.text).toContain('You’re Subscribed!');
      expect(opened.text).not.toContain('SIGN ME UP');
      await agent.get('/member/newsletter?type=reading').expect(400);
    });

    it('a post signs up and shows view 2 with its button; a second says the member has already signed up', async () => {
      const { agent, memberUuid } = await member();
      const done = await form(agent).expect(200);
      expect(done.text).toContain('You’re Subscribed!');
      expect(done.text).toContain('<a class="button button-gold" href="/daily-horoscope">READ TODAY’S HOROSCOPE</a>');
      expect((await standing(memberUuid)).weekly_love).toEqual({ subscribed: 1, location: 'newsletter-module' });
      const again = await form(agent).expect(409);
      expect(again.text).toContain('You have already signed up.');
      // Nothing left to offer: the page says so instead of showing the box.
      expect((await agent.get('/member/newsletter').expect(200)).text).toContain('You have already signed up.');
    });

    it('refuses bad input with a 400 and the message, and a cross-site post', async () => {
      const { agent, memberUuid } = await member();
      const wrong = await form(agent, { intent: 'sign-up', location: 'elsewhere' }).expect(400);
      expect(wrong.text).toContain('This form can only be sent from the subscribe box.');
      await agent.post('/member/newsletter').set('Origin', 'http://evil.test').type('form').send('intent=sign-up').expect(403);
      expect((await standing(memberUuid)).dle).toBeUndefined();
    });
  });

  describe('above the footer', () => {
    it('members get the subscribe box while lists remain and not after; visitors the email box', async () => {
      const { agent } = await member();
      const before = await agent.get('/').expect(200);
      expect(before.text).toContain('action="/member/newsletter"');
      expect(before.text).not.toContain('id="newsletter-email"');
      await post(agent).expect(200);
      expect((await agent.get('/').expect(200)).text).not.toContain('action="/member/newsletter"');
      const visitor = await request(site.app).get('/').expect(200);
      expect(visitor.text).toContain('id="newsletter-email"');
      expect(visitor.text).not.toContain('action="/member/newsletter"');
    });
  });

  describe('when the mail service fails a list', () => {
    beforeAll(async () => {
      // A real failure inside the mail service: its table refuses one list.
      if (engine === 'sqlite') {
        await sql.raw(`create trigger refuse_dle before insert on mail_subscriptions when new.list_code = 'dle' begin select raise(abort, 'mail store down'); end`).execute(site.tables);
      } else {
        await sql.raw(`create function refuse_dle() returns trigger language plpgsql as $$ begin if new.list_code = 'dle' then raise exception 'mail store down'; end if; return new; end $$`).execute(site.tables);
        await sql.raw('create trigger refuse_dle before insert on mail_subscriptions for each row execute function refuse_dle()').execute(site.tables);
      }
    });
    afterAll(async () => {
      await sql.raw('drop trigger refuse_dle' + (engine === 'postgres' ? ' on mail_subscriptions' : '')).execute(site.tables);
    });

    const MESSAGE = /^Unable to save one or more of your preferences\. \(Our email service did not answer just now; please try again in a few minutes\.\)$/;

    it('the API answers 502 with the spec’s message, having saved the other lists', async () => {
      const { agent, memberUuid } = await member();
      const failed = await post(agent).expect(502);
      expect(failed.body.error.message).toMatch(MESSAGE);
      const rows = await standing(memberUuid);
      expect(rows.dle).toBeUndefined();
      expect(rows.weekly_love).toEqual({ subscribed: 1, location: 'newsletter-module' });
    });

    it('the plain form stays at view 1 with the message', async () => {
      const { agent } = await member();
      const failed = await form(agent).expect(502);
      expect(failed.text).toContain('Unable to save one or more of your preferences. (Our email service did not answer just now; please try again in a few minutes.)');
      expect(failed.text).toContain('SIGN ME UP');
      expect(failed.text).not.toContain('You’re Subscribed!');
    });
  });
});
