import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes with a random salt per member, in a self-describing
 * string (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without breaking old hashes.
 */
const COST = { N: 16384, r: 8, p: 1 } as const;

/**
 * The cost new hashes use: always COST, except that the test suite (NODE_ENV=test with
 * STARLIT_FAST_PASSWORD_HASH=1, set by tests/support/fail-on-console.ts) hashes at N=1024, about
 * sixteen times faster: it signs up and logs in thousands of times, and what it tests is the
 * flows, not scrypt. Verifying reads the cost from the stored hash, so both kinds verify anywhere.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  return env.NODE_ENV === 'test' && env.STARLIT_FAST_PASSWORD_HASH === '1' ? { ...COST, N: 1024 } : COST;
}
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = passwordCost();
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
