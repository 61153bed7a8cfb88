import session from 'express-session';
import express from 'express';
import request from 'supertest';
import { promisify } from 'node:util';
import '../../server/session/session-data';
import { KyselySessionStore } from '../../server/session/kysely-session-store';
import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { MemberRedisStore } from '../../server/session/member-sessions';
import { createSessionStore } from '../../server/session/session-store';
import { ENGINES, createTestDatabase, type TestDatabase } from '../support/test-site';

function sessionData(expires: Date): session.SessionData {
  return { cookie: { originalMaxAge: 1000, expires, httpOnly: true, path: '/' } } as session.SessionData;
}

function storeApi(store: session.Store) {
  return {
    get: promisify(store.get.bind(store)) as (sid: string) => Promise<session.SessionData | null | undefined>,
    set: promisify(store.set.bind(store)) as (sid: string, data: session.SessionData) => Promise<void>,
    destroy: promisify(store.destroy.bind(store)) as (sid: string) => Promise<void>,
    touch: promisify(store.touch!.bind(store)) as (sid: string, data: session.SessionData) => Promise<void>,
  };
}

/** A tiny app that counts visits in the session, to prove a store round-trips through cookies. */
function countingApp(store: session.Store) {
  const app = express();
  app.use(session({ secret: 'x'.repeat(32), store, resave: false, saveUninitialized: false, name: 'sid' }));
  app.get('/visit', (req, res) => {
    const data = req.session as unknown as { visits?: number };
    data.visits = (data.visits ?? 0) + 1;
    res.json({ visits: data.visits });
  });
  return app;
}

describe.each(ENGINES)('database session store on %s', (engine) => {
  let testDb: TestDatabase;
  let now = Date.now();
  let store: KyselySessionStore;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    store = new KyselySessionStore(testDb.database.db, () => now);
  });
  afterAll(() => testDb.drop());

  it('stores, reads back, touches and destroys a session', async () => {
    const api = storeApi(store);
    const data = sessionData(new Date(now + 60_000));
    await api.set('sid-1', { ...data, memberUuid: 'm-1', loginAt: now });
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-1' });
    await api.set('sid-1', { ...data, memberUuid: 'm-2' });
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-2' });
    await api.touch('sid-1', sessionData(new Date(now + 120_000)));
    now += 90_000;
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-2' });
    await api.destroy('sid-1');
    await expect(api.get('sid-1')).resolves.toBeNull();
  });

  it('ends the sessions of one member, and an ended session is never written back by a late save', async () => {
    const api = storeApi(store);
    const data = sessionData(new Date(now + 60 * 60_000));
    await api.set('m9-a', { ...data, memberUuid: 'm-9', loginAt: now });
    await api.set('m9-b', { ...data, memberUuid: 'm-9', loginAt: now });
    await api.set('m8-a', { ...data, memberUuid: 'm-8', loginAt: now });
    const loginAt = now;
    now += 5 * 60_000;
    await expect(store.endSessionsOf('m-9', 'm9-a')).resolves.toBe(1);
    await expect(api.get('m9-b')).resolves.toBeNull();
    // A request of m9-b that was in flight saves its changed session afterwards: it stays ended.
    await api.set('m9-b', { ...data, memberUuid: 'm-9', loginAt, username: 'Changed' });
    await expect(api.get('m9-b')).resolves.toBeNull();
    // Saves of live sessions still update them.
    await api.set('m9-a', { ...data, memberUuid: 'm-9', loginAt, username: 'Kept' });
    await expect(api.get('m9-a')).resolves.toMatchObject({ username: 'Kept' });
    await expect(store.endSessionsOf('m-9')).resolves.toBe(1);
    await expect(api.get('m9-a')).resolves.toBeNull();
    await expect(api.get('m8-a')).resolves.toMatchObject({ memberUuid: 'm-8' });
    await api.destroy('m8-a');
  });

  it('treats an expired session as absent and sweeps it away', async () => {
    const api = storeApi(store);
    await api.set('old', sessionData(new Date(now - 1)));
    await api.set('fresh', sessionData(new Date(now + 60_000)));
    await expect(api.get('old')).resolves.toBeNull();
    await expect(store.sweep()).resolves.toBe(1);
    await expect(api.get('fresh')).resolves.not.toBeNull();
  });

  it('keeps a visitor’s session across requests through the signed cookie', async () => {
    const agent = request.agent(countingApp(new KyselySessionStore(testDb.database.db)));
    await agent.get('/visit').expect(200, { visits: 1 });
    await agent.get('/visit').expect(200, { visits: 2 });
    const rows = await testDb.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((row) => row.sess.includes('"visits":2'))).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Runs when TEST_REDIS_URL is set (CI sets it); global setup says so when it is not.
if (redisUrl) describe('Redis session store (TEST_REDIS_URL)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
  });
  afterAll(() => testDb.drop());

  it('ends the sessions of one member, and an ended session is never written back by a late save', async () => {
    const client: RedisClientType = createClient({ url: redisUrl });
    await client.connect();
    try {
      const store = new MemberRedisStore({ client, prefix: `sess-test-${randomBytes(4).toString('hex')}:` });
      const api = storeApi(store);
      const member = `m-${randomBytes(4).toString('hex')}`;
      const data = sessionData(new Date(Date.now() + 60_000));
      await api.set('a', { ...data, memberUuid: member, loginAt: Date.now() });
      await api.set('b', { ...data, memberUuid: member, loginAt: Date.now() });
      await expect(store.endSessionsOf(member, 'a')).resolves.toBe(1);
      await expect(api.get('b')).resolves.toBeNull();
      await api.set('b', { ...data, memberUuid: member, loginAt: Date.now() - 60 * 60_000, username: 'Changed' });
      await expect(api.get('b')).resolves.toBeNull();
      await api.set('a', { ...data, memberUuid: member, loginAt: Date.now() - 60 * 60_000, username: 'Kept' });
      await expect(api.get('a')).resolves.toMatchObject({ username: 'Kept' });
      await expect(store.endSessionsOf(member)).resolves.toBe(1);
      await expect(api.get('a')).resolves.toBeNull();
    } finally {
      await client.quit();
    }
  });

  it('is chosen when a Redis URL is given, and keeps sessions there instead of the database', async () => {
    const handle = await createSessionStore(testDb.database, redisUrl);
    try {
      expect(handle.kind).toBe('redis');
      const agent = request.agent(countingApp(handle.store));
      await agent.get('/visit').expect(200, { visits: 1 });
      await agent.get('/visit').expect(200, { visits: 2 });
      const rows = await testDb.database.db.selectFrom('sessions').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
