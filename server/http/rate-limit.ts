import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterSQLite, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { driverOf } from '../db/database';
import type { WebTables } from '../db/schema';
import { AppError } from '../errors';

/** Counts hits on a key within a fixed window; shared by every web process through its store. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one hit back (an attempt that turned out not to count), never below zero. */
  release(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}

/**
 * The counting is rate-limiter-flexible's: its stores add to a key's points and start its window
 * (the key's expiry) in one atomic step. The library never refuses here: each limit compares the
 * count with its own maximum (checkRateLimits, beginCountedAttempt), so one limiter serves them all.
 */
const NEVER_REFUSED = Number.MAX_SAFE_INTEGER;

/**
 * Options every store shares. Each hit names its own window (`customDuration`); `duration` only
 * dates a counter that `release` re-creates when it loses a race (below), which then lasts a second.
 */
const SHARED = { points: NEVER_REFUSED, duration: 1 };

/** A window in whole seconds, at least one: the Redis store sets no expiry at all for a window under a second. */
const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

/** A RateLimitStore over one limiter; `exclusive` runs each operation (SQLite: under Kysely's connection lock). */
function limiterStore(limiter: RateLimiterStoreAbstract, exclusive: <T>(work: () => Promise<T>) => Promise<T>): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const counted = await exclusive(() => limiter.consume(key, 1, { customDuration: windowSeconds(windowMs) }));
      return { count: counted.consumedPoints, resetAt: Date.now() + Math.max(counted.msBeforeNext, 0) };
    },
    async release(key) {
      await exclusive(async () => {
        // Nothing to take back from a counter that is gone (cleared, or its window over) or at zero.
        const current = await limiter.get(key);
        if (!current || current.consumedPoints <= 0) return;
        const after = await limiter.reward(key, 1);
        // A clear or another release came in between: give the point back, so no count goes below zero.
        if (after.consumedPoints < 0) await limiter.penalty(key, 1);
      });
    },
    async clear(key) {
      await exclusive(() => limiter.delete(key));
    },
  };
}

const atOnce = <T>(work: () => Promise<T>) => work();

/**
 * Counters in the database's `rate_limits` table (migration 036): rate-limiter-flexible's
 * RateLimiterSQLite on the better-sqlite3 database, or RateLimiterPostgres on the pg pool, that
 * `db` was opened with. The table is the migrations' (`tableCreated`), so the library creates none.
 */
export function databaseRateLimitStore(db: Kysely<WebTables>): RateLimitStore {
  const driver = driverOf(db);
  const options = { ...SHARED, keyPrefix: '', tableName: 'rate_limits', tableCreated: true };
  if (driver.engine === 'sqlite') {
    // The library's cleaning timer leaves its error unhandled once the database is closed, so it is
    // off: an expired row is simply started afresh by its key's next hit.
    const limiter = new RateLimiterSQLite({ ...options, storeClient: driver.sqlite, storeType: 'better-sqlite3', clearExpiredByTimeout: false });
    // Kysely and the library share the one SQLite connection. Holding Kysely's connection while
    // counting keeps a counter from being written inside another request's open transaction (and
    // rolled back with it).
    return limiterStore(limiter, (work) => db.connection().execute(() => work()));
  }
  // Each query takes a connection of the pool; every few minutes one deletes counters expired an hour ago.
  return limiterStore(new RateLimiterPostgres({ ...options, storeClient: driver.pool, storeType: 'pool' }), atOnce);
}

/**
 * Counters in Redis under `rl:<key>`: rate-limiter-flexible's RateLimiterRedis, whose one script
 * counts and sets the window's expiry together, and gives a counter found without an expiry one
 * (an INCR and a separate PEXPIRE could leave, after a crash between them, a counter that never
 * expires and locks its visitor out for good).
 */
export function redisRateLimitStore(client: RedisClientType): RateLimitStore {
  // `useRedisPackage`: the client is node-redis (v4+), which the library cannot always tell from ioredis.
  return limiterStore(new RateLimiterRedis({ ...SHARED, storeClient: client, useRedisPackage: true, keyPrefix: 'rl' }), atOnce);
}

export interface Limit {
  /** What is limited, e.g. "login:ip". */
  name: string;
  max: number;
  windowMs: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts one attempt against each limit (per IP, per email...) and throws a 429 AppError when
 * any is exceeded. Identifiers are hashed, so no email address is stored in the counters.
 */
export async function checkRateLimits(store: RateLimitStore, checks: { limit: Limit; id: string }[]): Promise<void> {
  for (const { limit, id } of checks) {
    if (!id) continue;
    const { count, resetAt } = await store.hit(limitKey(limit, id), limit.windowMs);
    if (count > limit.max) throw tooManyAttempts(resetAt);
  }
}

/** The counter's key: the limit's name and a hash of the identifier (case and outer spaces ignored). */
export function limitKey(limit: Limit, id: string): string {
  return `${limit.name}:${createHash('sha256').update(id.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

function tooManyAttempts(resetAt: number): AppError {
  const error = new AppError('rate_limited', TOO_MANY_ATTEMPTS);
  error.retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return error;
}

/**
 * Limits that count failures only (login). `begin` counts the attempt up front, so many
 * concurrent attempts cannot all slip under a limit, and refuses it with a 429 when a hard limit
 * is already used up; the caller then settles it: `succeeded` takes the attempt back and clears
 * the counters a success resets, `abandoned` only takes it back (it was no guess), and a failure
 * leaves it counted.
 */
export async function beginCountedAttempt(
  store: RateLimitStore,
  checks: { limit: Limit; id: string; resetOnSuccess?: boolean }[],
): Promise<{ counts: number[]; succeeded(): Promise<void>; abandoned(): Promise<void> }> {
  const counted: { key: string; resetOnSuccess: boolean }[] = [];
  const counts: number[] = [];
  const succeeded = async () => {
    for (const { key, resetOnSuccess } of counted) await (resetOnSuccess ? store.clear(key) : store.release(key));
  };
  const abandoned = async () => {
    for (const { key } of counted) await store.release(key);
  };
  for (const { limit, id, resetOnSuccess } of checks) {
    const key = limitKey(limit, id);
    const { count, resetAt } = await store.hit(key, limit.windowMs);
    counted.push({ key, resetOnSuccess: resetOnSuccess ?? false });
    counts.push(count);
    if (count > limit.max) {
      // A refused attempt is not a failed password: it does not count.
      await abandoned();
      throw tooManyAttempts(resetAt);
    }
  }
  return { counts, succeeded, abandoned };
}

/**
 * Progressive delay for one email (spec issue 9, item 27): nothing for the first few failures,
 * then doubling from half a second to at most five. Anyone guessing one address from many
 * places is slowed; the owner is never refused.
 */
export function loginDelayMs(failuresBefore: number): number {
  const free = 3;
  if (failuresBefore < free) return 0;
  return Math.min(5_000, 500 * 2 ** (failuresBefore - free));
}

const MINUTE = 60_000;
export const LIMITS = {
  // Login limits count failed passwords only (a success takes its attempt back).
  loginPerIp: { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
  /** The hard limit for one address guessing one email. */
  loginPerIpAndEmail: { name: 'login:ip-email', max: 10, windowMs: 15 * MINUTE },
  /** Failures for one email from anywhere: never a lockout, only a growing delay (loginDelayMs). */
  loginPerEmail: { name: 'login:email', max: Number.MAX_SAFE_INTEGER, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup:ip', max: 10, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset:ip', max: 10, windowMs: 60 * MINUTE },
  resetPerEmail: { name: 'reset:email', max: 5, windowMs: 60 * MINUTE },
  // Each text opt-in sends a text message: a member or a number gets a few an hour, no more.
  smsPerMember: { name: 'sms:member', max: 5, windowMs: 60 * MINUTE },
  smsPerPhone: { name: 'sms:phone', max: 3, windowMs: 60 * MINUTE },
  ticketPerIp: { name: 'ticket:ip', max: 5, windowMs: 60 * MINUTE },
  // Each ticket mails a receipt to the address given: any one address gets a few an hour.
  ticketPerRecipient: { name: 'ticket:recipient', max: 5, windowMs: 60 * MINUTE },
  // Autologin links are reused while live; asking again and again is refused.
  autologinPerMember: { name: 'autologin:member', max: 10, windowMs: 60 * MINUTE },
  // Each tarot deal is a stored shuffle: generous for people, a wall for scripts.
  dealPerIp: { name: 'deal:ip', max: 300, windowMs: 60 * MINUTE },
  // Each card PNG not yet on disk costs a render (tens of ms in a worker thread); cached ones are free.
  // Pages show SVGs, so only sharing previews ask for PNGs: a visitor cannot sweep all 546 in an hour.
  tarotRenderPerIp: { name: 'tarot-render:ip', max: 120, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;
