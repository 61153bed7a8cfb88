import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../../server/http/rate-limit';
import { signupPayload } from '../support/signup-payload';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';
const redisUrl = process.env.TEST_REDIS_URL;

/** Each database, with its own rate-limit counters; and with Redis counters when TEST_REDIS_URL is set. */
const SETUPS: [string, 'sqlite' | 'postgres', boolean][] = ENGINES.flatMap((engine) => [
  [`${engine}, counters in the database`, engine, false] as [string, 'sqlite' | 'postgres', boolean],
  ...(redisUrl ? [[`${engine}, counters in Redis`, engine, true] as [string, 'sqlite' | 'postgres', boolean]] : []),
]);

describe.each(SETUPS)('login limits (%s)', (_label, engine, useRedis) => {
  let site: TestSite;
  let redis: RedisClientType | undefined;
  /** Every delay the site asked for, instead of waiting it out. */
  const delays: number[] = [];

  beforeAll(async () => {
    let rateLimits: RateLimitStore | undefined;
    if (useRedis) {
      redis = createClient({ url: redisUrl });
      await redis.connect();
      rateLimits = redisRateLimitStore(redis);
    }
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, {
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...(rateLimits ? { rateLimits } : {}),
    });
  });
  afterAll(async () => {
    await site.close();
    await redis?.quit();
  });
  beforeEach(() => {
    delays.length = 0;
  });

  // Addresses of this run only, so counters left in Redis by another run never meet these.
  const run = `fd00:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const at = (ip: string) => `${run}::${ip.split('.').slice(1).map((part) => Number(part).toString(16)).join(':')}`;
  const login = (email: string, password: string, ip: string) =>
    request(site.app).post('/api/user/login').set('Origin', ORIGIN).set('X-Forwarded-For', at(ip)).send({ email, password });

  async function member(): Promise<{ email: string; password: string }> {
    const payload = signupPayload();
    await request(site.app).post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', at(`10.${Math.floor(Math.random() * 250)}.0.1`)).send(payload).expect(200);
    return { email: payload.email, password: payload.password };
  }

  if (useRedis) {
    it('counts and sets the window in one step, and gives a counter left without an expiry one, so nobody is locked out for good', async () => {
      const store = redisRateLimitStore(redis!);
      const key = `test:${run}:window`;
      const first = await store.hit(key, 60_000);
      expect(first.count).toBe(1);
      expect(await redis!.pTTL(`rl:${key}`)).toBeGreaterThan(0);
      expect((await store.hit(key, 60_000)).count).toBe(2);
      // What an INCR without its PEXPIRE (a crash between the two) used to leave behind.
      const stuck = `test:${run}:stuck`;
      await redis!.set(`rl:${stuck}`, '40');
      expect(await redis!.pTTL(`rl:${stuck}`)).toBe(-1);
      expect((await store.hit(stuck, 60_000)).count).toBe(41);
      expect(await redis!.pTTL(`rl:${stuck}`)).toBeGreaterThan(0);
      await redis!.del([`rl:${key}`, `rl:${stuck}`]);
    });

    it('a counter ends with its window: it always has an expiry, keeps it when a count is taken back, then is gone', async () => {
      const store = redisRateLimitStore(redis!);
      const key = `test:${run}:expires`;
      expect((await store.hit(key, 1_000)).count).toBe(1);
      expect((await store.hit(key, 1_000)).count).toBe(2);
      await store.release(key);
      const ttl = await redis!.pTTL(`rl:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1_000);
      await new Promise((resolve) => setTimeout(resolve, ttl + 100));
      expect(await redis!.exists(`rl:${key}`)).toBe(0);
      // Taking a count back from a counter that has gone leaves nothing behind; the next hit starts a new window.
      await store.release(key);
      expect(await redis!.exists(`rl:${key}`)).toBe(0);
      expect((await store.hit(key, 1_000)).count).toBe(1);
      // A window under a second still gets an expiry (a whole second), never none.
      const brief = `test:${run}:brief`;
      await store.hit(brief, 10);
      expect(await redis!.pTTL(`rl:${brief}`)).toBeGreaterThan(0);
      await redis!.del([`rl:${key}`, `rl:${brief}`]);
    });
  }

  it('the store takes a count back but never below zero, and a cleared key starts again at one', async () => {
    const store = useRedis ? redisRateLimitStore(redis!) : databaseRateLimitStore(site.database.db);
    const key = `test:${run}:counts`;
    const started = Date.now();
    expect((await store.hit(key, 60_000)).count).toBe(1);
    await store.release(key);
    await store.release(key);
    expect((await store.hit(key, 60_000)).count).toBe(1);
    const { count, resetAt } = await store.hit(key, 60_000);
    expect(count).toBe(2);
    expect(resetAt).toBeGreaterThan(Date.now());
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(resetAt).toBeGreaterThanOrEqual(started + 59_000);
    await store.clear(key);
    expect((await store.hit(key, 60_000)).count).toBe(1);
    await store.clear(key);
  });

  it('never counts successful logins: twenty in a row all succeed (item 11)', async () => {
    const { email, password } = await member();
    for (let time = 0; time < 20; time++) await login(email, password, '10.11.0.1').expect(200);
    expect(delays).toEqual([]);
  });

  it('a success resets the failures of that email: nine wrong, one right, nine wrong, then right again (item 11)', async () => {
    const { email, password } = await member();
    for (let time = 0; time < 9; time++) await login(email, 'wrong-guess', '10.11.0.2').expect(401);
    await login(email, password, '10.11.0.2').expect(200);
    for (let time = 0; time < 9; time++) await login(email, 'wrong-guess', '10.11.0.2').expect(401);
    await login(email, password, '10.11.0.2').expect(200);
  });

  it('guesses from elsewhere in other cases and spacing never lock the owner out; they only slow the email down (item 27)', async () => {
    const { email, password } = await member();
    const variants = [email.toUpperCase(), ` ${email}`, `${email} `, email.replace(/^./, (c) => c.toUpperCase())];
    for (let time = 0; time < 12; time++) {
      const res = await login(variants[time % variants.length]!, 'wrong-guess', `10.12.${time}.1`);
      expect([401, 404]).toContain(res.status);
    }
    // The variants share one counter: the delay grew with each failure, whatever the spelling.
    expect(delays.length).toBeGreaterThan(5);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    delays.length = 0;
    const res = await login(email, password, '10.12.200.1').expect(200);
    expect(res.body.logged_in).toBe(true);
    // The owner waited, and was let in; and the success wiped the email's failures.
    expect(delays).toHaveLength(1);
    expect(delays[0]!).toBeGreaterThan(0);
    delays.length = 0;
    await login(email, password, '10.12.200.1').expect(200);
    expect(delays).toEqual([]);
  });

  it('one address guessing one email is stopped hard after ten failures, even with the right password; others still get in (item 27)', async () => {
    const { email, password } = await member();
    for (let time = 0; time < 10; time++) await login(email.toUpperCase(), 'wrong-guess', '10.13.0.1').expect(401);
    const refused = await login(email, password, '10.13.0.1').expect(429);
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await login(email, password, '10.13.0.2').expect(200);
  });

  it('forty concurrent wrong guesses from one address at one email: exactly ten are checked, the rest refused (item 27)', async () => {
    const { email } = await member();
    const results = await Promise.all(Array.from({ length: 40 }, () => login(email, 'wrong-guess', '10.14.0.1')));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('an address that keeps failing on many emails is stopped at thirty failures, and its successes do not count (item 11)', async () => {
    const { email, password } = await member();
    for (let time = 0; time < 5; time++) await login(email, password, '10.15.0.1').expect(200);
    for (let time = 0; time < 30; time++) await login(`nobody${time}@example.com`, 'wrong-guess', '10.15.0.1').expect(404);
    await login(`nobody-else@example.com`, 'wrong-guess', '10.15.0.1').expect(429);
  });
});
