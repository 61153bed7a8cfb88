import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { MAIL_LISTS } from '../../server/platform/mail/mail.seed';
import { ENGINES, createTestDatabase, type TestDatabase } from '../support/test-site';

describe.each(ENGINES)('migrations and seed on %s', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(() => testDb.drop());

  it('running the migrations again on an up-to-date database changes nothing', async () => {
    await expect(migrateToLatest(testDb.database)).resolves.toEqual([]);
  });

  it('seeding twice leaves exactly one row per mail list, refreshed to the current copy', async () => {
    await testDb.database.db.updateTable('mail_lists').set({ name: 'Old name' }).where('code', '=', 'dle').execute();
    await seed(testDb.database, { locations: false });
    await seed(testDb.database, { locations: false });
    const rows = await testDb.database.db.selectFrom('mail_lists').select(['code', 'name']).orderBy('sort_order').execute();
    expect(rows).toEqual(MAIL_LISTS.map(({ code, name }) => ({ code, name })));
  });
});
