import { z } from 'zod';
import { defineContract } from '../api/contract';
import { RowWindowSchema } from '../api/paging';
import {
  JournalEntrySchema,
  MemberSchema,
  MemberUpdateSchema,
  ProfileInputSchema,
  ProfileSchema,
  SignupRequestSchema,
  TransactionSchema,
} from '../accounts/member-data';
import { NotificationCodesSchema, NotificationDotsSchema } from '../site/notification.contract';

/**
 * The platform member service's calls (the spec's `{host}/member/...`). Only the site's server
 * makes them, with the partner key; the browser's calls are in `shared/api`.
 */

const memberUuidParams = z.object({ member_uuid: z.uuid('That is not a member id.') });
const password = z.string().min(4, 'Please enter a password longer than 3 characters.').max(200, 'Passwords are limited to 200 characters.');

export const SignupContract = defineContract({
  name: 'platform.member.signup',
  method: 'POST',
  path: '/member/signup',
  body: SignupRequestSchema,
  response: z.object({ member: MemberSchema }),
});

export const LoginContract = defineContract({
  name: 'platform.member.login',
  method: 'POST',
  path: '/member/login',
  body: z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(200) }),
  response: z.object({ member: MemberSchema }),
});

export const GetMemberContract = defineContract({
  name: 'platform.member.member',
  method: 'GET',
  path: '/member/member/:member_uuid',
  params: z.object({ member_uuid: z.uuid() }),
  response: z.object({ member: MemberSchema }),
});

export const PrivacyPolicyContract = defineContract({
  name: 'platform.member.privacy_policy',
  method: 'POST',
  path: '/member/member/:member_uuid/privacy_policy',
  params: z.object({ member_uuid: z.uuid() }),
  response: z.object({ member: MemberSchema }),
});

export const ListProfilesContract = defineContract({
  name: 'platform.member.profiles',
  method: 'GET',
  path: '/member/member/:member_uuid/profiles',
  params: memberUuidParams,
  response: z.object({ profiles: z.array(ProfileSchema) }),
});

export const CreateProfileContract = defineContract({
  name: 'platform.member.profile_create',
  method: 'POST',
  path: '/member/profile',
  body: ProfileInputSchema.extend({ member_uuid: z.uuid() }),
  response: z.object({ profile: ProfileSchema }),
});

export const UpdateProfileContract = defineContract({
  name: 'platform.member.profile_update',
  method: 'PUT',
  path: '/member/profile/:profile_uuid',
  params: z.object({ profile_uuid: z.uuid('That is not a profile id.') }),
  body: ProfileInputSchema.extend({ member_uuid: z.uuid() }),
  response: z.object({ profile: ProfileSchema }),
});

export const DeleteProfileContract = defineContract({
  name: 'platform.member.profile_delete',
  method: 'DELETE',
  path: '/member/profile/:profile_uuid',
  params: z.object({ profile_uuid: z.uuid('That is not a profile id.') }),
  query: z.object({ member_uuid: z.uuid() }),
  response: z.object({ deleted: z.literal(true) }),
});

export const UpdateMemberContract = defineContract({
  name: 'platform.member.update',
  method: 'PATCH',
  path: '/member/member/:member_uuid',
  params: memberUuidParams,
  body: MemberUpdateSchema,
  response: z.object({ member: MemberSchema }),
});

/** Forgot your password: queues the reset email (sent only when a member has the address); answers the same either way. */
export const RequestPasswordResetContract = defineContract({
  name: 'platform.member.password_reset_request',
  method: 'POST',
  path: '/member/password-reset/init',
  body: z.object({ email: z.string().trim().toLowerCase().max(254), reset_page: z.url().max(500) }),
  response: z.object({ queued: z.literal(true) }),
});

export const ResetPasswordContract = defineContract({
  name: 'platform.member.password_reset_set',
  method: 'POST',
  path: '/member/password-reset/set',
  body: z.object({ key: z.string().min(20).max(200), password }),
  response: z.object({ member: MemberSchema }),
});

/** Whether a reset link's key still works (unused, unexpired), without using it: the page says so at once. */
export const CheckResetKeyContract = defineContract({
  name: 'platform.member.password_reset_check',
  method: 'POST',
  path: '/member/password-reset/check',
  body: z.object({ key: z.string().min(1).max(200) }),
  response: z.object({ valid: z.boolean() }),
});

export const CreateAutologinContract = defineContract({
  name: 'platform.member.autologin_create',
  method: 'POST',
  path: '/member/member/:member_uuid/autologin',
  params: memberUuidParams,
  response: z.object({ m: z.string(), mauto: z.string(), expires_in_minutes: z.number() }),
});

export const ResolveAutologinContract = defineContract({
  name: 'platform.member.autologin_resolve',
  method: 'POST',
  path: '/member/autologin',
  body: z.object({ m: z.string().min(10).max(200), mauto: z.string().min(10).max(200) }),
  response: z.object({ username: z.string(), email: z.string() }),
});

export const ListJournalContract = defineContract({
  name: 'platform.member.journal',
  method: 'GET',
  path: '/member/member/:member_uuid/journal',
  params: memberUuidParams,
  query: RowWindowSchema,
  response: z.object({ entries: z.array(JournalEntrySchema) }),
});

export const DeleteJournalContract = defineContract({
  name: 'platform.member.journal_delete',
  method: 'DELETE',
  path: '/member/member/:member_uuid/journal/:slug',
  params: z.object({ member_uuid: z.uuid(), slug: z.string().min(1).max(200) }),
  response: z.object({ deleted: z.literal(true) }),
});

export const ListTransactionsContract = defineContract({
  name: 'platform.member.transactions',
  method: 'GET',
  path: '/member/member/:member_uuid/transactions',
  params: memberUuidParams,
  query: RowWindowSchema,
  response: z.object({ transactions: z.array(TransactionSchema), kc_balance: z.number().int() }),
});

/** Written by the store when an order settles; a spend larger than the balance is refused. */
export const RecordTransactionContract = defineContract({
  name: 'platform.member.transaction_record',
  method: 'POST',
  path: '/member/member/:member_uuid/transactions',
  params: memberUuidParams,
  body: z.object({
    kind: TransactionSchema.shape.kind,
    description: z.string().trim().min(1).max(200),
    usd_cents: z.number().int().min(0).max(10_000_000).optional(),
    kc: z.number().int().min(-1_000_000).max(1_000_000),
    order_uuid: z.uuid().optional(),
  }),
  response: z.object({ transaction: TransactionSchema, kc_balance: z.number().int() }),
});

export const MemberNotificationsContract = defineContract({
  name: 'platform.member.notifications',
  method: 'GET',
  path: '/member/member/:member_uuid/notifications',
  params: memberUuidParams,
  query: z.object({ codes: NotificationCodesSchema }),
  response: NotificationDotsSchema,
});

export const MemberNotificationsReadContract = defineContract({
  name: 'platform.member.notifications_read',
  method: 'POST',
  path: '/member/member/:member_uuid/notifications',
  params: memberUuidParams,
  body: z.object({ codes: NotificationCodesSchema }),
  response: NotificationDotsSchema,
});
