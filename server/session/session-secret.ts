import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The session-signing secret: SESSION_SECRET when set; otherwise a random one created once and
 * kept in data/session-secret (readable by this user only), so `npm start` needs no setup and
 * logins survive restarts. Several processes sharing sessions must all be given SESSION_SECRET.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir = path.resolve('data')): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
