import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { MemberRedisStore } from '../../server/session/member-sessions';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';
const redisUrl = process.env.TEST_REDIS_URL;
type Setup = [string, 'sqlite' | 'postgres', boolean];
const SETUPS: Setup[] = ENGINES.flatMap((engine): Setup[] => [[`${engine}, sessions in the database`, engine, false], ...(redisUrl ? [[`${engine}, sessions in Redis`, engine, true] as Setup] : [])]);

/** Item 25: a password change or reset ends every other session of the member; settings offers "log out everywhere". */
describe.each(SETUPS)('ending a member’s sessions (%s)', (_label, engine, useRedis) => {
  let site: TestSite;
  let redis: RedisClientType | undefined;
  beforeAll(async () => {
    let sessionStore: MemberRedisStore | undefined;
    if (useRedis) {
      redis = createClient({ url: redisUrl });
      await redis.connect();
      sessionStore = new MemberRedisStore({ client: redis, prefix: `sess-test-${randomBytes(4).toString('hex')}:` });
    }
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, sessionStore ? { sessionStore } : {});
  });
  afterAll(async () => {
    await site.close();
    await redis?.quit();
  });

  const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const loggedIn = async (agent: request.Agent) => (await agent.get('/api/user/status').expect(200)).body.logged_in as boolean;

  /** A member logged in on three devices, and another member on a fourth. */
  async function devices() {
    const email = `sessions.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'moonlight-42';
    const first = request.agent(site.app);
    const signup = await first.post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Ana', email, password, birth_date: '1990-04-12', privacy_policy: true }).expect(200);
    const others = [request.agent(site.app), request.agent(site.app)];
    for (const agent of others) await agent.post('/api/user/login').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ email, password }).expect(200);
    const stranger = request.agent(site.app);
    await stranger.post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Bo', email: `other.${email}`, password, birth_date: '1990-04-12', privacy_policy: true }).expect(200);
    for (const agent of [first, ...others, stranger]) expect(await loggedIn(agent)).toBe(true);
    return { email, password, memberUuid: signup.body.user.member_uuid as string, first, others, stranger };
  }

  async function expectOnlyFirstLeft(member: Awaited<ReturnType<typeof devices>>) {
    expect(await loggedIn(member.first)).toBe(true);
    for (const agent of member.others) expect(await loggedIn(agent)).toBe(false);
    expect(await loggedIn(member.stranger)).toBe(true);
  }

  it('a password change in Account Settings ends the other sessions and keeps this one', async () => {
    const member = await devices();
    await member.first
      .post('/member/settings')
      .set('Origin', ORIGIN)
      .type('form')
      .send(`intent=save&first_name=Ana&email=${encodeURIComponent(member.email)}&birth_date=1990-04-12&old_password=${member.password}&new_password=sunrise-99`)
      .expect(200);
    await expectOnlyFirstLeft(member);
  });

  it('a password change through POST /api/member/password-reset does the same', async () => {
    const member = await devices();
    await member.first.post('/api/member/password-reset').set('Origin', ORIGIN).send({ old_password: member.password, new_password: 'sunrise-99' }).expect(200);
    await expectOnlyFirstLeft(member);
  });

  it('a password change through PATCH /api/member/member/{id} does the same', async () => {
    const member = await devices();
    await member.first.patch(`/api/member/member/${member.memberUuid}`).set('Origin', ORIGIN).send({ old_password: member.password, new_password: 'sunrise-99' }).expect(200);
    await expectOnlyFirstLeft(member);
  });

  it('a wrong current password ends nothing', async () => {
    const member = await devices();
    await member.first.post('/api/member/password-reset').set('Origin', ORIGIN).send({ old_password: 'not-it', new_password: 'sunrise-99' }).expect(400);
    for (const agent of [member.first, ...member.others]) expect(await loggedIn(agent)).toBe(true);
  });

  it('a password reset through the emailed link ends every session of the member', async () => {
    const member = await devices();
    await request(site.app).post('/api/member/password-reset/init').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ email: member.email }).expect(200);
    await site.settle();
    const entry = listOutbox(site.outboxDir, 100_000).find((mail) => mail.to.includes(member.email) && /reset/i.test(mail.subject))!;
    const link = new URL(/(http\S+password-reset\?key=\S+)/.exec(readMessagePart(readOutboxMessage(site.outboxDir, entry.file)!, 'text/plain')!)![1]!);
    await request(site.app).post('/api/member/password-reset/set').set('Origin', ORIGIN).send({ key: link.searchParams.get('key'), password: 'brand-new-pass' }).expect(200);
    for (const agent of [member.first, ...member.others]) expect(await loggedIn(agent)).toBe(false);
    expect(await loggedIn(member.stranger)).toBe(true);
  });

  it('Account Settings offers log out everywhere: every session of the member ends, this one too', async () => {
    const member = await devices();
    const page = await member.first.get('/member/settings').expect(200);
    expect(page.text).toContain('name="intent" value="logout-everywhere"');
    expect(page.text).toContain('LOG OUT EVERYWHERE');
    const res = await member.first.post('/member/settings').set('Origin', ORIGIN).type('form').send('intent=logout-everywhere').expect(303);
    expect(res.headers.location).toBe('/');
    for (const agent of [member.first, ...member.others]) expect(await loggedIn(agent)).toBe(false);
    expect(await loggedIn(member.stranger)).toBe(true);
  });

  it('POST /api/user/logout-everywhere does the same for the islands', async () => {
    const member = await devices();
    await member.first.post('/api/user/logout-everywhere').set('Origin', ORIGIN).send({}).expect(200, { logged_in: false });
    for (const agent of [member.first, ...member.others]) expect(await loggedIn(agent)).toBe(false);
    expect(await loggedIn(member.stranger)).toBe(true);
    await request(site.app).post('/api/user/logout-everywhere').set('Origin', ORIGIN).send({}).expect(401);
  });
});
