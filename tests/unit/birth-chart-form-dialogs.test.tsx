/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ana, input, luna, profileCalls, serve, settleAll, storeProfiles, theo } from '../support/birth-chart-form';

/** The profile modal of the chart form's friend list (spec 3 §2, §6, §8; issue #25). */
const LEEDS = { current_city: 'Leeds', current_state: 'England', current_country: 'United Kingdom', current_city_id: 2644688 };
const DELETE_QUESTION = 'Are you sure you want to delete your friend profile?';

const list = () => within(screen.getByRole('list', { name: 'Friend profiles' }));
const friendNames = () => list().getAllByRole('button').map((button) => button.textContent);
const tab = (name: string | RegExp) => screen.getByRole('link', { name });
const status = () => screen.getByRole('status').textContent;
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
const escape = () => act(() => void fireEvent.keyDown(document, { key: 'Escape' }));

async function friendTab(profiles = [luna, theo, ana]) {
  storeProfiles(profiles, { [theo.profile_uuid]: LEEDS });
  await serve({ profiles });
  await click(tab('Friend Profiles'));
}

async function open(link: string) {
  await click(list().getByRole('link', { name: link }));
  await settleAll();
}

describe('the friend list opens the profile modal (spec 3 §6)', () => {
  it('Edit opens the friend form in a dialog; Escape closes it, changes nothing and gives the focus back to the link', async () => {
    await friendTab();
    const edit = list().getByRole('link', { name: 'Edit Theo Marsh' });
    // The link still goes to the profiles manager (a new tab, or no JavaScript); a click opens the dialog.
    expect(edit.getAttribute('href')).toBe(`/member/settings/profiles-manager?edit=${theo.profile_uuid}#friend-form`);
    await open('Edit Theo Marsh');
    const dialog = screen.getByRole('dialog', { name: 'Edit Friend Profile' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(window.location.pathname).toBe('/');
    expect(within(dialog).getByLabelText<HTMLInputElement>('First name').value).toBe('Theo');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Last name (optional)').value).toBe('Marsh');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Gender').value).toBe('male');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Birth date').value).toBe('1985-11-02');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First name'));
    // The dialog is not inside the chart form: it is a form of its own.
    expect(dialog.closest('form.birth-chart-form')).toBeNull();

    await escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(edit);
    expect(profileCalls).toEqual([]);
    expect(friendNames()).toEqual(['Theo Marsh', 'Ana']);

    // Its Cancel does the same.
    await open('Edit Theo Marsh');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });

  it('saving an edit updates the list, chooses the friend and fills the form from the edited profile', async () => {
    await friendTab();
    await click(list().getByRole('button', { name: 'Theo Marsh' }));
    expect(input('Name').value).toBe('Theo');
    await open('Edit Theo Marsh');
    const dialog = screen.getByRole('dialog', { name: 'Edit Friend Profile' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Teddy' } });
    fireEvent.change(within(dialog).getByLabelText('Birth date'), { target: { value: '1986-03-04' } });
    fireEvent.change(within(dialog).getByLabelText('Birth time (optional)'), { target: { value: '20:15' } });
    await click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    await settleAll();

    // PUT /api/member/profile/{uuid}, keeping where Theo lives, which the chart form never had.
    expect(profileCalls).toEqual([
      {
        method: 'PUT',
        url: `/api/member/profile/${theo.profile_uuid}`,
        body: {
          first_name: 'Teddy',
          last_name: 'Marsh',
          gender: 'male',
          birth_date: '1986-03-04',
          birth_time: '20:15',
          current_location: { city: 'Leeds', state: 'England', country: 'United Kingdom', city_id: 2644688 },
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('Teddy Marsh was updated.');
    expect(friendNames()).toEqual(['Teddy Marsh', 'Ana']);
    expect(list().getByRole('button', { name: 'Teddy Marsh' }).getAttribute('aria-pressed')).toBe('true');
    expect(tab('Friend Profiles').getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(list().getByRole('link', { name: 'Edit Teddy Marsh' }));
    // The form is the edited profile's: its name and date locked, and now its time too.
    expect([input('Name').value, input('Name').disabled]).toEqual(['Teddy', true]);
    const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
    expect(['Month', 'Day', 'Year', 'Hour', 'Minute', 'AM or PM'].map((label) => select(label).value)).toEqual(['3', '4', '1986', '8', '15', 'pm']);
    expect(select('Hour').disabled).toBe(true);
    expect(input('Town or city').disabled).toBe(false);

    // Choosing another friend clears what was said.
    await click(list().getByRole('button', { name: 'Ana' }));
    expect(status()).toBe('');
    expect(input('Name').value).toBe('Ana');
  });

  it('a friend not chosen yet is chosen by saving it', async () => {
    await friendTab();
    expect(screen.getByText('Please choose a Friend Profile above.')).toBeTruthy();
    await open('Edit Ana');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SAVE CHANGES' }));
    await settleAll();
    expect(screen.queryByText('Please choose a Friend Profile above.')).toBeNull();
    expect(list().getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('true');
    expect(input('Name').value).toBe('Ana');
  });
});

describe('deleting a friend from the chart form (spec 3 §4, §8)', () => {
  it('asks the spec’s question; "Back to what I was doing" and Escape close it and change nothing', async () => {
    await friendTab();
    const remove = list().getByRole('link', { name: 'Delete Ana' });
    expect(remove.getAttribute('href')).toBe(`/member/settings/profiles-manager?delete=${ana.profile_uuid}#delete-friend`);
    await open('Delete Ana');
    const dialog = screen.getByRole('dialog', { name: DELETE_QUESTION });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'DELETE', 'Back to what I was doing']);
    await click(within(dialog).getByRole('button', { name: 'Back to what I was doing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);

    await open('Delete Ana');
    expect(screen.getByRole('dialog', { name: DELETE_QUESTION })).toBeTruthy();
    await escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(profileCalls).toEqual([]);
    expect(friendNames()).toEqual(['Theo Marsh', 'Ana']);
    expect(status()).toBe('');
  });

  it('DELETE removes the friend: the friend tab while a friend remains, then New Profile', async () => {
    await friendTab();
    await click(list().getByRole('button', { name: 'Ana' }));
    await open('Delete Ana');
    await click(within(screen.getByRole('dialog', { name: DELETE_QUESTION })).getByRole('button', { name: 'DELETE' }));
    await settleAll();
    expect(profileCalls).toEqual([{ method: 'DELETE', url: `/api/member/profile/${ana.profile_uuid}` }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('Ana was deleted.');
    expect(friendNames()).toEqual(['Theo Marsh']);
    // More than one profile remains (yours and Theo's): the friend tab, with no friend chosen.
    expect(tab('Friend Profiles').getAttribute('aria-current')).toBe('true');
    expect(window.location.hash).toBe('#friend');
    expect(document.activeElement).toBe(tab('Friend Profiles'));
    expect(screen.getByText('Please choose a Friend Profile above.')).toBeTruthy();
    expect([input('Name').value, input('Name').disabled]).toEqual(['', true]);

    await open('Delete Theo Marsh');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'DELETE' }));
    await settleAll();
    expect(status()).toBe('Theo Marsh was deleted.');
    // Only yours remains: New Profile, and the friend tab reads '0 Friend Profiles'.
    expect(tab('New Profile').getAttribute('aria-current')).toBe('true');
    expect(window.location.hash).toBe('#new');
    expect(document.activeElement).toBe(tab('New Profile'));
    expect(screen.getByText('0 Friend Profiles').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Friend profiles' })).toBeNull();
    expect([input('Name').value, input('Name').disabled]).toEqual(['', false]);
    // Your Profile is still yours.
    await click(tab('Your Profile'));
    expect(input('Name').value).toBe('Luna');
  });

  it('a refused delete says why in the dialog and keeps the friend', async () => {
    await friendTab();
    await open('Delete Ana');
    // Deleted elsewhere meanwhile: the API no longer has Ana.
    storeProfiles([luna, theo]);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'DELETE' }));
    await settleAll();
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('No profile of yours has that id.');
    expect(friendNames()).toEqual(['Theo Marsh', 'Ana']);
  });
});
