import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type express from 'express';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Kysely } from 'kysely';
import { openDatabase, tablesOf, type DatabaseHandle, type Engine } from '../../server/db/database';
import type { WebTables } from '../../server/db/schema';
import type { PlatformTables } from '../../server/platform/platform-tables';
import { startPlatform, type RunningPlatform } from '../../server/platform/platform';
import { readManifest } from '../../server/render/assets';
import { KyselySessionStore } from '../../server/session/kysely-session-store';
import { createPlatformClient, type PlatformClient } from '../../server/http/platform-client';
import { copyPostgresTemplate, copySqliteTemplate, onPostgresServer } from './template-databases';

/**
 * Which engines a test file runs on; each file says which of these it uses:
 * - `ENGINES`, for what PostgreSQL can make behave differently (platform data and services,
 *   sessions, rate limits, migrations, concurrency, hostile input, money): SQLite always, and
 *   PostgreSQL when TEST_POSTGRES_URL is set;
 * - `PAGE_ENGINES`, for pages, content and rendering, which the engine does not change: SQLite only.
 */
export const ENGINES: Engine[] = process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
export const PAGE_ENGINES: Engine[] = ['sqlite'];

export const silentLogger = pino({ level: 'silent' });

/** Tests may look at every owner's tables; the code under test sees only its own. */
export type EveryTable = WebTables & PlatformTables;
export const everyTable = (database: DatabaseHandle): Kysely<EveryTable> => tablesOf<EveryTable>(database);

export interface TestDatabase {
  database: DatabaseHandle;
  /** Its DATABASE_URL, for a child process to open the same database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of its own: a copy of the run's template (a SQLite file,
 * or a PostgreSQL database made with `CREATE DATABASE … TEMPLATE`; tests/support/template-databases.ts),
 * dropped afterwards.
 */
export interface TestDatabaseOptions {
  /** Start from the template with the full location data set (the world's places). Default false. */
  locations?: boolean;
}

export async function createTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const id = `${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const variant = options.locations ? 'locations' : 'plain';
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `starlit-test-${id}-`));
    const file = path.join(dir, 'app.db');
    copySqliteTemplate(variant, file);
    const database = openDatabase(`sqlite:${file}`);
    return {
      database,
      url: `sqlite:${file}`,
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_POSTGRES_URL is not set');
  const copy = await copyPostgresTemplate(variant, url);
  const database = openDatabase(copy.url);
  return {
    database,
    url: copy.url,
    drop: async () => {
      await database.close();
      await onPostgresServer(url, `drop database if exists "${copy.name}" with (force)`);
    },
  };
}

export interface TestSite {
  app: express.Express;
  config: Config;
  database: DatabaseHandle;
  /** The database's URL, for a second connection or process on the same data. */
  databaseUrl: string;
  /** Every table, for checking what the site stored. */
  tables: Kysely<EveryTable>;
  platform: RunningPlatform;
  platformClient: PlatformClient;
  partnerKey: string;
  /** Where this site's emails are written. */
  outboxDir: string;
  /** Waits for the platform's outbox: every job due now (lists, welcome and reset emails) done. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The whole site as `npm start` wires it, on its own database, with the platform in process (and on a loopback port). */
export async function startTestSite(
  engine: Engine,
  env: Record<string, string> = {},
  overrides: Partial<Pick<AppDeps, 'pages' | 'logger' | 'sleep' | 'rateLimits' | 'sessionStore' | 'pageCache'>> & TestDatabaseOptions & { runWorkers?: boolean } = {},
): Promise<TestSite> {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-outbox-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test', MAIL_OUTBOX_DIR: outboxDir, SMS_OUTBOX_DIR: path.join(outboxDir, 'sms'), IMAGE_CACHE_DIR: path.join(outboxDir, 'image-cache'), ...env });
  const { locations, runWorkers, ...appOverrides } = overrides;
  const testDb = await createTestDatabase(engine, { locations: locations ?? false });
  const partnerKey = randomBytes(24).toString('base64url');
  // With the world's places loaded, the city index is built before the first test, as at a real start.
  const platform = await startPlatform({ database: testDb.database, config, partnerId: config.PARTNER_ID, partnerKey, logger: silentLogger, warmCaches: locations === true, runWorkers: runWorkers ?? true });
  const platformClient = createPlatformClient({ baseUrl: platform.url, partnerId: config.PARTNER_ID, partnerKey, inProcess: platform.inProcess });
  const app = createApp({
    config,
    database: testDb.database,
    logger: silentLogger,
    platform: platformClient,
    sessionStore: new KyselySessionStore(testDb.database.db),
    sessionSecret: randomBytes(32).toString('hex'),
    manifest: readManifest(),
    // Login's progressive delays are not waited out in tests (tests/integration/login-limits records them).
    sleep: async () => {},
    ...appOverrides,
  });
  return {
    app,
    config,
    database: testDb.database,
    databaseUrl: testDb.url,
    tables: everyTable(testDb.database),
    platform,
    platformClient,
    partnerKey,
    outboxDir,
    settle: () => platform.workers.drain(),
    close: async () => {
      await platform.close();
      await testDb.drop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
