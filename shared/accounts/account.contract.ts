import { z } from 'zod';
import { defineContract } from '../api/contract';
import { DeleteJournalFormSchema } from '../store/journal.form';
import { RESET_MESSAGES } from '../forms/messages';
import { ResetPasswordFormSchema, ResetRequestFormSchema } from './password-reset.form';
import { ProfileFormSchema } from '../profiles/profile.form';
import { JournalEntrySchema, MemberSchema, TransactionSchema, MemberUpdateSchema, ProfileSchema } from './member-data';
import { PageInfoSchema, PageQuerySchema } from '../api/paging';
import { UserStatusSchema } from './user.contract';

/** The browser's calls for a logged-in member's own data (spec 1 §7, spec 3 §7). */

const profileParams = z.object({ profile_uuid: z.uuid('That is not a profile id.') });
const memberParams = z.object({ member_uuid: z.uuid('That is not a member id.') });
const ok = z.object({ status: z.literal('ok'), message: z.string().optional() });

export const MyProfilesContract = defineContract({
  name: 'user.profiles',
  method: 'GET',
  path: '/user/profiles',
  response: z.object({ profiles: z.array(ProfileSchema) }),
});

export const AddProfileContract = defineContract({
  name: 'member.profile_create',
  method: 'POST',
  path: '/member/profile',
  body: ProfileFormSchema,
  response: z.object({ profile: ProfileSchema }),
});

export const EditProfileContract = defineContract({
  name: 'member.profile_update',
  method: 'PUT',
  path: '/member/profile/:profile_uuid',
  params: profileParams,
  body: ProfileFormSchema,
  response: z.object({ profile: ProfileSchema }),
});

export const RemoveProfileContract = defineContract({
  name: 'member.profile_delete',
  method: 'DELETE',
  path: '/member/profile/:profile_uuid',
  params: profileParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const UpdateMyMemberContract = defineContract({
  name: 'member.update',
  method: 'PATCH',
  path: '/member/member/:member_uuid',
  params: memberParams,
  body: MemberUpdateSchema,
  response: UserStatusSchema,
});

export const MyPrivacyPolicyContract = defineContract({
  name: 'member.privacy_policy',
  method: 'POST',
  path: '/member/member/:member_uuid/privacy_policy',
  params: memberParams,
  response: UserStatusSchema,
});

export const ChangePasswordContract = defineContract({
  name: 'member.password_change',
  method: 'POST',
  path: '/member/password-reset',
  body: z.object({ old_password: z.string().min(1, 'Please enter your current password.').max(200), new_password: MemberUpdateSchema.shape.new_password.unwrap() }),
  response: ok,
});

/** The answer never says whether an account exists for the address. */
export const RESET_REQUESTED_MESSAGE = RESET_MESSAGES.requested;
export const PASSWORD_CHANGED_MESSAGE = RESET_MESSAGES.changed;

export const RequestPasswordResetContract = defineContract({
  name: 'member.password_reset_init',
  method: 'POST',
  path: '/member/password-reset/init',
  body: ResetRequestFormSchema,
  response: ok,
});

export const SetPasswordContract = defineContract({
  name: 'member.password_reset_set',
  method: 'POST',
  path: '/member/password-reset/set',
  body: ResetPasswordFormSchema,
  response: ok,
});

export const GetAutologinContract = defineContract({
  name: 'member.get_autologin',
  method: 'GET',
  path: '/member/get-autologin',
  response: z.object({ m: z.string(), mauto: z.string() }),
});

export const ReadAutologinContract = defineContract({
  name: 'member.autologin',
  method: 'POST',
  path: '/member/autologin',
  body: z.object({ m: z.string().min(10).max(200), mauto: z.string().min(10).max(200) }),
  response: z.object({ username: z.string(), email: z.string() }),
});

export const GetDetailsContract = defineContract({
  name: 'member.get_details',
  method: 'GET',
  path: '/member/get-details',
  response: z.object({ status: z.literal('ok'), details: MemberSchema }),
});

export const GetJournalContract = defineContract({
  name: 'member.get_journal',
  method: 'GET',
  path: '/member/get-journal',
  query: PageQuerySchema,
  response: PageInfoSchema.extend({ entries: z.array(JournalEntrySchema) }),
});

export const DeleteJournalEntryContract = defineContract({
  name: 'member.delete_journal',
  method: 'DELETE',
  path: '/member/delete-journal',
  body: DeleteJournalFormSchema,
  response: z.object({ deleted: z.literal(true) }),
});

/** The member's purchases and Karma Coin movements, newest first, a page at a time, with the balance (`kcs.total`). */
export const GetTransactionsContract = defineContract({
  name: 'member.get_transactions',
  method: 'GET',
  path: '/member/get-transactions',
  query: PageQuerySchema,
  response: PageInfoSchema.extend({ transactions: z.array(TransactionSchema), kcs: z.object({ total: z.number().int() }) }),
});
