/**
 * Before each test file: the environment the whole suite shares. Passwords are hashed at a lower
 * scrypt cost (server/platform/member/password-hash.ts `passwordCost`; honoured only under
 * NODE_ENV=test), because the suite signs up and logs in thousands of times.
 */
process.env.STARLIT_FAST_PASSWORD_HASH = '1';
