import request from 'supertest';
import { cardOfTheDay, weeklyCard } from '../../server/features/tarot/daily-card';
import { addDays, horoscopeToday, weekStart } from '../../shared/horoscopes/horoscopes';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const TODAY = horoscopeToday();
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&amp;/g, '&');

describe.each(PAGE_ENGINES)('the tarot card of the day and weekly reading on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('shows everyone’s card of the day, its picture and its meaning, and invites a visitor to draw their own', async () => {
    const { card } = cardOfTheDay(TODAY);
    const html = decode((await request(site.app).get('/daily-tarot-card').expect(200)).text);
    expect(html).toContain('<title>Tarot Card of the Day | Starlit</title>');
    expect(html).toContain(`src="/tarot/images/universal-waite/${card.rank}.svg"`);
    expect(html).toContain(`href="/tarot/cards/${card.rank}"`);
    expect(html).toContain('Your own card');
    expect(html).toContain('data-island="date-picker"');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it('keeps to the daily pages’ limits: 90 days back, 2 ahead', async () => {
    await request(site.app).get(`/daily-tarot-card/${addDays(TODAY, 2)}`).expect(200);
    await request(site.app).get(`/daily-tarot-card/${addDays(TODAY, -90)}`).expect(200);
    await request(site.app).get(`/daily-tarot-card/${addDays(TODAY, 3)}`).expect(303).expect('Location', '/daily-tarot-card');
    await request(site.app).get(`/daily-tarot-card/${addDays(TODAY, -91)}`).expect(303).expect('Location', '/daily-tarot-card');
    await request(site.app).get('/daily-tarot-card/not-a-date').expect(303).expect('Location', '/daily-tarot-card');
    await request(site.app).get(`/daily-tarot-card?date=${addDays(TODAY, -1)}`).expect(303).expect('Location', `/daily-tarot-card/${addDays(TODAY, -1)}`);
    await request(site.app).get('/daily-tarot-card/%00').expect(404);
  });

  it('gives a member their own card, and a VIP member the VIP page (spec 2 §4)', async () => {
    const { agent, memberUuid } = await signedUpMember(site);
    const own = cardOfTheDay(TODAY, memberUuid).card;
    const html = (await agent.get('/daily-tarot-card').expect(200)).text;
    expect(html).toContain('id="you"');
    expect(html).toContain(`src="/tarot/images/universal-waite/${own.rank}.svg"`);
    await agent.get('/vip/daily-tarot-card').expect(303).expect('Location', '/daily-tarot-card');
    await site.tables.updateTable('members').set({ vip_until: Date.now() + 86_400_000 }).where('member_uuid', '=', memberUuid).execute();
    await agent.get('/api/user/status').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).expect(200);
    await agent.get(`/daily-tarot-card/${TODAY}`).expect(303).expect('Location', `/vip/daily-tarot-card/${TODAY}`);
    const vip = (await agent.get('/vip/daily-tarot-card').expect(200)).text;
    expect(vip.indexOf('id="you"')).toBeLessThan(vip.indexOf('id="everyone"'));
    expect(vip).toContain('<meta name="robots" content="noindex"/>');
  });

  it('draws each sign a card for the week, Monday to Sunday', async () => {
    const picker = (await request(site.app).get('/tarot/weekly-tarot-card-reading').expect(200)).text;
    expect(picker).toContain('href="/tarot/weekly-tarot-card-reading/leo"');
    await request(site.app).get('/tarot/weekly-tarot-card-reading?sign=leo').expect(303).expect('Location', '/tarot/weekly-tarot-card-reading/leo');
    const { card } = weeklyCard('leo', weekStart(TODAY));
    const html = decode((await request(site.app).get('/tarot/weekly-tarot-card-reading/leo').expect(200)).text);
    expect(html).toContain('Leo Weekly Tarot Reading');
    expect(html).toContain(`src="/tarot/images/universal-waite/${card.rank}.svg"`);
    expect(html).toContain('href="/weekly-horoscope/leo"');
    const midweek = addDays(weekStart(TODAY), 2);
    await request(site.app).get(`/tarot/weekly-tarot-card-reading/leo/${midweek}`).expect(303).expect('Location', `/tarot/weekly-tarot-card-reading/leo/${weekStart(TODAY)}`);
    await request(site.app).get(`/tarot/weekly-tarot-card-reading/leo/${addDays(weekStart(TODAY), -14)}`).expect(303).expect('Location', '/tarot/weekly-tarot-card-reading');
    await request(site.app).get('/tarot/weekly-tarot-card-reading/ares').expect(404);
  });
});
