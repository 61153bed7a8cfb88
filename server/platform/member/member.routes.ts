import { Router } from 'express';
import { ReadAutologinContract } from '../../../shared/accounts/account.contract';
import * as member from '../../../shared/platform-api/member.platform';
import { mountContract } from '../../http/mount-contract';
import type { MemberServices } from './member.entry';

export function memberRoutes({ members, profiles, tokens, journal, ledger, notifications }: MemberServices): Router {
  const router = Router();
  mountContract(router, member.SignupContract, async ({ body }) => ({ member: await members.signup(body) }));
  mountContract(router, member.LoginContract, async ({ body }) => ({ member: await members.login(body.email, body.password) }));
  mountContract(router, member.GetMemberContract, async ({ params }) => ({ member: await members.get(params.member_uuid) }));
  mountContract(router, member.UpdateMemberContract, async ({ params, body }) => ({ member: await members.update(params.member_uuid, body) }));
  mountContract(router, member.PrivacyPolicyContract, async ({ params }) => ({ member: await members.recordPrivacyPolicy(params.member_uuid) }));

  mountContract(router, member.RequestPasswordResetContract, async ({ body }) => {
    await tokens.requestReset(body.email, body.reset_page);
    return { queued: true as const };
  });
  mountContract(router, member.CheckResetKeyContract, async ({ body }) => ({ valid: await tokens.isResetKeyLive(body.key) }));
  mountContract(router, member.ResetPasswordContract, async ({ body }) => ({ member: await tokens.resetPassword(body.key, body.password) }));
  mountContract(router, member.CreateAutologinContract, ({ params }) => tokens.createAutologin(params.member_uuid));
  mountContract(router, ReadAutologinContract, ({ body }) => tokens.resolveAutologin(body.m, body.mauto));

  mountContract(router, member.ListProfilesContract, async ({ params }) => ({ profiles: await profiles.list(params.member_uuid) }));
  mountContract(router, member.CreateProfileContract, async ({ body }) => ({ profile: await profiles.create(body.member_uuid, body) }));
  mountContract(router, member.UpdateProfileContract, async ({ params, body }) => ({ profile: await profiles.update(body.member_uuid, params.profile_uuid, body) }));
  mountContract(router, member.DeleteProfileContract, async ({ params, query }) => {
    await profiles.remove(query.member_uuid, params.profile_uuid);
    return { deleted: true as const };
  });

  mountContract(router, member.ListJournalContract, async ({ params, query }) => ({ entries: await journal.list(params.member_uuid, query) }));
  mountContract(router, member.SaveJournalContract, async ({ params, body }) => {
    // An unknown member is a 404, as for the other journal calls.
    await members.get(params.member_uuid);
    await journal.save(params.member_uuid, body);
    return { saved: true as const };
  });
  mountContract(router, member.DeleteJournalContract, async ({ params }) => {
    await journal.remove(params.member_uuid, params.slug);
    return { deleted: true as const };
  });

  mountContract(router, member.ListTransactionsContract, ({ params, query }) => ledger.list(params.member_uuid, query));
  mountContract(router, member.RecordTransactionContract, ({ params, body }) => ledger.record(params.member_uuid, body));

  mountContract(router, member.MemberNotificationsContract, async ({ params, query }) => ({ notifications: await notifications.viewed(params.member_uuid, query.codes) }));
  mountContract(router, member.MemberNotificationsReadContract, async ({ params, body }) => ({ notifications: await notifications.markViewed(params.member_uuid, body.codes) }));
  return router;
}
