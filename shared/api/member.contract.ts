import { z } from 'zod';
import { defineContract } from './contract';

export { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES } from './member-errors';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the form HH:mm.');
const email = z.string().trim().toLowerCase().max(254, 'That email address is too long.').email('Please enter a valid email');
const password = z.string().min(4, 'Please enter a password longer than 3 characters.').max(200, 'Passwords are limited to 200 characters.');

export const LocationValueSchema = z.object({
  city: z.string().trim().max(200),
  state: z.string().trim().max(100).optional().default(''),
  country: z.string().trim().max(100),
  city_id: z.coerce.number().int().positive().optional(),
});
export type LocationValue = z.infer<typeof LocationValueSchema>;

export const MemberSchema = z.object({
  member_uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  display_name: z.string(),
  birth_date: z.string(),
  gender: z.string().nullable(),
  birth_time: z.string().nullable(),
  sexual_orientation: z.string().nullable(),
  favorite_deck_id: z.number().nullable(),
  privacy_policy: z.boolean(),
  created_at: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** Spec 1 §3 "Signup payload" with the constants of §9. */
export const SignupRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'Please enter your name.').max(63, 'Please enter a name 63 characters or less.'),
  display_name: z.string().trim().max(63).optional(),
  email,
  password,
  password_verify: z.string().max(200).optional(),
  signup_gateway: z.string().trim().max(200).default('#signup'),
  signup_bonus: z.boolean().default(true),
  signup_url: z.string().max(2000).optional(),
  account_type_id: z.literal(1).default(1),
  birth_date: isoDate,
  timezone: z.number().min(-12).max(14).optional(),
  subscribe_lists: z.array(z.string().max(64)).max(10).default(['ipe']),
  privacy_policy: z.literal(true, { error: 'Please accept before continuing' }),
  sms_optin: z.boolean().default(false),
  gender: z.enum(['female', 'male', 'other']).optional(),
  birth_time: clockTime.optional(),
  birth_location: LocationValueSchema.optional(),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const SignupContract = defineContract({
  name: 'member.signup',
  method: 'POST',
  path: '/member/signup',
  body: SignupRequestSchema,
  response: z.object({ member: MemberSchema }),
});

export const LoginContract = defineContract({
  name: 'member.login',
  method: 'POST',
  path: '/member/login',
  body: z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(200) }),
  response: z.object({ member: MemberSchema }),
});

export const GetMemberContract = defineContract({
  name: 'member.member',
  method: 'GET',
  path: '/member/member/:member_uuid',
  params: z.object({ member_uuid: z.uuid() }),
  response: z.object({ member: MemberSchema }),
});

export const PrivacyPolicyContract = defineContract({
  name: 'member.privacy_policy',
  method: 'POST',
  path: '/member/member/:member_uuid/privacy_policy',
  params: z.object({ member_uuid: z.uuid() }),
  response: z.object({ member: MemberSchema }),
});
