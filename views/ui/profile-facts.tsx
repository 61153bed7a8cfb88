import type { Profile } from '../../shared/accounts/member-data';
import { formatClockTime, formatLongDate } from '../../shared/site/calendar';
import type { RoutePattern } from '../../shared/routes';

/** The profiles manager's address, which its plain forms post to. */
export const PROFILES_PATH = '/member/settings/profiles-manager' satisfies RoutePattern;

/** A friend's gender (spec 3 §9: female, the default, and male), with a neutral choice beside them. */
export const FRIEND_GENDERS = [
  ['female', 'Female'],
  ['male', 'Male'],
  ['other', 'Other'],
] as const;

export const placeLabel = (city: string | null, state: string | null, country: string | null) => [city, state, country].filter(Boolean).join(', ');

/** A profile's birth date, time and place, as the profiles manager lists them. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const place = placeLabel(profile.birth_city, profile.birth_state, profile.birth_country);
  return (
    <dl className="profile-facts">
      <div>
        <dt>Born</dt>
        <dd>{formatLongDate(profile.birth_date)}</dd>
      </div>
      {profile.birth_time && (
        <div>
          <dt>Time</dt>
          <dd>{formatClockTime(profile.birth_time)}</dd>
        </div>
      )}
      {place && (
        <div>
          <dt>Place</dt>
          <dd>{place}</dd>
        </div>
      )}
    </dl>
  );
}
