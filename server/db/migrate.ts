import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle, Engine } from './database';
import * as sessions from './migrations/001-sessions';
import * as rateLimits from './migrations/005-rate-limits';
import * as sessionMembers from './migrations/021-session-members';
import * as rateLimitPoints from './migrations/036-rate-limit-points';
import * as searchIndex from './migrations/039-search-index';

/** One migration: `up` and `down` get the engine for the few places where SQL differs. */
export interface MigrationModule {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
  down(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/**
 * Migrations by name. Each owner (the web tier here, each platform service in its folder) keeps
 * its own; names are unique across owners and sort into one history per database. Never rename
 * or edit one that has shipped.
 */
export type Migrations = Record<string, MigrationModule>;

/** The web tier's own tables: sessions, rate-limit counters and the site search's index. */
export const WEB_MIGRATIONS: Migrations = {
  '001-sessions': sessions,
  '005-rate-limits': rateLimits,
  '021-session-members': sessionMembers,
  '036-rate-limit-points': rateLimitPoints,
  '039-search-index': searchIndex,
};

/** Joins owners' migrations into one set, refusing a name two owners both use. */
export function joinMigrations(...sets: Migrations[]): Migrations {
  const joined: Migrations = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (joined[name]) throw new Error(`Two migrations are named ${name}`);
      joined[name] = migration;
    }
  }
  return joined;
}

/** Applies every migration not yet applied, in name order; returns the names applied. */
export async function migrateToLatest(handle: DatabaseHandle, modules: Migrations): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, module] of Object.entries(modules)) {
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
