import { z } from 'zod';
import type { Profile, ProfileInput } from '../../../shared/accounts/member-data';
import { fullName } from '../../../shared/profiles/profiles';
import { ProfileFormSchema, type ProfileValues } from '../../../shared/profiles/profile.form';
import { CreateProfileContract, DeleteProfileContract, ListProfilesContract, UpdateProfileContract } from '../../../shared/platform-api/member.platform';
import type { RequestContext } from '../../http/request-context';
import { defineAction } from '../../http/action';
import { requireMember } from '../../http/require-member';
import { resolvePlace } from '../location';

/** A friend's profile as the member service stores it, with typed places looked up. */
async function toProfileInput(values: ProfileValues, context: RequestContext): Promise<ProfileInput> {
  const [birth, current] = await Promise.all([
    resolvePlace(context.platform, values.birth_location, 'birth_location'),
    resolvePlace(context.platform, values.current_location, 'current_location'),
  ]);
  return {
    first_name: values.first_name,
    birth_date: values.birth_date,
    ...(values.last_name ? { last_name: values.last_name } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.birth_time ? { birth_time: values.birth_time } : {}),
    ...(birth ? { birth_location: birth } : {}),
    ...(current ? { current_location: current } : {}),
  };
}

const profileUuid = z.uuid('That is not a profile id.');

/** Profiles manager: add a friend. */
export const addProfileAction = defineAction({
  schema: ProfileFormSchema,
  async run(values, context): Promise<{ profile: Profile }> {
    const memberUuid = requireMember(context);
    return context.platform.call(CreateProfileContract, { body: { ...(await toProfileInput(values, context)), member_uuid: memberUuid } });
  },
});

/** Profiles manager: change a friend's details (one of the member's own profiles only). */
export const editProfileAction = defineAction({
  schema: ProfileFormSchema.extend({ profile_uuid: profileUuid }),
  async run({ profile_uuid, ...values }, context): Promise<{ profile: Profile }> {
    const memberUuid = requireMember(context);
    return context.platform.call(UpdateProfileContract, { params: { profile_uuid }, body: { ...(await toProfileInput(values, context)), member_uuid: memberUuid } });
  },
});

/** Profiles manager: delete a friend after the confirmation. */
export const deleteProfileAction = defineAction({
  schema: z.object({ profile_uuid: profileUuid }),
  async run({ profile_uuid }, context): Promise<{ deleted: true }> {
    await context.platform.call(DeleteProfileContract, { params: { profile_uuid }, query: { member_uuid: requireMember(context) } });
    return { deleted: true };
  },
});

/** The plain form's delete: the same, and the name of who was deleted, for the page to say so. */
export const deleteProfileFormAction = defineAction({
  schema: deleteProfileAction.schema,
  async run({ profile_uuid }, context): Promise<{ name: string }> {
    const memberUuid = requireMember(context);
    const { profiles } = await context.platform.call(ListProfilesContract, { params: { member_uuid: memberUuid } });
    const profile = profiles.find((each) => each.profile_uuid === profile_uuid);
    await deleteProfileAction.run({ profile_uuid }, context);
    return { name: profile ? fullName(profile) : '' };
  },
});
