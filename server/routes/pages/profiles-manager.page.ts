import { ProfilesManagerPage } from '../../../views/pages/profiles-manager-page';
import { definePage } from './page-module';

/** The member's saved profiles (spec 3 §3 Profile): their own first, then friends to add, edit and delete. */
export const profilesManagerPage = definePage({
  path: '/member/settings/profiles-manager',
  member: true,
  load: async ({ upstream, memberUuid }) => ({ profiles: await upstream.member.profiles(memberUuid!) }),
  head: (_data, { config }) => ({
    title: 'Profiles Manager',
    description: `Manage your ${config.SITE_NAME} profiles: see your own birth details and add, edit or delete the birth details of friends for charts and compatibility reports.`,
  }),
  View: ProfilesManagerPage,
});
