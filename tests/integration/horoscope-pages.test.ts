import request from 'supertest';
import { addDays, horoscopeRange, horoscopeToday, HOROSCOPE_SLANTS, SLANTS, weekStart } from '../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { metaContent } from '../support/html';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const TODAY = horoscopeToday();
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe.each(PAGE_ENGINES)('horoscopes on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    // The full place list: members' birthplaces are looked up in it.
    site = await startTestSite(engine, {}, { locations: true });
  });
  afterAll(() => site.close());

  it.each(HOROSCOPE_SLANTS.map((slant) => [SLANTS[slant].base, slant] as const))('%s is the sign picker, with the zodiac dropdown and GENERAL HOROSCOPE', async (base) => {
    const html = (await request(site.app).get(base).expect(200)).text;
    expect(html).toContain('Choose a Sign');
    expect(html).toContain(`href="${base}/general"`);
    expect(html).toContain('GENERAL HOROSCOPE');
    for (const sign of ZODIAC_SIGNS) expect(html).toContain(`href="${base}/${sign.slug}"`);
    // The dropdown works without JavaScript: ?sign= goes to the sign's page.
    await request(site.app).get(`${base}?sign=leo`).expect(303).expect('Location', `${base}/leo`);
  });

  it.each(HOROSCOPE_SLANTS.map((slant) => [slant] as const))('shows today’s %s horoscope for a sign as complete HTML with its reasons', async (slant) => {
    const { base, name, period } = SLANTS[slant];
    const html = (await request(site.app).get(`${base}/virgo`).expect(200)).text;
    expect(html).toContain(`<title>Virgo ${name} | Starlit</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${base}/virgo"/>`);
    expect(metaContent(html, 'name', 'description')!.length).toBeGreaterThan(60);
    const [article] = jsonLd(html);
    expect(article).toMatchObject({ '@type': 'Article', about: 'Virgo', author: { name: 'The Starlit Astrology Desk' } });
    // The reading, its byline, the tab row with the current period marked, and "Why this reading".
    const reading = /<section id="everyone"[\s\S]*?<\/section>/.exec(html)![0];
    const paragraphs = [...reading.matchAll(/<p>([^<]+)<\/p>/g)].map((match) => match[1]!);
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    if (period === 'day') {
      const words = paragraphs.join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    }
    expect(html).toContain('href="/articles/bios/starlit-astrology-desk"');
    const labels = { day: ['Yesterday', 'Today', 'Tomorrow'], week: ['Last Week', 'This Week', 'Next Week'], month: ['Last Month', 'This Month', 'Next Month'] }[period];
    for (const label of labels) expect(html).toContain(`>${label}</a>`);
    expect(html).toMatch(new RegExp(`aria-current="page">${labels[1]}</a>`));
    expect(html).toContain('<details class="why-panel"');
    expect(html).toMatch(/<a href="\/astrology\/glossary\/[a-z-]+">/);
    expect(html).toContain('<time dateTime="');
    // The date picker's plain form, bounded by the limits of spec 2 §5, and its island.
    const range = horoscopeRange(slant, TODAY);
    expect(html).toContain(`min="${range.min}" max="${range.max}"`);
    expect(html).toContain('data-island="date-picker"');
    expect(html).toContain('Choose Another Sign');
  });

  it('moves to tomorrow, and to a date from the plain date form', async () => {
    const tomorrow = addDays(TODAY, 1);
    const html = (await request(site.app).get(`/daily-horoscope/aries/${tomorrow}`).expect(200)).text;
    expect(html).toContain(`aria-current="page">Tomorrow</a>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/daily-horoscope/aries/${tomorrow}"/>`);
    await request(site.app).get(`/daily-horoscope/aries?date=${addDays(TODAY, -5)}`).expect(303).expect('Location', `/daily-horoscope/aries/${addDays(TODAY, -5)}`);
    await request(site.app).get('/daily-horoscope/aries?date=not-a-date').expect(303).expect('Location', '/daily-horoscope/aries');
  });

  it('sends dates outside the limits, and dates that are not dates, back to the base URL (spec 2 §5)', async () => {
    await request(site.app).get(`/daily-horoscope/aries/${addDays(TODAY, -91)}`).expect(303).expect('Location', '/daily-horoscope');
    await request(site.app).get(`/daily-horoscope/aries/${addDays(TODAY, 4)}`).expect(303).expect('Location', '/daily-horoscope');
    await request(site.app).get(`/daily-horoscope/aries/${addDays(TODAY, 3)}`).expect(200);
    await request(site.app).get(`/daily-love-horoscope/aries/${addDays(TODAY, 3)}`).expect(303).expect('Location', '/daily-love-horoscope');
    await request(site.app).get('/daily-horoscope/aries/2026-02-30').expect(303).expect('Location', '/daily-horoscope');
    await request(site.app).get(`/weekly-horoscope/aries/${addDays(weekStart(TODAY), -14)}`).expect(303).expect('Location', '/weekly-horoscope');
    // A day inside a week goes to the week's Monday.
    const thursday = addDays(weekStart(TODAY), 3);
    await request(site.app).get(`/weekly-horoscope/aries/${thursday}`).expect(303).expect('Location', `/weekly-horoscope/aries/${weekStart(TODAY)}`);
    await request(site.app).get('/monthly-horoscope/aries/1990-01-01').expect(303).expect('Location', '/monthly-horoscope');
  });

  it('answers an unknown sign or a hostile address with a 404 page, never a 500', async () => {
    await request(site.app).get('/daily-horoscope/ares').expect(404);
    await request(site.app).get('/daily-horoscope/ARIES').expect(404);
    await request(site.app).get('/daily-horoscope/aries%00').expect(404);
    await request(site.app).get(`/daily-horoscope/aries/${'9'.repeat(40)}`).expect(404);
    await request(site.app).get('/daily-horoscope/aries/%00').expect(404);
    await request(site.app).get('/daily-horoscope?sign=%00').expect(400);
  });

  it('has an astrology front page, where the sign pages’ breadcrumb leads', async () => {
    const html = (await request(site.app).get('/astrology').expect(200)).text;
    for (const sign of ZODIAC_SIGNS) expect(html).toContain(`href="/astrology/${sign.slug}"`);
    for (const href of ['/daily-horoscope', '/weekly-horoscope', '/monthly-horoscope', '/birthday-horoscope', '/astrology/glossary']) expect(html).toContain(`href="${href}"`);
    expect((await request(site.app).get('/astrology/aries').expect(200)).text).toContain('href="/astrology"');
  });

  it('writes the GENERAL HOROSCOPE: the day’s sky and the start of every sign’s reading', async () => {
    const html = (await request(site.app).get('/daily-horoscope/general').expect(200)).text;
    expect(html).toContain('In the sky');
    for (const sign of ZODIAC_SIGNS) expect(html).toContain(`href="/daily-horoscope/${sign.slug}"`);
  });

  it('offers a visitor the personal reading through signing up', async () => {
    const html = (await request(site.app).get('/daily-horoscope/taurus').expect(200)).text;
    expect(html).toContain('<section id="you"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/login"');
  });

  it('gives a member with a birth date and place a "you" section from their own chart', async () => {
    const { agent } = await signedUpMember(site, { birth_location: { city: 'Springfield', state: 'IL', country: 'USA', city_id: 4250542 } });
    const res = await agent.get('/daily-horoscope/aries').expect(200);
    expect(res.headers['cache-control']).toMatch(/no-store|private/);
    const you = decode(/<section id="you"[\s\S]*?<\/section>/.exec(res.text)![0]);
    expect(you).toContain('For you');
    // Born 12 April 1990, 08:30 in Springfield, Illinois (13:30 UTC): Sun in Aries, Moon in Scorpio, Gemini rising.
    expect(you).toMatch(/Your chart: Sun in Aries · Moon in Scorpio · Gemini rising/);
    expect(you).not.toContain('Without your');
    // The part of the page every reader shares is worked out once: a visitor's page, rendered
    // right after (a cookie the page cache does not know), has none of the member's reading.
    const visitor = (await request(site.app).get('/daily-horoscope/aries').set('Cookie', 'unknown=1').expect(200)).text;
    expect(visitor).not.toContain('Your chart:');
    expect(visitor).toContain('href="/signup"');
    expect(decode(/<section id="everyone"[\s\S]*?<\/section>/.exec(visitor)![0])).toBe(decode(/<section id="everyone"[\s\S]*?<\/section>/.exec(res.text)![0]));
  });

  it('says what a member’s reading leaves out without a birthplace', async () => {
    const { agent } = await signedUpMember(site);
    const you = decode(/<section id="you"[\s\S]*?<\/section>/.exec((await agent.get('/daily-horoscope/aries').expect(200)).text)![0]);
    expect(you).toContain('For you');
    expect(you).toContain('Without your birthplace');
    expect(you).toContain('Your chart: Sun in Aries</p>');
  });

  it('sends a VIP member to the VIP daily horoscope and everyone else away from it (spec 2 §4)', async () => {
    await request(site.app).get('/vip/daily-horoscope/aries').expect(303).expect('Location', '/daily-horoscope/aries');
    const { agent, memberUuid } = await signedUpMember(site);
    await agent.get('/vip/daily-horoscope/aries').expect(303).expect('Location', '/daily-horoscope/aries');
    expect((await agent.get('/daily-love-horoscope/aries').expect(200)).text).toContain('data-ad-slot="leaderboard"');
    await site.tables
      .updateTable('members')
      .set({ vip_until: Date.now() + 86_400_000 })
      .where('member_uuid', '=', memberUuid)
      .execute();
    // The session learns of the membership when the browser asks who is logged in.
    const status = await agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    expect(status.body.user.subscriptions).toEqual({ vip: true });
    await agent.get('/daily-horoscope/aries').expect(303).expect('Location', '/vip/daily-horoscope/aries');
    await agent.get('/daily-horoscope').expect(303).expect('Location', '/vip/daily-horoscope');
    const html = (await agent.get('/vip/daily-horoscope/aries').expect(200)).text;
    expect(html).toContain('Aries VIP Daily Horoscope');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The personal reading comes first, and the VIP link is hidden on the VIP page.
    expect(html.indexOf('id="you"')).toBeLessThan(html.indexOf('id="everyone"'));
    expect(html).not.toContain('class="horoscope-vip-link"');
    // Other horoscopes show the VIP link.
    const love = (await agent.get('/daily-love-horoscope/aries').expect(200)).text;
    expect(love).toContain('class="horoscope-vip-link"');
    // An ad-free site is a VIP perk: no ad slot on any page.
    expect(love).not.toContain('data-ad-slot');
    expect(html).not.toContain('data-ad-slot');
  });

  describe('the JSON API', () => {
    it('answers the spec’s Horoscope fields and the transits behind it', async () => {
      const res = await request(site.app).get(`/api/horoscope/weekly/gemini/${TODAY}`).expect(200).expect('Content-Type', /json/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toMatchObject({
        sign: 'gemini',
        slant: 'weekly',
        date: weekStart(TODAY),
        author: 'The Starlit Astrology Desk',
        author_slug: 'starlit-astrology-desk',
        continue: `/weekly-horoscope/gemini/${weekStart(TODAY)}`,
      });
      expect(res.body.interp.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(res.body.transits.length).toBeGreaterThan(0);
      for (const transit of res.body.transits) {
        expect(['aspect', 'ingress', 'station', 'lunation', 'moon-sign']).toContain(transit.kind);
        if (transit.exact) expect(new Date(transit.exact).toISOString()).toBe(transit.exact);
      }
      // Deterministic: the same request gives the same text.
      expect((await request(site.app).get(`/api/horoscope/weekly/gemini/${TODAY}`)).body).toEqual(res.body);
    });

    it.each([
      ['/api/horoscope/hourly/aries/2026-11-23', 400, /slant must be one of/],
      ['/api/horoscope/daily/ares/2026-11-23', 400, /sign must be a zodiac sign/],
      ['/api/horoscope/daily/aries/23-11-2026', 400, /YYYY-MM-DD/],
      ['/api/horoscope/daily/aries/2026-02-30', 400, /real calendar date/],
      ['/api/horoscope/daily/aries/%00', 400, /./],
      ['/api/horoscope/daily/aries/1990-01-01', 404, /horoscopes run from/],
    ])('answers %s with %i and a clear message', async (path, status, message) => {
      const res = await request(site.app).get(path).expect(status).expect('Content-Type', /json/);
      expect(JSON.stringify(res.body)).toMatch(message);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the birthday horoscope', () => {
    it('reads a birthday, with its sign derived from the date', async () => {
      const html = (await request(site.app).get('/birthday-horoscope/aries/04-15').expect(200)).text;
      expect(html).toContain('April 15 Birthday Horoscope');
      expect(html).toContain('<details class="why-panel"');
      expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Article', about: 'Aries' });
    });

    it('redirects a wrong sign to the right one, and a day that does not exist to the lookup', async () => {
      await request(site.app).get('/birthday-horoscope/leo/04-15').expect(303).expect('Location', '/birthday-horoscope/aries/04-15');
      await request(site.app).get('/birthday-horoscope/pisces/02-29').expect(200);
      await request(site.app).get('/birthday-horoscope/aries/02-30').expect(303).expect('Location', '/birthday-horoscope');
      await request(site.app).get('/birthday-horoscope/ares/04-15').expect(404);
    });

    it('looks a birthday up by date or by sign without JavaScript', async () => {
      await request(site.app).get('/birthday-horoscope?month=12&day=25').expect(303).expect('Location', '/birthday-horoscope/capricorn/12-25');
      expect((await request(site.app).get('/birthday-horoscope?month=2&day=31').expect(200)).text).toContain('Please choose a month and a day that exist together.');
      const list = (await request(site.app).get('/birthday-horoscope/leo').expect(200)).text;
      expect(list).toContain('href="/birthday-horoscope/leo/07-23"');
      expect(list).toContain('href="/birthday-horoscope/leo/08-22"');
      expect(list).not.toContain('href="/birthday-horoscope/leo/08-23"');
    });
  });
});
