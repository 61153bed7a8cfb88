import type { DatabaseHandle } from './database';
import { seedMailLists } from '../platform/mail/mail.seed';
import { importLocations, type ImportResult } from '../platform/location/location.import';

export interface SeedOptions {
  /** Import the world's places (a few seconds the first time, a no-op after). Default true. */
  locations?: boolean;
}

/** Reference data every installation needs. Safe to run on every start: it only inserts or refreshes. */
export async function seed(handle: DatabaseHandle, options: SeedOptions = {}): Promise<{ locations?: ImportResult }> {
  await seedMailLists(handle.db);
  if (options.locations === false) return {};
  return { locations: await importLocations(handle.db) };
}
