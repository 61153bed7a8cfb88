import type { Profile } from '../../shared/api/member-data';
import { Island } from '../components/island';

export interface ProfilesManagerPageProps {
  profiles: Profile[];
}

/** /member/settings/profiles-manager: the member's own profile and their friends' profiles. */
export function ProfilesManagerPage({ profiles }: ProfilesManagerPageProps) {
  return (
    <section className="container profiles-page" aria-labelledby="profiles-heading">
      <h1 id="profiles-heading">Profiles Manager</h1>
      <p className="profiles-intro">Keep the birth details of the people in your life in one place, ready for birth charts, compatibility and other reports.</p>
      <Island name="profiles-manager" props={{ profiles }} hydrate="load" />
    </section>
  );
}
