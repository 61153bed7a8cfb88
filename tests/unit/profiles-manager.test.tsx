/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen, within } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from '../support/islands';
import { NO_TIME_OR_PLACES } from '../support/profiles';
import type { Profile } from '../../shared/accounts/member-data';
import { Island } from '../../views/components/island';

let made = 0;
function profile(first_name: string, extra: Partial<Profile> = {}): Profile {
  made += 1;
  return {
    profile_uuid: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    is_self: false,
    first_name,
    last_name: null,
    gender: 'female',
    birth_date: '1990-04-12',
    ...NO_TIME_OR_PLACES,
    created: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const luna = profile('Luna', { is_self: true, birth_time: '15:30:00', birth_city: 'Springfield', birth_state: 'MO', birth_country: 'USA', birth_city_id: 4409896 });
const theo = profile('Theo', { last_name: 'Marsh', gender: 'male' });
const ana = profile('Ana', { birth_date: '1985-11-02' });
const thea = profile('Thea', { last_name: 'Stone' });

interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Bad Request', text: async () => JSON.stringify(body) });

const warnings: unknown[][] = [];
const originalWarn = console.warn;
const originalFetch = global.fetch;

beforeEach(() => {
  warnings.length = 0;
  console.warn = (...args: unknown[]) => void warnings.push(args);
});
afterEach(() => {
  console.warn = originalWarn;
  global.fetch = originalFetch;
});

async function renderAndHydrate(profiles: Profile[]): Promise<void> {
  const islands = await serveAndHydrate(
    <main>
      <Island name="profiles-manager" props={{ profiles }} hydrate="load" />
    </main>,
  );
  // The island starts with the page (it waits for no hash route).
  expect([...islands]).toEqual([['profiles-manager', 'page']]);
  expect(document.querySelector('[data-island]')?.getAttribute('data-hydrated')).toBe('true');
}

const friendNames = () => screen.queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('the profiles manager island', () => {
  it('hydrates the server markup cleanly, with the own profile as "You" and the rest as friends', async () => {
    await renderAndHydrate([luna, theo, ana]);
    expect(warnings).toEqual([]);
    const you = screen.getByRole('region', { name: 'You' });
    expect(within(you).getByRole('heading', { name: 'Luna' })).toBeTruthy();
    expect(you.textContent).toContain('April 12, 1990');
    expect(you.textContent).toContain('3:30 PM');
    expect(you.textContent).toContain('Springfield, MO, USA');
    expect(friendNames()).toEqual(['Theo Marsh', 'Ana']);
    expect(screen.queryByRole('link', { name: 'Delete Luna' })).toBeNull();
  });

  it('the search filters friends by a case-insensitive name substring, and says when none match', async () => {
    await renderAndHydrate([luna, theo, ana, thea]);
    const search = screen.getByLabelText('Search friends by name');
    act(() => {
      fireEvent.change(search, { target: { value: 'THE' } });
    });
    expect(friendNames()).toEqual(['Theo Marsh', 'Thea Stone']);
    act(() => {
      fireEvent.change(search, { target: { value: 'marsh' } });
    });
    expect(friendNames()).toEqual(['Theo Marsh']);
    expect(screen.queryByText('No Profiles Found')).toBeNull();
    // The member's own profile is not a friend, so their name finds nothing.
    act(() => {
      fireEvent.change(search, { target: { value: 'luna' } });
    });
    expect(friendNames()).toEqual([]);
    expect(screen.getByText('No Profiles Found')).toBeTruthy();
    act(() => {
      fireEvent.change(search, { target: { value: '' } });
    });
    expect(friendNames()).toEqual(['Theo Marsh', 'Ana', 'Thea Stone']);
  });

  it('Delete asks for confirmation, and DELETE removes the friend by profile_uuid', async () => {
    await renderAndHydrate([luna, theo, ana]);
    let answer: (response: FakeResponse) => void = () => undefined;
    const fetchSpy = jest.fn(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    global.fetch = fetchSpy as unknown as typeof fetch;

    // "Back to what I was doing" closes the question and sends nothing.
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Delete Theo Marsh' }));
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to what I was doing' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();

    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Delete Theo Marsh' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete your friend profile?' });
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    });
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(`/api/member/profile/${theo.profile_uuid}`, expect.objectContaining({ method: 'DELETE' }));

    await act(async () => {
      answer(reply(200, { deleted: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(friendNames()).toEqual(['Ana']);
    expect(screen.getByRole('status').textContent).toBe('Theo Marsh was deleted.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Friends' }));
  });

  it('a failed delete keeps the question open and shows the message', async () => {
    await renderAndHydrate([luna, theo]);
    global.fetch = jest.fn(async () => reply(404, { error: { code: 'not_found', message: 'No profile of yours has that id.' } })) as unknown as typeof fetch;
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Delete Theo Marsh' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('No profile of yours has that id.');
    expect(screen.getByRole('button', { name: 'DELETE' })).toBeTruthy();
    expect(friendNames()).toEqual(['Theo Marsh']);
  });

  it('Add a friend checks the form, shows server field errors under their fields, then adds the friend', async () => {
    await renderAndHydrate([luna]);
    expect(screen.getByText(/You have not added any friends yet/)).toBeTruthy();
    const fetchSpy = jest
      .fn()
      .mockResolvedValueOnce(reply(400, { error: { code: 'validation_failed', message: 'Some fields are missing or not valid.', fields: { birth_date: ['Use the form YYYY-MM-DD.'] } } }))
      .mockResolvedValueOnce(reply(200, { profile: profile('Mia', { birth_date: '2001-02-03', birth_time: '08:15:00' }) }));
    global.fetch = fetchSpy as unknown as typeof fetch;

    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Add a friend' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Add a Friend' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First name'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'ADD FRIEND' }));
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('First name'));

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: ' Mia ' } });
    fireEvent.change(within(dialog).getByLabelText('Birth date'), { target: { value: '2001-02-03' } });
    fireEvent.change(within(dialog).getByLabelText('Birth time (optional)'), { target: { value: '08:15' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'ADD FRIEND' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Use the form YYYY-MM-DD.');
    expect(within(dialog).getByLabelText('Birth date').getAttribute('aria-invalid')).toBe('true');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'ADD FRIEND' }));
    });
    expect(fetchSpy).toHaveBeenLastCalledWith('/api/member/profile', expect.objectContaining({ method: 'POST' }));
    const sent = JSON.parse(String((fetchSpy.mock.calls[1] as [string, { body: string }])[1].body)) as unknown;
    expect(sent).toEqual({ first_name: 'Mia', gender: 'female', birth_date: '2001-02-03', birth_time: '08:15' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(friendNames()).toEqual(['Mia']);
    expect(screen.getByRole('status').textContent).toBe('Mia was added.');
  });

  it('Edit opens the same form prefilled and saves with PUT, keeping where the friend lives now', async () => {
    const traveller = profile('Theo', { last_name: 'Marsh', gender: 'male', birth_time: '23:05:00', current_city: 'Paris', current_state: '11', current_country: 'FRA', current_city_id: 2988507 });
    await renderAndHydrate([luna, traveller]);
    const fetchSpy = jest.fn(async () => reply(200, { profile: { ...traveller, first_name: 'Teddy' } }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Edit Theo Marsh' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Friend Profile' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('First name').value).toBe('Theo');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Gender').value).toBe('male');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Birth time (optional)').value).toBe('23:05');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Teddy' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, { method: string; body: string }];
    expect(url).toBe(`/api/member/profile/${traveller.profile_uuid}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      first_name: 'Teddy',
      last_name: 'Marsh',
      gender: 'male',
      birth_date: '1990-04-12',
      birth_time: '23:05',
      current_location: { city: 'Paris', state: '11', country: 'FRA', city_id: 2988507 },
    });
    expect(friendNames()).toEqual(['Teddy Marsh']);
    expect(screen.getByRole('status').textContent).toBe('Teddy Marsh was updated.');
  });

  it('refuses a typed birth place that was not chosen from the suggestions, and offers a neutral gender (issue #9 item 8)', async () => {
    await renderAndHydrate([luna]);
    const fetchSpy = jest.fn().mockResolvedValue(reply(200, []));
    global.fetch = fetchSpy as unknown as typeof fetch;
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Add a friend' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Add a Friend' });
    const gender = within(dialog).getByLabelText('Gender') as HTMLSelectElement;
    expect([...gender.options].map((option) => option.value)).toEqual(['female', 'male', 'other']);
    expect(gender.value).toBe('female');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Pat' } });
    fireEvent.change(within(dialog).getByLabelText('Birth date'), { target: { value: '1990-05-05' } });
    fireEvent.change(within(dialog).getByLabelText('Birth place (optional)'), { target: { value: 'Qwertyuiopville' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'ADD FRIEND' }));
    });
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/api/member/profile'))).toEqual([]);
    expect(within(dialog).getByText('A valid city is required')).toBeTruthy();
    expect(screen.queryByText('Pat was added.')).toBeNull();
  });
});
