/**
 * Issue #28: the Daily Insight Feed. `GET /api/notifications/feed` and the plain /notifications
 * page for visitors and members, members' read state from the member service, visitors' from
 * their browser (the read cookie), and bad codes refused with a 400, on every database.
 */
import request from 'supertest';
import { horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { parseReadCookie, READ_COOKIE } from '../../shared/notifications/notification-state';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

type FeedBody = { date: string; logged_in: boolean; unread: number; items: { code: string; kind: string; viewed: boolean; title: string }[] };

/** The read cookie a response sets, decoded. */
function readCookieOf(res: request.Response): string | undefined {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${READ_COOKIE}=`));
  return raw ? decodeURIComponent(raw.split(';')[0]!.slice(READ_COOKIE.length + 1)) : undefined;
}

describe.each(ENGINES)('the Daily Insight Feed on %s', (engine) => {
  let site: TestSite;
  const today = horoscopeToday();
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it('a visitor’s feed: today’s horoscopes, card, number, hexagram, articles and the notification messages, all unread', async () => {
    const res = await request(site.app).get('/api/notifications/feed').expect(200);
    const feed = res.body as FeedBody;
    expect(feed).toMatchObject({ date: today, logged_in: false });
    expect(feed.items.map((item) => item.code).slice(0, 4)).toEqual([`daily-horoscopes-${today}`, `tarot-card-${today}`, `number-${today}`, `hexagram-${today}`]);
    expect(feed.items.filter((item) => item.kind === 'article')).toHaveLength(2);
    // The seeded notification placement's messages, every one of them; {card.name} is the card of the day.
    const messages = feed.items.filter((item) => item.kind === 'message');
    expect(messages.map((item) => item.code).sort()).toEqual(['demo-notification-card', 'demo-notification-welcome']);
    expect(messages.find((item) => item.code === 'demo-notification-card')!.title).toContain(feed.items[1]!.title.replace(/^Tarot card of the day: | reversed$/g, ''));
    expect(feed.unread).toBe(feed.items.length);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('the visitor’s /notifications page lists the items unread and marks one read with a plain form kept in a cookie', async () => {
    const agent = request.agent(site.app);
    const page = await agent.get('/notifications').expect(200);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Daily Insight Feed');
    expect(page.text).toContain(`data-code="tarot-card-${today}"`);
    expect(page.text).toContain('Unread: ');
    expect(page.text).toContain('href="/notifications"'); // the header's bell
    expect(page.text).toContain('data-testid="notification-dot"');
    // GET changed nothing.
    expect(readCookieOf(page)).toBeUndefined();

    const read = await agent.post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read', code: `tarot-card-${today}` }).expect(303);
    expect(read.headers.location).toBe('/notifications');
    expect(parseReadCookie(readCookieOf(read), false, today)).toEqual({ allRead: false, codes: new Set([`tarot-card-${today}`]) });
    const feed = (await agent.get('/api/notifications/feed').expect(200)).body as FeedBody;
    expect(feed.items.find((item) => item.code === `tarot-card-${today}`)!.viewed).toBe(true);
    expect(feed.unread).toBe(feed.items.length - 1);

    // All read: the page says the spec's empty text, and the header's dot is gone on every page.
    await agent.post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read', code: 'all' }).expect(303);
    const empty = await agent.get('/notifications').expect(200);
    expect(empty.text).toContain('No new notifications today. Check back tomorrow! In the meantime, <a href="/daily-horoscope">get insight with your daily horoscope</a>.');
    expect(empty.text).not.toContain('data-testid="notification-dot"');
    expect((await agent.get('/privacy-policy').expect(200)).text).not.toContain('data-testid="notification-dot"');
  });

  it('a bad or unknown code is a 400 with a clear message, never a 500', async () => {
    const bad = await request(site.app).post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read', code: '<script>' }).expect(400);
    expect(bad.text).toContain('A notification code is letters, digits, dots, dashes or underscores.');
    const unknown = await request(site.app).post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read', code: 'tarot-card-1999-01-01' }).expect(400);
    expect(unknown.text).toContain('That notification is not in today’s feed.');
    const missing = await request(site.app).post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read' }).expect(400);
    expect(missing.text).toContain('notification');
  });

  it('a member’s feed starts with their sign’s horoscope and their read state is the server’s, across sessions', async () => {
    const { agent, email } = await signedUpMember(site, { birth_date: '1990-04-12' });
    const feed = (await agent.get('/api/notifications/feed').expect(200)).body as FeedBody;
    expect(feed.logged_in).toBe(true);
    expect(feed.items[0]!.code).toBe(`daily-horoscope-${today}-aries`);
    expect(feed.items[2]!.title).toMatch(/^Number of the day: \d+, /);

    // The bell's call: POST /api/notifications with codes[].
    await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: [`daily-horoscope-${today}-aries`, `hexagram-${today}`] }).expect(200);
    // A plain form on the page does the same.
    await agent.post('/notifications').set('Origin', ORIGIN).type('form').send({ intent: 'read', code: `number-${today}` }).expect(303);

    // Another browser of the same member (no cookie) sees the same read state.
    const other = request.agent(site.app);
    await other.post('/api/user/login').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ email, password: 'moonlight-42' }).expect(200);
    const again = (await other.get('/api/notifications/feed').expect(200)).body as FeedBody;
    expect(again.items.filter((item) => item.viewed).map((item) => item.code).sort()).toEqual([`daily-horoscope-${today}-aries`, `hexagram-${today}`, `number-${today}`].sort());
    const page = await other.get('/notifications').expect(200);
    expect(page.text).toContain('Read today');
    expect(page.text).toContain('Your Aries horoscope for today');

    // A visitor's read cookie never counts for a member.
    const posing = await request(site.app).get('/api/notifications/feed').set('Cookie', `${READ_COOKIE}=${encodeURIComponent(`lo|${today}|1|tarot-card-${today}`)}`).expect(200);
    expect((posing.body as FeedBody).unread).toBe((posing.body as FeedBody).items.length - 1);
  });

  it('bad codes to the members’ notification calls are a 400', async () => {
    const { agent } = await signedUpMember(site);
    const bad = await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: ['NOT OK!'] }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('A notification code is letters, digits, dots, dashes or underscores.');
    await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: [] }).expect(400);
    await agent.get('/api/notifications?codes[]=' + 'x'.repeat(70)).expect(400);
  });
});
