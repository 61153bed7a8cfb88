import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, passwordCost, verifyPassword } from '../../server/platform/member/password-hash';

describe('password hashes', () => {
  it('use scrypt at N=16384 everywhere but a test run that asks for the fast cost', () => {
    expect(passwordCost({ NODE_ENV: 'production' })).toEqual({ N: 16384, r: 8, p: 1 });
    // The flag alone lowers nothing outside tests.
    expect(passwordCost({ NODE_ENV: 'production', STARLIT_FAST_PASSWORD_HASH: '1' }).N).toBe(16384);
    expect(passwordCost({ NODE_ENV: 'development', STARLIT_FAST_PASSWORD_HASH: '1' }).N).toBe(16384);
    expect(passwordCost({ NODE_ENV: 'test' }).N).toBe(16384);
    expect(passwordCost({ NODE_ENV: 'test', STARLIT_FAST_PASSWORD_HASH: '1' }).N).toBe(1024);
  });

  it('verify by the cost stored in the hash, so a production hash verifies in a test run and back', async () => {
    const fast = await hashPassword('moonlight-42');
    expect(fast).toMatch(/^scrypt\$1024\$8\$1\$/);
    const salt = randomBytes(16);
    const key = scryptSync('moonlight-42', salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const production = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('moonlight-42', production)).toBe(true);
    // A stored cost that is not the one the key was made with is a wrong hash.
    expect(await verifyPassword('moonlight-42', production.replace(/^scrypt\$16384\$/, 'scrypt$1024$'))).toBe(false);
    expect(await verifyPassword('moonlight-42', fast)).toBe(true);
    expect(await verifyPassword('moonlight-43', fast)).toBe(false);
    expect(await verifyPassword('moonlight-42', 'not-a-hash')).toBe(false);
  });
});
