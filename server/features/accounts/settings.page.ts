import type { Member, Profile } from '../../../shared/accounts/member-data';
import { GetSubscriptionsContract } from '../../../shared/accounts/mail.contract';
import { GetMemberContract, ListProfilesContract } from '../../../shared/platform-api/member.platform';
import { selectableDecks } from '../../../shared/tarot/decks';
import { SETTINGS_MESSAGES } from '../../../shared/forms/messages';
import { SettingsPage, type SettingsValues } from '../../../views/accounts/settings-page';
import { logoutEverywhereAction } from './login.action';
import { emailPreferencesAction, saveSettingsAction, shownLists } from './settings.action';
import { definePage, pageAction } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/** The stored details as the settings form shows them. */
function settingsValues(member: Member, own: Profile | undefined): SettingsValues {
  return {
    first_name: member.first_name,
    email: member.email,
    birth_date: member.birth_date,
    birth_time: member.birth_time?.slice(0, 5) ?? '',
    gender: member.gender ?? '',
    sexual_orientation: member.sexual_orientation ?? '',
    birth_location: { city: own?.birth_city ?? '', state: own?.birth_state ?? '', country: own?.birth_country ?? '', ...(own?.birth_city_id ? { city_id: own.birth_city_id } : {}) },
    favorite_deck_id: member.favorite_deck_id === null ? '' : String(member.favorite_deck_id),
  };
}

/** Account Settings: the member's details (`intent=save`), email preferences (`intent=email-preferences`) and log out everywhere (`intent=logout-everywhere`). */
export const settingsPage = definePage({
  path: ROUTES.settings,
  member: true,
  load: async ({ platform, memberUuid }) => {
    const member_uuid = memberUuid!;
    const [{ member }, { profiles }, { subscriptions }] = await Promise.all([
      platform.call(GetMemberContract, { params: { member_uuid } }),
      platform.call(ListProfilesContract, { params: { member_uuid } }),
      platform.call(GetSubscriptionsContract, { params: { member_uuid } }),
    ]);
    return { values: settingsValues(member, profiles.find((profile) => profile.is_self)), decks: selectableDecks(), lists: shownLists(subscriptions) };
  },
  head: () => ({ title: 'Account Settings', description: 'Change your name, email, password and birth details.' }),
  View: SettingsPage,
  actions: {
    save: pageAction({ action: saveSettingsAction, message: () => SETTINGS_MESSAGES.saved }),
    'email-preferences': pageAction({ action: emailPreferencesAction, message: (result) => result.message }),
    'logout-everywhere': pageAction({ action: logoutEverywhereAction, redirect: () => href(ROUTES.home) }),
  },
});
