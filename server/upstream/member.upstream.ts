import * as member from '../../shared/platform-api/member.platform';
import type { Member, MemberUpdate, Profile, ProfileInput, SignupRequest } from '../../shared/accounts/member-data';
import type { RowWindow } from '../../shared/api/paging';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the member platform service. */
export function createMemberUpstream(client: PlatformClient) {
  return {
    signup: async (payload: SignupRequest): Promise<Member> => (await client.call(member.SignupContract, { body: payload })).member,
    login: async (email: string, password: string): Promise<Member> => (await client.call(member.LoginContract, { body: { email, password } })).member,
    get: async (memberUuid: string): Promise<Member> => (await client.call(member.GetMemberContract, { params: { member_uuid: memberUuid } })).member,
    update: async (memberUuid: string, changes: MemberUpdate): Promise<Member> =>
      (await client.call(member.UpdateMemberContract, { params: { member_uuid: memberUuid }, body: changes })).member,
    recordPrivacyPolicy: async (memberUuid: string): Promise<Member> =>
      (await client.call(member.PrivacyPolicyContract, { params: { member_uuid: memberUuid } })).member,
    profiles: async (memberUuid: string): Promise<Profile[]> =>
      (await client.call(member.ListProfilesContract, { params: { member_uuid: memberUuid } })).profiles,
    createProfile: async (memberUuid: string, input: ProfileInput): Promise<Profile> =>
      (await client.call(member.CreateProfileContract, { body: { ...input, member_uuid: memberUuid } })).profile,
    updateProfile: async (memberUuid: string, profileUuid: string, input: ProfileInput): Promise<Profile> =>
      (await client.call(member.UpdateProfileContract, { params: { profile_uuid: profileUuid }, body: { ...input, member_uuid: memberUuid } })).profile,
    deleteProfile: async (memberUuid: string, profileUuid: string): Promise<void> => {
      await client.call(member.DeleteProfileContract, { params: { profile_uuid: profileUuid }, query: { member_uuid: memberUuid } });
    },
    /** Queues the reset email; the answer is the same whether or not the email has an account. */
    requestPasswordReset: async (email: string, resetPage: string): Promise<void> => {
      await client.call(member.RequestPasswordResetContract, { body: { email, reset_page: resetPage } });
    },
    isResetKeyLive: async (key: string): Promise<boolean> => (await client.call(member.CheckResetKeyContract, { body: { key } })).valid,
    resetPassword: async (key: string, password: string): Promise<Member> =>
      (await client.call(member.ResetPasswordContract, { body: { key, password } })).member,
    createAutologin: (memberUuid: string) => client.call(member.CreateAutologinContract, { params: { member_uuid: memberUuid } }),
    resolveAutologin: (m: string, mauto: string) => client.call(member.ResolveAutologinContract, { body: { m, mauto } }),
    /** One window of the journal, newest first (the first page when none is given). */
    journal: async (memberUuid: string, window?: RowWindow) =>
      (await client.call(member.ListJournalContract, { params: { member_uuid: memberUuid }, ...(window ? { query: window } : {}) })).entries,
    deleteJournalEntry: async (memberUuid: string, slug: string): Promise<void> => {
      await client.call(member.DeleteJournalContract, { params: { member_uuid: memberUuid, slug } });
    },
    notifications: async (memberUuid: string, codes: string[]) =>
      (await client.call(member.MemberNotificationsContract, { params: { member_uuid: memberUuid }, query: { codes } })).notifications,
    readNotifications: async (memberUuid: string, codes: string[]) =>
      (await client.call(member.MemberNotificationsReadContract, { params: { member_uuid: memberUuid }, body: { codes } })).notifications,
    transactions: (memberUuid: string, window?: RowWindow) =>
      client.call(member.ListTransactionsContract, { params: { member_uuid: memberUuid }, ...(window ? { query: window } : {}) }),
  };
}
export type MemberUpstream = ReturnType<typeof createMemberUpstream>;
