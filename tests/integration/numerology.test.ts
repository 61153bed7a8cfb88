import request from 'supertest';
import { truncateText } from '../../server/features/numerology/daily-number';
import { addDays, horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { personalDay, universalDay } from '../../shared/numerology/numerology';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const TODAY = horoscopeToday();
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The text of the element with this id, up to the next section. */
const section = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)));

describe.each(PAGE_ENGINES)('numerology on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('explains the numbers and the reductions, and links the twelve numbers’ pages', async () => {
    const html = decode((await request(site.app).get('/numerology').expect(200)).text);
    expect(html).toContain('<title>Numerology Calculator: Life Path, Expression and Soul Urge Numbers | Starlit</title>');
    for (const kind of ['Life path', 'Expression (destiny)', 'Soul urge (heart’s desire)', 'Birthday number', 'Personal year']) expect(html).toContain(`<dt>${kind}</dt>`);
    expect(html).toContain('Keep the master numbers');
    expect(html).toContain('November 29, 1990: month 11, day 29 gives 11, year 1990 gives 1; 11 + 11 + 1 = 23, then 5.');
    expect(html).toContain('Y counts as a consonant');
    // The page's own links (the menu features a number too).
    const main = html.slice(html.indexOf('<main'));
    const numbers = [...main.matchAll(/href="\/numerology\/numbers\/(\d+)"/g)].map((match) => Number(match[1]));
    expect([...new Set(numbers)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    // The plain GET form works without JavaScript.
    expect(html).toContain('<form class="numerology-form" action="/numerology#calculator" method="get">');
    expect(html).toContain('<label for="numerology-birth-date">Birth date</label>');
    expect(html).toMatch(/<input id="numerology-birth-date" type="date"[^>]* required=""[^>]* name="birth_date"/);
    expect(html).not.toContain('id="results"');
  });

  it('calculates from a birth date and a name, each result linked to its text', async () => {
    const html = decode((await request(site.app).get('/numerology').query({ birth_date: '1990-11-29', name: 'Ana López' }).expect(200)).text);
    expect(html).toContain('<h2 id="calculator-title">Your numbers</h2>');
    for (const [part, number] of [['life-path', 5], ['expression', 9], ['soul-urge', 4], ['birthday', 11], ['personal-year', 5]] as const) {
      expect(html).toContain(`href="/numerology/numbers/${number}#${part}"`);
    }
    expect(html).toContain('Month 11, day 29 → 11, year 1990 → 19 → 10 → 1; 11 + 11 + 1 = 23 → 5');
    expect(html).toContain('ANA 7 · LOPEZ 29 → 11; 7 + 11 = 18 → 9');
    expect(html).toContain(`Personal year ${TODAY.slice(0, 4)}`);
    // What was typed stays in the fields.
    expect(html).toContain('value="1990-11-29"');
    expect(html).toContain('value="Ana López"');
  });

  it('answers bad input with a message under the field, never a server error', async () => {
    const impossible = decode((await request(site.app).get('/numerology').query({ birth_date: '2001-02-29', name: '1234' }).expect(200)).text);
    expect(impossible).toContain('<p class="field-error" id="numerology-birth-date-error" role="alert">There is no such date. Please check the day and the month.</p>');
    expect(impossible).toContain('<p class="field-error" id="numerology-name-error" role="alert">Please write the name in letters');
    expect(impossible).toMatch(/aria-invalid="true" aria-describedby="numerology-birth-date-error numerology-birth-date-hint"/);
    expect(impossible).not.toContain('Your numbers</h2>');
    const empty = decode((await request(site.app).get('/numerology?birth_date=&name=').expect(200)).text);
    expect(empty).toContain('Please enter your birth date.');
    const long = decode((await request(site.app).get('/numerology').query({ birth_date: '9'.repeat(3000), name: 'x'.repeat(3000) }).expect(200)).text);
    expect(long).toContain('Please enter the birth date as YYYY-MM-DD or MM/DD/YYYY.');
    expect(long).toContain('Please enter a name 100 characters or less.');
    expect(long).not.toContain('x'.repeat(101));
    // A field sent twice is not a form this page makes: the 400 page.
    await request(site.app).get('/numerology?name=a&name=b').expect(400);
    await request(site.app).get('/numerology?birth_date[x]=1').expect(400);
  });

  it('has a page per number with each of its parts at its own anchor, and no page for other numbers', async () => {
    const html = decode((await request(site.app).get('/numerology/numbers/11').expect(200)).text);
    expect(html).toContain('<title>Numerology Number 11: The Visionary | Starlit</title>');
    for (const part of ['life-path', 'expression', 'soul-urge', 'birthday', 'personal-year', 'day', 'personal-day']) expect(html).toContain(`<section id="${part}"`);
    expect(html).toContain('Its digits add up to 2, but 11 is kept as it is.');
    expect(html).toContain('the 11th and 29th of any month');
    expect(html).toContain('href="/numerology/numbers/2"');
    expect(html).toContain('intuition, inspiration, illumination');
    for (const bad of ['0', '10', '12', '44', '011', 'eleven', '5.0']) await request(site.app).get(`/numerology/numbers/${bad}`).expect(404);
    await request(site.app).get('/numerology/numbers/33').expect(200);
  });

  it('gives the number of the day for the daily pages’ dates, with a personal number from a birth date', async () => {
    const { body } = await request(site.app).get(`/api/daily-number?today=${TODAY}&birth_date=1990-11-29`).expect(200);
    expect(body).toMatchObject({ number: universalDay(TODAY), personal_number: personalDay('1990-11-29', TODAY), date: TODAY });
    expect(body.url).toBe(`/numerology/numbers/${body.number}#day`);
    expect(body.content.length).toBeGreaterThan(325);
    expect(typeof body.title).toBe('string');
    const plain = (await request(site.app).get('/api/daily-number').expect(200)).body;
    expect(plain).toMatchObject({ number: universalDay(TODAY), personal_number: null, date: TODAY });
    await request(site.app).get(`/api/daily-number?today=${addDays(TODAY, 2)}`).expect(200);
    await request(site.app).get(`/api/daily-number?today=${addDays(TODAY, -90)}`).expect(200);
    await request(site.app).get(`/api/daily-number?today=${addDays(TODAY, 3)}`).expect(404);
    await request(site.app).get(`/api/daily-number?today=${addDays(TODAY, -91)}`).expect(404);
    expect((await request(site.app).get('/api/daily-number?today=2026-02-30').expect(400)).body.error.fields.today).toEqual(['today must be a real calendar date (YYYY-MM-DD).']);
    expect((await request(site.app).get('/api/daily-number?today=tomorrow').expect(400)).body.error.fields.today).toEqual(['today is a date: YYYY-MM-DD.']);
    expect((await request(site.app).get('/api/daily-number?birth_date=29/11/1990').expect(400)).body.error.fields.birth_date).toBeDefined();
  });

  it('hides the number of the day from a visitor apart from a sign-up prompt', async () => {
    const html = decode((await request(site.app).get('/daily-number').expect(200)).text);
    expect(html).toContain('<title>Number of the Day | Starlit</title>');
    expect(html).toContain('The number of the day is for members');
    expect(html).toContain('href="/signup"');
    expect(html).not.toContain('class="tabs"');
    expect(html).not.toContain('class="number-badge');
    expect(html).not.toContain(`/numerology/numbers/${universalDay(TODAY)}`);
    // Spec 2 §2: the numerology link carries the day.
    expect(html).toContain(`href="/numerology?today=${TODAY}"`);
    const dated = decode((await request(site.app).get(`/daily-number/${addDays(TODAY, -1)}`).expect(200)).text);
    expect(dated).toContain(`href="/numerology?today=${addDays(TODAY, -1)}"`);
    expect(dated).toContain('<meta name="robots" content="noindex"/>');
    // The dates run 90 days back and 2 ahead; anything else goes to today.
    await request(site.app).get(`/daily-number/${addDays(TODAY, 2)}`).expect(200);
    await request(site.app).get(`/daily-number/${addDays(TODAY, -90)}`).expect(200);
    await request(site.app).get(`/daily-number/${addDays(TODAY, 3)}`).expect(303).expect('Location', '/daily-number');
    await request(site.app).get(`/daily-number/${addDays(TODAY, -91)}`).expect(303).expect('Location', '/daily-number');
    await request(site.app).get('/daily-number/2026-02-30').expect(303).expect('Location', '/daily-number');
    await request(site.app).get(`/daily-number?date=${addDays(TODAY, -1)}`).expect(303).expect('Location', `/daily-number/${addDays(TODAY, -1)}`);
    await request(site.app).get('/vip/daily-number').expect(303).expect('Location', '/daily-number');
    // The landing takes the day from the link: the personal year is that day's year, and the way back is to that day.
    const landing = decode((await request(site.app).get(`/numerology?today=${addDays(TODAY, -1)}`).expect(200)).text);
    expect(landing).toContain(`<input type="hidden" name="today" value="${addDays(TODAY, -1)}"/>`);
    expect(landing).toContain(`href="/daily-number/${addDays(TODAY, -1)}">Back to the Number of the Day</a>`);
    const stale = decode((await request(site.app).get('/numerology?today=1999-01-01').expect(200)).text);
    expect(stale).not.toContain('name="today"');
  });

  it('gives a member date navigation, everyone’s number cut to 325 characters with Read More, and their personal day', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const birthDate = (await site.tables.selectFrom('members').select('birth_date').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).birth_date as string;
    const yesterday = addDays(TODAY, -1);
    const html = decode((await agent.get(`/daily-number/${yesterday}`).expect(200)).text);
    expect(html).toContain('class="tabs"');
    for (const tab of ['Yesterday', 'Today', 'Tomorrow']) expect(html).toContain(`>${tab}</a>`);
    expect(html).toContain(`aria-current="page">Yesterday</a>`);
    expect(html).toContain('Choose a day');

    const number = universalDay(yesterday);
    const everyone = section(html, 'everyone');
    expect(everyone).toContain(`href="/numerology/numbers/${number}">${number}, `);
    expect(everyone).toContain(`href="/numerology/numbers/${number}#day">Read More<span class="visually-hidden"> about ${number} as the number of the day</span></a>`);
    const { body } = await request(site.app).get(`/api/daily-number?today=${yesterday}`).expect(200);
    expect(everyone).toContain(decode(truncateText(body.content).text.replace(/&/g, '&amp;')));
    expect(everyone).not.toContain(body.content);
    // Read More leads to the whole text.
    const numberPage = decode((await request(site.app).get(`/numerology/numbers/${number}`).expect(200)).text);
    expect(section(numberPage, 'day')).toContain(body.content);

    const own = personalDay(birthDate, yesterday);
    const you = section(html, 'you');
    expect(you).toContain('Your personal day');
    expect(you).toContain(`href="/numerology/numbers/${own}#personal-day">${own}, `);
    expect(you).toContain(`href="/numerology?today=${yesterday}#calculator"`);
    expect(html).toContain(`href="/numerology?today=${yesterday}"`);
    expect(html.indexOf('id="everyone"')).toBeLessThan(html.indexOf('id="you"'));

    // The landing shows a member their own numbers from their birth date.
    const landing = decode((await agent.get('/numerology').expect(200)).text);
    expect(landing).toContain('From your birth date in your settings');
    expect(landing).toContain(`value="${birthDate}"`);

    // VIP members are sent to the VIP page, where their own number comes first.
    await agent.get('/vip/daily-number').expect(303).expect('Location', '/daily-number');
    await site.tables.updateTable('members').set({ vip_until: Date.now() + 86_400_000 }).where('member_uuid', '=', memberUuid).execute();
    await agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    await agent.get(`/daily-number/${TODAY}`).expect(303).expect('Location', `/vip/daily-number/${TODAY}`);
    await agent.get('/daily-number').expect(303).expect('Location', '/vip/daily-number');
    const vip = decode((await agent.get('/vip/daily-number').expect(200)).text);
    expect(vip).toContain('Your VIP Number of the Day');
    expect(vip.indexOf('id="you"')).toBeLessThan(vip.indexOf('id="everyone"'));
    expect(vip).toContain('<meta name="robots" content="noindex"/>');
    expect(vip).toContain(`href="/numerology/numbers/${personalDay(birthDate, TODAY)}#personal-day"`);
  });
});
