import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { prepareDatabase, startPlatform } from './platform';

/** `npm run platform`: the platform services as their own process (PLATFORM_PORT, default 3100). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const partnerKey = config.PARTNER_KEY;
  if (!partnerKey) {
    console.error('Invalid configuration:\n  - PARTNER_KEY: required to run the platform on its own (the site needs the same key)');
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL).child({ service: 'platform' });
  const database = openDatabase(config.DATABASE_URL);
  await prepareDatabase(database, logger);
  const port = config.PLATFORM_PORT || 3100;
  const running = await startPlatform({ database, config, partnerId: config.PARTNER_ID, partnerKey, logger, warmCaches: true }, port, config.HOST);
  console.log(`Platform services are serving ${running.url}`);
  const stop = async () => {
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
