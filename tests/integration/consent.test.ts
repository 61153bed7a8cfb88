import request from 'supertest';
import { isStaticPage } from '../support/html';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('consent banner (spec 1 §4) on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  const cookieOf = (res: request.Response, name: string) => ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));

  it('shows on every page until either cookie is set: an island on pages with islands, a plain form elsewhere', async () => {
    const home = await request(site.app).get('/').expect(200);
    expect(home.text).toContain('aria-labelledby="consent-banner-heading"');
    expect(home.text).toContain('data-island="consent-banner"');
    // The page cache keeps a page with the banner and one without, by the consent cookies (issue #29), not a page per Cookie header.
    expect(home.headers.vary).toBe('Accept-Encoding');
    const policy = await request(site.app).get('/privacy-policy').expect(200);
    expect(policy.text).toContain('<form class="consent-banner-inner container" action="/consent" method="post">');
    expect(policy.text).toContain('name="next" value="/privacy-policy"');
    expect(isStaticPage(policy.text)).toBe(true);
    for (const cookie of ['POLICY_CONSENT_SHOWN=1', 'PRIVACY_POLICY_CONSENT=1']) {
      const res = await request(site.app).get('/').set('Cookie', cookie).expect(200);
      expect(res.text).not.toContain('consent-banner-heading');
    }
  });

  it('a plain decline sets the shown cookie for 24 hours and returns to the page', async () => {
    const res = await request(site.app).post('/consent').set('Origin', ORIGIN).type('form').send({ choice: 'decline', next: '/privacy-policy' }).expect(303);
    expect(res.headers.location).toBe('/privacy-policy');
    expect(cookieOf(res, 'POLICY_CONSENT_SHOWN')).toMatch(/Max-Age=86400;.*Path=\/;.*SameSite=Lax/);
    expect(cookieOf(res, 'PRIVACY_POLICY_CONSENT')).toBeUndefined();
  });

  it('a plain accept sets both cookies for a year and records a member’s consent', async () => {
    const agent = request.agent(site.app);
    const signup = await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Cora', email: `cora.${engine}@example.com`, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true })
      .expect(200);
    const uuid = signup.body.user.member_uuid as string;
    await site.tables.updateTable('members').set({ privacy_policy_at: null }).where('member_uuid', '=', uuid).execute();
    const res = await agent.post('/consent').set('Origin', ORIGIN).type('form').send({ choice: 'accept', next: '/credits' }).expect(303);
    expect(res.headers.location).toBe('/credits');
    expect(cookieOf(res, 'PRIVACY_POLICY_CONSENT')).toMatch(/Max-Age=31536000/);
    expect(cookieOf(res, 'POLICY_CONSENT_SHOWN')).toMatch(/Max-Age=31536000/);
    const row = await site.tables.selectFrom('members').select('privacy_policy_at').where('member_uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.privacy_policy_at).not.toBeNull();
  });

  it('never returns to another site, and refuses a missing choice with a message, not a 500', async () => {
    const away = await request(site.app).post('/consent').set('Origin', ORIGIN).type('form').send({ choice: 'accept', next: '//evil.test/x' }).expect(303);
    expect(away.headers.location).toBe('/');
    const bad = await request(site.app).post('/consent').set('Origin', ORIGIN).type('form').send({ choice: 'maybe' }).expect(400);
    expect(bad.text).toContain('Please choose Accept or Decline.');
    await request(site.app).get('/consent').expect(200);
  });
});
