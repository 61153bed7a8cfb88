import fs from 'node:fs';
import path from 'node:path';
import { buildClient } from '../../server/build/build-client';

/** Builds the browser bundles when they are missing, and says which optional suites are off. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.resolve('public/build/manifest.json'))) await buildClient();
  if (!process.env.TEST_POSTGRES_URL) {
    process.stdout.write('\n  PostgreSQL tests are SKIPPED: set TEST_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.\n');
  }
  if (!process.env.TEST_REDIS_URL) {
    process.stdout.write('  Redis session tests are SKIPPED: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them.\n\n');
  }
}
