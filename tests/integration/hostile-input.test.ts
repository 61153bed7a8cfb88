import request from 'supertest';
import { RecordTransactionContract } from '../../shared/platform-api/member.platform';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { signupPayload } from '../support/signup-payload';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const TEXT_MESSAGE = 'Please remove control characters and broken symbols from this text.';

describe.each(ENGINES)('hostile input and races on %s (issue 9, items 21 to 24)', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  describe('item 21: a unique violation is a 409, however the race falls', () => {
    it('racing signups with one email: one account, every other answer 409 with the message', async () => {
      const payload = signupPayload({ birth_location: undefined });
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(payload)),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(29);
      for (const reply of replies.filter((each) => each.status === 409)) {
        expect(reply.body.error).toMatchObject({ code: 'conflict', message: 'An account already uses this email address.' });
      }
      const rows = await site.tables.selectFrom('members').select('member_uuid').where('email', '=', payload.email).execute();
      expect(rows).toHaveLength(1);
    });

    it('members racing to one new email, and an email change racing a signup: 200 or 409, never 5xx', async () => {
      const members = await Promise.all(Array.from({ length: 6 }, () => signedUpMember(site)));
      const wanted = `wanted.${Math.random().toString(36).slice(2)}@example.com`;
      const replies = await Promise.all([
        ...members.map(({ agent, memberUuid }) => agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ email: wanted, old_password: 'moonlight-42' })),
        ...Array.from({ length: 6 }, () =>
          request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(signupPayload({ email: wanted, birth_location: undefined })),
        ),
      ]);
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(11);
      for (const reply of replies.filter((each) => each.status === 409)) expect(reply.body.error.fields.email[0]).toMatch(/already/);
    });
  });

  describe('item 22: control characters and broken Unicode are a 400 at validation', () => {
    it('refuses NUL, other controls and lone surrogates in JSON bodies, naming the field', async () => {
      for (const bad of ['Ana\u0000', 'A\u0007na', 'An\u001ba', 'Ana\ud800', '\udc00Ana', 'Ana\u007f']) {
        const reply = await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(signupPayload({ first_name: bad }));
        expect(reply.status).toBe(400);
        expect(reply.body.error.fields.first_name).toEqual([TEXT_MESSAGE]);
      }
      const login = await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email: 'ana@example.com', password: 'moon\u0000light' }).expect(400);
      expect(login.body.error.fields.password).toEqual([TEXT_MESSAGE]);
      const ticket = { subject: 'Other', name: 'Ana', email: 'ana@example.com', description: 'Hello\u0000' };
      await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(ticket).expect(400);
    });

    it('keeps tabs and line breaks in long text, and emoji (paired surrogates)', async () => {
      const ticket = { subject: 'Other', name: 'Ana 🌙', email: 'ana@example.com', description: 'Line one\r\n\tLine two 🌙' };
      const reply = await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(ticket);
      expect(reply.status).toBe(200);
    });

    it('refuses them in a member’s calls, in query and path parameters, and in plain forms', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      const patch = await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ first_name: 'Ana\u0000' }).expect(400);
      expect(patch.body.error.fields.first_name).toEqual([TEXT_MESSAGE]);
      await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: 'Theo', birth_date: '1988-09-01', birth_location: { city: 'Zu\u0000rich', country: 'CHE' } }).expect(400);
      // A lone surrogate in delete-journal used to throw a URIError (500).
      const journal = await agent.delete('/api/member/delete-journal').set('Origin', ORIGIN).send({ slug: '\ud800' }).expect(400);
      expect(journal.body.error.fields.slug).toEqual([TEXT_MESSAGE]);
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: ['a\u0000b'] }).expect(400);
      await request(site.app).get('/api/location/cities?prefix=ab%00cd').expect(400);
      await request(site.app).get('/api/location/country/U%00S').expect(400);
      await request(site.app).get('/api/user/validate-email?email=a%00b@example.com').expect(400);

      const journalForm = await agent.post('/member/journal').set('Origin', ORIGIN).type('form').send({ intent: 'delete', slug: 'a\u0000b' });
      expect(journalForm.status).toBe(400);
      // The journal shows the spec's one failure message (spec 1 §8).
      expect(journalForm.text).toContain('An error has occurred. Please contact support');
      const form = await agent.post('/member/settings').set('Origin', ORIGIN).type('form').send({ intent: 'save', first_name: 'Ana\u0000', email: 'x@example.com', birth_date: '1990-04-12' });
      expect(form.status).toBe(400);
      const signup = await request(site.app).post('/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send({ first_name: 'Ana\u0000', email: 'a@example.com', password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: 'on' });
      expect(signup.status).toBe(400);
      expect(signup.text).toContain(TEXT_MESSAGE);
      const stored = await site.tables.selectFrom('members').select('first_name').where('first_name', 'like', 'Ana_%').execute();
      expect(stored.filter((row) => row.first_name.includes('\u0000'))).toEqual([]);
    });
  });

  describe('item 23: ids are bounded and coins are 64-bit', () => {
    it('answers out-of-range ids with 400', async () => {
      const { agent } = await signedUpMember(site);
      const profile = await agent
        .post('/api/member/profile')
        .set('Origin', ORIGIN)
        .send({ first_name: 'Theo', birth_date: '1988-09-01', birth_location: { city: 'Zürich', state: 'ZH', country: 'CHE', city_id: 2147483648 } })
        .expect(400);
      expect(profile.body.error.fields['birth_location.city_id']).toEqual(['That id is too large.']);
      await request(site.app).get('/api/location/country/99999999999999999999999').expect(400);
      await request(site.app).get('/api/location/states/2147483648').expect(400);
      await request(site.app).get('/api/location/cities/US/99999999999').expect(400);
      await request(site.app).get('/api/location/city/2147483648').expect(400);
      await request(site.app).get('/api/location/time?city_id=99999999999999999999&date=2000-01-01&time=10:00').expect(400);
    });

    it('keeps a Karma Coin balance and ledger past 2.1 billion', async () => {
      const { agent, memberUuid } = await signedUpMember(site);
      await site.tables.updateTable('members').set({ kc_balance: 2_147_000_000 }).where('member_uuid', '=', memberUuid).execute();
      const grant = await site.platformClient.call(RecordTransactionContract, { params: { member_uuid: memberUuid }, body: { kind: 'kc_grant', description: 'Big grant', kc: 1_000_000 } });
      expect(grant.kc_balance).toBe(2_148_000_000);
      await site.tables.updateTable('member_transactions').set({ kc: 3_000_000_000, usd_cents: 3_000_000_000 }).where('member_uuid', '=', memberUuid).execute();
      const reply = await agent.get('/api/member/get-transactions').expect(200);
      expect(reply.body.kcs.total).toBe(2_148_000_000);
      expect(reply.body.transactions[0]).toMatchObject({ kc: 3_000_000_000, usd_cents: 3_000_000_000 });
    });
  });

  describe('item 24: dot segments never reach other platform paths', () => {
    it('refuses . and .. path parameters with a 400 that names no internal path', async () => {
      const { agent } = await signedUpMember(site);
      for (const path of ['/api/location/cities/US/%2e%2e?prefix=ab', '/api/location/cities/US/%2E?prefix=ab', '/api/location/country/%2e%2e', '/api/location/city/%2e%2e/-/US', '/api/location/states/..%2f..']) {
        const reply = await request(site.app).get(path);
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(JSON.stringify(reply.body)).not.toMatch(/\/location|\/member/);
      }
      const dots = await request(site.app).get('/api/location/cities/US/%2e%2e?prefix=ab').expect(400);
      expect(dots.body.error.message).toBe('This value cannot be used in a web address.');
      await agent.delete('/api/member/delete-journal').set('Origin', ORIGIN).send({ slug: '..' }).expect(400);
      const unknown = await request(site.app).get('/api/no/such/route').expect(404);
      expect(unknown.body.error.message).toBe('No API route matches this address.');
    });
  });
});
