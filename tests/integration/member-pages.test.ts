import request from 'supertest';
import { countScriptTags } from '../support/html';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('member pages on %s', (engine) => {
  let site: TestSite;
  let agent: request.Agent;
  let memberUuid: string;
  const email = `settings.${engine}@example.com`;

  beforeAll(async () => {
    site = await startTestSite(engine);
    agent = request.agent(site.app);
    const res = await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Nova', email, password: 'first-password', birth_date: '1992-06-30', privacy_policy: true })
      .expect(200);
    memberUuid = res.body.user.member_uuid;
  });
  afterAll(() => site.close());

  const post = (path: string, body: string) => agent.post(path).set('Origin', ORIGIN).type('form').send(body);

  it.each(['/member/settings', '/member/journal'])('%s sends a visitor without a session to the home page', async (path) => {
    const res = await request(site.app).get(path).expect(303);
    expect(res.headers.location).toBe('/');
  });

  describe('Account Settings', () => {
    it('shows the member’s details in a plain form, with no script and not indexed', async () => {
      const res = await agent.get('/member/settings').expect(200);
      expect(res.text).toContain('value="Nova"');
      expect(res.text).toContain(`value="${email}"`);
      expect(res.text).toContain('value="1992-06-30"');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(countScriptTags(res.text)).toBe(0);
    });

    it('saves name and birth time, keeps the orientation when left unset, and says so', async () => {
      await site.database.db.updateTable('members').set({ sexual_orientation: 'bisexual' }).where('member_uuid', '=', memberUuid).execute();
      const res = await post('/member/settings', `first_name=Nova+Star&email=${encodeURIComponent(email)}&birth_date=1992-06-30&birth_time=06:45&gender=female&sexual_orientation=`).expect(200);
      expect(res.text).toContain('Your settings have been saved.');
      const row = await site.database.db.selectFrom('members').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'Nova Star', birth_time: '06:45:00', gender: 'female', sexual_orientation: 'bisexual' });
      const header = await agent.get('/api/user/status').expect(200);
      expect(header.body.user.username).toBe('Nova Star');
    });

    it('asks for the current password before setting a new one, and checks it', async () => {
      const base = `first_name=Nova&email=${encodeURIComponent(email)}&birth_date=1992-06-30`;
      const missing = await post('/member/settings', `${base}&new_password=second-password`).expect(400);
      expect(missing.text).toContain('Please enter your current password.');
      const wrong = await post('/member/settings', `${base}&old_password=nope-nope&new_password=second-password`).expect(400);
      expect(wrong.text).toContain('Your current password is not correct.');
      await post('/member/settings', `${base}&old_password=first-password&new_password=second-password`).expect(200);
      await request(site.app).post('/api/user/login').set('Origin', ORIGIN).send({ email, password: 'second-password' }).expect(200);
    });

    it('shows the first message of the email field when the new email is taken or invalid', async () => {
      await request(site.app)
        .post('/api/member/signup')
        .set('Origin', ORIGIN)
        .send({ first_name: 'Other', email: `taken.${engine}@example.com`, password: 'other-password', birth_date: '1990-01-01', privacy_policy: true })
        .expect(200);
      const taken = await post('/member/settings', `first_name=Nova&email=taken.${engine}%40example.com&birth_date=1992-06-30`).expect(409);
      expect(taken.text).toContain('That email address is already used by another account.');
      const invalid = await post('/member/settings', 'first_name=Nova&email=nope&birth_date=1992-06-30').expect(400);
      expect(invalid.text).toContain('Please enter a valid email');
    });
  });

  describe('Your Readings', () => {
    it('shows an empty state for a new member', async () => {
      const res = await agent.get('/member/journal').expect(200);
      expect(res.text).toContain('You have no saved readings or reports yet.');
    });

    it('lists saved entries and deletes one; a bad slug shows the spec’s error', async () => {
      await site.database.db
        .insertInto('member_journal')
        .values({ member_uuid: memberUuid, slug: 'celtic-cross-1', kind: 'reading', title: 'Celtic Cross reading', url: '/member/journal/celtic-cross-1', created_at: '2026-11-20T09:00:00.000Z' })
        .execute();
      const listed = await agent.get('/member/journal').expect(200);
      expect(listed.text).toContain('Celtic Cross reading');
      const failed = await post('/member/journal', 'slug=').expect(400);
      expect(failed.text).toContain('An error has occurred. Please contact support');
      const deleted = await post('/member/journal', 'slug=celtic-cross-1').expect(200);
      expect(deleted.text).toContain('The reading was deleted.');
      expect(deleted.text).not.toContain('Celtic Cross reading');
    });
  });
});
