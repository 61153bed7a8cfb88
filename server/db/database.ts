import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { WebTables } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** The web tier's tables; a platform service reaches its own through `tablesOf`. */
  db: Kysely<WebTables>;
  engine: Engine;
  /** PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** Resolves once the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (int8) as a string to avoid precision loss; every bigint we store
// (epoch milliseconds, cents, coin counts) fits in a double, so read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * The client under a Kysely that `openDatabase` made, for a library that takes the driver itself
 * (rate-limiter-flexible's stores; server/http/rate-limit.ts). Everything else goes through Kysely.
 */
export type DatabaseDriver = { engine: 'sqlite'; sqlite: Database.Database } | { engine: 'postgres'; pool: pg.Pool };

const drivers = new WeakMap<object, DatabaseDriver>();

/** The better-sqlite3 database or pg pool under `db` (the handle's `db`, or `tablesOf` it). */
export function driverOf(db: object): DatabaseDriver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('driverOf: this Kysely was not opened by openDatabase');
  return driver;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each worker its own). */
  schema?: string;
}

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` / `sqlite::memory:` or `postgres://...`. */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<WebTables>({ dialect: new SqliteDialect({ database: sqlite }) });
    drivers.set(db, { engine: 'sqlite', sqlite });
    return {
      db,
      engine: 'sqlite',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection the server ended (a restart, an administrator, a dropped database) is
    // taken out of the pool, which opens a new one for the next query: not a reason to crash.
    pool.on('error', () => {});
    const db = new Kysely<WebTables>({ dialect: new PostgresDialect({ pool }) });
    drivers.set(db, { engine: 'postgres', pool });
    return {
      db,
      engine: 'postgres',
      ...(options.schema ? { schema: options.schema } : {}),
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<file> or postgres://...`);
}

/**
 * The same connection typed with one owner's tables. One database holds every owner's tables;
 * each owner's code sees only its own, so a query on another's table does not compile.
 */
export function tablesOf<Tables>(handle: DatabaseHandle): Kysely<Tables> {
  return handle.db as unknown as Kysely<Tables>;
}
