import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { RecordTransactionContract } from '../../shared/platform-api/member.platform';
import { SmsInboundContract, SmsStandingContract } from '../../shared/platform-api/sms.platform';
import { listSmsOutbox } from '../../server/platform/sms/sms-transport';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

async function newMember(site: TestSite, name = 'Ana') {
  const agent = request.agent(site.app);
  const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await agent
    .post('/api/member/signup')
    .set('Origin', ORIGIN)
    // Each test member signs up from an address of its own, as real visitors do (signups are limited per IP).
    .set('X-Forwarded-For', `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
    .send({ first_name: name, email, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true, subscribe_lists: ['ipe', 'dailyhoroscope'] })
    .expect(200);
  // The lists and welcome email follow the reply, from the platform's outbox.
  await site.settle();
  return { agent, email, memberUuid: res.body.user.member_uuid as string };
}

const friend = { first_name: 'Theo', gender: 'male', birth_date: '1988-09-01', birth_time: '21:15', birth_location: { city: 'Zürich', state: 'ZH', country: 'CHE', city_id: 2657896 } };

function resetLinkFrom(outboxDir: string, to: string): string {
  const entry = listOutbox(outboxDir).find((mail) => mail.to.includes(to) && /reset/i.test(mail.subject));
  if (!entry) throw new Error(`no reset email to ${to}`);
  const text = readMessagePart(readOutboxMessage(outboxDir, entry.file)!, 'text/plain') ?? '';
  return /(https?:\/\/\S+password-reset\?key=\S+)/.exec(text)![1]!;
}

describe.each(ENGINES)('a member’s own data on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it('signup sends a real welcome email and joins ipe plus the chosen lists', async () => {
    const { email, memberUuid } = await newMember(site);
    const mail = listOutbox(site.outboxDir).find((entry) => entry.to.includes(email));
    expect(mail?.subject).toBe('Welcome to Starlit');
    const raw = fs.readFileSync(path.join(site.outboxDir, mail!.file), 'utf8');
    expect(raw).toMatch(/^From: /m);
    expect(raw).toContain('Content-Type: text/html');
    const lists = await site.tables.selectFrom('mail_subscriptions').select('list_code').where('member_uuid', '=', memberUuid).orderBy('list_code').execute();
    expect(lists.map((row) => row.list_code)).toEqual(['dailyhoroscope', 'ipe']);
  });

  describe('profiles', () => {
    it('lists the own profile first, then friends; creates, edits and deletes a friend', async () => {
      const { agent } = await newMember(site);
      const created = await agent.post('/api/member/profile').set('Origin', ORIGIN).send(friend).expect(200);
      expect(created.body.profile).toMatchObject({ first_name: 'Theo', is_self: false, birth_time: '21:15:00', birth_city: 'Zürich', birth_city_id: 2657896 });
      const uuid = created.body.profile.profile_uuid;
      const list = await agent.get('/api/user/profiles').expect(200);
      expect(list.body.profiles.map((p: { first_name: string; is_self: boolean }) => [p.first_name, p.is_self])).toEqual([['Ana', true], ['Theo', false]]);
      const edited = await agent.put(`/api/member/profile/${uuid}`).set('Origin', ORIGIN).send({ ...friend, first_name: 'Theodore' }).expect(200);
      expect(edited.body.profile.first_name).toBe('Theodore');
      await agent.delete(`/api/member/profile/${uuid}`).set('Origin', ORIGIN).expect(200, { deleted: true });
      const after = await agent.get('/api/user/profiles').expect(200);
      expect(after.body.profiles).toHaveLength(1);
    });

    it('never lets one member read or change another member’s profile (404)', async () => {
      const owner = await newMember(site, 'Owner');
      const stranger = await newMember(site, 'Stranger');
      const created = await owner.agent.post('/api/member/profile').set('Origin', ORIGIN).send(friend).expect(200);
      const uuid = created.body.profile.profile_uuid;
      await stranger.agent.put(`/api/member/profile/${uuid}`).set('Origin', ORIGIN).send(friend).expect(404);
      await stranger.agent.delete(`/api/member/profile/${uuid}`).set('Origin', ORIGIN).expect(404);
      await stranger.agent.patch(`/api/member/member/${owner.memberUuid}`).set('Origin', ORIGIN).send({ first_name: 'Mallory' }).expect(404);
      const still = await owner.agent.get('/api/user/profiles').expect(200);
      expect(still.body.profiles[1].first_name).toBe('Theo');
    });

    it('refuses the own profile’s deletion, bad ids and bad data with clear 4xx errors', async () => {
      const { agent } = await newMember(site);
      const own = (await agent.get('/api/user/profiles')).body.profiles[0].profile_uuid;
      await agent.delete(`/api/member/profile/${own}`).set('Origin', ORIGIN).expect(400);
      await agent.delete('/api/member/profile/not-a-uuid').set('Origin', ORIGIN).expect(400);
      await agent.delete('/api/member/profile/0b7e4c3e-7a43-4b43-9d4a-111111111111').set('Origin', ORIGIN).expect(404);
      const bad = await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: '', birth_date: 'yesterday' }).expect(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['birth_date', 'first_name']);
    });

    it('needs a logged-in member', async () => {
      const res = await request(site.app).get('/api/user/profiles').expect(401);
      expect(res.body.error.message).toBe('Please log in to continue.');
    });
  });

  describe('settings', () => {
    it('updates the name and birth data, and keeps what is not sent', async () => {
      const { agent, memberUuid } = await newMember(site);
      await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ sexual_orientation: 'bisexual' }).expect(200);
      const res = await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ first_name: 'Anabel', birth_time: '07:05' }).expect(200);
      expect(res.body.user).toMatchObject({ username: 'Anabel', birth_time: '07:05:00' });
      const details = await agent.get('/api/member/get-details').expect(200);
      expect(details.body.details.sexual_orientation).toBe('bisexual');
      const profiles = await agent.get('/api/user/profiles').expect(200);
      expect(profiles.body.profiles[0]).toMatchObject({ first_name: 'Anabel', birth_time: '07:05:00' });
    });

    it('changes the email only to a free address', async () => {
      const first = await newMember(site);
      const second = await newMember(site);
      const taken = await second.agent.patch(`/api/member/member/${second.memberUuid}`).set('Origin', ORIGIN).send({ email: first.email, old_password: 'moonlight-42' }).expect(409);
      expect(taken.body.error.fields.email[0]).toBe('That email address is already used by another account.');
      await second.agent.patch(`/api/member/member/${second.memberUuid}`).set('Origin', ORIGIN).send({ email: second.email }).expect(200);
    });

    it('changes the password only with the current one', async () => {
      const { agent, email } = await newMember(site);
      const wrong = await agent.post('/api/member/password-reset').set('Origin', ORIGIN).send({ old_password: 'nope-nope', new_password: 'sunrise-99' }).expect(400);
      expect(wrong.body.error.fields.old_password).toEqual(['Your current password is not correct.']);
      await agent.post('/api/member/password-reset').set('Origin', ORIGIN).send({ old_password: 'moonlight-42', new_password: 'sunrise-99' }).expect(200);
      await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email, password: 'sunrise-99' }).expect(200);
    });
  });

  describe('forgotten password', () => {
    it('emails a single-use link that sets a new password', async () => {
      const { email } = await newMember(site);
      const res = await request(site.app).post('/api/member/password-reset/init').set('Origin', ORIGIN).send({ email }).expect(200);
      expect(res.body.message).toBe('If an account uses that email address, we have sent it a link to choose a new password. Please check your inbox.');
      await site.settle();
      const link = resetLinkFrom(site.outboxDir, email);
      expect(link.startsWith('http://starlit.test/password-reset?key=')).toBe(true);
      const key = decodeURIComponent(new URL(link).searchParams.get('key')!);
      const tokens = await site.tables.selectFrom('member_tokens').select('token_hash').execute();
      expect(tokens.some((row) => row.token_hash === key)).toBe(false);
      await request(site.app).post('/api/member/password-reset/set').set('Origin', ORIGIN).send({ key, password: 'brand-new-pass' }).expect(200);
      await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email, password: 'brand-new-pass' }).expect(200);
      const again = await request(site.app).post('/api/member/password-reset/set').set('Origin', ORIGIN).send({ key, password: 'another-pass' }).expect(400);
      expect(again.body.error.message).toBe('This password reset link has expired or was already used. Please ask for a new one.');
    });

    it('answers the same for an unknown address, and sends nothing', async () => {
      const before = listOutbox(site.outboxDir, 1000).length;
      const res = await request(site.app).post('/api/member/password-reset/init').set('Origin', ORIGIN).send({ email: 'nobody-here@example.com' }).expect(200);
      expect(res.body.status).toBe('ok');
      await site.settle();
      expect(listOutbox(site.outboxDir, 1000).length).toBe(before);
    });
  });

  describe('autologin', () => {
    it('gives m and mauto that name the member once, and never again', async () => {
      const { agent, email } = await newMember(site, 'Mira');
      const { body } = await agent.get('/api/member/get-autologin').expect(200);
      const first = await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send(body).expect(200);
      expect(first.body).toEqual({ username: 'Mira', email });
      await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send(body).expect(404);
      const forged = { m: `${body.m.split('.').slice(0, 2).join('.')}.forgedsignature`, mauto: body.mauto };
      await request(site.app).post('/api/member/autologin').set('Origin', ORIGIN).send(forged).expect(404);
    });

    it('is only handed out to a logged-in member', async () => {
      await request(site.app).get('/api/member/get-autologin').expect(401);
    });
  });

  describe('journal', () => {
    it('is empty for a new member, and deleting needs a slug and an own entry', async () => {
      const { agent, memberUuid } = await newMember(site);
      await agent.get('/api/member/get-journal').expect(200, { page: 1, per_page: 50, has_more: false, entries: [] });
      await site.tables
        .insertInto('member_journal')
        .values({ member_uuid: memberUuid, slug: 'three-card-2026-11-21', kind: 'reading', title: 'Three-card reading', url: '/member/journal/three-card-2026-11-21', created_at: '2026-11-21T10:00:00.000Z' })
        .execute();
      const list = await agent.get('/api/member/get-journal').expect(200);
      expect(list.body.entries).toEqual([{ slug: 'three-card-2026-11-21', kind: 'reading', title: 'Three-card reading', url: '/member/journal/three-card-2026-11-21', created: '2026-11-21T10:00:00.000Z' }]);
      await agent.delete('/api/member/delete-journal').set('Origin', ORIGIN).send({}).expect(400);
      await agent.delete('/api/member/delete-journal').set('Origin', ORIGIN).send({ slug: 'not-mine' }).expect(404);
      await agent.delete('/api/member/delete-journal').set('Origin', ORIGIN).send({ slug: 'three-card-2026-11-21' }).expect(200);
      await agent.get('/api/member/get-journal').expect(200, { page: 1, per_page: 50, has_more: false, entries: [] });
    });
  });

  describe('transactions and Karma Coins', () => {
    it('lists the ledger newest first, and the balance shows in get-transactions and the user status', async () => {
      const { agent, memberUuid } = await newMember(site);
      await agent.get('/api/member/get-transactions').expect(200, { page: 1, per_page: 50, has_more: false, transactions: [], kcs: { total: 0 } });
      const order = '7a3f4c1e-2b8d-4e6a-9c0f-1d2e3f4a5b6c';
      await site.platformClient.call(RecordTransactionContract, {
        params: { member_uuid: memberUuid },
        body: { kind: 'kc_purchase', description: '500 Karma Coins', usd_cents: 2499, kc: 500, order_uuid: order },
      });
      await site.platformClient.call(RecordTransactionContract, { params: { member_uuid: memberUuid }, body: { kind: 'kc_spend', description: 'Celtic Cross reading', kc: -300 } });
      const list = await agent.get('/api/member/get-transactions').expect(200);
      expect(list.body.kcs).toEqual({ total: 200 });
      expect(list.body.transactions.map((t: { description: string; kc: number }) => [t.description, t.kc])).toEqual(
        expect.arrayContaining([
          ['500 Karma Coins', 500],
          ['Celtic Cross reading', -300],
        ]),
      );
      expect(list.body.transactions.find((t: { kc: number }) => t.kc === 500)).toMatchObject({ kind: 'kc_purchase', usd_cents: 2499, order_uuid: order });
      const status = await agent.get('/api/user/status?refresh').expect(200);
      expect(status.body.user.kcs).toEqual({ total: 200 });
    });

    it('refuses a spend larger than the balance and leaves the balance as it was', async () => {
      const { agent, memberUuid } = await newMember(site);
      await site.platformClient.call(RecordTransactionContract, { params: { member_uuid: memberUuid }, body: { kind: 'kc_grant', description: 'Welcome gift', kc: 100 } });
      await expect(
        site.platformClient.call(RecordTransactionContract, { params: { member_uuid: memberUuid }, body: { kind: 'kc_spend', description: 'Too dear', kc: -150 } }),
      ).rejects.toMatchObject({ status: 409, message: 'You do not have enough Karma Coins for this.' });
      const list = await agent.get('/api/member/get-transactions').expect(200);
      expect(list.body.kcs).toEqual({ total: 100 });
      expect(list.body.transactions).toHaveLength(1);
    });

    it('needs a logged-in member', async () => {
      await request(site.app).get('/api/member/get-transactions').expect(401);
    });
  });

  describe('notifications', () => {
    it('keeps which messages a member has viewed, by lowercased code, for any device', async () => {
      const { agent } = await newMember(site);
      const first = await agent.get('/api/notifications?codes[]=Full-Moon-Nov&codes[]=mercury-rx').expect(200);
      expect(first.body).toEqual({ notifications: [{ code: 'full-moon-nov', viewed: false }, { code: 'mercury-rx', viewed: false }] });
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: ['FULL-MOON-NOV'] }).expect(200, { notifications: [{ code: 'full-moon-nov', viewed: true }] });
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: 'full-moon-nov' }).expect(200);
      const after = await agent.get('/api/notifications').query({ 'codes[]': ['full-moon-nov', 'mercury-rx'] }).expect(200);
      expect(after.body.notifications).toEqual([{ code: 'full-moon-nov', viewed: true }, { code: 'mercury-rx', viewed: false }]);
      const other = await newMember(site, 'Other');
      const theirs = await other.agent.get('/api/notifications?codes[]=full-moon-nov').expect(200);
      expect(theirs.body.notifications[0].viewed).toBe(false);
    });

    it('refuses bad codes and visitors with clear 4xx errors', async () => {
      const { agent } = await newMember(site);
      await agent.get('/api/notifications').expect(400);
      await agent.get('/api/notifications?codes[]=<script>').expect(400);
      await agent.post('/api/notifications').set('Origin', ORIGIN).send({ codes: Array.from({ length: 51 }, (_, i) => `c${i}`) }).expect(400);
      await request(site.app).get('/api/notifications?codes[]=a').expect(401);
    });
  });

  describe('text messages', () => {
    const smsDir = () => path.join(site.outboxDir, 'sms');

    it('opt-in texts the number and waits for the phone’s Y; STOP from the phone ends it', async () => {
      const { agent, memberUuid } = await newMember(site);
      const phone = `(212) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
      const digits = `1${phone.replace(/\D/g, '')}`;
      const res = await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: phone, agree: true, location: 'sms-modal', promos: true }).expect(200);
      expect(res.body).toEqual({ status: 'pending', phone });
      const texts = listSmsOutbox(smsDir()).filter((text) => text.to === `+${digits}`);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.text).toContain('reply Y');

      await expect(site.platformClient.call(SmsInboundContract, { body: { from: `+${digits}`, text: ' y ' } })).resolves.toEqual({ action: 'confirmed' });
      await expect(site.platformClient.call(SmsStandingContract, { params: { member_uuid: memberUuid } })).resolves.toEqual({ status: 'confirmed', phone });
      expect(listSmsOutbox(smsDir()).filter((text) => text.to === `+${digits}`)[0]!.text).toContain('subscribed');

      await expect(site.platformClient.call(SmsInboundContract, { body: { from: digits, text: 'STOP' } })).resolves.toEqual({ action: 'stopped' });
      await expect(site.platformClient.call(SmsStandingContract, { params: { member_uuid: memberUuid } })).resolves.toMatchObject({ status: 'opted_out' });
      const row = await site.tables.selectFrom('sms_subscriptions').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ phone: digits, status: 'opted_out', location: 'sms-reply', promos: 1 });
    });

    it('opt-out on the site needs a location and stops the texts', async () => {
      const { agent, memberUuid } = await newMember(site);
      await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '646 555 0199', location: 'sms-modal', agree: true }).expect(200);
      const missing = await agent.post('/api/member/sms/opt-out').set('Origin', ORIGIN).send({}).expect(400);
      expect(missing.body.error.fields.location).toBeDefined();
      await agent.post('/api/member/sms/opt-out').set('Origin', ORIGIN).send({ location: 'settings' }).expect(200, { status: 'opted_out', phone: '(646) 555-0199' });
      await expect(site.platformClient.call(SmsInboundContract, { body: { from: '16465550199', text: 'Y' } })).resolves.toEqual({ action: 'ignored' });
      await expect(site.platformClient.call(SmsStandingContract, { params: { member_uuid: memberUuid } })).resolves.toMatchObject({ status: 'opted_out' });
    });

    it('refuses a number that is not a US number, a missing location, and a visitor, with clear 4xx errors', async () => {
      const { agent } = await newMember(site);
      const foreign = await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '+44 20 7946 0958', location: 'sms-modal' }).expect(400);
      expect(foreign.body.error.fields.phone_number).toEqual(['Please enter a valid US phone number']);
      const empty = await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '', location: 'sms-modal' }).expect(400);
      expect(empty.body.error.fields.phone_number[0]).toBe('Please provide your telephone number');
      await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '2125550123' }).expect(400);
      await request(site.app).post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '2125550123', location: 'sms-modal', agree: true }).expect(401);
    });

    it('limits how often one number is texted', async () => {
      const { agent } = await newMember(site);
      const other = await newMember(site);
      for (let i = 0; i < 3; i++) await agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '7185550142', location: 'sms-modal', agree: true }).expect(200);
      const limited = await other.agent.post('/api/member/sms/opt-in').set('Origin', ORIGIN).send({ phone_number: '(718) 555-0142', location: 'sms-modal', agree: true }).expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('email lists', () => {
    it('shows each list with the member’s standing, and joins and leaves lists', async () => {
      const { agent, memberUuid } = await newMember(site);
      const before = await agent.get(`/api/mail/subscription/${memberUuid}`).expect(200);
      const standing = (body: { subscriptions: { code: string; subscribed: boolean; unsubscribed: boolean }[] }) =>
        Object.fromEntries(body.subscriptions.map((list) => [list.code, list.subscribed ? 'in' : list.unsubscribed ? 'left' : 'never']));
      expect(standing(before.body)).toEqual({ ipe: 'in', dailyhoroscope: 'in', dle: 'never', weekly_love: 'never', dh_dailyhoroscope: 'never', number_of_the_day: 'never' });
      expect(before.body.subscriptions[0]).toMatchObject({ code: 'ipe', name: 'Offers and Member News', frequency: 'weekly' });
      await agent.post(`/api/mail/subscription/${memberUuid}/dle`).set('Origin', ORIGIN).send({ location: 'newsletter-module' }).expect(200, { code: 'dle', subscribed: true });
      await agent.delete(`/api/mail/subscription/${memberUuid}/dailyhoroscope`).set('Origin', ORIGIN).send({ location: 'settings', reason: 'Too many emails' }).expect(200, { code: 'dailyhoroscope', subscribed: false });
      const after = await agent.get(`/api/mail/subscription/${memberUuid}`).expect(200);
      expect(standing(after.body)).toMatchObject({ dle: 'in', dailyhoroscope: 'left' });
      const row = await site.tables.selectFrom('mail_subscriptions').selectAll().where('member_uuid', '=', memberUuid).where('list_code', '=', 'dailyhoroscope').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subscribed: 0, location: 'settings', reason: 'Too many emails' });
    });

    it('answers another member’s id with 404, an unknown list with 404, and a visitor with 401', async () => {
      const owner = await newMember(site, 'Owner');
      const stranger = await newMember(site, 'Stranger');
      await stranger.agent.get(`/api/mail/subscription/${owner.memberUuid}`).expect(404);
      await stranger.agent.delete(`/api/mail/subscription/${owner.memberUuid}/ipe`).set('Origin', ORIGIN).send({}).expect(404);
      const unknown = await owner.agent.post(`/api/mail/subscription/${owner.memberUuid}/no-such-list`).set('Origin', ORIGIN).send({}).expect(404);
      expect(unknown.body.error.message).toBe('There is no email list called "no-such-list".');
      await owner.agent.post(`/api/mail/subscription/${owner.memberUuid}/ipe`).set('Origin', ORIGIN).send({ reason: 'x'.repeat(500) }).expect(400);
      await request(site.app).get(`/api/mail/subscription/${owner.memberUuid}`).expect(401);
    });
  });

  it('records privacy consent for the member', async () => {
    const { agent, memberUuid } = await newMember(site);
    const res = await agent.post(`/api/member/member/${memberUuid}/privacy_policy`).set('Origin', ORIGIN).expect(200);
    expect(res.body.user.privacy_policy).toBe(true);
  });
});
