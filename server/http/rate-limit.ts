import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RedisClientType } from 'redis';
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

export function databaseRateLimitStore(db: Kysely<WebTables>, now: () => number = Date.now): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const at = now();
      const expired = sql<boolean>`rate_limits.window_start <= ${at - windowMs}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: at, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql`case when ${expired} then ${at} else rate_limits.window_start end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.window_start) + windowMs };
    },
    async release(key) {
      await db.updateTable('rate_limits').set({ count: sql`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
    },
    async clear(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

/** INCR, then PEXPIRE when the counter has no expiry yet (a new window, or a key left without one); answers {count, ttl}. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisRateLimitStore(client: RedisClientType, now: () => number = Date.now): RateLimitStore {
  return {
    async hit(key, windowMs) {
      // One script, so one step: the count and its window's expiry are set together (an INCR and
      // a separate PEXPIRE could leave, after a crash between them, a counter that never expires
      // and locks its visitor out for good). A counter found without an expiry gets one.
      const [count, ttl] = (await client.eval(HIT_SCRIPT, { keys: [`rl:${key}`], arguments: [String(windowMs)] })) as [number, number];
      return { count, resetAt: now() + Math.max(ttl, 0) };
    },
    async release(key) {
      // Decrements only a live counter above zero, atomically (a script runs as one step).
      await client.eval("local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end return 0", { keys: [`rl:${key}`] });
    },
    async clear(key) {
      await client.del(`rl:${key}`);
    },
  };
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
