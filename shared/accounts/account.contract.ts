import { z } from 'zod';
import { defineContract } from '../api/contract';
import { DeleteJournalFormSchema } from '../store/journal.form';
import { RESET_MESSAGES } from '../forms/messages';
import { ResetPasswordFormSchema, ResetRequestFormSchema } from './password-reset.form';
import { ProfileFormSchema } from '../profiles/profile.form';
import { JournalEntrySchema, MemberSchema, TransactionSchema, MemberUpdateSchema, ProfileSchema } from './member-data';
import { PageInfoSchema, PageQuerySchema } from '../api/paging';
import { UserStatusSchema } from './user.contract';

/**
 * The browser's calls for a logged-in member's own data (spec 1 §7, spec 3 §7). Several share
 * their path with a platform call: the platform's contract (shared/platform-api/member.platform.ts)
 * is built from the one here, and autologin is one contract for both sides.
 */

/** A member's own id in a path: `/member/member/:member_uuid`. */
export const MemberParamsSchema = z.object({ member_uuid: z.uuid('That is not a member id.') });
/** What a call that removes something answers. */
export const DeletedReplySchema = z.object({ deleted: z.literal(true) });
export const ProfilesReplySchema = z.object({ profiles: z.array(ProfileSchema) });

const profileParams = z.object({ profile_uuid: z.uuid('That is not a profile id.') });
const profileReply = z.object({ profile: ProfileSchema });
const ok = z.object({ status: z.literal('ok'), message: z.string().optional() });
const passwordChange = z.object({
  old_password: z.string().min(1, 'Please enter your current password.').max(200),
  new_password: MemberUpdateSchema.shape.new_password.unwrap(),
});
const autologinLink = z.object({ m: z.string().min(10).max(200), mauto: z.string().min(10).max(200) });
const autologinOwner = z.object({ username: z.string(), email: z.string() });
const journalPage = PageInfoSchema.extend({ entries: z.array(JournalEntrySchema) });
const transactionsPage = PageInfoSchema.extend({ transactions: z.array(TransactionSchema), kcs: z.object({ total: z.number().int() }) });

export const MyProfilesContract = defineContract('user.profiles', 'GET /user/profiles', { response: ProfilesReplySchema });
export const AddProfileContract = defineContract('member.profile_create', 'POST /member/profile', { body: ProfileFormSchema, response: profileReply });
export const EditProfileContract = defineContract('member.profile_update', 'PUT /member/profile/:profile_uuid',
  { params: profileParams, body: ProfileFormSchema, response: profileReply });
export const RemoveProfileContract = defineContract('member.profile_delete', 'DELETE /member/profile/:profile_uuid', { params: profileParams, response: DeletedReplySchema });

export const UpdateMyMemberContract = defineContract('member.update', 'PATCH /member/member/:member_uuid',
  { params: MemberParamsSchema, body: MemberUpdateSchema, response: UserStatusSchema });
export const MyPrivacyPolicyContract = defineContract('member.privacy_policy', 'POST /member/member/:member_uuid/privacy_policy',
  { params: MemberParamsSchema, response: UserStatusSchema });
export const ChangePasswordContract = defineContract('member.password_change', 'POST /member/password-reset', { body: passwordChange, response: ok });

/** The answer never says whether an account exists for the address. */
export const RESET_REQUESTED_MESSAGE = RESET_MESSAGES.requested;
export const PASSWORD_CHANGED_MESSAGE = RESET_MESSAGES.changed;

export const RequestPasswordResetContract = defineContract('member.password_reset_init', 'POST /member/password-reset/init', { body: ResetRequestFormSchema, response: ok });
export const SetPasswordContract = defineContract('member.password_reset_set', 'POST /member/password-reset/set', { body: ResetPasswordFormSchema, response: ok });

export const GetAutologinContract = defineContract('member.get_autologin', 'GET /member/get-autologin', { response: z.object({ m: z.string(), mauto: z.string() }) });
/** Who an autologin link is for: `POST /api/member/autologin`, and the same call to the platform's member service. */
export const ReadAutologinContract = defineContract('member.autologin', 'POST /member/autologin', { body: autologinLink, response: autologinOwner });

export const GetDetailsContract = defineContract('member.get_details', 'GET /member/get-details', { response: z.object({ status: z.literal('ok'), details: MemberSchema }) });
export const GetJournalContract = defineContract('member.get_journal', 'GET /member/get-journal', { query: PageQuerySchema, response: journalPage });
export const DeleteJournalEntryContract = defineContract('member.delete_journal', 'DELETE /member/delete-journal',
  { body: DeleteJournalFormSchema, response: DeletedReplySchema });
/** The member's purchases and Karma Coin movements, newest first, a page at a time, with the balance (`kcs.total`). */
export const GetTransactionsContract = defineContract('member.get_transactions', 'GET /member/get-transactions', { query: PageQuerySchema, response: transactionsPage });
