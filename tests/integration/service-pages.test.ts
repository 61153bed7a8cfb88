import request from 'supertest';
import { isStaticPage } from '../support/html';
import { listOutbox } from '../../server/mail-outbox';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(PAGE_ENGINES)('Contact Us (/service) and the FAQ on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1', SUPPORT_EMAIL: 'help@starlit.test' });
  });
  afterAll(() => site.close());

  let ip = 1;
  const post = (agent: request.Agent | ReturnType<typeof request>, body: Record<string, string>) =>
    (agent as request.Agent).post('/service').set('Origin', ORIGIN).set('X-Forwarded-For', `10.7.0.${ip++}`).type('form').send(body);
  const good = (email: string) => ({ intent: 'contact', subject: 'Karma Coins question', name: 'Iris', email, phone: '', description: 'My balance shows 0 after yesterday.', page: 'http://starlit.test/' });

  it('renders a plain form with the 13 subjects, enhanced by the contact-form island', async () => {
    const res = await request(site.app).get('/service').expect(200);
    expect(res.text).toContain('<h1 id="service-heading">Contact Us</h1>');
    expect(res.text).toMatch(/<form [^>]*action="\/service" method="post"/);
    for (const name of ['intent', 'subject', 'name', 'email', 'phone', 'description']) expect(res.text).toContain(`name="${name}"`);
    expect(res.text.match(/<option value="[^"]+">/g)).toHaveLength(13);
    expect(res.text).toContain('<option value="Twittascope issue">Twittascope issue</option>');
    expect(res.text).toContain('data-island="contact-form"');
  });

  it('a ticket that fails on our side shows the form again with everything typed and "sorry, an error occurred"', async () => {
    // The support service breaks: its table is gone for the length of one post.
    await site.tables.schema.alterTable('support_tickets').renameTo('support_tickets_away').execute();
    try {
      const res = await post(request(site.app), good(`down.${engine}@example.com`));
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.text).toContain('sorry, an error occurred');
      expect(res.text).toContain(`value="down.${engine}@example.com"`);
      expect(res.text).toContain('My balance shows 0 after yesterday.');
      expect(res.text).toContain('<form');
      expect(res.text).not.toContain('Success!');
      expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await site.tables.schema.alterTable('support_tickets_away').renameTo('support_tickets').execute();
    }
  });

  it('shows the form again with the spec’s messages and a 400 for bad input, keeping what was typed', async () => {
    const res = await post(request(site.app), { intent: 'contact', subject: '', name: ' ', email: 'iris@', phone: '', description: '' }).expect(400);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).toContain('This field is required');
    expect(res.text).toContain('Please enter a valid email address');
    expect(res.text).toContain('Please check required fields above');
    expect(res.text).toContain('value="iris@"');
    expect(res.text).not.toContain('Success!');
    // Nothing was stored.
    expect(await site.tables.selectFrom('support_tickets').selectAll().where('email', '=', 'iris@').execute()).toHaveLength(0);
    // A post from another site is refused.
    await request(site.app).post('/service').set('Origin', 'https://evil.example').type('form').send(good(`evil.${engine}@example.com`)).expect(403);
  });

  it('stores the ticket from a plain post and shows Success!', async () => {
    const email = `plain.${engine}@example.com`;
    const res = await post(request(site.app), good(email)).expect(200);
    expect(res.text).toContain('<h1 id="service-heading">Success!</h1>');
    const row = await site.tables.selectFrom('support_tickets').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Karma Coins question', name: 'Iris', status: 'open', member_uuid: null, page: 'http://starlit.test/' });
    expect(res.text).toContain(row.ticket_id);
    await site.settle();
    expect(listOutbox(site.outboxDir).some((mail) => mail.to.includes(email) && mail.subject.includes(row.ticket_id))).toBe(true);
  });

  it('fills in a member’s name and email, and records the member with the ticket', async () => {
    const agent = request.agent(site.app);
    const email = `member.contact.${engine}@example.com`;
    const signup = await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Rigel', email, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true })
      .expect(200);
    const page = await agent.get('/service').expect(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.text).toContain('value="Rigel"');
    expect(page.text).toContain(`value="${email}"`);
    await post(agent, { ...good(email), subject: 'Just saying thanks' }).expect(200);
    const row = await site.tables.selectFrom('support_tickets').select(['member_uuid', 'subject']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ member_uuid: signup.body.user.member_uuid, subject: 'Just saying thanks' });
  });

  it('runs one action for the page and the API: the same messages, and one rate limit for both', async () => {
    const api = await request(site.app).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', '10.7.9.1').send({ subject: 'Other', name: '', email: 'nope' }).expect(400);
    expect(api.body.error.fields).toEqual({ name: ['This field is required'], email: ['Please enter a valid email address'], description: ['This field is required'] });
    // Five tickets from one address, some by the API and some by the page: the sixth is refused either way.
    const from = (agent: ReturnType<typeof request>, i: number, how: 'api' | 'page') =>
      how === 'api'
        ? agent.post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', '10.7.9.9').send({ ...good(`shared.${i}.${engine}@example.com`), intent: undefined })
        : agent.post('/service').set('Origin', ORIGIN).set('X-Forwarded-For', '10.7.9.9').type('form').send(good(`shared.${i}.${engine}@example.com`));
    for (let i = 0; i < 5; i++) await from(request(site.app), i, i % 2 === 0 ? 'api' : 'page').expect(200);
    await from(request(site.app), 5, 'api').expect(429);
    const refused = await from(request(site.app), 6, 'page').expect(429);
    expect(refused.text).toContain('Contact Us');
  });

  it('serves the FAQ with a heading per section and a disclosure per question, without JavaScript', async () => {
    const res = await request(site.app).get('/service/frequently-asked-questions').expect(200);
    expect(res.text).toContain('<h1>Frequently Asked Questions</h1>');
    for (const heading of ['Your account', 'Karma Coins', 'VIP membership', 'Readings', 'Reports and birth charts', 'Privacy and emails']) expect(res.text).toContain(`>${heading}</h2>`);
    expect(res.text).toContain('<details class="faq-item"><summary>');
    expect(res.text).toContain('help@starlit.test');
    expect(isStaticPage(res.text)).toBe(true);
  });

  it('links the FAQ and Contact Us from every page’s footer', async () => {
    const res = await request(site.app).get('/privacy-policy').expect(200);
    expect(res.text).toContain('<a href="/service/frequently-asked-questions">FAQ</a>');
    expect(res.text).toContain('<a href="/service">Contact Us</a>');
    expect(res.text).toContain('Contact Us page at /service');
  });
});
