import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SubscribeContract } from '../../shared/accounts/mail.contract';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { NO_TIME_OR_PLACES } from '../support/profiles';
import { signupPayload } from '../support/signup-payload';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ticket = (email: string) => ({ subject: 'Other', name: 'Ana', email, description: 'Where is my reading?' });

describe.each(ENGINES)('member limits on %s (issue 9, items 30 to 34)', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  describe('item 30: autologin', () => {
    it('a mismatched pair is refused without burning the other member’s token', async () => {
      const mallory = await signedUpMember(site, { first_name: 'Mallory' });
      const victim = await signedUpMember(site, { first_name: 'Vic' });
      const own = (await mallory.agent.get('/api/member/get-autologin').expect(200)).body;
      const theirs = (await victim.agent.get('/api/member/get-autologin').expect(200)).body;
      await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send({ m: own.m, mauto: theirs.mauto }).expect(404);
      const greeted = await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send(theirs).expect(200);
      expect(greeted.body).toEqual({ username: 'Vic', email: victim.email });
      await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send(theirs).expect(404);
    });

    it('reuses the live token and limits how often it is asked for', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      const first = (await agent.get('/api/member/get-autologin').expect(200)).body;
      const second = (await agent.get('/api/member/get-autologin').expect(200)).body;
      expect(second).toEqual(first);
      const tokens = await site.tables.selectFrom('member_tokens').select('token_hash').where('member_uuid', '=', memberUuid).where('purpose', '=', 'autologin').execute();
      expect(tokens).toHaveLength(1);
      for (let call = 3; call <= 10; call += 1) await agent.get('/api/member/get-autologin').expect(200);
      const refused = await agent.get('/api/member/get-autologin').expect(429);
      expect(refused.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    });
  });

  describe('item 31: the VIP-only list', () => {
    it('refuses dh_dailyhoroscope to a member who is not VIP, on the site and at the platform', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      const refused = await agent.post(`/api/mail/subscription/${memberUuid}/dh_dailyhoroscope`).set('Origin', ORIGIN).send({ location: 'settings' }).expect(403);
      expect(refused.body.error.message).toBe('Personal Daily Astrology is for VIP members only.');
      await expect(site.platformClient.call(SubscribeContract, { params: { member_uuid: memberUuid, list: 'dh_dailyhoroscope' }, body: {} })).rejects.toMatchObject({ status: 403 });
      await agent.post(`/api/mail/subscription/${memberUuid}/dle`).set('Origin', ORIGIN).send({ location: 'settings' }).expect(200);
      await agent.delete(`/api/mail/subscription/${memberUuid}/dh_dailyhoroscope`).set('Origin', ORIGIN).send({ location: 'settings' }).expect(200);
      const rows = await site.tables.selectFrom('mail_subscriptions').select(['list_code', 'subscribed']).where('member_uuid', '=', memberUuid).where('list_code', '=', 'dh_dailyhoroscope').execute();
      expect(rows.filter((row) => row.subscribed === 1)).toEqual([]);
    });

    it('refuses it in signup’s subscribe_lists before any account is made', async () => {
      const payload = signupPayload({ subscribe_lists: ['ipe', 'dh_dailyhoroscope'], birth_location: undefined });
      const reply = await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(payload).expect(400);
      expect(reply.body.error.fields.subscribe_lists).toEqual(['Personal Daily Astrology is for VIP members only.']);
      expect(await site.tables.selectFrom('members').select('member_uuid').where('email', '=', payload.email).execute()).toEqual([]);
    });
  });

  describe('item 32: caps and pages', () => {
    it('caps friend profiles with a clear message', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      const stamp = new Date().toISOString();
      const friends = Array.from({ length: 100 }, (_, index) => ({
        profile_uuid: randomUUID(),
        member_uuid: memberUuid,
        is_self: 0,
        first_name: `Friend ${index}`,
        last_name: null,
        gender: null,
        birth_date: '1990-01-01',
        ...NO_TIME_OR_PLACES,
        created_at: stamp,
      }));
      await site.tables.insertInto('member_profiles').values(friends).execute();
      const refused = await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: 'One more', birth_date: '1990-01-01' }).expect(409);
      expect(refused.body.error.message).toBe('You can keep up to 100 friend profiles. Please delete one before adding another.');
      await agent.delete(`/api/member/profile/${friends[0]!.profile_uuid}`).set('Origin', ORIGIN).expect(200);
      await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: 'One more', birth_date: '1990-01-01' }).expect(200);
    });

    it('keeps at most 1,000 notification reads per member, forgetting the oldest to make room: marking read never fails', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      // Four months of a daily feed, read one a minute from a day long past.
      const start = Date.parse('2026-01-01T00:00:00Z');
      const reads = Array.from({ length: 1000 }, (_, index) => ({ member_uuid: memberUuid, code: `daily-${String(index).padStart(4, '0')}`, viewed_at: new Date(start + index * 60_000).toISOString() }));
      for (let at = 0; at < reads.length; at += 250) await site.tables.insertInto('notification_reads').values(reads.slice(at, at + 250)).execute();
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: ['today-a', 'today-b'] }).expect(200, { notifications: [{ code: 'today-a', viewed: true }, { code: 'today-b', viewed: true }] });
      const codes = (await site.tables.selectFrom('notification_reads').select('code').where('member_uuid', '=', memberUuid).execute()).map((row) => row.code);
      expect(codes).toHaveLength(1000);
      expect(codes).toEqual(expect.arrayContaining(['today-a', 'today-b', 'daily-0002', 'daily-0999']));
      expect(codes).not.toContain('daily-0000');
      expect(codes).not.toContain('daily-0001');
      // Marking read again what is already read changes nothing.
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: ['daily-0500'] }).expect(200);
      expect(await site.tables.selectFrom('notification_reads').select('code').where('member_uuid', '=', memberUuid).execute()).toHaveLength(1000);
    });

    it('pages the ledger and the journal', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      const entries = Array.from({ length: 120 }, (_, index) => ({
        transaction_uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        member_uuid: memberUuid,
        kind: 'kc_grant',
        description: `Grant ${index}`,
        usd_cents: null,
        kc: 1,
        order_uuid: null,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      }));
      await site.tables.insertInto('member_transactions').values(entries).execute();
      const first = await agent.get('/api/member/get-transactions').expect(200);
      expect(first.body).toMatchObject({ page: 1, per_page: 50, has_more: true });
      expect(first.body.transactions).toHaveLength(50);
      expect(first.body.transactions[0].description).toBe('Grant 119');
      const last = await agent.get('/api/member/get-transactions?page=3').expect(200);
      expect(last.body).toMatchObject({ page: 3, has_more: false });
      expect(last.body.transactions.map((row: { description: string }) => row.description).at(-1)).toBe('Grant 0');
      await agent.get('/api/member/get-transactions?per_page=101').expect(400);
      await agent.get('/api/member/get-transactions?page=0').expect(400);
      const journal = await agent.get('/api/member/get-journal?per_page=10').expect(200);
      expect(journal.body).toMatchObject({ page: 1, per_page: 10, has_more: false, entries: [] });
    });
  });

  describe('item 33: ticket receipts', () => {
    it('limits receipts per recipient address, whatever the sender’s address', async () => {
      const target = `target.${Math.random().toString(36).slice(2)}@example.com`;
      for (let sent = 0; sent < 5; sent += 1) {
        await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(ticket(target)).expect(200);
      }
      const refused = await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(ticket(target.toUpperCase())).expect(429);
      expect(refused.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(ticket('someone.else@example.com')).expect(200);
    });
  });

  describe('item 34: no-store on everything personal', () => {
    it('sends Cache-Control: no-store on member API replies and on pages shown to a member', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      for (const path of ['/api/user/status', '/api/member/get-details', '/api/user/profiles', '/api/member/get-transactions', `/api/mail/subscription/${memberUuid}`, '/api/member/get-autologin']) {
        const reply = await agent.get(path).expect(200);
        expect([path, reply.headers['cache-control']]).toEqual([path, 'no-store']);
      }
      const refused = await request(site.app).get('/api/member/get-details').expect(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      for (const path of ['/', '/privacy-policy', '/member/settings', '/no-such-page']) {
        const reply = await agent.get(path);
        expect([path, reply.headers['cache-control']]).toEqual([path, 'private, no-store']);
      }
      const visitorHome = await request(site.app).get('/').expect(200);
      expect(visitorHome.headers['cache-control'] ?? '').not.toContain('no-store');
      const places = await request(site.app).get('/api/location/countries').expect(200);
      expect(places.headers['cache-control']).toBe('public, max-age=86400');
    });
  });
});
