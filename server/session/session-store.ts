import type session from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import type { DatabaseHandle } from '../db/database';
import { KyselySessionStore } from './kysely-session-store';
import { MemberRedisStore, type MemberSessions } from './member-sessions';

export interface SessionStoreHandle {
  store: session.Store & MemberSessions;
  kind: 'database' | 'redis';
  /** The Redis connection, shared with rate limits, when REDIS_URL is set. */
  redis?: RedisClientType;
  close(): Promise<void>;
}

/** Sessions live in Redis when REDIS_URL is set, otherwise in the database; never in memory. */
export async function createSessionStore(database: DatabaseHandle, redisUrl: string | undefined): Promise<SessionStoreHandle> {
  if (!redisUrl) {
    return { store: new KyselySessionStore(database.db), kind: 'database', close: async () => {} };
  }
  const client: RedisClientType = createClient({ url: redisUrl });
  client.on('error', () => {
    // Errors surface through the store's callbacks on each request; the client reconnects itself.
  });
  await client.connect();
  return {
    store: new MemberRedisStore({ client, prefix: 'sess:' }),
    kind: 'redis',
    redis: client,
    close: async () => {
      await client.quit();
    },
  };
}
