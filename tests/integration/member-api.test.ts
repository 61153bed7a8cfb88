import request from 'supertest';
import { signupPayload } from '../support/signup-payload';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

function sidOf(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
}

describe.each(ENGINES)('member accounts through the site API on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  const post = (agent: request.Agent | request.SuperTest<request.Test>, path: string, body: object) =>
    agent.post(`/api${path}`).set('Origin', ORIGIN).send(body);

  describe('signup', () => {
    it('creates the member, logs them in, and keeps their birth data and consent', async () => {
      const agent = request.agent(site.app);
      const payload = signupPayload();
      const res = await post(agent, '/member/signup', payload).expect(200);
      expect(res.body).toMatchObject({
        logged_in: true,
        user: { email: payload.email, username: 'Ana', birth_name: 'Ana', birth_date: '1990-04-12', birth_time: '08:30:00', privacy_policy: true },
      });
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const status = await agent.get('/api/user/status').expect(200);
      expect(status.body.user.email).toBe(payload.email);

      const db = site.tables;
      const member = await db.selectFrom('members').selectAll().where('email', '=', payload.email).executeTakeFirstOrThrow();
      expect(member.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(member.password_hash).not.toContain(payload.password);
      const profile = await db.selectFrom('member_profiles').selectAll().where('member_uuid', '=', member.member_uuid).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ is_self: 1, birth_city: 'Springfield', birth_state: 'IL', birth_city_id: 4250542 });
    });

    it('refuses an email that already has an account, naming the email field', async () => {
      const payload = signupPayload();
      await post(request(site.app), '/member/signup', payload).expect(200);
      const res = await post(request(site.app), '/member/signup', { ...payload, email: payload.email.toUpperCase() }).expect(409);
      expect(res.body.error.fields.email).toEqual(['An account already uses this email address. Please log in instead.']);
    });

    it.each([
      ['a missing name', { first_name: '' }, 'first_name', 'Please enter your name.'],
      ['a 64-character name', { first_name: 'x'.repeat(64) }, 'first_name', 'Please enter a name 63 characters or less.'],
      ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
      ['a short password', { password: 'abc' }, 'password', 'Please enter a password longer than 3 characters.'],
      ['no privacy consent', { privacy_policy: false }, 'privacy_policy', 'Please accept before continuing'],
      ['a birth date of the wrong type', { birth_date: 19900412 }, 'birth_date', undefined],
      ['an oversized location', { birth_location: { city: 'x'.repeat(500), country: 'USA' } }, 'birth_location.city', undefined],
    ])('answers %s with a 400 naming the field', async (_label, change, field, message) => {
      const res = await post(request(site.app), '/member/signup', signupPayload(change)).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields[field]).toBeDefined();
      if (message) expect(res.body.error.fields[field]).toContain(message);
    });

    it('sends nothing when the agree honeypot is ticked', async () => {
      const payload = signupPayload({ agree: true });
      await post(request(site.app), '/member/signup', payload).expect(400);
      const found = await site.tables.selectFrom('members').select('email').where('email', '=', payload.email).executeTakeFirst();
      expect(found).toBeUndefined();
    });
  });

  describe('validate-email', () => {
    it('accepts a good address, refuses a bad one with the login message, and offers a fix for a mistyped domain', async () => {
      await request(site.app).get('/api/user/validate-email').query({ email: ' Ana@Example.COM ' }).expect(200, { valid: true, email: 'Ana@example.com' });
      await request(site.app).get('/api/user/validate-email').query({ email: 'ana@' }).expect(200, { valid: false, email: 'ana@', message: 'Please enter a valid email' });
      const typo = await request(site.app).get('/api/user/validate-email').query({ email: 'ana@gmial.com' }).expect(200);
      expect(typo.body).toEqual({ valid: true, email: 'ana@gmial.com', suggestion: 'ana@gmail.com' });
      await request(site.app).get('/api/user/validate-email').expect(400);
      await request(site.app).get('/api/user/validate-email').query({ email: 'a'.repeat(400) }).expect(400);
    });

    it('says nothing about whether an account uses the address', async () => {
      await post(request(site.app), '/member/signup', signupPayload({ email: `taken.${engine}@example.com` })).expect(200);
      await request(site.app).get('/api/user/validate-email').query({ email: `taken.${engine}@example.com` }).expect(200, { valid: true, email: `taken.${engine}@example.com` });
    });
  });

  describe('login and logout', () => {
    const payload = signupPayload({ email: `login.${engine}@example.com` });
    beforeAll(async () => {
      await post(request(site.app), '/member/signup', payload).expect(200);
    });

    it('logs in with the right password and gives a new session id', async () => {
      const agent = request.agent(site.app);
      const first = await agent.get('/api/user/status').expect(200);
      expect(first.body).toEqual({ logged_in: false });
      const res = await post(agent, '/user/login', { email: payload.email, password: payload.password }).expect(200);
      expect(res.body.user.email).toBe(payload.email);
      const sidAfterLogin = sidOf(res);
      expect(sidAfterLogin).toBeDefined();
      const again = await post(agent, '/user/login', { email: payload.email.toUpperCase(), password: payload.password }).expect(200);
      expect(sidOf(again)).not.toBe(sidAfterLogin);
    });

    it('refuses markup posing as an email with the login message, and offers no correction', async () => {
      const res = await post(request(site.app), '/user/login', { email: '<script>alert(1)</script>@x.com', password: 'whatever' }).expect(400);
      expect(res.body.error.fields.email).toEqual(['Please enter a valid email']);
      const check = await request(site.app).get('/api/user/validate-email').query({ email: '<script>alert(1)</script>@x.com' }).expect(200);
      expect(check.body).toEqual({ valid: false, email: '<script>alert(1)</script>@x.com', message: 'Please enter a valid email' });
    });

    it('says "member not found" for an unknown email', async () => {
      const res = await post(request(site.app), '/user/login', { email: 'nobody@example.com', password: 'whatever' }).expect(404);
      expect(res.body.error.code).toBe('member not found');
    });

    it('says "invalid password" for a wrong password', async () => {
      const res = await post(request(site.app), '/user/login', { email: payload.email, password: 'wrong-password' }).expect(401);
      expect(res.body.error.code).toBe('invalid password');
    });

    it('says "member disabled" with the deleted-account message for a disabled member', async () => {
      const disabled = signupPayload();
      await post(request(site.app), '/member/signup', disabled).expect(200);
      await site.tables.updateTable('members').set({ status: 'disabled' }).where('email', '=', disabled.email).execute();
      const res = await post(request(site.app), '/user/login', { email: disabled.email, password: disabled.password }).expect(403);
      expect(res.body.error).toEqual({
        code: 'member disabled',
        message: 'The account associated with this email address has been deleted. Please contact support.',
      });
    });

    it('sends nothing when the confirm_email spam trap is filled', async () => {
      await post(request(site.app), '/user/login', { email: payload.email, password: payload.password, confirm_email: 'bot@example.com' }).expect(400);
    });

    it('logout ends the session on the server and in the browser', async () => {
      const agent = request.agent(site.app);
      await post(agent, '/user/login', { email: payload.email, password: payload.password }).expect(200);
      const before = await site.tables.selectFrom('sessions').select('sid').execute();
      const res = await post(agent, '/user/logout', {}).expect(200);
      expect(res.body).toEqual({ logged_in: false });
      const after = await site.tables.selectFrom('sessions').select('sid').execute();
      expect(after.length).toBe(before.length - 1);
      await agent.get('/api/user/status').expect(200, { logged_in: false });
    });
  });

  describe('protection', () => {
    it('refuses a state-changing request from another site with 403', async () => {
      const evil = await request(site.app).post('/api/user/login').set('Origin', 'https://evil.example').send({ email: 'a@b.co', password: 'x' }).expect(403);
      expect(evil.body.error.code).toBe('forbidden');
      await request(site.app).post('/api/user/logout').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
      await request(site.app).post('/api/user/logout').set('Sec-Fetch-Site', 'same-origin').set('Origin', ORIGIN).send({}).expect(200);
    });

    it('limits login attempts per email with a clear message and Retry-After', async () => {
      const email = `limited.${engine}@example.com`;
      for (let attempt = 0; attempt < 10; attempt++) {
        await post(request(site.app), '/user/login', { email, password: 'guess-guess' }).expect(404);
      }
      const res = await post(request(site.app), '/user/login', { email, password: 'guess-guess' }).expect(429);
      expect(res.body.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('cookies over https', () => {
  it('the session cookie is Secure, HttpOnly and SameSite=Lax when the site is served over https', async () => {
    const site = await startTestSite('sqlite', { SITE_URL: 'https://starlit.test', TRUST_PROXY: '1' });
    try {
      const res = await request(site.app)
        .post('/api/member/signup')
        .set('Origin', 'https://starlit.test')
        .set('X-Forwarded-Proto', 'https')
        .send(signupPayload())
        .expect(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!;
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await site.close();
    }
  });
});
