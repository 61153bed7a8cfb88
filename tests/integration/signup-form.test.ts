import request from 'supertest';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('signup without JavaScript (/signup) on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, { locations: true });
  });
  afterAll(() => site.close());

  let ip = 1;
  const post = (agent: request.Agent | ReturnType<typeof request>, body: string) =>
    (agent as request.Agent).post('/signup').set('Origin', ORIGIN).set('X-Forwarded-For', `10.1.1.${ip++}`).type('form').send(body);

  it('is a plain form that posts without JavaScript, enhanced by the signup-form island', async () => {
    const res = await request(site.app).get('/signup').expect(200);
    expect(res.text).toMatch(/<form [^>]*action="\/signup" method="post"/);
    for (const name of ['first_name', 'birth_date', 'email', 'password', 'birth_location[city]', 'birth_location[country]']) expect(res.text).toContain(`name="${name}"`);
    expect(res.text).toContain('data-island="signup-form"');
  });

  it('creates the member with a resolved birth place and leaves them logged in', async () => {
    const agent = request.agent(site.app);
    const email = `nojs.${engine}@example.com`;
    const res = await post(
      agent,
      `first_name=Sol&birth_date=03%2F14%2F1991&gender=male&birth_time=05:20&birth_location%5Bcity%5D=springfield&birth_location%5Bstate%5D=Illinois&birth_location%5Bcountry%5D=United+States&email=${encodeURIComponent(email)}&password=sunny-days&privacy_policy=on`,
    ).expect(303);
    // Where the dialog opens #sms, the plain form goes on to the text-message offer's page.
    expect(res.headers.location).toBe('/member/text-messages');
    const status = await agent.get('/api/user/status').expect(200);
    expect(status.body.user).toMatchObject({ email, username: 'Sol', birth_date: '1991-03-14', birth_time: '05:20:00' });
    const profile = await site.tables.selectFrom('member_profiles').selectAll().where('first_name', '=', 'Sol').executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ birth_city: 'Springfield', birth_state: 'IL', birth_country: 'United States', birth_city_id: 4250542 });
  });

  it('shows the spec’s messages and keeps what was typed', async () => {
    const res = await post(request(site.app), 'first_name=&birth_date=2020-01-01&email=bad&password=abc').expect(400);
    for (const message of ['Please enter your name.', 'You must be 16 years or older to signup.', 'Please enter a valid email', 'Please enter a password longer than 3 characters.', 'Please accept before continuing']) {
      expect(res.text).toContain(message);
    }
    expect(res.text).toContain('value="2020-01-01"');
  });

  it('says when the birth place cannot be found', async () => {
    const res = await post(request(site.app), 'first_name=Sol&birth_date=1991-03-14&birth_location%5Bcity%5D=Atlantis&birth_location%5Bcountry%5D=Greece&email=a%40example.com&password=sunny-days&privacy_policy=on').expect(400);
    expect(res.text).toContain('A valid city is required');
  });

  it('sends nothing when the honeypot is ticked, and refuses posts from another site', async () => {
    await post(request(site.app), 'first_name=Bot&birth_date=1991-03-14&email=bot%40example.com&password=sunny-days&privacy_policy=on&agree=on').expect(400);
    const bot = await site.tables.selectFrom('members').select('email').where('email', '=', 'bot@example.com').executeTakeFirst();
    expect(bot).toBeUndefined();
    await request(site.app).post('/signup').set('Origin', 'https://evil.example').type('form').send('first_name=x').expect(403);
  });

  it('signs up for the newsletter from the email box: prefilled, titled for it, and joins the newsletter lists', async () => {
    const email = `letters.${engine}@example.com`;
    const page = await request(site.app).get('/signup').query({ context: 'newsletter', email }).expect(200);
    expect(page.text).toContain('Your Subscription Awaits!');
    expect(page.text).toContain(`value="${email}"`);
    expect(page.text).toContain('name="context" value="newsletter"');
    await post(request(site.app), `context=newsletter&first_name=Lyra&birth_date=1993-06-02&email=${encodeURIComponent(email)}&password=sunny-days&privacy_policy=on`).expect(303);
    const member = await site.tables.selectFrom('members').select(['member_uuid', 'signup_gateway']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(member.signup_gateway).toBe('newsletter-module');
    await site.settle();
    const lists = await site.tables.selectFrom('mail_subscriptions').select('list_code').where('member_uuid', '=', member.member_uuid).orderBy('list_code').execute();
    expect(lists.map((row) => row.list_code)).toEqual(['dailyhoroscope', 'dle', 'ipe', 'weekly_love']);
  });

  it('names the product a visitor came for, and records it as the gateway', async () => {
    const page = await request(site.app).get('/signup').query({ context: 'product', type: 'Report', gateway: 'essential-birth-report' }).expect(200);
    expect(page.text).toContain('Your Report Awaits!');
    expect(page.text).toContain('GET MY REPORT!');
    const email = `report.${engine}@example.com`;
    await post(request(site.app), `context=product&type=Report&gateway=essential-birth-report&first_name=Vega&birth_date=1985-11-30&email=${encodeURIComponent(email)}&password=sunny-days&privacy_policy=on`).expect(303);
    const member = await site.tables.selectFrom('members').select('signup_gateway').where('email', '=', email).executeTakeFirstOrThrow();
    expect(member.signup_gateway).toBe('essential-birth-report');
  });
});
