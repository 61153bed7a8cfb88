import request from 'supertest';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';
const PATH = '/member/settings/profiles-manager';

/** Issue #9 items 8 and 14: the profiles manager as plain forms and links, without JavaScript. */
describe.each(ENGINES)('the profiles manager without JavaScript on %s', (engine) => {
  let site: TestSite;
  let agent: request.Agent;

  beforeAll(async () => {
    site = await startTestSite(engine);
    agent = request.agent(site.app);
    await agent.post('/api/member/signup').set('Origin', ORIGIN).send({ first_name: 'Owner', email: `profiles.${engine}@example.com`, password: 'owner-password', birth_date: '1990-03-04', privacy_policy: true }).expect(200);
  });
  afterAll(() => site.close());

  const post = (body: Record<string, string>) => agent.post(PATH).set('Origin', ORIGIN).type('form').send(new URLSearchParams(body).toString());
  const friendUuid = async (firstName: string) =>
    (await site.tables.selectFrom('member_profiles').select('profile_uuid').where('first_name', '=', firstName).executeTakeFirstOrThrow()).profile_uuid;

  it('offers add, search, edit and delete as links and forms that work without scripts', async () => {
    const page = await agent.get(PATH).expect(200);
    expect(page.text).toContain(`href="${PATH}?add=1#friend-form"`);
    const add = await agent.get(`${PATH}?add=1`).expect(200);
    expect(add.text).toMatch(new RegExp(`<form [^>]*action="${PATH}" method="post"`));
    expect(add.text).toContain('name="intent" value="add"');
    // Female is the default (spec 3 §9), with male and a neutral choice beside it.
    expect(add.text).toMatch(/<select id="plain-friend-gender" name="gender"><option value="female" selected="">Female<\/option><option value="male">Male<\/option><option value="other">Other<\/option><\/select>/);
    expect(add.text).toContain('min="1900-01-01"');
  });

  it('adds a friend, searches, edits and deletes it', async () => {
    const added = await post({ intent: 'add', first_name: 'Pat', last_name: 'Doe', gender: 'other', birth_date: '1991-07-08', birth_time: '' }).expect(200);
    expect(added.text).toContain('Pat Doe was added.');
    expect(added.text).toContain('<h3 class="profile-name">Pat Doe</h3>');
    await post({ intent: 'add', first_name: 'Quinn', birth_date: '1985-01-02' }).expect(200);

    const found = await agent.get(`${PATH}?q=pat`).expect(200);
    expect(found.text).toContain('<h3 class="profile-name">Pat Doe</h3>');
    expect(found.text).not.toContain('<h3 class="profile-name">Quinn</h3>');
    expect(found.text).toMatch(/<input id="profiles-search"[^>]* name="q"[^>]* value="pat"\/>/);

    const pat = await friendUuid('Pat');
    const edit = await agent.get(`${PATH}?edit=${pat}`).expect(200);
    expect(edit.text).toContain('Edit Friend Profile');
    expect(edit.text).toContain('value="1991-07-08"');
    expect(edit.text).toMatch(/<option value="other" selected="">Other<\/option>/);
    const edited = await post({ intent: 'edit', profile_uuid: pat, first_name: 'Patricia', last_name: 'Doe', gender: 'female', birth_date: '1991-07-08' }).expect(200);
    expect(edited.text).toContain('Patricia Doe was updated.');

    const confirm = await agent.get(`${PATH}?delete=${pat}`).expect(200);
    expect(confirm.text).toContain('Are you sure you want to delete your friend profile?');
    expect(confirm.text).toContain('name="intent" value="delete"');
    const deleted = await post({ intent: 'delete', profile_uuid: pat }).expect(200);
    expect(deleted.text).toContain('Patricia Doe was deleted.');
    expect(deleted.text).not.toContain('<h3 class="profile-name">Patricia Doe</h3>');
  });

  it('says a typed birth place that is no known city is not valid, and stores nothing', async () => {
    const res = await post({ intent: 'add', first_name: 'Ghost', birth_date: '1990-05-05', 'birth_location[city]': 'Qwertyuiopville', 'birth_location[state]': '', 'birth_location[country]': 'United States' }).expect(400);
    expect(res.text).toContain('A valid city is required');
    expect(res.text).toContain('value="Qwertyuiopville"');
    expect(res.text).not.toContain('Ghost was added.');
    expect(await site.tables.selectFrom('member_profiles').select('profile_uuid').where('first_name', '=', 'Ghost').execute()).toEqual([]);
  });

  it.each(['1700-05-05', '1899-12-31', '2999-01-01'])('refuses a friend birth date of %s outside 1900..today, in the form and the API', async (date) => {
    const res = await post({ intent: 'add', first_name: 'Ancient', birth_date: date }).expect(400);
    expect(res.text).toMatch(/Please enter a birth date in 1900 or later\.|The birth date cannot be in the future\./);
    await agent.post('/api/member/profile').set('Origin', ORIGIN).send({ first_name: 'Ancient', birth_date: date }).expect(400);
    expect(await site.tables.selectFrom('member_profiles').select('profile_uuid').where('first_name', '=', 'Ancient').execute()).toEqual([]);
  });

  it('never shows or deletes another member’s friend', async () => {
    const other = request.agent(site.app);
    await other.post('/api/member/signup').set('Origin', ORIGIN).send({ first_name: 'Other', email: `other.profiles.${engine}@example.com`, password: 'other-password', birth_date: '1990-03-04', privacy_policy: true }).expect(200);
    await other.post(PATH).set('Origin', ORIGIN).type('form').send('intent=add&first_name=Secret&birth_date=1980-01-01').expect(200);
    const secret = await friendUuid('Secret');
    const edit = await agent.get(`${PATH}?edit=${secret}`).expect(200);
    expect(edit.text).not.toContain('Secret');
    const refused = await post({ intent: 'delete', profile_uuid: secret });
    expect(refused.status).toBe(404);
    expect(await friendUuid('Secret')).toBe(secret);
  });
});
