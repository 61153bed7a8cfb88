import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES, type Member, type SignupRequestSchema } from '../../../shared/api/member.contract';
import type { z } from 'zod';
import type { DB, MembersTable } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from './password-hash';

type MemberRow = Selectable<MembersTable>;
type Signup = z.output<typeof SignupRequestSchema>;

/** A hash to compare against when no member exists, so a wrong email costs as long as a wrong password. */
const DECOY_HASH = hashPassword('decoy password that matches nothing');

export function toMember(row: MemberRow): Member {
  return {
    member_uuid: row.member_uuid,
    email: row.email,
    first_name: row.first_name,
    display_name: row.display_name,
    birth_date: row.birth_date,
    gender: row.gender,
    birth_time: row.birth_time,
    sexual_orientation: row.sexual_orientation,
    favorite_deck_id: row.favorite_deck_id,
    privacy_policy: row.privacy_policy_at !== null,
    created_at: row.created_at,
  };
}

function normaliseTime(time: string | undefined): string | null {
  if (!time) return null;
  return time.length === 5 ? `${time}:00` : time;
}

export function createMemberService(db: Kysely<DB>, now: () => Date = () => new Date()) {
  async function row(memberUuid: string): Promise<MemberRow> {
    const found = await db.selectFrom('members').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirst();
    if (!found) throw new AppError('not_found', 'No member has that id.');
    return found;
  }

  return {
    async signup(input: Signup): Promise<Member> {
      const taken = await db.selectFrom('members').select('member_uuid').where('email', '=', input.email).executeTakeFirst();
      if (taken) {
        throw new AppError('conflict', 'An account already uses this email address.', {
          email: ['An account already uses this email address. Please log in instead.'],
        });
      }
      const stamp = now().toISOString();
      const member: MemberRow = {
        member_uuid: randomUUID(),
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: input.first_name,
        display_name: input.display_name || input.first_name,
        account_type_id: input.account_type_id,
        birth_date: input.birth_date,
        gender: input.gender ?? null,
        birth_time: normaliseTime(input.birth_time),
        sexual_orientation: null,
        favorite_deck_id: null,
        timezone: input.timezone ?? null,
        signup_gateway: input.signup_gateway,
        signup_url: input.signup_url ?? null,
        sms_optin: input.sms_optin ? 1 : 0,
        status: 'active',
        privacy_policy_at: input.privacy_policy ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
      };
      const location = input.birth_location;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('members').values(member).execute();
        await trx
          .insertInto('member_profiles')
          .values({
            profile_uuid: randomUUID(),
            member_uuid: member.member_uuid,
            is_self: 1,
            first_name: member.first_name,
            last_name: null,
            gender: member.gender,
            birth_date: member.birth_date,
            birth_time: member.birth_time,
            birth_city: location?.city ?? null,
            birth_state: location?.state || null,
            birth_country: location?.country ?? null,
            birth_city_id: location?.city_id ?? null,
            current_city: null,
            current_state: null,
            current_country: null,
            current_city_id: null,
            created_at: stamp,
          })
          .execute();
      });
      return toMember(member);
    },

    /** Checks a password login; failures carry the spec's codes. */
    async login(email: string, password: string): Promise<Member> {
      const found = await db.selectFrom('members').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      if (!found) {
        await verifyPassword(password, await DECOY_HASH);
        throw new AppError(LOGIN_ERROR_CODES.notFound, 'No member has this email address.');
      }
      if (found.status === 'disabled') throw new AppError(LOGIN_ERROR_CODES.disabled, DELETED_ACCOUNT_MESSAGE);
      if (!(await verifyPassword(password, found.password_hash))) {
        throw new AppError(LOGIN_ERROR_CODES.invalidPassword, 'Password did not match this email', { password: ['Password did not match this email'] });
      }
      return toMember(found);
    },

    get: async (memberUuid: string) => toMember(await row(memberUuid)),

    async recordPrivacyPolicy(memberUuid: string): Promise<Member> {
      const current = await row(memberUuid);
      if (current.privacy_policy_at) return toMember(current);
      const stamp = now().toISOString();
      await db.updateTable('members').set({ privacy_policy_at: stamp, updated_at: stamp }).where('member_uuid', '=', memberUuid).execute();
      return toMember({ ...current, privacy_policy_at: stamp, updated_at: stamp });
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
