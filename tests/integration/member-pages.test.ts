import request from 'supertest';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

describe.each(ENGINES)('member pages on %s', (engine) => {
  let site: TestSite;
  let agent: request.Agent;
  let memberUuid: string;
  const email = `settings.${engine}@example.com`;

  beforeAll(async () => {
    site = await startTestSite(engine, {}, { locations: true });
    agent = request.agent(site.app);
    const res = await agent
      .post('/api/member/signup')
      .set('Origin', ORIGIN)
      .send({ first_name: 'Nova', email, password: 'first-password', birth_date: '1992-06-30', privacy_policy: true })
      .expect(200);
    memberUuid = res.body.user.member_uuid;
    await site.settle();
  });
  afterAll(() => site.close());

  const post = (path: string, body: string) => agent.post(path).set('Origin', ORIGIN).type('form').send(body);

  it.each(['/member/settings', '/member/journal'])('%s sends a visitor without a session to the home page', async (path) => {
    const res = await request(site.app).get(path).expect(303);
    expect(res.headers.location).toBe('/');
  });

  describe('Account Settings', () => {
    it('shows the member’s details in a plain form, not indexed and never cached', async () => {
      const res = await agent.get('/member/settings').expect(200);
      expect(res.text).toContain('value="Nova"');
      expect(res.text).toContain(`value="${email}"`);
      expect(res.text).toContain('value="1992-06-30"');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toMatch(/<form [^>]*action="\/member\/settings" method="post"/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('saves name and birth time, keeps the orientation when left unset, and says so', async () => {
      await site.tables.updateTable('members').set({ sexual_orientation: 'bisexual' }).where('member_uuid', '=', memberUuid).execute();
      const res = await post('/member/settings', `first_name=Nova+Star&email=${encodeURIComponent(email)}&birth_date=1992-06-30&birth_time=06:45&gender=female&sexual_orientation=`).expect(200);
      expect(res.text).toContain('Your settings have been saved.');
      const row = await site.tables.selectFrom('members').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow();
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

    it('holds the birth date to the signup rules, on the form and through the API', async () => {
      const form = (date: string) => post('/member/settings', `first_name=Nova&email=${encodeURIComponent(email)}&birth_date=${date}`);
      expect((await form('').expect(400)).text).toContain('Please enter your birth date');
      expect((await form('2025-01-01').expect(400)).text).toContain('You must be 16 years or older to signup.');
      expect((await form('1800-01-01').expect(400)).text).toMatch(/Please enter a Birth Date after \d\d\/\d\d\/\d{4}/);
      expect((await form('2001-02-30').expect(400)).text).toContain('Please enter a valid Birth Date: mm/dd/yyyy');
      const status = await agent.get('/api/user/status').expect(200);
      const api = await agent.patch(`/api/member/member/${status.body.user.member_uuid}`).set('Origin', ORIGIN).send({ birth_date: '1800-01-01' }).expect(400);
      expect(api.body.error.fields.birth_date[0]).toMatch(/^Please enter a Birth Date after/);
      const stored = await site.tables.selectFrom('members').select('birth_date').where('email', '=', email).executeTakeFirstOrThrow();
      expect(stored.birth_date).toBe('1992-06-30');
    });

    it('shows the first message of the email field when the new email is taken or invalid', async () => {
      await request(site.app)
        .post('/api/member/signup')
        .set('Origin', ORIGIN)
        .send({ first_name: 'Other', email: `taken.${engine}@example.com`, password: 'other-password', birth_date: '1990-01-01', privacy_policy: true })
        .expect(200);
      const taken = await post('/member/settings', `first_name=Nova&email=taken.${engine}%40example.com&birth_date=1992-06-30&old_password=second-password`).expect(409);
      expect(taken.text).toContain('That email address is already used by another account.');
      const invalid = await post('/member/settings', 'first_name=Nova&email=nope&birth_date=1992-06-30').expect(400);
      expect(invalid.text).toContain('Please enter a valid email');
    });
  });

  describe('birth place, favourite deck and email preferences', () => {
    const base = () => `first_name=Nova&email=${encodeURIComponent(email)}&birth_date=1992-06-30`;

    it('looks up a typed birth place and keeps it on the member’s own profile; an unknown town is refused', async () => {
      const res = await post('/member/settings', `${base()}&birth_location%5Bcity%5D=springfield&birth_location%5Bstate%5D=Illinois&birth_location%5Bcountry%5D=United+States`).expect(200);
      expect(res.text).toContain('value="Springfield"');
      expect(res.text).toContain('value="IL"');
      const own = await site.tables.selectFrom('member_profiles').selectAll().where('member_uuid', '=', memberUuid).where('is_self', '=', 1).executeTakeFirstOrThrow();
      expect(own).toMatchObject({ birth_city: 'Springfield', birth_state: 'IL', birth_country: 'United States', birth_city_id: 4250542 });
      expect(res.text).toContain('value="United States"');

      // Saving again with the place as shown leaves it alone.
      await post('/member/settings', `${base()}&birth_location%5Bcity%5D=Springfield&birth_location%5Bstate%5D=IL&birth_location%5Bcountry%5D=United+States&birth_time=07:10`).expect(200);
      const unknown = await post('/member/settings', `${base()}&birth_location%5Bcity%5D=Atlantis&birth_location%5Bstate%5D=&birth_location%5Bcountry%5D=Greece`).expect(400);
      expect(unknown.text).toContain('A valid city is required');
      expect(unknown.text).toContain('value="Atlantis"');
      const noCountry = await post('/member/settings', `${base()}&birth_location%5Bcity%5D=Paris`).expect(400);
      expect(noCountry.text).toContain('This field is required');
      const still = await site.tables.selectFrom('member_profiles').select('birth_city_id').where('member_uuid', '=', memberUuid).where('is_self', '=', 1).executeTakeFirstOrThrow();
      expect(still.birth_city_id).toBe(4250542);

      // A town several places share is not guessed: the person is asked for the state.
      const ambiguous = await post('/member/settings', `${base()}&birth_location%5Bcity%5D=Springfield&birth_location%5Bstate%5D=&birth_location%5Bcountry%5D=United+States`).expect(400);
      expect(ambiguous.text).toMatch(/There is more than one Springfield in United States\. Please add the state or region \([^)]*Illinois[^)]*\)/);
      expect(ambiguous.text).toMatch(/Missouri/);

      // Outside the US the state and country are kept by name, never as codes.
      const abroad = await post('/member/settings', `${base()}&birth_location%5Bcity%5D=S%C3%A3o+Paulo&birth_location%5Bstate%5D=&birth_location%5Bcountry%5D=Brazil`).expect(200);
      expect(abroad.text).toContain('value="São Paulo"');
      expect(abroad.text).toContain('value="Brazil"');
      const brazil = await site.tables.selectFrom('member_profiles').select(['birth_city', 'birth_state', 'birth_country']).where('member_uuid', '=', memberUuid).where('is_self', '=', 1).executeTakeFirstOrThrow();
      expect(brazil).toEqual({ birth_city: 'São Paulo', birth_state: 'São Paulo', birth_country: 'Brazil' });

      // An emptied town clears the place.
      await post('/member/settings', `${base()}&birth_location%5Bcity%5D=&birth_location%5Bstate%5D=&birth_location%5Bcountry%5D=`).expect(200);
      const cleared = await site.tables.selectFrom('member_profiles').select(['birth_city', 'birth_city_id']).where('member_uuid', '=', memberUuid).where('is_self', '=', 1).executeTakeFirstOrThrow();
      expect(cleared).toEqual({ birth_city: null, birth_city_id: null });
    });

    it('saves a favourite deck from the list, refuses one that is not offered, and resets a retired one to deck 34', async () => {
      const page = await agent.get('/member/settings').expect(200);
      expect(page.text).toContain('<option value="12">Starlit Night</option>');
      // The Mandala deck is not a tarot deck: it is not offered as a favourite.
      expect(page.text).not.toContain('<option value="81">');
      await post('/member/settings', `${base()}&favorite_deck_id=12`).expect(200);
      const details = await agent.get('/api/member/get-details').expect(200);
      expect(details.body.details.favorite_deck_id).toBe(12);
      const refused = await post('/member/settings', `${base()}&favorite_deck_id=999`).expect(400);
      expect(refused.text).toContain('Please choose one of our tarot decks.');
      await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ favorite_deck_id: 999 }).expect(400);
      // A deck that has since been withdrawn reads as the default.
      await site.tables.updateTable('members').set({ favorite_deck_id: 3 }).where('member_uuid', '=', memberUuid).execute();
      const reset = await agent.get('/api/member/get-details').expect(200);
      expect(reset.body.details.favorite_deck_id).toBe(34);
    });

    it('lists the email lists with the member’s choices, and joins and leaves them as ticked', async () => {
      const page = await agent.get('/member/settings').expect(200);
      expect(page.text).toContain('id="email-preferences"');
      expect(page.text).toMatch(/id="list-ipe"[^>]*checked/);
      expect(page.text).not.toContain('id="list-dh_dailyhoroscope"');
      const saved = await post('/member/settings', 'intent=email-preferences&list=dailyhoroscope&list=weekly_love').expect(200);
      expect(saved.text).toContain('Your email preferences have been saved.');
      const rows = await site.tables.selectFrom('mail_subscriptions').select(['list_code', 'subscribed', 'location']).where('member_uuid', '=', memberUuid).orderBy('list_code').execute();
      expect(rows).toEqual([
        { list_code: 'dailyhoroscope', subscribed: 1, location: 'settings' },
        { list_code: 'ipe', subscribed: 0, location: 'settings' },
        { list_code: 'weekly_love', subscribed: 1, location: 'settings' },
      ]);
      // Unknown codes are ignored; nothing ticked leaves every list.
      await post('/member/settings', 'intent=email-preferences&list=no-such-list').expect(200);
      const none = await site.tables.selectFrom('mail_subscriptions').select('list_code').where('member_uuid', '=', memberUuid).where('subscribed', '=', 1).execute();
      expect(none).toEqual([]);
      await request(site.app).post('/member/settings').set('Origin', ORIGIN).type('form').send('intent=email-preferences&list=ipe').expect(303);
    });
  });

  describe('Your Readings', () => {
    it('shows an empty state for a new member', async () => {
      const res = await agent.get('/member/journal').expect(200);
      expect(res.text).toContain('You have no saved readings or reports yet.');
    });

    it('lists saved entries and deletes one; a bad slug shows the spec’s error', async () => {
      await site.tables
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

    it('shows 50 entries a page, newest first, with plain links to older and newer pages', async () => {
      const rows = Array.from({ length: 51 }, (_, i) => ({
        member_uuid: memberUuid,
        slug: `reading-${i + 1}`,
        kind: 'reading' as const,
        title: `Reading number ${i + 1}.`,
        url: `/member/journal/reading-${i + 1}`,
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
      }));
      await site.tables.insertInto('member_journal').values(rows).execute();
      const first = await agent.get('/member/journal').expect(200);
      expect(first.text.match(/class="journal-entry"/g)).toHaveLength(50);
      expect(first.text).toContain('Reading number 51.');
      expect(first.text).not.toContain('Reading number 1.<');
      expect(first.text).toContain('href="/member/journal?page=2" rel="next"');
      const second = await agent.get('/member/journal?page=2').expect(200);
      expect(second.text.match(/class="journal-entry"/g)).toHaveLength(1);
      expect(second.text).toContain('Reading number 1.');
      expect(second.text).toContain('href="/member/journal" rel="prev"');
      expect(second.text).not.toContain('rel="next"');
      // Past the end: a way back, not an empty account; nonsense: a 400 page.
      expect((await agent.get('/member/journal?page=9').expect(200)).text).toContain('Back to your newest readings');
      await agent.get('/member/journal?page=abc').expect(400);
      await agent.get('/member/journal?page=99999999999').expect(400);
      await site.tables.deleteFrom('member_journal').where('member_uuid', '=', memberUuid).execute();
    });
  });
});
