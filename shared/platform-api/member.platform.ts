import { z } from 'zod';
import { defineContract } from '../api/contract';
import { RowWindowSchema } from '../api/paging';
import {
  JournalEntrySchema,
  MemberSchema,
  ProfileInputSchema,
  SignupRequestSchema,
  TransactionSchema,
} from '../accounts/member-data';
import { NotificationDotsSchema, NotificationsRequestSchema } from '../site/notification.contract';
import * as account from '../accounts/account.contract';
import { DeletedReplySchema, MemberParamsSchema, ProfilesReplySchema } from '../accounts/account.contract';
import { BrowserSignupContract } from '../accounts/user.contract';

/**
 * The platform member service's calls (the spec's `{host}/member/...`). Only the site's server
 * makes them, with the partner key; the browser's calls are in `shared/accounts/`.
 *
 * Where the browser calls the same path, the platform's contract is the browser's with only what
 * differs for a reason replaced: the platform is told the member (the browser's session supplies
 * it), takes the checked payload rather than the form, and answers the member rather than the
 * browser's login status. A call both sides make alike (autologin) is the browser's contract itself.
 */

/** The member's id with zod's own message (`MemberParamsSchema` has the site's). */
const memberUuidOnly = z.object({ member_uuid: z.uuid() });
const email = z.string().trim().toLowerCase().max(254);
const password = z.string().min(4, 'Please enter a password longer than 3 characters.').max(200, 'Passwords are limited to 200 characters.');
const memberReply = z.object({ member: MemberSchema });
/** A profile as the platform stores it: the checked input and whose it is. */
const profileWrite = ProfileInputSchema.extend({ member_uuid: z.uuid() });
const resetRequest = z.object({ email, reset_page: z.url().max(500) });
const autologinReply = z.object({ m: z.string(), mauto: z.string(), expires_in_minutes: z.number() });
const journalEntryParams = z.object({ member_uuid: z.uuid(), slug: z.string().min(1).max(200) });
/** One movement of the member's ledger, as the store writes it. */
const transactionWrite = z.object({
  kind: TransactionSchema.shape.kind,
  description: z.string().trim().min(1).max(200),
  usd_cents: z.number().int().min(0).max(10_000_000).optional(),
  kc: z.number().int().min(-1_000_000).max(1_000_000),
  order_uuid: z.uuid().optional(),
});

export const SignupContract = defineContract('platform.member.signup', BrowserSignupContract, { body: SignupRequestSchema, response: memberReply });
export const LoginContract = defineContract('platform.member.login', 'POST /member/login',
  { body: z.object({ email, password: z.string().max(200) }), response: memberReply });
export const GetMemberContract = defineContract('platform.member.member', 'GET /member/member/:member_uuid', { params: memberUuidOnly, response: memberReply });
export const PrivacyPolicyContract = defineContract('platform.member.privacy_policy', account.MyPrivacyPolicyContract, { params: memberUuidOnly, response: memberReply });

export const ListProfilesContract = defineContract('platform.member.profiles', 'GET /member/member/:member_uuid/profiles',
  { params: MemberParamsSchema, response: ProfilesReplySchema });
export const CreateProfileContract = defineContract('platform.member.profile_create', account.AddProfileContract, { body: profileWrite });
export const UpdateProfileContract = defineContract('platform.member.profile_update', account.EditProfileContract, { body: profileWrite });
export const DeleteProfileContract = defineContract('platform.member.profile_delete', account.RemoveProfileContract, { query: memberUuidOnly });
export const UpdateMemberContract = defineContract('platform.member.update', account.UpdateMyMemberContract, { response: memberReply });

/** Forgot your password: queues the reset email (sent only when a member has the address); answers the same either way. */
export const RequestPasswordResetContract = defineContract('platform.member.password_reset_request', account.RequestPasswordResetContract,
  { body: resetRequest, response: z.object({ queued: z.literal(true) }) });
export const ResetPasswordContract = defineContract('platform.member.password_reset_set', account.SetPasswordContract,
  { body: z.object({ key: z.string().min(20).max(200), password }), response: memberReply });
/** Whether a reset link's key still works (unused, unexpired), without using it: the page says so at once. */
export const CheckResetKeyContract = defineContract('platform.member.password_reset_check', 'POST /member/password-reset/check',
  { body: z.object({ key: z.string().min(1).max(200) }), response: z.object({ valid: z.boolean() }) });

export const CreateAutologinContract = defineContract('platform.member.autologin_create', 'POST /member/member/:member_uuid/autologin',
  { params: MemberParamsSchema, response: autologinReply });

export const ListJournalContract = defineContract('platform.member.journal', 'GET /member/member/:member_uuid/journal',
  { params: MemberParamsSchema, query: RowWindowSchema, response: z.object({ entries: z.array(JournalEntrySchema) }) });
/** Saves a reading of the site's own (an I Ching cast) to the journal; the same slug again changes nothing. */
export const SaveJournalContract = defineContract('platform.member.journal_save', 'POST /member/member/:member_uuid/journal',
  {
    params: MemberParamsSchema,
    body: z.object({ slug: z.string().min(1).max(200), kind: z.enum(['reading', 'report']), title: z.string().trim().min(1).max(200), url: z.string().startsWith('/').max(500), created: z.iso.datetime() }),
    response: z.object({ saved: z.literal(true) }),
  });
export const DeleteJournalContract = defineContract('platform.member.journal_delete', 'DELETE /member/member/:member_uuid/journal/:slug',
  { params: journalEntryParams, response: DeletedReplySchema });

export const ListTransactionsContract = defineContract('platform.member.transactions', 'GET /member/member/:member_uuid/transactions',
  { params: MemberParamsSchema, query: RowWindowSchema, response: z.object({ transactions: z.array(TransactionSchema), kc_balance: z.number().int() }) });
/** Written by the store when an order settles; a spend larger than the balance is refused. */
export const RecordTransactionContract = defineContract('platform.member.transaction_record', 'POST /member/member/:member_uuid/transactions',
  { params: MemberParamsSchema, body: transactionWrite, response: z.object({ transaction: TransactionSchema, kc_balance: z.number().int() }) });

export const MemberNotificationsContract = defineContract('platform.member.notifications', 'GET /member/member/:member_uuid/notifications',
  { params: MemberParamsSchema, query: NotificationsRequestSchema, response: NotificationDotsSchema });
export const MemberNotificationsReadContract = defineContract('platform.member.notifications_read', 'POST /member/member/:member_uuid/notifications',
  { params: MemberParamsSchema, body: NotificationsRequestSchema, response: NotificationDotsSchema });
