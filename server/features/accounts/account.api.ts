import { Router, type Request } from 'express';
import * as account from '../../../shared/accounts/account.contract';
import { pageOf, windowOf } from '../../../shared/api/paging';
import { GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { GetNotificationsContract, ReadNotificationsContract } from '../../../shared/site/notification.contract';
import { MySmsOptInContract, MySmsOptOutContract } from '../../../shared/accounts/sms.contract';
import {
  CreateAutologinContract,
  GetMemberContract,
  ListJournalContract,
  ListProfilesContract,
  ListTransactionsContract,
  MemberNotificationsContract,
  MemberNotificationsReadContract,
  PrivacyPolicyContract,
} from '../../../shared/platform-api/member.platform';
import { SmsOptOutContract } from '../../../shared/platform-api/sms.platform';
import { deleteJournalAction } from '../store';
import { toUser } from './login.action';
import { requestResetAction, resetPasswordAction } from './password-reset.action';
import { addProfileAction, deleteProfileAction, editProfileAction } from '../profiles';
import { smsOptInAction } from './sms-opt-in.action';
import { AppError } from '../../errors';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import type { SiteServices } from '../../http/request-context';
import '../../session/session-data';
import { membersOnlyAt } from '../../http/require-member';
import { updateMember } from './update-member';


const memberOf = (req: Request): string => req.session.memberUuid!;

/** A member may only name themselves; anyone else's id is answered as if it did not exist. */
function self(req: Request, memberUuid: string): string {
  if (memberUuid !== req.session.memberUuid) throw new AppError('not_found', 'No member has that id.');
  return memberUuid;
}

/** The browser's calls for a member's own data (spec 1 §7, spec 3 §7), and password reset. */
export default function accountApi(services: SiteServices): Router {
  const router = Router();
  const { platform } = services;

  // Password reset works without a session (the member has forgotten their password).
  mountAction(router, account.RequestPasswordResetContract, requestResetAction, services);
  mountAction(router, account.SetPasswordContract, resetPasswordAction, services);

  mountContract(router, account.ReadAutologinContract, async ({ body, req }) => {
    await checkRateLimits(services.rateLimits, [{ limit: LIMITS.loginPerIp, id: req.ip ?? '' }]);
    return platform.call(account.ReadAutologinContract, { body });
  });

  // Calls for one's own data need a member session.
  membersOnlyAt(router, [
    account.MyProfilesContract,
    account.AddProfileContract,
    account.EditProfileContract,
    account.RemoveProfileContract,
    account.UpdateMyMemberContract,
    account.MyPrivacyPolicyContract,
    account.ChangePasswordContract,
    account.GetAutologinContract,
    account.GetDetailsContract,
    account.GetTransactionsContract,
    account.GetJournalContract,
    account.DeleteJournalEntryContract,
    GetNotificationsContract,
    ReadNotificationsContract,
    MySmsOptInContract,
    MySmsOptOutContract,
    GetSubscriptionsContract,
    SubscribeContract,
    UnsubscribeContract,
  ]);

  mountContract(router, account.MyProfilesContract, ({ req }) => platform.call(ListProfilesContract, { params: { member_uuid: memberOf(req) } }));
  mountAction(router, account.AddProfileContract, addProfileAction, services);
  mountAction(router, account.EditProfileContract, editProfileAction, services, ({ body, params }) => ({ ...body, profile_uuid: params.profile_uuid }));
  mountAction(router, account.RemoveProfileContract, deleteProfileAction, services, ({ params }) => params);

  mountContract(router, account.UpdateMyMemberContract, async ({ req, params, body }) => {
    const updated = await updateMember(services, req, self(req, params.member_uuid), body);
    return { logged_in: true, user: toUser(updated) };
  });
  mountContract(router, account.MyPrivacyPolicyContract, async ({ req, params }) => ({
    logged_in: true,
    user: toUser((await platform.call(PrivacyPolicyContract, { params: { member_uuid: self(req, params.member_uuid) } })).member),
  }));
  mountContract(router, account.ChangePasswordContract, async ({ req, body }) => {
    await updateMember(services, req, memberOf(req), { old_password: body.old_password, new_password: body.new_password });
    return { status: 'ok' as const, message: 'Your password has been changed.' };
  });
  mountContract(router, account.GetAutologinContract, async ({ req }) => {
    await checkRateLimits(services.rateLimits, [{ limit: LIMITS.autologinPerMember, id: memberOf(req) }]);
    const { m, mauto } = await platform.call(CreateAutologinContract, { params: { member_uuid: memberOf(req) } });
    return { m, mauto };
  });
  mountContract(router, account.GetDetailsContract, async ({ req }) => ({
    status: 'ok' as const,
    details: (await platform.call(GetMemberContract, { params: { member_uuid: memberOf(req) } })).member,
  }));
  mountContract(router, account.GetTransactionsContract, async ({ req, query }) => {
    const { transactions, kc_balance } = await platform.call(ListTransactionsContract, { params: { member_uuid: memberOf(req) }, query: windowOf(query) });
    const { items, ...page } = pageOf(transactions, query);
    return { ...page, transactions: items, kcs: { total: kc_balance } };
  });
  mountContract(router, account.GetJournalContract, async ({ req, query }) => {
    const { entries } = await platform.call(ListJournalContract, { params: { member_uuid: memberOf(req) }, query: windowOf(query) });
    const { items, ...page } = pageOf(entries, query);
    return { ...page, entries: items };
  });
  mountAction(router, account.DeleteJournalEntryContract, deleteJournalAction, services);

  // The notification dot: a member's read state lives on the server (a visitor's in the browser).
  mountContract(router, GetNotificationsContract, ({ req, query }) => platform.call(MemberNotificationsContract, { params: { member_uuid: memberOf(req) }, query: { codes: query.codes } }));
  mountContract(router, ReadNotificationsContract, ({ req, body }) => platform.call(MemberNotificationsReadContract, { params: { member_uuid: memberOf(req) }, body: { codes: body.codes } }));

  mountAction(router, MySmsOptInContract, smsOptInAction, services);
  mountContract(router, MySmsOptOutContract, ({ req, body }) => platform.call(SmsOptOutContract, { params: { member_uuid: memberOf(req) }, body: { location: body.location } }));

  // Email lists: `{host}/mail/subscription/...` under /api, for the member's own id only.
  // The same contracts as the mail service's: the member's own id only, and 'site' when the browser names no location.
  const change = (req: Request, params: { member_uuid: string; list: string }, body: { location?: string | undefined; reason?: string | undefined }) => ({
    params: { member_uuid: self(req, params.member_uuid), list: params.list },
    body: { location: body.location ?? 'site', ...(body.reason ? { reason: body.reason } : {}) },
  });
  mountContract(router, GetSubscriptionsContract, ({ req, params }) => platform.call(GetSubscriptionsContract, { params: { member_uuid: self(req, params.member_uuid) } }));
  mountContract(router, SubscribeContract, async ({ req, params, body }) => {
    await platform.call(SubscribeContract, change(req, params, body));
    return { code: params.list, subscribed: true };
  });
  mountContract(router, UnsubscribeContract, async ({ req, params, body }) => {
    await platform.call(UnsubscribeContract, change(req, params, body));
    return { code: params.list, subscribed: false };
  });
  return router;
}
