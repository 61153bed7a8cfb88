import request from 'supertest';
import { formatDegree } from '../../shared/reports/natal';
import { ANA_FORM, LONDON } from '../support/birth-details';
import { ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const PAGE = '/readings-reports/astrology-reports/your-birth-chart';
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const chartUrl = (query: Record<string, string | number>) => `${PAGE}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

const FORM = { intent: 'chart', ...ANA_FORM };

/** The free birth chart (issue #25): the plain form, the chart's address, the sky API's positions, unclear and unknown times. */
describe.each(PAGE_ENGINES)('the free birth chart on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, {}, { locations: true });
  });
  afterAll(() => site.close());

  it('shows the form of spec 3 §5, indexable, with the year list from this year to 1900', async () => {
    const html = decode((await request(site.app).get(PAGE).expect(200)).text);
    for (const name of ['birth_name', 'gender', 'birth_date_month', 'birth_date_day', 'birth_date_year', 'birth_time_hour', 'birth_time_minute', 'birth_time_ampm', 'birth_time_unknown', 'birth_location[city]']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('I don’t know my birth time');
    expect(html).toContain('GET YOUR CHART');
    expect(html).toContain('Already have an account? <a href="#login">Log In Now</a>');
    expect(html).toContain(`<option value="${new Date().getUTCFullYear()}">`);
    expect(html).toContain('<option value="1900">1900</option>');
    expect(html).not.toContain('noindex');
  });

  it('a plain post of the form goes to the chart’s own address; the place typed is looked up', async () => {
    const posted = await request(site.app).post(PAGE).set('Origin', ORIGIN).type('form').send(FORM).expect(303);
    expect(posted.headers.location).toBe(`${PAGE}?name=Ana&gender=female&date=1990-04-15&time=14%3A30&city_id=${LONDON}#your-birth-chart`);
  });

  it('a member’s chart is kept as their free birth chart, at /report/{slug} and as result/your-birth-chart', async () => {
    const { agent } = await signedUpMember(site);
    await agent.get('/api/product/result/your-birth-chart').expect(404);
    const posted = await agent.post(PAGE).set('Origin', ORIGIN).type('form').send(FORM).expect(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/report\/[A-Za-z0-9_-]{22}#your-birth-chart$/);
    const html = decode((await agent.get(location.split('#')[0]!).expect(200)).text);
    expect(html).toContain('Free Birth Chart: Ana');
    const { report } = (await agent.get('/api/product/result/your-birth-chart').expect(200)).body;
    expect(report).toMatchObject({ product_code: 'free-birth-chart-redux', url: location.split('#')[0], inputs: { birth_time: '14:30', city_id: LONDON } });
  });

  it('a member whose profile has a birth city lands on their own chart, with the form for another below', async () => {
    const { agent } = await signedUpMember(site, { first_name: 'Vega', birth_date: '1990-04-15', birth_time: '14:30', birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON } });
    const html = decode((await agent.get(PAGE).expect(200)).text);
    expect(html).toContain('Vega’s Birth Chart');
    expect(html).toContain('Cast for 1990-04-15 13:30 UTC (local clocks at UTC+01:00)');
    expect(html).toContain('id="another-chart"');
    expect(html).toContain('name="birth_name"');
    expect(html).toContain('View Your Birth Reports Here');
    // Nothing was stored by looking.
    await agent.get('/api/product/result/your-birth-chart').expect(404);
    // Without a birth city the member gets the form.
    const plain = (await signedUpMember(site)).agent;
    expect(decode((await plain.get(PAGE).expect(200)).text)).toContain('GET YOUR CHART');
  });

  it('a post with missing fields answers 400 with the spec’s messages, and a place that is not one says so', async () => {
    const empty = decode((await request(site.app).post(PAGE).set('Origin', ORIGIN).type('form').send({ intent: 'chart', birth_name: 'Ana' }).expect(400)).text);
    expect(empty).toContain('Please check required fields above');
    expect(empty).toContain('<p class="field-error" id="bc-birth_date_month-error" role="alert">This field is required</p>');
    // What was typed stays in the form.
    expect(empty).toContain('value="Ana"');
    const nowhere = decode((await request(site.app).post(PAGE).set('Origin', ORIGIN).type('form').send({ ...FORM, 'birth_location[city]': 'Nowhereville Qq' }).expect(400)).text);
    expect(nowhere).toContain('A valid city is required');
  });

  it('draws the chart with the sky API’s positions, the instant and offset used, the big three and the sample chapter', async () => {
    const html = decode((await request(site.app).get(chartUrl({ name: 'Ana', date: '1990-04-15', time: '14:30', city_id: LONDON })).expect(200)).text);
    const sky = (await request(site.app).get(`/api/sky/chart?date=1990-04-15&time=14:30&city_id=${LONDON}`).expect(200)).body as { utc: string; bodies: { id: string; degree: number }[] };
    expect(html).toContain('Cast for 1990-04-15 13:30 UTC (local clocks at UTC+01:00)');
    expect(sky.utc).toBe('1990-04-15T13:30:00.000Z');
    for (const body of sky.bodies.filter((each) => each.id !== 'mean-node')) {
      const row = new RegExp(`<tr id="planet-${body.id === 'true-node' ? 'north-node' : body.id}">([\\s\\S]*?)</tr>`).exec(html)![1]!;
      expect(row).toContain(formatDegree(body.degree));
    }
    expect(html).toContain('<span class="big-three-label">Rising</span><span class="big-three-sign">Leo</span>');
    expect(html).toMatch(/<svg class="chart-wheel"[^>]*role="group"/);
    expect(html).toContain('aria-label="Sun in Aries 25°19′, house 9"');
    for (const anchor of ['your-birth-chart', 'your-report', 'glossary', 'glossary-planets', 'glossary-elements', 'glossary-houses-meaning', 'glossary-aspects', 'planetary-positions', 'aspects', 'house-positions']) expect(html).toContain(`id="${anchor}"`);
    expect(html).toContain('About Your Sample Chapter');
    expect(html).toContain('Your Sun in Aries');
    expect(html).toContain('Houses: Placidus.');
    // Spec 3 §2's footer order: the birth chart, the report, the glossary, its four parts, and round again.
    const nexts = [...html.matchAll(/<a class="report-next" href="#([a-z-]+)"/g)].map((match) => match[1]);
    expect(nexts).toEqual(['your-report', 'glossary', 'glossary-elements', 'glossary-houses-meaning', 'glossary-aspects', 'your-birth-chart']);
    // On paper: the report's name, the site and the year.
    expect(html).toContain(`<footer class="print-footer"><span>Your Free Birth Chart: Ana</span><span>Starlit</span><span>© ${new Date().getUTCFullYear()} Starlit</span></footer>`);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('redraws in another house system, and says when Placidus falls back to Porphyry near the pole', async () => {
    const whole = decode((await request(site.app).get(chartUrl({ name: 'Ana', date: '1990-04-15', time: '14:30', city_id: LONDON, houses: 'whole-sign' })).expect(200)).text);
    expect(whole).toContain('Houses: Whole Sign.');
    const tromso = (await request(site.app).get('/api/location/cities?prefix=Troms%C3%B8&limit=1').expect(200)).body as { city_id: number }[];
    const polar = decode((await request(site.app).get(chartUrl({ name: 'Ole', date: '1990-12-21', time: '12:00', city_id: tromso[0]!.city_id })).expect(200)).text);
    expect(polar).toContain('uses Porphyry houses instead');
  });

  it('without a birth time: cast for noon, no houses or Rising, and it says so', async () => {
    const html = decode((await request(site.app).get(chartUrl({ name: 'Ana', date: '1990-04-03', time: 'unknown', city_id: LONDON })).expect(200)).text);
    expect(html).toContain('time unknown in London');
    expect(html).toContain('Cast for 1990-04-03 11:00 UTC (local clocks at UTC+01:00, noon)');
    expect(html).not.toContain('id="house-positions"');
    expect(html).toContain('Needs a birth time');
    expect(html).toContain('Cancer or Leo');
  });

  it('asks which instant was meant when the clocks showed the time twice or skipped it, and draws the one chosen', async () => {
    // London, 28 October 1990: 01:00-01:59 happened twice; 25 March 1990: 01:00-01:59 never did.
    const twice = decode((await request(site.app).get(chartUrl({ name: 'Ana', date: '1990-10-28', time: '01:30', city_id: LONDON })).expect(200)).text);
    expect(twice).toContain('Which moment was it?');
    const choices = [...twice.matchAll(/<a href="([^"]*utc=[^"]*)">/g)].map((match) => match[1]!);
    expect(choices).toHaveLength(2);
    const second = decode((await request(site.app).get(choices[1]!.split('#')[0]!).expect(200)).text);
    expect(second).toContain('Cast for 1990-10-28 01:30 UTC (local clocks at UTC+00:00)');
    const skipped = decode((await request(site.app).get(chartUrl({ name: 'Ana', date: '1990-03-25', time: '01:30', city_id: LONDON })).expect(200)).text);
    expect(skipped).toContain('never happened there');
  });

  it('a chart address with bad details is a 400 page, never a 500', async () => {
    for (const query of [
      { name: 'Ana', date: '1990-02-30', time: '14:30', city_id: LONDON },
      { name: 'Ana', date: '1990-02-03', time: '2pm', city_id: LONDON },
      { name: 'Ana', date: '1990-02-03', time: '14:30', city_id: 'london' },
      { name: 'Ana', date: '1990-02-03', time: '14:30', city_id: 2147483646 },
      { name: 'Ana', date: '2999-02-03', time: '14:30', city_id: LONDON },
      { date: '1990-02-03', time: '14:30', city_id: LONDON },
    ]) {
      await request(site.app).get(chartUrl(query as Record<string, string | number>)).expect(400);
    }
  });
});
