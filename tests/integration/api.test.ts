import request from 'supertest';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

function expectCleanError(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
  expect(res.text).not.toContain('node_modules');
}

describe.each(ENGINES)('the browser API on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('GET /api/mail/email_list is answered by the mail platform service through the platform client', async () => {
    const res = await request(site.app).get('/api/mail/email_list').expect(200);
    const codes = res.body.lists.map((list: { code: string }) => list.code);
    expect(codes).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love', 'dh_dailyhoroscope', 'number_of_the_day']);
    expect(res.body.lists[1]).toMatchObject({ name: 'Daily Horoscope', frequency: 'daily' });
  });

  it('GET /api/user/status says a new visitor is logged out', async () => {
    const res = await request(site.app).get('/api/user/status').expect(200);
    expect(res.body).toEqual({ logged_in: false });
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await request(site.app).get('/api/no-such-thing');
    expectCleanError(res, 404, 'not_found');
  });

  it('a body that is not JSON gets a 400 JSON error', async () => {
    const res = await request(site.app).post('/api/user/status').set('Content-Type', 'application/json').send('{"email": ');
    expectCleanError(res, 400, 'bad_request');
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('a 1 MB body gets a 413 JSON error', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const res = await request(site.app).post('/api/mail/email_list').set('Content-Type', 'application/json').send(big);
    expectCleanError(res, 413, 'payload_too_large');
  });

  it('query parameters of the wrong type get a 400 naming the field', async () => {
    const res = await request(site.app).get('/api/user/status?refresh[a]=1');
    expectCleanError(res, 400, 'validation_failed');
    expect(Object.keys(res.body.error.fields)).toEqual(['refresh']);
  });

  it('a wrong method on a known path is a JSON 404, not a page', async () => {
    const res = await request(site.app).delete('/api/mail/email_list');
    expectCleanError(res, 404, 'not_found');
  });
});
