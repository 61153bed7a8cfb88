import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { listUnsubscribeLink, signListUnsubscribeToken } from '../../server/list-unsubscribe';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';
import { ORIGIN, signedUpMember } from '../support/members';

const SECRET = 'email-unsubscribe-integration-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;

/** The page's path and query for a link, as a list email carries it. */
const pathOf = (link: string) => link.slice(ORIGIN.length);

describe.each(ENGINES)('the email unsubscribe link on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { SESSION_SECRET: SECRET });
  });
  afterAll(async () => {
    await site?.close();
  });

  /** A member on the daily horoscope and love lists, and the link their daily horoscope email would carry. */
  async function subscriber(list = 'dailyhoroscope') {
    const member = await signedUpMember(site, { subscribe_lists: ['ipe', 'dailyhoroscope', 'dle'] });
    await site.settle();
    return { ...member, path: pathOf(listUnsubscribeLink(site.config, { memberUuid: member.memberUuid, list })) };
  }

  const standing = (memberUuid: string, list: string) =>
    site.tables.selectFrom('mail_subscriptions').select(['subscribed', 'location']).where('member_uuid', '=', memberUuid).where('list_code', '=', list).executeTakeFirst();

  const post = (path: string, form: Record<string, string>) => request(site.app).post(path).set('Origin', ORIGIN).type('form').send(form);

  it('GET shows the list and the masked address to someone not logged in, and changes nothing', async () => {
    const { path, email, memberUuid } = await subscriber();
    const page = await request(site.app).get(path).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<title>Unsubscribe from Daily Horoscope?');
    expect(page.text).toContain('noindex');
    expect(page.text).toContain(`${email[0]}•••@example.com`);
    expect(page.text).not.toContain(email);
    expect(page.text).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    // Opening it again and again leaves the member on the list.
    await request(site.app).get(path).expect(200);
    expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 1, location: 'signup' });
  });

  it('Unsubscribe leaves the list (#opt-out), Resubscribe joins it again (#opt-in), and Account Settings agrees at each step', async () => {
    const { path, memberUuid, agent, email } = await subscriber();
    const token = new URL(path, ORIGIN).searchParams.get('token')!;
    const settingsBox = async () => {
      const settings = await agent.get('/member/settings').expect(200);
      return /<input id="list-dailyhoroscope"[^>]*>/.exec(settings.text)![0];
    };

    const left = await post(path, { intent: 'unsubscribe', token }).expect(200);
    expect(left.text).toContain('id="opt-out"');
    expect(left.text).toContain('You have been unsubscribed from Daily Horoscope.');
    expect(left.text).toMatch(/action="\/email\/unsubscribe\?token=[^"#]+#opt-in"/);
    expect(left.text).not.toContain(email);
    expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 0, location: 'unsubscribe-page' });
    // Only that list: the love horoscope still comes.
    expect(await standing(memberUuid, 'dle')).toMatchObject({ subscribed: 1 });
    expect(await settingsBox()).not.toContain('checked');
    // The link opened later shows where the member stands.
    expect((await request(site.app).get(path).expect(200)).text).toContain('id="opt-out"');

    const back = await post(path, { intent: 'resubscribe', token }).expect(200);
    expect(back.text).toContain('id="opt-in"');
    expect(back.text).toContain('<title>You are subscribed again');
    expect(back.text).toContain('You are subscribed to Daily Horoscope again.');
    expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 1, location: 'unsubscribe-page' });
    expect(await settingsBox()).toContain('checked');

    // Unticked in Account Settings: the link's page says the member is unsubscribed.
    await agent.post('/member/settings').set('Origin', ORIGIN).type('form').send('intent=email-preferences&list=ipe&list=dle').expect(200);
    const after = await request(site.app).get(path).expect(200);
    expect(after.text).toContain('id="opt-out"');
    expect(after.text).toContain('<title>You are unsubscribed');
  });

  it('the RFC 8058 one-click POST unsubscribes with no session, no Origin check and no form token', async () => {
    const { path, memberUuid } = await subscriber();
    // As a mailbox provider's server sends it: no cookies, no Origin.
    const done = await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.headers['content-type']).toMatch(/^text\/plain/);
    expect(done.text).toBe('You have been unsubscribed.');
    expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 0, location: 'one-click' });
    // Again, and from a web mail page on another site: still done, still 200.
    await request(site.app).post(path).set('Origin', 'https://mail.example').set('Sec-Fetch-Site', 'cross-site').type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 0, location: 'one-click' });
  });

  it('the one-click POST may come as multipart/form-data, as RFC 8058 prefers', async () => {
    const { path, memberUuid } = await subscriber('dle');
    await request(site.app).post(path).field('List-Unsubscribe', 'One-Click').expect(200, 'You have been unsubscribed.');
    expect(await standing(memberUuid, 'dle')).toEqual({ subscribed: 0, location: 'one-click' });
  });

  it("the page's own buttons still refuse a post from another site", async () => {
    const { path, memberUuid } = await subscriber();
    const token = new URL(path, ORIGIN).searchParams.get('token')!;
    await request(site.app).post(path).set('Origin', 'https://evil.example').type('form').send({ intent: 'unsubscribe', token }).expect(403);
    expect(await standing(memberUuid, 'dailyhoroscope')).toMatchObject({ subscribed: 1 });
  });

  describe('a link that cannot be used is a 4xx with a message that says why, never a 500', () => {
    let memberUuid: string;
    let good: string;
    beforeAll(async () => {
      ({ memberUuid, path: good } = await subscriber());
    });
    const tokenOf = (path: string) => new URL(path, ORIGIN).searchParams.get('token')!;
    const INVALID = 'This unsubscribe link is not valid: it may have been cut short or changed.';
    const EXPIRED = 'This unsubscribe link has expired: links in our emails work for 90 days.';

    const cases = () => {
      const token = tokenOf(good);
      const otherSite = loadConfig({ NODE_ENV: 'test', SITE_URL: ORIGIN, SESSION_SECRET: 'some-other-site-secret-'.padEnd(40, 'z') });
      return [
        { label: 'no token at all', token: undefined, status: 400, message: 'This page needs the unsubscribe link from one of our emails.' },
        { label: 'cut short', token: token.slice(0, -5), status: 400, message: INVALID },
        { label: 'not a token', token: '<script>alert(1)</script>', status: 400, message: INVALID },
        { label: 'another list put in', token: token.replace('.dailyhoroscope.', '.dle.'), status: 403, message: INVALID },
        { label: 'signed with another secret', token: signListUnsubscribeToken(otherSite, { memberUuid, list: 'dailyhoroscope' }), status: 403, message: INVALID },
        { label: 'expired', token: signListUnsubscribeToken(site.config, { memberUuid, list: 'dailyhoroscope', now: new Date(Date.now() - 91 * DAY) }), status: 403, message: EXPIRED },
      ];
    };

    it.each(['no token at all', 'cut short', 'not a token', 'another list put in', 'signed with another secret', 'expired'])('%s: the page, its buttons and the one-click POST all refuse it', async (label) => {
      const { token, status, message } = cases().find((each) => each.label === label)!;
      const path = token === undefined ? '/email/unsubscribe' : `/email/unsubscribe?token=${encodeURIComponent(token)}`;
      const page = await request(site.app).get(path).expect(status);
      expect(page.text).toContain(message.replace(/'/g, '&#x27;'));
      expect(page.text).toContain('<title>This unsubscribe link cannot be used');
      expect(page.text).not.toContain('<script>alert(1)');
      const button = await post(path, { intent: 'unsubscribe', token: token ?? '' }).expect(status);
      expect(button.text).toContain(message.slice(0, 40));
      const oneClick = await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(status);
      expect(oneClick.text).toContain(message.slice(0, 40));
      expect(await standing(memberUuid, 'dailyhoroscope')).toEqual({ subscribed: 1, location: 'signup' });
    });

    it('a well-signed link for a member or a list that is gone says so (404)', async () => {
      const noMember = await request(site.app).get(pathOf(listUnsubscribeLink(site.config, { memberUuid: randomUUID(), list: 'dle' }))).expect(404);
      expect(noMember.text).toContain('We could not find the account this link was sent to.');
      const noList = pathOf(listUnsubscribeLink(site.config, { memberUuid, list: 'retired_list' }));
      expect((await request(site.app).get(noList).expect(404)).text).toContain('The email list this link was sent for no longer exists');
      await request(site.app).post(noList).type('form').send('List-Unsubscribe=One-Click').expect(404);
    });

    it('a token too long for the address is refused by the page as a bad address (400)', async () => {
      await request(site.app).get(`/email/unsubscribe?token=${'a'.repeat(2100)}`).expect(400);
      await request(site.app).get('/email/unsubscribe?token=a&token=b').expect(400);
    });
  });

  it('resubscribing to the VIP-only list through a link is refused to a member who is not VIP, with the reason', async () => {
    const { memberUuid } = await subscriber();
    const path = pathOf(listUnsubscribeLink(site.config, { memberUuid, list: 'dh_dailyhoroscope' }));
    const token = new URL(path, ORIGIN).searchParams.get('token')!;
    const refused = await post(path, { intent: 'resubscribe', token }).expect(403);
    expect(refused.text).toContain('Personal Daily Astrology is for VIP members only.');
    expect(refused.text).toContain('id="opt-out"');
    expect(await standing(memberUuid, 'dh_dailyhoroscope')).toBeUndefined();
  });

  it('one link changes the standing at most 20 times an hour; then 429 with Retry-After', async () => {
    const { path, memberUuid } = await subscriber('dle');
    const token = new URL(path, ORIGIN).searchParams.get('token')!;
    // The page's buttons and one-click count together.
    await post(path, { intent: 'unsubscribe', token }).expect(200);
    await post(path, { intent: 'resubscribe', token }).expect(200);
    for (let change = 2; change < 20; change += 1) await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const oneClick = await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(429);
    expect(Number(oneClick.headers['retry-after'])).toBeGreaterThan(0);
    const refused = await post(path, { intent: 'resubscribe', token }).expect(429);
    expect(refused.text).toContain('Too many attempts.');
    expect(await standing(memberUuid, 'dle')).toMatchObject({ subscribed: 0 });
  });
});
