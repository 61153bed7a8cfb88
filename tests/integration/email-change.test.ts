import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

/** Item 26: a new email needs the current password, in settings and the member API; the old address is told. */
describe.each(ENGINES)('changing the email on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const password = 'moonlight-42';

  async function member() {
    const email = `owner.${randomBytes(4).toString('hex')}@example.com`;
    const agent = request.agent(site.app);
    const res = await agent.post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Ana', email, password, birth_date: '1990-04-12', privacy_policy: true }).expect(200);
    await site.settle();
    return { agent, email, memberUuid: res.body.user.member_uuid as string };
  }
  const storedEmail = async (memberUuid: string) => (await site.tables.selectFrom('members').select('email').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow()).email;
  const noticesTo = (email: string) => listOutbox(site.outboxDir, 100_000).filter((mail) => mail.to.includes(email) && /email address was changed/.test(mail.subject));
  const settings = (agent: request.Agent, body: string) => agent.post('/member/settings').set('Origin', ORIGIN).type('form').send(`intent=save&first_name=Ana&birth_date=1990-04-12&${body}`);

  it('Account Settings refuses a new email without the current password, or with a wrong one, and changes nothing', async () => {
    const { agent, email, memberUuid } = await member();
    const newEmail = `new.${email}`;
    const page = await agent.get('/member/settings').expect(200);
    expect(page.text).toContain('Needed to change your email or your password.');
    const missing = await settings(agent, `email=${encodeURIComponent(newEmail)}`).expect(400);
    expect(missing.text).toContain('Please enter your current password to change your email.');
    const wrong = await settings(agent, `email=${encodeURIComponent(newEmail)}&old_password=not-my-password`).expect(400);
    expect(wrong.text).toContain('Your current password is not correct.');
    expect(await storedEmail(memberUuid)).toBe(email);
    await site.settle();
    expect(noticesTo(email)).toEqual([]);
  });

  it('Account Settings changes the email with the current password and tells the old address', async () => {
    const { agent, email, memberUuid } = await member();
    const newEmail = `moved.${email}`;
    const saved = await settings(agent, `email=${encodeURIComponent(newEmail)}&old_password=${password}`).expect(200);
    expect(saved.text).toContain('Your settings have been saved.');
    expect(await storedEmail(memberUuid)).toBe(newEmail);
    await site.settle();
    const [notice, ...more] = noticesTo(email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Your Starlit email address was changed');
    const text = readMessagePart(readOutboxMessage(site.outboxDir, notice!.file)!, 'text/plain')!;
    expect(text).toContain('m•••@example.com');
    expect(text).not.toContain(newEmail);
    expect(noticesTo(newEmail)).toEqual([]);
    // The member now logs in with the new address.
    await request(site.app).post('/api/user/login').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ email: newEmail, password }).expect(200);
  });

  it('the rest of the settings still save without the password', async () => {
    const { agent, email, memberUuid } = await member();
    await settings(agent, `email=${encodeURIComponent(email.toUpperCase())}&birth_time=06:45`).expect(200);
    expect(await storedEmail(memberUuid)).toBe(email);
  });

  it('PATCH /api/member/member/{id} needs the current password for a new email, and tells the old address', async () => {
    const { agent, email, memberUuid } = await member();
    const newEmail = `patched.${email}`;
    const patch = (body: object) => agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send(body);
    const missing = await patch({ email: newEmail }).expect(400);
    expect(missing.body.error.fields.old_password).toEqual(['Please enter your current password to change your email.']);
    const wrong = await patch({ email: newEmail, old_password: 'not-my-password' }).expect(400);
    expect(wrong.body.error.fields.old_password).toEqual(['Your current password is not correct.']);
    expect(await storedEmail(memberUuid)).toBe(email);
    await patch({ first_name: 'Anabel' }).expect(200);
    const changed = await patch({ email: newEmail, old_password: password }).expect(200);
    expect(changed.body.user.email).toBe(newEmail);
    await site.settle();
    expect(noticesTo(email)).toHaveLength(1);
  });
});
