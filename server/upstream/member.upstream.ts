import {
  GetMemberContract,
  LoginContract,
  PrivacyPolicyContract,
  SignupContract,
  type Member,
  type SignupRequest,
} from '../../shared/api/member.contract';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the member platform service. */
export function createMemberUpstream(client: PlatformClient) {
  return {
    signup: async (payload: SignupRequest): Promise<Member> => (await client.call(SignupContract, { body: payload })).member,
    login: async (email: string, password: string): Promise<Member> => (await client.call(LoginContract, { body: { email, password } })).member,
    get: async (memberUuid: string): Promise<Member> => (await client.call(GetMemberContract, { params: { member_uuid: memberUuid } })).member,
    recordPrivacyPolicy: async (memberUuid: string): Promise<Member> =>
      (await client.call(PrivacyPolicyContract, { params: { member_uuid: memberUuid } })).member,
  };
}
export type MemberUpstream = ReturnType<typeof createMemberUpstream>;
