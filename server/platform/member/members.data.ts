import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Member } from '../../../shared/accounts/member-data';
import { favoriteDeckId } from '../../../shared/tarot/decks';
import { AppError } from '../../errors';
import type { MemberTables } from './member.tables';

export interface MembersTable {
  member_uuid: string;
  email: string;
  password_hash: string;
  first_name: string;
  display_name: string;
  account_type_id: number;
  birth_date: string;
  gender: string | null;
  birth_time: string | null;
  sexual_orientation: string | null;
  favorite_deck_id: number | null;
  timezone: number | null;
  signup_gateway: string | null;
  signup_url: string | null;
  sms_optin: number;
  status: string;
  privacy_policy_at: string | null;
  created_at: string;
  updated_at: string;
  kc_balance: Generated<number>;
  /** The end of the member's VIP membership (epoch ms), or null. */
  vip_until: number | string | null;
}

export type MemberRow = Selectable<MembersTable>;
type Db = Kysely<MemberTables>;

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
    favorite_deck_id: favoriteDeckId(row.favorite_deck_id),
    privacy_policy: row.privacy_policy_at !== null,
    kc_balance: row.kc_balance,
    vip: isVipRow(row),
    created_at: row.created_at,
  };
}

/** Whether a member's VIP membership runs now (PostgreSQL answers a bigint as a string). */
export function isVipRow(row: Pick<MemberRow, 'vip_until'>, now: number = Date.now()): boolean {
  return row.vip_until !== null && Number(row.vip_until) > now;
}

/** "HH:MM" as stored, "HH:MM:SS". */
export function normaliseTime(time: string | undefined): string | null {
  if (!time) return null;
  return time.length === 5 ? `${time}:00` : time;
}

/** Data access for the `members` table. */
export const membersData = {
  find: (db: Db, memberUuid: string) => db.selectFrom('members').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirst(),

  /** The member, or the not-found error every capability reports for an unknown id. */
  async get(db: Db, memberUuid: string): Promise<MemberRow> {
    const found = await membersData.find(db, memberUuid);
    if (!found) throw new AppError('not_found', 'No member has that id.');
    return found;
  },

  findByEmail: (db: Db, email: string) => db.selectFrom('members').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),

  async emailTaken(db: Db, email: string): Promise<boolean> {
    return (await db.selectFrom('members').select('member_uuid').where('email', '=', email).executeTakeFirst()) !== undefined;
  },

  insert: (db: Db, row: Insertable<MembersTable>) => db.insertInto('members').values(row).execute(),

  update: (db: Db, memberUuid: string, set: Updateable<MembersTable>) => db.updateTable('members').set(set).where('member_uuid', '=', memberUuid).execute(),
};
