/**
 * The member data the platform's member service keeps and the site shows: members, profiles,
 * the journal and the Karma Coin ledger. Contracts of the platform calls are in
 * `shared/platform-api/member.platform.ts`; the browser's are in `account.contract.ts`.
 */
import { z } from 'zod';
import { LOGIN_MESSAGES, PROFILE_MESSAGES, SIGNUP_MESSAGES } from '../forms/messages';
import { isValidEmail } from '../forms/rules';
import { memberBirthDateProblem } from './signup.form';
import { latestToday, parseDate } from '../site/calendar';
import { idNumber, MAX_ID } from '../api/ids';

export { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES } from './member-errors';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.');
/** A member's own birth date: the signup rules (a real date, 16 or older, not too long ago). */
const memberBirthDate = isoDate.superRefine((value, context) => {
  const problem = memberBirthDateProblem(parseDate(value), latestToday());
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the form HH:mm.');
const email = z.string().trim().toLowerCase().max(254, 'That email address is too long.').refine(isValidEmail, LOGIN_MESSAGES.email);
const password = z.string().min(4, 'Please enter a password longer than 3 characters.').max(200, 'Passwords are limited to 200 characters.');

export const LocationValueSchema = z.object({
  city: z.string().trim().max(200),
  state: z.string().trim().max(100).optional().default(''),
  country: z.string().trim().max(100),
  city_id: idNumber().optional(),
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
  /** Karma Coin balance (the user's `kcs.total`). */
  kc_balance: z.number().int(),
  /** Whether the member holds a VIP membership now (spec 1 subscriptions.vip). */
  vip: z.boolean(),
  created_at: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** Spec 1 §3 "Signup payload" with the constants of §9. */
export const SignupRequestSchema = z.object({
  first_name: z.string().trim().min(1, SIGNUP_MESSAGES.nameRequired).max(63, SIGNUP_MESSAGES.nameTooLong),
  display_name: z.string().trim().max(63).optional(),
  email,
  password,
  password_verify: z.string().max(200).optional(),
  signup_gateway: z.string().trim().max(200).default('#signup'),
  signup_bonus: z.boolean().default(true),
  signup_url: z.string().max(2000).optional(),
  account_type_id: z.literal(1).default(1),
  birth_date: memberBirthDate,
  timezone: z.number().min(-12).max(14).optional(),
  subscribe_lists: z.array(z.string().max(64)).max(10).default(['ipe']),
  privacy_policy: z.literal(true, { error: 'Please accept before continuing' }),
  sms_optin: z.boolean().default(false),
  gender: z.enum(['female', 'male', 'other']).optional(),
  birth_time: clockTime.optional(),
  birth_location: LocationValueSchema.optional(),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const genderValue = z.enum(['female', 'male', 'other']);

export const ProfileSchema = z.object({
  profile_uuid: z.string(),
  is_self: z.boolean(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string(),
  birth_time: z.string().nullable(),
  birth_city: z.string().nullable(),
  birth_state: z.string().nullable(),
  birth_country: z.string().nullable(),
  birth_city_id: z.number().nullable(),
  current_city: z.string().nullable(),
  current_state: z.string().nullable(),
  current_country: z.string().nullable(),
  current_city_id: z.number().nullable(),
  created: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A profile as a form sends it: birth data, and optionally where the person lives now. */
export const ProfileInputSchema = z.object({
  first_name: z.string().trim().min(1, PROFILE_MESSAGES.required).max(63, PROFILE_MESSAGES.nameTooLong),
  last_name: optionalText(63),
  gender: genderValue.optional(),
  birth_date: isoDate,
  birth_time: clockTime.optional(),
  birth_location: LocationValueSchema.optional(),
  current_location: LocationValueSchema.optional(),
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

/** Settings (spec 1 §5): a new password only with the old one; the email only when it changes. */
export const MemberUpdateSchema = z.object({
  first_name: z.string().trim().min(1, SIGNUP_MESSAGES.nameRequired).max(63, SIGNUP_MESSAGES.nameTooLong).optional(),
  email: email.optional(),
  old_password: z.string().max(200).optional(),
  new_password: password.optional(),
  birth_date: memberBirthDate.optional(),
  birth_time: clockTime.nullable().optional(),
  gender: genderValue.nullable().optional(),
  sexual_orientation: z.enum(['straight', 'gay', 'lesbian', 'bisexual', 'other']).nullable().optional(),
  favorite_deck_id: z.number().int().positive().max(MAX_ID, 'That id is too large.').nullable().optional(),
  birth_location: LocationValueSchema.nullable().optional(),
});
export type MemberUpdate = z.input<typeof MemberUpdateSchema>;

export const JournalEntrySchema = z.object({
  slug: z.string(),
  kind: z.enum(['reading', 'report']),
  title: z.string(),
  url: z.string(),
  created: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/**
 * One movement on a member's account: a dollar purchase, Karma Coins bought or granted, or coins
 * spent. `kc` is the change in Karma Coins (negative for a spend); `usd_cents` what was charged.
 */
export const TransactionSchema = z.object({
  transaction_uuid: z.string(),
  kind: z.enum(['purchase', 'kc_purchase', 'kc_spend', 'kc_grant', 'refund']),
  description: z.string(),
  usd_cents: z.number().int().nullable(),
  kc: z.number().int(),
  order_uuid: z.string().nullable(),
  created: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;
