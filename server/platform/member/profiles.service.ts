import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Profile, ProfileInputSchema } from '../../../shared/accounts/member-data';
import { CAP_MESSAGES } from '../../../shared/forms/messages';
import { AppError } from '../../errors';
import type { MemberTables } from './member.tables';
import { membersData, normaliseTime } from './members.data';
import { birthColumns, currentColumns, profilesData, toProfile, type ProfileRow } from './profiles.data';

type ProfileInput = z.output<typeof ProfileInputSchema>;

/** Friend profiles one member may keep: far more than a person keeps charts for, and a page that stays small. */
export const MAX_FRIEND_PROFILES = 100;

function profileFields(input: ProfileInput) {
  return {
    first_name: input.first_name,
    last_name: input.last_name || null,
    gender: input.gender ?? null,
    birth_date: input.birth_date,
    birth_time: normaliseTime(input.birth_time),
    ...birthColumns(input.birth_location),
    ...currentColumns(input.current_location),
  };
}

/** The people a member keeps birth details for: themselves and friends. */
export function createProfilesService(db: Kysely<MemberTables>, now: () => Date) {
  return {
    async list(memberUuid: string): Promise<Profile[]> {
      await membersData.get(db, memberUuid);
      return (await profilesData.list(db, memberUuid)).map(toProfile);
    },

    async create(memberUuid: string, input: ProfileInput): Promise<Profile> {
      await membersData.get(db, memberUuid);
      if ((await profilesData.countFriends(db, memberUuid)) >= MAX_FRIEND_PROFILES) {
        throw new AppError('conflict', CAP_MESSAGES.profiles(MAX_FRIEND_PROFILES));
      }
      const profile: ProfileRow = { profile_uuid: randomUUID(), member_uuid: memberUuid, is_self: 0, ...profileFields(input), created_at: now().toISOString() };
      await profilesData.insert(db, profile);
      return toProfile(profile);
    },

    async update(memberUuid: string, profileUuid: string, input: ProfileInput): Promise<Profile> {
      const current = await profilesData.own(db, memberUuid, profileUuid);
      const fields = profileFields(input);
      await profilesData.update(db, profileUuid, fields);
      return toProfile({ ...current, ...fields });
    },

    async remove(memberUuid: string, profileUuid: string): Promise<void> {
      const current = await profilesData.own(db, memberUuid, profileUuid);
      if (current.is_self === 1) throw new AppError('bad_request', 'Your own profile cannot be deleted; change its details in your settings.');
      await profilesData.remove(db, profileUuid);
    },
  };
}
