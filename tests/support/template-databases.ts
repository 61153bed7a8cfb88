import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database';
import { createSiteSearch } from '../../server/features/search';
import { prepareDatabase } from '../../server/platform/platform';

/**
 * The run's template databases (after epic-stack's tests/setup/global-setup.ts): the global
 * set-up migrates and seeds one database per engine and variant, once; every test file then
 * starts from a copy. A SQLite copy is a file copy; a PostgreSQL copy is `CREATE DATABASE …
 * TEMPLATE …`, a block copy made by the server. Neither runs a migration or a seed again, so a
 * test file's database costs milliseconds, not the seconds of 35 migrations, every seed and
 * (for the 'locations' variant) the import of the world's ~200,000 places.
 *
 * Where the templates are is handed to the test workers in the environment (jest starts them
 * after the global set-up, with its environment).
 */

export type TemplateVariant = 'plain' | 'locations';
export const TEMPLATE_VARIANTS: readonly TemplateVariant[] = ['plain', 'locations'];

const DIR_KEY = 'STARLIT_TEST_TEMPLATE_DIR';
const PG_KEY = 'STARLIT_TEST_PG_PREFIX';

const quiet = pino({ level: 'silent' });

/**
 * Migrated and seeded, with the site search's index built for a test site's settings
 * (test-site.ts): a test file that searches finds it current instead of building it, a few
 * seconds on PostgreSQL. A site with other settings rebuilds it at its first search.
 */
async function prepareTemplate(database: DatabaseHandle, variant: TemplateVariant): Promise<void> {
  await prepareDatabase(database, quiet, { locations: variant === 'locations' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test' });
  await createSiteSearch({ database, config, logger: quiet }).refresh();
}

/** The URL of another database on the same PostgreSQL server. */
export function postgresDatabaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (the database of TEST_POSTGRES_URL). */
export async function onPostgresServer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const sqliteTemplateFile = (dir: string, variant: TemplateVariant) => path.join(dir, `${variant}.db`);
const postgresTemplateName = (prefix: string, variant: TemplateVariant) => `${prefix}_tpl_${variant}`;

async function buildSqlite(dir: string, variant: TemplateVariant): Promise<void> {
  const database = openDatabase(`sqlite:${sqliteTemplateFile(dir, variant)}`);
  await prepareTemplate(database, variant);
  // Closing the last connection checkpoints the WAL into the file, so the file alone is the database.
  await database.close();
}

async function buildPostgres(baseUrl: string, prefix: string, variant: TemplateVariant): Promise<void> {
  const name = postgresTemplateName(prefix, variant);
  await onPostgresServer(baseUrl, `create database "${name}"`);
  const database = openDatabase(postgresDatabaseUrl(baseUrl, name));
  await prepareTemplate(database, variant);
  // A template may have no open connection while it is copied.
  await database.close();
}

/** The global set-up's part: every engine's templates, built side by side; answers the engines built. */
export async function buildTemplates(): Promise<Engine[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-templates-'));
  process.env[DIR_KEY] = dir;
  const builds = TEMPLATE_VARIANTS.map((variant) => buildSqlite(dir, variant));
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (postgresUrl) {
    const prefix = `starlit_${randomBytes(4).toString('hex')}`;
    process.env[PG_KEY] = prefix;
    builds.push(...TEMPLATE_VARIANTS.map((variant) => buildPostgres(postgresUrl, prefix, variant)));
  }
  await Promise.all(builds);
  return postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The global tear-down's part: the templates and any copy a crashed test file left behind. */
export async function dropTemplates(): Promise<void> {
  const dir = process.env[DIR_KEY];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const prefix = process.env[PG_KEY];
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  if (!prefix || !postgresUrl) return;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

const MISSING = 'The template databases are missing: the global set-up (tests/support/global-setup.ts) builds them.';

/** A new SQLite database file, copied from the template. */
export function copySqliteTemplate(variant: TemplateVariant, file: string): void {
  const dir = process.env[DIR_KEY];
  if (!dir) throw new Error(MISSING);
  fs.copyFileSync(sqliteTemplateFile(dir, variant), file);
}

/**
 * A new PostgreSQL database copied from the template: its name and URL. Two copies of one template at the same moment can meet "source database is being
 * accessed by other users" while the other's copy holds it: that one waits and tries again.
 */
export async function copyPostgresTemplate(variant: TemplateVariant, baseUrl: string): Promise<{ url: string; name: string }> {
  const prefix = process.env[PG_KEY];
  if (!prefix) throw new Error(MISSING);
  const name = `${prefix}_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onPostgresServer(baseUrl, `create database "${name}" template "${postgresTemplateName(prefix, variant)}"`);
      return { url: postgresDatabaseUrl(baseUrl, name), name };
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
