import { useState, type MouseEvent } from 'react';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import { fullName } from '../../shared/profiles/profiles';
import { CHOOSE_FRIEND_MESSAGE, type ProfileTab, type ProfileTabsAction, type ProfileTabsState } from '../../shared/profiles/profile-tabs';
import type { BirthChartProfile } from '../../shared/reports/islands';
import type { OpenFriendDialog } from './use-friend-dialogs';
import { PROFILES_PATH } from '../../views/ui/profile-facts';

/** Spec 3 §9: with more than two friends, the rest are behind a 'more' marker. */
const FRIENDS_SHOWN = 2;

/** Spec 3 §5: the friend search is a case-insensitive substring of the name. */
function friendsMatching(friends: BirthChartProfile[], query: string): BirthChartProfile[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? friends : friends.filter((friend) => fullName(friend).toLowerCase().includes(needle));
}

/**
 * The birth chart form's profile tabs (spec 3 §2, §4, §6): Your Profile, Friend Profiles ('0
 * Friend Profiles', disabled, with none) and New Profile, the friend search and list, and the
 * choose-a-friend message. The form's state is the island's (birth-chart-form.island.tsx). A
 * friend's Edit and Delete are links into the profiles manager that open the profile modal here.
 */
export function ProfileTabsPanel({ tabs, friends, selected, waiting, onTab, step, status, onFriendLink }: {
  tabs: ProfileTabsState;
  friends: BirthChartProfile[];
  selected: BirthChartProfile | undefined;
  waiting: boolean;
  onTab(event: MouseEvent<HTMLAnchorElement>, tab: ProfileTab): void;
  step(action: ProfileTabsAction): void;
  /** What the profile modal last did ('Theo Marsh was updated.'), said in a live region. */
  status: string;
  onFriendLink: OpenFriendDialog;
}) {
  const [moreShown, setMoreShown] = useState(false);
  const shownFriends = friendsMatching(friends, tabs.query);
  const listed = moreShown || tabs.query.trim() !== '' ? shownFriends : shownFriends.slice(0, FRIENDS_SHOWN);
  return (
        <div className="bc-profiles">
          <nav className="tabs bc-tabs" aria-label="Whose chart">
            <ul className="bc-tabs-list">
              <li>
                <a className="tab" href="#you" aria-current={tabs.tab === 'you' ? 'true' : undefined} onClick={(event) => onTab(event, 'you')}>
                  Your Profile
                </a>
              </li>
              <li>
                {friends.length === 0 ? (
                  // Spec 3 §2: with no friends the tab reads '0 Friend Profiles' and is disabled.
                  <span className="tab" aria-disabled="true">
                    0 Friend Profiles
                  </span>
                ) : (
                  <a className="tab" href="#friend" aria-current={tabs.tab === 'friend' ? 'true' : undefined} onClick={(event) => onTab(event, 'friend')}>
                    Friend Profiles
                  </a>
                )}
              </li>
              <li>
                <a className="tab" href="#new" aria-current={tabs.tab === 'new' ? 'true' : undefined} onClick={(event) => onTab(event, 'new')}>
                  New Profile
                </a>
              </li>
            </ul>
          </nav>
          {/* Always in the page, so what is put in it is read out; empty, it takes no room. */}
          <div className="bc-profile-status" role="status">
            {status && <p className="form-success">{status}</p>}
          </div>
          {tabs.tab === 'you' && selected && (
            <p className="bc-profile-note">
              Your chart from your profile, <strong>{fullName(selected)}</strong>. <a href={PROFILES_PATH}>Edit your profiles</a>
            </p>
          )}
          {tabs.tab === 'friend' && (
            <div className="bc-friends">
              <div className="field">
                <label htmlFor="bc-friend-search">Search friend profiles</label>
                <input id="bc-friend-search" type="search" autoComplete="off" value={tabs.query} onChange={(event) => step({ type: 'search', query: event.target.value })} />
              </div>
              {shownFriends.length === 0 ? (
                <p className="bc-friends-none" role="status">
                  {PROFILE_MESSAGES.noneFound}
                </p>
              ) : (
                <ul className="bc-friend-list" aria-label="Friend profiles">
                  {listed.map((friend) => {
                    const name = fullName(friend);
                    const chosen = friend.profile_uuid === tabs.selected;
                    return (
                      <li key={friend.profile_uuid} className={chosen ? 'bc-friend bc-friend-chosen' : 'bc-friend'}>
                        <button type="button" className="bc-friend-choose" aria-pressed={chosen} onClick={() => step({ type: 'select', profileUuid: friend.profile_uuid })}>
                          {name}
                        </button>
                        <span className="bc-friend-actions">
                          <a href={`${PROFILES_PATH}?edit=${friend.profile_uuid}#friend-form`} onClick={(event) => onFriendLink(event, 'edit', friend)}>
                            Edit<span className="visually-hidden"> {name}</span>
                          </a>
                          <a href={`${PROFILES_PATH}?delete=${friend.profile_uuid}#delete-friend`} onClick={(event) => onFriendLink(event, 'delete', friend)}>
                            Delete<span className="visually-hidden"> {name}</span>
                          </a>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
              {listed.length < shownFriends.length && (
                <button type="button" className="text-button bc-friends-more" aria-expanded={false} onClick={() => setMoreShown(true)}>
                  {`${shownFriends.length - listed.length} more`}
                </button>
              )}
              {waiting && <p className="bc-choose-friend">{CHOOSE_FRIEND_MESSAGE}</p>}
            </div>
          )}
        </div>
  );
}
