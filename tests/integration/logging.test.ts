import request from 'supertest';
import { createLogger } from '../../server/logger';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe('logs', () => {
  const lines: string[] = [];
  let site: TestSite;
  beforeAll(async () => {
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    site = await startTestSite('sqlite', {}, { logger });
  });
  afterAll(() => site.close());

  it('never hold a password, a reset key or an autologin value, even at trace level', async () => {
    const email = 'private.person@example.com';
    const password = 'my-secret-words-1';
    const agent = request.agent(site.app);
    await agent.post('/api/member/signup').set('Origin', ORIGIN).send({ first_name: 'Pia', email, password, birth_date: '1990-01-01', privacy_policy: true }).expect(200);
    await agent.post('/api/user/login').set('Origin', ORIGIN).send({ email, password }).expect(200);
    const { body: autologin } = await agent.get('/api/member/get-autologin').expect(200);
    await request(site.app).get(`/?m=${autologin.m}&mauto=${autologin.mauto}`).expect(200);
    await request(site.app).post('/password-reset').set('Origin', ORIGIN).type('form').send(`email=${encodeURIComponent(email)}`).expect(200);
    await site.settle();
    const entry = listOutbox(site.outboxDir).find((mail) => /reset/i.test(mail.subject))!;
    const link = new URL(/(http\S+password-reset\?key=\S+)/.exec(readMessagePart(readOutboxMessage(site.outboxDir, entry.file)!, 'text/plain')!)![1]!);
    const key = link.searchParams.get('key')!;
    await request(site.app).get(`/password-reset?key=${encodeURIComponent(key)}`).expect(200);
    await request(site.app).post('/password-reset').set('Origin', ORIGIN).type('form').send(`intent=set&key=${encodeURIComponent(key)}&password=another-secret-2`).expect(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/password-reset?key=[redacted]');
    for (const secret of [password, 'another-secret-2', key, autologin.m, autologin.mauto]) expect(log).not.toContain(secret);
  });
});
