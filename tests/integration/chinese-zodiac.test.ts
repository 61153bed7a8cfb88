import request from 'supertest';
import { CHINESE_SIGNS, chineseYear } from '../../shared/chinese-zodiac/chinese-zodiac';
import { horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const CALCULATOR = '/astrology/chinese-zodiac';
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The messages under the selects, by the select they describe. */
const fieldErrors = (html: string) => Object.fromEntries([...html.matchAll(/<p class="field-error" id="chinese-zodiac-(\w+)-error" role="alert">([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]));
/** The option each select has chosen. */
const chosen = (html: string, name: string) => new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0].match(/<option value="([^"]*)" selected="">/)?.[1] ?? '';

describe.each(PAGE_ENGINES)('the Chinese zodiac calculator on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('shows the calculator: month, day and year selects, each labelled, 102 years from this one back, and "Find Out Now"', async () => {
    const html = decode((await request(site.app).get(CALCULATOR).expect(200)).text);
    expect(html).toContain('<title>Chinese Zodiac Calculator: What Is My Chinese Sign? | Starlit</title>');
    expect(html).toMatch(/<form class="cz-form"[^>]* action="\/astrology\/chinese-zodiac" method="get">/);
    for (const field of ['month', 'day', 'year']) {
      expect(html).toContain(`<label for="chinese-zodiac-${field}">`);
      expect(html).toMatch(new RegExp(`<select id="chinese-zodiac-${field}" name="${field}" required=""`));
    }
    const thisYear = Number(horoscopeToday().slice(0, 4));
    const years = [...html.matchAll(/<option value="(\d{4})">\1<\/option>/g)].map((match) => Number(match[1]));
    expect([years.length, years[0], years.at(-1)]).toEqual([102, thisYear, thisYear - 101]);
    expect(html).toMatch(/<button type="submit" class="button button-primary">Find Out Now<\/button>/);
    expect(html).toContain('data-island="chinese-zodiac-form"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain(`<link rel="canonical" href="${site.config.SITE_URL}${CALCULATOR}"/>`);
    // The twelve signs, each linked.
    for (const sign of CHINESE_SIGNS) expect(html).toContain(`href="${CALCULATOR}/${sign}"`);
  });

  it('sends a date on to its sign (303), counting the year from Chinese New Year', async () => {
    await request(site.app).get(`${CALCULATOR}?month=2&day=19&year=1985`).expect(303).expect('Location', `${CALCULATOR}/rat?year=1984`);
    await request(site.app).get(`${CALCULATOR}?month=2&day=20&year=1985`).expect(303).expect('Location', `${CALCULATOR}/ox?year=1985`);
    await request(site.app).get(`${CALCULATOR}?month=02&day=09&year=2024`).expect(303).expect('Location', `${CALCULATOR}/rabbit?year=2023`);
    await request(site.app).get(`${CALCULATOR}?month=2&day=10&year=2024`).expect(303).expect('Location', `${CALCULATOR}/dragon?year=2024`);
  });

  it('shows the form again with "This field is required" under each missing select, keeping what was chosen', async () => {
    const empty = decode((await request(site.app).get(`${CALCULATOR}?month=&day=&year=`).expect(200)).text);
    expect(fieldErrors(empty)).toEqual({ month: 'This field is required', day: 'This field is required', year: 'This field is required' });
    for (const field of ['month', 'day', 'year']) expect(empty).toMatch(new RegExp(`id="chinese-zodiac-${field}"[^>]*aria-invalid="true" aria-describedby="chinese-zodiac-${field}-error"`));

    const partly = decode((await request(site.app).get(`${CALCULATOR}?month=7&day=&year=1990`).expect(200)).text);
    expect(fieldErrors(partly)).toEqual({ day: 'This field is required' });
    expect([chosen(partly, 'month'), chosen(partly, 'day'), chosen(partly, 'year')]).toEqual(['7', '', '1990']);
    // July has 31 days: the day select offers them.
    expect(partly).toContain('<option value="31">31</option>');
  });

  it('explains an impossible date, and offers only the days the month has', async () => {
    const html = decode((await request(site.app).get(`${CALCULATOR}?month=2&day=30&year=2023`).expect(200)).text);
    expect(fieldErrors(html)).toEqual({ day: 'February 2023 has only 28 days.' });
    expect([chosen(html, 'month'), chosen(html, 'day'), chosen(html, 'year')]).toEqual(['2', '', '2023']);
    expect(html).toContain('<option value="28">28</option>');
    expect(html).not.toContain('<option value="29">29</option>');
    expect(fieldErrors(decode((await request(site.app).get(`${CALCULATOR}?month=13&day=1&year=2000`).expect(200)).text))).toEqual({ month: 'Choose a month from 1 to 12.' });
    // Not a value a form sends: the 400 page, never a 500.
    await request(site.app).get(`${CALCULATOR}?month[]=1&day=1&year=2000`).expect(400);
    await request(site.app).get(`${CALCULATOR}?month=${'1'.repeat(50)}&day=1&year=2000`).expect(400);
  });

  it('shows a sign: its writing, its years 1900-2100 with their elements, and links to the calculator and the other signs', async () => {
    const html = decode((await request(site.app).get(`${CALCULATOR}/rat`).expect(200)).text);
    expect(html).toContain('<title>The Rat: Chinese Zodiac Sign, Years and Personality | Starlit</title>');
    expect(html).toContain('<h1>The Rat in the Chinese Zodiac</h1>');
    for (const heading of ['Personality', 'Strengths', 'Challenges', 'Love and friendship', 'Work and money', 'Rat years, 1900 to 2100']) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain('First of the twelve, the Rat earned its place');
    // Its 17 years, each with its element and dates.
    const rows = [...html.matchAll(/<tr( class="cz-years-current")?><th scope="row">[\s\S]*?<\/tr>/g)].map((match) => match[0]);
    expect(rows).toHaveLength(17);
    expect(rows[0]).toMatch(/>1900<\/a><\/th><td>Metal<\/td><td>Jan 31, 1900<\/td><td>Feb 18, 1901<\/td>/);
    expect(html).toMatch(/href="\/astrology\/chinese-zodiac\/rat\?year=1984"[^>]*>1984<\/a><\/th><td>Wood<\/td><td>Feb 2, 1984<\/td><td>Feb 19, 1985<\/td>/);
    expect(html).toContain(`href="${CALCULATOR}"`);
    for (const sign of CHINESE_SIGNS.filter((each) => each !== 'rat')) expect(html).toContain(`href="${CALCULATOR}/${sign}"`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain(`<link rel="canonical" href="${site.config.SITE_URL}${CALCULATOR}/rat"/>`);
    expect(html).toMatch(/<meta name="description" content="The Rat in the Chinese zodiac/);
    // The calendar's last year runs past its end: said so.
    expect(decode((await request(site.app).get(`${CALCULATOR}/monkey`).expect(200)).text)).toContain('Dec 31, 2100*');
  });

  it('with ?year= heads the sign with that year’s element; a year of another sign goes to that sign', async () => {
    const html = decode((await request(site.app).get(`${CALCULATOR}/rat?year=1984`).expect(200)).text);
    expect(html).toContain('<h1>The Wood Rat, 1984</h1>');
    expect(html).toContain('1984: a Wood Rat year');
    expect(html).toContain('The Chinese year 1984, from Feb 2, 1984 to Feb 19, 1985, is a year of the Rat and of yang Wood');
    expect(html).toContain('Wood adds warmth, growth and a cooperative streak');
    expect(html).toContain('Wood is the element of spring and the east');
    expect(html).toMatch(/<tr class="cz-years-current"><th scope="row"><span aria-current="true">1984<\/span>/);
    // The canonical address is the sign's.
    expect(html).toContain(`<link rel="canonical" href="${site.config.SITE_URL}${CALCULATOR}/rat"/>`);
    expect(decode((await request(site.app).get(`${CALCULATOR}/goat?year=2003`).expect(200)).text)).toContain('yin Water');

    await request(site.app).get(`${CALCULATOR}/rat?year=1985`).expect(303).expect('Location', `${CALCULATOR}/ox?year=1985`);
    for (const bad of ['1899', '2101', 'abc', '84', '1984.0']) await request(site.app).get(`${CALCULATOR}/rat?year=${bad}`).expect(400);
    await request(site.app).get(`${CALCULATOR}/cat`).expect(404);
    await request(site.app).get(`${CALCULATOR}/Rat`).expect(404);
  });

  it('answers GET /api/compat-meter/getchinese with the sign lowercased, its element, year and bounds', async () => {
    const rat = await request(site.app).get('/api/compat-meter/getchinese?month=2&day=19&year=1985').expect(200);
    expect(rat.body).toEqual({ data: { sign: 'rat', element: 'wood', year: 1984, starts: '1984-02-02', ends: '1985-02-19' } });
    expect(rat.headers['cache-control']).toBe('public, max-age=86400');
    expect((await request(site.app).get('/api/compat-meter/getchinese?month=2&day=20&year=1985').expect(200)).body.data).toMatchObject({ sign: 'ox', year: 1985 });
    expect((await request(site.app).get('/api/compat-meter/getchinese?month=1&day=31&year=1900').expect(200)).body.data).toMatchObject({ sign: 'rat', element: 'metal', year: 1900 });
    expect((await request(site.app).get('/api/compat-meter/getchinese?month=12&day=31&year=2100').expect(200)).body.data).toMatchObject({ sign: 'monkey', year: 2100 });
    // Every sign comes back lowercased, as the result page's address wants it.
    for (let year = 2000; year < 2012; year++) {
      const { body } = await request(site.app).get(`/api/compat-meter/getchinese?month=6&day=1&year=${year}`).expect(200);
      expect(body.data.sign).toBe(chineseYear(year, 6, 1)!.sign);
    }
  });

  it('refuses a date that is not one with a 400 naming the field, never a 500', async () => {
    const refused = async (query: string) => (await request(site.app).get(`/api/compat-meter/getchinese?${query}`).expect(400)).body.error.fields as Record<string, string[]>;
    expect(await refused('month=13&day=1&year=2000')).toEqual({ month: ['Choose a month from 1 to 12.'] });
    expect(await refused('month=1&day=40&year=2000')).toEqual({ day: ['Choose a day from 1 to 31.'] });
    expect(await refused('month=abc&day=1&year=2000')).toEqual({ month: ['Choose a month from 1 to 12.'] });
    expect(await refused('month=2&day=30&year=2023')).toEqual({ day: ['February 2023 has only 28 days.'] });
    expect(await refused('month=1&day=1&year=1899')).toEqual({ year: ['Choose a year from 1900 to 2100.'] });
    expect(await refused('month=1&day=1&year=2101')).toEqual({ year: ['Choose a year from 1900 to 2100.'] });
    expect(Object.keys(await refused('month=1&day=30&year=1900'))).toEqual(['day']);
    expect(await refused('')).toEqual({ month: ['This field is required'], day: ['This field is required'], year: ['This field is required'] });
    expect(Object.keys(await refused('month[]=1&day=1&year=2000'))).toEqual(['month']);
    expect(Object.keys(await refused('month=1&day=1&year=%00'))).toEqual(['year']);
  });
});
