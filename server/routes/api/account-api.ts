import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import * as account from '../../../shared/api/account.contract';
import { GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/api/mail.contract';
import { GetNotificationsContract, ReadNotificationsContract } from '../../../shared/api/notification.contract';
import { MySmsOptInContract, MySmsOptOutContract } from '../../../shared/api/sms.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/contract-route';
import { checkRateLimits, LIMITS, type RateLimitStore } from '../../http/rate-limit';
import '../../session/session-data';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import type { SmsUpstream } from '../../upstream/sms.upstream';
import { toUser } from './user-api';

export interface AccountApiDeps {
  member: MemberUpstream;
  mail: MailUpstream;
  sms: SmsUpstream;
  rateLimits: RateLimitStore;
  siteUrl: string;
  logger: Logger;
}

/** Calls for one's own data need a member session. */
const requireMember: RequestHandler = (req, _res, next) => {
  next(req.session.memberUuid ? undefined : new AppError('unauthorized', 'Please log in to continue.'));
};

const memberOf = (req: Request): string => req.session.memberUuid!;

/** A member may only name themselves; anyone else's id is answered as if it did not exist. */
function self(req: Request, memberUuid: string): string {
  if (memberUuid !== req.session.memberUuid) throw new AppError('not_found', 'No member has that id.');
  return memberUuid;
}

type ResetDeps = Pick<AccountApiDeps, 'member' | 'mail' | 'rateLimits' | 'siteUrl'>;

/** Emails a one-time reset link when a member has this address; says nothing either way. */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  await checkRateLimits(deps.rateLimits, [
    { limit: LIMITS.resetPerIp, id: ip },
    { limit: LIMITS.resetPerEmail, id: email },
  ]);
  const { token, first_name, expires_in_minutes } = await deps.member.createResetToken(email);
  if (!token) return;
  await deps.mail.send({
    template: 'password_reset',
    to: email.toLowerCase(),
    ...(first_name ? { first_name } : {}),
    reset_url: `${deps.siteUrl}/password-reset?key=${encodeURIComponent(token)}`,
    expires_in_minutes,
  });
}

export async function setNewPassword(deps: ResetDeps, key: string, password: string, ip: string): Promise<void> {
  await checkRateLimits(deps.rateLimits, [{ limit: LIMITS.resetPerIp, id: ip }]);
  await deps.member.resetPassword(key, password);
}

export function accountApi(deps: AccountApiDeps): Router {
  const router = Router();
  const { member } = deps;

  // Password reset works without a session (the member has forgotten their password).
  mountContract(router, account.RequestPasswordResetContract, async ({ body, req }) => {
    await requestPasswordReset(deps, body.email, req.ip ?? '');
    return { status: 'ok' as const, message: account.RESET_REQUESTED_MESSAGE };
  });

  mountContract(router, account.SetPasswordContract, async ({ body, req }) => {
    await setNewPassword(deps, body.key, body.password, req.ip ?? '');
    return { status: 'ok' as const, message: account.PASSWORD_CHANGED_MESSAGE };
  });

  mountContract(router, account.ReadAutologinContract, async ({ body, req }) => {
    await checkRateLimits(deps.rateLimits, [{ limit: LIMITS.loginPerIp, id: req.ip ?? '' }]);
    return member.resolveAutologin(body.m, body.mauto);
  });

  router.use(['/user/profiles', '/member', '/mail/subscription', '/notifications'], requireMember);

  mountContract(router, account.MyProfilesContract, async ({ req }) => ({ profiles: await member.profiles(memberOf(req)) }));
  mountContract(router, account.AddProfileContract, async ({ req, body }) => ({ profile: await member.createProfile(memberOf(req), body) }));
  mountContract(router, account.EditProfileContract, async ({ req, params, body }) => ({
    profile: await member.updateProfile(memberOf(req), params.profile_uuid, body),
  }));
  mountContract(router, account.RemoveProfileContract, async ({ req, params }) => {
    await member.deleteProfile(memberOf(req), params.profile_uuid);
    return { deleted: true as const };
  });

  mountContract(router, account.UpdateMyMemberContract, async ({ req, params, body }) => {
    const updated = await member.update(self(req, params.member_uuid), body);
    req.session.username = updated.display_name;
    return { logged_in: true, user: toUser(updated) };
  });
  mountContract(router, account.MyPrivacyPolicyContract, async ({ req, params }) => ({
    logged_in: true,
    user: toUser(await member.recordPrivacyPolicy(self(req, params.member_uuid))),
  }));
  mountContract(router, account.ChangePasswordContract, async ({ req, body }) => {
    await member.update(memberOf(req), { old_password: body.old_password, new_password: body.new_password });
    return { status: 'ok' as const, message: 'Your password has been changed.' };
  });
  mountContract(router, account.GetAutologinContract, async ({ req }) => {
    const { m, mauto } = await member.createAutologin(memberOf(req));
    return { m, mauto };
  });
  mountContract(router, account.GetDetailsContract, async ({ req }) => ({ status: 'ok' as const, details: await member.get(memberOf(req)) }));
  mountContract(router, account.GetTransactionsContract, async ({ req }) => {
    const { transactions, kc_balance } = await member.transactions(memberOf(req));
    return { transactions, kcs: { total: kc_balance } };
  });
  mountContract(router, account.GetJournalContract, async ({ req }) => ({ entries: await member.journal(memberOf(req)) }));
  mountContract(router, account.DeleteJournalEntryContract, async ({ req, body }) => {
    await member.deleteJournalEntry(memberOf(req), body.slug);
    return { deleted: true as const };
  });

  // The notification dot: a member's read state lives on the server (a visitor's in the browser).
  mountContract(router, GetNotificationsContract, async ({ req, query }) => ({ notifications: await member.notifications(memberOf(req), query.codes) }));
  mountContract(router, ReadNotificationsContract, async ({ req, body }) => ({ notifications: await member.readNotifications(memberOf(req), body.codes) }));

  // Text messages: each opt-in sends a text, so it is limited like a password reset.
  mountContract(router, MySmsOptInContract, async ({ req, body }) => {
    await checkRateLimits(deps.rateLimits, [
      { limit: LIMITS.smsPerMember, id: memberOf(req) },
      { limit: LIMITS.smsPerPhone, id: body.phone_number.replace(/\D/g, '').slice(-10) },
    ]);
    return deps.sms.optIn(memberOf(req), body);
  });
  mountContract(router, MySmsOptOutContract, ({ req, body }) => deps.sms.optOut(memberOf(req), body.location));

  // Email lists: `{host}/mail/subscription/...` under /api, for the member's own id only.
  mountContract(router, GetSubscriptionsContract, async ({ req, params }) => ({ subscriptions: await deps.mail.subscriptions(self(req, params.member_uuid)) }));
  mountContract(router, SubscribeContract, async ({ req, params, body }) => {
    await deps.mail.subscribe(self(req, params.member_uuid), params.list, body.location ?? 'site', body.reason);
    return { code: params.list, subscribed: true };
  });
  mountContract(router, UnsubscribeContract, async ({ req, params, body }) => {
    await deps.mail.unsubscribe(self(req, params.member_uuid), params.list, body.location ?? 'site', body.reason);
    return { code: params.list, subscribed: false };
  });
  return router;
}
