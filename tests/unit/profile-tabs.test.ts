import { CHOOSE_FRIEND_MESSAGE, initialProfileTabs, profileTabError, profileTabsReducer, type ProfileTabsState } from '../../shared/profiles/profile-tabs';

const own = 'own-uuid';
const ada = 'ada-uuid';
const theo = 'theo-uuid';
const all = [own, ada, theo];

describe('profile tabs (spec 3 §4)', () => {
  it('starts on Your Profile with the own profile selected', () => {
    expect(initialProfileTabs(all)).toEqual({ tab: 'you', selected: own, query: '', success: false });
  });

  it('Your Profile selects the first profile; other tabs clear the selection and the success flag', () => {
    const saved: ProfileTabsState = { tab: 'friend', selected: ada, query: '', success: true };
    expect(profileTabsReducer(saved, { type: 'choose-tab', tab: 'you' }, all)).toMatchObject({ tab: 'you', selected: own, success: false });
    expect(profileTabsReducer(saved, { type: 'choose-tab', tab: 'new' }, all)).toMatchObject({ tab: 'new', selected: null, success: false });
    expect(profileTabsReducer({ ...saved, tab: 'you' }, { type: 'choose-tab', tab: 'friend' }, all)).toMatchObject({ tab: 'friend', selected: null, success: false });
  });

  it('the friend tab with only the own profile left switches to Your Profile', () => {
    expect(profileTabsReducer(initialProfileTabs([own]), { type: 'choose-tab', tab: 'friend' }, [own])).toMatchObject({ tab: 'you', selected: own });
  });

  it('typing in the friend search clears the selected profile', () => {
    const chosen: ProfileTabsState = { tab: 'friend', selected: ada, query: '', success: false };
    expect(profileTabsReducer(chosen, { type: 'search', query: 'th' }, all)).toEqual({ tab: 'friend', selected: null, query: 'th', success: false });
  });

  it('selects only a profile that exists', () => {
    const state = profileTabsReducer(initialProfileTabs(all), { type: 'choose-tab', tab: 'friend' }, all);
    expect(profileTabsReducer(state, { type: 'select', profileUuid: theo }, all).selected).toBe(theo);
    expect(profileTabsReducer(state, { type: 'select', profileUuid: 'gone' }, all).selected).toBeNull();
  });

  it('a deletion goes to the friend tab while more than one profile remains, else to new', () => {
    const chosen: ProfileTabsState = { tab: 'friend', selected: theo, query: '', success: false };
    expect(profileTabsReducer(chosen, { type: 'deleted', profileUuid: theo }, [own, ada])).toMatchObject({ tab: 'friend', selected: null });
    expect(profileTabsReducer(chosen, { type: 'deleted', profileUuid: ada }, [own])).toMatchObject({ tab: 'new', selected: null });
  });

  it('a save marks success and selects the saved profile', () => {
    expect(profileTabsReducer(initialProfileTabs(all), { type: 'saved', profileUuid: theo }, all)).toMatchObject({ selected: theo, success: true });
  });

  it('the friend tab needs a chosen friend', () => {
    expect(profileTabError({ tab: 'friend', selected: null, query: '', success: false })).toBe(CHOOSE_FRIEND_MESSAGE);
    expect(profileTabError({ tab: 'friend', selected: ada, query: '', success: false })).toBeUndefined();
    expect(profileTabError(initialProfileTabs(all))).toBeUndefined();
  });
});
