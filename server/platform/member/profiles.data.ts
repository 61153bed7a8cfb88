import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Profile } from '../../../shared/accounts/member-data';
import { AppError } from '../../errors';
import type { MemberTables } from './member.tables';

export interface ProfilesTable {
  profile_uuid: string;
  member_uuid: string;
  is_self: number;
  first_name: string;
  last_name: string | null;
  gender: string | null;
  birth_date: string;
  birth_time: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  birth_city_id: number | null;
  current_city: string | null;
  current_state: string | null;
  current_country: string | null;
  current_city_id: number | null;
  created_at: string;
}

export type ProfileRow = Selectable<ProfilesTable>;
type Db = Kysely<MemberTables>;

export function toProfile(row: ProfileRow): Profile {
  return {
    profile_uuid: row.profile_uuid,
    is_self: row.is_self === 1,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    birth_date: row.birth_date,
    birth_time: row.birth_time,
    birth_city: row.birth_city,
    birth_state: row.birth_state,
    birth_country: row.birth_country,
    birth_city_id: row.birth_city_id,
    current_city: row.current_city,
    current_state: row.current_state,
    current_country: row.current_country,
    current_city_id: row.current_city_id,
    created: row.created_at,
  };
}

interface Place {
  city: string;
  state?: string | undefined;
  country: string;
  city_id?: number | undefined;
}

/** Where someone was born, as the profile stores it. */
export function birthColumns(place: Place | null | undefined) {
  return { birth_city: place?.city ?? null, birth_state: place?.state || null, birth_country: place?.country ?? null, birth_city_id: place?.city_id ?? null };
}

/** Where someone lives now, as the profile stores it. */
export function currentColumns(place: Place | null | undefined) {
  return { current_city: place?.city ?? null, current_state: place?.state || null, current_country: place?.country ?? null, current_city_id: place?.city_id ?? null };
}

/** Data access for `member_profiles`. */
export const profilesData = {
  list: (db: Db, memberUuid: string) =>
    db.selectFrom('member_profiles').selectAll().where('member_uuid', '=', memberUuid).orderBy('is_self', 'desc').orderBy('created_at').orderBy('profile_uuid').execute(),

  /** One of this member's profiles; someone else's is reported exactly like a missing one. */
  async own(db: Db, memberUuid: string, profileUuid: string): Promise<ProfileRow> {
    const found = await db.selectFrom('member_profiles').selectAll().where('profile_uuid', '=', profileUuid).where('member_uuid', '=', memberUuid).executeTakeFirst();
    if (!found) throw new AppError('not_found', 'No profile of yours has that id.');
    return found;
  },

  insert: (db: Db, row: Insertable<ProfilesTable>) => db.insertInto('member_profiles').values(row).execute(),

  async countFriends(db: Db, memberUuid: string): Promise<number> {
    const row = await db
      .selectFrom('member_profiles')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_uuid', '=', memberUuid)
      .where('is_self', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  update: (db: Db, profileUuid: string, set: Updateable<ProfilesTable>) => db.updateTable('member_profiles').set(set).where('profile_uuid', '=', profileUuid).execute(),

  /** The member's own profile follows their settings. */
  updateSelf: (db: Db, memberUuid: string, set: Updateable<ProfilesTable>) =>
    db.updateTable('member_profiles').set(set).where('member_uuid', '=', memberUuid).where('is_self', '=', 1).execute(),

  remove: (db: Db, profileUuid: string) => db.deleteFrom('member_profiles').where('profile_uuid', '=', profileUuid).execute(),
};
