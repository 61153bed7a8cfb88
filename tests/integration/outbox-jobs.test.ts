import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { listOutbox } from '../../server/mail-outbox';
import { startPlatform, type RunningPlatform } from '../../server/platform/platform';
import { ENGINES, silentLogger, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';
const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** The site with its platform's workers held back: jobs are written but nobody does them (a process killed before it could). */
describe.each(ENGINES)('the member outbox on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, { runWorkers: false });
  });
  afterAll(() => site.close());

  const mailTo = (email: string) => listOutbox(site.outboxDir, 100_000).filter((mail) => mail.to.includes(email));
  const jobs = () => site.tables.selectFrom('member_jobs').select(['kind', 'payload']).orderBy('created_at').orderBy('job_id').execute();

  /** Another platform process on the same database, as after a restart. */
  async function restartedPlatform(): Promise<RunningPlatform> {
    return startPlatform({ database: site.database, config: site.config, partnerId: site.config.PARTNER_ID, partnerKey: randomBytes(24).toString('base64url'), logger: silentLogger, runWorkers: false });
  }

  describe('password reset requests (item 28)', () => {
    it('do the same work before replying whether or not the email has an account: one queued job, no lookup result, no email yet', async () => {
      const email = `owner.${randomBytes(4).toString('hex')}@example.com`;
      const signup = await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Rae', email, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true }).expect(200);
      const memberUuid = signup.body.user.member_uuid as string;
      await site.settle();
      const stranger = `stranger.${randomBytes(4).toString('hex')}@example.com`;
      const replies = [];
      for (const address of [email, stranger]) {
        const before = (await jobs()).length;
        const res = await request(site.app).post('/api/member/password-reset/init').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ email: address }).expect(200);
        replies.push(res.body);
        // The reply came after exactly one write, the same for both: the job, holding the address.
        const after = await jobs();
        expect(after).toHaveLength(before + 1);
        expect(after.at(-1)).toEqual({ kind: 'password_reset_email', payload: JSON.stringify({ email: address, reset_page: 'http://starlit.test/password-reset' }) });
      }
      expect(replies[0]).toEqual(replies[1]);
      // Nothing that depends on the account happened before the reply: no link issued, nothing sent.
      expect(await site.tables.selectFrom('member_tokens').select('token_hash').where('member_uuid', '=', memberUuid).execute()).toEqual([]);
      expect(mailTo(email).filter((mail) => /reset/i.test(mail.subject))).toEqual([]);

      await site.settle();
      expect(mailTo(email).filter((mail) => /reset/i.test(mail.subject))).toHaveLength(1);
      expect(mailTo(stranger)).toEqual([]);
      expect(await jobs()).toEqual([]);
    });

    it('the plain form queues the same job and shows the same message', async () => {
      const stranger = `form.${randomBytes(4).toString('hex')}@example.com`;
      const res = await request(site.app).post('/password-reset').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).type('form').send(`email=${encodeURIComponent(stranger)}`).expect(200);
      expect(res.text).toContain('If an account uses that email address, we have sent it a link to choose a new password.');
      expect((await jobs()).map((job) => job.kind)).toEqual(['password_reset_email']);
      await site.settle();
      expect(await jobs()).toEqual([]);
    });
  });

  describe('signups cut short (item 29)', () => {
    it('members created before a crash get their lists and one welcome email after the restart, even with two workers racing', async () => {
      const emails = Array.from({ length: 24 }, (_, i) => `signup${i}.${randomBytes(4).toString('hex')}@example.com`);
      const results = await Promise.all(
        emails.map((email) =>
          request(site.app)
            .post('/api/member/signup')
            .set('Origin', ORIGIN)
            .set('X-Forwarded-For', ip())
            .send({ first_name: 'Kit', email, password: 'moonlight-42', birth_date: '1991-02-03', privacy_policy: true, subscribe_lists: ['ipe', 'dailyhoroscope', 'weekly_love'] }),
        ),
      );
      expect(results.map((res) => res.status)).toEqual(emails.map(() => 200));
      const uuids = results.map((res) => res.body.user.member_uuid as string);

      // The "crash": every member exists, each with its two jobs written in the same transaction, and nothing done.
      expect((await jobs()).filter((job) => uuids.some((uuid) => job.payload.includes(uuid)))).toHaveLength(48);
      const listsOf = (uuid: string) => site.tables.selectFrom('mail_subscriptions').select('list_code').where('member_uuid', '=', uuid).where('subscribed', '=', 1).orderBy('list_code').execute();
      expect(await listsOf(uuids[0]!)).toEqual([]);
      expect(emails.flatMap(mailTo)).toEqual([]);

      // A retry of the signup is refused as before: the account exists.
      await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Kit', email: emails[0], password: 'moonlight-42', birth_date: '1991-02-03', privacy_policy: true }).expect(409);

      // Two restarted platform processes work through the same outbox at once.
      const first = await restartedPlatform();
      const second = await restartedPlatform();
      try {
        await Promise.all([first.workers.drain(), second.workers.drain(), first.workers.drain()]);
        await Promise.all([first.workers.drain(), second.workers.drain()]);
      } finally {
        await first.close();
        await second.close();
      }
      expect(await jobs()).toEqual([]);
      for (const [i, email] of emails.entries()) {
        expect((await listsOf(uuids[i]!)).map((row) => row.list_code)).toEqual(['dailyhoroscope', 'ipe', 'weekly_love']);
        const welcome = mailTo(email);
        expect(welcome.map((mail) => mail.subject)).toEqual(['Welcome to Starlit']);
      }
    });

    it('a lists job that runs late never undoes a choice the member made meanwhile', async () => {
      const agent = request.agent(site.app);
      const email = `chooser.${randomBytes(4).toString('hex')}@example.com`;
      const res = await agent.post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Ira', email, password: 'moonlight-42', birth_date: '1991-02-03', privacy_policy: true, subscribe_lists: ['ipe', 'dle'] }).expect(200);
      const uuid = res.body.user.member_uuid as string;
      await agent.delete(`/api/mail/subscription/${uuid}/dle`).set('Origin', ORIGIN).send({ location: 'settings' }).expect(200);
      await site.settle();
      const rows = await site.tables.selectFrom('mail_subscriptions').select(['list_code', 'subscribed']).where('member_uuid', '=', uuid).orderBy('list_code').execute();
      expect(rows).toEqual([
        { list_code: 'dle', subscribed: 0 },
        { list_code: 'ipe', subscribed: 1 },
      ]);
    });

    it('a job held by a worker that died is left alone until its lease ends, then done once', async () => {
      const email = `held.${randomBytes(4).toString('hex')}@example.com`;
      const res = await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Lou', email, password: 'moonlight-42', birth_date: '1991-02-03', privacy_policy: true }).expect(200);
      const uuid = res.body.user.member_uuid as string;
      // A worker took the welcome job (its lease runs for minutes) and was killed mid-way.
      await site.tables.updateTable('member_jobs').set({ run_at: Date.now() + 5 * 60_000, attempts: 1 }).where('kind', '=', 'welcome_email').where('payload', 'like', `%${uuid}%`).execute();
      await site.settle();
      expect(mailTo(email)).toEqual([]);
      expect((await jobs()).map((job) => job.kind)).toEqual(['welcome_email']);
      // The lease runs out: the next worker does it.
      await site.tables.updateTable('member_jobs').set({ run_at: Date.now() - 1 }).where('kind', '=', 'welcome_email').execute();
      await site.settle();
      await site.settle();
      expect(mailTo(email)).toHaveLength(1);
      expect(await jobs()).toEqual([]);
    });
  });
});

describe('the outbox worker of a running platform', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it('starts with the platform and does new jobs by itself, after the reply', async () => {
    const email = `running.${randomBytes(4).toString('hex')}@example.com`;
    await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', ip()).send({ first_name: 'Sol', email, password: 'moonlight-42', birth_date: '1990-04-12', privacy_policy: true }).expect(200);
    // Nobody drains here: the worker the platform started must get to it on its own.
    const pending = async () => (await site.tables.selectFrom('member_jobs').select('job_id').execute()).length > 0;
    for (let tries = 0; tries < 200 && (await pending()); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listOutbox(site.outboxDir, 100_000).filter((mail) => mail.to.includes(email)).map((mail) => mail.subject)).toEqual(['Welcome to Starlit']);
    expect(await site.tables.selectFrom('member_jobs').select('job_id').execute()).toEqual([]);
  });
});
