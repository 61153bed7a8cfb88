import request from 'supertest';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('support tickets (POST /api/ticket/create) on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1', SUPPORT_EMAIL: 'help@starlit.test' });
  });
  afterAll(() => site.close());

  let ip = 1;
  const create = (body: object, agent: request.Agent | ReturnType<typeof request> = request(site.app)) =>
    (agent as request.Agent).post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', `10.9.0.${ip++}`).send(body);

  const ticket = {
    subject: 'Karma Coins question',
    name: 'Iris',
    email: `iris.${engine}@example.com`,
    phone: '',
    description: 'I bought 500 coins yesterday <b>and</b> my balance still shows 0.',
    page: 'http://starlit.test/store/karma-coins',
  };

  it('stores the ticket, emails the support inbox, and sends the writer a receipt with the ticket number', async () => {
    const res = await create(ticket).expect(200);
    expect(res.body).toEqual({ status: 'ok', ticket_id: expect.stringMatching(/^T-[2-9A-HJ-NP-Z]{8}$/) });
    const id = res.body.ticket_id as string;
    const row = await site.tables.selectFrom('support_tickets').selectAll().where('ticket_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Karma Coins question', email: ticket.email, status: 'open', member_uuid: null, page: ticket.page });

    const mails = listOutbox(site.outboxDir);
    const notice = mails.find((mail) => mail.to.includes('help@starlit.test') && mail.subject.includes(id));
    expect(notice?.subject).toBe(`[${id}] Karma Coins question: Iris`);
    const receipt = mails.find((mail) => mail.to.includes(ticket.email));
    expect(receipt?.subject).toBe(`We received your message (ticket ${id})`);
    const html = readMessagePart(readOutboxMessage(site.outboxDir, receipt!.file)!, 'text/html') ?? '';
    expect(html).toContain('&lt;b&gt;and&lt;/b&gt;');
  });

  it('records the member who wrote when logged in', async () => {
    const agent = request.agent(site.app);
    const signup = await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Iris', email: `member.iris.${engine}@example.com`, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true })
      .expect(200);
    const res = await create({ ...ticket, subject: 'Just saying thanks' }, agent).expect(200);
    const row = await site.tables.selectFrom('support_tickets').select('member_uuid').where('ticket_id', '=', res.body.ticket_id).executeTakeFirstOrThrow();
    expect(row.member_uuid).toBe(signup.body.user.member_uuid);
  });

  it('answers missing fields, a bad email and an unknown subject with the form’s messages', async () => {
    const res = await create({ subject: 'Free money', name: ' ', email: 'iris@', description: '' }).expect(400);
    expect(res.body.error.fields).toEqual({
      subject: ['This field is required'],
      name: ['This field is required'],
      email: ['Please enter a valid email address'],
      description: ['This field is required'],
    });
    await create({ ...ticket, description: 'x'.repeat(6000) }).expect(400);
  });

  it('limits tickets per address and refuses other sites', async () => {
    const agent = request(site.app);
    // Each to an address of its own, so only the per-IP limit is met (receipts are limited per address too).
    const to = (i: number) => ({ ...ticket, email: `iris.${i}.ip.${engine}@example.com` });
    for (let i = 0; i < 5; i++) await agent.post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', '10.9.9.9').send(to(i)).expect(200);
    await agent.post('/api/ticket/create').set('Origin', ORIGIN).set('X-Forwarded-For', '10.9.9.9').send(to(5)).expect(429);
    await agent.post('/api/ticket/create').set('Origin', 'https://evil.example').send(ticket).expect(403);
  });
});
