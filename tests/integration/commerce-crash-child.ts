import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/platform/platform';
import { silentLogger } from '../support/test-site';
import { createCommerceHarness } from './commerce-harness';

/**
 * The crash test's platform process (tests/integration/commerce-crash.test.ts): every platform
 * service on DATABASE_URL with the commerce harness's catalogue, its workers started (so the
 * reconciliation runs at start), mail written to MAIL_OUTBOX_DIR. STARLIT_FAULT and
 * PAYMENT_RECONCILE_GRACE_MS come from the environment.
 */
async function main(): Promise<void> {
  const env = process.env;
  const database = openDatabase(env.DATABASE_URL!);
  await prepareDatabase(database, silentLogger, { locations: false });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test', MAIL_OUTBOX_DIR: env.MAIL_OUTBOX_DIR!, PAYMENT_RECONCILE_GRACE_MS: env.PAYMENT_RECONCILE_GRACE_MS, STARLIT_FAULT: env.STARLIT_FAULT });
  const harness = createCommerceHarness(database, config, silentLogger, { captureMail: false });
  const server = harness.app.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    console.log(`Commerce harness is serving http://127.0.0.1:${address.port}`);
  });
  harness.workers.start();
  process.on('SIGTERM', () => {
    void harness.workers.stop().then(async () => {
      server.close();
      await database.close();
      process.exit(0);
    });
  });
}

void main();
