import { z } from 'zod';
import { fullName } from '../../../shared/profiles/profiles';
import { PROFILE_MESSAGES } from '../../../shared/forms/messages';
import { ProfilesManagerPage } from '../../../views/profiles/profiles-manager-page';
import { ListProfilesContract } from '../../../shared/platform-api/member.platform';
import { addProfileAction, deleteProfileFormAction, editProfileAction } from './profile.action';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/**
 * The member's saved profiles (spec 3 §3 Profile): their own first, then friends to add, edit and
 * delete. Without JavaScript every step is an address and a plain form: `?q=` searches,
 * `?add=1` and `?edit={uuid}` show the friend form, `?delete={uuid}` the confirmation; the forms
 * post here by `intent`. With JavaScript the island does the same in dialogs.
 */
export const profilesManagerPage = definePage({
  path: ROUTES.profilesManager,
  member: true,
  query: z.object({
    q: z.string().max(100).optional(),
    add: z.string().max(5).optional(),
    edit: z.string().max(64).optional(),
    delete: z.string().max(64).optional(),
  }),
  load: async ({ platform, memberUuid, query }) => {
    const { profiles } = await platform.call(ListProfilesContract, { params: { member_uuid: memberUuid! } });
    const friend = (uuid: string | undefined) => (uuid ? profiles.slice(1).find((each) => each.profile_uuid === uuid) : undefined);
    return {
      profiles,
      query: query.q ?? '',
      adding: query.add !== undefined,
      editing: friend(query.edit),
      deleting: friend(query.delete),
    };
  },
  head: (_data, { config }) => ({
    title: 'Profiles Manager',
    description: `Manage your ${config.SITE_NAME} profiles: see your own birth details and add, edit or delete the birth details of friends for charts and compatibility reports.`,
  }),
  View: ProfilesManagerPage,
  actions: {
    add: pageAction({ action: addProfileAction, message: ({ profile }) => PROFILE_MESSAGES.added(fullName(profile)) }),
    edit: pageAction({ action: editProfileAction, message: ({ profile }) => PROFILE_MESSAGES.updated(fullName(profile)) }),
    delete: pageAction({ action: deleteProfileFormAction, message: ({ name }) => (name ? PROFILE_MESSAGES.deleted(name) : PROFILE_MESSAGES.gone) }),
  },
});
