/**
 * The profile tabs of spec 3 §4 — Your Profile (`you`), a friend (`friend`) and a new person
 * (`new`) — as a pure state machine, shared by the profiles manager and the birth-chart forms.
 */
export type ProfileTab = 'you' | 'friend' | 'new';

export interface ProfileTabsState {
  tab: ProfileTab;
  /** profile_uuid of the chosen profile, if any. */
  selected: string | null;
  /** The friend search text. */
  query: string;
  /** A form on the tab was just saved. */
  success: boolean;
}

export type ProfileTabsAction =
  | { type: 'choose-tab'; tab: ProfileTab }
  | { type: 'search'; query: string }
  | { type: 'select'; profileUuid: string }
  | { type: 'saved'; profileUuid: string }
  | { type: 'deleted'; profileUuid: string };

/** Spec 3 §5: what the friend tab says until a friend is chosen. */
export const CHOOSE_FRIEND_MESSAGE = 'Please choose a Friend Profile above.';

/** The first profile is the member's own; the rest are friends. */
export function initialProfileTabs(profileUuids: readonly string[]): ProfileTabsState {
  return { tab: 'you', selected: profileUuids[0] ?? null, query: '', success: false };
}

/**
 * One step of the tabs. `profileUuids` lists the member's profiles after the action (own first),
 * so a deletion sees how many remain.
 */
export function profileTabsReducer(state: ProfileTabsState, action: ProfileTabsAction, profileUuids: readonly string[]): ProfileTabsState {
  switch (action.type) {
    case 'choose-tab':
      // Your Profile selects the first profile; the friend tab with no friend left is Your Profile.
      if (action.tab === 'you' || (action.tab === 'friend' && profileUuids.length <= 1)) return { ...state, tab: 'you', selected: profileUuids[0] ?? null, success: false };
      return { ...state, tab: action.tab, selected: null, success: false };
    case 'search':
      // Typing in the friend search lets go of the chosen profile.
      return { ...state, query: action.query, selected: null };
    case 'select':
      return profileUuids.includes(action.profileUuid) ? { ...state, selected: action.profileUuid } : state;
    case 'saved':
      return { ...state, selected: action.profileUuid, success: true };
    case 'deleted':
      // Friend when more than one profile remains, else new.
      return { ...state, tab: profileUuids.length > 1 ? 'friend' : 'new', selected: null, success: false };
  }
}

/** Why a form on the current tab cannot be sent yet, if it cannot. */
export function profileTabError(state: ProfileTabsState): string | undefined {
  return state.tab === 'friend' && state.selected === null ? CHOOSE_FRIEND_MESSAGE : undefined;
}
