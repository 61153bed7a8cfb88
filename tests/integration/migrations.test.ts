import type { Kysely } from 'kysely';
import { tablesOf } from '../../server/db/database';
import { joinMigrations, migrateToLatest, WEB_MIGRATIONS } from '../../server/db/migrate';
import { MAIL_LISTS } from '../../server/platform/mail/mail.seed';
import type { MailTables } from '../../server/platform/mail/mail.tables';
import * as mailSubscriptions from '../../server/platform/mail/migrations/011-mail-subscriptions';
import * as sessionMembers from '../../server/db/migrations/021-session-members';
import { allMigrations, prepareDatabase } from '../../server/platform/platform';
import { ENGINES, createTestDatabase, silentLogger, type TestDatabase } from '../support/test-site';

describe.each(ENGINES)('migrations and seed on %s', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(() => testDb.drop());

  it('running the migrations again on an up-to-date database changes nothing', async () => {
    await expect(migrateToLatest(testDb.database, allMigrations())).resolves.toEqual([]);
  });

  it('one history holds the web tier and every service, with the names that have shipped', () => {
    expect(Object.keys(allMigrations()).sort()).toEqual([
      '001-sessions',
      '002-mail-lists',
      '003-locations',
      '004-members',
      '005-rate-limits',
      '006-member-extras',
      '007-karma-ledger',
      '008-sms',
      '009-support-tickets',
      '010-notification-reads',
      '011-mail-subscriptions',
      '012-coins-64-bit',
      '013-tarot-readings',
      '014-stale-deals',
      '020-member-jobs',
      '021-session-members',
      '022-vip',
      '030-rules-promo-messages',
      '031-ledger-orders',
      '032-commerce',
      '033-sandbox-gateway',
      '034-held-readings',
      '035-one-order-per-deal',
      '036-rate-limit-points',
      '037-product-reports',
      '038-report-inputs',
      '039-search-index',
      '040-mail-deliveries',
    ]);
  });

  it('two owners cannot both use one migration name', () => {
    expect(() => joinMigrations(WEB_MIGRATIONS, { '001-sessions': mailSubscriptions })).toThrow('Two migrations are named 001-sessions');
  });

  it('the mail subscriptions table that older databases got from 006 is left as it is', async () => {
    const mail = tablesOf<MailTables>(testDb.database);
    await mail.insertInto('mail_subscriptions').values({ member_uuid: 'm-1', list_code: 'dle', subscribed: 1, location: null, reason: null, updated_at: '2026-01-01' }).execute();
    await mailSubscriptions.up(testDb.database.db as never);
    expect(await mail.selectFrom('mail_subscriptions').select('member_uuid').execute()).toEqual([{ member_uuid: 'm-1' }]);
  });

  it('021 labels sessions saved before it with their member, so a password change can end them', async () => {
    const db = testDb.database.db;
    await sessionMembers.down(db as never);
    const sessions = db as unknown as Kysely<{ sessions: { sid: string; sess: string; expires_at: number } }>;
    await sessions.insertInto('sessions').values([
      { sid: 'old-member', sess: JSON.stringify({ cookie: {}, memberUuid: 'm-21' }), expires_at: Date.now() + 60_000 },
      { sid: 'old-visitor', sess: JSON.stringify({ cookie: {} }), expires_at: Date.now() + 60_000 },
    ]).execute();
    await sessionMembers.up(db as never);
    const rows = await db.selectFrom('sessions').select(['sid', 'member_uuid']).where('sid', 'like', 'old-%').orderBy('sid').execute();
    expect(rows).toEqual([
      { sid: 'old-member', member_uuid: 'm-21' },
      { sid: 'old-visitor', member_uuid: null },
    ]);
  });

  it('seeding twice leaves exactly one row per mail list, refreshed to the current copy', async () => {
    const mail = tablesOf<MailTables>(testDb.database);
    await mail.updateTable('mail_lists').set({ name: 'Old name' }).where('code', '=', 'dle').execute();
    await prepareDatabase(testDb.database, silentLogger, { locations: false });
    await prepareDatabase(testDb.database, silentLogger, { locations: false });
    const rows = await mail.selectFrom('mail_lists').select(['code', 'name']).orderBy('sort_order').execute();
    expect(rows).toEqual(MAIL_LISTS.map(({ code, name }) => ({ code, name })));
  });
});
