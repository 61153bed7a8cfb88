import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { forecastBounds, thisMonth } from '../../shared/reports/forecast-date';
import { MONTH_NAMES } from '../../shared/site/calendar';
import { ANA_FORM, LONDON } from '../support/birth-details';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** The forecasts and the numerology forecast (issue #26): their start month's bounds, the current location, paid and read; on both databases. */

const BIG_PICTURE = '/readings-reports/astrology-reports/big-picture-forecast';
const NEW_YORK = 5128581;
const FORGED_CITY = 2147483646;
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, '’').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

const ANA = {
  person_1_name: { first: 'Ana' },
  person_1_birth_date: '1990-4-15',
  person_1_birth_time: '14:30:00',
  person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON },
  gender: 'female',
};
const LIVES_IN_NEW_YORK = { person_1_location: { city: 'New York City', state: 'New York', country: 'United States', city_id: NEW_YORK } };

/** The bounds as the form's year list gives them: January of the earliest year, December of the latest (spec 3 §5). */
const { earliest, latest } = forecastBounds();
const earliestYear = Number(earliest.slice(0, 4));
const latestYear = Number(latest.slice(0, 4));
const AFTER = `Must be after or equal to ${MONTH_NAMES[0]} ${earliestYear}`;
const BEFORE = `Must be before or equal to ${MONTH_NAMES[11]} ${latestYear}`;

type Agent = ReturnType<typeof request.agent>;
const submit = (agent: Agent, code: string, body: object) => agent.post(`/api/product/submit/${code}`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
const dealOf = (url: string) => new URL(url, ORIGIN).searchParams.get('deal')!;
const pay = (agent: Agent, code: string, deal: string) =>
  agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ 'purchase-package': 'payment-usd', upc: code, deal, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);

describe.each(ENGINES)('forecast reports on %s', (engine) => {
  let site: TestSite;
  let owner: Agent;
  let ownerUuid: string;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, { locations: true });
    ({ agent: owner, memberUuid: ownerUuid } = await signedUpMember(site));
  });
  afterAll(() => site.close());

  const stored = (slug: string) => site.tables.selectFrom('product_reports').selectAll().where('report_slug', '=', slug).executeTakeFirstOrThrow();
  const storedCount = async (memberUuid: string) => Number((await site.tables.selectFrom('product_reports').select((eb) => eb.fn.countAll().as('n')).where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).n);

  it('a big-picture forecast needs its start month, within the bounds, and where the reader lives now', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const code = 'big-picture-forecast-redux';
    const good = { ...ANA, ...LIVES_IN_NEW_YORK, forecast_date: earliest, forecast_duration: 12 };
    const refused = async (body: object) => (await submit(agent, code, body).expect(400)).body.error.fields as Record<string, string[]>;

    const { forecast_date: _date, ...noDate } = good;
    expect(await refused(noDate)).toEqual({ forecast_date: ['This field is required'] });
    const { person_1_location: _place, ...noPlace } = good;
    expect(await refused(noPlace)).toEqual({ person_1_location: ['This field is required'] });
    expect((await refused({ ...good, person_1_location: { ...LIVES_IN_NEW_YORK.person_1_location, city_id: FORGED_CITY } }))['person_1_location.city']).toEqual(['A valid city is required']);
    // The bounds, with the spec's words.
    expect((await refused({ ...good, forecast_date: `${earliestYear - 1}-12-01` })).forecast_date).toEqual([AFTER]);
    expect((await refused({ ...good, forecast_date: `${latestYear + 1}-01-01` })).forecast_date).toEqual([BEFORE]);
    expect((await refused({ ...good, forecast_date: '1900-01-01' })).forecast_date).toEqual([AFTER]);
    // The first of a month only.
    for (const date of [`${earliestYear + 1}-03-15`, `${earliestYear + 1}-3-01`, `${earliestYear + 1}-03-01T00:00:00Z`, 'next month']) expect(await refused({ ...good, forecast_date: date })).toHaveProperty('forecast_date');
    // Months that are no month, though their strings fall between the bounds: refused (were one held and paid, its page would be a 500).
    const noMonths = [[code, `${earliestYear + 1}-13-01`], ['yearly-forecast-redux', `${earliestYear + 1}-00-01`], ['numerology-forecast-redux', `${earliestYear + 1}-99-01`]] as const;
    const outcomes = [];
    for (const [product, date] of noMonths) {
      const res = await submit(agent, product, { ...good, forecast_date: date });
      if (res.status !== 200) outcomes.push({ product, date, submit: res.status });
      else {
        const slug = dealOf(res.body.forwarding_url);
        await pay(agent, product, slug);
        outcomes.push({ product, date, submit: 200, page: (await agent.get(`/report/${slug}`)).status });
      }
    }
    expect(outcomes).toEqual(noMonths.map(([product, date]) => ({ product, date, submit: 400 })));
    // Twelve months, no other length.
    for (const duration of [6, 24, 0, -12, 12.5, '11']) expect(await refused({ ...good, forecast_duration: duration })).toEqual({ forecast_duration: ['A forecast runs 12 months.'] });
    expect(Object.keys(await refused({ ...good, forecast_duration: 'twelve' }))).toEqual(['forecast_duration']);
    expect(await storedCount(memberUuid)).toBe(0);

    // The bounds themselves are allowed; the duration may be left out.
    const { forecast_duration: _duration, ...noDuration } = good;
    const last = await submit(agent, code, { ...noDuration, forecast_date: latest }).expect(200);
    expect((await stored(dealOf(last.body.forwarding_url))).forecast_date).toBe(latest);
    const held = await submit(agent, code, good).expect(200);
    expect(held.body.forwarding_url).toMatch(/^\/checkout\?upc=big-picture-forecast-redux&deal=[A-Za-z0-9_-]{22}$/);
    const deal = dealOf(held.body.forwarding_url);
    expect(await stored(deal)).toMatchObject({ status: 'held', forecast_date: earliest, current_city_id: NEW_YORK, city_id: LONDON, person_2: null });
    await agent.get(`/api/product/result/${deal}`).expect(402);

    await pay(agent, code, deal);
    const report = (await agent.get(`/api/product/result/${deal}`).expect(200)).body.report;
    expect(report.inputs).toMatchObject({ forecast_date: earliest, current_city_id: NEW_YORK, city_id: LONDON });
    expect(report.sections[0].code).toBe('chapter_1');
    expect(Array.isArray(report.transits)).toBe(true);
    const html = decode((await agent.get(`/report/${deal}`).expect(200)).text);
    for (const id of ['your-report', 'chapter-1', 'chapter-2', 'more-for-today']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('More For Today');
    // Another member: the page and the API are 404.
    const other = (await signedUpMember(site)).agent;
    await other.get(`/report/${deal}`).expect(404);
    await other.get(`/api/product/result/${deal}`).expect(404);
  });

  it('a yearly forecast starts this month unless told, and asks no current location', async () => {
    const unset = await submit(owner, 'yearly-forecast-redux', ANA).expect(200);
    expect(unset.body.forwarding_url).toMatch(/^\/checkout\?upc=yearly-forecast-redux&deal=/);
    expect(await stored(dealOf(unset.body.forwarding_url))).toMatchObject({ forecast_date: thisMonth(), current_city_id: null });
    const chosen = await submit(owner, 'yearly-forecast-redux', { ...ANA, forecast_date: latest, forecast_duration: 12 }).expect(200);
    expect((await stored(dealOf(chosen.body.forwarding_url))).forecast_date).toBe(latest);
    // Its start month has the same bounds.
    expect((await submit(owner, 'yearly-forecast-redux', { ...ANA, forecast_date: `${latestYear + 1}-01-01` }).expect(400)).body.error.fields.forecast_date).toEqual([BEFORE]);
    // The big-picture love forecast asks both, as the big-picture one does.
    await submit(owner, 'big-picture-love-forecast-redux', ANA).expect(400);
    await submit(owner, 'big-picture-love-forecast-redux', { ...ANA, forecast_date: thisMonth() }).expect(400);
    await submit(owner, 'big-picture-love-forecast-redux', { ...ANA, ...LIVES_IN_NEW_YORK, forecast_date: thisMonth() }).expect(200);
  });

  it('the numerology forecast is held, paid, then reads its sections as an accordion', async () => {
    const held = await submit(owner, 'numerology-forecast-redux', { ...ANA, person_1_name: { first: 'Ana', last: 'Lima' } }).expect(200);
    expect(held.body.forwarding_url).toMatch(/^\/checkout\?upc=numerology-forecast-redux&deal=/);
    const deal = dealOf(held.body.forwarding_url);
    expect(await stored(deal)).toMatchObject({ name: 'Ana Lima', forecast_date: thisMonth() });
    await pay(owner, 'numerology-forecast-redux', deal);
    const html = decode((await owner.get(`/report/${deal}`).expect(200)).text);
    for (const id of ['your-report', 'introduction', 'life-path', 'expression', 'soul-urge', 'personality', 'birthday', 'personal-year', 'months']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('<details id="introduction" class="cosmic-chapter report-fold" open="">');
    const codes = (await owner.get(`/api/product/result/${deal}`).expect(200)).body.report.sections.map((section: { code: string }) => section.code);
    expect(codes).toEqual(expect.arrayContaining(['life_path', 'expression', 'soul_urge', 'personal_year', 'months']));
    // A start month out of bounds is refused here too.
    await submit(owner, 'numerology-forecast-redux', { ...ANA, forecast_date: `${earliestYear - 1}-12-01` }).expect(400);
  });

  it('the big-picture page’s plain form: the start month and the current place are checked, then the report is held', async () => {
    const before = await storedCount(ownerUuid);
    const send = (agent: Agent, form: object) => agent.post(BIG_PICTURE).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send({ ...ANA_FORM, intent: 'buy', ...form });
    const place = { 'current_location[city]': 'London', 'current_location[state]': 'England', 'current_location[country]': 'United Kingdom' };
    const page = decode((await owner.get(BIG_PICTURE).expect(200)).text);
    expect(page).toContain('name="forecast_month"');
    expect(page).toContain(`<option value="${latestYear}">${latestYear}</option>`);
    expect(page).toContain('name="current_location[city]"');

    const early = decode((await send(owner, { ...place, forecast_month: '12', forecast_year: String(earliestYear - 1) }).expect(400)).text);
    expect(early).toContain(AFTER);
    const late = decode((await send(owner, { ...place, forecast_month: '1', forecast_year: String(latestYear + 1) }).expect(400)).text);
    expect(late).toContain(BEFORE);
    const nowhere = decode((await send(owner, { forecast_month: '1', forecast_year: String(latestYear) }).expect(400)).text);
    expect(nowhere).toContain('This field is required');
    for (const month of ['0', '13', 'June', '1.5']) await send(owner, { ...place, forecast_month: month, forecast_year: String(latestYear) }).expect(400);
    const ghost = await send(owner, { ...place, 'current_location[city_id]': String(FORGED_CITY), forecast_month: '1', forecast_year: String(latestYear) });
    expect(ghost.status).toBe(400);
    expect(decode(ghost.text)).toContain('A valid city is required');
    expect(await storedCount(ownerUuid)).toBe(before);

    const bought = await send(owner, { ...place, forecast_month: '1', forecast_year: String(latestYear) }).expect(303);
    expect(bought.headers.location).toMatch(/^\/checkout\?upc=big-picture-forecast-redux&deal=/);
    expect(await stored(dealOf(bought.headers.location as string))).toMatchObject({ forecast_date: `${latestYear}-01-01`, current_city_id: LONDON, city_id: LONDON });
    // A visitor: asked to log in, the month kept.
    const visitor = decode((await send(request.agent(site.app), { ...place, forecast_month: '3', forecast_year: String(latestYear) }).expect(401)).text);
    expect(visitor).toContain('Please log in or sign up to get your report. What you typed is kept.');
    expect(visitor).toContain('value="Ana"');
  });

  it('garbage in the forecast fields is a 4xx, never a 500', async () => {
    const { agent } = await signedUpMember(site);
    const garbage: unknown[] = [null, 0, 12, -1, 1e308, true, false, [], ['2026-01-01'], {}, { city: [], country: 1 }, 'x'.repeat(5000), '\u0000', '2026-02-30', '9999-99-01'];
    for (const code of ['big-picture-forecast-redux', 'yearly-forecast-redux', 'numerology-forecast-redux']) {
      for (const field of ['forecast_date', 'forecast_duration', 'person_1_location', 'person_2_name', 'person_2_birth_location']) {
        for (const value of garbage) {
          const res = await submit(agent, code, { ...ANA, ...LIVES_IN_NEW_YORK, forecast_date: thisMonth(), [field]: value });
          if (res.status >= 500) throw new Error(`${code} ${field}=${JSON.stringify(value).slice(0, 40)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    for (const value of ['', '-1', '1e9', 'NaN', '0x0c', 'x'.repeat(3000)]) {
      for (const field of ['forecast_month', 'forecast_year', 'current_location']) {
        const res = await agent.post(BIG_PICTURE).set('Origin', ORIGIN).type('form').send({ ...ANA_FORM, intent: 'buy', forecast_month: '1', forecast_year: String(latestYear), 'current_location[city]': 'London', 'current_location[country]': 'United Kingdom', [field]: value });
        expect(res.status).toBeLessThan(500);
      }
    }
  });
});
