import { ProfilesManagerPage } from '../../../views/pages/profiles-manager-page';
import { definePage } from './page-definition';

/** The member's saved profiles (spec 3 §3 Profile): their own first, then friends to add, edit and delete. */
export const profilesManagerPage = definePage({
  path: '/member/settings/profiles-manager',
  requiresMember: true,
  interactive: true,
  load: async (context) => ({ profiles: await context.member.profiles(context.memberUuid!) }),
  head: (_props, { config }) => ({
    title: 'Profiles Manager',
    description: `Manage your ${config.SITE_NAME} profiles: see your own birth details and add, edit or delete the birth details of friends for charts and compatibility reports.`,
  }),
  View: ProfilesManagerPage,
});
