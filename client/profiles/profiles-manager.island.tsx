import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Profile } from '../../shared/accounts/member-data';
import { filterFriends, fullName } from '../../shared/profiles/profiles';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import type { IslandProps } from '../../shared/islands';
import { PROFILES_PATH, ProfileFacts } from '../../views/ui/profile-facts';
import { DeleteConfirm } from './delete-friend';
import { FriendForm } from './friend-form';
import { Modal } from '../lib/modal';
import { defineIsland } from '../runtime/define-island';

/**
 * The profiles manager: the member's own profile ("You"), then their friends (every profile but
 * the first, spec 3 §9) with a search, and add, edit and delete for each friend.
 */
function ProfilesManager({ profiles: initial, query: initialQuery, status: initialStatus, failed }: IslandProps['profiles-manager']) {
  const [profiles, setProfiles] = useState(initial);
  const [query, setQuery] = useState(initialQuery ?? '');
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  // What the last plain post did (the page said it; the island keeps saying it until the next step).
  const [status, setStatus] = useState(initialStatus ?? '');
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
    setStatus(added ? PROFILE_MESSAGES.added(fullName(profile)) : PROFILE_MESSAGES.updated(fullName(profile)));
  }

  function deleted(profile: Profile) {
    setProfiles(profiles.filter((each) => each.profile_uuid !== profile.profile_uuid));
    setDeleting(null);
    setStatus(PROFILE_MESSAGES.deleted(fullName(profile)));
    focusFriends.current = true;
  }

  /** The links are real addresses (the page's plain forms); here they open the dialogs instead. */
  function open(next: () => void) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setStatus('');
      next();
    };
  }

  return (
    <div className="profiles-manager">
      <div className="profiles-status" role="status" aria-live="polite">
        {status && <p className={failed && status === initialStatus ? 'form-error' : 'form-success'}>{status}</p>}
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
          <a className="button button-primary" href={`${PROFILES_PATH}?add=1#friend-form`} onClick={open(() => setEditing('new'))}>
            Add a friend
          </a>
        </div>
        {friends.length > 0 && (
          // Without JavaScript the search is a GET of `?q=`; with it, the list filters as you type.
          <form className="profiles-search" method="get" action={PROFILES_PATH} role="search" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label htmlFor="profiles-search">Search friends by name</label>
              <input id="profiles-search" name="q" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
            </div>
            <button type="submit" className="button button-plain">
              Search
            </button>
          </form>
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
                    <a className="button button-plain" href={`${PROFILES_PATH}?edit=${friend.profile_uuid}#friend-form`} onClick={open(() => setEditing(friend))}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </a>
                    <a
                      className="button button-plain button-plain-danger"
                      href={`${PROFILES_PATH}?delete=${friend.profile_uuid}#delete-friend`}
                      onClick={open(() => setDeleting(friend))}
                    >
                      Delete<span className="visually-hidden"> {name}</span>
                    </a>
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
