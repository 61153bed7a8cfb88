import request from 'supertest';
import { startTestSite, type TestSite } from '../support/test-site';

describe('the development outbox page', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { NODE_ENV: 'development' });
  });
  afterAll(() => site.close());

  it('lists the emails written instead of sent, and shows one with its links', async () => {
    await request(site.app)
      .post('/api/member/signup')
      .set('Origin', 'http://starlit.test')
      .send({ first_name: 'Vega', email: 'vega@example.com', password: 'bright-star-1', birth_date: '1990-01-01', privacy_policy: true })
      .expect(200);
    await site.settle();
    const list = await request(site.app).get('/dev/outbox').expect(200);
    expect(list.text).toContain('vega@example.com');
    const href = /href="(\/dev\/outbox\/[^"]+)"/.exec(list.text)![1]!;
    const message = await request(site.app).get(href).expect(200);
    expect(message.text).toContain('Welcome to Starlit');
    expect(message.text).toContain('/member/settings');
    const raw = await request(site.app).get(`${href}/raw`).expect(200);
    expect(raw.headers['content-type']).toMatch(/message\/rfc822/);
    await request(site.app).get('/dev/outbox/..%2Fsecrets.eml').expect(404);
  });

  it('does not exist outside development', async () => {
    const production = await startTestSite('sqlite', { NODE_ENV: 'production' });
    try {
      await request(production.app).get('/dev/outbox').expect(404);
    } finally {
      await production.close();
    }
  });
});
