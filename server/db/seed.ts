import type { DatabaseHandle } from './database';
import { seedMailLists } from '../platform/mail/mail.seed';

/** Reference data every installation needs. Safe to run on every start: it only inserts or refreshes. */
export async function seed(handle: DatabaseHandle): Promise<void> {
  await seedMailLists(handle.db);
}
