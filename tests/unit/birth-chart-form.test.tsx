/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ACTION, LONDON, LONDON_ONTARIO, choose, errorOf, fakePhoneQuery, fillVisitorForm, input, logged, lookups, pickTown, posted, sent, serve, settle, submit, answerTowns } from '../support/birth-chart-form';

describe('the birth chart form island', () => {
  it('hydrates its server markup (the plain form with the spec’s fields) without a warning', async () => {
    const form = await serve();
    expect(logged).toEqual([]);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ACTION);
    for (const name of ['intent', 'birth_name', 'gender', 'birth_date_month', 'birth_date_day', 'birth_date_year', 'birth_time_hour', 'birth_time_minute', 'birth_time_ampm', 'birth_time_unknown', 'birth_location[city]', 'birth_location[state]', 'birth_location[country]', 'houses']) {
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(years[0]).toBe(String(new Date().getUTCFullYear()));
    expect(years.at(-1)).toBe('1900');
    expect(screen.getByRole('button', { name: 'GET YOUR CHART' })).toBeTruthy();
    // A visitor has no profiles, so no tabs.
    expect(screen.queryByRole('navigation', { name: 'Whose chart' })).toBeNull();
  });

  it('checks on submit with the spec’s messages, word for word, and sends nothing', async () => {
    const form = await serve();
    await submit(form);
    for (const id of ['bc-birth_name', 'bc-birth_date_month', 'bc-birth_date_day', 'bc-birth_date_year', 'bc-birth_time_hour', 'bc-birth_time_minute', 'birth_location-city', 'birth_location-country']) {
      expect([id, errorOf(id)]).toEqual([id, 'This field is required']);
    }
    expect(screen.getByText('Please check required fields above').getAttribute('role')).toBe('alert');
    expect(sent).toHaveLength(0);
    // The first field with a message has the focus.
    expect(document.activeElement).toBe(input('Name'));
    // A field put right loses its message.
    await choose('Name', 'Ana');
    expect(errorOf('bc-birth_name')).toBeUndefined();
  });

  it('a town typed but not chosen: "Please choose an option from the list" after the blur, "A valid city is required" on submit', async () => {
    const form = await serve();
    jest.useFakeTimers();
    await choose('Town or city', 'Nowhereville');
    answerTowns([]);
    await act(async () => {
      jest.advanceTimersByTime(199);
    });
    expect(lookups).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(lookups).toEqual(['/api/location/cities?prefix=Nowhereville']);
    await act(() => void fireEvent.blur(input('Town or city')));
    await act(async () => {
      jest.advanceTimersByTime(249);
    });
    expect(errorOf('birth_location-city')).toBeUndefined();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(errorOf('birth_location-city')).toBe('Please choose an option from the list');
    jest.useRealTimers();
    await submit(form);
    await settle();
    expect(errorOf('birth_location-city')).toBe('A valid city is required');
    expect(sent).toHaveLength(0);
  });

  it('a town typed in full, never chosen, is the choice when exactly one town of that name is in the state and country typed', async () => {
    const form = await serve();
    await choose('Name', 'Ana');
    await choose('Month', '4');
    await choose('Day', '15');
    await choose('Year', '1990');
    await act(() => void fireEvent.click(screen.getByLabelText('I don’t know my birth time')));
    await choose('Town or city', 'london');
    // No London in the country typed: the town must be chosen.
    await choose('Country', 'Canad');
    await submit(form);
    await settle();
    expect(errorOf('birth_location-city')).toBe('A valid city is required');
    expect(screen.getByRole('button', { name: 'GET YOUR CHART' })).toBeTruthy();
    expect(sent).toHaveLength(0);
    // With the country typed, one is left: it is the choice, and the form goes.
    await choose('Country', 'canada');
    await submit(form);
    await settle();
    expect(sent).toHaveLength(1);
    expect(posted()).toMatchObject({ 'birth_location[city]': 'London', 'birth_location[state]': 'Ontario', 'birth_location[country]': 'Canada', 'birth_location[city_id]': String(LONDON_ONTARIO.city_id), birth_time_unknown: 'on' });
    expect(screen.getByRole('button', { name: 'SUBMITTING…' }).matches(':disabled')).toBe(true);
  });

  it('the list hides 250 ms after the blur; a text that is exactly one option’s name chooses it', async () => {
    await serve();
    answerTowns([LONDON, { ...LONDON, city_id: 1, city: 'Londonderry', label: 'Londonderry, Northern Ireland, United Kingdom' }]);
    jest.useFakeTimers();
    await choose('Town or city', 'london');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await act(async () => {});
    const suggested = () => document.querySelectorAll('.autocomplete-list:not([hidden]) [role="option"]').length;
    expect(suggested()).toBe(2);
    await act(() => void fireEvent.blur(input('Town or city')));
    await act(async () => {
      jest.advanceTimersByTime(249);
    });
    expect(suggested()).toBe(2);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(suggested()).toBe(0);
    expect(input('Country').value).toBe('United Kingdom');
    expect((document.querySelector('[name="birth_location[city_id]"]') as HTMLInputElement).value).toBe(String(LONDON.city_id));
  });

  it('a chosen town fills the place; changing the country then clears the state and town, changing the state clears the town', async () => {
    await serve();
    await pickTown('Lond', 'London, Ontario, Canada');
    expect([input('Town or city').value, input('State or region').value, input('Country').value]).toEqual(['London', 'Ontario', 'Canada']);
    expect((document.querySelector('[name="birth_location[city_id]"]') as HTMLInputElement).value).toBe(String(LONDON_ONTARIO.city_id));

    await choose('Country', 'Canad');
    expect([input('Town or city').value, input('State or region').value, input('Country').value]).toEqual(['', '', 'Canad']);
    expect(document.querySelector('[name="birth_location[city_id]"]')).toBeNull();

    await pickTown('Lond', 'London, Ontario, Canada');
    await choose('State or region', 'Ontari');
    expect([input('Town or city').value, input('State or region').value, input('Country').value]).toEqual(['', 'Ontari', 'Canada']);
    expect(document.querySelector('[name="birth_location[city_id]"]')).toBeNull();
  });

  it('"I don’t know my birth time" clears the hour and minute and disables them', async () => {
    const form = await serve();
    await choose('Hour', '2');
    await choose('Minute', '30');
    await act(() => void fireEvent.click(screen.getByLabelText('I don’t know my birth time')));
    for (const label of ['Hour', 'Minute', 'AM or PM']) expect((screen.getByLabelText(label) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Hour') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Minute') as HTMLSelectElement).value).toBe('');
    await submit(form);
    expect(errorOf('bc-birth_time_hour')).toBeUndefined();
    expect(errorOf('bc-birth_time_minute')).toBeUndefined();
  });

  it('sends a checked form as the plain form: SUBMITTING… with the whole form disabled, and a second submit is ignored', async () => {
    const form = await serve();
    await fillVisitorForm();
    await submit(form);
    expect(sent).toHaveLength(1);
    expect(posted()).toEqual({
      intent: 'chart',
      birth_name: 'Ana',
      gender: 'female',
      birth_date_month: '4',
      birth_date_day: '15',
      birth_date_year: '1990',
      birth_time_hour: '2',
      birth_time_minute: '30',
      birth_time_ampm: 'pm',
      'birth_location[city]': 'London',
      'birth_location[state]': 'England',
      'birth_location[country]': 'United Kingdom',
      'birth_location[city_id]': String(LONDON.city_id),
      houses: 'placidus',
    });
    const button = screen.getByRole('button', { name: 'SUBMITTING…' }) as HTMLButtonElement;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect((form.querySelector('fieldset.bc-form-body') as HTMLFieldSetElement).disabled).toBe(true);
    expect(input('Name').matches(':disabled')).toBe(true);
    expect(button.matches(':disabled')).toBe(true);
    await submit(form);
    expect(sent).toHaveLength(1);
  });

  it('on a phone, native date and time pickers post the spec’s fields, following the breakpoint live', async () => {
    const turn = fakePhoneQuery(true);
    const form = await serve();
    expect(screen.queryByLabelText('Month')).toBeNull();
    expect(input('Birth date').type).toBe('date');
    expect(input('Birth date').min).toBe('1900-01-01');
    expect(input('Birth time').type).toBe('time');
    await submit(form);
    expect(errorOf('bc-birth_date')).toBe('This field is required');
    expect(errorOf('bc-birth_time')).toBe('This field is required');

    await choose('Name', 'Ana');
    await choose('Birth date', '1990-04-15');
    await choose('Birth time', '14:30');
    await pickTown('Lond', 'London, England, United Kingdom');
    // Wider, the selects show the same date and time; narrower again, the pickers do.
    await turn(false);
    expect([(screen.getByLabelText('Month') as HTMLSelectElement).value, (screen.getByLabelText('Hour') as HTMLSelectElement).value, (screen.getByLabelText('AM or PM') as HTMLSelectElement).value]).toEqual(['4', '2', 'pm']);
    await turn(true);
    expect([input('Birth date').value, input('Birth time').value]).toEqual(['1990-04-15', '14:30']);

    await submit(form);
    expect(posted()).toMatchObject({ birth_date_month: '4', birth_date_day: '15', birth_date_year: '1990', birth_time_hour: '2', birth_time_minute: '30', birth_time_ampm: 'pm' });
  });

  it('on a phone, an unknown time sends no hour or minute', async () => {
    fakePhoneQuery(true);
    const form = await serve();
    await choose('Name', 'Ana');
    await choose('Birth date', '1990-04-15');
    await choose('Birth time', '09:05');
    await act(() => void fireEvent.click(screen.getByLabelText('I don’t know my birth time')));
    expect(input('Birth time').disabled).toBe(true);
    expect(input('Birth time').value).toBe('');
    await pickTown('Lond', 'London, England, United Kingdom');
    await submit(form);
    const body = posted();
    expect(body.birth_time_unknown).toBe('on');
    expect(body.birth_time_hour).toBeUndefined();
    expect(body.birth_time_minute).toBeUndefined();
  });

  it('with two buttons (the Essential Birth Report), the one pressed is the intent sent', async () => {
    await serve({ buttons: [{ intent: 'buy', label: 'GET MY REPORT' }, { intent: 'sample', label: 'Read my free sample' }] });
    await fillVisitorForm();
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Read my free sample' })));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.getAll('intent')).toEqual(['sample']);
    expect(screen.getByRole('button', { name: 'SUBMITTING…' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'GET MY REPORT' }) as HTMLButtonElement).matches(':disabled')).toBe(true);
  });

  it('shows what a refused plain post sent, with the server’s messages', async () => {
    await serve({ values: { intent: 'chart', birth_name: 'Ana', birth_location: { city: 'Nowhereville Qq', state: '', country: '' } }, errors: { 'birth_location.city': 'A valid city is required' } });
    expect(input('Name').value).toBe('Ana');
    expect(input('Town or city').value).toBe('Nowhereville Qq');
    expect(errorOf('birth_location-city')).toBe('A valid city is required');
    expect(screen.getByText('Please check required fields above')).toBeTruthy();
  });
});
