/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SignupForm } from '../../client/accounts/signup-form';
import { DEFAULT_SIGNUP_CONTEXT } from '../../shared/accounts/signup-context';

/** A media query list the test turns on and off, as a window crossing 600 px does. */
function fakePhoneQuery() {
  const query = new EventTarget() as EventTarget & { matches: boolean };
  query.matches = false;
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return (matches: boolean) =>
    act(() => {
      query.matches = matches;
      query.dispatchEvent(new Event('change'));
    });
}

describe('the signup form across the phone breakpoint', () => {
  it('swaps the date box for three fields as the window narrows, and back, keeping the date typed', async () => {
    const turn = fakePhoneQuery();
    render(<SignupForm siteName="Starlit" context={DEFAULT_SIGNUP_CONTEXT} values={{}} variant="page" onSignedUp={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Birth date (mm/dd/yyyy)'), { target: { value: '04/15/1990' } });

    await turn(true);
    expect(screen.queryByLabelText('Birth date (mm/dd/yyyy)')).toBeNull();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('04');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('1990');

    await turn(false);
    expect((screen.getByLabelText('Birth date (mm/dd/yyyy)') as HTMLInputElement).value).toBe('04/15/1990');
  });

  it('moves the three fields into the date box when the window widens', async () => {
    const turn = fakePhoneQuery();
    await turn(true);
    render(<SignupForm siteName="Starlit" context={DEFAULT_SIGNUP_CONTEXT} values={{}} variant="page" onSignedUp={() => {}} />);
    for (const [label, value] of [['Month', '12'], ['Day', '1'], ['Year', '1985']]) fireEvent.change(await screen.findByLabelText(label!), { target: { value } });
    await turn(false);
    expect((screen.getByLabelText('Birth date (mm/dd/yyyy)') as HTMLInputElement).value).toBe('12/1/1985');
  });
});
