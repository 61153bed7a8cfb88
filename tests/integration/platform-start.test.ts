import { Writable } from 'node:stream';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startPlatform } from '../../server/platform/platform';
import { createTestDatabase, type TestDatabase } from '../support/test-site';

jest.setTimeout(60_000);

describe('starting the platform', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite', { locations: true });
  });
  afterAll(() => testDb.drop());

  it('with warm caches, resolves only once the city index is built, so the site announces itself when it answers at once', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const running = await startPlatform({ database: testDb.database, config, partnerId: config.PARTNER_ID, partnerKey: 'k'.repeat(32), logger, warmCaches: true });
    try {
      expect(lines.some((line) => line.includes('"msg":"caches warmed"') && line.includes('"location"'))).toBe(true);
    } finally {
      await running.close();
    }
  });
});
