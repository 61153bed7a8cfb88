import session from 'express-session';
import express from 'express';
import request from 'supertest';
import { promisify } from 'node:util';
import '../../server/session/session-data';
import { KyselySessionStore } from '../../server/session/kysely-session-store';
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
    await api.set('sid-1', { ...data, memberUuid: 'm-1' });
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-1' });
    await api.set('sid-1', { ...data, memberUuid: 'm-2' });
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-2' });
    await api.touch('sid-1', sessionData(new Date(now + 120_000)));
    now += 90_000;
    await expect(api.get('sid-1')).resolves.toMatchObject({ memberUuid: 'm-2' });
    await api.destroy('sid-1');
    await expect(api.get('sid-1')).resolves.toBeNull();
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
