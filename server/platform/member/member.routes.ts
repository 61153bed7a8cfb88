import { MemberNotificationsContract, MemberNotificationsReadContract } from '../../../shared/api/notification.contract';
import { Router } from 'express';
import * as member from '../../../shared/api/member.contract';
import { mountContract } from '../../http/contract-route';
import type { MemberService } from './member.service';

export function memberRoutes(service: MemberService): Router {
  const router = Router();
  mountContract(router, member.SignupContract, async ({ body }) => ({ member: await service.signup(body) }));
  mountContract(router, member.LoginContract, async ({ body }) => ({ member: await service.login(body.email, body.password) }));
  mountContract(router, member.CreateResetTokenContract, ({ body }) => service.createResetToken(body.email));
  mountContract(router, member.ResetPasswordContract, async ({ body }) => ({ member: await service.resetPassword(body.key, body.password) }));
  mountContract(router, member.ResolveAutologinContract, ({ body }) => service.resolveAutologin(body.m, body.mauto));
  mountContract(router, member.CreateProfileContract, async ({ body }) => ({ profile: await service.createProfile(body.member_uuid, body) }));
  mountContract(router, member.UpdateProfileContract, async ({ params, body }) => ({
    profile: await service.updateProfile(body.member_uuid, params.profile_uuid, body),
  }));
  mountContract(router, member.DeleteProfileContract, async ({ params, query }) => {
    await service.deleteProfile(query.member_uuid, params.profile_uuid);
    return { deleted: true as const };
  });
  mountContract(router, member.GetMemberContract, async ({ params }) => ({ member: await service.get(params.member_uuid) }));
  mountContract(router, member.UpdateMemberContract, async ({ params, body }) => ({ member: await service.update(params.member_uuid, body) }));
  mountContract(router, member.PrivacyPolicyContract, async ({ params }) => ({ member: await service.recordPrivacyPolicy(params.member_uuid) }));
  mountContract(router, member.ListProfilesContract, async ({ params }) => ({ profiles: await service.listProfiles(params.member_uuid) }));
  mountContract(router, member.CreateAutologinContract, ({ params }) => service.createAutologin(params.member_uuid));
  mountContract(router, member.ListJournalContract, async ({ params }) => ({ entries: await service.journal(params.member_uuid) }));
  mountContract(router, member.DeleteJournalContract, async ({ params }) => {
    await service.deleteJournalEntry(params.member_uuid, params.slug);
    return { deleted: true as const };
  });
  mountContract(router, MemberNotificationsContract, async ({ params, query }) => ({ notifications: await service.notifications(params.member_uuid, query.codes) }));
  mountContract(router, MemberNotificationsReadContract, async ({ params, body }) => ({ notifications: await service.readNotifications(params.member_uuid, body.codes) }));
  mountContract(router, member.ListTransactionsContract, ({ params }) => service.transactions(params.member_uuid));
  mountContract(router, member.RecordTransactionContract, ({ params, body }) => service.recordTransaction(params.member_uuid, body));
  return router;
}
