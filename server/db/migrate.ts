import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle, Engine } from './database';
import * as sessions from './migrations/001-sessions';
import * as mailLists from './migrations/002-mail-lists';
import * as locations from './migrations/003-locations';
import * as members from './migrations/004-members';
import * as rateLimits from './migrations/005-rate-limits';
import * as memberExtras from './migrations/006-member-extras';
import * as karmaLedger from './migrations/007-karma-ledger';
import * as sms from './migrations/008-sms';
import * as supportTickets from './migrations/009-support-tickets';
import * as notificationReads from './migrations/010-notification-reads';

type MigrationModule = {
  up(db: Parameters<Migration['up']>[0], engine: Engine): Promise<void>;
  down(db: Parameters<Migration['up']>[0], engine: Engine): Promise<void>;
};

/** Every migration in order. Names sort lexically; never rename or edit one that has shipped. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '001-sessions': sessions,
  '002-mail-lists': mailLists,
  '003-locations': locations,
  '004-members': members,
  '005-rate-limits': rateLimits,
  '006-member-extras': memberExtras,
  '007-karma-ledger': karmaLedger,
  '008-sms': sms,
  '009-support-tickets': supportTickets,
  '010-notification-reads': notificationReads,
};

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, module] of Object.entries(MIGRATIONS)) {
    migrations[name] = {
      up: (db) => module.up(db, handle.engine),
      down: (db) => module.down(db, handle.engine),
    };
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables by schema; name ours so parallel schemas never mix.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
