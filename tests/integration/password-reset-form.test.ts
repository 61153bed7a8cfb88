import request from 'supertest';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { isStaticPage } from '../support/html';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('the /password-reset page, without JavaScript, on %s', (engine) => {
  let site: TestSite;
  const email = `forgetful.${engine}@example.com`;
  beforeAll(async () => {
    site = await startTestSite(engine);
    await request(site.app)
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Iris', email, password: 'first-password', birth_date: '1985-02-02', privacy_policy: true })
      .expect(200);
  });
  afterAll(() => site.close());

  const form = (body: string) => request(site.app).post('/password-reset').set('Origin', ORIGIN).type('form').send(body);

  it('asks for the email in a plain form and fetches no script with the page', async () => {
    const res = await request(site.app).get('/password-reset').expect(200);
    expect(res.text).toMatch(/<form [^>]*action="\/password-reset" method="post"/);
    expect(isStaticPage(res.text)).toBe(true);
  });

  it('emails a link whose page sets the new password, once', async () => {
    const sent = await form(`email=${encodeURIComponent(email)}`).expect(200);
    expect(sent.text).toContain('If an account uses that email address, we have sent it a link to choose a new password.');
    await site.settle();
    const entry = listOutbox(site.outboxDir).find((mail) => mail.to.includes(email) && /reset/i.test(mail.subject))!;
    const text = readMessagePart(readOutboxMessage(site.outboxDir, entry.file)!, 'text/plain')!;
    const link = new URL(/(http\S+password-reset\?key=\S+)/.exec(text)![1]!);
    const key = link.searchParams.get('key')!;

    const page = await request(site.app).get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain('Choose a new password');
    expect(page.text).toContain(`name="key" value="${key}"`);

    const short = await form(`intent=set&key=${encodeURIComponent(key)}&password=abc`).expect(400);
    expect(short.text).toContain('Please enter a password longer than 3 characters.');
    const done = await form(`intent=set&key=${encodeURIComponent(key)}&password=second-password`).expect(200);
    expect(done.text).toContain('You can log in with your new password now. Anywhere else your account was logged in has been logged out, to keep it safe.');
    await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email, password: 'second-password' }).expect(200);

    const reused = await form(`intent=set&key=${encodeURIComponent(key)}&password=third-password`).expect(400);
    expect(reused.text).toContain('This password reset link has expired or was already used. Please ask for a new one.');

    // Opened again, the used link says so at once and offers a new one instead of the password form.
    const again = await request(site.app).get(`${link.pathname}${link.search}`).expect(200);
    expect(again.text).toContain('<h1 id="reset-heading">This link is no longer valid</h1>');
    expect(again.text).toContain('This password reset link has expired or was already used. Please ask for a new one.');
    expect(again.text).not.toContain('name="password"');
    expect(again.text).toContain('SEND ME A NEW LINK');
    expect(again.text).toContain('name="intent" value="request"');
  });

  it('heads each step for what it is', async () => {
    expect((await request(site.app).get('/password-reset').expect(200)).text).toContain('<h1 id="reset-heading">Forgot your password?</h1>');
    const sent = await form(`intent=request&email=${encodeURIComponent(email)}`).expect(200);
    expect(sent.text).toContain('<h1 id="reset-heading">Check your email</h1>');
    expect(sent.text).not.toContain('Forgot your password?</h1>');
    // The email is sent by the member service's worker after the reply.
    await site.settle();
    const entry = listOutbox(site.outboxDir).filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject))[0]!;
    const text = readMessagePart(readOutboxMessage(site.outboxDir, entry.file)!, 'text/plain')!;
    const key = new URL(/(http\S+password-reset\?key=\S+)/.exec(text)![1]!).searchParams.get('key')!;
    expect((await request(site.app).get(`/password-reset?key=${encodeURIComponent(key)}`).expect(200)).text).toContain('<h1 id="reset-heading">Choose a new password</h1>');
    const done = await form(`intent=set&key=${encodeURIComponent(key)}&password=fourth-password`).expect(200);
    expect(done.text).toContain('<h1 id="reset-heading">Password changed</h1>');
    expect(done.text).toContain('href="/login"');
  });

  it.each(['short', 'x'.repeat(43), 'x'.repeat(201)])('a key that never worked (%#) says the link is no longer valid, at once and after a post', async (bad) => {
    const page = await request(site.app).get(`/password-reset?key=${bad}`).expect(200);
    expect(page.text).toContain('This link is no longer valid');
    expect(page.text).toContain('This password reset link has expired or was already used. Please ask for a new one.');
    const posted = await form(`intent=set&key=${bad}&password=whatever-password`).expect(400);
    expect(posted.text).toContain('This password reset link has expired or was already used. Please ask for a new one.');
    expect(posted.text).not.toContain('Some fields are missing or not valid.');
    expect(posted.text).toContain('SEND ME A NEW LINK');
  });

  it('says what is wrong with a bad email, and refuses a post from another site', async () => {
    const bad = await form('email=not-an-email').expect(400);
    expect(bad.text).toContain('Please enter a valid email');
    await request(site.app).post('/password-reset').set('Origin', 'https://evil.example').type('form').send('email=a%40b.co').expect(403);
  });
});
