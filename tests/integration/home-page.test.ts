import request from 'supertest';
import { horoscopeFor } from '../../server/features/horoscopes/horoscopes';
import { cardOfTheDay, weeklyCard } from '../../server/features/tarot/daily-card';
import { horoscopeToday, weekStart } from '../../shared/horoscopes/horoscopes';
import { ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * The home page as the day's front door (issue #23): today's horoscope for the visitor's sign (a
 * member's own, else the one this browser chose), the card of the day, a free reading, the week,
 * the Moon, and nothing it cannot keep.
 */

const TODAY = horoscopeToday();
const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, '’').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The first sentence of a sign's horoscope: what the excerpt starts with. */
const firstSentence = (slant: 'daily' | 'weekly', sign: 'leo' | 'aries' | 'scorpio') => horoscopeFor(slant, sign, TODAY).interp.split('\n')[0]!.match(/^[^.!?]+[.!?]/)![0];

describe.each(PAGE_ENGINES)('the home page on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('shows a visitor the card of the day, a free reading, the Moon and a sign chooser that works without JavaScript', async () => {
    const res = await request(site.app).get('/').expect(200);
    const html = decode(res.text);
    const { card } = cardOfTheDay(TODAY);
    expect(html).toContain(`src="/tarot/images/universal-waite/${card.rank}.svg"`);
    expect(html).toContain(card.name);
    expect(html).toContain('href="/daily-tarot-card"');
    expect(html).toContain('href="/readings-reports/tarot-readings/free"');
    // The chooser: a plain form posting to the page, a select of the twelve signs, a button per sign.
    expect(html).toContain(`<form class="home-sign-form" action="/" method="post">`);
    expect(html.match(/<option value="[a-z]+">/g)).toHaveLength(12);
    expect(html.match(/value="[a-z]+" class="home-sign-button" name="sign"/g)).toHaveLength(12);
    expect(html).toMatch(/(New|Full) Moon|Crescent|Quarter|Gibbous/);
    expect(html).toMatch(/\d{1,3}% lit/);
    // Nothing personal on it: no sign's horoscope, no member's line.
    expect(html).not.toContain('id="week-horoscope-title"');
    expect(html).not.toContain('For you');
    expect(res.headers['cache-control'] ?? '').not.toContain('private');
  });

  it('opens on the sign this browser chose (the sign cookie), with its day and week, and keeps it from shared caches', async () => {
    const res = await request(site.app).get('/').set('Cookie', 'sign=leo').expect(200);
    const html = decode(res.text);
    expect(html).toContain('Leo today');
    expect(html).toContain(firstSentence('daily', 'leo'));
    expect(html).toContain('href="/daily-horoscope/leo"');
    expect(html).toContain(firstSentence('weekly', 'leo'));
    expect(html).toContain('href="/weekly-horoscope/leo"');
    expect(html).toContain('href="/tarot/weekly-tarot-card-reading/leo"');
    expect(html).toContain(weeklyCard('leo', weekStart(TODAY)).card.name);
    expect(html).toContain('<summary>Change sign</summary>');
    // Never stored by the page cache nor by a CDN: the page is this browser's.
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A cookie that names no sign is ignored.
    const bogus = decode((await request(site.app).get('/').set('Cookie', 'sign=dragon').expect(200)).text);
    expect(bogus).toContain('Your horoscope today');
    expect(bogus).not.toContain('dragon');
  });

  it('remembers a sign chosen with the plain form, and forgets it when asked', async () => {
    const agent = request.agent(site.app);
    const chosen = await agent.post('/').set('Origin', ORIGIN).type('form').send({ intent: 'sign', sign: 'scorpio' }).expect(303);
    expect(chosen.headers.location).toBe('/#today-horoscope');
    const cookie = (chosen.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('sign='))!;
    expect(cookie).toMatch(/^sign=scorpio; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const html = decode((await agent.get('/').expect(200)).text);
    expect(html).toContain('Scorpio today');
    expect(html).toContain(firstSentence('daily', 'scorpio'));

    const forgotten = await agent.post('/').set('Origin', ORIGIN).type('form').send({ intent: 'sign', sign: 'none' }).expect(303);
    expect((forgotten.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('sign='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(decode((await agent.get('/').expect(200)).text)).toContain('Your horoscope today');

    // Not a sign: the page again, saying so, and no cookie.
    const refused = await request(site.app).post('/').set('Origin', ORIGIN).type('form').send({ intent: 'sign', sign: 'dragon' }).expect(400);
    expect(decode(refused.text)).toContain('Please choose one of the twelve signs.');
    expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^sign=/));
    // The Cookie Policy lists it.
    expect(decode((await request(site.app).get('/cookie-policy').expect(200)).text)).toContain('sign: holds the name of one zodiac sign');
    // From another site: refused.
    await request(site.app).post('/').set('Origin', 'https://elsewhere.example').type('form').send({ intent: 'sign', sign: 'leo' }).expect(403);
  });

  it('greets a member by first name, with their own sign from their birth date and their Karma Coin balance, never cached', async () => {
    const { agent, memberUuid } = await signedUpMember(site, { first_name: 'Ana', birth_date: '1990-04-12' });
    await site.tables.updateTable('members').set({ kc_balance: 1234 }).where('member_uuid', '=', memberUuid).execute();
    // Their own sign wins over a sign this browser chose before.
    const res = await agent.get('/').set('Cookie', 'sign=leo').expect(200);
    const html = decode(res.text);
    expect(html).toContain('Hello, Ana');
    expect(html).toContain('For you');
    expect(html).toContain('Your sign: Aries');
    expect(html).toContain('1,234 Karma Coins');
    expect(html).toContain('Aries today');
    expect(html).toContain(firstSentence('daily', 'aries'));
    expect(html).not.toContain('Leo today');
    expect(html).not.toContain('<select id="home-sign"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['cache-control']).not.toContain('public');
  });

  it('promises nothing that is not there: no old promises, and only sections whose pages exist', async () => {
    const html = decode((await request(site.app).get('/').expect(200)).text);
    for (const gone of ['on their way', 'being written now', 'Numerology looks for meaning', 'A birth chart is a map', 'What you will find here', 'Look up, then look within']) {
      expect(html).not.toContain(gone);
    }
    for (const shown of ['/daily-horoscope', '/tarot', '/readings-reports', '/astrology', '/readings-reports/astrology-reports/your-birth-chart', '/birthday-horoscope', '/love-and-compatibility', '/numerology']) {
      expect(html).toContain(`class="home-section-link" href="${shown}"`);
    }
  });
});
