/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ana, choose, errorOf, input, logged, luna, posted, profile, sent, serve, submit, thea, theo } from '../support/birth-chart-form';

describe('the profile tabs of a member (spec 3 §2, §4, §6)', () => {
  it('with no friends: Your Profile chosen and its details locked; the friend tab reads "0 Friend Profiles" and is disabled', async () => {
    const form = await serve({ profiles: [luna] });
    expect(logged).toEqual([]);
    const tabs = screen.getByRole('navigation', { name: 'Whose chart' });
    expect(within(tabs).getByRole('link', { name: 'Your Profile' }).getAttribute('aria-current')).toBe('true');
    expect(within(tabs).queryByRole('link', { name: /Friend/ })).toBeNull();
    expect(within(tabs).getByText('0 Friend Profiles').getAttribute('aria-disabled')).toBe('true');
    // Name, gender and date are the profile's; so are the time and place, which it has.
    expect(input('Name').value).toBe('Luna');
    for (const label of ['Name', 'Female', 'Male', 'Month', 'Day', 'Year', 'Hour', 'Minute', 'AM or PM', 'I don’t know my birth time', 'Town or city', 'State or region', 'Country']) {
      expect([label, (screen.getByLabelText(label) as HTMLInputElement).disabled]).toEqual([label, true]);
    }
    expect((screen.getByLabelText('House system') as HTMLSelectElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Edit your profiles' }).getAttribute('href')).toBe('/member/settings/profiles-manager');
    // Submitting sends the profile's details.
    await submit(form);
    expect(posted()).toMatchObject({
      birth_name: 'Luna',
      gender: 'female',
      birth_date_month: '4',
      birth_date_day: '12',
      birth_date_year: '1990',
      birth_time_hour: '3',
      birth_time_minute: '30',
      birth_time_ampm: 'pm',
      'birth_location[city]': 'Springfield',
      'birth_location[state]': 'MO',
      'birth_location[country]': 'USA',
      'birth_location[city_id]': '4409896',
    });
  });

  it('a profile without a time or place locks only its name, gender and date', async () => {
    const self = profile('Ada', { birth_city: 'Paris', birth_country: 'France' });
    const form = await serve({ profiles: [self] });
    expect(input('Name').disabled).toBe(true);
    expect((screen.getByLabelText('Hour') as HTMLSelectElement).disabled).toBe(false);
    expect(input('Town or city').disabled).toBe(false);
    // The place it has, as typed, is offered to be chosen from the list.
    expect(input('Town or city').value).toBe('Paris');
    await submit(form);
    expect(errorOf('bc-birth_time_hour')).toBe('This field is required');
    expect(errorOf('birth_location-city')).toBe('A valid city is required');
    expect(sent).toHaveLength(0);
  });

  it('the friend tab: inputs disabled until a friend is chosen, a search, "No Profiles Found", a "more" marker, edit and delete links', async () => {
    const form = await serve({ profiles: [luna, theo, ana, thea] });
    await act(() => void fireEvent.click(screen.getByRole('link', { name: 'Friend Profiles' })));
    expect(window.location.hash).toBe('#friend');
    expect(screen.getByRole('link', { name: 'Friend Profiles' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Please choose a Friend Profile above.')).toBeTruthy();
    // The form was cleared, and waits for a friend.
    expect(input('Name').value).toBe('');
    for (const label of ['Name', 'Month', 'Hour', 'Town or city']) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    await submit(form);
    expect(screen.getByRole('alert').textContent).toBe('Please choose a Friend Profile above.');
    expect(sent).toHaveLength(0);

    // Two friends, then a 'more' marker for the rest.
    const list = () => within(screen.getByRole('list', { name: 'Friend profiles' }));
    expect(list().getAllByRole('button').map((button) => button.textContent)).toEqual(['Theo Marsh', 'Ana']);
    await act(() => void fireEvent.click(screen.getByRole('button', { name: '1 more' })));
    expect(list().getAllByRole('button').map((button) => button.textContent)).toEqual(['Theo Marsh', 'Ana', 'Thea Stone']);

    await choose('Search friend profiles', 'zz');
    expect(screen.getByText('No Profiles Found')).toBeTruthy();
    await choose('Search friend profiles', 'TH');
    expect(list().getAllByRole('button').map((button) => button.textContent)).toEqual(['Theo Marsh', 'Thea Stone']);
    expect(list().getByRole('link', { name: 'Edit Theo Marsh' }).getAttribute('href')).toBe(`/member/settings/profiles-manager?edit=${theo.profile_uuid}#friend-form`);
    expect(list().getByRole('link', { name: 'Delete Theo Marsh' }).getAttribute('href')).toBe(`/member/settings/profiles-manager?delete=${theo.profile_uuid}#delete-friend`);

    await act(() => void fireEvent.click(list().getByRole('button', { name: 'Theo Marsh' })));
    expect(list().getByRole('button', { name: 'Theo Marsh' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Please choose a Friend Profile above.')).toBeNull();
    expect([input('Name').value, input('Name').disabled, (screen.getByLabelText('Male') as HTMLInputElement).checked]).toEqual(['Theo', true, true]);
    expect([(screen.getByLabelText('Month') as HTMLSelectElement).value, (screen.getByLabelText('Year') as HTMLSelectElement).value]).toEqual(['11', '1985']);
    // Theo has no time or place: those are for the member to give.
    expect((screen.getByLabelText('Hour') as HTMLSelectElement).disabled).toBe(false);
    expect(input('Town or city').disabled).toBe(false);

    // Typing in the search lets go of the friend.
    await choose('Search friend profiles', 'T');
    expect(screen.getByText('Please choose a Friend Profile above.')).toBeTruthy();
    expect(input('Name').value).toBe('');
  });

  it('New Profile clears the form and unlocks it; Your Profile fills it again', async () => {
    await serve({ profiles: [luna, theo] });
    await act(() => void fireEvent.click(screen.getByRole('link', { name: 'New Profile' })));
    expect(window.location.hash).toBe('#new');
    expect([input('Name').value, input('Name').disabled, input('Town or city').value, input('Town or city').disabled]).toEqual(['', false, '', false]);
    await act(() => void fireEvent.click(screen.getByRole('link', { name: 'Your Profile' })));
    expect([input('Name').value, input('Name').disabled]).toEqual(['Luna', true]);
  });

  it('a page opened at #friend starts on the friend tab', async () => {
    window.history.replaceState(null, '', '/#friend');
    await serve({ profiles: [luna, theo] });
    expect(screen.getByRole('link', { name: 'Friend Profiles' }).getAttribute('aria-current')).toBe('true');
    expect(input('Name').disabled).toBe(true);
  });
});
