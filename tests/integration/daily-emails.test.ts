import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { runDailyEmails, type DailyList, type PassOptions } from '../../server/features/daily-emails';
import { horoscopeFor } from '../../server/features/horoscopes';
import { createPlatformClient, type PlatformClient } from '../../server/http/platform-client';
import { verifyListUnsubscribeToken } from '../../server/list-unsubscribe';
import { DeliverListEmailsContract } from '../../shared/platform-api/mail.platform';
import { startPlatform, type RunningPlatform } from '../../server/platform/platform';
import { addSubscribers } from '../support/subscribers';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher';
import { ENGINES, everyTable, silentLogger, startTestSite, type TestSite } from '../support/test-site';

const SECRET = 'daily-emails-integration-secret-0123456789';
/** A Monday: the weekly love list's day. */
const MONDAY = '2026-11-30';

/** The message's text part, decoded from quoted-printable, as a reader sees it. */
function textPart(mail: CaughtMail): string {
  const start = mail.raw.indexOf('Content-Type: text/plain');
  const body = mail.raw.slice(mail.raw.indexOf('\n\n', start) + 2, mail.raw.indexOf('\n----', start));
  const bytes = body.replace(/\r/g, '').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const oneEach = (messages: CaughtMail[]) => {
  const ids = messages.map((mail) => mail.headers.get('message-id'));
  return new Set(ids).size === ids.length;
};

describe.each(ENGINES)('the daily emails on %s', (engine) => {
  let site: TestSite;
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    site = await startTestSite(engine, { SESSION_SECRET: SECRET, SMTP_URL: catcher.url });
  });
  afterAll(async () => {
    await site?.close();
    await catcher?.close();
  });

  // Each test's readers are the only ones on the lists: the earlier tests' readers leave them.
  beforeEach(async () => {
    await site.tables.updateTable('mail_subscriptions').set({ subscribed: 0 }).execute();
  });

  const pass = (options: PassOptions, platform: PlatformClient = site.platformClient) => runDailyEmails({ platform, siteUrl: site.config.SITE_URL, logger: silentLogger }, options);
  const mailTo = (address: string, from: CaughtMail[] = catcher.messages) => from.filter((mail) => mail.to.includes(address));
  const summary = async (options: PassOptions) => Object.fromEntries((await pass(options)).map(({ list, ...counts }) => [list, counts]));

  /** Another site process's platform on the same database: its own connection pool, its own mail settings. */
  async function secondPlatform(env: Record<string, string>, logger = silentLogger): Promise<{ client: PlatformClient; close(): Promise<void>; database: DatabaseHandle; platform: RunningPlatform }> {
    const database = openDatabase(site.databaseUrl);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: site.config.SITE_URL, SESSION_SECRET: SECRET, MAIL_OUTBOX_DIR: site.outboxDir, ...env });
    const platform = await startPlatform({ database, config, partnerId: config.PARTNER_ID, partnerKey: site.partnerKey, logger, runWorkers: false });
    return {
      client: createPlatformClient({ baseUrl: platform.url, partnerId: config.PARTNER_ID, partnerKey: site.partnerKey }),
      database,
      platform,
      close: async () => {
        await platform.close();
        await database.close();
      },
    };
  }

  it('a pass for a day sends each list its email once, with the signed unsubscribe link and one-click headers; a second pass sends nothing', async () => {
    const [reader] = await addSubscribers(site.tables, 1, { lists: ['dailyhoroscope', 'dle', 'weekly_love', 'number_of_the_day'], birthDate: '1990-04-05', prefix: 'byday' });
    const [vip] = await addSubscribers(site.tables, 1, { lists: ['dh_dailyhoroscope'], vip: true, prefix: 'byday-vip' });
    const [lapsed] = await addSubscribers(site.tables, 1, { lists: ['dh_dailyhoroscope'], vip: false, prefix: 'byday-lapsed' });
    const [left] = await addSubscribers(site.tables, 1, { lists: ['dailyhoroscope'], prefix: 'byday-left' });
    await site.tables.updateTable('mail_subscriptions').set({ subscribed: 0 }).where('member_uuid', '=', left!.memberUuid).execute();
    const before = catcher.messages.length;

    const first = await summary({ date: MONDAY });
    expect(first).toMatchObject({ dailyhoroscope: { sent: 1 }, dle: { sent: 1 }, weekly_love: { sent: 1 }, number_of_the_day: { sent: 1 }, dh_dailyhoroscope: { sent: 1 } });
    const mine = mailTo(reader!.email);
    expect(mine.map((mail) => mail.headers.get('subject')).sort()).toEqual([
      'Aries: your horoscope for Monday, November 30, 2026',
      'Aries: your love horoscope for Monday, November 30, 2026',
      'Aries: your love horoscope for the week of November 30, 2026',
      'Your number of the day for Monday, November 30, 2026: 6',
    ]);
    const daily = mine.find((mail) => mail.headers.get('subject')!.endsWith('horoscope for Monday, November 30, 2026'))!;
    // The day's horoscope for the sign, whole, as its page gives it.
    const text = textPart(daily);
    for (const paragraph of horoscopeFor('daily', 'aries', MONDAY).interp.split('\n')) expect(text.replace(/\s+/g, ' ')).toContain(paragraph.replace(/\s+/g, ' '));
    expect(daily.raw).toContain('Content-Type: text/html');
    expect(daily.headers.get('message-id')).toBe(`<dailyhoroscope.${MONDAY}.${reader!.memberUuid}@starlit.test>`);
    // RFC 2369 / 8058: the header's link is the body's, signed for this member and this list.
    expect(daily.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<([^>]+)>$/.exec(daily.headers.get('list-unsubscribe')!)![1]!;
    expect(text).toContain(`Unsubscribe from this list: ${link}`);
    expect(verifyListUnsubscribeToken(site.config, new URL(link).searchParams.get('token'))).toMatchObject({ ok: true, memberUuid: reader!.memberUuid, list: 'dailyhoroscope' });

    expect(mailTo(vip!.email).map((mail) => mail.headers.get('subject'))).toEqual(['For you: your personal horoscope for Monday, November 30, 2026']);
    expect(mailTo(lapsed!.email)).toEqual([]);
    expect(mailTo(left!.email)).toEqual([]);
    const sentNow = catcher.messages.length - before;

    // Again, the same day: every email is already sent.
    const again = await summary({ date: MONDAY });
    expect(Object.values(again).map((each) => each.sent)).toEqual([0, 0, 0, 0, 0]);
    expect(catcher.messages.length - before).toBe(sentNow);
    // A Tuesday has no weekly love email.
    expect((await summary({ date: '2026-12-01', lists: ['weekly_love'] })).weekly_love).toMatchObject({ sent: 0 });
    expect(mailTo(reader!.email)).toHaveLength(4);
  });

  it('the schedule sends each reader their own day from 6 a.m. their time, and not before', async () => {
    const lists: DailyList[] = ['dailyhoroscope'];
    const [tokyo] = await addSubscribers(site.tables, 1, { lists, timezone: 9, prefix: 'tz-tokyo' });
    const [moscow] = await addSubscribers(site.tables, 1, { lists, timezone: 3, prefix: 'tz-moscow' });
    const [delhi] = await addSubscribers(site.tables, 1, { lists, timezone: 5.5, prefix: 'tz-delhi' });
    const [unknown] = await addSubscribers(site.tables, 1, { lists, timezone: null, prefix: 'tz-unknown' });
    const dayOf = (address: string) => mailTo(address).map((mail) => /\.(\d{4}-\d{2}-\d{2})\./.exec(mail.headers.get('message-id')!)![1]);

    // 02:00 UTC on December 2: 11:00 in Tokyo, 05:00 in Moscow, 07:30 in Delhi, 21:00 on December 1 in New York.
    await pass({ now: new Date('2026-12-02T02:00:00Z'), lists });
    expect(dayOf(tokyo!.email)).toEqual(['2026-12-02']);
    expect(dayOf(moscow!.email)).toEqual([]);
    expect(dayOf(delhi!.email)).toEqual(['2026-12-02']);
    expect(dayOf(unknown!.email)).toEqual(['2026-12-01']);
    // 03:00 UTC: 06:00 in Moscow. Nobody else gets a second one.
    await pass({ now: new Date('2026-12-02T03:00:00Z'), lists });
    expect([tokyo, moscow, delhi, unknown].map((each) => dayOf(each!.email))).toEqual([['2026-12-02'], ['2026-12-02'], ['2026-12-02'], ['2026-12-01']]);
    // 11:00 UTC: 06:00 on December 2 in New York (winter time, UTC-5).
    await pass({ now: new Date('2026-12-02T10:59:00Z'), lists });
    expect(dayOf(unknown!.email)).toEqual(['2026-12-01']);
    await pass({ now: new Date('2026-12-02T11:00:00Z'), lists });
    expect(dayOf(unknown!.email)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('two site processes running passes at once send every email exactly once', async () => {
    const readers = await addSubscribers(site.tables, 24, { lists: ['dailyhoroscope', 'dle'], prefix: 'race' });
    const other = await secondPlatform({ SMTP_URL: catcher.url });
    try {
      const options = { date: '2026-12-03', lists: ['dailyhoroscope', 'dle'] as DailyList[] };
      const runs = await Promise.all([pass(options), pass(options, other.client), pass(options), pass(options, other.client)]);
      expect(runs.flat().reduce((sum, each) => sum + each.sent, 0)).toBe(48);
      const theirs = readers.flatMap((each) => mailTo(each.email));
      expect(theirs).toHaveLength(48);
      expect(oneEach(theirs)).toBe(true);
      const rows = await site.tables.selectFrom('mail_deliveries').select(['status', 'attempts']).where('send_date', '=', '2026-12-03').execute();
      expect(rows).toHaveLength(48);
      expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('twenty deliveries of the same batch at once send each email once', async () => {
    const readers = await addSubscribers(site.tables, 5, { lists: ['dle'], prefix: 'twenty' });
    const content = { subject: 'S', preview: '', heading: 'H', sections: [{ paragraphs: ['P'] }], cta: { label: 'Go', url: 'http://starlit.test/' } };
    const body = { contents: { a: content }, deliveries: readers.map((each) => ({ member_uuid: each.memberUuid, send_date: '2026-12-06', content: 'a' })) };
    const results = await Promise.all(Array.from({ length: 20 }, () => site.platformClient.call(DeliverListEmailsContract, { params: { list: 'dle' }, body })));
    expect(results.reduce((sum, each) => sum + each.sent, 0)).toBe(5);
    expect(results.reduce((sum, each) => sum + each.skipped, 0)).toBe(95);
    expect(readers.flatMap((each) => mailTo(each.email))).toHaveLength(5);
  });

  it('a run killed in the middle and started again sends every email once: what it held waits for its lease, then goes', async () => {
    const readers = await addSubscribers(site.tables, 20, { lists: ['dle'], prefix: 'killed' });
    const date = '2026-12-04';
    // The first run's mail server takes five messages and then stops answering; the run is killed.
    const stalling = await startSmtpCatcher({ stallAfter: 5 });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/daily-emails.ts', '--date', date, '--list', 'dle'], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: site.databaseUrl, SMTP_URL: stalling.url, SESSION_SECRET: SECRET, SITE_URL: site.config.SITE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      // Five accepted and recorded as sent, more in flight: then the run is killed.
      await stalling.waitFor(5);
      const sentRows = () => site.tables.selectFrom('mail_deliveries').select('member_uuid').where('list_code', '=', 'dle').where('send_date', '=', date).where('status', '=', 'sent').execute();
      for (let tries = 0; (await sentRows()).length < 5 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
      child.kill('SIGKILL');
      await exited;
      const rows = () => site.tables.selectFrom('mail_deliveries').select(['member_uuid', 'status']).where('list_code', '=', 'dle').where('send_date', '=', date).execute();
      const held = (await rows()).filter((row) => row.status === 'sending');
      expect((await rows()).filter((row) => row.status === 'sent')).toHaveLength(5);
      expect(held.length).toBeGreaterThan(0);

      // Started again at once: the rest go, the ones the killed run held wait for its lease.
      const restarted = await summary({ date, lists: ['dle'] });
      expect(restarted.dle).toMatchObject({ sent: 20 - 5 - held.length, failed: 0 });
      // Two minutes later the lease is over (moved back here rather than waited for).
      await site.tables.updateTable('mail_deliveries').set({ due_at: Date.now() - 1 }).where('status', '=', 'sending').where('send_date', '=', date).execute();
      expect((await summary({ date, lists: ['dle'] })).dle).toMatchObject({ sent: held.length });

      const all = [...stalling.messages, ...catcher.messages].filter((mail) => readers.some((each) => mail.to.includes(each.email)));
      expect(all).toHaveLength(20);
      expect(new Set(all.map((mail) => mail.to[0])).size).toBe(20);
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await stalling.close();
    }
  }, 60_000);

  it('a refused send is tried again after 1, 2, 4 and 8 minutes and given up after the fifth try, in the log', async () => {
    const lines: { level: number; msg: string; retry_in_ms?: number; attempts?: number }[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]), done()) }));
    const refusing = await startSmtpCatcher({ refuse: (address) => address.startsWith('refused-') });
    const other = await secondPlatform({ SMTP_URL: refusing.url }, logger);
    try {
      const [reader] = await addSubscribers(site.tables, 1, { lists: ['number_of_the_day'], prefix: 'refused' });
      const date = '2026-12-05';
      const options = { date, lists: ['number_of_the_day'] as DailyList[] };
      const row = () => site.tables.selectFrom('mail_deliveries').select(['status', 'attempts', 'due_at']).where('member_uuid', '=', reader!.memberUuid).executeTakeFirstOrThrow();
      for (const attempt of [1, 2, 3, 4]) {
        expect((await pass(options, other.client))[0]).toMatchObject({ sent: 0, failed: 1 });
        const now = await row();
        expect(now).toMatchObject({ status: 'failed', attempts: attempt });
        const wait = Number(now.due_at) - Date.now();
        expect(wait).toBeGreaterThan(60_000 * 2 ** (attempt - 1) - 5_000);
        expect(wait).toBeLessThanOrEqual(60_000 * 2 ** (attempt - 1));
        // Before its wait is over, a pass leaves it alone.
        expect((await pass(options, other.client))[0]).toMatchObject({ sent: 0, failed: 0 });
        expect((await row()).attempts).toBe(attempt);
        await site.tables.updateTable('mail_deliveries').set({ due_at: Date.now() - 1 }).where('member_uuid', '=', reader!.memberUuid).execute();
      }
      const last = await pass(options, other.client);
      expect(last[0]).toMatchObject({ abandoned: 1 });
      expect(await row()).toMatchObject({ status: 'abandoned', attempts: 5 });
      expect(lines.filter((line) => line.msg === 'list email failed; it will be tried again').map((line) => line.retry_in_ms)).toEqual([60_000, 120_000, 240_000, 480_000]);
      expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).toEqual(['list email given up after 5 tries']);
      // Given up for good: no later pass tries it.
      await site.tables.updateTable('mail_deliveries').set({ due_at: 0 }).where('member_uuid', '=', reader!.memberUuid).execute();
      expect((await pass(options, other.client))[0]).toMatchObject({ sent: 0, failed: 0, abandoned: 0 });
      expect(refusing.messages).toEqual([]);
    } finally {
      await other.close();
      await refusing.close();
    }
  });

  it('the list endpoints answer bad input with a 400 or a 404, never a 500', async () => {
    const headers = { 'x-partner-id': site.config.PARTNER_ID, 'x-partner-key': site.partnerKey, 'content-type': 'application/json' };
    const get = (path: string) => fetch(`${site.platform.url}${path}`, { headers }).then((response) => response.status);
    const post = (path: string, body: unknown) => fetch(`${site.platform.url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }).then((response) => response.status);
    expect(await get('/mail/lists/dailyhoroscope/recipients')).toBe(400);
    expect(await get('/mail/lists/dailyhoroscope/recipients?dates=2026-13-45x')).toBe(400);
    expect(await get('/mail/lists/dailyhoroscope/recipients?dates=2026-12-01&limit=100000')).toBe(400);
    expect(await get('/mail/lists/dailyhoroscope/recipients?dates=2026-12-01&after=%27%3B--')).toBe(400);
    expect(await get('/mail/lists/no_such_list/recipients?dates=2026-12-01')).toBe(404);
    expect(await get('/mail/lists/Robert%27)%3B/recipients?dates=2026-12-01')).toBe(400);
    const content = { subject: 'S', preview: '', heading: 'H', sections: [{ paragraphs: ['P'] }], cta: { label: 'Go', url: 'http://starlit.test/' } };
    const delivery = { member_uuid: '00000000-0000-4000-8000-000000000000', send_date: '2026-12-01', content: 'a' };
    expect(await post('/mail/lists/dailyhoroscope/deliveries', '{not json')).toBe(400);
    expect(await post('/mail/lists/dailyhoroscope/deliveries', { contents: { a: content }, deliveries: [{ ...delivery, content: 'b' }] })).toBe(400);
    expect(await post('/mail/lists/dailyhoroscope/deliveries', { contents: { a: { ...content, cta: { label: 'Go', url: 'javascript:alert(1)' } } }, deliveries: [delivery] })).toBe(400);
    expect(await post('/mail/lists/dailyhoroscope/deliveries', { contents: { a: content }, deliveries: Array.from({ length: 501 }, () => delivery) })).toBe(400);
    expect(await post('/mail/lists/no_such_list/deliveries', { contents: { a: content }, deliveries: [delivery] })).toBe(404);
    // A member who is not on the list gets nothing, and nothing is recorded.
    expect(await post('/mail/lists/dailyhoroscope/deliveries', { contents: { a: content }, deliveries: [delivery] })).toBe(200);
    expect(await everyTable(site.database).selectFrom('mail_deliveries').select('member_uuid').where('member_uuid', '=', delivery.member_uuid).execute()).toEqual([]);
  });
});
