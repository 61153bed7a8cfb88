import request from 'supertest';
import type { TestSite } from './test-site';
import { signupPayload } from './signup-payload';

export const ORIGIN = 'http://starlit.test';

let nextAddress = 0;
/** A fresh client address for each call, so per-IP limits never meet (the site needs TRUST_PROXY=1). */
export function freshIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** Signs a new member up through the API and keeps their session in an agent. */
export async function signedUpMember(site: TestSite, overrides: Record<string, unknown> = {}) {
  const agent = request.agent(site.app);
  const payload = signupPayload({ subscribe_lists: ['ipe'], birth_location: undefined, ...overrides });
  const res = await agent.post('/api/member/signup').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(payload);
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, email: payload.email as string, memberUuid: res.body.user.member_uuid as string };
}
