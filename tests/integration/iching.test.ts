import request from 'supertest';
import { hexagramOfTheDay } from '../../server/features/iching/daily-hexagram';
import { addDays, horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const TODAY = horoscopeToday();
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&amp;/g, '&');

describe.each(PAGE_ENGINES)('the I Ching on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('lists the 64 hexagrams in the King Wen order, each linked to its page', async () => {
    const html = decode((await request(site.app).get('/i-ching').expect(200)).text);
    const links = [...html.matchAll(/href="(\/i-ching\/hexagrams\/[a-z-]+)"/g)].map((match) => match[1]);
    expect(new Set(links).size).toBe(64);
    expect(links[0]).toBe('/i-ching/hexagrams/the-creative');
    expect(html.indexOf('/i-ching/hexagrams/peace')).toBeLessThan(html.indexOf('/i-ching/hexagrams/standstill'));
    expect(html).toContain('"@type":"CollectionPage"');
  });

  it('shows a hexagram drawn, with its trigrams, judgement, image, six lines and where each line leads', async () => {
    const html = decode((await request(site.app).get('/i-ching/hexagrams/peace').expect(200)).text);
    expect(html).toContain('<title>I Ching Hexagram 11: Peace (Tài) | Starlit</title>');
    expect(html).toContain('viewBox="0 0 267 401"');
    expect(html).toContain('aria-label="Hexagram 11, Peace: Earth above Heaven"');
    // Heaven below: three solid lines, then Earth: three broken ones (two bars each).
    expect([...html.matchAll(/data-line="\d" data-yang="(true|false)"/g)].map((match) => match[1])).toEqual(['true', 'true', 'true', 'false', 'false', 'false']);
    for (const heading of ['The judgement', 'The image', 'The trigrams', 'The lines', 'The bottom line', 'The top line']) expect(html).toContain(`>${heading}<`);
    // The bottom line of Peace, changing, gives 46 (Pushing Upward); all changed, 12 (Standstill).
    expect(html).toContain('href="/i-ching/hexagrams/pushing-upward">46, Pushing Upward</a>');
    expect(html).toContain('Every line changed: <a href="/i-ching/hexagrams/standstill">');
    expect(html).toContain('<script type="application/ld+json">');
    await request(site.app).get('/i-ching/hexagrams/no-such-hexagram').expect(404);
  });

  it('answers a hexagram by number for other sites, and refuses numbers that are not one', async () => {
    const { body } = await request(site.app).get('/api/i-ching/hexagrams/63').expect(200);
    expect(body).toEqual({ number: 63, name: 'After Completion', slug: 'after-completion', lines: [1, 0, 1, 0, 1, 0], upper: 'Water', lower: 'Fire', url: '/i-ching/hexagrams/after-completion' });
    for (const bad of ['0', '65', 'abc', '1.5', '-3']) {
      const refused = await request(site.app).get(`/api/i-ching/hexagrams/${bad}`).expect(400);
      expect(refused.body.error.fields.number).toEqual(['number is a hexagram number, 1 to 64.']);
    }
  });

  it('gives the hexagram of the day, everyone’s and (with a birth date) the reader’s, within the daily pages’ dates', async () => {
    const { body } = await request(site.app).get(`/api/of-the-day/hexagram?date=${TODAY}&birthdate=1990-04-15`).expect(200);
    expect(body.data.everyone).toMatchObject({ id: hexagramOfTheDay(TODAY), date: TODAY });
    expect(body.data.you).toMatchObject({ id: hexagramOfTheDay(TODAY, '1990-04-15') });
    expect(body.data.everyone.main_text.length).toBeGreaterThan(200);
    expect((await request(site.app).get('/api/of-the-day/hexagram').expect(200)).body.data.you).toBeNull();
    await request(site.app).get(`/api/of-the-day/hexagram?date=${addDays(TODAY, 3)}`).expect(404);
    expect((await request(site.app).get('/api/of-the-day/hexagram?date=2026-02-30').expect(400)).body.error.fields.date).toBeDefined();
    expect((await request(site.app).get('/api/of-the-day/hexagram?birthdate=yesterday').expect(400)).body.error.fields.birthdate).toBeDefined();
  });

  it('casts six lines by the three coins, with the hexagrams they make, never cached', async () => {
    const cast = await request(site.app).post('/api/i-ching/cast').set('Origin', ORIGIN).expect(200);
    expect(cast.headers['cache-control']).toBe('no-store');
    expect(cast.body.lines).toHaveLength(6);
    for (const line of cast.body.lines) expect([6, 7, 8, 9]).toContain(line);
    expect(cast.body.changing).toEqual(cast.body.lines.flatMap((line: number, index: number) => (line === 6 || line === 9 ? [index + 1] : [])));
    expect(cast.body.primary.lines).toEqual(cast.body.lines.map((line: number) => line % 2));
    expect(cast.body.relating === null).toBe(cast.body.changing.length === 0);
  });

  it('shows the hexagram of the day within 90 days back and 2 ahead, and a member’s own from their birth date', async () => {
    const everyone = hexagramOfTheDay(TODAY);
    const html = decode((await request(site.app).get('/daily-hexagram').expect(200)).text);
    expect(html).toContain('<title>Hexagram of the Day | Starlit</title>');
    expect(html).toContain('id="everyone"');
    expect(html).toContain('Your own hexagram');
    expect(html).not.toContain('class="daily-views"');
    expect(html).toMatch(new RegExp(`>${everyone}\\. `));
    await request(site.app).get(`/daily-hexagram/${addDays(TODAY, 2)}`).expect(200);
    await request(site.app).get(`/daily-hexagram/${addDays(TODAY, -90)}`).expect(200);
    await request(site.app).get(`/daily-hexagram/${addDays(TODAY, 3)}`).expect(303).expect('Location', '/daily-hexagram');
    await request(site.app).get(`/daily-hexagram/${addDays(TODAY, -91)}`).expect(303).expect('Location', '/daily-hexagram');
    await request(site.app).get('/daily-hexagram/not-a-date').expect(303).expect('Location', '/daily-hexagram');

    const { agent, memberUuid } = await signedUpMember(site);
    const birthDate = (await site.tables.selectFrom('members').select('birth_date').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).birth_date as string;
    const mine = decode((await agent.get('/daily-hexagram').expect(200)).text);
    expect(mine).toContain('Your hexagram');
    // A member switches between everyone's view and their own (spec 2 §2).
    expect(mine).toContain('<nav class="daily-views" aria-label="Whose reading"><a href="#everyone">Everyone’s</a><a href="#you">Yours</a></nav>');
    expect(mine).toMatch(new RegExp(`id="you"[\\s\\S]*>${hexagramOfTheDay(TODAY, birthDate)}\\. `));
    await agent.get('/vip/daily-hexagram').expect(303).expect('Location', '/daily-hexagram');
    await site.tables.updateTable('members').set({ vip_until: Date.now() + 86_400_000 }).where('member_uuid', '=', memberUuid).execute();
    await agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    await agent.get(`/daily-hexagram/${TODAY}`).expect(303).expect('Location', `/vip/daily-hexagram/${TODAY}`);
    const vip = (await agent.get('/vip/daily-hexagram').expect(200)).text;
    expect(vip.indexOf('id="you"')).toBeLessThan(vip.indexOf('id="everyone"'));
    expect(vip).toContain('<meta name="robots" content="noindex"/>');
    // Spec 2 §4: it opens on the member's own view (the stylesheet hides everyone's until #everyone).
    expect(vip).toContain('<div class="daily-views-vip"><section id="you"');
  });
});

describe.each(ENGINES)('the free I Ching reading on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('casts all six lines without JavaScript and sends the visitor to the reading of that cast', async () => {
    const page = (await request(site.app).get('/readings-reports/i-ching/free').expect(200)).text;
    expect(page).toContain('data-island="iching-cast"');
    expect(page).toContain('name="question"');
    expect(page).toContain('"@type":"WebPage"');
    const cast = await request(site.app).post('/readings-reports/i-ching/free').set('Origin', ORIGIN).type('form').send({ intent: 'cast', question: 'How do I start?' }).expect(303);
    const location = cast.headers.location as string;
    expect(location).toMatch(/^\/readings-reports\/i-ching\/cast\/[6-9]{6}\?q=How%20do%20I%20start%3F$/);
    const reading = decode((await request(site.app).get(location).expect(200)).text);
    expect(reading).toContain('“How do I start?”');
    expect(reading).toContain('Your hexagram');
    expect(reading.match(/class="iching-throw( iching-throw-changing)?"/g)).toHaveLength(6);
    expect(reading).toContain('<meta name="robots" content="noindex"/>');
    const tooLong = await request(site.app).post('/readings-reports/i-ching/free').set('Origin', ORIGIN).type('form').send({ intent: 'cast', question: 'x'.repeat(201) }).expect(400);
    expect(tooLong.text).toContain('Please keep your question to 200 characters.');
  });

  it('reads a cast: the changing lines’ texts and the hexagram they lead to', async () => {
    // 9 at the bottom of Peace's lines (7 7 7 8 8 8 with the first changing): Peace, changing to Pushing Upward.
    const html = decode((await request(site.app).get('/readings-reports/i-ching/cast/977888').expect(200)).text);
    expect(html).toContain('href="/i-ching/hexagrams/peace">11. Peace</a>');
    expect(html).toContain('The changing line');
    expect(html).toContain('The bottom line. ');
    expect(html).toContain('Where it is heading');
    expect(html).toContain('href="/i-ching/hexagrams/pushing-upward">46. Pushing Upward</a>');
    expect(decode((await request(site.app).get('/readings-reports/i-ching/cast/777888').expect(200)).text)).toContain('No line changes');
    for (const bad of ['12345', '7778888', '77788a', '555555']) await request(site.app).get(`/readings-reports/i-ching/cast/${bad}`).expect(404);
    expect((await request(site.app).get('/readings-reports/i-ching/cast/777888').expect(200)).text).toContain('Sign up free</a> or <a href="/login">log in</a> to keep your readings');
  });

  it('saves a member’s cast to Your Readings once, however often it is sent', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const path = '/readings-reports/i-ching/cast/697888?q=Which%20way%3F';
    expect((await agent.get(path).expect(200)).text).toContain('Save to Your Readings');
    const saves = await Promise.all(Array.from({ length: 20 }, () => agent.post(path).set('Origin', ORIGIN).type('form').send({ intent: 'save', lines: '697888', question: 'Which way?' })));
    for (const saved of saves) expect(saved.status).toBe(200);
    expect(saves[0]!.text).toContain('Your Readings</a>');
    const entries = await site.tables.selectFrom('member_journal').selectAll().where('member_uuid', '=', memberUuid).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'reading', url: '/readings-reports/i-ching/cast/697888?q=Which%20way%3F' });
    expect(entries[0]!.title).toMatch(/^I Ching: “Which way\?”: \d+\. /);
    expect(decode((await agent.get('/member/journal').expect(200)).text)).toContain('I Ching: “Which way?”');
    // A visitor cannot save, and a forged cast is refused with a message, not a 500.
    const refused = await agent.post(path).set('Origin', ORIGIN).type('form').send({ intent: 'save', lines: '12', question: '' }).expect(400);
    expect(refused.text).toContain('That is not a cast of six lines.');
    await request(site.app).post(path).set('Origin', ORIGIN).type('form').send({ intent: 'save', lines: '697888', question: '' }).expect((response) => expect([303, 401, 403]).toContain(response.status));
  });
});
