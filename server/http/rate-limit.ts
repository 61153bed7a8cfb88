import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RedisClientType } from 'redis';
import type { WebTables } from '../db/schema';
import { AppError } from '../errors';

/** Counts hits on a key within a fixed window; shared by every web process through its store. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
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
  };
}

export function redisRateLimitStore(client: RedisClientType, now: () => number = Date.now): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `rl:${key}`;
      const count = await client.incr(redisKey);
      if (count === 1) await client.pExpire(redisKey, windowMs);
      const ttl = await client.pTTL(redisKey);
      return { count, resetAt: now() + Math.max(ttl, 0) };
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
    const key = `${limit.name}:${createHash('sha256').update(id.toLowerCase()).digest('hex').slice(0, 32)}`;
    const { count, resetAt } = await store.hit(key, limit.windowMs);
    if (count > limit.max) {
      const error = new AppError('rate_limited', TOO_MANY_ATTEMPTS);
      error.retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw error;
    }
  }
}

const MINUTE = 60_000;
export const LIMITS = {
  loginPerIp: { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { name: 'login:email', max: 10, windowMs: 15 * MINUTE },
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
} satisfies Record<string, Limit>;
