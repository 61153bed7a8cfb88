import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../shared/api/member-data';
import { filterFriends, fullName } from '../../shared/domain/profiles';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import type { IslandProps } from '../../shared/islands';
import { ProfileFacts } from '../../ui/profile-facts';
import { DeleteConfirm } from '../forms/delete-friend';
import { FriendForm } from '../forms/friend-form';
import { Modal } from '../lib/modal';
import { defineIsland } from '../runtime/define-island';

/**
 * The profiles manager: the member's own profile ("You"), then their friends (every profile but
 * the first, spec 3 §9) with a search, and add, edit and delete for each friend.
 */
function ProfilesManager({ profiles: initial }: IslandProps['profiles-manager']) {
  const [profiles, setProfiles] = useState(initial);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [status, setStatus] = useState('');
  const friendsHeading = useRef<HTMLHeadingElement>(null);
  const focusFriends = useRef(false);

  // A deleted friend's buttons are gone; focus lands on the friends heading instead of the page.
  useEffect(() => {
    if (!focusFriends.current) return;
    focusFriends.current = false;
    friendsHeading.current?.focus();
  });

  const own = profiles[0];
  const friends = profiles.slice(1);
  const shown = filterFriends(friends, query);

  function saved(profile: Profile) {
    const added = editing === 'new';
    setProfiles(added ? [...profiles, profile] : profiles.map((each) => (each.profile_uuid === profile.profile_uuid ? profile : each)));
    setEditing(null);
    setStatus(`${fullName(profile)} was ${added ? 'added' : 'updated'}.`);
  }

  function deleted(profile: Profile) {
    setProfiles(profiles.filter((each) => each.profile_uuid !== profile.profile_uuid));
    setDeleting(null);
    setStatus(`${fullName(profile)} was deleted.`);
    focusFriends.current = true;
  }

  function open(next: () => void) {
    setStatus('');
    next();
  }

  return (
    <div className="profiles-manager">
      <div className="profiles-status" role="status" aria-live="polite">
        {status && <p className="form-success">{status}</p>}
      </div>

      <section aria-labelledby="profiles-you-heading">
        <h2 id="profiles-you-heading">You</h2>
        {own ? (
          <div className="profile-card profile-card-self">
            <h3 className="profile-name">{fullName(own)}</h3>
            <ProfileFacts profile={own} />
          </div>
        ) : (
          <p>Your own profile has not been set up yet.</p>
        )}
      </section>

      <section aria-labelledby="profiles-friends-heading">
        <div className="profiles-friends-header">
          <h2 id="profiles-friends-heading" ref={friendsHeading} tabIndex={-1}>
            Friends
          </h2>
          <button type="button" className="button button-primary" onClick={() => open(() => setEditing('new'))}>
            Add a friend
          </button>
        </div>
        {friends.length > 0 && (
          <div className="field profiles-search">
            <label htmlFor="profiles-search">Search friends by name</label>
            <input id="profiles-search" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
        )}
        {friends.length === 0 && <p className="profiles-empty">You have not added any friends yet. Add a friend to keep their birth details at hand for charts and reports.</p>}
        {shown.length > 0 && (
          <ul className="profile-list">
            {shown.map((friend) => {
              const name = fullName(friend);
              return (
                <li className="profile-card" key={friend.profile_uuid}>
                  <div>
                    <h3 className="profile-name">{name}</h3>
                    <ProfileFacts profile={friend} />
                  </div>
                  <div className="profile-actions">
                    <button type="button" className="button button-plain" onClick={() => open(() => setEditing(friend))}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </button>
                    <button type="button" className="button button-plain button-plain-danger" onClick={() => open(() => setDeleting(friend))}>
                      Delete<span className="visually-hidden"> {name}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div aria-live="polite">{friends.length > 0 && shown.length === 0 && <p className="profiles-empty">{PROFILE_MESSAGES.noneFound}</p>}</div>
      </section>

      {editing && (
        <Modal title={editing === 'new' ? 'Add a Friend' : 'Edit Friend Profile'} onClose={() => setEditing(null)}>
          <FriendForm {...(editing === 'new' ? {} : { profile: editing })} onSaved={saved} onCancel={() => setEditing(null)} />
        </Modal>
      )}
      {deleting && <DeleteConfirm profile={deleting} onDeleted={() => deleted(deleting)} onCancel={() => setDeleting(null)} />}
    </div>
  );
}

export default defineIsland('profiles-manager', ProfilesManager);
