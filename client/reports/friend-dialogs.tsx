import { MyProfilesContract } from '../../shared/accounts/account.contract';
import type { Profile } from '../../shared/accounts/member-data';
import type { BirthChartProfile } from '../../shared/reports/islands';
import { callApi } from '../lib/api-client';
import { Modal } from '../lib/modal';
import { DeleteConfirm, FriendForm } from '../profiles';

/**
 * The profile modal of the birth chart form's friend list (spec 3 §2, §6, §8): the profiles
 * feature's friend form and delete confirmation, on the chart page. The island loads this module
 * when a member first opens one, so a visitor's form does not carry it.
 */

/** An open dialog: editing a friend (the profile as the API gives it), or asking before deleting one. */
export type FriendDialog = { kind: 'edit'; profile: Profile } | { kind: 'delete'; profile: Profile };

/**
 * The friend as the API has it now. The form needs the whole profile: an edit sends where the
 * friend lives too, which the chart form's profiles leave out, and without it that would be lost.
 */
export async function fullProfile(profileUuid: string): Promise<Profile | undefined> {
  const { profiles } = await callApi(MyProfilesContract);
  return profiles.find((profile) => profile.profile_uuid === profileUuid);
}

/** A friend of the chart form as the delete confirmation takes it (it reads the id and the name). */
export function friendProfile(friend: BirthChartProfile): Profile {
  return { ...friend, is_self: false, current_city: null, current_state: null, current_country: null, current_city_id: null, created: '' };
}

/** A saved profile as the chart form keeps it: the birth details only. */
export function chartProfile(profile: Profile): BirthChartProfile {
  const { profile_uuid, first_name, last_name, gender, birth_date, birth_time, birth_city, birth_state, birth_country, birth_city_id } = profile;
  return { profile_uuid, first_name, last_name, gender, birth_date, birth_time, birth_city, birth_state, birth_country, birth_city_id };
}

export function FriendDialogs({ dialog, onSaved, onDeleted, onClose }: { dialog: FriendDialog; onSaved(profile: Profile): void; onDeleted(): void; onClose(): void }) {
  return (
    <div className="bc-dialogs">
      {dialog.kind === 'edit' ? (
        <Modal title="Edit Friend Profile" onClose={onClose}>
          <FriendForm profile={dialog.profile} onSaved={onSaved} onCancel={onClose} />
        </Modal>
      ) : (
        <DeleteConfirm profile={dialog.profile} onDeleted={onDeleted} onCancel={onClose} />
      )}
    </div>
  );
}
