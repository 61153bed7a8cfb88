import request from 'supertest';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** The page without the menu items hidden from this viewer (the other audience's links, kept for a login or logout in place). */
const shown = (html: string) => html.replace(/<li\b[^>]*\shidden=""[^>]*>[\s\S]*?<\/li>/g, '');

const ORIGIN = 'http://starlit.test';

/** Issue #9, items 4, 5, 12, 13, 15 and 17: the account flows as plain pages, without JavaScript. */
describe.each(ENGINES)('account pages without JavaScript on %s', (engine) => {
  let site: TestSite;
  const email = `plain.${engine}@example.com`;
  const password = 'plain-password';

  beforeAll(async () => {
    // Each login below comes from its own address, so the per-address limits stay out of the way.
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    for (const each of [email, `second.${email}`, `third.${email}`]) {
      await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).send({ first_name: 'Plain', email: each, password, birth_date: '1990-03-04', privacy_policy: true }).expect(200);
    }
  });
  afterAll(() => site.close());

  const form = (agent: request.Agent | ReturnType<typeof request>, path: string, body: Record<string, string>) =>
    agent.post(path).set('Origin', ORIGIN).type('form').send(new URLSearchParams(body).toString());

  let address = 0;
  /** A fresh session of the member. Logins count against the per-email limit, so a few members share the work. */
  async function member(): Promise<request.Agent> {
    address += 1;
    const agent = request.agent(site.app);
    const who = address % 3 === 0 ? email : address % 3 === 1 ? `second.${email}` : `third.${email}`;
    await form(agent, '/login', { intent: 'login', email: who, password }).set('X-Forwarded-For', `10.0.0.${address}`).expect(303);
    return agent;
  }

  describe('/login', () => {
    it('is a plain form posting to itself, with a Forgot Your Password link that opens a new tab', async () => {
      const res = await request(site.app).get('/login?email=someone%40example.com').expect(200);
      expect(res.text).toMatch(/<form [^>]*action="\/login" method="post"/);
      expect(res.text).toContain('value="someone@example.com"');
      expect(res.text).toContain('<a class="forgot-password" href="/password-reset" target="_blank" rel="noopener">Forgot Your Password?</a>');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    });

    it('logs in and goes home, where the header shows the account menu', async () => {
      const agent = request.agent(site.app);
      const res = await form(agent, '/login', { intent: 'login', email, password }).expect(303);
      expect(res.headers.location).toBe('/');
      const home = await agent.get('/').expect(200);
      expect(home.text).toContain('My Account');
      expect(shown(home.text)).not.toContain('>Sign Up<');
      // Logged in, /login has nothing to offer.
      expect((await agent.get('/login').expect(303)).headers.location).toBe('/');
    });

    it('shows the spec’s messages once each, and keeps the email but never the password', async () => {
      const invalid = await form(request(site.app), '/login', { email: 'not-an-email', password: 'ab' }).expect(400);
      expect(invalid.text).toContain('Please enter a valid email');
      expect(invalid.text).toContain('Please enter a password longer than 3 characters.');
      const wrong = await form(request(site.app), '/login', { email, password: 'wrong-password' }).expect(401);
      expect(wrong.text.split('Password did not match this email')).toHaveLength(2);
      expect(wrong.text).toContain(`value="${email}"`);
      expect(wrong.text).not.toContain('wrong-password');
      const unknown = await form(request(site.app), '/login', { email: `nobody.${engine}@example.com`, password: 'whatever' }).expect(404);
      expect(unknown.text).toContain('We could not find an account with this email.');
      expect(unknown.text).toContain(`href="/signup?email=nobody.${engine}%40example.com"`);
    });

    it('refuses a filled-in spam trap and a cross-site post', async () => {
      const trapped = await form(request(site.app), '/login', { email, password, confirm_email: 'bot@example.com' }).expect(400);
      expect(trapped.text).toContain('Your login could not be sent. Please try again.');
      await request(site.app).post('/login').set('Origin', 'http://evil.test').type('form').send(`email=${encodeURIComponent(email)}&password=${password}`).expect(403);
    });

    it('counts against the same rate limits as the dialog', async () => {
      const target = `limited.${engine}@example.com`;
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
        status = (await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email: target, password: 'wrong-password' })).status;
      }
      expect(status).toBe(429);
      const res = await form(request(site.app), '/login', { email: target, password: 'wrong-password' }).expect(429);
      expect(res.text).toContain('Too many attempts');
    });
  });

  describe('Log Out', () => {
    it('is a POST form in the header of every page, static ones included', async () => {
      const agent = await member();
      for (const path of ['/', '/credits', '/privacy-policy', '/member/settings']) {
        const res = await agent.get(path).expect(200);
        expect(res.text).toMatch(/<form action="\/logout" method="post"><input type="hidden" name="next" value="[^"]*"\/><button type="submit"[^>]*>Log Out<\/button><\/form>/);
      }
      // A page without dialogs still carries the account menu's island for a member, so #logout works there.
      expect((await agent.get('/credits').expect(200)).text).toContain('data-island="account-menu"');
    });

    it('ends the session and returns to the page, or home from a member page', async () => {
      const agent = await member();
      const back = await form(agent, '/logout', { next: '/credits' }).expect(303);
      expect(back.headers.location).toBe('/credits');
      expect((await agent.get('/api/user/status').expect(200)).body).toEqual({ logged_in: false });
      expect((await agent.get('/credits').expect(200)).text).toContain('href="/login"');

      const again = await member();
      expect((await form(again, '/logout', { next: '/member/settings' }).expect(303)).headers.location).toBe('/');
      const third = await member();
      expect((await form(third, '/logout', { next: '//evil.test/' }).expect(303)).headers.location).toBe('/');
    });

    it('asks before logging out when /logout is opened by its address, and a visitor goes home', async () => {
      const agent = await member();
      const res = await agent.get('/logout').expect(200);
      expect(res.text).toContain('LOG OUT');
      expect((await agent.get('/api/user/status').expect(200)).body.logged_in).toBe(true);
      expect((await request(site.app).get('/logout').expect(303)).headers.location).toBe('/');
      await request(site.app).post('/logout').set('Origin', 'http://evil.test').type('form').send('next=/').expect(403);
    });
  });

  describe('the header of error pages', () => {
    it.each(['/no-such-page', '/build/no-such-file.js', '/member/no-such-page'])('%s shows the account menu to a member, not Sign Up and Log In', async (path) => {
      const agent = await member();
      const res = await agent.get(path).expect(404);
      expect(res.text).toContain('My Account');
      expect(shown(res.text)).not.toContain('>Sign Up<');
      expect(shown(res.text)).not.toContain('>Log In<');
    });
  });

  describe('the account menu', () => {
    it('shows the Karma Coin balance with the visitor’s thousands separators, and no links to pages that do not exist', async () => {
      const coins = `coins.${engine}@example.com`;
      const signup = await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).send({ first_name: 'Coins', email: coins, password, birth_date: '1990-03-04', privacy_policy: true }).expect(200);
      await site.tables.updateTable('members').set({ kc_balance: 1234567 }).where('member_uuid', '=', signup.body.user.member_uuid).execute();
      const agent = request.agent(site.app);
      await form(agent, '/login', { email: coins, password }).expect(303);
      const english = await agent.get('/credits').set('Accept-Language', 'en-US,en;q=0.8').expect(200);
      expect(english.text).toMatch(/Karma Coins<\/span> <strong>1,234,567<\/strong>/);
      const german = await agent.get('/').set('Accept-Language', 'de-DE').expect(200);
      expect(german.text).toMatch(/Karma Coins<\/span> <strong>1\.234\.567<\/strong>/);
      // The VIP link offers the membership (its page exists); a member without VIP has no /vip link.
      expect(english.text).toContain('href="/readings-reports/subscription/vip-membership">Try Our VIP Membership</a>');
      expect(english.text).not.toContain('/vip/daily-horoscope');
      // The birth chart's page exists (issue #25): the account menu links to it.
      expect(english.text).toContain('<li><a href="/readings-reports/astrology-reports/your-birth-chart">Your Birth Chart</a></li>');
    });
  });

  describe('/signup', () => {
    it('shows a taken email’s message once, under the email, with a way to log in with it', async () => {
      const res = await form(request(site.app), '/signup', { first_name: 'Again', email, password: 'another-password', birth_date: '1991-02-03', privacy_policy: 'on' }).expect(409);
      // What a person sees (the island's props carry the same words for hydration).
      const shown = res.text.replace(/ data-props="[^"]*"/g, '');
      expect(shown.match(/An account already uses this email address/g)).toHaveLength(1);
      expect(res.text).toContain(`href="/login?email=${encodeURIComponent(email)}"`);
    });

    it.each(['', 'not-an-email', 'a@b'])('checks the newsletter box’s address %p on the server', async (address) => {
      const res = await request(site.app).get(`/signup?context=newsletter&email=${encodeURIComponent(address)}`).expect(200);
      expect(res.text).toContain('Please enter a valid email');
    });

    it('takes a valid newsletter address without a message', async () => {
      const res = await request(site.app).get('/signup?context=newsletter&email=reader%40example.com').expect(200);
      expect(res.text).not.toContain('Please enter a valid email');
      expect(res.text).toContain('value="reader@example.com"');
    });
  });

  describe('the text-message offer as a page', () => {
    it('is for members, asks with the dialog’s messages, then shows Just One More Step', async () => {
      expect((await request(site.app).get('/member/text-messages').expect(303)).headers.location).toBe('/');
      const agent = await member();
      const page = await agent.get('/member/text-messages').expect(200);
      expect(page.text).toMatch(/<form [^>]*action="\/member\/text-messages" method="post"/);
      const empty = await form(agent, '/member/text-messages', { intent: 'opt-in', location: 'sms-page', phone_number: '' }).expect(400);
      expect(empty.text).toContain('Please provide your telephone number');
      expect(empty.text).toContain('Please agree before continuing');
      const bad = await form(agent, '/member/text-messages', { intent: 'opt-in', location: 'sms-page', phone_number: '12345', agree: 'on' }).expect(400);
      expect(bad.text).toContain('Please enter a valid US phone number');
      expect(bad.text).toContain('value="12345"');
      const sent = await form(agent, '/member/text-messages', { intent: 'opt-in', location: 'sms-page', phone_number: '(646) 555-0123', agree: 'on' }).expect(200);
      expect(sent.text).toContain('<h1 id="sms-heading">Just One More Step</h1>');
      expect(sent.text).toContain('(646) 555-0123');
    });
  });
});
