import { Router, type Request } from 'express';
import * as account from '../../../shared/accounts/account.contract';
import { pageOf, windowOf } from '../../../shared/api/paging';
import { GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { GetNotificationsContract, ReadNotificationsContract } from '../../../shared/site/notification.contract';
import { MySmsOptInContract, MySmsOptOutContract } from '../../../shared/accounts/sms.contract';
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
import { membersOnly } from '../../http/require-member';
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
  const { member, mail, sms } = services.upstream;

  // Password reset works without a session (the member has forgotten their password).
  mountAction(router, account.RequestPasswordResetContract, requestResetAction, services);
  mountAction(router, account.SetPasswordContract, resetPasswordAction, services);

  mountContract(router, account.ReadAutologinContract, async ({ body, req }) => {
    await checkRateLimits(services.rateLimits, [{ limit: LIMITS.loginPerIp, id: req.ip ?? '' }]);
    return member.resolveAutologin(body.m, body.mauto);
  });

  // Calls for one's own data need a member session.
  router.use(['/user/profiles', '/member', '/mail/subscription', '/notifications'], membersOnly());

  mountContract(router, account.MyProfilesContract, async ({ req }) => ({ profiles: await member.profiles(memberOf(req)) }));
  mountAction(router, account.AddProfileContract, addProfileAction, services);
  mountAction(router, account.EditProfileContract, editProfileAction, services, ({ body, params }) => ({ ...body, profile_uuid: params.profile_uuid }));
  mountAction(router, account.RemoveProfileContract, deleteProfileAction, services, ({ params }) => params);

  mountContract(router, account.UpdateMyMemberContract, async ({ req, params, body }) => {
    const updated = await updateMember(services, req, self(req, params.member_uuid), body);
    return { logged_in: true, user: toUser(updated) };
  });
  mountContract(router, account.MyPrivacyPolicyContract, async ({ req, params }) => ({
    logged_in: true,
    user: toUser(await member.recordPrivacyPolicy(self(req, params.member_uuid))),
  }));
  mountContract(router, account.ChangePasswordContract, async ({ req, body }) => {
    await updateMember(services, req, memberOf(req), { old_password: body.old_password, new_password: body.new_password });
    return { status: 'ok' as const, message: 'Your password has been changed.' };
  });
  mountContract(router, account.GetAutologinContract, async ({ req }) => {
    await checkRateLimits(services.rateLimits, [{ limit: LIMITS.autologinPerMember, id: memberOf(req) }]);
    const { m, mauto } = await member.createAutologin(memberOf(req));
    return { m, mauto };
  });
  mountContract(router, account.GetDetailsContract, async ({ req }) => ({ status: 'ok' as const, details: await member.get(memberOf(req)) }));
  mountContract(router, account.GetTransactionsContract, async ({ req, query }) => {
    const { transactions, kc_balance } = await member.transactions(memberOf(req), windowOf(query));
    const { items, ...page } = pageOf(transactions, query);
    return { ...page, transactions: items, kcs: { total: kc_balance } };
  });
  mountContract(router, account.GetJournalContract, async ({ req, query }) => {
    const { items, ...page } = pageOf(await member.journal(memberOf(req), windowOf(query)), query);
    return { ...page, entries: items };
  });
  mountAction(router, account.DeleteJournalEntryContract, deleteJournalAction, services);

  // The notification dot: a member's read state lives on the server (a visitor's in the browser).
  mountContract(router, GetNotificationsContract, async ({ req, query }) => ({ notifications: await member.notifications(memberOf(req), query.codes) }));
  mountContract(router, ReadNotificationsContract, async ({ req, body }) => ({ notifications: await member.readNotifications(memberOf(req), body.codes) }));

  mountAction(router, MySmsOptInContract, smsOptInAction, services);
  mountContract(router, MySmsOptOutContract, ({ req, body }) => sms.optOut(memberOf(req), body.location));

  // Email lists: `{host}/mail/subscription/...` under /api, for the member's own id only.
  mountContract(router, GetSubscriptionsContract, async ({ req, params }) => ({ subscriptions: await mail.subscriptions(self(req, params.member_uuid)) }));
  mountContract(router, SubscribeContract, async ({ req, params, body }) => {
    await mail.subscribe(self(req, params.member_uuid), params.list, body.location ?? 'site', body.reason);
    return { code: params.list, subscribed: true };
  });
  mountContract(router, UnsubscribeContract, async ({ req, params, body }) => {
    await mail.unsubscribe(self(req, params.member_uuid), params.list, body.location ?? 'site', body.reason);
    return { code: params.list, subscribed: false };
  });
  return router;
}
