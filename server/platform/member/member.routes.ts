import { Router } from 'express';
import { GetMemberContract, LoginContract, PrivacyPolicyContract, SignupContract } from '../../../shared/api/member.contract';
import { mountContract } from '../../http/contract-route';
import type { MemberService } from './member.service';

export function memberRoutes(service: MemberService): Router {
  const router = Router();
  mountContract(router, SignupContract, async ({ body }) => ({ member: await service.signup(body) }));
  mountContract(router, LoginContract, async ({ body }) => ({ member: await service.login(body.email, body.password) }));
  mountContract(router, GetMemberContract, async ({ params }) => ({ member: await service.get(params.member_uuid) }));
  mountContract(router, PrivacyPolicyContract, async ({ params }) => ({ member: await service.recordPrivacyPolicy(params.member_uuid) }));
  return router;
}
