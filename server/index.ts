import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/database';
import { databaseRateLimitStore, redisRateLimitStore } from './http/rate-limit';
import { createLogger } from './logger';
import { prepareDatabase, startPlatform, type RunningPlatform } from './platform/platform';
import { readManifest } from './render/assets';
import { resolveSessionSecret } from './session/session-secret';
import { createSessionStore } from './session/session-store';
import { createPlatformClient } from './http/platform-client';
import { createSiteSearch } from './features/search';
import { forkDailyEmails } from './daily-emails-process';
import { randomBytes } from 'node:crypto';

/** The only file that listens: boots the database, the platform and the site, then serves. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  const database = openDatabase(config.DATABASE_URL);
  await prepareDatabase(database, logger);
  // The search index follows the content this release ships with: rebuilt here when it changed.
  const search = createSiteSearch({ database, config, logger });
  await search.refresh();

  // In the embedded default the platform runs here: on a loopback port for other processes, and called in process by the site.
  const partnerKey = config.PARTNER_KEY ?? randomBytes(24).toString('base64url');
  let platform: RunningPlatform | undefined;
  let platformUrl = config.PLATFORM_URL;
  if (!platformUrl) {
    platform = await startPlatform({ database, config, partnerId: config.PARTNER_ID, partnerKey, logger: logger.child({ service: 'platform' }), warmCaches: true }, config.PLATFORM_PORT);
    platformUrl = platform.url;
  }

  const sessions = await createSessionStore(database, config.REDIS_URL);
  const platformClient = createPlatformClient({ baseUrl: platformUrl, partnerId: config.PARTNER_ID, partnerKey, inProcess: platform?.inProcess });
  const app = createApp({
    config,
    database,
    logger,
    platform: platformClient,
    sessionStore: sessions.store,
    rateLimits: sessions.redis ? redisRateLimitStore(sessions.redis) : databaseRateLimitStore(database.db),
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET),
    manifest: readManifest(),
    search,
    redis: sessions.redis,
  });

  const server: Server = app.listen(config.PORT, config.HOST, () => {
    const shown = ['0.0.0.0', '127.0.0.1', '::', 'localhost'].includes(config.HOST) ? 'localhost' : config.HOST;
    const port = (server.address() as { port: number }).port;
    logger.info({ port, database: database.engine, sessions: sessions.kind, platform: platformUrl }, 'site started');
    console.log(`${config.SITE_NAME} is serving http://${shown}:${port}`);
  });
  // The daily lists' emails, each subscriber's morning, in a process of their own (server/features/daily-emails/README.md).
  const dailyEmails = config.DAILY_EMAILS === 'on' ? forkDailyEmails(logger.child({ job: 'daily-emails' })) : undefined;

  server.on('error', (error) => {
    logger.fatal({ err: error }, 'could not listen');
    process.exit(1);
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.once('close', () => resolve()));
    await dailyEmails?.stop();
    await platform?.close();
    await sessions.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
