import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { RedisClientType } from 'redis';
import './session-data';

/** A session store that can end every session of one member (password change, log out everywhere). */
export interface MemberSessions {
  /** Ends the member's sessions, all but `exceptSid` when given; returns how many ended. */
  endSessionsOf(memberUuid: string, exceptSid?: string): Promise<number>;
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const LOGIN_SAVE_MS = 10_000;

/**
 * Whether a save may create the session's row. A member session is created only by the save of
 * its login; any later save only updates, so a request of an ended session that was already in
 * flight when its member's sessions were ended cannot write it back.
 */
export function mayCreate(sess: SessionData, now: number = Date.now()): boolean {
  if (!sess.memberUuid) return true;
  return typeof sess.loginAt === 'number' && now - sess.loginAt >= 0 && now - sess.loginAt < LOGIN_SAVE_MS;
}
type Callback = (error?: unknown, value?: unknown) => unknown;

/**
 * connect-redis, plus a set per member of the session ids they logged in with
 * (`<prefix>member:<uuid>`), so their sessions can be found without scanning every key. Ids of
 * sessions that have since expired stay in the set until the next sweep of it; deleting an
 * expired key is harmless.
 */
export class MemberRedisStore extends RedisStore implements MemberSessions {
  private readonly redis: RedisClientType;

  constructor(options: { client: RedisClientType; prefix: string }) {
    super(options);
    this.redis = options.client;
  }

  private memberKey(memberUuid: string): string {
    return `${this.prefix}member:${memberUuid}`;
  }

  override async set(sid: string, sess: SessionData, callback?: Callback): Promise<unknown> {
    try {
      if (sess.memberUuid) {
        const key = this.memberKey(sess.memberUuid);
        await this.redis.multi().sAdd(key, sid).expire(key, THIRTY_DAYS_SECONDS).exec();
      }
      if (!mayCreate(sess)) {
        // Only while the session still exists (SET ... XX): an ended session stays ended.
        const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + Number(this.ttl) * 1000;
        const seconds = Math.ceil((expires - Date.now()) / 1000);
        if (seconds <= 0) return await this.destroy(sid, callback);
        await this.redis.set(`${this.prefix}${sid}`, this.serializer.stringify(sess), { condition: 'XX', expiration: { type: 'EX', value: seconds } });
        return callback?.();
      }
    } catch (error) {
      return callback?.(error);
    }
    return super.set(sid, sess, callback);
  }

  async endSessionsOf(memberUuid: string, exceptSid?: string): Promise<number> {
    const key = this.memberKey(memberUuid);
    const sids = (await this.redis.sMembers(key)).filter((sid) => sid !== exceptSid);
    if (sids.length === 0) return 0;
    const ended = await this.redis.del(sids.map((sid) => `${this.prefix}${sid}`));
    await this.redis.sRem(key, sids);
    return Number(ended);
  }
}
