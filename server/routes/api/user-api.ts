import type { Request } from 'express';
import { Router } from 'express';
import type { Member } from '../../../shared/api/member.contract';
import {
  BrowserSignupContract,
  UserLoginContract,
  UserLogoutContract,
  UserStatusContract,
  ValidateEmailContract,
  type User,
  type UserStatus,
} from '../../../shared/api/user.contract';
import { checkEmail } from '../../../shared/domain/email-check';
import { AppError } from '../../errors';
import { mountContract } from '../../http/contract-route';
import { checkRateLimits, LIMITS, type RateLimitStore } from '../../http/rate-limit';
import '../../session/session-data';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import type { Logger } from 'pino';

export interface UserApiDeps {
  member: MemberUpstream;
  mail: MailUpstream;
  rateLimits: RateLimitStore;
  logger: Logger;
}

export function toUser(member: Member): User {
  return {
    member_uuid: member.member_uuid,
    email: member.email,
    username: member.display_name,
    birth_name: member.first_name,
    birth_date: member.birth_date,
    gender: member.gender,
    birth_time: member.birth_time,
    privacy_policy: member.privacy_policy,
    kcs: { total: member.kc_balance },
  };
}

/** A new session id at login, so an id planted before login is worthless afterwards. */
export function startMemberSession(req: Request, member: Member): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.memberUuid = member.member_uuid;
      req.session.username = member.display_name;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

const loggedOut: UserStatus = { logged_in: false };

/**
 * After signup: join the chosen email lists (always `ipe`) and send the welcome email. The
 * account exists already, so a mail failure is logged, never shown as a failed signup.
 */
export async function welcome(deps: Pick<UserApiDeps, 'mail' | 'logger'>, member: Member, lists: string[]): Promise<void> {
  try {
    for (const list of new Set(['ipe', ...lists])) await deps.mail.subscribe(member.member_uuid, list, 'signup');
    await deps.mail.send({ template: 'welcome', to: member.email, first_name: member.first_name });
  } catch (error) {
    deps.logger.warn({ err: error, member: member.member_uuid }, 'welcome email or list subscription failed');
  }
}

/** Login, logout, status and signup: the session lives here; the member service knows passwords. */
export function userApi(deps: UserApiDeps): Router {
  const router = Router();

  mountContract(router, ValidateEmailContract, async ({ query }) => checkEmail(query.email));

  mountContract(router, UserStatusContract, async ({ req }) => {
    const memberUuid = req.session.memberUuid;
    if (!memberUuid) return loggedOut;
    try {
      return { logged_in: true, user: toUser(await deps.member.get(memberUuid)) };
    } catch (error) {
      // The member is gone (deleted account): the session means nothing any more.
      if (error instanceof AppError && error.status === 404) {
        await endSession(req);
        return loggedOut;
      }
      throw error;
    }
  });

  mountContract(router, UserLoginContract, async ({ body, req }) => {
    if (body.confirm_email) throw new AppError('bad_request', 'Your login could not be sent. Please try again.');
    await checkRateLimits(deps.rateLimits, [
      { limit: LIMITS.loginPerIp, id: req.ip ?? '' },
      { limit: LIMITS.loginPerEmail, id: body.email },
    ]);
    const member = await deps.member.login(body.email, body.password);
    await startMemberSession(req, member);
    return { logged_in: true, user: toUser(member) };
  });

  mountContract(router, UserLogoutContract, async ({ req }) => {
    await endSession(req);
    req.res?.clearCookie('sid', { path: '/' });
    return loggedOut;
  });

  mountContract(router, BrowserSignupContract, async ({ body, req }) => {
    if (body.agree === true || body.agree === 'on') throw new AppError('bad_request', 'Your signup could not be sent. Please try again.');
    await checkRateLimits(deps.rateLimits, [{ limit: LIMITS.signupPerIp, id: req.ip ?? '' }]);
    const { agree: _agree, ...payload } = body;
    const member = await deps.member.signup(payload);
    await startMemberSession(req, member);
    await welcome(deps, member, payload.subscribe_lists ?? ['ipe']);
    return { logged_in: true, user: toUser(member) };
  });

  return router;
}
