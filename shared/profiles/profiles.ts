import type { Profile } from '../accounts/member-data';

/** A profile's name as shown: first and last name. */
export const fullName = (profile: Pick<Profile, 'first_name' | 'last_name'>) => [profile.first_name, profile.last_name].filter(Boolean).join(' ');

/** Spec 3 §5: the friend search is a case-insensitive substring of the name. */
export function filterFriends(friends: Profile[], query: string): Profile[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? friends : friends.filter((friend) => fullName(friend).toLowerCase().includes(needle));
}
