import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ANA_FORM, LONDON } from '../support/birth-details';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** The two-person reports (issue #26): submitted by the API and by the page's plain form, owner only, on both databases. */

const COMPATIBILITY = '/readings-reports/astrology-reports/compatibility-report';
const NEW_YORK = 5128581;
/** A city id no place has. */
const FORGED_CITY = 2147483646;
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, '’').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

/** Person 1, Ana (London), and person 2, Ben (New York), as spec 3 §3's payload names them. */
const ANA = {
  person_1_name: { first: 'Ana' },
  person_1_birth_date: '1990-4-15',
  person_1_birth_time: '14:30:00',
  person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON },
  gender: 'female',
};
const BEN = {
  person_2_name: { first: 'Ben', last: 'Okafor' },
  person_2_birth_date: '1988-11-2',
  person_2_birth_time: '07:15',
  person_2_birth_location: { city: 'New York City', state: 'New York', country: 'United States', city_id: NEW_YORK },
  person_2_gender: 'male',
};
/** Ben as the plain form posts person 2: his birth in the form's own fields. */
const BEN_FORM = {
  birth_name: 'Ben',
  birth_date_month: '11',
  birth_date_day: '2',
  birth_date_year: '1988',
  birth_time_hour: '7',
  birth_time_minute: '15',
  birth_time_ampm: 'am',
  'birth_location[city]': 'London',
  'birth_location[state]': 'England',
  'birth_location[country]': 'United Kingdom',
};

type Agent = ReturnType<typeof request.agent>;
const submit = (agent: Agent, code: string, body: object) => agent.post(`/api/product/submit/${code}`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
const post = (agent: Agent, form: object) => agent.post(COMPATIBILITY).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send(form);

describe.each(ENGINES)('two-person reports on %s', (engine) => {
  let site: TestSite;
  let owner: Agent;
  let ownerUuid: string;
  let stranger: Agent;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, { locations: true });
    ({ agent: owner, memberUuid: ownerUuid } = await signedUpMember(site));
    stranger = (await signedUpMember(site)).agent;
  });
  afterAll(() => site.close());

  const storedCount = async (memberUuid: string) => Number((await site.tables.selectFrom('product_reports').select((eb) => eb.fn.countAll().as('n')).where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).n);

  it('a paired report with both people is held for checkout; with person 2 missing or forged, it is refused and nothing is stored', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const missing = await submit(agent, 'astrology-compatibility-redux', ANA).expect(400);
    expect(missing.body.error.message).toBe('Please check required fields above');
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['person_2_birth_date', 'person_2_birth_location', 'person_2_name']);
    // Only part of person 2: the rest is named.
    const part = await submit(agent, 'astrology-compatibility-redux', { ...ANA, person_2_name: BEN.person_2_name }).expect(400);
    expect(Object.keys(part.body.error.fields).sort()).toEqual(['person_2_birth_date', 'person_2_birth_location']);
    const forged = await submit(agent, 'astrology-compatibility-redux', { ...ANA, ...BEN, person_2_birth_location: { ...BEN.person_2_birth_location, city_id: FORGED_CITY } }).expect(400);
    expect(forged.body.error.fields['person_2_birth_location.city']).toEqual(['A valid city is required']);
    const unknownPlace = await submit(agent, 'astrology-compatibility-redux', { ...ANA, ...BEN, person_2_birth_location: { city: 'Nowhereville Qq', country: 'Atlantis' } });
    expect([400, 404]).toContain(unknownPlace.status);
    expect(await storedCount(memberUuid)).toBe(0);

    const held = await submit(agent, 'astrology-compatibility-redux', { ...ANA, ...BEN }).expect(200);
    expect(held.body.forwarding_url).toMatch(/^\/checkout\?upc=astrology-compatibility-redux&deal=[A-Za-z0-9_-]{22}$/);
    const deal = new URL(held.body.forwarding_url as string, ORIGIN).searchParams.get('deal')!;
    const row = await site.tables.selectFrom('product_reports').selectAll().where('report_slug', '=', deal).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_uuid: memberUuid, status: 'held', name: 'Ana', city_id: LONDON });
    expect(JSON.parse(row.person_2!)).toMatchObject({ name: 'Ben Okafor', gender: 'male', birth_date: '1988-11-02', birth_time: '07:15', city_id: NEW_YORK });
    // The three relationship reports read two people the same way.
    for (const code of ['relationship-potential-redux', 'love-languages-redux', 'relationship-dynamics-redux']) {
      await submit(agent, code, ANA).expect(400);
      expect((await submit(agent, code, { ...ANA, ...BEN }).expect(200)).body.forwarding_url).toMatch(new RegExp(`^/checkout\\?upc=${code}&deal=`));
    }
    expect(await storedCount(memberUuid)).toBe(4);
    // Paid, the full report reads every section, person 2 charted too.
    await agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ 'purchase-package': 'payment-usd', upc: 'astrology-compatibility-redux', deal, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);
    const full = (await agent.get(`/api/product/result/${deal}`).expect(200)).body.report;
    expect(full.restrictions).toEqual(['has_birth_time']);
    expect(full.sections).toHaveLength(full.navigator.length);
    expect(full.chart_2.place.cityId).toBe(NEW_YORK);
    await stranger.get(`/report/${deal}`).expect(404);
  });

  it('the sample is read at once: Summary, the first section with the others listed disabled, and the Glossary; for its owner only', async () => {
    const res = await submit(owner, 'astrology-compatibility-sample', { ...ANA, ...BEN }).expect(200);
    const url = res.body.forwarding_url as string;
    expect(url).toMatch(/^\/report\/[A-Za-z0-9_-]{22}$/);
    const slug = url.split('/').at(-1)!;
    const api = (await owner.get(`/api/product/result/${slug}`).expect(200)).body.report;
    expect(api.product_code).toBe('astrology-compatibility-sample');
    expect(api.restrictions).toEqual(['has_birth_time', 'sample']);
    expect(api.sections).toHaveLength(1);
    expect(api.navigator.length).toBeGreaterThan(1);
    expect(api.data['natal-2']).toBeDefined();
    expect(api.summary.overview.length).toBeGreaterThan(0);

    const html = decode((await owner.get(url).expect(200)).text);
    for (const id of ['summary', 'summary-overview', 'summary-your-birth-charts', 'summary-person-1', 'summary-person-2', 'your-report', 'glossary']) expect(html).toContain(`id="${id}"`);
    for (const tab of ['Summary', 'Your Report', 'Glossary']) expect(html).toContain(`<a href="#${tab.toLowerCase().replace(/ /g, '-')}">${tab}</a>`);
    const [first, ...rest] = api.navigator as { prefix: string; long_name: string }[];
    expect(html).toContain(`id="${first!.prefix}"`);
    expect(html).toContain(`id="${first!.prefix}-chapter-1"`);
    for (const locked of rest) {
      expect(html).not.toContain(`id="${locked.prefix}"`);
      expect(html).toContain(`<span class="report-locked" aria-disabled="true">${locked.long_name}`);
    }
    // The sample's report navigation is disabled, its own section too.
    expect(html).toContain(`<span class="report-locked" aria-disabled="true">${first!.long_name}</span>`);
    expect(html).toContain('GET MY FULL REPORT');
    expect(html).toContain(`href="${COMPATIBILITY}"`);

    // Another member, and a visitor: as if no such report were.
    await stranger.get(url).expect(404);
    await stranger.get(`/api/product/result/${slug}`).expect(404);
    await stranger.get(`/api/product/sample_reading/${slug}`).expect(404);
    await request(site.app).get(`/api/product/result/${slug}`).expect(401);
    // A sample with one person is refused like the paid report.
    await submit(owner, 'astrology-compatibility-sample', ANA).expect(400);
  });

  it('the page’s plain form: ENTER PERSON 2 carries person 1, then GET MY REPORT holds both for checkout', async () => {
    const before = await storedCount(ownerUuid);
    const first = decode((await post(owner, { ...ANA_FORM, intent: 'person-2' }).expect(200)).text);
    expect(first).toContain('Person 2: their birth details');
    expect(first).toContain('Person 1 is ready. Now enter Person 2.');
    expect(first).toContain('Person 1: Ana, born April 15, 1990');
    const carried = Object.fromEntries([...first.matchAll(/<input type="hidden" name="(person_1_[a-z_]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    expect(carried).toEqual({ person_1_name: 'Ana', person_1_gender: 'female', person_1_birth_date: '1990-04-15', person_1_birth_time: '14:30', person_1_city_id: String(LONDON) });
    // ENTER PERSON 2 stores nothing.
    expect(await storedCount(ownerUuid)).toBe(before);

    const bought = await post(owner, { ...carried, ...BEN_FORM, intent: 'buy' }).expect(303);
    expect(bought.headers.location).toMatch(/^\/checkout\?upc=astrology-compatibility-redux&deal=[A-Za-z0-9_-]{22}$/);
    const deal = new URL(bought.headers.location as string, ORIGIN).searchParams.get('deal')!;
    const row = await site.tables.selectFrom('product_reports').selectAll().where('report_slug', '=', deal).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ana', birth_date: '1990-04-15', birth_time: '14:30', city_id: LONDON });
    expect(JSON.parse(row.person_2!)).toMatchObject({ name: 'Ben', birth_date: '1988-11-02', birth_time: '07:15', city_id: LONDON });
    const sampled = await post(owner, { ...carried, ...BEN_FORM, intent: 'sample' }).expect(303);
    expect(sampled.headers.location).toMatch(/^\/report\/[A-Za-z0-9_-]{22}$/);
    expect(await storedCount(ownerUuid)).toBe(before + 2);

    // Person 1's step refused: the Person 1 view again, with its messages.
    const bad = decode((await post(owner, { ...ANA_FORM, birth_date_day: '31', birth_date_month: '2', intent: 'person-2' }).expect(400)).text);
    expect(bad).toContain('Person 1: your birth details');
    expect(bad).toContain('Please choose a date that exists.');
    // Person 2 refused: the Person 2 view again, person 1 still carried.
    const noPlace = decode((await post(owner, { ...carried, ...BEN_FORM, 'birth_location[city]': '', 'birth_location[country]': '', intent: 'buy' }).expect(400)).text);
    expect(noPlace).toContain('Person 2: their birth details');
    expect(noPlace).toContain('name="person_1_city_id" value="2643743"');
    expect(await storedCount(ownerUuid)).toBe(before + 2);
  });

  it('a forged or garbled person 1 in the Person 2 post is refused with a message, and nothing is stored', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const carried = { person_1_name: 'Ana', person_1_gender: 'female', person_1_birth_date: '1990-04-15', person_1_birth_time: '14:30', person_1_city_id: String(LONDON) };
    for (const forged of [
      { person_1_city_id: 'london' },
      { person_1_city_id: '' },
      { person_1_city_id: '-5' },
      { person_1_birth_date: '2999-01-01' },
      { person_1_birth_time: '25:61' },
      { person_1_gender: 'robot' },
      { person_1_name: '' },
    ]) {
      const res = await post(agent, { ...carried, ...forged, ...BEN_FORM, intent: 'buy' });
      expect(res.status).toBe(400);
      expect(decode(res.text)).toContain('Person 1’s details were lost on the way. Please start again with Person 1.');
    }
    // A city id that is a number but no city's.
    const ghost = await post(agent, { ...carried, person_1_city_id: String(FORGED_CITY), ...BEN_FORM, intent: 'buy' });
    expect(ghost.status).toBeGreaterThanOrEqual(400);
    expect(ghost.status).toBeLessThan(500);
    expect(decode(ghost.text)).toContain('A valid city is required');
    expect(await storedCount(memberUuid)).toBe(0);
  });

  it('a visitor’s final post asks them to log in, keeping what was typed', async () => {
    const visitor = request.agent(site.app);
    // The first step checks person 1 and needs no account.
    const first = decode((await post(visitor, { ...ANA_FORM, intent: 'person-2' }).expect(200)).text);
    expect(first).toContain('Person 2: their birth details');
    const carried = { person_1_name: 'Ana', person_1_gender: 'female', person_1_birth_date: '1990-04-15', person_1_birth_time: '14:30', person_1_city_id: String(LONDON) };
    const page = decode((await post(visitor, { ...carried, ...BEN_FORM, intent: 'buy' }).expect(401)).text);
    expect(page).toContain('Please log in or sign up to get your report. What you typed is kept.');
    expect(page).toContain('value="Ben"');
    expect(page).toContain('name="person_1_name" value="Ana"');
    await submit(visitor, 'astrology-compatibility-redux', { ...ANA, ...BEN }).expect(401);
  });

  it('garbage in any of the new fields is a 4xx, never a 500', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const garbage: unknown[] = [null, 7, -1, 1e308, true, 'x'.repeat(5000), [], [1, 2], {}, { first: ['Ben'] }, { city: 5, country: {} }, '1990-13-45', '../../etc'];
    const fields = ['person_2_name', 'person_2_birth_date', 'person_2_birth_time', 'person_2_birth_location', 'person_2_gender', 'forecast_date', 'forecast_duration', 'person_1_location', 'houses', 'utc'];
    for (const field of fields) {
      for (const value of garbage) {
        const res = await submit(agent, 'astrology-compatibility-redux', { ...ANA, ...BEN, [field]: value });
        if (res.status >= 500 || (res.status === 200 && ['person_2_name', 'person_2_birth_date', 'person_2_birth_location', 'person_2_gender'].includes(field))) throw new Error(`${field}=${JSON.stringify(value).slice(0, 40)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    // The person 2 fields that must be right were never stored wrong.
    const rows = await site.tables.selectFrom('product_reports').select(['person_2']).where('member_uuid', '=', memberUuid).execute();
    for (const row of rows) expect(JSON.parse(row.person_2!)).toMatchObject({ name: 'Ben Okafor', city_id: NEW_YORK });
    // And in the plain form's carried fields.
    for (const field of ['person_1_name', 'person_1_gender', 'person_1_birth_date', 'person_1_birth_time', 'person_1_city_id', 'intent']) {
      for (const value of ['', 'x'.repeat(3000), '1e400', '0x10', '%00', 'NaN']) {
        const res = await post(agent, { person_1_name: 'Ana', person_1_gender: 'female', person_1_birth_date: '1990-04-15', person_1_birth_time: '14:30', person_1_city_id: String(LONDON), ...BEN_FORM, intent: 'buy', [field]: value });
        expect(res.status).toBeLessThan(500);
      }
    }
    const res = await agent.post(COMPATIBILITY).set('Origin', ORIGIN).set('Content-Type', 'application/x-www-form-urlencoded').send('intent=buy&person_1_city_id[]=1&person_1_city_id[]=2&birth_location=London');
    expect(res.status).toBeLessThan(500);
  });
});
