import request from 'supertest';
import { ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const PAGE = '/readings-reports/astrology-reports/your-birth-chart';
const ESSENTIAL = '/readings-reports/astrology-reports/essential-birth-chart';

/** The props the server wrote for the birth-chart-form island of a page. */
function formProps(html: string): Record<string, unknown> {
  const match = /<div data-island="birth-chart-form"[^>]*data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error('no birth-chart-form island in the page');
  const json = match[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
}

/** The birth chart form island (spec 3 §2, §4, §6): what the pages give it, for a visitor and for a member. */
describe.each(PAGE_ENGINES)('the birth chart form island’s props on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('a visitor gets the plain form with no profiles, and the Log In Now prompt', async () => {
    const html = (await request(site.app).get(PAGE).expect(200)).text;
    const props = formProps(html);
    expect(props.profiles).toBeUndefined();
    expect(props.buttons).toBeUndefined();
    expect(html).toContain('Already have an account? <a href="#login">Log In Now</a>');
  });

  it('a member’s profiles, own first, carry only their birth details; the form starts filled from their own', async () => {
    const { agent } = await signedUpMember(site, { first_name: 'Vega' });
    await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: 'Theo', last_name: 'Marsh', gender: 'male', birth_date: '1985-11-02' }).expect(200);
    const page = await agent.get(PAGE).expect(200);
    // A member's page holds their profiles: never kept by a shared cache.
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = page.text;
    const profiles = formProps(html).profiles as Record<string, unknown>[];
    expect(profiles.map((profile) => profile.first_name)).toEqual(['Vega', 'Theo']);
    expect(Object.keys(profiles[0]!).sort()).toEqual(['birth_city', 'birth_city_id', 'birth_country', 'birth_date', 'birth_state', 'birth_time', 'first_name', 'gender', 'last_name', 'profile_uuid']);
    // Without JavaScript the member's plain form is theirs already; the prompt to log in is not shown.
    expect(html).toMatch(/<input[^>]*name="birth_name"[^>]*value="Vega"/);
    expect(html).not.toContain('Log In Now');
    const essential = formProps((await agent.get(ESSENTIAL).expect(200)).text);
    expect((essential.profiles as unknown[]).length).toBe(2);
    expect(essential.buttons).toEqual([
      { intent: 'buy', label: 'GET MY REPORT' },
      { intent: 'sample', label: 'Read my free sample' },
    ]);
  });
});
