import type { Request } from 'express';
import type { KnownUser } from '../../shared/accounts/user.contract';
import type { MemberSessions } from './member-sessions';
import './session-data';

/** A new session id at login, so an id planted before login is worthless afterwards. */
export function startMemberSession(req: Request, member: { member_uuid: string; display_name: string; kc_balance?: number; vip?: boolean }): Promise<void> {
  // The reading key is no credential (it only names the visitor's deals), so it may cross login.
  const readingKey = req.session?.readingKey;
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      if (readingKey) req.session.readingKey = readingKey;
      req.session.memberUuid = member.member_uuid;
      req.session.username = member.display_name;
      req.session.loginAt = Date.now();
      if (member.kc_balance !== undefined) req.session.karmaCoins = member.kc_balance;
      if (member.vip) req.session.vip = true;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function endMemberSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** What the header needs to know of the member, from the session alone (no service call per page). */
export function sessionStatus(req: Request): KnownUser {
  const { memberUuid, username, karmaCoins, vip } = req.session ?? {};
  if (!memberUuid) return { logged_in: false };
  return { logged_in: true, user: { username: username ?? '', ...(karmaCoins !== undefined ? { karma_coins: karmaCoins } : {}), ...(vip ? { vip: true } : {}) } };
}

/**
 * After a password change or reset: every other session of the member ends, on any device; the
 * request's own session carries on when it is the member's.
 */
export async function endOtherSessions(sessions: MemberSessions, req: Request, memberUuid: string): Promise<void> {
  await sessions.endSessionsOf(memberUuid, req.session?.memberUuid === memberUuid ? req.sessionID : undefined);
}
