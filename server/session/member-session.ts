import type { Request } from 'express';
import type { KnownUser } from '../../shared/api/user.contract';
import './session-data';

/** A new session id at login, so an id planted before login is worthless afterwards. */
export function startMemberSession(req: Request, member: { member_uuid: string; display_name: string; kc_balance?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.memberUuid = member.member_uuid;
      req.session.username = member.display_name;
      if (member.kc_balance !== undefined) req.session.karmaCoins = member.kc_balance;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function endMemberSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** What the header needs to know of the member, from the session alone (no service call per page). */
export function sessionStatus(req: Request): KnownUser {
  const { memberUuid, username, karmaCoins } = req.session ?? {};
  return memberUuid ? { logged_in: true, user: { username: username ?? '', ...(karmaCoins !== undefined ? { karma_coins: karmaCoins } : {}) } } : { logged_in: false };
}
